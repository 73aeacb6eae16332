import type { StoredMatch } from '@main/store'
import { moveCount } from '../history/moves'

/**
 * How far an open match has gone, as a number the table echoes back with each call that changes
 * the match (`seen`): main refuses the call when it is not the match's current one, since the
 * page would then move in a position it never showed (another tab on the save moved meanwhile).
 */

/** The match's position: its kept moves' count, which every move raises (the AI's too). */
export function matchPosition(match: Pick<StoredMatch, 'moves' | 'state'>): number {
  if (match.moves !== undefined) return moveCount(match.moves)
  // A match begun before moves were kept has no count: a fingerprint of its state stands in,
  // which any move changes as surely (FNV-1a over its JSON).
  let hash = 0x811c9dc5
  for (const char of JSON.stringify(match.state)) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  }
  return hash
}
