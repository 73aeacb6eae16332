import { randomBytes } from 'node:crypto'
import type { CardCode, HotseatSeat, MatchEvent, MatchStart } from '@preload/contract'
import { matchIdFrom } from '@common/match-id'
import { deckProblemMessage, message, type Message } from '@common/messages'
import { MAX_PLAYER_NAME, sameName } from '@common/players'
import { createMatch, MatchSetupError, type MatchState } from '@main/engine'
import type { ProfileData, StoredMatch } from '@main/store'
import { dailyChallenge, dailySeed, localDate } from '../daily/challenge'
import { beginAttempt } from '../daily/daily'
import { deckProblems } from '../decks/problems'
import { refuse, refuseWith } from '../errors'
import { emptyTally } from '../feats'
import { cleanName } from '../names'
import type { SeedSource } from '../seeds'
import { checkWager, opponentById } from '../world'
import { quickDeck } from './quick'
import { named, playableDeck, storedDeck } from './side-decks'
import { TUTORIAL_SEED, tutorialSetup } from './tutorial'

/**
 * How a match starts, per mode: its seed, its deal, and what the saved match records of its
 * mode. Its own part because each mode refuses different things before a deal (a wager the
 * table does not take, two hot-seat players of one name, a day already over), while every
 * start then ends the same way (Matches.begin).
 */

/** What a start needs besides the profile: where seeds come from, and the daily's clock. */
export interface StartOptions {
  /** unwagered matches: a fixed sequence under --seed (tests), else the OS */
  seeds: SeedSource
  /** wagered matches, always: the OS, whatever the command line or the renderer says */
  wagerSeeds: SeedSource
  /** honour a seed sent with an unwagered match (tests: the host's --seed only) */
  trustRendererSeeds: boolean
  /** the clock the daily challenge's date is read from (tests pin it) */
  now: () => Date
}

/** What a mode's start hands on to the start every mode shares: the deal and its own fields. */
export interface Opening {
  seed: number
  created: { state: MatchState; events: MatchEvent[] }
  fields: Omit<StoredMatch, 'id' | 'seed' | 'aiMoves' | 'startedAt' | 'state' | 'moves'>
}

/**
 * The start of `start`'s mode, in two steps: what is settled before the profile is read (the
 * seed, the daily's day, refused if the screen shows another), then, on the draft, the checks
 * and the deal. A refusal in the second step saves nothing.
 */
export function opener(
  start: MatchStart,
  options: StartOptions,
): (profile: ProfileData) => Opening {
  switch (start.mode) {
    case 'tutorial':
      return () => tutorialOpening()
    case 'daily':
      return dailyOpener(start.date, options.now())
    case 'hotseat': {
      const seed = seedFor(start, options)
      return (profile) => hotseatOpening(profile, start, seed)
    }
    case 'quick': {
      const seed = seedFor(start, options)
      return (profile) => quickOpening(profile, start, seed)
    }
    case 'campaign': {
      const seed = seedFor(start, options)
      return (profile) => campaignOpening(profile, start, seed)
    }
  }
}

/**
 * The saved match a start opens, as the profile's open match: a new id, no move made, no AI
 * decision taken, begun `at`, with its mode's own fields.
 */
export function openMatch(profile: ProfileData, at: string, opening: Opening): StoredMatch {
  const stored: StoredMatch = {
    id: matchId(profile),
    ...opening.fields,
    seed: opening.seed,
    aiMoves: 0,
    startedAt: at,
    state: opening.created.state,
    moves: '',
  }
  profile.match = stored
  return stored
}

/**
 * A match's seed. Credits at stake: main's own random source, always, so no deal of a wagered
 * match can be replayed (not by --seed, not by a seed the renderer sends). Nothing at stake:
 * the renderer's seed only on a host started with --seed (tests), else the --seed sequence or
 * the OS. A quick match counts in the stats and the achievements, so a page that could choose
 * its seed could replay a deal it knows it wins against the master.
 */
function seedFor(
  start: Extract<MatchStart, { mode: 'quick' | 'campaign' | 'hotseat' }>,
  options: StartOptions,
): number {
  if (start.mode === 'campaign' && start.wager > 0) return options.wagerSeeds.next()
  const trusted = options.trustRendererSeeds
  return start.seed !== undefined && trusted ? start.seed : options.seeds.next()
}

