import { describe, expect, it } from 'vitest'
import type { ReplayFrame } from '@common/history'
import { aiRandom } from '@main/ai/random'
import {
  apply,
  createMatch,
  legalActions,
  type Action,
  type CardCode,
  RULESET_IDS,
  RULESETS,
  tableTotal,
  view,
  type MatchEvent,
  type MatchState,
  type PlayerIndex,
  type RoundReason,
  type RulesetId,
} from '@main/engine'
import type { HistoryRecord } from '@main/store/schemas/history'
import { playSeededMatch, type PlayStyle } from '@tools/testing/history-kit'
import { appendMove } from './moves'
import { decisionsOf, reviewDecision } from './review'
import { withoutSeat } from '../actions'
import { framesOf, moveFrames, replayRecord, type Replayed } from './replay'

/** The events the engine gives for move `i` of a replayed match, asked of it again. */
function eventsOf(replayed: Replayed, i: number): MatchEvent[] {
  const result = apply(replayed.states[i] as MatchState, replayed.moves[i] as Action)
  if (!result.ok) throw new Error(`move ${i + 1} refused`)
  return result.events
}

/** The table, total and standing of each seat as `state` shows them to seat 0. */
function tablesOf(state: MatchState): unknown[] {
  return view(state, 0).players.map(({ table, total, standing }) => ({ table, total, standing }))
}

/**
 * Every frame of a kept match against the engine: each move is shown in the position it was
 * decided in (before it), labelled with its round; a move that ended a round is followed by that
 * round's last table and how it was settled; otherwise the next frame is the state the engine
 * left (the next move's position, or the match's end). Returns the reasons the rounds ended
 * for, to see the check met each kind.
 */
function checkFrames(record: HistoryRecord, label: string): RoundReason[] {
  const replayed = replayRecord(record)
  const { states, moves } = replayed
  const frames = framesOf(replayed)
  const at = moveFrames(replayed)
  const both = replayed.seats.includes(1)
  const ruleset = RULESETS[record.rules]
  const reasons: RoundReason[] = []
  expect(frames[0]?.setWinners, label).toEqual([])
  /** who took each set so far, as the engine's events ended them */
  const taken: PlayerIndex[] = []
  moves.forEach((move, i) => {
    const where = `${label} move ${i + 1}`
    const before = states[i] as MatchState
    const after = states[i + 1] as MatchState
    const frame = frames[at[i] as number] as ReplayFrame
    const events = eventsOf(replayed, i)
    const ended = events.find(
      (e): e is Extract<MatchEvent, { type: 'roundEnd' }> => e.type === 'roundEnd',
    )
    // the move, named over the position it was decided in, in its round (and set); a forced
    // move says why besides (review.test.ts)
    expect(frame.move, where).toMatchObject({ player: move.player, action: withoutSeat(move) })
    expect([frame.set, frame.round, frame.turn], where).toEqual([
      before.set,
      before.round,
      before.turn,
    ])
    expect(frame.roundEnd, where).toBeNull()
    expect(frame.setWinners, where).toEqual(taken)
    expect(
      frame.players.map(({ table, total, standing }) => ({ table, total, standing })),
      where,
    ).toEqual(tablesOf(before))
    // the sets taken, as main words no count: a round's end that took one lists it already
    for (const e of events) if (e.type === 'setEnd') taken.push(e.winner)
    const next = frames[(at[i] as number) + 1] as ReplayFrame
    if (!ended) {
      // its outcome: the next position, as the engine left it (the next turn's draw dealt)
      expect(
        next.players.map((p) => p.table),
        where,
      ).toEqual(after.players.map((p) => p.table))
      return
    }
    reasons.push(ended.reason)
    checkRoundEnd(next, { before, after, events, ended, both }, ruleset, where)
    expect(next.setWinners, where).toEqual(taken)
    if (after.phase === 'over') {
      // the match's last round: the table the engine ended on, nothing after it
      expect(at[i] as number, where).toBe(frames.length - 2)
      expect(next.phase, where).toBe('over')
      expect(next.winner, where).toBe(after.winner)
      const seen = view(after, 0)
      for (const seat of [0, 1] as const) {
        const { table, total, standing, roundWins, setWins, handSize } = seen.players[seat]
        const hand = seat === 0 || both ? after.players[seat].hand : null
        const shown = { table, total, standing, roundWins, setWins, handSize, hand }
        expect(next.players[seat], where).toEqual(shown)
      }
      return
    }
    // then the next round's deal, as the engine dealt it: the next move's position
    const deal = frames[(at[i] as number) + 2] as ReplayFrame
    expect(deal.roundEnd, where).toBeNull()
    expect([deal.set, deal.round, deal.phase], where).toEqual([after.set, after.round, after.phase])
    expect(deal.setWinners, where).toEqual(taken)
    for (const seat of [0, 1] as const) {
      expect(deal.players[seat].table, where).toEqual(after.players[seat].table)
      expect(deal.players[seat].roundWins, where).toBe(after.players[seat].roundWins)
    }
  })
  // the last frame is the position the match ended in, no move made there
  expect(frames[frames.length - 1]?.move, label).toBeNull()
  expect(frames, label).toHaveLength(moves.length + reasons.length + (ends(replayed) ? 0 : 1))
  return reasons
}

