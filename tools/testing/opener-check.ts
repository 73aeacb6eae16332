/**
 * Who opens, as the table explains it (common/opener.ts), held to the engine over one seeded
 * random match. At every round's start, the account the table gives from the events it has
 * seen (its scene, moved by `advanceScene`) names the opener the engine chose, and its reason
 * is true of the match as the engine played it. At every round's start and every choice of
 * hands, the account from main's view alone (a match picked up again) names the same player
 * for the same reason. common/opener.test.ts runs a share of the matches with the unit tests;
 * opener.slow.test.ts runs 10,000 a ruleset and the shares the rules imply.
 */
import type { CardCode } from '@common/cards'
import type { Action, MatchEvent, MatchState, PlayerIndex } from '@common/match'
import { openingOf, type OpenerEvent, type OpenerWhy } from '@common/opener'
import { RULESETS, type RulesetId } from '@common/rulesets'
import { advanceScene, openingScene, type Scene } from '@common/scene'
import { legalActions } from '@main/engine/legal'
import { apply, createMatch } from '@main/engine/match'
import { nextFloat } from '@main/engine/rng'
import { validateSideDeck } from '@main/engine/side-deck'
import { view } from '@main/engine/view'

/** No match needs this many actions: a round is at most 18 draws plus side cards. */
const ACTION_CAP = 4_000

/** What the matches showed, for the shares the slow test checks. */
export interface OpenerTally {
  matches: number
  /** rounds started, by the reason given for their opener */
  reasons: Record<OpenerWhy['why'], number>
  /** the match's first opener, by seat */
  firstOpener: [number, number]
  /** matches whose high card was drawn more than once (equal cards are drawn again) */
  redrawn: number
}

/** A tally with nothing counted yet. */
export function emptyTally(): OpenerTally {
  return {
    matches: 0,
    reasons: { highCard: 0, coin: 0, lostRound: 0, tie: 0, wonSet: 0 },
    firstOpener: [0, 0],
    redrawn: 0,
  }
}

/** A plain check for the loop (vitest's expect is slow there); fast-check reports the seeds. */
function ensure(condition: boolean, broken: string): void {
  if (!condition) throw new Error(broken)
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The stream of choices: its own generator, so it never disturbs the match's. */
export function choicesFrom(seed: number): <T>(items: readonly T[]) => T {
  let state = seed
  return (items) => {
    const [value, next] = nextFloat(state)
    state = next
    const item = items[Math.floor(value * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}

/** A random side deck the ruleset allows. */
export function randomDeck(rules: RulesetId, pick: <T>(items: readonly T[]) => T): CardCode[] {
  for (;;) {
    const deck = Array.from({ length: 10 }, () => pick(RULESETS[rules].cards))
    if (validateSideDeck(deck, rules).ok) return deck
  }
}

/** What the engine did so far, kept from its events: the facts a reason must agree with. */
interface Played {
  first: OpenerEvent | null
  /** the opener of each round started, in order */
  openers: PlayerIndex[]
  /** the winner of the last set ended */
  lastSetWinner: PlayerIndex | null
}

/** Whether the reason given for the round starting now is true of the match as played. */
function checkReason(rules: RulesetId, scene: Scene, opener: PlayerIndex, played: Played): void {
  const told = openingOf(scene, played.first)
  ensure(told.player === opener, `the table names seat ${told.player}; seat ${opener} opens`)
  const previous = scene.rounds.at(-1)
  const other: PlayerIndex = opener === 0 ? 1 : 0
  switch (told.why.why) {
    case 'highCard': {
      const draws = played.first?.draws ?? []
      const last = draws.at(-1)
      ensure(RULESETS[rules].firstOpener === 'highCard', 'a high card where a coin decides')
      ensure(scene.round === 1 && last !== undefined, 'a high card after the first round')
      ensure(last !== undefined && last[opener] > last[other], 'the lower card opens')
      ensure(
        draws.slice(0, -1).every(([a, b]) => a === b),
        'a high card drawn again after unequal cards',
      )
      ensure(
        same(
          told.why.draws,
          draws.map((pair) => [pair[opener], pair[other]]),
        ),
        "the draws told are not the opener's first",
      )
      break
    }
    case 'coin':
      ensure(RULESETS[rules].firstOpener === 'coin', 'a coin where the high card decides')
      ensure(scene.round === 1 && played.first?.draws.length === 0, 'a coin after the first round')
      break
    case 'lostRound':
      ensure(previous?.set === scene.set, 'a lost round from another set')
      ensure(previous?.winner === other, 'the opener did not lose the round before')
      break
    case 'tie':
      ensure(previous?.set === scene.set && previous.winner === null, 'no tie before')
      ensure(played.openers.at(-1) === opener, 'a tie, and the other player opens')
      break
    case 'wonSet':
      ensure(scene.set > 1 && previous?.set === scene.set - 1, 'a set won, but no set before')
      ensure(played.lastSetWinner === opener, 'the opener did not win the set before')
      break
  }
}

/**
 * What the table shows once an update's events have played (main's view, its scene then), and
 * what it shows of a match picked up again (the view alone, no opener event): from either seat,
 * the engine's opener, for the same reason (a high card without its draws).
 */
function checkView(state: MatchState, first: OpenerEvent | null): void {
  if (state.phase === 'over') return
  for (const seat of [0, 1] as const) {
    const seen = view(state, seat)
    const shown = openingOf(seen, first)
    const resumed = openingOf(seen, null)
    ensure(shown.player === state.opener, 'the table names another opener after the events')
    ensure(resumed.player === state.opener, 'a resumed match names another opener')
    const why: OpenerWhy =
      shown.why.why === 'highCard' ? { why: 'highCard', draws: null } : shown.why
    ensure(same(resumed.why, why), 'a resumed match gives another reason')
  }
}

/** Plays one random match from the two seeds and checks every opener's reason on the way. */
export function checkOpenerReasons(
  rules: RulesetId,
  seed: number,
  choiceSeed: number,
  tally: OpenerTally = emptyTally(),
): OpenerTally {
  const pick = choicesFrom(choiceSeed)
  const sideDecks: [CardCode[], CardCode[]] = [randomDeck(rules, pick), randomDeck(rules, pick)]
  const start = createMatch({ rules, seed, sideDecks })
  let state = start.state
  // the table's scene of a new match: an empty table, moved by the events it is shown
  const scene = openingScene(view(state, 0))
  const played: Played = { first: null, openers: [], lastSetWinner: null }

  const show = (events: MatchEvent[]): void => {
    for (const event of events) {
      if (event.type === 'opener') played.first = event
      advanceScene(scene, event)
      if (event.type === 'roundStart') {
        checkReason(rules, scene, event.opener, played)
        tally.reasons[openingOf(scene, played.first).why.why] += 1
        played.openers.push(event.opener)
      }
      if (event.type === 'setEnd') played.lastSetWinner = event.winner
    }
    if (events.some((e) => e.type === 'roundStart' || e.type === 'chooseHands'))
      checkView(state, played.first)
  }

  show(start.events)
  ensure(played.first !== null, 'a match without an opener event')
  const first = played.first as OpenerEvent
  tally.matches += 1
  tally.firstOpener[first.player] += 1
  if (first.draws.length > 1) tally.redrawn += 1

  for (let actions = 0; state.phase !== 'over'; actions++) {
    ensure(actions < ACTION_CAP, 'a match that does not end')
    const acting: PlayerIndex =
      state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn as PlayerIndex)
    const action: Action = pick(legalActions(state, acting))
    const result = apply(state, action)
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.reason}`)
    state = result.state
    show(result.events)
  }
  return tally
}
