import { message, type Message } from '@common/messages'
import { emptyBelief, evidenceOf, likelihood, POLICIES, type Belief, type Seen } from '@main/ai'
import { apply, createMatch, view, type Action, type MatchState } from '@main/engine'
import {
  HABIT_LOWEST_TOTAL,
  HABIT_TOTALS,
  type HabitsData,
  type ProfileData,
  type StoredMatch,
} from '@main/store'
import { parseMoves } from '../history/moves'
import { openingSetup } from './reading'

/**
 * The player's habits across matches (docs/ai.md, "Reading the opponent"): what the player did
 * in each finished match against the AI, counted as the AI's seat saw it (the same evidence the
 * master's belief reads at the table, never the player's hand). Campaign opponents at the master
 * tier start each match from a belief made of it, and may tell the player so.
 */

/** Past this many counted actions, every count is halved: the memory stays small and recent. */
export const HABITS_BOUND = 2_000

/** How many actions at the table the whole memory is worth as a prior, however much it holds. */
export const MEMORY_WEIGHT = 12

/** The share of the prior spread evenly, so no policy starts ruled out. */
const PRIOR_FLOOR = 0.1

/** An empty memory (a profile without one reads as this). */
export function emptyHabits(): HabitsData {
  return {
    matches: 0,
    stood: new Array<number>(HABIT_TOTALS).fill(0),
    drew: new Array<number>(HABIT_TOTALS).fill(0),
    plays: { to20: 0, rescue: 0, reach: 0, low: 0 },
    letGo: 0,
  }
}

/** Whether a match feeds the memory: played against the AI, not the tutorial's script. */
function feedsMemory(match: StoredMatch): boolean {
  return match.mode !== 'hotseat' && match.mode !== 'tutorial' && match.moves !== undefined
}

/**
 * Adds a finished match to the profile's memory of the player (on the draft the caller saves):
 * finishMatch (endings.ts) calls it beside the history. A match it cannot replay adds nothing.
 */
export function noteHabits(profile: ProfileData, match: StoredMatch): void {
  if (!feedsMemory(match)) return
  const habits = structuredClone(profile.habits ?? emptyHabits())
  let state: MatchState
  let moves: Action[]
  try {
    state = createMatch(openingSetup(match)).state
    moves = parseMoves(match.moves ?? '')
  } catch {
    return
  }
  for (const move of moves) {
    if (move.player === 0) count(habits, state, move)
    const result = apply(state, move)
    if (!result.ok) break
    state = result.state
  }
  habits.matches += 1
  profile.habits = bounded(habits)
}

/** Counts one of the player's actions as seat 1 saw it. */
function count(habits: HabitsData, state: MatchState, move: Action): void {
  const evidence = evidenceOf(view(state, 1), move)
  if (evidence === null) return
  const { seen, playedTo } = evidence
  const { total } = seen
  if (move.type === 'play') {
    const to = playedTo ?? total
    if (total > 20 && to <= 20) habits.plays.rescue += 1
    else if (to === 20) habits.plays.to20 += 1
    else if (to > total && to >= 18 && to <= 19) habits.plays.reach += 1
    else if (to > total && to >= 15 && to <= 17) habits.plays.low += 1
    return
  }
  if (total > 20) {
    habits.letGo += 1
    return
  }
  // Behind or beside a standing total the choice says little of a threshold: not counted.
  if (seen.theyStand) return
  const at = total - HABIT_LOWEST_TOTAL
  if (at < 0 || at >= HABIT_TOTALS) return
  if (move.type === 'stand') habits.stood[at] = (habits.stood[at] ?? 0) + 1
  else habits.drew[at] = (habits.drew[at] ?? 0) + 1
}

/** Every count of the memory, summed. */
function observations(h: HabitsData): number {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  const p = h.plays
  return sum(h.stood) + sum(h.drew) + p.to20 + p.rescue + p.reach + p.low + h.letGo
}

/** The memory halved until it holds at most HABITS_BOUND actions. */
function bounded(h: HabitsData): HabitsData {
  let out = h
  while (observations(out) > HABITS_BOUND) {
    const half = (n: number) => Math.floor(n / 2)
    out = {
      matches: out.matches,
      stood: out.stood.map(half),
      drew: out.drew.map(half),
      plays: {
        to20: half(out.plays.to20),
        rescue: half(out.plays.rescue),
        reach: half(out.plays.reach),
        low: half(out.plays.low),
      },
      letGo: half(out.letGo),
    }
  }
  return out
}

