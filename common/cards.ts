/**
 * Side-card codes (docs/scenarios.md lists them): the one short text per card used in saved decks,
 * share codes, scenario files and the command-line tools.
 */

export type PlusCode = `+${1 | 2 | 3 | 4 | 5 | 6}`
export type MinusCode = `-${1 | 2 | 3 | 4 | 5 | 6}`
export type FlipCode = `±${1 | 2 | 3 | 4 | 5 | 6}`
export type GoldCode = 'D' | 'F24' | 'F36' | 'T24' | 'T36' | 'T15' | 'TB'
export type CardCode = PlusCode | MinusCode | FlipCode | GoldCode

export type Sign = '+' | '-'

/** What a side card is, independent of which ruleset gives it its meaning. */
export type SideCardInfo =
  | { kind: 'plus'; value: number }
  | { kind: 'minus'; value: number }
  | { kind: 'flip'; value: number }
  | { kind: 'double' }
  /** classic gold flip 2&4 / 3&6: changes the sign of matching cards on the player's own table */
  | { kind: 'flipPair'; pair: readonly [number, number] }
  /** tournament twist: changes the sign of matching played side cards on both tables */
  | { kind: 'twist'; pair: readonly [number, number] }
  | { kind: 'tiebreaker' }

const VALUES = [1, 2, 3, 4, 5, 6] as const

/** Every card code in a fixed order. The order is part of the deck share-code format: append only. */
export const ALL_CARD_CODES: readonly CardCode[] = [
  ...VALUES.map((v) => `+${v}` as PlusCode),
  ...VALUES.map((v) => `-${v}` as MinusCode),
  ...VALUES.map((v) => `±${v}` as FlipCode),
  'D',
  'F24',
  'F36',
  'T24',
  'T36',
  'T15',
  'TB',
]

/** Each card's info, at the card's place in ALL_CARD_CODES. */
const INFO: readonly SideCardInfo[] = ALL_CARD_CODES.map(infoFor)
const PLACES: ReadonlyMap<string, number> = new Map(ALL_CARD_CODES.map((code, at) => [code, at]))
// Numbered cards (+3, -2, ±1) are most cards in play, and the engine asks about a card several
// times for every action: their place comes from the sign and the digit, with no lookup.
const PLUS_AT = ALL_CARD_CODES.indexOf('+1') - 1
const MINUS_AT = ALL_CARD_CODES.indexOf('-1') - 1
const FLIP_AT = ALL_CARD_CODES.indexOf('±1') - 1

/** The card's place in ALL_CARD_CODES, or -1 when the text is no card code. */
export function cardPlace(code: string): number {
  if (code.length === 2) {
    const digit = code.charCodeAt(1) - 48
    if (digit >= 1 && digit <= 6) {
      const sign = code.charCodeAt(0)
      if (sign === 43) return PLUS_AT + digit // +
      if (sign === 45) return MINUS_AT + digit // -
      if (sign === 177) return FLIP_AT + digit // ±
    }
  }
  return PLACES.get(code) ?? -1
}

function infoFor(code: CardCode): SideCardInfo {
  switch (code) {
    case 'D':
      return { kind: 'double' }
    case 'F24':
      return { kind: 'flipPair', pair: [2, 4] }
    case 'F36':
      return { kind: 'flipPair', pair: [3, 6] }
    case 'T24':
      return { kind: 'twist', pair: [2, 4] }
    case 'T36':
      return { kind: 'twist', pair: [3, 6] }
    case 'T15':
      return { kind: 'twist', pair: [1, 5] }
    case 'TB':
      return { kind: 'tiebreaker' }
  }
  const value = Number(code.slice(1))
  if (code.startsWith('+')) return { kind: 'plus', value }
  if (code.startsWith('-')) return { kind: 'minus', value }
  return { kind: 'flip', value }
}

/** Whether text from outside (content files, typed input) names one of the side cards. */
export function isCardCode(text: unknown): text is CardCode {
  return typeof text === 'string' && cardPlace(text) >= 0
}

/** What a side card does, kind and value or pair, looked up rather than parsed from its code. */
export function cardInfo(code: CardCode): SideCardInfo {
  return INFO[cardPlace(code)] as SideCardInfo
}

/** A card whose sign the player picks when playing it (flip cards; the classic tiebreaker ±1T). */
export function needsSign(code: CardCode, tiebreakerPlayed: boolean): boolean {
  return kindNeedsSign(cardInfo(code).kind, tiebreakerPlayed)
}

/** needsSign for a card whose kind is known already. */
export function kindNeedsSign(kind: SideCardInfo['kind'], tiebreakerPlayed: boolean): boolean {
  return kind === 'flip' || (kind === 'tiebreaker' && tiebreakerPlayed)
}

/** Thrown by parseCardCode; its message lists the codes that would do, for the tools to show. */
export class CardCodeError extends Error {
  override name = 'CardCodeError'
}

/**
 * Parses a card code. Accepts the canonical codes plus the spellings the rules reference allows
 * (`+-N` for `±N`, `x2` / `×2` for the double). Throws CardCodeError on anything else.
 */
export function parseCardCode(text: string): CardCode {
  const trimmed = text.trim()
  const flip = /^\+-([1-6])$/.exec(trimmed)
  const canonical = flip ? `±${flip[1]}` : trimmed === 'x2' || trimmed === '×2' ? 'D' : trimmed
  if (isCardCode(canonical)) return canonical
  throw new CardCodeError(
    `"${text}" is not a side card. Use +1..+6, -1..-6, ±1..±6, D, F24, F36, T24, T36, T15 or TB.`,
  )
}
