import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { BookEntry, CardCode, Merchant } from '@preload/contract'
import type { Game } from '@main/services/game'
import type { ProfileData } from '@main/store'
import { gameWithProfile } from '@tools/testing/feats-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { GameError } from '../errors'
import { collectionBook } from '../feats'
import { MERCHANTS } from '../campaign/content'

/**
 * The traders' shelves and the last copy of a card, on a real profile saved in a temp folder:
 * a trader who lists a card takes a copy sold to them back into stock, and the last copy may
 * not go where, after the sale, no trader would have it for sale.
 */
const folders: (() => void)[] = []
afterEach(() => {
  for (const cleanup of folders.splice(0)) cleanup()
})

const RICH = 200_000

/** Every cantina open and a purse for the gold cards, the ledger saying where it came from. */
function everywhere(profile: ProfileData): void {
  profile.campaign.unlocked = MERCHANTS.map((merchant) => merchant.locationId)
  const gap = RICH - profile.wallet.credits
  profile.wallet.credits = RICH
  profile.wallet.ledger.push({
    at: profile.createdAt,
    amount: gap,
    reason: 'reward',
    note: { key: 'ledger.stakeWon' },
    balance: RICH,
  })
}

async function open(): Promise<{ game: Game; save: () => string }> {
  const { dir, cleanup } = tempDir('pazaak-shop-')
  folders.push(cleanup)
  const game = await gameWithProfile(dir, everywhere)
  return { game, save: () => readFileSync(join(dir, 'saves', 'profile-1.json'), 'utf8') }
}

const merchant = (list: Merchant[], id: string): Merchant => {
  const found = list.find((m) => m.id === id)
  if (!found) throw new Error(`no merchant ${id}`)
  return found
}
const left = (m: Merchant, card: CardCode) => m.stock.find((item) => item.card === card)?.stock

/** What the Card Book says a merchant has left of a card, for this profile. */
function bookStock(game: Game, id: string, card: CardCode): number | null | undefined {
  const entry = collectionBook(game.profiles.require()).find((e: BookEntry) => e.card === card)
  const source = entry?.sources.find((s) => s.kind === 'merchant' && s.merchant.id === id)
  return source?.kind === 'merchant' ? source.stock : undefined
}

/** The refusal main answers a sale with (its code and message). */
async function refusal(
  work: Promise<unknown>,
): Promise<{ code: string; key: string; params?: unknown }> {
  try {
    await work
  } catch (e) {
    if (e instanceof GameError) return { code: e.code, ...e.said }
    throw e
  }
  throw new Error('the sale went through')
}

describe('selling to a trader who lists the card', () => {
  it('puts it back on their shelf, for sale again at their price, and the book agrees', async () => {
    const { game } = await open()
    const bought = await game.shop.buy('fennick', 'T24')
    expect(left(bought.merchant, 'T24')).toBe(0)
    expect(bookStock(game, 'fennick', 'T24')).toBe(0)

    const sold = await game.shop.sell('fennick', 'T24')
    expect(sold.collection.T24 ?? 0).toBe(0)
    expect(left(sold.merchant, 'T24')).toBe(1)
    expect(left(merchant(game.shop.list(), 'fennick'), 'T24')).toBe(1)
    expect(bookStock(game, 'fennick', 'T24')).toBe(1)

    const again = await game.shop.buy('fennick', 'T24')
    expect(again.credits).toBe(sold.credits - 40_000)
    expect(again.collection.T24).toBe(1)
  })

  it('writes the card log’s lines as messages naming the trader, not English', async () => {
    const { game } = await open()
    await game.shop.buy('fennick', 'T24')
    await game.shop.sell('fennick', 'T24')
    const merchant = 'Fennick’s Circuit Supply'
    expect(game.profiles.require().cardLog.slice(-2)).toMatchObject([
      { card: 'T24', delta: 1, note: { key: 'cardLog.bought', params: { merchant } } },
      { card: 'T24', delta: -1, note: { key: 'cardLog.sold', params: { merchant } } },
    ])
  })

  it('never stocks more than the trader lists: a full shelf stays full', async () => {
    const { game } = await open()
    await game.shop.buy('fennick', 'D')
    // Ysolde lists one D and has sold none: the copy she buys leaves her shelf at one
    const sold = await game.shop.sell('ysolde', 'D')
    expect(left(sold.merchant, 'D')).toBe(1)
    expect(left(merchant(sold.merchants, 'fennick'), 'D')).toBe(0)
    expect(bookStock(game, 'ysolde', 'D')).toBe(1)
  })
})

