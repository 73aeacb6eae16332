/**
 * Whether a player over 20 can still come back this turn (comeback.ts), from their own view: the
 * cases the rules name on positions the real engine played to, then the view's answer held to
 * the engine's own over seeded random matches (tools/testing/comeback-check.ts), 600 a ruleset
 * here and 10,000 more in comeback.slow.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { createMatch } from '@main/engine/match'
import { view } from '@main/engine/view'
import { act } from '@tools/testing/engine-steps'
import {
  checkComebacks,
  emptyComebackTally,
  engineCardsToComeBack,
} from '@tools/testing/comeback-check'
import type { CardCode } from './cards'
import type { Action, MatchState, PlayerIndex } from './match'
import type { RulesetId } from './rulesets'
import { cardsLeadingBack, cardsToComeBack } from './comeback'

const MATCHES = 600

const end = (player: PlayerIndex): Action => ({ type: 'end', player })
const stand = (player: PlayerIndex): Action => ({ type: 'stand', player })
const play = (card: CardCode): Action => ({ type: 'play', player: 0, card })

const TOURNAMENT: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', 'T24', '±1']
const CLASSIC: CardCode[] = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', 'F24', '±1', '±2']

/**
 * A match where the player opens with `hand` and the draws forced: the player draws the first,
 * the opponent the second and stands on it, and the player draws on alone, `moves` played
 * between the draws (each turn ended, the last left open).
 */
function alone(
  rules: RulesetId,
  deck: CardCode[],
  hand: CardCode[],
  draws: number[],
  moves: Action[][] = [],
): MatchState {
  const opponent: CardCode[] = ['+1', '+2', '+3', '+4']
  let state = createMatch({
    rules,
    seed: 5,
    sideDecks: [deck, deck],
    hands: [hand, rules === 'tournament' ? ['+3', '+4', '+5', '+6'] : opponent],
    opener: 0,
    draws,
  }).state
  state = act(state, ...(moves[0] ?? []), end(0), stand(1))
  for (let turn = 1; turn < draws.length - 1; turn++) {
    state = act(state, ...(moves[turn] ?? []))
    if (turn < draws.length - 2) state = act(state, end(0))
  }
  return state
}

/** The view's answer for the player over 20, checked against the engine's before it is given. */
function told(state: MatchState): number | null {
  const answer = cardsToComeBack(view(state, 0))
  expect(answer).toBe(engineCardsToComeBack(state, 0))
  return answer
}

describe('coming back from over 20, as the player sees it', () => {
  it('classic: a minus card brings it back; plus cards, or a card played already, do not', () => {
    // 10, then 9 and 4: 23
    const over = (hand: CardCode[]) => alone('classic', CLASSIC, hand, [10, 5, 9, 4])
    expect(view(over(['+1', '-3', '+3', '+4']), 0).players[0].total).toBe(23)
    expect(told(over(['+1', '-3', '+3', '+4']))).toBe(1)
    expect(told(over(['+1', '+2', '+3', '+4']))).toBeNull()
    // one side card a turn: after the +1, the −3 waits for a turn the round will not have
    expect(told(act(over(['+1', '-3', '+3', '+4']), play('+1')))).toBeNull()
  })

  it('classic: 2&4 turns the green 4 on the table into −4', () => {
    // 4, then 9 and 9: 22, and 2&4 makes it 14
    expect(told(alone('classic', CLASSIC, ['F24', '+1', '+2', '+3'], [4, 5, 9, 9]))).toBe(1)
  })

  it('tournament: two cards in a row where no one card does it', () => {
    // 10, then 9 and 8: 27, which −4 and −3 together bring back to 20
    const state = alone('tournament', TOURNAMENT, ['-3', '-4', '+3', '+4'], [10, 5, 9, 8])
    expect(view(state, 0).players[0].total).toBe(27)
    expect(told(state)).toBe(2)
    expect(told(alone('tournament', TOURNAMENT, ['-3', '+5', '+3', '+4'], [10, 5, 9, 8]))).toBe(
      null,
    )
  })

  it('tournament: a twist turns the player’s own +4 into −4', () => {
    // 6 and +4, then 8 and 5: 23; the twist makes the +4 count −4: 15
    const state = alone(
      'tournament',
      TOURNAMENT,
      ['+4', 'T24', '+5', '+6'],
      [6, 5, 8, 5],
      [[play('+4')]],
    )
    expect(view(state, 0).players[0].total).toBe(23)
    expect(told(state)).toBe(1)
  })

  it('tournament: the ninth card ends the way back when the table is full', () => {
    // seven greens to 19, then 10: 29 on eight cards; −5 and −4 would make 20 on ten
    const state = alone(
      'tournament',
      TOURNAMENT,
      ['-5', '-4', '+3', '+4'],
      [3, 5, 3, 3, 3, 3, 2, 2, 10],
    )
    expect(view(state, 0).players[0].table).toHaveLength(8)
    expect(view(state, 0).players[0].total).toBe(29)
    expect(told(state)).toBeNull()
  })

  it('is 0 at 20 or under: nothing to come back from', () => {
    const state = alone('classic', CLASSIC, ['+1', '-3', '+3', '+4'], [10, 5, 9])
    expect(view(state, 0).players[0].total).toBe(19)
    expect(cardsToComeBack(view(state, 0))).toBe(0)
  })
})

