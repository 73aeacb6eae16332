/**
 * How a card looks, decided from its code and its current sign only: the kind (colour and shape
 * mark) and the text printed on it. Colour is never the only cue: each kind has its own
 * shape mark and the sign is printed large.
 */
import { cardInfo, type CardCode, type Sign } from '@common/cards'
import { cardLabel, type RulesetId } from '@common/rulesets'

export type CardKind = 'main' | 'plus' | 'minus' | 'flip' | 'gold'

export function kindOf(code: CardCode | null): CardKind {
  if (code === null) return 'main'
  const kind = cardInfo(code).kind
  if (kind === 'plus' || kind === 'minus' || kind === 'flip') return kind
  return 'gold'
}

/** The size a side card prints (0 for the gold cards that have no number of their own). */
export function printedFace(code: CardCode): number {
  const info = cardInfo(code)
  if (info.kind === 'plus' || info.kind === 'minus' || info.kind === 'flip') return info.value
  if (info.kind === 'tiebreaker') return 1
  return 0
}

/** A signed number with a true minus sign, e.g. "+3", "−4", "7". */
export function signed(value: number, showPlus: boolean): string {
  if (value < 0) return `\u2212${Math.abs(value)}`
  return showPlus ? `+${value}` : String(value)
}

export interface CardText {
  /** the large text in the middle */
  main: string
  /** the smaller text under it (a held flip card's other sign, a double's copied value) */
  sub: string | null
}

/** What a card prints: the large text in its window and, where it has one, the small one. */
export function cardText(
  code: CardCode | null,
  face: number,
  sign: 1 | -1,
  rules: RulesetId,
  placed: boolean,
): CardText {
  const kind = kindOf(code)
  if (code === null || kind === 'main') return { main: signed(sign * face, false), sub: null }
  if (kind === 'plus' || kind === 'minus') return { main: signed(sign * face, true), sub: null }
  // A played flip card counts for one sign only: printing the other under it read as both.
  if (kind === 'flip' && placed) return { main: signed(sign * face, true), sub: null }
  if (kind === 'flip') return { main: signed(sign * face, true), sub: signed(-sign * face, true) }
  const label = cardLabel(code, rules)
  // A played ±1T counts for one sign only, like a played flip card: +1T or −1T, the T kept.
  if (placed && signedOnTable(code, rules))
    return { main: signedValue(label, sign === 1 ? '+' : '-'), sub: null }
  // Gold: the printed label; on the table a double also shows the value it copied.
  const sub = placed && code === 'D' && face > 0 ? signed(sign * face, true) : null
  return { main: label, sub }
}

/**
 * A card that takes a sign, as it would be played with the sign chosen: the label without its
 * ± and the sign before it ("±2" as minus: "−2"; the classic "±1T" as plus: "+1T").
 */
export function signedValue(label: string, sign: Sign | undefined): string {
  return `${sign === '-' ? '\u2212' : '+'}${label.replace(/^\u00b1/, '')}`
}

/**
 * Whether a card printed with both signs (±) is played as one of them: a flip card, and the
 * classic tiebreaker ±1T. On the table such a card reads as the one sign it counts for.
 */
export function signedOnTable(code: CardCode | null, rules: RulesetId): boolean {
  if (code === null) return false
  return kindOf(code) === 'flip' || cardLabel(code, rules).startsWith('±')
}

/**
 * Whether a gold card (2&4, 3&6, a twist) has turned a card on the table over, so it counts
 * with the other sign than the one it landed with. A green, plus or minus card says it by its
 * sign against its print (which also holds for a match saved before main's view marked turned
 * cards). A flip card's landing sign was chosen and a double's copied, so of those only the
 * view's mark can say it (TableCard's `turned`).
 */
export function turnedOver(card: {
  code: CardCode | null
  sign: 1 | -1
  turned?: boolean
}): boolean {
  const kind = kindOf(card.code)
  if (kind === 'main' || kind === 'plus') return card.sign === -1
  if (kind === 'minus') return card.sign === 1
  return card.turned === true
}