describe('the last copy of a card sold out everywhere', () => {
  it('may not go to a trader who does not list it, and the save is untouched', async () => {
    const { game, save } = await open()
    const bought = await game.shop.buy('fennick', 'T24')
    const last = {
      key: 'errors.shop.lastSoldOut',
      params: { card: 'T24', merchants: ['Fennick’s Circuit Supply'] },
    }
    // the deal's answer already says so for every trader
    expect(merchant(bought.merchants, 'vessa').unsellable.T24).toEqual(last)
    expect(merchant(bought.merchants, 'fennick').unsellable.T24).toBeUndefined()
    expect(merchant(game.shop.list(), 'ysolde').unsellable.T24).toEqual(last)

    await game.flush()
    const before = save()
    expect(await refusal(game.shop.sell('vessa', 'T24'))).toEqual({ code: 'rejected', ...last })
    await game.flush()
    expect(save()).toBe(before)
  })

  it('warns before a sale that takes a sold-out card out of reach, and names every taker', async () => {
    const { game } = await open()
    await game.shop.buy('ysolde', 'D')
    const both = await game.shop.buy('fennick', 'D')
    // two copies: one may go anywhere, but sold to Vessa it is gone for good
    expect(merchant(both.merchants, 'vessa').unsellable.D).toBeUndefined()
    expect(merchant(both.merchants, 'vessa').nowhereSold).toContain('D')
    expect(merchant(both.merchants, 'ysolde').nowhereSold).not.toContain('D')

    const one = await game.shop.sell('vessa', 'D')
    expect(left(merchant(one.merchants, 'ysolde'), 'D')).toBe(0)
    expect(merchant(one.merchants, 'vessa').unsellable.D).toEqual({
      key: 'errors.shop.lastSoldOut',
      params: { card: 'D', merchants: ['Ysolde’s Glass Case', 'Fennick’s Circuit Supply'] },
    })

    // the last one goes back to a trader who lists it, and is for sale there again
    const back = await game.shop.sell('ysolde', 'D')
    expect(left(back.merchant, 'D')).toBe(1)
    expect(back.collection.D ?? 0).toBe(0)
  })

  it('may go while another trader still has the card', async () => {
    const { game } = await open()
    // ±1: Oskar has one, and the later stalls never run out
    const bought = await game.shop.buy('oskar', '±1')
    expect(left(bought.merchant, '±1')).toBe(0)
    expect(merchant(bought.merchants, 'vessa').unsellable['±1']).toBeUndefined()
    expect(merchant(bought.merchants, 'vessa').nowhereSold).not.toContain('±1')
    const sold = await game.shop.sell('vessa', '±1')
    expect(sold.collection['±1'] ?? 0).toBe(0)
    // Vessa does not list it: Oskar's shelf stays empty
    expect(left(merchant(sold.merchants, 'oskar'), '±1')).toBe(0)
  })

  it('keeps the old rule for a card no trader lists: the starter’s last +1 stays', async () => {
    const { game } = await open()
    await game.shop.buy('vessa', '-1')
    await game.shop.buy('vessa', '-2')
    await game.shop.sell('fennick', '+1')
    const last = { key: 'errors.shop.lastUnstocked', params: { card: '+1' } }
    for (const m of game.shop.list()) expect(m.unsellable['+1']).toEqual(last)
    expect(await refusal(game.shop.sell('fennick', '+1'))).toEqual({ code: 'rejected', ...last })
  })
})
