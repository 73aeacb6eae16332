import { describe, expect, it } from 'vitest'
import { cardsToComeBack } from '@common/comeback'
import type { ReplayFrame } from '@common/history'
import { apply, RULESETS, view, type Action, type MatchState } from '@main/engine'
import { playSeededMatch, type PlayStyle } from '@tools/testing/history-kit'
import { framesOf, moveFrames, replayRecord, type Replayed } from './replay'
import { decisionsOf, Reviews } from './review'

/** A seeded classic match, kept as quick play or as hot-seat (both seats people), replayed. */
function replayed(seed: number, style: PlayStyle, hotseat = false): Replayed {
  const { record } = playSeededMatch('classic', seed, style)
  return replayRecord(hotseat ? { ...record, mode: 'hotseat' } : record)
}

/** Whether `action`, made in `state`, ends the round lost by its own mover (the engine's word). */
function losesRound(state: MatchState, action: Action): boolean {
  const result = apply(state, action)
  if (!result.ok) throw new Error('refused')
  return result.events.some((e) => e.type === 'roundEnd' && e.winner === 1 - action.player)
}

/** Each move's frame, and the moves of people (the seats the review looks at) in a round. */
function peoplesTurns(r: Replayed): { index: number; frame: ReplayFrame }[] {
  const frames = framesOf(r)
  const at = moveFrames(r)
  return r.moves.flatMap((move, index) =>
    r.seats.includes(move.player) && (r.states[index] as MatchState).phase === 'turn'
      ? [{ index, frame: frames[at[index] as number] as ReplayFrame }]
      : [],
  )
}

describe('a move that decided nothing', () => {
  it('is a round no card could save: not counted, and its frame says so', () => {
    let lost = 0
    for (const hotseat of [false, true]) {
      for (let seed = 1; seed <= 12; seed++) {
        const r = replayed(seed, 'ai', hotseat)
        const decisions = new Set(decisionsOf(r))
        for (const { index, frame } of peoplesTurns(r)) {
          const where = `${hotseat ? 'hot-seat' : 'quick'} ${seed} move ${index + 1}`
          const state = r.states[index] as MatchState
          const move = r.moves[index] as Action
          if (frame.move?.forced === 'lost') {
            lost += 1
            // the table's one lit button: over 20, and ending or standing loses the round alike
            expect(view(state, move.player).players[move.player].total, where).toBeGreaterThan(
              RULESETS.classic.target,
            )
            expect(['end', 'stand'], where).toContain(move.type)
            expect(losesRound(state, { type: 'end', player: move.player }), where).toBe(true)
            expect(losesRound(state, { type: 'stand', player: move.player }), where).toBe(true)
            expect(decisions.has(index), where).toBe(false)
          } else {
            // every other turn of a person's is a decision the review values
            expect(frame.move?.forced, where).toBeUndefined()
            expect(decisions.has(index), where).toBe(true)
          }
        }
        // the AI's moves are never flagged: the review says nothing of them
        for (const f of framesOf(r))
          if (f.move && !r.seats.includes(f.move.player)) expect(f.move.forced).toBeUndefined()
      }
    }
    expect(lost).toBeGreaterThan(5)
  })

  it('is not a card played over 20 that brings nothing back: that throws a card away', () => {
    let played = 0
    for (let seed = 1; seed <= 20; seed++) {
      const r = replayed(seed, 'random')
      const decisions = new Set(decisionsOf(r))
      for (const { index } of peoplesTurns(r)) {
        const state = r.states[index] as MatchState
        const move = r.moves[index] as Action
        const seen = view(state, move.player)
        // the round was lost either way, as the table saw it (it lit Take the loss alone) ...
        const noWayBack = cardsToComeBack(seen) === null
        if (move.type !== 'play' || !noWayBack) continue
        // ... yet the card played there is a choice the review values
        played += 1
        expect(decisions.has(index), `seed ${seed} move ${index + 1}`).toBe(true)
      }
    }
    expect(played).toBeGreaterThan(0)
  })

  it('leaves the review counting only the decisions', async () => {
    const r = replayed(1, 'ai')
    const forced = peoplesTurns(r).filter(({ frame }) => frame.move?.forced === 'lost')
    expect(forced.length).toBeGreaterThan(0)
    const reviews = new Reviews()
    const computing = reviews.state('m', r)
    expect(computing).toMatchObject({
      status: 'computing',
      total: peoplesTurns(r).length - forced.length,
    })
    await reviews.settled('m')
    const ready = reviews.state('m', r)
    if (ready.status !== 'ready') throw new Error('not ready')
    expect(ready.decisions).toHaveLength(peoplesTurns(r).length - forced.length)
    const forcedFrames = new Set(forced.map((f) => moveFrames(r)[f.index]))
    for (const d of ready.decisions) expect(forcedFrames.has(d.frame)).toBe(false)
  })
})
