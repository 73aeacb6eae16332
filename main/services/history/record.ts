import { HISTORY_LIMIT } from '@common/history'
import type { MatchResult } from '@preload/contract'
import type { HistoryRecord } from '@main/store/schemas/history'
import type { ProfileData, StoredMatch } from '@main/store/schemas/profile'
import { tutorialSetupOf } from '../match/tutorial-script'
import { scoreOf } from './score'

/**
 * Keeps a finished match in the profile's history (on the draft the caller saves): the deal
 * and every move, never a state, and the score it ended on. The oldest record goes once there
 * are HISTORY_LIMIT. A match begun before the history was kept has no moves to replay and is
 * left out. Whether it was kept, for the result to say.
 */
export function recordHistory(
  profile: ProfileData,
  match: StoredMatch,
  result: Pick<MatchResult, 'winner' | 'resigned' | 'creditsDelta'>,
  at: string,
): boolean {
  const record = historyRecordOf(match, result, at)
  if (record) keepRecord(profile, record)
  return record !== null
}

/** Adds a record to the profile's history, dropping the oldest past HISTORY_LIMIT. */
export function keepRecord(profile: ProfileData, record: HistoryRecord): void {
  const history = profile.history ?? []
  history.push(record)
  profile.history = history.slice(-HISTORY_LIMIT)
}

/** A finished match as the history keeps it; null for a match without its moves. */
export function historyRecordOf(
  match: StoredMatch,
  result: Pick<MatchResult, 'winner' | 'resigned' | 'creditsDelta'>,
  at: string,
): HistoryRecord | null {
  if (match.moves === undefined) return null
  const state = match.state
  const record: HistoryRecord = {
    id: match.id,
    at,
    mode: match.mode,
    rules: state.rules,
    opponentId: match.opponentId,
    tier: match.tier,
    deckId: match.deckId,
    decks: [[...state.players[0].sideDeck], [...state.players[1].sideDeck]],
    seed: match.seed,
    moves: match.moves,
    result: result.winner === 0 ? 'won' : 'lost',
    resigned: result.resigned,
    credits: result.creditsDelta,
    // the final state is at hand only now: the History lists the score without a replay
    score: scoreOf(state),
  }
  // two people played: the record names them, as there is no AI opponent to name
  if (match.hotseat) record.names = [match.hotseat.names[0], match.hotseat.names[1]]
  // the day's challenge and whether it counted: a replay of the day is kept apart from it
  if (match.daily) record.daily = { date: match.daily.date, counted: match.daily.counted }
  if (match.mode === 'tutorial') {
    // the script the match was dealt, which an update since may have changed
    const setup = tutorialSetupOf(match)
    record.script = {
      hands: setup.hands ?? [[], []],
      opener: setup.opener ?? 0,
      draws: setup.draws ?? [],
    }
  }
  return record
}
