/**
 * Who opens the round, as the centre of the table says it (round-notes.ts): from the round's
 * start until its opener's first move has been shown, whichever move that is, and on while a
 * banner stays over the table; from scenes the real engine's views give.
 */
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import type { Action, MatchState, PlayerIndex } from '@common/match'
import { createMatch } from '@main/engine/match'
import { view } from '@main/engine/view'
import { act } from '@tools/testing/engine-steps'
import { i18n } from '@/i18n'
import type { Translate } from '@/i18n/names'
import { openerPhrases, roundUnderWay } from './round-notes'

const t = ((key: string, named?: Record<string, unknown>) =>
  i18n.global.t(key, named ?? {})) as Translate

const DECK: CardCode[] = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', 'F24', '±1', '±2']
const HAND: CardCode[] = ['+1', '-3', '+3', '+4']

/** A classic match that `opener` opens with a 9 drawn, nothing played yet. */
function opened(opener: PlayerIndex): MatchState {
  return createMatch({
    rules: 'classic',
    seed: 5,
    sideDecks: [DECK, DECK],
    hands: [HAND, HAND],
    opener,
    draws: [9, 5, 4],
  }).state
}

/** The note as the player in seat 0 reads it, a banner over the table or not. */
const note = (state: MatchState, lingering = false): string[] =>
  openerPhrases(t, view(state, 0), null, 0, 'Vessa', lingering)

const move = (player: PlayerIndex, type: 'end' | 'stand'): Action => ({ type, player })

describe('who opens the round, in the centre of the table', () => {
  it('is said as the round starts, the player or the opponent opening', () => {
    expect(roundUnderWay(view(opened(0), 0))).toBe(false)
    expect(note(opened(0))[0]).toBe('You open')
    expect(note(opened(1))[0]).toBe('Vessa opens')
    expect(note(opened(1))).toHaveLength(2)
  })

  it('goes once the opener has moved: ended the turn, stood, or played a card', () => {
    expect(note(act(opened(0), move(0, 'end')))).toEqual([])
    expect(note(act(opened(1), move(1, 'stand')))).toEqual([])
    const played = act(opened(0), { type: 'play', player: 0, card: '+1' })
    // still the opener's turn, but a move has been made
    expect(view(played, 0).turn).toBe(0)
    expect(note(played)).toEqual([])
  })

  it('stays while a banner stays on the table over the round’s first moves', () => {
    const moved = act(opened(1), move(1, 'end'))
    expect(note(moved, true)[0]).toBe('Vessa opens')
  })

  it('says only who opens while the banner naming the opener gives the reason', () => {
    const told = (state: MatchState, lingering = false): string[] =>
      openerPhrases(t, view(state, 0), null, 0, 'Vessa', lingering, null, true)
    expect(told(opened(1))).toEqual(['Vessa opens'])
    expect(told(act(opened(1), move(1, 'end')), true)).toEqual(['Vessa opens'])
    // the banner gone, the reason comes back beside the name
    expect(note(opened(1))).toEqual(['Vessa opens', expect.stringMatching(/^\(.+\)$/)])
  })
})
