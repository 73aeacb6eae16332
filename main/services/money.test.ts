import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type {
  CardCode,
  Collection,
  LedgerEntry,
  MatchUpdate,
  Purchase,
  Wallet,
} from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok, playOut, walletBooks, type WalletBooks } from '@tools/testing/api-kit'
import type { ProfileData } from '@main/store'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { cardPrice } from './world'

/**
 * Money: random sequences of buys, sales, wagers and matches, including amounts a
 * tampered renderer might send. After every step: credits are never negative, the ledger sums
 * to the balance line by line, every card owned is accounted for by the card log, and each
 * step moved exactly what it said it moved. A refused step changes nothing at all.
 */
type Step =
  | { kind: 'buy'; card: CardCode }
  | { kind: 'sell'; card: CardCode }
  | { kind: 'campaign'; opponentId: string; wager: unknown; finish: 'play' | 'resign' }
  | { kind: 'quick'; finish: 'play' | 'resign' }

const SHOP_CARDS: CardCode[] = ['-1', '-2', '-3', '+6', '+1', '+5', '±1', 'TB']
const hostileAmount = fc.oneof(
  fc.integer({ min: 0, max: 800 }),
  fc.integer({ min: 0, max: 20_000 }),
  fc.constantFrom(
    -1,
    -200,
    0.5,
    199.99,
    1e21,
    Number.MAX_SAFE_INTEGER + 2,
    Number.NaN,
    '200',
    null,
    { amount: 200 },
  ),
)
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      card: fc.constantFrom(...SHOP_CARDS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('sell' as const),
      card: fc.constantFrom(...SHOP_CARDS),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('campaign' as const),
      opponentId: fc.constantFrom('pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell'),
      wager: hostileAmount,
      finish: fc.constantFrom('play' as const, 'resign' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('quick' as const),
      finish: fc.constantFrom('play' as const, 'resign' as const),
    }),
  },
)

function saved(dataDir: string): { text: string; data: ProfileData } {
  const text = readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
  return { text, data: JSON.parse(text).data as ProfileData }
}

function checkBooks(wallet: WalletBooks, profile: ProfileData): void {
  expect(wallet.credits).toBeGreaterThanOrEqual(0)
  expect(Number.isInteger(wallet.credits)).toBe(true)
  let running = 0
  for (const entry of wallet.ledger) {
    expect(Number.isInteger(entry.amount)).toBe(true)
    running += entry.amount
    expect(entry.balance).toBe(running)
    expect(entry.balance).toBeGreaterThanOrEqual(0)
  }
  expect(running).toBe(wallet.credits)
  const logged: Collection = {}
  for (const line of profile.cardLog) logged[line.card] = (logged[line.card] ?? 0) + line.delta
  for (const [card, count] of Object.entries(logged))
    if (count === 0) delete logged[card as CardCode]
  expect(logged).toEqual(profile.collection)
  expect(profile.collection.TB ?? 0).toBeLessThanOrEqual(1)
}

const newLines = (before: WalletBooks, after: WalletBooks): LedgerEntry[] =>
  after.ledger.slice(before.ledger.length)

async function run(api: Api, dataDir: string, s: Step): Promise<void> {
  const before = saved(dataDir)
  const wallet = await walletBooks(api)
  let result
  switch (s.kind) {
    case 'buy':
    case 'sell': {
      result = await api.call(`shop.${s.kind}`, { merchantId: 'vessa', card: s.card })
      if (result.ok) {
        const purchase = result.value as Purchase
        const price = purchase.merchant.stock.find((i) => i.card === s.card)?.price
        const lines = newLines(wallet, await walletBooks(api))
        expect(lines.map((l) => l.reason)).toEqual([s.kind === 'buy' ? 'purchase' : 'sale'])
        if (s.kind === 'buy') expect(lines[0]?.amount).toBe(-price!)
        else
          expect(lines[0]?.amount).toBe(
            // a card the merchant does not stock sells at a fraction of its list price
            Math.floor((price ?? cardPrice(s.card)) * purchase.merchant.buyBackFraction),
          )
        const delta = (purchase.collection[s.card] ?? 0) - (before.data.collection[s.card] ?? 0)
        expect(delta).toBe(s.kind === 'buy' ? 1 : -1)
      }
      break
    }
    case 'campaign':
    case 'quick': {
      result = await api.call(
        'match.start',
        s.kind === 'quick'
          ? { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: 'deck-1' }
          : { mode: 'campaign', opponentId: s.opponentId, deckId: 'deck-1', wager: s.wager },
      )
      if (result.ok) {
        const start = result.value as MatchUpdate
        if (s.kind === 'campaign') {
          expect(typeof s.wager === 'number' && Number.isInteger(s.wager) && s.wager >= 0).toBe(
            true,
          )
          expect(start.wager).toBe(s.wager)
        }
        // Nothing moves until the match ends.
        expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(wallet.credits)
        const end =
          s.finish === 'play'
            ? await playOut(api, start)
            : await ok<MatchUpdate>(api, 'match.resign', { matchId: start.matchId })
        const after = await walletBooks(api)
        expect(after.credits - wallet.credits).toBe(end.result?.creditsDelta)
        const won = end.result?.winner === 0
        const reasons = newLines(wallet, after).map((l) => l.reason)
        if (s.kind === 'quick') expect(reasons).toEqual([])
        else if (won)
          expect(reasons.every((r) => ['wager-won', 'house-cut', 'reward'].includes(r))).toBe(true)
        else expect(reasons).toEqual(start.wager > 0 ? ['wager-lost'] : [])
        if (!won && s.kind === 'campaign') expect(end.result?.creditsDelta).toBe(-start.wager)
        // Prize cards, and only they, arrive with the match.
        const cards = saved(dataDir).data.cardLog.slice(before.data.cardLog.length)
        expect(cards.map((c) => [c.card, c.reason])).toEqual(
          (end.result?.prizeCards ?? []).map((c) => [c, 'prize']),
        )
      }
      break
    }
  }
  if (!result.ok)
    expect(saved(dataDir).text, `${s.kind} was refused but changed the save`).toBe(before.text)
  checkBooks(await walletBooks(api), saved(dataDir).data)
}

describe('money', () => {
  it('credits never go negative, the ledger sums to the balance, every card has a reason', async () => {
    let n = 0
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        async (steps, seed) => {
          const { dir: dataDir, cleanup } = tempDir('pazaak-money-')
          try {
            const api = createApi({ dataDir, host: 'web', seed, now: steppingClock() })
            await ok(api, 'profiles.create', { slot: 1, name: `P${n++}` })
            for (const s of steps) await run(api, dataDir, s)
            await api.flush()
          } finally {
            cleanup()
          }
        },
      ),
      { numRuns: 40, seed: 99, endOnFailure: true },
    )
  })
})
