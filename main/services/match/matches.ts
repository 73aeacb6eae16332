import { randomBytes } from 'node:crypto'
import type {
  Hint,
  MatchEvent,
  MatchResult,
  MatchStart,
  MatchUpdate,
  PlayerAction,
} from '@preload/contract'
import { deckProblemMessage, refusalMessage, type DeckName, type Message } from '@common/messages'
import { advise, decide, type AiPlayer } from '@main/ai'
import {
  apply,
  createMatch,
  legalActions,
  MatchSetupError,
  view,
  type Action,
  type MatchState,
} from '@main/engine'
import type { ProfileData, StoredDeck, StoredMatch } from '@main/store'
import { deckProblems, rulesProblems } from '../decks/problems'
import { refuse, refuseWith } from '../errors'
import { isStarterDeck } from '../profile/new-profile'
import type { Profiles } from '../profile/profiles'
import { decisionSeed, type SeedSource } from '../seeds'
import { checkWager, opponentById, opponentInfo } from '../world'
import { quickDeck, quickOpponent } from './quick'
import { settleMatch } from './settle'
import { adviceReason, coachReason } from './advice'
import { emptyTally, noteEvents } from '../feats'
import { appendMove } from '../history/moves'
import { recordHistory } from '../history/record'
import { coachAction, totalAfter, TUTORIAL_SEED, tutorialSetup } from './tutorial'

/** More AI actions than any real match needs between two human moves: a guard, not a rule. */
const AI_ACTION_LIMIT = 2_000

export interface MatchesOptions {
  /** unwagered matches: a fixed sequence under --seed (tests), else the OS */
  seeds: SeedSource
  /** wagered matches, always: the OS, whatever the command line or the renderer says */
  wagerSeeds: SeedSource
  /** honour a seed sent with an unwagered campaign match (tests and the host's --seed only) */
  trustRendererSeeds: boolean
}

/**
 * Matches against the AI. The human is always player 0. Each call applies the human's action,
 * then the AI's actions until it is the human's turn again (or the match is over), and saves
 * the match in the profile, so a relaunch resumes it and quitting cannot dodge a lost wager.
 */
export class Matches {
  constructor(
    private readonly profiles: Profiles,
    private readonly options: MatchesOptions,
  ) {}

