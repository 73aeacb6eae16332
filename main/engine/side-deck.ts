import { ALL_CARD_CODES, cardInfo, isCardCode, type CardCode } from '@common/cards'
import { RULESETS, type RulesetId } from '@common/rulesets'

export type DeckCheck = { ok: true } | { ok: false; problems: string[] }

/**
 * Checks a side deck against a ruleset's deck-building limits. Every problem is a sentence
 * naming the limit that is broken, so the deck builder can show it as it is.
 */
export function validateSideDeck(deck: readonly string[], rules: RulesetId): DeckCheck {
  const ruleset = RULESETS[rules]
  const limits = ruleset.deck
  const problems: string[] = []
  if (deck.length !== limits.size) {
    problems.push(`A side deck holds exactly ${limits.size} cards; this one has ${deck.length}.`)
  }
  const counts = new Map<CardCode, number>()
  for (const code of deck) {
    if (!isCardCode(code)) {
      problems.push(`"${code}" is not a side card.`)
      continue
    }
    if (!ruleset.cards.includes(code)) {
      problems.push(`The ${rules} ruleset has no ${code} card.`)
      continue
    }
    counts.set(code, (counts.get(code) ?? 0) + 1)
  }
  let tiebreakers = 0
  for (const [code, count] of counts) {
    const kind = cardInfo(code).kind
    if (kind === 'tiebreaker') tiebreakers += count
    const max =
      kind === 'plus' || kind === 'minus'
        ? limits.maxCopiesPlain
        : kind === 'flip'
          ? limits.maxCopiesFlip
          : limits.maxCopiesGold
    if (max !== null && count > max) {
      problems.push(
        `${capitalise(rules)} decks allow at most ${max} ${max === 1 ? 'copy' : 'copies'} of ${code}; this deck has ${count}.`,
      )
    }
  }
  if (limits.maxTiebreakers !== null && tiebreakers > limits.maxTiebreakers) {
    problems.push(
      `${capitalise(rules)} decks allow at most ${limits.maxTiebreakers} tiebreaker; this deck has ${tiebreakers}.`,
    )
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

// Share codes: "PZ1-" + one character per card (its index in ALL_CARD_CODES) + "-" + one
// checksum character. Short enough to paste in a chat, and a typo is caught by the checksum.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
const PREFIX = 'PZ1-'

export class ShareCodeError extends Error {
  override name = 'ShareCodeError'
}

export function encodeDeck(deck: readonly CardCode[]): string {
  const body = deck.map((code) => ALPHABET[ALL_CARD_CODES.indexOf(code)]).join('')
  return `${PREFIX}${body}-${checksum(body)}`
}

export function decodeDeck(shareCode: string): CardCode[] {
  const text = shareCode.trim().toUpperCase().replace(/\s+/g, '')
  const match = /^PZ1-([A-Z2-7]*)-([A-Z2-7])$/.exec(text)
  if (!match) {
    throw new ShareCodeError('That is not a deck share code (they look like PZ1-ABCDEFGHIJ-K).')
  }
  const body = match[1] ?? ''
  if (checksum(body) !== match[2]) {
    throw new ShareCodeError('That share code has a typo in it: its check letter does not match.')
  }
  return [...body].map((ch) => {
    const code = ALL_CARD_CODES[ALPHABET.indexOf(ch)]
    if (code === undefined)
      throw new ShareCodeError(`That share code names an unknown card ("${ch}").`)
    return code
  })
}

function checksum(body: string): string {
  let sum = 7
  for (let i = 0; i < body.length; i++) sum = (sum * 31 + ALPHABET.indexOf(body[i] ?? 'A') + i) % 32
  return ALPHABET[sum] ?? 'A'
}
