import type { CardCode, RulesetId } from '@preload/contract'
import { deckProblemMessage, message, type Message } from '@common/messages'
import { validateSideDeck } from '@main/engine'
import type { ProfileData } from '@main/store'

/** The ruleset's own limits, as the engine names them. */
export function rulesProblems(rules: RulesetId, cards: readonly CardCode[]): Message[] {
  const check = validateSideDeck(cards, rules)
  return check.ok ? [] : check.problems.map((problem) => deckProblemMessage(problem))
}

/** A deck can only use cards the player owns, counted across the deck. */
export function ownershipProblems(profile: ProfileData, cards: readonly CardCode[]): Message[] {
  const used = new Map<CardCode, number>()
  for (const card of cards) used.set(card, (used.get(card) ?? 0) + 1)
  const problems: Message[] = []
  for (const [card, count] of used) {
    const have = profile.collection[card] ?? 0
    if (count > have) {
      problems.push(
        have === 0
          ? message('deckProblem.not-owned', { card, count })
          : message('deckProblem.too-few-owned', { have, card, count }),
      )
    }
  }
  return problems
}

/** Everything that keeps a deck off the table: the ruleset's limits, then what is not owned. */
export function deckProblems(
  profile: ProfileData | null,
  rules: RulesetId,
  cards: readonly CardCode[],
): Message[] {
  return [...rulesProblems(rules, cards), ...(profile ? ownershipProblems(profile, cards) : [])]
}