  start(start: MatchStart): Promise<MatchUpdate> {
    if (start.mode === 'tutorial') return this.startTutorial(start.forfeit)
    const seed = this.seedFor(start)
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, start.forfeit, at)
      const findDeck = (id: string) => {
        const found = profile.decks.find((d) => d.id === id)
        if (!found) refuse('not-found', 'errors.deck.notFound')
        return found
      }
      let stored: StoredMatch
      let events: MatchEvent[]
      if (start.mode === 'quick') {
        // No deck named: the house lends its practice deck, so every ruleset can be tried
        // before the player owns cards for it (a new profile owns no tournament cards).
        const deck =
          start.deckId === null
            ? { id: null, name: null, cards: quickDeck(start.rules) }
            : findDeck(start.deckId)
        const problems = rulesProblems(start.rules, deck.cards)
        if (problems.length > 0) {
          if (deck.name === null)
            refuse('invalid-deck', 'errors.match.houseDeckUnplayable', { problems })
          refuse('invalid-deck', 'errors.match.deckUnplayable', { deck: named(deck), problems })
        }
        const created = this.create(start.rules, seed, deck.cards, quickDeck(start.rules))
        events = created.events
        stored = {
          id: matchId(profile),
          mode: 'quick',
          opponentId: null,
          tier: start.tier,
          deckId: deck.id,
          wager: 0,
          houseCut: 0,
          seed,
          aiMoves: 0,
          startedAt: at,
          state: created.state,
          tally: emptyTally(),
          moves: '',
        }
      } else {
        const deck = findDeck(start.deckId)
        const opponent = opponentById(start.opponentId)
        if (!opponent) refuse('not-found', 'errors.match.noSuchOpponent')
        const credits = profile.wallet.credits
        const wagerProblem = checkWager(profile.campaign, opponent.id, start.wager, credits)
        if (wagerProblem !== null) {
          refuseWith(start.wager > credits ? 'insufficient-credits' : 'rejected', wagerProblem)
        }
        const problems = deckProblems(profile, opponent.rules, deck.cards)
        if (problems.length > 0) {
          refuse('invalid-deck', 'errors.match.deckUnplayableAtTable', {
            deck: named(deck),
            problems,
          })
        }
        const created = this.create(opponent.rules, seed, deck.cards, opponent.sideDeck)
        events = created.events
        stored = {
          id: matchId(profile),
          mode: 'campaign',
          opponentId: opponent.id,
          tier: null,
          deckId: deck.id,
          wager: start.wager,
          houseCut: opponent.houseCut,
          seed,
          aiMoves: 0,
          startedAt: at,
          state: created.state,
          tally: emptyTally(),
          moves: '',
        }
      }
      profile.match = stored
      return this.advance(profile, stored, events, at)
    })
  }

  /**
   * A match's seed. Credits at stake: main's own random source, always, so no deal of a wagered
   * match can be replayed (not by --seed, not by a seed the renderer sends). Nothing at stake:
   * the renderer's seed for a quick match, or the --seed sequence, so tests can repeat a deal.
   */
  private seedFor(start: Exclude<MatchStart, { mode: 'tutorial' }>): number {
    if (start.mode === 'campaign' && start.wager > 0) return this.options.wagerSeeds.next()
    const trusted = start.mode === 'quick' || this.options.trustRendererSeeds
    return start.seed !== undefined && trusted ? start.seed : this.options.seeds.next()
  }

  /**
   * The first-match tutorial (tutorial.ts): fixed cards and scripted draws, so it needs no
   * deck and works on a fresh profile. An open match is asked about first, as for any start.
   */
  private startTutorial(forfeit: string | undefined): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, forfeit, at)
      const created = createMatch(tutorialSetup())
      const stored: StoredMatch = {
        id: matchId(profile),
        mode: 'tutorial',
        opponentId: null,
        tier: 'rookie',
        deckId: null,
        wager: 0,
        houseCut: 0,
        seed: TUTORIAL_SEED,
        aiMoves: 0,
        startedAt: at,
        state: created.state,
        tally: emptyTally(),
        moves: '',
      }
      profile.match = stored
      return this.advance(profile, stored, created.events, at)
    })
  }

  /**
   * Before a new match: an open one is never thrown away silently (that lost it from the stats
   * and let a player dodge a loss). Without `forfeit` naming it, the start is refused with
   * 'match-open' so the player can choose; with it, the open match is settled as a
   * resignation (a loss in the stats, its stake lost) in the same saved step as the new start.
   */
  private closeOpen(profile: ProfileData, forfeit: string | undefined, at: string): void {
    const open = profile.match
    if (!open) return
    if (forfeit !== open.id) {
      refuse('match-open', 'errors.match.open')
    }
    const state: MatchState = { ...open.state, phase: 'over', turn: null, winner: 1 }
    this.finish(profile, { ...open, state }, true, at)
  }

  act(matchId: string, action: PlayerAction): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId)
      const move = toEngineAction(action)
      const result = apply(match.state, move)
      if (!result.ok) refuseWith('rejected', refusalMessage(result.error))
      match.state = result.state
      if (match.moves !== undefined) match.moves = appendMove(match.moves, move)
      return this.advance(profile, match, result.events, at)
    })
  }

  resign(matchId: string): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId)
      // The final view shows the match as over, won by the opponent.
      const state: MatchState = { ...match.state, phase: 'over', turn: null, winner: 1 }
      const events: MatchEvent[] = [{ type: 'matchEnd', winner: 1 }]
      const update = this.update(match, state, events)
      update.result = this.finish(profile, { ...match, state }, true, at)
      return update
    })
  }

  resume(): MatchUpdate | null {
    const match = this.profiles.require().match
    return match ? this.update(match, match.state, []) : null
  }

  hint(matchId: string): Hint {
    const match = this.find(this.profiles.require(), matchId)
    const mine = view(match.state, 0)
    if (mine.legal.length === 0) refuse('rejected', 'errors.match.notYourMove')
    // In the tutorial the coach advises: its plain rules are what the lessons teach.
    const tutorial = match.mode === 'tutorial'
    const action = tutorial ? coachAction(match.state, 0) : null
    const advice = action ? { action, winChance: tutorialChance(mine) } : advise(mine)
    const hint: Hint = {
      action: toPlayerAction(advice.action),
      reason: tutorial
        ? coachReason(match.state, advice.action)
        : adviceReason(mine, advice.action),
    }
    if (advice.winChance !== undefined) hint.winChance = advice.winChance
    if (advice.action.type !== 'choose') hint.total = totalAfter(match.state, advice.action)
    return hint
  }

  private create(
    rules: MatchState['rules'],
    seed: number,
    human: StoredMatch['state']['players'][0]['sideDeck'],
    ai: StoredMatch['state']['players'][0]['sideDeck'],
  ): { state: MatchState; events: MatchEvent[] } {
    try {
      return createMatch({ rules, seed, sideDecks: [[...human], [...ai]] })
    } catch (error) {
      if (error instanceof MatchSetupError) {
        // services check decks before a match starts: this is a deck the checks let through
        const { problem } = error
        const problems: Message[] =
          problem.reason === 'side-deck' ? problem.problems.map((p) => deckProblemMessage(p)) : []
        refuse('invalid-deck', 'errors.match.deckRefused', { problems })
      }
      throw error
    }
  }

  private find(profile: ProfileData, matchId: string): StoredMatch {
    const match = profile.match
    if (!match || match.id !== matchId) refuse('not-found', 'errors.match.notFound')
    return match
  }

  /** Plays the AI's moves until the human must act, then settles the match if it is over. */
  private advance(
    profile: ProfileData,
    match: StoredMatch,
    events: MatchEvent[],
    at: string,
  ): MatchUpdate {
    const all = [...events]
    const ai = this.aiPlayer(match)
    for (let n = 0; aiToAct(match.state); n++) {
      if (n >= AI_ACTION_LIMIT) throw new Error('The AI did not finish its turn.')
      const action = this.aiAction(match, ai)
      match.aiMoves += 1
      const result = apply(match.state, action)
      if (!result.ok) throw new Error(`The AI's move was refused: ${result.error.reason}`)
      match.state = result.state
      if (match.moves !== undefined) match.moves = appendMove(match.moves, action)
      all.push(...result.events)
    }
    if (match.tally) match.tally = noteEvents(match.tally, all)
    const update = this.update(match, match.state, all)
    if (match.state.phase === 'over') update.result = this.finish(profile, match, false, at)
    return update
  }

  /**
   * The one place every match ends, won, lost, resigned or forfeited: settles it (a tutorial
   * settles nothing), keeps it in the history, and closes it, all on the draft the caller
   * saves in one step. `match.state` is the final state (a resignation's marks it lost).
   * What else a finished match feeds (per-mode records, achievements) hooks in here.
   */
  private finish(
    profile: ProfileData,
    match: StoredMatch,
    resigned: boolean,
    at: string,
  ): MatchResult {
    const won = match.state.winner === 0
    const result =
      match.mode === 'tutorial'
        ? practiceResult(won, resigned)
        : settleMatch(profile, match, won, resigned, at)
    recordHistory(profile, match, result, at)
    profile.match = null
    return result
  }

  /** The AI's choice, or, if the AI offers something the rules refuse, its safest legal move. */
  private aiAction(match: StoredMatch, ai: AiPlayer): Action {
    const legal = legalActions(match.state, 1)
    try {
      const chosen = decide(view(match.state, 1), ai, decisionSeed(match.seed, match.aiMoves))
      if (chosen.player === 1 && apply(match.state, chosen).ok) return chosen
    } catch {
      // fall through to the safe move below
    }
    const safe =
      legal.find((a) => a.type === 'stand') ?? legal.find((a) => a.type === 'choose') ?? legal[0]
    if (!safe) throw new Error('The AI has no legal move.')
    return safe
  }

  private aiPlayer(match: StoredMatch): AiPlayer {
    if (match.mode === 'campaign' && match.opponentId !== null) {
      const opponent = opponentById(match.opponentId)
      if (opponent) return opponent.ai
    }
    return { tier: match.tier ?? 'rookie' }
  }

  private update(match: StoredMatch, state: MatchState, events: MatchEvent[]): MatchUpdate {
    const opponent =
      match.mode === 'campaign' && match.opponentId !== null
        ? opponentById(match.opponentId)
        : undefined
    return {
      matchId: match.id,
      mode: match.mode,
      you: 0,
      events,
      view: view(state, 0),
      opponent: opponent ? opponentInfo(opponent) : quickOpponent(match.tier ?? 'rookie'),
      wager: match.wager,
      replay: replayOf(match),
      locationId: opponent?.locationId ?? null,
      result: null,
    }
  }
}