/** A stand or draw on at `total` facing a player still drawing, as the belief would judge it. */
const facingDraw = (total: number): Seen => ({ total, theirs: 0, theyStand: false })
const STAND: Action = { type: 'stand', player: 0 }
const END: Action = { type: 'end', player: 0 }
const PLAY: Action = { type: 'play', player: 0, card: '+1' }

/**
 * The belief a master starts a match with, made of the memory: each policy weighed by how well
 * it explains every remembered action (the table's own likelihoods), tempered so the memory
 * counts as at most MEMORY_WEIGHT actions, with a floor so the table can still overrule it.
 * An empty memory gives the even belief without evidence (the kotor rule, as before).
 */
export function habitsBelief(habits: HabitsData | undefined): Belief {
  const n = habits ? observations(habits) : 0
  if (!habits || n === 0) return emptyBelief()
  const scale = Math.min(1, MEMORY_WEIGHT / n)
  const logs = POLICIES.map((policy) => {
    let log = 0
    const add = (times: number, seen: Seen, action: Action, to: number | null) => {
      if (times > 0) log += times * Math.log(likelihood(policy, seen, action, to))
    }
    for (let at = 0; at < HABIT_TOTALS; at++) {
      const total = HABIT_LOWEST_TOTAL + at
      add(habits.stood[at] ?? 0, facingDraw(total), STAND, null)
      add(habits.drew[at] ?? 0, facingDraw(total), END, null)
    }
    add(habits.plays.to20, facingDraw(16), PLAY, 20)
    add(habits.plays.rescue, facingDraw(23), PLAY, 19)
    add(habits.plays.reach, facingDraw(14), PLAY, 18)
    add(habits.plays.low, facingDraw(12), PLAY, 16)
    add(habits.letGo, facingDraw(23), END, null)
    return scale * log
  })
  const top = Math.max(...logs)
  const raw = logs.map((l) => Math.exp(l - top))
  const sum = raw.reduce((a, b) => a + b, 0)
  const even = 1 / POLICIES.length
  return {
    weights: raw.map((w) => (1 - PRIOR_FLOOR) * (w / sum) + PRIOR_FLOOR * even),
    observed: Math.min(n, MEMORY_WEIGHT),
  }
}

/** How many matches, and how many decisions on a total, before the opponent says anything. */
const REMARK_MATCHES = 3
const REMARK_DECISIONS = 6
/** How one-sided the player's choices must be for "always". */
const ALWAYS = 0.85

/**
 * What a master opponent who remembers the player says of the player's habits, when the memory
 * shows one plainly; null otherwise. A stand threshold: over several matches the player stood on
 * one total nearly every time and drew on the total below nearly every time. Cards: the player
 * let many busts go without ever playing a card, or spent most cards just to climb into 15..19.
 */
export function habitRemark(habits: HabitsData | undefined): Message | null {
  if (!habits || habits.matches < REMARK_MATCHES) return null
  const decisions = (at: number) => (habits.stood[at] ?? 0) + (habits.drew[at] ?? 0)
  for (let at = HABIT_TOTALS - 1; at >= 1; at--) {
    const stoodHere = habits.stood[at] ?? 0
    const drewBelow = habits.drew[at - 1] ?? 0
    if (
      decisions(at) >= REMARK_DECISIONS &&
      decisions(at - 1) >= REMARK_DECISIONS &&
      stoodHere >= ALWAYS * decisions(at) &&
      drewBelow >= ALWAYS * decisions(at - 1)
    ) {
      // the lowest total it always stands on, with the one below always drawn on
      let lowest = true
      for (let below = at - 1; below >= 0; below--)
        if ((habits.stood[below] ?? 0) > (1 - ALWAYS) * Math.max(1, decisions(below)))
          lowest = false
      if (lowest) return message('remark.standsOn', { total: HABIT_LOWEST_TOTAL + at })
    }
  }
  const p = habits.plays
  const played = p.to20 + p.rescue + p.reach + p.low
  if (played === 0 && habits.letGo >= REMARK_DECISIONS) return message('remark.savesCards')
  if (played >= REMARK_DECISIONS && p.reach + p.low >= ALWAYS * played)
    return message('remark.spendsCards')
  return null
}