/** The cards the hand lights over 20, as a sorted list (null: at 20 or under). */
function lit(state: MatchState): string[] | null {
  const leading = cardsLeadingBack(view(state, 0))
  return leading && [...leading].sort()
}

describe('the cards that lead back, which the hand lights over 20', () => {
  it('classic: a minus card does; plus cards and a double of the draw only go further', () => {
    // 10, then 9 and 4: 23
    const over = (hand: CardCode[]) => alone('classic', CLASSIC, hand, [10, 5, 9, 4])
    expect(lit(over(['+1', '-3', '+3', '+4']))).toEqual(['-3'])
    expect(lit(over(['D', '-3', '+1', '+2']))).toEqual(['-3'])
    expect(lit(over(['+1', '+2', '+3', '+4']))).toEqual([])
    // a minus card too small to bring 23 back lights nothing either
    expect(lit(over(['-2', '-1', '+3', '+4']))).toEqual([])
  })

  it('classic: a flip card by the sign that brings it back, if either does', () => {
    // 10, then 9 and 3: 22; ±2 as −2 makes 20, ±1 as −1 makes 21
    const state = alone('classic', CLASSIC, ['±1', '±2', '+1', '+2'], [10, 5, 9, 3])
    expect(view(state, 0).players[0].total).toBe(22)
    expect(lit(state)).toEqual(['±2'])
    // the classic tiebreaker is played with a sign too: −1 brings 21 back to 20
    expect(lit(alone('classic', CLASSIC, ['TB', '+1', '+2', '+3'], [10, 5, 9, 2]))).toEqual(['TB'])
  })

  it('classic: 2&4 turns the green 4 on the table, and lights', () => {
    // 4, then 9 and 9: 22, and 2&4 makes it 14
    expect(lit(alone('classic', CLASSIC, ['F24', '+1', '+2', '+3'], [4, 5, 9, 9]))).toEqual(['F24'])
  })

  it('tournament: both cards of a way back that takes two, and a plus card a twist turns', () => {
    // 10, then 9 and 8: 27, which −4 and −3 together bring back to 20, in either order
    const two = alone('tournament', TOURNAMENT, ['-3', '-4', '+3', '+4'], [10, 5, 9, 8])
    expect(lit(two)).toEqual(['-3', '-4'])
    // 10, then 9 and 4: 23; the +4 first (27), then the twist turns it into −4: 19. The twist
    // first turns nothing (no side card of 2 or 4 on the table), and the +4 after it makes 27
    const twist = alone('tournament', TOURNAMENT, ['+4', 'T24', '+5', '+6'], [10, 5, 9, 4])
    expect(lit(twist)).toEqual(['+4'])
    // 10, then 9 and 7: 26; −6 alone makes 20, so −3 and −4, which take two, are left unlit
    const one = alone('tournament', TOURNAMENT, ['-6', '-3', '-4', '+3'], [10, 5, 9, 7])
    expect(told(one)).toBe(1)
    expect(lit(one)).toEqual(['-6'])
  })

  it('is null at 20 or under: every card may help, nothing to come back from', () => {
    const state = alone('classic', CLASSIC, ['+1', '-3', '+3', '+4'], [10, 5, 9])
    expect(view(state, 0).players[0].total).toBe(19)
    expect(cardsLeadingBack(view(state, 0))).toBeNull()
  })
})

describe.each(['classic', 'tournament', 'cantina'] as const)('%s', (rules) => {
  it(`agrees with the engine at every position over 20 of ${MATCHES} seeded matches`, () => {
    const tally = emptyComebackTally()
    for (let i = 0; i < MATCHES; i++) checkComebacks(rules, 3_000_000 + i, 4_000_000 + i, tally)
    // the matches reached both answers often enough for the check to mean something
    expect(tally.over).toBeGreaterThan(MATCHES / 2)
    expect(tally.lost).toBeGreaterThan(MATCHES / 10)
    expect(tally.back[1]).toBeGreaterThan(MATCHES / 20)
    // two cards or more only where a turn allows them
    if (rules === 'tournament') expect(tally.back[2]).toBeGreaterThan(10)
    else expect(tally.back.slice(2).every((n) => n === 0)).toBe(true)
  })
})
