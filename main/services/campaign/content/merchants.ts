import type { CardCode } from '@main/engine'
import { BUY_BACK_FRACTION, cardPrice } from '../economy'
import type { MerchantDef } from '../types'

/**
 * One merchant per cantina. Early stalls sell the plain minus cards a starter deck lacks;
 * flips appear from the Dune Lantern on, gold from the Glass Orchid, and the circuit's stall
 * sells what a tournament deck needs. Prices are always the list price (economy.ts); some
 * cards (economy.ts PRIZE_ONLY) are never sold.
 */

/** A stock line at list price; `stock` null means the merchant never runs out. */
function item(card: CardCode, stock: number | null = null): MerchantDef['stock'][number] {
  return { card, price: cardPrice(card), stock }
}

/** Every merchant of the campaign; contentProblems checks them with the rest of the content. */
export const MERCHANTS: readonly MerchantDef[] = [
  {
    id: 'vessa',
    name: 'Old Vessa’s Stall',
    locationId: 'rusted-anchor',
    greeting: 'Minus cards, spacer. Nobody ever lost a round for owning too many.',
    stock: [item('-1'), item('-2'), item('-3', 2), item('+6', 2)],
    buyBackFraction: BUY_BACK_FRACTION,
  },
  {
    id: 'oskar',
    name: 'Oskar’s Sand-Cart',
    locationId: 'dune-lantern',
    greeting: 'Water’s dear out here. Cards are dearer. Look all you like.',
    stock: [item('-1'), item('-2'), item('-3'), item('-4', 2), item('+6'), item('±1', 1)],
    buyBackFraction: BUY_BACK_FRACTION,
  },
  {
    id: 'lumi',
    name: 'Lumi’s Tide Counter',
    locationId: 'coral-vault',
    greeting: 'Fresh from the deep trade routes. Flip cards, if your purse is deep enough.',
    stock: [item('-3'), item('-4'), item('-5', 2), item('±1', 2), item('±2', 2), item('±3', 1)],
    buyBackFraction: BUY_BACK_FRACTION,
  },
  {
    id: 'brannoch',
    name: 'Brannoch’s Forge-Locker',
    locationId: 'ember-hall',
    greeting: 'Tempered in the furnace, priced like it. Pick a card.',
    stock: [
      item('-4'),
      item('-5'),
      item('-6', 2),
      item('±1'),
      item('±2'),
      item('±3', 2),
      item('±4', 1),
    ],
    buyBackFraction: BUY_BACK_FRACTION,
  },
  {
    id: 'ysolde',
    name: 'Ysolde’s Glass Case',
    locationId: 'glass-orchid',
    greeting: 'Only the finest, darling. Gold does not haggle.',
    stock: [item('-5'), item('-6'), item('±3'), item('±4', 2), item('±5', 1), item('D', 1)],
    buyBackFraction: BUY_BACK_FRACTION,
  },
  {
    id: 'fennick',
    name: 'Fennick’s Circuit Supply',
    locationId: 'gilded-circuit',
    greeting: 'Tournament-legal, every one. Two of a kind at most, mind the rules.',
    stock: [
      item('+3'),
      item('+4'),
      item('+5'),
      item('+6'),
      item('-3'),
      item('-4'),
      item('-5'),
      item('-6'),
      item('±1'),
      item('±2'),
      item('T24', 1),
      item('T36', 1),
      item('D', 1),
    ],
    buyBackFraction: BUY_BACK_FRACTION,
  },
]
