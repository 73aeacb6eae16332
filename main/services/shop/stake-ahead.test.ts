import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CardCode, Merchant } from '@preload/contract'
import type { ProfileData } from '@main/store'
import { gameWithProfile } from '@tools/testing/feats-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { changeCredits } from '../wallet'

/**
 * The shop's warning before a purchase that leaves the player short of the next table's stake,
 * on a real profile saved in a temp folder: main decides the figures (the credits left, the
 * table ahead and its minimum, the free table's purse); the renderer only words them.
 */
const folders: (() => void)[] = []
afterEach(() => {
  for (const cleanup of folders.splice(0)) cleanup()
})

async function open(prepare: (profile: ProfileData) => void = () => {}) {
  const { dir, cleanup } = tempDir('pazaak-stake-')
  folders.push(cleanup)
  const game = await gameWithProfile(dir, prepare)
  const saved = () =>
    JSON.parse(readFileSync(join(dir, 'saves', 'profile-1.json'), 'utf8')) as {
      data: { wallet: { credits: number } }
    }
  return { game, saved }
}

/** The purse set to `credits`, the ledger saying where the difference went, as a save must. */
function holding(profile: ProfileData, credits: number): void {
  changeCredits(
    profile,
    credits - profile.wallet.credits,
    'purchase',
    { key: 'ledger.stakeLost' },
    profile.createdAt,
  )
}

const vessa = (list: Merchant[]): Merchant => {
  const found = list.find((m) => m.id === 'vessa')
  if (!found) throw new Error('no Old Vessa')
  return found
}
const short = (m: Merchant, card: CardCode) =>
  m.stock.find((item) => item.card === card)?.leavesShort

const pip = { id: 'pip-odell', name: 'Pip Odell' }
const anchor = { id: 'rusted-anchor', name: 'The Rusted Anchor' }

describe('a purchase that leaves the player short of the next stake', () => {
  it('is flagged on a new save’s second card, not its first, and still goes through', async () => {
    const { game, saved } = await open()
    let shop = vessa(game.shop.list())
    // the cheapest table still to beat that takes a stake: Marla Quince's, from 50 cr; Pip's
    // table takes stakes from 0 and pays its purse to a player under 1,000 cr
    expect(shop.stakeAhead).toEqual({
      opponent: { id: 'marla-quince', name: 'Marla Quince' },
      location: anchor,
      stake: 50,
      freeTable: { opponent: pip, location: anchor, purse: 150, below: 1_000 },
    })
    // 10,000 cr: one plain card leaves 5,000, plenty
    expect(short(shop, '-1')).toBe(false)
    shop = vessa((await game.shop.buy('vessa', '-1')).merchants)
    // 5,000 cr: the next leaves 0, under Marla's 50
    expect(short(shop, '-2')).toBe(true)
    // a warning, not a refusal: the purchase is the player's to make, and it is saved
    const bought = await game.shop.buy('vessa', '-2')
    expect(bought.credits).toBe(0)
    expect(saved().data.wallet.credits).toBe(0)
    // nothing more can be bought: no card leaves "short", as none can be paid for
    expect(vessa(bought.merchants).stock.map((item) => item.leavesShort)).toEqual(
      vessa(bought.merchants).stock.map(() => false),
    )
  })

  it('follows the story: a table beaten is no longer the one ahead', async () => {
    const { game } = await open((profile) => {
      profile.campaign.records = {
        'marla-quince': { won: 1, lost: 0 },
        'hobb-tarrow': { won: 1, lost: 0 },
      }
      holding(profile, 5_100)
    })
    const shop = vessa(game.shop.list())
    // both regulars beaten: Sister Kell, the champion, sits down, from 200 cr
    expect(shop.stakeAhead).toMatchObject({
      opponent: { id: 'sister-kell', name: 'Sister Kell' },
      stake: 200,
    })
    // 5,100 cr less 5,000 leaves 100: enough for Marla's table, not for Sister Kell's
    expect(short(shop, '-1')).toBe(true)
  })

  it('keeps the stake of the open match aside: it is not the player’s to spend', async () => {
    const { game } = await open((profile) => holding(profile, 5_400))
    expect(short(vessa(game.shop.list()), '-1')).toBe(false)
    const deckId = game.decks.list()[0]?.id ?? ''
    await game.matches.start({ mode: 'campaign', opponentId: 'hobb-tarrow', deckId, wager: 400 })
    // 5,400 less the card's 5,000 leaves 400, all of it staked on the open match
    expect(short(vessa(game.shop.list()), '-1')).toBe(true)
  })
})