/** Whether the last move ended the match (its round's end is then the last frame). */
function ends(replayed: Replayed): boolean {
  const last = replayed.states[replayed.states.length - 1] as MatchState
  return replayed.moves.length > 0 && last.phase === 'over' && !!replayed.roundEnds.at(-1)
}

/** A round's end frame against the engine: its last table, both totals, the round won, why. */
function checkRoundEnd(
  frame: ReplayFrame,
  move: {
    before: MatchState
    after: MatchState
    events: MatchEvent[]
    ended: Extract<MatchEvent, { type: 'roundEnd' }>
    both: boolean
  },
  ruleset: (typeof RULESETS)[RulesetId],
  where: string,
): void {
  const { before, after, events, ended, both } = move
  expect(frame.move, where).toBeNull()
  expect([frame.set, frame.round], where).toEqual([before.set, before.round])
  expect(frame.roundEnd, where).toEqual({
    set: before.set,
    winner: ended.winner,
    reason: ended.reason,
    totals: ended.totals,
  })
  expect(frame.rounds, where).toEqual(after.rounds)
  expect(frame.turn, where).toBeNull()
  for (const seat of [0, 1] as const) {
    const shown = frame.players[seat]
    expect(shown.total, where).toBe(ended.totals[seat])
    expect(tableTotal(shown.table, ruleset.clampAtZero), where).toBe(ended.totals[seat])
    expect(shown.roundWins, where).toBe(ended.roundWins[seat])
    // every card the round saw stays on the table: what lay there, and what the move added
    const landed = events
      .slice(0, events.indexOf(ended))
      .filter((e) => (e.type === 'draw' || e.type === 'play') && e.player === seat).length
    expect(shown.table.length, where).toBe(before.players[seat].table.length + landed)
    expect(
      shown.table.slice(0, before.players[seat].table.length).map((c) => c.face),
      where,
    ).toEqual(before.players[seat].table.map((c) => c.face))
    const setEnd = events.find((e) => e.type === 'setEnd')
    expect(shown.setWins, where).toBe(
      setEnd?.type === 'setEnd' ? setEnd.setWins[seat] : before.players[seat].setWins,
    )
    // a hand lasts past the round unless a new set deals or chooses new ones
    if (!setEnd || ruleset.handPer === 'match') {
      const hand = after.players[seat].hand
      if (seat === 0 || both) expect(shown.hand, where).toEqual(hand)
      else expect(shown.handSize, where).toBe(hand.length)
    }
  }
}

function checkMany(rules: RulesetId, style: PlayStyle, count: number): void {
  const reasons = new Set<RoundReason>()
  for (let seed = 1; seed <= count; seed++) {
    const { record } = playSeededMatch(rules, seed * 104_729, style)
    for (const r of checkFrames(record, `${rules} ${style} ${seed}`)) reasons.add(r)
    // hot-seat: both hands shown, seat 2's moves checked alike (they are in every match)
    for (const r of checkFrames({ ...record, mode: 'hotseat' }, `${rules} hot-seat ${seed}`))
      reasons.add(r)
  }
  // the matches ended rounds every common way
  expect([...reasons]).toEqual(expect.arrayContaining(['bust', 'stand']))
}

/**
 * Side decks of the cards whose landing is hardest to follow (doubles, flip pairs, twists,
 * tiebreakers, the cantina's floor at 0), which the house decks lack.
 */
