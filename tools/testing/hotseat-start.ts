import type { MatchStart, RulesetId } from '@preload/contract'

/**
 * A hot-seat match's start as the tests' two friends, Maren and Jor, ask for it, on the house
 * decks: the payload main's and the renderer's tests send alike (types only, so both compile it).
 */
export function hotseatStart(seed: number, rules: RulesetId = 'classic'): MatchStart {
  return {
    mode: 'hotseat',
    rules,
    players: [
      { name: 'Maren', deckId: null },
      { name: 'Jor', deckId: null },
    ],
    seed,
  }
}
