import * as cards from './cards'
import type { CardCode, SideCardInfo, Sign } from './cards'
import type { TableCard } from './match'
import type { Ruleset } from './rulesets'

/**
 * What a side card does as it lands on its player's table, in the bottom layer: the engine
 * plays by these, and a player's own view can ask them what the cards in their hand would make
 * of their table, so a card's landing has one implementation that both read.
 */

// The rules call these on every action. Under tsx (the CLIs, the bench, the sims: CommonJS)
// every use of an imported name runs two getters, one of them megamorphic, so they are read
// from their modules once, here (docs/architecture.md, "The engine's speed").
const { cardInfo } = cards

/**
 * The card a side card becomes on the table. The double copies a card already there, so it
 * needs the table; returns null when there is nothing for it to copy. `info` is the card's, for
 * a caller that has looked it up already.
 */
export function sideCardOnTable(
  code: CardCode,
  sign: Sign | undefined,
  table: readonly TableCard[],
  ruleset: Ruleset,
  info: SideCardInfo = cardInfo(code),
): TableCard | null {
  const chosen: 1 | -1 = sign === '-' ? -1 : 1
  switch (info.kind) {
    case 'plus':
      return { code, face: info.value, sign: 1 }
    case 'minus':
      return { code, face: info.value, sign: -1 }
    case 'flip':
      return { code, face: info.value, sign: chosen }
    case 'tiebreaker':
      return { code, face: 1, sign: chosen }
    case 'flipPair':
    case 'twist':
      return { code, face: 0, sign: 1 }
    case 'double': {
      const copied = ruleset.double === 'previousCard' ? table[table.length - 1] : lastGreen(table)
      return copied ? { code, face: copied.face, sign: copied.sign } : null
    }
  }
}

/** Whether the card has something to become on this table: only a double can lack it. */
export function canLand(code: CardCode, table: readonly TableCard[], ruleset: Ruleset): boolean {
  return kindCanLand(cardInfo(code).kind, table, ruleset)
}

/** canLand for a card whose kind is known already. */
export function kindCanLand(
  kind: SideCardInfo['kind'],
  table: readonly TableCard[],
  ruleset: Ruleset,
): boolean {
  if (kind !== 'double') return true
  return ruleset.double === 'previousCard' ? table.length > 0 : lastGreen(table) !== undefined
}

/** The green card drawn last, if any. */
function lastGreen(table: readonly TableCard[]): TableCard | undefined {
  for (let i = table.length - 1; i >= 0; i--) if (table[i]?.code === null) return table[i]
  return undefined
}

const NOTHING_TURNED: readonly (readonly [0 | 1, number])[] = []

/**
 * Which cards a gold card turns over, as [table owner, index] pairs. Flip 2&4 / 3&6 turn every
 * matching card on the player's own table (green ones too); twists turn matching played plus,
 * minus and flip cards on both tables. A double counts by the value it copied for a flip pair
 * (it *is* a card of that value), but has no printed number for a twist to match. `info` is
 * the card's, for a caller that has looked it up already.
 */
export function cardsTurnedBy(
  code: CardCode,
  player: 0 | 1,
  tables: readonly [readonly TableCard[], readonly TableCard[]],
  info: SideCardInfo = cardInfo(code),
): readonly (readonly [0 | 1, number])[] {
  if (info.kind !== 'flipPair' && info.kind !== 'twist') return NOTHING_TURNED
  const turned: [0 | 1, number][] = []
  if (info.kind === 'flipPair') {
    const table = tables[player]
    for (let index = 0; index < table.length; index++) {
      if (info.pair.includes((table[index] as TableCard).face)) turned.push([player, index])
    }
  } else {
    for (const owner of [0, 1] as const) {
      const table = tables[owner]
      for (let index = 0; index < table.length; index++) {
        const card = table[index] as TableCard
        if (card.code === null) continue
        const kind = cardInfo(card.code).kind
        if (
          (kind === 'plus' || kind === 'minus' || kind === 'flip') &&
          info.pair.includes(card.face)
        ) {
          turned.push([owner, index])
        }
      }
    }
  }
  return turned
}

const NO_TABLE: readonly TableCard[] = []

/**
 * A table card as a gold card leaves it: the other sign, marked turned (`TableCard.turned`)
 * unless this turn undid an earlier one. A new card: the one given may be a previous state's.
 */
export function turnedOverOnce(card: TableCard): TableCard {
  const sign = card.sign === 1 ? -1 : 1
  return card.turned
    ? { code: card.code, face: card.face, sign }
    : { code: card.code, face: card.face, sign, turned: true }
}

/**
 * A player's own table once a side card from their hand has landed on it: the card as it
 * becomes there, and the player's own cards a gold card turns over. The other table is left
 * out: what a twist turns there moves only the other total. Null when the card cannot land
 * (a double with nothing to copy). The table given is not changed.
 */
export function ownTableAfter(
  code: CardCode,
  sign: Sign | undefined,
  table: readonly TableCard[],
  ruleset: Ruleset,
): TableCard[] | null {
  const card = sideCardOnTable(code, sign, table, ruleset)
  if (card === null) return null
  const after = [...table, card]
  // seat 0 stands for the owner here; the other seat's table is empty
  for (const [owner, index] of cardsTurnedBy(code, 0, [after, NO_TABLE])) {
    const turned = after[index]
    if (owner === 0 && turned) after[index] = turnedOverOnce(turned)
  }
  return after
}
