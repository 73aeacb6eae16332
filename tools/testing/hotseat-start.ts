import type { MatchStart, RulesetId } from '@preload/contract'

/** The tests' two friends at a hot-seat table, the first seat first. */
export const HOTSEAT_NAMES = ['Maren', 'Jor'] as const

/**
 * A hot-seat match's start as the tests' two friends, Maren and Jor, ask for it, on the house
 * decks: the payload main's and the renderer's tests send alike (types only, so both compile it).
 * Without a `seed`, main deals from one of its own.
 */
export function hotseatStart(seed?: number, rules: RulesetId = 'classic'): MatchStart {
  return {
    mode: 'hotseat',
    rules,
    players: [
      { name: HOTSEAT_NAMES[0], deckId: null },
      { name: HOTSEAT_NAMES[1], deckId: null },
    ],
    seed,
  }
}
