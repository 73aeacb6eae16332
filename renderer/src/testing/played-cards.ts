/**
 * A kept match's record rewritten, in a test's edit of a save, as if the player had played
 * certain side cards. Main replays every kept match through the engine and counts no card of
 * one whose moves make no match (it lists it as damaged), so the record is made one the engine
 * plays move for move: a scripted deal (the form the tutorial's records take) with `cards` as
 * the player's hand, the player opening, every draw a 1, and one card played a turn. The match
 * given up after them, as the record of a forfeited match says. Test code only.
 */
import type { SaveOnDisk } from './real-main'

/** One kept match of a save on disk, as this edit changes it. */
type KeptMatch = NonNullable<SaveOnDisk['history']>[number]

/** Rewrites a forfeited match's record: the player played `cards` (at most four), in order. */
export function playCardsInRecord(kept: KeptMatch, cards: readonly string[]): void {
  if (kept.resigned !== true) throw new Error('the record must be of a match given up')
  if (cards.length > 4) throw new Error('a hand holds four cards')
  kept.script = { hands: [[...cards], []], opener: 0, draws: Array<number>(20).fill(1) }
  kept.moves = cards.map((card) => `0p${card} 0e 1e`).join(' ')
}
