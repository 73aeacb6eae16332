import { afterEach, describe, expect, it } from 'vitest'
import type { BookEntry, Merchant } from '@preload/contract'
import { ALL_CARD_CODES, RULESETS } from '@main/engine'
import { createApi, type Api } from '@main/api/router'
import { ok } from '@tools/testing/api-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { MERCHANTS, OPPONENTS } from '../campaign/content'
import { STARTER_COLLECTION } from '../campaign/economy'
import { newProfile } from '../profile/new-profile'
import { collectionBook } from './book'

/** The collection book through the api, on a real profile in a temp folder. */
let cleanup: (() => void) | null = null
afterEach(() => {
  cleanup?.()
  cleanup = null
})

async function api(): Promise<Api> {
  const folder = tempDir('pazaak-book-')
  cleanup = folder.cleanup
  const made = createApi({ dataDir: folder.dir, host: 'web', seed: 1 })
  await ok(made, 'profiles.create', { slot: 1, name: 'Ana' })
  return made
}

describe('the collection book', () => {
  it('has every card in the game once, in the game’s order, with the rulesets that use it', async () => {
    const book = await ok<BookEntry[]>(await api(), 'collection.book')
    expect(book.map((entry) => entry.card)).toEqual([...ALL_CARD_CODES])
    for (const entry of book) {
      for (const rules of ['classic', 'tournament', 'cantina'] as const)
        expect(entry.rulesets.includes(rules), `${entry.card} ${rules}`).toBe(
          RULESETS[rules].cards.includes(entry.card),
        )
    }
    // the twists are tournament cards only; the gold flips classic only
    expect(book.find((e) => e.card === 'T24')?.rulesets).toEqual(['tournament'])
    expect(book.find((e) => e.card === 'F24')?.rulesets).toEqual(['classic'])
  })

  it('names every way to get a card: the starter kit, each merchant at their price, each prize', async () => {
    const book = await ok<BookEntry[]>(await api(), 'collection.book')
    for (const entry of book) {
      expect(entry.sources.length, `${entry.card} has no source`).toBeGreaterThan(0)
      const sellers = MERCHANTS.filter((m) => m.stock.some((line) => line.card === entry.card))
      expect(
        entry.sources.flatMap((s) => (s.kind === 'merchant' ? [[s.merchant.id, s.price]] : [])),
      ).toEqual(sellers.map((m) => [m.id, m.stock.find((line) => line.card === entry.card)?.price]))
      const awarders = OPPONENTS.filter((o) => o.prize.cards.includes(entry.card))
      expect(entry.sources.flatMap((s) => (s.kind === 'prize' ? [s.opponent.id] : []))).toEqual(
        awarders.map((o) => o.id),
      )
      const kit = STARTER_COLLECTION.filter((c) => c === entry.card).length
      expect(entry.sources.find((s) => s.kind === 'starter')).toEqual(
        kit > 0 ? { kind: 'starter', count: kit } : undefined,
      )
    }
    // a prize-only card: the last champion's tiebreaker comes from no shop
    const tb = book.find((e) => e.card === 'TB')
    expect(tb?.sources.every((s) => s.kind === 'prize')).toBe(true)
  })

  it('agrees with the shop the player can visit: same merchants, same prices', async () => {
    const game = await api()
    const book = await ok<BookEntry[]>(game, 'collection.book')
    const merchants = await ok<Merchant[]>(game, 'shop.merchants')
    expect(merchants.length).toBeGreaterThan(0)
    for (const merchant of merchants) {
      for (const line of merchant.stock) {
        const source = book
          .find((e) => e.card === line.card)
          ?.sources.find((s) => s.kind === 'merchant' && s.merchant.id === merchant.id)
        expect(source).toMatchObject({ price: line.price, location: { id: merchant.locationId } })
      }
    }
  })

  it('counts the copies the player owns, and follows a purchase', async () => {
    const game = await api()
    const owned = (book: BookEntry[], card: string) => book.find((e) => e.card === card)?.owned
    const before = await ok<BookEntry[]>(game, 'collection.book')
    expect(owned(before, '+1')).toBe(2)
    expect(owned(before, '-1')).toBe(0)
    expect(before.filter((e) => e.owned > 0).map((e) => e.card)).toEqual([
      '+1',
      '+2',
      '+3',
      '+4',
      '+5',
    ])
    await ok(game, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    expect(owned(await ok<BookEntry[]>(game, 'collection.book'), '-1')).toBe(1)
  })

  it('says a prize was claimed once its opponent is beaten, instead of promising it again', () => {
    const profile = newProfile('Ana', '2026-01-01T00:00:00.000Z')
    const prize = () =>
      collectionBook(profile)
        .find((e) => e.card === '-1')
        ?.sources.find((s) => s.kind === 'prize')
    expect(prize()).toMatchObject({ opponent: { id: 'hobb-tarrow' }, claimed: false })
    // what settling a first campaign win against the opponent writes
    profile.campaign.records['hobb-tarrow'] = { won: 1, lost: 0 }
    expect(prize()).toMatchObject({ opponent: { id: 'hobb-tarrow' }, claimed: true })
  })
})
