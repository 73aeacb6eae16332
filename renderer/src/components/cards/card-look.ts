/**
 * How a card looks, decided from its code and its current sign only: the kind (colour and shape
 * mark) and the text printed on it. Colour is never the only cue: each kind has its own
 * shape mark and the sign is printed large.
 */
import { cardInfo, type CardCode, type Sign } from '@common/cards'
import { cardLabel, type RulesetId } from '@common/rulesets'

export type CardKind = 'main' | 'plus' | 'minus' | 'flip' | 'gold'

/** How a card is drawn: no code is a main-deck card; a side card by its kind, gold for the rest. */
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
 * A twist's two numbers (2↔4 gives 2 and 4), or null for any other label. No face the game
 * ships has the ↔, so a card draws it between them itself, in the digits' size and weight:
 * from a fallback face it stood small and thin beside them.
 */
export function twistPair(label: string): readonly [string, string] | null {
  const pair = /^(\d)↔(\d)$/.exec(label)
  return pair ? [pair[1] as string, pair[2] as string] : null
}

/**
 * Words split where a twist's label stands in them ("Twist 2↔4" gives "Twist " and 2, 4), so
 * CardWords draws each label's arrow between its numbers.
 */
export function twistParts(text: string): (string | readonly [string, string])[] {
  const parts: (string | readonly [string, string])[] = []
  let from = 0
  for (const found of text.matchAll(/(\d)↔(\d)/g)) {
    if (found.index > from) parts.push(text.slice(from, found.index))
    parts.push([found[1] as string, found[2] as string])
    from = found.index + found[0].length
  }
  if (from < text.length) parts.push(text.slice(from))
  return parts
}

/** Where a twist's label lies in a card's 100 × 140 drawing (SideCard's window). */
export interface TwistLook {
  /** the numbers' font size and baseline */
  size: number
  baseline: number
  /** the arrow between them, as an SVG polygon's points */
  arrow: string
  /** where the first number ends and the second begins */
  left: number
  right: number
}

/**
 * A twist's label drawn at `size` on `baseline`, the arrow sized from the digits (Exo 2's bold
 * figures, the display type's: 0.58 em wide, 0.70 em high, stems of about 0.14 em): its shaft
 * as thick as a digit's stem and the display face's minus (0.15 em), its heads five sevenths of
 * a digit's height and centred on it, its length a digit and a half, a gap of 0.07 em each side.
 */
export function twistLook(size: number, baseline: number): TwistLook {
  const middle = baseline - 0.35 * size
  const half = 0.45 * size
  const head = 0.27 * size
  const wing = 0.25 * size
  const shaft = 0.075 * size
  const [l, r] = [50 - half, 50 + half]
  const points: [number, number][] = [
    [l, middle],
    [l + head, middle - wing],
    [l + head, middle - shaft],
    [r - head, middle - shaft],
    [r - head, middle - wing],
    [r, middle],
    [r - head, middle + wing],
    [r - head, middle + shaft],
    [l + head, middle + shaft],
    [l + head, middle + wing],
  ]
  return {
    size,
    baseline,
    arrow: points.map(([x, y]) => `${x.toFixed(2)},${y.toFixed(2)}`).join(' '),
    left: l - 0.07 * size,
    right: r + 0.07 * size,
  }
}

/**
 * A twist on a card: at 28 its numbers and arrow span about 60 of the window's 72 (the label
 * with a fallback ↔ had to be set at 24 to fit), on the baseline of a value without a line
 * under it.
 */
export const TWIST_LOOK: TwistLook = twistLook(28, 84)

/**
 * A twist's arrow in a line of words (CardWords): the card's arrow drawn at 100 on a baseline at
 * 100, so a box `TWIST_INLINE_BOX` wide and 100 high is one em tall, its foot on the line's
 * baseline, its width the arrow's and the gap either side of it.
 */
export const TWIST_INLINE: TwistLook = twistLook(100, 100)
export const TWIST_INLINE_BOX = `${TWIST_INLINE.left} 0 ${TWIST_INLINE.right - TWIST_INLINE.left} 100`

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