const TRICKY_DECKS: Record<RulesetId, CardCode[]> = {
  classic: ['D', 'D', 'F24', 'F36', 'TB', 'TB', '±1', '±2', '-3', '+4'],
  tournament: ['T24', 'T24', 'T36', 'T15', 'D', 'D', 'TB', '±1', '±2', '-3'],
  cantina: ['-6', '-6', '-5', '-5', '±1', '±2', '±3', '±4', '±5', '±6'],
}

/** A match of random legal moves between two tricky decks, kept as a quick match's record. */
function trickyRecord(rules: RulesetId, seed: number): HistoryRecord {
  const random = aiRandom(seed)
  const decks: [CardCode[], CardCode[]] = [[...TRICKY_DECKS[rules]], [...TRICKY_DECKS[rules]]]
  let { state } = createMatch({ rules, seed, sideDecks: [[...decks[0]], [...decks[1]]] })
  let moves = ''
  for (let n = 0; state.phase !== 'over'; n++) {
    if (n > 5_000) throw new Error(`match ${seed} did not end`)
    const player = state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : state.turn
    const legal = legalActions(state, player ?? 0)
    const action = legal[random.int(0, legal.length - 1)] as Action
    const result = apply(state, action)
    if (!result.ok) throw new Error(`refused: ${result.error.reason}`)
    state = result.state
    moves = appendMove(moves, action)
  }
  return {
    id: `tricky-${seed}`,
    at: '2026-01-01T00:10:00.000Z',
    mode: 'quick',
    rules,
    opponentId: null,
    tier: 'rookie',
    deckId: null,
    decks,
    seed,
    moves,
    result: state.winner === 0 ? 'won' : 'lost',
    resigned: false,
    credits: 0,
  }
}

/** The start of a scripted match (hands, opener 0, draws), kept as a quick match's record. */
function scripted(
  rules: RulesetId,
  deal: {
    decks: [CardCode[], CardCode[]]
    hands: [CardCode[], CardCode[]]
    draws: number[]
    moves: string
  },
): HistoryRecord {
  return {
    id: `scripted-${rules}`,
    at: '2026-01-01T00:10:00.000Z',
    mode: 'quick',
    rules,
    opponentId: null,
    tier: 'rookie',
    deckId: null,
    decks: deal.decks,
    seed: 1,
    script: { hands: deal.hands, opener: 0, draws: deal.draws },
    moves: deal.moves,
    result: 'lost',
    resigned: false,
    credits: 0,
  }
}

