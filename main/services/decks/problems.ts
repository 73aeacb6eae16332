import type { CardCode, RulesetId } from '@preload/contract'
import { validateSideDeck } from '@main/engine'
import type { ProfileData } from '@main/store'

/** The ruleset's own limits, in the engine's words. */
export function rulesProblems(rules: RulesetId, cards: readonly CardCode[]): string[] {
  const check = validateSideDeck(cards, rules)
  return check.ok ? [] : check.problems
}

/** A deck can only use cards the player owns, counted across the deck. */
export function ownershipProblems(profile: ProfileData, cards: readonly CardCode[]): string[] {
  const used = new Map<CardCode, number>()
  for (const card of cards) used.set(card, (used.get(card) ?? 0) + 1)
  const problems: string[] = []
  for (const [card, count] of used) {
    const have = profile.collection[card] ?? 0
    if (count > have) {
      problems.push(
        have === 0
          ? `You own no ${card}; this deck uses ${count}.`
          : `You own ${have} of ${card}; this deck uses ${count}.`,
      )
    }
  }
  return problems
}

export function deckProblems(
  profile: ProfileData | null,
  rules: RulesetId,
  cards: readonly CardCode[],
): string[] {
  return [...rulesProblems(rules, cards), ...(profile ? ownershipProblems(profile, cards) : [])]
}