/**
 * A quick match. No deck named: the house lends its practice deck, so every ruleset can be
 * tried before the player owns cards for it (a new profile owns no tournament cards); or its
 * sampler, to try the ruleset's own cards before owning them.
 */
function quickOpening(
  profile: ProfileData,
  start: Extract<MatchStart, { mode: 'quick' }>,
  seed: number,
): Opening {
  const deck = playableDeck(profile, start.deckId, start.rules)
  return {
    seed,
    created: dealt(start.rules, seed, deck.cards, quickDeck(start.rules)),
    fields: {
      mode: 'quick',
      opponentId: null,
      tier: start.tier,
      deckId: deck.id,
      wager: 0,
      houseCut: 0,
      tally: emptyTally(),
    },
  }
}

/**
 * A campaign match: a saved deck legal at the opponent's table and a wager the table takes
 * and the wallet covers, else refused.
 */
function campaignOpening(
  profile: ProfileData,
  start: Extract<MatchStart, { mode: 'campaign' }>,
  seed: number,
): Opening {
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
    refuse('invalid-deck', 'errors.match.deckUnplayableAtTable', { deck: named(deck), problems })
  }
  return {
    seed,
    created: dealt(opponent.rules, seed, deck.cards, opponent.sideDeck),
    fields: {
      mode: 'campaign',
      opponentId: opponent.id,
      tier: null,
      deckId: deck.id,
      wager: start.wager,
      houseCut: opponent.houseCut,
      // after any open match was forfeited, stake included: the purse at its end follows this
      creditsAtStart: credits,
      tally: emptyTally(),
    },
  }
}

/**
 * The first-match tutorial (tutorial.ts): fixed cards and scripted draws, so it needs no
 * deck and works on a fresh profile.
 */
function tutorialOpening(): Opening {
  return {
    seed: TUTORIAL_SEED,
    created: createMatch(tutorialSetup()),
    fields: {
      mode: 'tutorial',
      opponentId: null,
      tier: 'rookie',
      deckId: null,
      wager: 0,
      houseCut: 0,
      tally: emptyTally(),
    },
  }
}

/**
 * Hot-seat: two people, two decks (saved decks legal for the rules, or the house deck), no
 * stake and no AI. It opens on the curtain for the first seat to act (hotseat.ts).
 */
function hotseatOpening(
  profile: ProfileData,
  start: Extract<MatchStart, { mode: 'hotseat' }>,
  seed: number,
): Opening {
  const [one, two] = start.players
  const names: [string, string] = [seatName(one, 1), seatName(two, 2)]
  if (sameName(names[0], names[1])) refuse('rejected', 'errors.match.hotseatSameNames')
  const decks = start.players.map((seat) => playableDeck(profile, seat.deckId, start.rules))
  const [first, second] = decks as [(typeof decks)[0], (typeof decks)[0]]
  return {
    seed,
    created: dealt(start.rules, seed, first.cards, second.cards),
    fields: {
      mode: 'hotseat',
      opponentId: null,
      tier: null,
      deckId: null,
      wager: 0,
      houseCut: 0,
      hotseat: { names, deckIds: [first.id, second.id], revealed: null },
    },
  }
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
function dailyOpener(shown: string | undefined, now: Date): (profile: ProfileData) => Opening {
  const date = localDate(now)
  if (shown !== undefined && shown !== date) refuse('day-changed', 'errors.match.dayChanged')
  const challenge = dailyChallenge(date)
  const seed = dailySeed(date)
  return (profile) => {
    const counted = beginAttempt(profile, date)
    return {
      seed,
      created: dealt(challenge.rules, seed, challenge.deck, challenge.opponentDeck),
      fields: {
        mode: 'daily',
        opponentId: null,
        tier: challenge.tier,
        deckId: null,
        wager: 0,
        houseCut: 0,
        daily: { date, counted },
      },
    }
  }
}

/** The engine's deal for two side decks (seat 0's first); a deck it refuses is refused here. */
function dealt(
  rules: MatchState['rules'],
  seed: number,
  human: readonly CardCode[],
  ai: readonly CardCode[],
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

/**
 * A new match's id: the profile's next number and a random part, so ids differ across profiles
 * too (one profile's `match-5` is never another's), and a page holding an old id can never act
 * on a match of the profile another tab switched to. (The table reads the number back to vary an
 * opponent's lines, common/match-id.ts.)
 */
function matchId(profile: ProfileData): string {
  return matchIdFrom(profile.nextId++, randomBytes(4).toString('hex'))
}
