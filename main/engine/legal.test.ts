/** legalActions shares its actions between lists and remembers each pool's hands; callers must not notice. */
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import { legalActions } from './legal'
import { apply, createMatch } from './match'
import type { Action, MatchState } from '@common/match'

const POOL: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']

const choosing = (): MatchState =>
  createMatch({ rules: 'tournament', seed: 5, sideDecks: [POOL, POOL] }).state

describe('the legal actions', () => {
  it('are a list the caller may change: the next list for the same pool is whole', () => {
    const first = legalActions(choosing(), 0)
    expect(first).toHaveLength(210)
    const kept = JSON.stringify(first)
    first.length = 3
    first.reverse()
    const again = legalActions(choosing(), 0)
    expect(again).toHaveLength(210)
    expect(JSON.stringify(again)).toBe(kept)
  })

  it('are values nobody can change, so a list never offers a hand that was altered', () => {
    const [choice] = legalActions(choosing(), 1) as [Extract<Action, { type: 'choose' }>]
    expect(Object.isFrozen(choice) && Object.isFrozen(choice.cards)).toBe(true)
    expect(() => choice.cards.push('+3')).toThrow(TypeError)
    expect(legalActions(choosing(), 1)[0]).toEqual({
      type: 'choose',
      player: 1,
      cards: choice.cards,
    })
  })

  it('are the same for equal pools, whatever order the deck lists them in', () => {
    const turned = [...POOL].reverse()
    const state = createMatch({ rules: 'tournament', seed: 5, sideDecks: [POOL, turned] }).state
    const mine = legalActions(state, 0).map((a) => JSON.stringify(a).replace('"player":0', ''))
    const theirs = legalActions(state, 1).map((a) => JSON.stringify(a).replace('"player":1', ''))
    expect(theirs).toEqual(mine)
  })

  it('lead to a state apply accepts, whichever is taken', () => {
    const state = choosing()
    for (const action of legalActions(state, 0)) expect(apply(state, action).ok).toBe(true)
  })
})
