import { decide } from '@main/ai'
import { aiRandom } from '@main/ai/random'
import {
  apply,
  createMatch,
  legalActions,
  view,
  type MatchState,
  type RulesetId,
} from '@main/engine'
import { appendMove } from '@main/services/history/moves'
import { historyRecordOf } from '@main/services/history/record'
import { quickDeck } from '@main/services/match/quick'
import type { HistoryRecord } from '@main/store/schemas/history'
import type { StoredMatch } from '@main/store/schemas/profile'

/** How a seeded test match is played: random legal moves, or the AI tiers on both sides. */
export type PlayStyle = 'random' | 'ai'

/**
 * A whole match through the real engine, kept as Matches keeps one (the moves appended one
 * by one as each is applied): its history record and the final state it must replay to.
 */
export function playSeededMatch(
  rules: RulesetId,
  seed: number,
  style: PlayStyle,
): { record: HistoryRecord; final: MatchState } {
  const random = aiRandom(seed ^ 0x5eed)
  let { state } = createMatch({ rules, seed, sideDecks: [quickDeck(rules), quickDeck(rules)] })
  let moves = ''
  let aiMoves = 0
  for (let n = 0; state.phase !== 'over'; n++) {
    if (n > 5_000) throw new Error(`match ${seed} did not end`)
    const player = state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : state.turn
    if (player === null) throw new Error('nobody to act')
    const legal = legalActions(state, player)
    const action =
      style === 'random'
        ? legal[random.int(0, legal.length - 1)]
        : // kotor against rookie: real play that keeps the suite quick
          decide(view(state, player), { tier: player === 0 ? 'kotor' : 'rookie' }, seed + aiMoves++)
    if (!action) throw new Error('no legal move')
    const result = apply(state, action)
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`)
    state = result.state
    moves = appendMove(moves, action)
  }
  const match: StoredMatch = {
    id: `match-${seed}`,
    mode: 'quick',
    opponentId: null,
    tier: 'rookie',
    deckId: null,
    wager: 0,
    houseCut: 0,
    seed,
    aiMoves,
    startedAt: '2026-01-01T00:00:00.000Z',
    state,
    moves,
  }
  const winner = state.winner ?? 1
  const record = historyRecordOf(
    match,
    { winner, resigned: false, creditsDelta: 0 },
    '2026-01-01T00:10:00.000Z',
  )
  if (!record) throw new Error('no record')
  return { record, final: state }
}