/** A saved deck as a message names it (the renderer names the untouched starter in the language). */
function named(deck: StoredDeck): DeckName {
  return { name: deck.name, starter: isStarterDeck(deck) }
}

/** How to start the same match again, as the renderer would ask (no seed: a new deal). */
function replayOf(match: StoredMatch): MatchStart {
  if (match.mode === 'tutorial') return { mode: 'tutorial' }
  if (match.mode === 'campaign' && match.opponentId !== null && match.deckId !== null) {
    return {
      mode: 'campaign',
      opponentId: match.opponentId,
      deckId: match.deckId,
      wager: match.wager,
    }
  }
  return {
    mode: 'quick',
    rules: match.state.rules,
    tier: match.tier ?? 'rookie',
    deckId: match.deckId,
  }
}

/**
 * A new match's id: the profile's next number and a random part, so ids differ across profiles
 * too (one profile's `match-5` is never another's), and a page holding an old id can never act
 * on a match of the profile another tab switched to.
 */
function matchId(profile: ProfileData): string {
  return `match-${profile.nextId++}-${randomBytes(4).toString('hex')}`
}

/** A tutorial's end: nothing was staked and nothing is recorded (it does not count in stats). */
function practiceResult(won: boolean, resigned: boolean): MatchResult {
  return {
    winner: won ? 0 : 1,
    resigned,
    creditsDelta: 0,
    houseCut: 0,
    prizeCards: [],
    // the result screen says in the player's language that a tutorial counts for nothing
    notes: [],
  }
}

