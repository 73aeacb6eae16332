import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@preload/contract'
import { message } from '@common/messages'
import {
  CARD_LOG_KEPT,
  LEDGER_KEPT,
  ledgerLinesEver,
  profileProblems,
  profileSchema,
  type LedgerEntryData,
} from '@main/store'
import { changeCards } from './collection'
import { GameError } from './errors'
import { newProfile } from './profile/new-profile'
import { changeCredits } from './wallet'

const AT = '2026-01-01T00:00:00.000Z'
const prize = message('cardLog.prize', { opponent: 'Pip Odell' })
const CARDS: CardCode[] = ['+1', '-2', '±3', 'F24', 'D', 'TB']

/** One change the wallet or the collection is asked for: some are refused, as in play. */
const change = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -4_000, max: 3_000 }).map((n) => ({ credits: n })) },
  {
    weight: 1,
    arbitrary: fc.record({ card: fc.constantFrom(...CARDS), delta: fc.constantFrom(-2, -1, 1, 2) }),
  },
)

describe('the ledger and the card log, carried forward', () => {
  it('keep their rules, the credits and the newest lines over thousands of random changes', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 600, maxLength: 3_000 }), (changes) => {
        const profile = newProfile('Ana', AT)
        const written: LedgerEntryData[] = [...profile.wallet.ledger]
        let cardLines = profile.cardLog.length
        for (const step of changes) {
          try {
            if ('credits' in step) {
              changeCredits(profile, step.credits, 'reward', { key: 'ledger.stakeWon' }, AT)
              if (step.credits !== 0) written.push(profile.wallet.ledger.at(-1)!)
            } else {
              changeCards(profile, step.card, step.delta, 'prize', prize, AT)
              cardLines += 1
            }
          } catch (error) {
            if (!(error instanceof GameError)) throw error
          }
        }
        const { ledger } = profile.wallet
        expect(profileProblems(profile)).toEqual([])
        expect(profileSchema.safeParse(profile).success).toBe(true)
        expect(ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(profile.wallet.credits)
        // the newest lines are kept as written, and the line numbers count every line ever
        expect(ledger.length).toBeLessThanOrEqual(LEDGER_KEPT + 1)
        expect(ledgerLinesEver(ledger)).toBe(written.length)
        const kept = Math.min(written.length, LEDGER_KEPT)
        expect(ledger.slice(-kept)).toEqual(written.slice(-kept))
        // one carried line at most per card before the newest card-log lines
        expect(profile.cardLog.length).toBeLessThanOrEqual(CARD_LOG_KEPT + CARDS.length + 10)
        if (cardLines > CARD_LOG_KEPT) expect(profile.cardLog.length).toBeLessThan(cardLines)
      }),
      { numRuns: 12, seed: 20_261_204 },
    )
  })

  it('fold as the first line is added past the limit, into one line that opens the ledger', () => {
    const profile = newProfile('Ana', AT)
    for (let i = 0; i <= LEDGER_KEPT; i++)
      changeCredits(profile, i % 2 ? 5 : -5, 'reward', { key: 'ledger.stakeWon' }, AT)
    // the starting line and LEDGER_KEPT + 1 more: the oldest two carried forward as one
    const [first, second] = profile.wallet.ledger
    expect(profile.wallet.ledger).toHaveLength(LEDGER_KEPT + 1)
    expect(first).toMatchObject({
      reason: 'carried',
      amount: 10_000 - 5,
      balance: 10_000 - 5,
      note: { key: 'ledger.carriedForward', params: { lines: 2 } },
    })
    expect(second).toMatchObject({ amount: 5, balance: 10_000 })
  })
})
