/**
 * Whether a player over 20 can still come back this turn, as their own view tells it
 * (common/comeback.ts `cardsToComeBack`), held to the engine over one seeded random match: at
 * every position where the player to act is over the target, the engine itself is asked, by
 * every offered play and what `apply` makes of it, one card after another while the turn lasts,
 * for the fewest cards that bring the total back (or fill the table); the view's answer is the
 * same, and so are the cards that begin such a way back (`cardsLeadingBack`, the hand's light). common/comeback.test.ts runs a share of the matches with the unit tests;
 * comeback.slow.test.ts runs many more.
 */
import { cardsLeadingBack, cardsToComeBack } from '@common/comeback'
import type { Action, MatchState, PlayerIndex } from '@common/match'
import { RULESETS, type RulesetId } from '@common/rulesets'
import { legalActions } from '@main/engine/legal'
import { apply, createMatch } from '@main/engine/match'
import { view } from '@main/engine/view'
import { landing } from '@main/services/match/landing'
import { choicesFrom, randomDeck } from './opener-check'

type Play = Extract<Action, { type: 'play' }>

/** No match needs this many actions: a round is at most 18 draws plus side cards. */
const ACTION_CAP = 4_000

/** What the matches showed: positions over the target, by how they come back. */
export interface ComebackTally {
  /** positions where the player to act was over the target */
  over: number
  /** of them, those with no way back this turn */
  lost: number
  /** of them, those with a way back, by the fewest cards it takes (index 1: one card) */
  back: number[]
}

/** A tally with nothing counted yet. */
export function emptyComebackTally(): ComebackTally {
  return { over: 0, lost: 0, back: [0, 0, 0, 0, 0] }
}

/**
 * The engine's answer: the fewest of the seat's own plays, each one `legalActions` offers in the
 * position the last left, that bring its total to the target or under or fill its table; null
 * when none do. Every offered play is tried by `apply` itself, through the advisor's `landing`.
 */
export function engineCardsToComeBack(state: MatchState, seat: PlayerIndex): number | null {
  let best: number | null = null
  for (const action of legalActions(state, seat)) {
    if (action.type !== 'play') continue
    const cards = engineStartingWith(state, seat, action)
    if (cards === 1) return 1
    if (cards !== null && (best === null || cards < best)) best = cards
  }
  return best
}

/** The fewest of the seat's own plays a way back takes when it starts with `action`, or null. */
function engineStartingWith(state: MatchState, seat: PlayerIndex, action: Play): number | null {
  const after = landing(state, action)
  if (after.filled || after.mine <= RULESETS[state.rules].target) return 1
  if (after.next?.phase !== 'turn' || after.next.turn !== seat) return null
  const more = engineCardsToComeBack(after.next, seat)
  return more === null ? null : more + 1
}

/**
 * The engine's cards that begin a way back in `fewest` cards (its own answer for the position),
 * sorted: each offered play tried by `apply`, as above.
 */
function engineCardsLeadingBack(state: MatchState, seat: PlayerIndex, fewest: number): string[] {
  const cards = new Set<string>()
  for (const action of legalActions(state, seat)) {
    if (action.type === 'play' && engineStartingWith(state, seat, action) === fewest)
      cards.add(action.card)
  }
  return [...cards].sort()
}

/** Plays one random match from the two seeds and checks every position over the target. */
export function checkComebacks(
  rules: RulesetId,
  seed: number,
  choiceSeed: number,
  tally: ComebackTally = emptyComebackTally(),
): ComebackTally {
  const pick = choicesFrom(choiceSeed)
  const sideDecks = [randomDeck(rules, pick), randomDeck(rules, pick)] as const
  let state = createMatch({ rules, seed, sideDecks: [...sideDecks] }).state
  for (let actions = 0; state.phase !== 'over'; actions++) {
    if (actions >= ACTION_CAP) throw new Error('a match that does not end')
    const acting: PlayerIndex =
      state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn as PlayerIndex)
    if (state.phase === 'turn') check(state, acting, tally)
    const action: Action = pick(legalActions(state, acting))
    const result = apply(state, action)
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.reason}`)
    state = result.state
  }
  return tally
}

/** The view's answer against the engine's for the seat to act, counted when it is over. */
function check(state: MatchState, seat: PlayerIndex, tally: ComebackTally): void {
  const seen = view(state, seat)
  const told = cardsToComeBack(seen)
  if (seen.players[seat].total <= RULESETS[state.rules].target) {
    if (told !== 0) throw new Error(`at ${seen.players[seat].total} the view says ${told}`)
    return
  }
  const engine = engineCardsToComeBack(state, seat)
  if (told !== engine) {
    const where = `${state.rules} at ${seen.players[seat].total}, hand ${seen.players[seat].hand}`
    throw new Error(`${where}: the view says ${told}, the engine ${engine}`)
  }
  const lit = [...(cardsLeadingBack(seen) ?? [])].sort()
  const engineLit = engine === null ? [] : engineCardsLeadingBack(state, seat, engine)
  if (lit.join(' ') !== engineLit.join(' ')) {
    const where = `${state.rules} at ${seen.players[seat].total}, hand ${seen.players[seat].hand}`
    throw new Error(`${where}: the view lights ${lit}, the engine ${engineLit}`)
  }
  tally.over += 1
  if (engine === null) tally.lost += 1
  else tally.back[engine] = (tally.back[engine] ?? 0) + 1
}