/**
 * The advisor's estimate for the advisor panel (H); the coach's advice never waits on it. None
 * when the advisor cannot give one: the hint then shows no number rather than a made-up one.
 */
function tutorialChance(mine: ReturnType<typeof view>): number | undefined {
  try {
    return advise(mine).winChance
  } catch {
    return undefined
  }
}

function aiToAct(state: MatchState): boolean {
  if (state.phase === 'over') return false
  if (state.phase === 'choose') return !state.players[1].chosen
  return state.turn === 1
}

function toEngineAction(action: PlayerAction): Action {
  switch (action.type) {
    case 'end':
    case 'stand':
      return { type: action.type, player: 0 }
    case 'play':
      return action.sign === undefined
        ? { type: 'play', player: 0, card: action.card }
        : { type: 'play', player: 0, card: action.card, sign: action.sign }
    case 'choose':
      return { type: 'choose', player: 0, cards: [...action.cards] }
  }
}

function toPlayerAction(action: Action): PlayerAction {
  switch (action.type) {
    case 'end':
    case 'stand':
      return { type: action.type }
    case 'play':
      return action.sign === undefined
        ? { type: 'play', card: action.card }
        : { type: 'play', card: action.card, sign: action.sign }
    case 'choose':
      return { type: 'choose', cards: [...action.cards] }
  }
}
