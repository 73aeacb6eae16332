import { randomBytes } from 'node:crypto'
import type {
  CardCode,
  Hint,
  HotseatSeat,
  MatchEvent,
  MatchResult,
  MatchStart,
  MatchUpdate,
  PlayerAction,
  RulesetId,
} from '@preload/contract'
import { isHouseSampler } from '@common/decks'
import {
  deckProblemMessage,
  message,
  refusalMessage,
  type DeckName,
  type Message,
} from '@common/messages'
import { MAX_PLAYER_NAME, sameName } from '@common/players'
import { advise, decide, type AiPlayer, type Belief } from '@main/ai'
import {
  apply,
  createMatch,
  legalActions,
  MatchSetupError,
  view,
  type Action,
  type MatchState,
  type PlayerIndex,
} from '@main/engine'
import type { HabitsData, ProfileData, StoredDeck, StoredMatch } from '@main/store'
import { withoutSeat } from '../actions'
import { deckProblems, rulesProblems } from '../decks/problems'
import { refuse, refuseWith } from '../errors'
import { cleanName } from '../names'
import { isStarterDeck } from '../profile/new-profile'
import type { Profiles } from '../profile/profiles'
import { decisionSeed, type SeedSource } from '../seeds'
import { checkWager, opponentById, opponentInfo } from '../world'
import { quickDeck, quickOpponent, samplerDeck } from './quick'
import { settleMatch } from './settle'
import { advised, coached, type NextAdvice } from './advice'
import { matchBelief } from './reading'
import { habitRemark, habitsBelief, noteHabits } from './habits'
import { emptyTally, noteEvents } from '../feats'
import { appendMove } from '../history/moves'
import { recordHistory } from '../history/record'
import { coachAction, TUTORIAL_SEED, tutorialSetup } from './tutorial'
import { seatToAct } from '@common/seat-to-act'
import { hotseatOpponent, hotseatPortraits, hotseatShown, type HotseatRecord } from './hotseat'
import { dailyChallenge, dailySeed, localDate } from '../daily/challenge'
import { beginAttempt } from '../daily/daily'

/** More AI actions than any real match needs between two human moves: a guard, not a rule. */
const AI_ACTION_LIMIT = 2_000

export interface MatchesOptions {
  /** unwagered matches: a fixed sequence under --seed (tests), else the OS */
  seeds: SeedSource
  /** wagered matches, always: the OS, whatever the command line or the renderer says */
  wagerSeeds: SeedSource
  /** honour a seed sent with an unwagered match (tests: the host's --seed only) */
  trustRendererSeeds: boolean
  /** the clock the daily challenge's date is read from (tests pin it) */
  now: () => Date
}

/**
 * Matches against the AI, where the human is player 0, and hot-seat matches, where two people
 * take the seats in turn (hotseat.ts). Each call applies the action of the seat that moves,
 * then, against the AI, the AI's actions until it is the human's turn again (or the match is
 * over), and saves the match in the profile, so a relaunch resumes it and quitting cannot dodge
 * a lost wager.
 */
export class Matches {
  constructor(
    private readonly profiles: Profiles,
    private readonly options: MatchesOptions,
  ) {}

