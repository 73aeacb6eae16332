import type { BookEntry, BookSource } from '@preload/contract'
import { ALL_CARD_CODES, RULESET_IDS, RULESETS } from '@main/engine'
import type { ProfileData } from '@main/store'
import { owned } from '../collection'
import { winsAgainst } from '../campaign/campaign'
import { campaignContent, stockLeft } from '../world'

/**
 * The collection book: every side card in the game, owned or not, with the rulesets it is
 * played in, how many the player owns and where it comes from (the starter kit, each merchant
 * that stocks it at their price, each opponent whose first defeat gives it and whether the
 * player has claimed that prize yet), all read from the
 * campaign content, so the book can never disagree with the shops and the tables. A merchant's
 * stock is what they have left for this player, counted as their shop counts it.
 */
export function collectionBook(profile: ProfileData): BookEntry[] {
  const { locations, opponents, merchants, starter } = campaignContent()
  const place = (id: string) => {
    const location = locations.find((l) => l.id === id)
    return { id, name: location?.name ?? id }
  }
  return ALL_CARD_CODES.map((card): BookEntry => {
    const sources: BookSource[] = []
    const kit = starter.filter((code) => code === card).length
    if (kit > 0) sources.push({ kind: 'starter', count: kit })
    for (const merchant of merchants) {
      const line = merchant.stock.find((item) => item.card === card)
      if (!line) continue
      sources.push({
        kind: 'merchant',
        merchant: { id: merchant.id, name: merchant.name },
        location: place(merchant.locationId),
        price: line.price,
        stock: stockLeft(line, profile.merchantSales[merchant.id] ?? {}),
      })
    }
    for (const opponent of opponents) {
      if (!opponent.prize.cards.includes(card)) continue
      sources.push({
        kind: 'prize',
        opponent: { id: opponent.id, name: opponent.name },
        location: place(opponent.locationId),
        claimed: winsAgainst(profile.campaign, opponent.id) > 0,
      })
    }
    return {
      card,
      owned: owned(profile, card),
      rulesets: RULESET_IDS.filter((id) => RULESETS[id].cards.includes(card)),
      sources,
    }
  })
}
