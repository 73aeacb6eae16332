import type { DeckProblem } from '@common/messages'
import * as cards from '@common/cards'
import type { CardCode } from '@common/cards'
import * as rulesets from '@common/rulesets'
import type { RulesetId } from '@common/rulesets'

// Every match start checks both decks; these are read once (see match.ts).
const { ALL_CARD_CODES, cardInfo, cardPlace } = cards
const { RULESETS, kindCopyLimit } = rulesets

// Every match start checks both decks, so a deck is counted in an array by each card's place
// in ALL_CARD_CODES, and each ruleset's cards are a list of yes/no by that place.
const HAS: Readonly<Record<RulesetId, readonly boolean[]>> = {
  classic: ALL_CARD_CODES.map((code) => RULESETS.classic.cards.includes(code)),
  tournament: ALL_CARD_CODES.map((code) => RULESETS.tournament.cards.includes(code)),
  cantina: ALL_CARD_CODES.map((code) => RULESETS.cantina.cards.includes(code)),
}

// The count of each card in the deck being checked, by place. Every match start checks two
// decks, so the counts are kept here rather than made per check; the check's second pass sets
// every count it raised back to 0.
const COUNTS: number[] = ALL_CARD_CODES.map(() => 0)

export type { DeckProblem }
export type DeckCheck = { ok: true } | { ok: false; problems: DeckProblem[] }

/**
 * Checks a side deck against a ruleset's deck-building limits. Every problem is a code naming
 * the limit that is broken and its numbers; the deck builder words it in the player's language.
 */
export function validateSideDeck(deck: readonly string[], rules: RulesetId): DeckCheck {
  const ruleset = RULESETS[rules]
  const limits = ruleset.deck
  const problems: DeckProblem[] = []
  if (deck.length !== limits.size) {
    problems.push({ reason: 'deck-size', size: limits.size, count: deck.length })
  }
  const counts = COUNTS
  // a card the deck may not hold is named once, however many copies it has
  const named = new Set<string>()
  for (const code of deck) {
    const at = cardPlace(code)
    if (at < 0) {
      if (!named.has(code)) problems.push({ reason: 'not-a-card', card: code })
      named.add(code)
      continue
    }
    if (!HAS[rules][at]) {
      if (!named.has(code)) problems.push({ reason: 'not-in-ruleset', rules, card: code })
      named.add(code)
      continue
    }
    counts[at] = (counts[at] ?? 0) + 1
  }
  let tiebreakers = 0
  // Each card once, in the order the deck first names it.
  for (const code of deck as readonly CardCode[]) {
    const at = cardPlace(code)
    const count = counts[at] ?? 0
    if (count === 0) continue
    counts[at] = 0
    const kind = cardInfo(code).kind
    if (kind === 'tiebreaker') tiebreakers += count
    const max = kindCopyLimit(kind, limits)
    if (max !== null && count > max) {
      problems.push({ reason: 'too-many-copies', rules, max, card: code, count })
    }
  }
  if (limits.maxTiebreakers !== null && tiebreakers > limits.maxTiebreakers) {
    problems.push({
      reason: 'too-many-tiebreakers',
      rules,
      max: limits.maxTiebreakers,
      count: tiebreakers,
    })
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems }
}

// Share codes: "PZ1-" + one character per card (its index in ALL_CARD_CODES) + "-" + one
// checksum character. Short enough to paste in a chat, and a typo is caught by the checksum.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const PREFIX = 'PZ1-'

/**
 * Why a share code cannot be read: not one at all, far too long to be one, cut short (the check
 * letter missing), a code of no cards, a typo (checksum), or an unknown card letter.
 */
export type ShareCodeProblem =
  | { reason: 'not-a-share-code' }
  | { reason: 'too-long' }
  | { reason: 'cut-short' }
  | { reason: 'no-cards' }
  | { reason: 'typo' }
  | { reason: 'unknown-card'; letter: string }

/**
 * The longest text read as a code: a saved deck holds at most 20 cards, so a longer body is no
 * deck's, and this leaves room for spaces and a few letters too many (a deck of too many cards is
 * refused as such).
 */
export const LONGEST_SHARE_CODE = 100

/** Thrown by decodeDeck; `problem` says why, for the player's message. */
export class ShareCodeError extends Error {
  override name = 'ShareCodeError'
  constructor(readonly problem: ShareCodeProblem) {
    super(`share code refused: ${problem.reason}`)
  }
}

/** A deck as a share code to paste in a chat; the cards keep their order. */
export function encodeDeck(deck: readonly CardCode[]): string {
  const body = deck.map((code) => ALPHABET[ALL_CARD_CODES.indexOf(code)]).join('')
  return `${PREFIX}${body}-${checksum(body)}`
}

/**
 * The cards of a share code, whatever its case, spaces and invisible characters; throws
 * ShareCodeError saying what is wrong. It checks no ruleset's limits: the caller does.
 */
export function decodeDeck(shareCode: string): CardCode[] {
  if (shareCode.length > LONGEST_SHARE_CODE) throw new ShareCodeError({ reason: 'too-long' })
  // Format characters (\p{Cf}) draw nothing, and a copy brings them along: the zero-width space
  // or soft hyphen a chat puts into a long word, the word joiners that keep the refusal's
  // example code on one line.
  const text = shareCode.toUpperCase().replace(/[\s\p{Cf}]+/gu, '')
  const match = /^PZ1-([A-Z2-7]*)-([A-Z2-7])$/.exec(text)
  if (!match) {
    // the prefix and card letters with no check letter after them: the copy stopped short
    const cut = /^PZ1-[A-Z2-7]*-?$/.test(text)
    throw new ShareCodeError({ reason: cut ? 'cut-short' : 'not-a-share-code' })
  }
  const body = match[1] ?? ''
  if (body === '') throw new ShareCodeError({ reason: 'no-cards' })
  if (checksum(body) !== match[2]) {
    throw new ShareCodeError({ reason: 'typo' })
  }
  return [...body].map((ch) => {
    const code = ALL_CARD_CODES[ALPHABET.indexOf(ch)]
    if (code === undefined) throw new ShareCodeError({ reason: 'unknown-card', letter: ch })
    return code
  })
}

function checksum(body: string): string {
  let sum = 7
  for (let i = 0; i < body.length; i++) sum = (sum * 31 + ALPHABET.indexOf(body[i] ?? 'A') + i) % 32
  return ALPHABET[sum] ?? 'A'
}
