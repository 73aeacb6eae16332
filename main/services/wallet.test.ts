import { describe, expect, it } from 'vitest'
import { MAX_CREDITS } from '@main/store'
import { GameError } from './errors'
import { newProfile } from './profile/new-profile'
import { changeCredits, walletOf } from './wallet'

const AT = '2026-01-01T00:00:00.000Z'
const NOTE = { key: 'ledger.stakeWon' } as const

describe('the wallet’s ceiling', () => {
  it('takes credits up to exactly MAX_CREDITS and refuses one more, changing nothing', () => {
    const profile = newProfile('Ana', AT)
    changeCredits(profile, MAX_CREDITS - profile.wallet.credits, 'wager-won', NOTE, AT)
    expect(walletOf(profile).credits).toBe(MAX_CREDITS)
    expect(profile.wallet.ledger.at(-1)?.balance).toBe(MAX_CREDITS)
    const lines = profile.wallet.ledger.length
    let refusal: unknown
    try {
      changeCredits(profile, 1, 'wager-won', NOTE, AT)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(GameError)
    expect(refusal).toMatchObject({ code: 'rejected', said: { key: 'errors.wallet.full' } })
    expect(profile.wallet.credits).toBe(MAX_CREDITS)
    expect(profile.wallet.ledger).toHaveLength(lines)
  })
})
