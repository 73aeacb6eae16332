import { describe, expect, it } from 'vitest'
import { message } from '@common/messages'
import { CARD_LOG_KEPT } from '@main/store'
import { changeCards } from './collection'
import { GameError } from './errors'
import { newProfile } from './profile/new-profile'
import { changeCredits } from './wallet'
import { STARTING_CREDITS } from './world'

const AT = '2026-01-01T00:00:00.000Z'

describe('the wallet', () => {
  it('never goes below zero and writes one ledger line per change', () => {
    const profile = newProfile('Ana', AT)
    expect(profile.wallet.credits).toBe(STARTING_CREDITS)
    const note = { key: 'ledger.bought', params: { card: '+1', merchant: 'Dorrik' } } as const
    changeCredits(profile, -STARTING_CREDITS, 'purchase', note, AT)
    expect(profile.wallet.credits).toBe(0)
    expect(() => changeCredits(profile, -1, 'purchase', note, AT)).toThrow(GameError)
    expect(() => changeCredits(profile, -1, 'purchase', note, AT)).toThrow('errors.wallet.short')
    expect(profile.wallet.ledger.map((e) => [e.amount, e.balance, e.note])).toEqual([
      [STARTING_CREDITS, STARTING_CREDITS, { key: 'ledger.start' }],
      [-STARTING_CREDITS, 0, note],
    ])
  })

  it('refuses amounts that are not whole numbers', () => {
    const profile = newProfile('Ana', AT)
    for (const amount of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() =>
        changeCredits(profile, amount, 'reward', { key: 'ledger.stakeWon' }, AT),
      ).toThrow()
    }
    expect(profile.wallet.ledger).toHaveLength(1)
  })
})

describe('the collection', () => {
  it('notes why each card came or went as a message, never English', () => {
    const profile = newProfile('Ana', AT)
    const starter = profile.cardLog.map((line) => line.note)
    expect(starter).toEqual(starter.map(() => ({ key: 'cardLog.start' })))
    const sold = message('cardLog.sold', { merchant: 'Old Vessa' })
    for (let i = 0; i <= CARD_LOG_KEPT; i++) {
      changeCards(profile, '+1', -1, 'sale', sold, AT)
      changeCards(profile, '+1', 1, 'prize', message('cardLog.prize', { opponent: 'Pip' }), AT)
    }
    // older lines carried forward, a line per card, say so as a message too
    const carried = profile.cardLog.filter((line) => line.reason === 'carried')
    expect(carried.length).toBeGreaterThan(0)
    for (const line of carried) expect(line.note).toEqual({ key: 'cardLog.carriedForward' })
  })

  it('holds the tiebreaker at most once', () => {
    const profile = newProfile('Ana', AT)
    const prize = message('cardLog.prize', { opponent: 'Pip Odell' })
    changeCards(profile, 'TB', 1, 'prize', prize, AT)
    const bought = message('cardLog.bought', { merchant: 'Old Vessa' })
    expect(() => changeCards(profile, 'TB', 1, 'purchase', bought, AT)).toThrow(
      'errors.collection.tiebreakerOwned',
    )
    expect(profile.collection.TB).toBe(1)
  })

  it('cannot give away a card the player does not own', () => {
    const profile = newProfile('Ana', AT)
    const sold = message('cardLog.sold', { merchant: 'Old Vessa' })
    expect(() => changeCards(profile, '-6', -1, 'sale', sold, AT)).toThrow(
      'errors.collection.notOwned',
    )
    changeCards(profile, '+1', -2, 'sale', sold, AT)
    expect(profile.collection['+1']).toBeUndefined()
    expect(profile.cardLog.at(-1)).toMatchObject({ card: '+1', delta: -2, reason: 'sale' })
  })
})
