import { apply, createMatch, type Action, type MatchState } from '@main/engine'
import type { RecordDamage } from '@common/history'
import type { HistoryRecord } from '@main/store/schemas/history'
import { parseMoves } from './moves'
import { setupOf } from './replay'

/** A record's deal played through its moves: the state they end on, or why they cannot be. */
export type PlayedThrough = { ok: true; last: MatchState } | { ok: false; damage: RecordDamage }

/**
 * Deals a kept match again and applies its moves, by the engine alone (no frames, no round
 * ends: about a tenth of a millisecond a match). A resigned match ends where it stood.
 */
export function playThrough(record: HistoryRecord): PlayedThrough {
  let moves: Action[]
  let state: MatchState
  try {
    moves = parseMoves(record.moves)
    state = createMatch(setupOf(record)).state
  } catch {
    return { ok: false, damage: 'unreadable' }
  }
  for (const move of moves) {
    const result = apply(state, move)
    if (!result.ok) return { ok: false, damage: 'refused' }
    state = result.state
  }
  if (!record.resigned && state.phase !== 'over') return { ok: false, damage: 'unfinished' }
  return { ok: true, last: state }
}
