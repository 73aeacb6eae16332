import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DeckCheck, DeckFromCollection } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok } from '@tools/testing/api-kit'
import { editSaveFile, steppingClock, tempDir } from '@tools/testing/store-helpers'

let dataDir: string
let cleanup: () => void
let api: Api

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-from-collection-'))
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Talon' })
})

/** Credits won since (a ledger line with them, as the save's rules ask), then main restarted. */
async function winCredits(amount: number): Promise<void> {
  await api.flush()
  type Books = { wallet: { credits: number; ledger: { amount: number; balance: number }[] } }
  editSaveFile<Books>(join(dataDir, 'saves', 'profile-1.json'), ({ wallet }) => {
    wallet.credits += amount
    wallet.ledger.push({ ...wallet.ledger.at(-1)!, amount, balance: wallet.credits })
  })
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.load', { slot: 1 })
}
afterEach(() => cleanup())

const STARTER = ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5']
const fromCollection = (rules: string, cards: readonly string[]) =>
  ok<DeckFromCollection>(api, 'decks.fromCollection', { rules, cards })

describe('a deck of the player’s own cards for a ruleset', () => {
  it('keeps what tournament rules allow of the starter, and says six cards make no deck', async () => {
    const made = await fromCollection('tournament', STARTER)
    expect(made).toEqual({ cards: ['+3', '+3', '+4', '+4', '+5', '+5'], complete: false })
  })

  it('fills up with bought cards to a deck the table takes, within the copy limits', async () => {
    await winCredits(50_000)
    for (const card of ['-3', '-3', '+6', '+6', '-1'])
      await ok(api, 'shop.buy', { merchantId: 'vessa', card })
    const made = await fromCollection('tournament', STARTER)
    expect(made.complete).toBe(true)
    expect([...made.cards].sort()).toEqual([
      '+3',
      '+3',
      '+4',
      '+4',
      '+5',
      '+5',
      '+6',
      '+6',
      '-3',
      '-3',
    ])
    // main's own check agrees: the deck it made is one a match takes
    const check = await ok<DeckCheck>(api, 'decks.check', {
      rules: 'tournament',
      cards: made.cards,
    })
    expect(check).toEqual({ ok: true, problems: [] })
  })

  it('never uses a card more often than the player owns it', async () => {
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    await ok(api, 'shop.sell', { merchantId: 'vessa', card: '+1' })
    const made = await fromCollection('classic', STARTER)
    expect(made.complete).toBe(true)
    expect(made.cards.filter((card) => card === '+1')).toHaveLength(1)
    expect(made.cards).toContain('-1')
  })
})
