import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Hint, MatchUpdate, PlayerAction } from '@preload/contract'
import { advise, beliefAfter, decide, mostLikely } from '@main/ai'
import { policyAction, policyById } from '@main/ai/belief'
import { apply, createMatch, view, type Action, type MatchState } from '@main/engine'
import { createApi, type Api } from '@main/api/router'
import { profileFile, savesDir, type HistoryRecord, type StoredMatch } from '@main/store'
import { ok } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { parseMoves } from '../history/moves'
import { decisionSeed } from '../seeds'
import { matchBelief } from './reading'

/**
 * A master at the table reads the player: its belief, rebuilt from the recorded moves, is what
 * it searches against, also after a restart; the hint reads the AI the same way from the
 * player's side. Real engine, real saves in a temp folder.
 */

let dir: string
let cleanup: () => void
const now = steppingClock()
/** A deal where the belief turns two of the master's moves (found by trying seeds 40..70). */
const SEED = 49

function boot(): Api {
  return createApi({ dataDir: dir, host: 'web', seed: 11, now })
}

beforeEach(() => {
  const made = tempDir('pazaak-reading-')
  dir = made.dir
  cleanup = made.cleanup
})
afterEach(() => cleanup())

/** The profile as the save on disk holds it. */
function saved(): { match: StoredMatch | null; history?: HistoryRecord[] } {
  const text = readFileSync(join(savesDir(dir), profileFile(1)), 'utf8')
  return (JSON.parse(text) as { data: { match: StoredMatch | null; history?: HistoryRecord[] } })
    .data
}

/** The open match as the save on disk holds it. */
function savedMatch(): StoredMatch {
  const match = saved().match
  if (!match) throw new Error('no open match in the save')
  return match
}

/** A player who stands from 14 and never plays a card: unlike the kotor rule the master expects. */
const player = policyById('stand14-save')

function humanMove(update: MatchUpdate): PlayerAction {
  const legal = update.view.legal
  const pick: Action =
    legal.find((a) => a.type === 'choose') ??
    (legal.length === 1 ? (legal[0] as Action) : policyAction(player, update.view))
  const { player: _seat, ...rest } = pick
  return rest as PlayerAction
}

/** Plays the player's moves until `rounds` rounds are over or the match ends. */
async function playRounds(api: Api, first: MatchUpdate, rounds: number): Promise<MatchUpdate> {
  let update = first
  while (update.result === null && update.view.rounds.length < rounds) {
    update = await ok<MatchUpdate>(api, 'match.act', {
      matchId: update.matchId,
      action: humanMove(update),
    })
  }
  return update
}

describe('a master reads the player in a live match', () => {
  it('searches against the belief rebuilt from the moves, before and after a restart', async () => {
    const api = boot()
    await ok(api, 'profiles.create', { slot: 1, name: 'Reader' })
    const first = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'master',
      deckId: null,
      seed: SEED,
    })
    const before = await playRounds(api, first, 1)
    expect(before.result).toBeNull()

    // the app restarts: a new api on the same folder resumes the saved match
    const again = boot()
    await ok(again, 'profiles.load', { slot: 1 })
    const resumed = await ok<MatchUpdate>(again, 'match.resume')
    expect(resumed.matchId).toBe(before.matchId)
    const last = await playRounds(again, resumed, Infinity)
    expect(last.result).not.toBeNull()

    // Every AI move of the match, checked against the master deciding with the belief it had.
    const record = saved().history?.at(-1)
    if (!record) throw new Error('the match was not kept')
    const setup = { rules: record.rules, seed: record.seed, sideDecks: record.decks }
    const moves = parseMoves(record.moves)
    let state: MatchState = createMatch(setup).state
    let aiMoves = 0
    let searched = 0
    let changed = 0
    for (const [i, move] of moves.entries()) {
      if (move.player === 1) {
        const seen = view(state, 1)
        const belief = beliefAfter(createMatch(setup).state, moves.slice(0, i), 1)
        const seed = decisionSeed(record.seed, aiMoves++)
        expect(decide(seen, { tier: 'master', belief }, seed)).toEqual(move)
        if (state.phase === 'turn' && seen.legal.length > 1 && seen.players[1].total > 10) {
          searched++
          if (JSON.stringify(decide(seen, { tier: 'master' }, seed)) !== JSON.stringify(move))
            changed++
        }
      }
      const result = apply(state, move)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
    }
    const belief = beliefAfter(createMatch(setup).state, moves, 1)
    expect(searched).toBeGreaterThan(3)
    // the belief made a difference: without it two of these moves were not the master's
    expect(changed).toBe(2)
    // and it has learnt what this player does with cards: it keeps them
    expect(mostLikely(belief).policy.spend).toBe('save')
  }, 60_000)

  it('gives a hint against its own reading of the AI, from the player side only', async () => {
    const api = boot()
    await ok(api, 'profiles.create', { slot: 1, name: 'Reader' })
    const first = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'kotor',
      deckId: null,
      seed: SEED,
    })
    let update = await playRounds(api, first, 2)
    // on to a position where the player has a choice and the search runs
    while (
      update.result === null &&
      (update.view.legal.length < 2 || update.view.players[0].total <= 10)
    ) {
      update = await ok<MatchUpdate>(api, 'match.act', {
        matchId: update.matchId,
        action: humanMove(update),
      })
    }
    expect(update.result).toBeNull()
    const match = savedMatch()
    const belief = matchBelief(match, 0)
    expect(belief.observed).toBeGreaterThan(0)
    // the AI's actions were read, none of the player's
    const aiActions = parseMoves(match.moves ?? '').filter(
      (m) => m.player === 1 && m.type !== 'choose',
    )
    expect(belief.observed).toBeLessThanOrEqual(aiActions.length)
    const hint = await ok<Hint>(api, 'match.hint', { matchId: update.matchId })
    const expected = advise(view(match.state, 0), belief)
    const { player: _seat, ...action } = expected.action
    expect(hint.action).toEqual(action)
    expect(hint.winChance).toBeCloseTo(expected.winChance ?? -1, 10)
  }, 60_000)
})
