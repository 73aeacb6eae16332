import type { CardCode, DeckFromCollection, RulesetId } from '@preload/contract'
import { ALL_CARD_CODES } from '@common/cards'
import { RULESETS } from '@common/rulesets'
import type { ProfileData } from '@main/store'
import { deckProblems, rulesProblems } from './problems'

/**
 * Whether a deck being filled still keeps the ruleset's limits: every card one it has, no more
 * copies or tiebreakers than it allows. Too few cards is not a fault yet; the engine's check
 * decides the rest, so the picker and a match can never disagree.
 */
function keepsRules(rules: RulesetId, cards: readonly CardCode[]): boolean {
  return rulesProblems(rules, cards).every((problem) => problem.key === 'deckProblem.deck-size')
}

/**
 * A deck for `rules` made only of cards the player owns: the cards of `keep` first (the deck the
 * player plays now, so the new one stays close to it), then the rest of the collection in the
 * cards' order, each taken while the ruleset allows it. `complete` only when it is a full deck
 * with no problems at all; otherwise `cards` is the most the collection holds for these rules.
 */
export function deckFromCollection(
  profile: ProfileData,
  rules: RulesetId,
  keep: readonly CardCode[],
): DeckFromCollection {
  const size = RULESETS[rules].deck.size
  const left = new Map<CardCode, number>()
  for (const card of ALL_CARD_CODES) left.set(card, profile.collection[card] ?? 0)
  const owned = ALL_CARD_CODES.flatMap((card) => Array<CardCode>(left.get(card) ?? 0).fill(card))
  const cards: CardCode[] = []
  for (const card of [...keep, ...owned]) {
    if (cards.length === size) break
    if ((left.get(card) ?? 0) < 1 || !keepsRules(rules, [...cards, card])) continue
    cards.push(card)
    left.set(card, (left.get(card) ?? 0) - 1)
  }
  return { cards, complete: deckProblems(profile, rules, cards).length === 0 }
}