describe('a round’s end in the replay', () => {
  for (const rules of RULESET_IDS) {
    it(`${rules}: each move that ends a round shows its round's final table, then the next deal`, () => {
      checkMany(rules, 'random', 30)
      checkMany(rules, 'ai', 10)
    })
  }

  it('lays every card of the round as the engine did: doubles, flips, twists, tiebreakers', () => {
    const reasons = new Set<RoundReason>()
    for (const rules of RULESET_IDS) {
      for (let seed = 1; seed <= 40; seed++) {
        const record = trickyRecord(rules, seed * 7_919)
        for (const r of checkFrames(record, `${rules} tricky ${seed}`)) reasons.add(r)
      }
    }
    expect([...reasons]).toEqual(expect.arrayContaining(['bust', 'stand', 'tie', 'tiebreaker']))
  })

  it('shows the cards a round-ending flip pair turned over', () => {
    // the opponent stands on 19; the player, on 16, plays Flip 2&4: the −2 turns to +2: 20 stands
    const frames = framesOf(
      replayRecord(
        scripted('classic', {
          decks: [
            ['±2', 'F24', '+1', '+1', '+2', '+3', '+4', '+5', '+6', '-1'],
            ['+1', '+2', '+3', '+4', '+5', '+6', '-1', '-2', '-3', '-4'],
          ],
          hands: [
            ['±2', 'F24', '+1', '+1'],
            ['+1', '+2', '+3', '+4'],
          ],
          draws: [10, 9, 1, 10, 7],
          moves: '0e 1e 0p±2- 0e 1s 0pF24',
        }),
      ),
    )
    // the flip named over the position it was played in: 16 against a standing 19
    expect(frames[5]).toMatchObject({
      move: { player: 0, action: { type: 'play', card: 'F24' } },
      turn: 0,
    })
    expect(frames[5]?.players.map((p) => p.total)).toEqual([16, 19])
    const end = frames[6] as ReplayFrame
    expect(end).toMatchObject({
      move: null,
      round: 1,
      turn: null,
      roundEnd: { set: 1, winner: 0, reason: 'stand', totals: [20, 19] },
    })
    expect(end.players[0]).toMatchObject({
      total: 20,
      standing: true,
      roundWins: 1,
      hand: ['+1', '+1'],
      table: [
        { code: null, face: 10, sign: 1 },
        { code: null, face: 1, sign: 1 },
        { code: '±2', face: 2, sign: 1 },
        { code: null, face: 7, sign: 1 },
        { code: 'F24', face: 0, sign: 1 },
      ],
    })
    expect(end.players[1]).toMatchObject({ total: 19, standing: true, roundWins: 0 })
    // then round 2's deal: the loser of the round opens it
    expect(frames[7]).toMatchObject({ move: null, round: 2, turn: 1, roundEnd: null })
    expect(frames[7]?.players[0].table).toEqual([])
    expect(frames[7]?.players[1].table).toHaveLength(1)
  })

  it('shows both tables as a round-ending twist turned them', () => {
    // the tournament: the opponent stands on 19 with a +2; the player's Twist 2&4 turns its
    // own −4 to +4 (20) and the opponent's +2 to −2 (15)
    const decks: [CardCode[], CardCode[]] = [
      ['-4', 'T24', '+3', '+5', '+4', '+6', '-3', '-5', '±1', 'TB'],
      ['±2', '+3', '+4', '+5', '+6', '-3', '-4', '-5', '±1', 'TB'],
    ]
    const frames = framesOf(
      replayRecord(
        scripted('tournament', {
          decks,
          hands: [
            ['-4', 'T24', '+3', '+5'],
            ['±2', '+3', '+4', '+5'],
          ],
          draws: [10, 9, 1, 8, 5],
          moves: '0e 1e 0p-4 0e 1p±2+ 1s 0pT24',
        }),
      ),
    )
    const end = frames[7] as ReplayFrame
    expect(end.roundEnd).toEqual({ set: 1, winner: 0, reason: 'stand', totals: [20, 15] })
    expect(end.players[0].table.map((c) => c.sign * c.face)).toEqual([10, 1, 4, 5, 0])
    expect(end.players[1].table.map((c) => c.sign * c.face)).toEqual([9, 8, -2])
    expect(end.players.map((p) => p.total)).toEqual([20, 15])
    expect(frames[8]).toMatchObject({ move: null, round: 2, roundEnd: null })
  })

  it('keeps the review’s verdict on a round-ending move with that move, before the round’s end', () => {
    const { record } = playSeededMatch('classic', 21, 'ai')
    const replayed = replayRecord(record)
    const frames = framesOf(replayed)
    const index = decisionsOf(replayed).find((i) => replayed.roundEnds[i] !== null)
    if (index === undefined) throw new Error('no decision ended a round')
    const decision = reviewDecision(replayed, index)
    const frame = frames[decision.frame] as ReplayFrame
    expect(frame.move).toEqual({ player: decision.player, action: decision.chosen })
    expect(frame.roundEnd).toBeNull()
    expect(frame.round).toBe(replayed.states[index]?.round)
    // its outcome, the round's end, is the next frame, in the same round
    expect(frames[decision.frame + 1]?.round).toBe(frame.round)
    expect(frames[decision.frame + 1]?.roundEnd).not.toBeNull()
  })

  it('shows the ended round first in a resigned match too, then the deal it was resigned at', () => {
    const { record } = playSeededMatch('classic', 5, 'random')
    const replayed = replayRecord(record)
    // resign at the deal after the first round's end
    const first = replayed.roundEnds.findIndex((e) => e !== null)
    const cut = record.moves
      .split(' ')
      .slice(0, first + 1)
      .join(' ')
    const resigned = { ...record, moves: cut, resigned: true, result: 'lost' as const }
    const frames = framesOf(replayRecord(resigned))
    const [end, deal] = frames.slice(-2) as [ReplayFrame, ReplayFrame]
    expect(end.roundEnd).not.toBeNull()
    expect([end.round, end.phase]).toEqual([1, 'turn'])
    expect(deal).toMatchObject({ move: null, round: 2, phase: 'over', winner: 1 })
  })
})
