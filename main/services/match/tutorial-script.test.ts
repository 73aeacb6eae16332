import { describe, expect, it } from 'vitest'
import { seatToAct } from '@common/seat-to-act'
import { apply, createMatch } from '@main/engine'
import type { StoredMatch } from '@main/store'
import { appendMove } from '../history/moves'
import {
  coachAction,
  EARLIER_TUTORIAL_DRAWS,
  TUTORIAL_DRAWS,
  TUTORIAL_SEED,
  tutorialSetup,
} from './tutorial'
import { tutorialSetupOf } from './tutorial-script'

/**
 * Which script a saved tutorial was dealt, read from the real engine's replay of its moves:
 * this release's or the earlier one, and found once for each match.
 */

const EARLIER = EARLIER_TUTORIAL_DRAWS[0]!

/** A saved tutorial dealt `draws`, both seats playing the coach's rules for `steps` moves. */
function tutorialMatch(id: string, draws: readonly number[], steps: number): StoredMatch {
  let { state } = createMatch(tutorialSetup(draws))
  let moves = ''
  for (let n = 0; n < steps; n++) {
    const seat = seatToAct(state)
    if (seat === null) break
    const action = coachAction(state, seat)
    const result = apply(state, action)
    if (!result.ok) throw new Error(`the coach's move was refused: ${result.error.reason}`)
    state = result.state
    moves = appendMove(moves, action)
  }
  return {
    id,
    mode: 'tutorial',
    opponentId: null,
    tier: 'rookie',
    deckId: null,
    wager: 0,
    houseCut: 0,
    seed: TUTORIAL_SEED,
    aiMoves: 0,
    startedAt: '2026-01-01T00:00:00.000Z',
    state,
    moves,
  }
}

describe("a saved tutorial's script", () => {
  it("is this release's for a match dealt now and the earlier one for a match dealt before", () => {
    // 14 moves: past the 11 draws both scripts share, into round 3 where they part
    const now = tutorialMatch('match-1-talon', TUTORIAL_DRAWS, 14)
    const before = tutorialMatch('match-2-vessa', EARLIER, 14)
    expect(now.state.round).toBe(3)
    // asked in turn, each match keeps its own script
    for (let n = 0; n < 2; n++) {
      expect(tutorialSetupOf(now)).toEqual(tutorialSetup())
      expect(tutorialSetupOf(before)).toEqual(tutorialSetup(EARLIER))
    }
    // no moves kept (a match from before moves were saved): this release's, as always
    const unkept: StoredMatch = { ...tutorialMatch('match-3-corrin', EARLIER, 4) }
    delete unkept.moves
    expect(tutorialSetupOf(unkept)).toEqual(tutorialSetup())
  })

  it('is found once per match: later reads do not replay its moves again', () => {
    const id = 'match-4-oriella'
    expect(tutorialSetupOf(tutorialMatch(id, TUTORIAL_DRAWS, 6))).toEqual(tutorialSetup())
    // The same id now holding the earlier script's moves and cards: a replay would find the
    // earlier script, so answering this release's shows the first answer was kept.
    expect(tutorialSetupOf(tutorialMatch(id, EARLIER, 6))).toEqual(tutorialSetup())
    // the very same saved match under a new id is read afresh, and found to be the earlier one
    expect(tutorialSetupOf(tutorialMatch('match-5-oriella', EARLIER, 6))).toEqual(
      tutorialSetup(EARLIER),
    )
  })

  it('hands out a deal of its own at every read, so a caller changing it changes no other', () => {
    const match = tutorialMatch('match-6-vessa', EARLIER, 6)
    const first = tutorialSetupOf(match)
    first.draws?.splice(0)
    expect(tutorialSetupOf(match).draws).toEqual(EARLIER)
  })
})
