import type { AiTier, MatchResult, PlayerAction } from '@preload/contract'
import { apply, createMatch, type MatchSetup, type MatchState } from '@main/engine'
import { LOCATIONS } from '@main/services/campaign/content'
import { Game } from '@main/services/game'
import { noteEvents } from '@main/services/feats'
import type { MatchTally, ProfileData, StoredMatch } from '@main/store'
import { parseActionText } from '@tools/scenario/run'
import { steppingClock } from './store-helpers'

/**
 * Scenario-style positions for the achievements' tests: the real engine is played to a
 * position with scenario action texts (docs/scenarios.md) for both players, each action
 * optionally forcing the main-deck cards its turn change draws, and every event is folded
 * into the match's tally exactly as the match service does. The last action is then sent
 * through the real match service, on a profile saved in real files.
 *
 * `round(w)` plays a whole round by standing: the opener (who always draws 5 at a round's
 * start, kept so by every round this kit ends) stands, the other draws 9 (to win) or 3 (to
 * lose) and stands. After the player (0) wins a round, the opponent (1) opens the next, so
 * after `round(0)` the position is "1 to act on 5".
 */
export class Position {
  state: MatchState
  tally: MatchTally

  constructor(setup: Omit<MatchSetup, 'seed' | 'draws'> & { seed?: number }) {
    const created = createMatch({ seed: 7, ...setup, draws: [5] })
    this.state = created.state
    this.tally = noteEvents(undefined, created.events)
  }

  /** Applies one scenario action text, the turn change after it drawing `draws` first. */
  act(text: string, draws: number[] = []): this {
    this.state = { ...this.state, forcedDraws: [...this.state.forcedDraws, ...draws] }
    const result = apply(this.state, parseActionText(text).toAction(this.state))
    if (!result.ok) throw new Error(`"${text}" was refused: ${result.error.reason}`)
    this.state = result.state
    this.tally = noteEvents(this.tally, result.events)
    return this
  }

  /** One round won by `winner`, both standing (see the class comment). */
  round(winner: 0 | 1): this {
    const opener = this.state.turn
    if (opener === null) throw new Error('no round in play')
    this.act('stand', [winner === opener ? 3 : 9])
    return this.act('stand', [5])
  }

  /** Both players choose their hands for the coming set (tournament, cantina). */
  choose(mine: string, theirs: string): this {
    return this.act(`0: choose ${mine}`).act(`1: choose ${theirs}`)
  }

  /** The match as a save holds it in progress. */
  stored(extra: Partial<StoredMatch> = {}): StoredMatch {
    return {
      id: 'match-1-feats',
      mode: 'quick',
      opponentId: null,
      tier: 'rookie',
      deckId: null,
      wager: 0,
      houseCut: 0,
      seed: 7,
      aiMoves: 0,
      startedAt: '2026-01-01T00:00:00.000Z',
      state: this.state,
      tally: this.tally,
      ...extra,
    }
  }
}

/** A game over a fresh temp folder with one loaded profile, changed by `prepare`. */
export async function gameWithProfile(
  dataDir: string,
  prepare: (profile: ProfileData) => void = () => {},
): Promise<Game> {
  const game = new Game({ dataDir, host: 'web', seed: 1, now: steppingClock() })
  await game.init()
  await game.profiles.create(1, 'Ana', 0)
  await game.profiles.mutate((profile) => prepare(profile))
  return game
}

/** Opens every cantina of the campaign: a player far on. */
export function openEveryCantina(profile: ProfileData): void {
  profile.campaign.unlocked = LOCATIONS.map((location) => location.id)
}

/** Puts `match` in the profile and sends the player's last action through the match service. */
export async function finish(
  game: Game,
  match: StoredMatch,
  action: PlayerAction,
): Promise<MatchResult> {
  await game.profiles.mutate((profile) => {
    profile.match = match
  })
  const update = await game.matches.act(match.id, action)
  if (!update.result) throw new Error('the last action did not finish the match')
  return update.result
}

/** A quick match's stored form against a tier. */
export function quick(position: Position, tier: AiTier = 'rookie'): StoredMatch {
  return position.stored({ mode: 'quick', tier })
}
