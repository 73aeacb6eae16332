import { describe, expect, it } from 'vitest'
import { createMatch, view, type Action, type CardCode, type MatchView } from '@main/engine'
import { adviceReason } from './advice'
import { totalAfter } from './tutorial'

/** A real cantina match in its choose phase, from player 0's seat, with this pool. */
function choosing(pool: CardCode[]): MatchView {
  const { state } = createMatch({
    rules: 'cantina',
    seed: 7,
    sideDecks: [pool, ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']],
  })
  const seen = view(state, 0)
  expect(seen.phase).toBe('choose')
  return seen
}

/** The choose action for these 4 cards, as the engine offers it. */
function chosen(at: MatchView, cards: CardCode[]): Action {
  const key = [...cards].sort().join(' ')
  const action = at.legal.find((a) => a.type === 'choose' && [...a.cards].sort().join(' ') === key)
  if (!action) throw new Error(`the engine does not offer ${key}`)
  return action
}

describe('the advisor’s reason for a chosen hand follows the way the hand moves a total', () => {
  const pool: CardCode[] = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±2', '±3']
  const at = choosing(pool)
  const reason = (cards: CardCode[]) => adviceReason(at, chosen(at, cards), 0).key

  it('plus cards lift 15 to 17 into 18 to 20', () => {
    expect(reason(['+1', '+2', '+3', '+4'])).toBe('advice.choose')
    expect(reason(['+2', '+3', '+4', '-3'])).toBe('advice.choose')
  })

  it('a minus-heavy hand brings a total back from over 20, not up from 15', () => {
    expect(reason(['-1', '-2', '-3', '-4'])).toBe('advice.chooseDown')
    expect(reason(['-2', '-3', '-4', '+3'])).toBe('advice.chooseDown')
  })

  it('flip cards and an even mix go both ways', () => {
    expect(reason(['+2', '+3', '-2', '-3'])).toBe('advice.chooseBoth')
    expect(reason(['±2', '±3', '-2', '+3'])).toBe('advice.chooseBoth')
    expect(reason(['±2', '-1', '-2', '-3'])).toBe('advice.chooseDown')
  })
})

describe('the advisor’s reason for a card to play', () => {
  it('says the total the card makes: the action line above it already names the card', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [
        ['±2', '+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4'],
        ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
      ],
      hands: [
        ['±2', '+1', '+2', '+3'],
        ['+1', '+2', '+3', '+4'],
      ],
      opener: 0,
    })
    const action: Action = { type: 'play', player: 0, card: '±2', sign: '-' }
    const after = totalAfter(state, action)
    // the flip card played as −2 takes two off the opener's first draw
    expect(after).toBe(view(state, 0).players[0].total - 2)
    expect(adviceReason(view(state, 0), action, after)).toEqual({
      key: 'advice.play',
      params: { total: after },
    })
  })
})

describe('the advisor’s reason for the first card of a plan over the target', () => {
  it('says another card follows, not the total over 20 it makes on the way', () => {
    const { state } = createMatch({
      rules: 'tournament',
      seed: 3,
      sideDecks: [
        ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
        ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
      ],
    })
    const at = view(state, 0)
    const play = { type: 'play', player: 0, card: '+3' } as Action
    // what the card makes decides the reason: over 20, the first step of a plan
    expect(adviceReason(at, play, 23)).toEqual({ key: 'advice.playFirst' })
    expect(adviceReason(at, play, 20)).toEqual({ key: 'advice.play', params: { total: 20 } })
  })
})
