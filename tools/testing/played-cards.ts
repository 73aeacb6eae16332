/**
 * A kept match's record rewritten, in a test's edit of a save, as if the player had played
 * certain side cards. Main replays every kept match through the engine and counts no card of
 * one whose moves make no match (it lists it as damaged), so the record is made one the engine
 * plays move for move: a scripted deal (the form the tutorial's records take) with `cards` as
 * the player's hand, the player opening, every draw a 1, and one card played a turn (a flip
 * card as a plus). The match is given up after them, as the record of a forfeited match says.
 * Test code only (component and e2e tests, which edit a save on disk).
 */

/** One kept match of a save on disk (main/store/schemas/history.ts), as this edit changes it. */
export interface KeptMatch {
  moves?: string
  resigned?: boolean
  script?: { hands: [string[], string[]]; opener: 0 | 1; draws: number[] }
}

/** Rewrites a forfeited match's record: the player played `cards` (at most four), in order. */
export function playCardsInRecord(kept: KeptMatch, cards: readonly string[]): void {
  if (kept.resigned !== true) throw new Error('the record must be of a match given up')
  if (cards.length > 4) throw new Error('a hand holds four cards')
  kept.script = { hands: [[...cards], []], opener: 0, draws: Array<number>(20).fill(1) }
  // a flip card is played with its sign chosen, as the table asks for one
  const token = (card: string) => `0p${card}${card.startsWith('±') ? '+' : ''}`
  kept.moves = cards.map((card) => `${token(card)} 0e 1e`).join(' ')
}