  /**
   * Starts a match of any mode as the profile's open match, saved with the AI's first moves;
   * refuses an unplayable deck, a wager the table does not take, or an open match not forfeited.
   */
  start(start: MatchStart): Promise<MatchUpdate> {
    if (start.mode === 'tutorial') return this.startTutorial(start.forfeit)
    if (start.mode === 'hotseat') return this.startHotseat(start)
    if (start.mode === 'daily') return this.startDaily(start.date, start.forfeit)
    const seed = this.seedFor(start)
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, start.forfeit, at)
      if (start.mode === 'quick') {
        // No deck named: the house lends its practice deck, so every ruleset can be tried
        // before the player owns cards for it (a new profile owns no tournament cards); or its
        // sampler, to try the ruleset's own cards before owning them.
        const deck = playableDeck(profile, start.deckId, start.rules)
        const created = this.create(start.rules, seed, deck.cards, quickDeck(start.rules))
        return this.begin(profile, at, seed, created, {
          mode: 'quick',
          opponentId: null,
          tier: start.tier,
          deckId: deck.id,
          wager: 0,
          houseCut: 0,
          tally: emptyTally(),
        })
      }
      const deck = storedDeck(profile, start.deckId)
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
      return this.begin(profile, at, seed, created, {
        mode: 'campaign',
        opponentId: opponent.id,
        tier: null,
        deckId: deck.id,
        wager: start.wager,
        houseCut: opponent.houseCut,
        tally: emptyTally(),
      })
    })
  }

  /**
   * What every start ends with: the new match, with what each one starts from (a new id, no
   * move made, no AI decision taken, begun now) and its mode's own `fields`, becomes the
   * profile's open match, and the AI plays up to the first human move.
   */
  private begin(
    profile: ProfileData,
    at: string,
    seed: number,
    created: { state: MatchState; events: MatchEvent[] },
    fields: Omit<StoredMatch, 'id' | 'seed' | 'aiMoves' | 'startedAt' | 'state' | 'moves'>,
  ): MatchUpdate {
    const stored: StoredMatch = {
      id: matchId(profile),
      ...fields,
      seed,
      aiMoves: 0,
      startedAt: at,
      state: created.state,
      moves: '',
    }
    profile.match = stored
    return this.advance(profile, stored, created.events, at)
  }

  /**
   * A match's seed. Credits at stake: main's own random source, always, so no deal of a wagered
   * match can be replayed (not by --seed, not by a seed the renderer sends). Nothing at stake:
   * the renderer's seed only on a host started with --seed (tests), else the --seed sequence or
   * the OS. A quick match counts in the stats and the achievements, so a page that could choose
   * its seed could replay a deal it knows it wins against the master.
   */
  private seedFor(start: Extract<MatchStart, { mode: 'quick' | 'campaign' | 'hotseat' }>): number {
    if (start.mode === 'campaign' && start.wager > 0) return this.options.wagerSeeds.next()
    const trusted = this.options.trustRendererSeeds
    return start.seed !== undefined && trusted ? start.seed : this.options.seeds.next()
  }

  /**
   * The first-match tutorial (tutorial.ts): fixed cards and scripted draws, so it needs no
   * deck and works on a fresh profile. An open match is asked about first, as for any start.
   */
  private startTutorial(forfeit: string | undefined): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, forfeit, at)
      return this.begin(profile, at, TUTORIAL_SEED, createMatch(tutorialSetup()), {
        mode: 'tutorial',
        opponentId: null,
        tier: 'rookie',
        deckId: null,
        wager: 0,
        houseCut: 0,
        tally: emptyTally(),
      })
    })
  }

  /**
   * Hot-seat: two people, two decks (saved decks legal for the rules, or the house deck), no
   * stake and no AI. It opens on the curtain for the first seat to act (hotseat.ts).
   */
  private startHotseat(start: Extract<MatchStart, { mode: 'hotseat' }>): Promise<MatchUpdate> {
    const seed = this.seedFor(start)
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, start.forfeit, at)
      const [one, two] = start.players
      const names: [string, string] = [seatName(one, 1), seatName(two, 2)]
      if (sameName(names[0], names[1])) refuse('rejected', 'errors.match.hotseatSameNames')
      const decks = start.players.map((seat) => playableDeck(profile, seat.deckId, start.rules))
      const [first, second] = decks as [(typeof decks)[0], (typeof decks)[0]]
      const created = this.create(start.rules, seed, first.cards, second.cards)
      const update = this.begin(profile, at, seed, created, {
        mode: 'hotseat',
        opponentId: null,
        tier: null,
        deckId: null,
        wager: 0,
        houseCut: 0,
        hotseat: { names, deckIds: [first.id, second.id], revealed: null },
      })
      // the one answer whose curtain comes before anybody has had the screen
      if (update.hotseat) update.hotseat.opening = true
      return update
    })
  }

  /**
   * Today's daily challenge: main's clock decides the day and the day decides the deal
   * (daily/challenge.ts). The first start of the day is the counted attempt and is recorded in
   * the same saved step; a later start that day is a replay that counts for nothing.
   * `shown`: the day the renderer's screen shows. Main is the judge of the day, so a screen left
   * open past midnight (or a Play again of yesterday's) cannot start today's counted attempt
   * unseen: it is refused with 'day-changed' and the screen fetches today's. A timer in the
   * renderer would miss a clock changed by hand, a time zone crossed or a machine woken from
   * sleep; this check holds whatever the renderer's clock did.
   */
  private startDaily(shown: string | undefined, forfeit: string | undefined): Promise<MatchUpdate> {
    const date = localDate(this.options.now())
    if (shown !== undefined && shown !== date) refuse('day-changed', 'errors.match.dayChanged')
    const challenge = dailyChallenge(date)
    const seed = dailySeed(date)
    return this.profiles.mutate((profile, at) => {
      this.closeOpen(profile, forfeit, at)
      const counted = beginAttempt(profile, date)
      const created = this.create(challenge.rules, seed, challenge.deck, challenge.opponentDeck)
      return this.begin(profile, at, seed, created, {
        mode: 'daily',
        opponentId: null,
        tier: challenge.tier,
        deckId: null,
        wager: 0,
        houseCut: 0,
        daily: { date, counted },
      })
    })
  }

  /**
   * Hot-seat: the person the table was passed to confirms they have it. From then on the
   * answers carry their own view, until the turn passes to the other seat.
   */
  reveal(matchId: string): Promise<MatchUpdate> {
    return this.profiles.mutate((profile) => {
      const match = this.find(profile, matchId)
      const record = match.hotseat
      if (match.mode !== 'hotseat' || !record) refuse('rejected', 'errors.match.notHotseat')
      const actor = seatToAct(match.state)
      if (actor === null) refuse('rejected', 'errors.match.notYourMove')
      record.revealed = actor
      return this.update(match, match.state, [], actor, profile)
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
    const winner = otherSeat(resigner(open))
    const state: MatchState = { ...open.state, phase: 'over', turn: null, winner }
    this.finish(profile, { ...open, state }, true, at)
  }

  /**
   * Makes the acting seat's move, then the AI's until the human must act, and saves; refuses an
   * illegal move, or in hot-seat a move before its person has lifted the curtain.
   */
  act(matchId: string, action: PlayerAction): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId)
      const seat = this.actingSeat(match)
      const move = toEngineAction(action, seat)
      const result = apply(match.state, move)
      if (!result.ok) refuseWith('rejected', refusalMessage(result.error))
      match.state = result.state
      if (match.moves !== undefined) match.moves = appendMove(match.moves, move)
      // the turn passed to the other person: the curtain comes down until they confirm
      if (match.hotseat && seatToAct(match.state) !== seat) match.hotseat.revealed = null
      return this.advance(profile, match, result.events, at, seat)
    })
  }

  /** Ends the match as lost by the seat that resigns, settled and saved as any end (stake lost). */
  resign(matchId: string): Promise<MatchUpdate> {
    return this.profiles.mutate((profile, at) => {
      const match = this.find(profile, matchId)
      // The final view shows the match as over, won by the opponent (in hot-seat: by the
      // person who does not have the table).
      const loser = resigner(match)
      const winner = otherSeat(loser)
      const state: MatchState = { ...match.state, phase: 'over', turn: null, winner }
      const events: MatchEvent[] = [{ type: 'matchEnd', winner }]
      const update = this.update(match, state, events, loser, profile)
      update.result = this.finish(profile, { ...match, state }, true, at)
      return update
    })
  }

  /** The open match as it stands, for a relaunch or a reload, or null; it changes nothing. */
  resume(): MatchUpdate | null {
    const profile = this.profiles.require()
    const match = profile.match
    if (!match) return null
    // A hot-seat match reopens on the curtain, whoever last had the table.
    const shown = match.hotseat
      ? { ...match, hotseat: { ...match.hotseat, revealed: null } }
      : match
    return this.update(shown, match.state, [], undefined, profile)
  }

  /**
   * Whose action a call makes: the human (seat 0) against the AI; in hot-seat the seat to act,
   * and only once that person has lifted the curtain.
   */
  private actingSeat(match: StoredMatch): PlayerIndex {
    if (!match.hotseat) return 0
    const actor = seatToAct(match.state)
    if (actor === null) refuse('rejected', 'errors.match.notYourMove')
    if (match.hotseat.revealed !== actor) refuse('rejected', 'errors.match.curtainUp')
    return actor
  }

  /**
   * The advisor's move for the human with its reason (the coach's in the tutorial); saves nothing.
   * Refused in hot-seat, where both people would see it, and when it is not the human's move.
   */
  hint(matchId: string): Hint {
    const match = this.find(this.profiles.require(), matchId)
    // Two people share the screen: advice for one would be shown to both.
    if (match.mode === 'hotseat') refuse('rejected', 'errors.match.noHintHotseat')
    const mine = view(match.state, 0)
    if (mine.legal.length === 0) refuse('rejected', 'errors.match.notYourMove')
    // In the tutorial the coach advises: its plain rules are what the lessons teach.
    const tutorial = match.mode === 'tutorial'
    const action = tutorial ? coachAction(match.state, 0) : null
    // The advisor reads the AI's play as the AI reads the player's (reading.ts).
    const belief = matchBelief(match, 0)
    const advice = action
      ? { action, winChance: tutorialChance(mine, belief) }
      : advise(mine, belief)
    // the rest of a plan over the target, by the same advisor and belief
    const nextAdvice: NextAdvice = (later) => advise(view(later, 0), belief).action
    // the reason and the total from one landing of the card
    const told = tutorial
      ? coached(match.state, advice.action)
      : advised(match.state, advice.action, nextAdvice)
    const hint: Hint = { action: withoutSeat(advice.action), reason: told.reason }
    if (advice.winChance !== undefined) hint.winChance = advice.winChance
    if (advice.action.type !== 'choose') hint.total = told.total
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

  /**
   * Plays the AI's moves until the human must act, then settles the match if it is over.
   * `seat`: who just acted (hot-seat: the side the table is drawn from while the curtain is up).
   */
  private advance(
    profile: ProfileData,
    match: StoredMatch,
    events: MatchEvent[],
    at: string,
    seat?: PlayerIndex,
  ): MatchUpdate {
    const all = [...events]
    const ai = this.aiPlayer(match, profile.habits)
    for (let n = 0; match.mode !== 'hotseat' && aiToAct(match.state); n++) {
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
    const update = this.update(match, match.state, all, seat, profile)
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
    // what the player did, for the master opponents who remember it (habits.ts)
    noteHabits(profile, match)
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

  /**
   * Who the AI is in this match. A master reads the player: its belief is rebuilt from the
   * moves so far (reading.ts), once per call, since only the player's moves change it.
   */
  private aiPlayer(match: StoredMatch, habits: HabitsData | undefined): AiPlayer {
    const ai = this.aiOf(match)
    if (ai.tier !== 'master') return ai
    const start = remembers(match) ? habitsBelief(habits) : undefined
    return { ...ai, belief: matchBelief(match, 1, start) }
  }

  private aiOf(match: StoredMatch): AiPlayer {
    if (match.mode === 'campaign' && match.opponentId !== null) {
      const opponent = opponentById(match.opponentId)
      if (opponent) return opponent.ai
    }
    return { tier: match.tier ?? 'rookie' }
  }

  /**
   * The answer for the renderer; `seat`: in hot-seat, who last had the table (see hotseat.ts);
   * `profile`: its remembered habits, for what an opponent who remembers them says, and its
   * portrait, which the save's player wears at a hot-seat table.
   */
  private update(
    match: StoredMatch,
    state: MatchState,
    events: MatchEvent[],
    seat?: PlayerIndex,
    profile?: Pick<ProfileData, 'habits' | 'portrait'>,
  ): MatchUpdate {
    if (match.hotseat) {
      const portraits = hotseatPortraits(profile?.portrait)
      return this.hotseatUpdate(match, match.hotseat, state, events, seat, portraits)
    }
    const opponent =
      match.mode === 'campaign' && match.opponentId !== null
        ? opponentById(match.opponentId)
        : undefined
    const remark = remembers(match) ? habitRemark(profile?.habits) : null
    return {
      matchId: match.id,
      mode: match.mode,
      you: 0,
      events,
      view: view(state, 0),
      opponent: opponent
        ? { ...opponentInfo(opponent), ...(remark ? { remark } : {}) }
        : quickOpponent(match.tier ?? 'rookie'),
      wager: match.wager,
      replay: replayOf(match),
      locationId: opponent?.locationId ?? null,
      result: null,
      ...(match.daily ? { daily: { ...match.daily } } : {}),
    }
  }

  /** A hot-seat answer: only the acting seat's own view, and only once they hold the table. */
  private hotseatUpdate(
    match: StoredMatch,
    record: HotseatRecord,
    state: MatchState,
    events: MatchEvent[],
    seat: PlayerIndex | undefined,
    portraits: [string, string],
  ): MatchUpdate {
    const lastSeat = seat ?? seatToAct(state) ?? 0
    const shown = hotseatShown({ ...match, state }, record, lastSeat, portraits)
    return {
      matchId: match.id,
      mode: 'hotseat',
      you: shown.you,
      events,
      view: shown.view,
      opponent: hotseatOpponent(record, shown.you, portraits),
      wager: 0,
      replay: replayOf(match),
      locationId: null,
      result: null,
      hotseat: shown.info,
    }
  }
}

/**
 * A hot-seat player's name: 1..MAX_PLAYER_NAME characters, one refusal for an empty or long one,
 * and one that says which character may not be in it, and in which seat's name (1 or 2, as the
 * setup numbers them): the refusal is shown under both.
 */
function seatName(seat: HotseatSeat, number: 1 | 2): string {
  const refused = message('errors.match.hotseatName', { max: MAX_PLAYER_NAME })
  return cleanName(seat.name, MAX_PLAYER_NAME, {
    missing: refused,
    tooLong: refused,
    character: ({ fault, code }) =>
      message('errors.match.hotseatNameCharacter', { char: fault, code, seat: number }),
  })
}

/** Who loses by resigning: the human against the AI; in hot-seat the person with the move. */
function resigner(match: StoredMatch): PlayerIndex {
  return match.mode === 'hotseat' ? (seatToAct(match.state) ?? 0) : 0
}

/** Whether the match's opponent remembers the player: a campaign opponent at the master tier. */
function remembers(match: StoredMatch): boolean {
  if (match.mode !== 'campaign' || match.opponentId === null) return false
  return opponentById(match.opponentId)?.ai.tier === 'master'
}

function otherSeat(seat: PlayerIndex): PlayerIndex {
  return seat === 0 ? 1 : 0
}

/** A saved deck as a message names it (the renderer names the untouched starter in the language). */
function named(deck: StoredDeck): DeckName {
  return { name: deck.name, starter: isStarterDeck(deck) }
}

/**
 * A deck the house lends for a quick match or hot-seat: its practice deck (null) or its sampler,
 * for the rules. Undefined for any other id: a saved deck's, looked up in the profile. The cards
 * stay the house's: nothing is added to the collection, and the shop does not count them.
 */
function lentDeck(
  deckId: string | null,
  rules: RulesetId,
): { id: string | null; name: null; cards: CardCode[] } | undefined {
  if (deckId === null) return { id: null, name: null, cards: quickDeck(rules) }
  if (isHouseSampler(deckId)) return { id: deckId, name: null, cards: samplerDeck(rules) }
  return undefined
}

/** A saved deck of the profile, by its id; refused as not found otherwise (null names none). */
function storedDeck(profile: ProfileData, deckId: string | null): StoredDeck {
  const found = profile.decks.find((d) => d.id === deckId)
  if (!found) refuse('not-found', 'errors.deck.notFound')
  return found
}

/**
 * The deck a quick match or a hot-seat seat plays: lent by the house (lentDeck) or saved, and
 * playable under the rules, else refused with what the rules find wrong with it.
 */
function playableDeck(
  profile: ProfileData,
  deckId: string | null,
  rules: RulesetId,
): { id: string | null; name: string | null; cards: CardCode[] } {
  const deck = lentDeck(deckId, rules) ?? storedDeck(profile, deckId)
  const problems = rulesProblems(rules, deck.cards)
  if (problems.length === 0) return deck
  if (deck.name === null) refuse('invalid-deck', 'errors.match.houseDeckUnplayable', { problems })
  refuse('invalid-deck', 'errors.match.deckUnplayable', { deck: named(deck), problems })
}

/** How to start the same match again, as the renderer would ask (no seed: a new deal). */
function replayOf(match: StoredMatch): MatchStart {
  if (match.mode === 'tutorial') return { mode: 'tutorial' }
  // the same day's deal again: refused once that day is over, never the next day's unseen
  if (match.mode === 'daily')
    return match.daily ? { mode: 'daily', date: match.daily.date } : { mode: 'daily' }
  if (match.mode === 'hotseat' && match.hotseat) {
    const { names, deckIds } = match.hotseat
    return {
      mode: 'hotseat',
      rules: match.state.rules,
      players: [
        { name: names[0], deckId: deckIds[0] },
        { name: names[1], deckId: deckIds[1] },
      ],
    }
  }
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
function tutorialChance(mine: ReturnType<typeof view>, belief: Belief): number | undefined {
  try {
    return advise(mine, belief).winChance
  } catch {
    return undefined
  }
}

function aiToAct(state: MatchState): boolean {
  if (state.phase === 'over') return false
  if (state.phase === 'choose') return !state.players[1].chosen
  return state.turn === 1
}

function toEngineAction(action: PlayerAction, player: PlayerIndex): Action {
  switch (action.type) {
    case 'end':
    case 'stand':
      return { type: action.type, player }
    case 'play':
      return action.sign === undefined
        ? { type: 'play', player, card: action.card }
        : { type: 'play', player, card: action.card, sign: action.sign }
    case 'choose':
      return { type: 'choose', player, cards: [...action.cards] }
  }
}
