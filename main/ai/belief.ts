import { apply, type Action, type MatchView, type PlayerIndex } from '@main/engine'
import {
  findLegal,
  hypotheticalState,
  other,
  playOptions,
  totalAfter,
  type PlayOption,
} from './position'

/**
 * A belief over how the opponent plays: a weight for each policy of a small family, updated by
 * Bayes' rule from every action of the opponent the master's view shows (draw on, stand, a side
 * card with the total it made). Pure and seeded by nothing: the same observations give the same
 * belief. The opponent's hand is hidden, so a policy is judged only on what can be seen: where
 * its move would depend on a card it may or may not hold, the action tells nothing (likelihood
 * one half for every policy). A surprise costs a policy a factor NOISE, never all its weight.
 *
 * The family: stand thresholds 14..19, each with one of three ways to spend cards:
 * - `save`: never plays a side card;
 * - `rescue`: plays one only to make exactly 20 or to come back under 21 after a bust;
 * - `reach`: also plays one that lifts its total into 18..20;
 * and two tiers' rules as they look from outside: the rookie (stands from 15, plays any card
 * that lifts it into 15..20 or under 21 after a bust) and the kotor rule (a card to 18..20 not
 * below a standing total or out of a bust, stands from 16 when it cannot go lower, from 18
 * otherwise: seen from outside, it stands from 16 with `reach`; kept apart for its rule (1),
 * standing as soon as it is ahead of a standing total, and because the master's search plays
 * against it by default).
 */

export type SpendStyle = 'save' | 'rescue' | 'reach'

export interface PolicySpec {
  id: string
  /** the lowest total it stands on, facing a player still drawing */
  standFrom: number
  spend: SpendStyle | 'rookie'
  /** the kotor rule's "stand as soon as ahead of a standing total" */
  standWhenAhead: boolean
}

const STYLES: readonly SpendStyle[] = ['save', 'rescue', 'reach']

/** Every policy the belief weighs, in a fixed order (the belief's weights follow it). */
export const POLICIES: readonly PolicySpec[] = [
  ...[14, 15, 16, 17, 18, 19].flatMap((standFrom) =>
    STYLES.map((spend) => ({
      id: `stand${standFrom}-${spend}`,
      standFrom,
      spend,
      standWhenAhead: false,
    })),
  ),
  { id: 'rookie', standFrom: 15, spend: 'rookie', standWhenAhead: true },
  { id: 'kotor', standFrom: 16, spend: 'reach', standWhenAhead: true },
]

/** How much a surprising action keeps of a policy's weight (so one surprise never rules it out). */
export const NOISE = 0.05

/** The belief: one weight per policy of POLICIES, summing to 1. */
export interface Belief {
  weights: number[]
  /** opponent actions observed so far */
  observed: number
}

/** No evidence: every policy equally likely, or weighted by a prior (e.g. from past matches). */
export function emptyBelief(prior?: readonly number[]): Belief {
  const raw = POLICIES.map((_, i) => Math.max(1e-6, prior?.[i] ?? 1))
  const sum = raw.reduce((a, b) => a + b, 0)
  return { weights: raw.map((w) => w / sum), observed: 0 }
}

/** Whether the belief has seen anything (a prior alone is not evidence). */
export function hasEvidence(belief: Belief | undefined): boolean {
  return belief !== undefined && belief.observed > 0
}

/** Whether weight `w` ties the highest weight `top`: equal but for rounding in the updates. */
export function tiesTop(w: number, top: number): boolean {
  return w >= top * (1 - 1e-9)
}

/**
 * The most likely policy and its weight. The way of spending cards is read first (the summed
 * weight of each style, the two tiers standing alone), then the threshold within it; thresholds
 * the evidence cannot tell apart (equal weights: between the highest total it drew on and the
 * lowest it stood on) are settled by the middle one, rounded up, not by the family's order.
 */
export function mostLikely(belief: Belief): { policy: PolicySpec; weight: number } {
  const group = (p: PolicySpec): string => (p.id === 'rookie' || p.id === 'kotor' ? p.id : p.spend)
  const mass = new Map<string, number>()
  POLICIES.forEach((p, i) =>
    mass.set(group(p), (mass.get(group(p)) ?? 0) + (belief.weights[i] ?? 0)),
  )
  let style = ''
  for (const [g, m] of mass) if (style === '' || m > (mass.get(style) ?? 0) + 1e-12) style = g
  const members = POLICIES.map((p, i) => ({ p, w: belief.weights[i] ?? 0 })).filter(
    ({ p }) => group(p) === style,
  )
  const top = Math.max(...members.map((m) => m.w))
  const tied = members.filter((m) => tiesTop(m.w, top))
  const pick = tied[Math.floor(tied.length / 2)] ?? (members[0] as (typeof members)[0])
  return { policy: pick.p, weight: pick.w }
}

/** What the opponent saw when it acted, as far as the observer can tell. */
export interface Seen {
  total: number
  /** the observer's total and whether it stands */
  theirs: number
  theyStand: boolean
}

/**
 * How likely `policy` makes the observed action: 1 for what it would do, NOISE for what it
 * would not, 0.5 where its move hangs on cards the observer cannot see.
 */
export function likelihood(
  policy: PolicySpec,
  seen: Seen,
  action: Action,
  playedTo: number | null,
): number {
  const { total, theirs, theyStand } = seen
  const yes = 1
  const no = NOISE
  const unknown = 0.5
  if (action.type === 'play') {
    const to = playedTo ?? total
    const rescue = total > 20 && to <= 20
    switch (policy.spend) {
      case 'save':
        return no
      case 'rescue':
        return rescue || to === 20 ? yes : no
      case 'reach':
        return rescue || (to >= 18 && to <= 20 && to > total) ? yes : no
      case 'rookie':
        return rescue || (to >= 15 && to <= 20 && to > total) ? yes : no
    }
  }
  if (total > 20) {
    // Giving up a bust: a saver always does; the others only when no card could save it.
    return policy.spend === 'save' ? yes : unknown
  }
  const stands = action.type === 'stand'
  let shouldStand: boolean
  if (theyStand && theirs > total)
    shouldStand = false // behind a standing total: everyone draws
  else if (theyStand && theirs < total && policy.standWhenAhead) shouldStand = true
  else shouldStand = total >= policy.standFrom
  // Not playing a card it would have played tells nothing without its hand: only stand/draw.
  return stands === shouldStand ? yes : no
}

/**
 * The belief after the opponent of `view.you` made `action`, seen from `view` (the observer's
 * view just before it: the opponent's turn). Only what that view shows is read; a played card
 * is revealed as it lands, and the engine says what total it made.
 */
export function observe(belief: Belief, view: MatchView, action: Action): Belief {
  const evidence = evidenceOf(view, action)
  if (evidence === null) return belief
  const raw = belief.weights.map(
    (w, i) => w * likelihood(POLICIES[i] as PolicySpec, evidence.seen, action, evidence.playedTo),
  )
  const sum = raw.reduce((a, b) => a + b, 0)
  return { weights: raw.map((w) => w / sum), observed: belief.observed + 1 }
}

/**
 * What `view` (the observer's, just before the opponent acted) shows of the opponent's `action`:
 * the totals it saw and, for a played card, the total the card made. Null for an action that
 * tells nothing (choosing a hand, or one that is not the opponent's round action).
 */
export function evidenceOf(
  view: MatchView,
  action: Action,
): { seen: Seen; playedTo: number | null } | null {
  const opponent: PlayerIndex = other(view.you)
  if (action.type === 'choose' || action.player !== opponent || view.phase !== 'turn') return null
  const them = view.players[opponent]
  const me = view.players[view.you]
  const seen: Seen = { total: them.total, theirs: me.total, theyStand: me.standing }
  let playedTo: number | null = null
  if (action.type === 'play') {
    // The card is public once played: the engine says what it makes of the total.
    const state = hypotheticalState(view, [action.card], 0)
    const result = apply(state, action)
    if (result.ok) playedTo = totalAfter(result.events, opponent, them.total)
  }
  return { seen, playedTo }
}

/**
 * A policy of the family played with a hand (the scripted players of the tests and sims, and
 * the opponent the master searches against): its card first, then stand or draw on.
 */
export function policyAction(policy: PolicySpec, view: MatchView): Action {
  const me = view.players[view.you]
  const them = view.players[other(view.you)]
  const t = me.total
  const options = playOptions(view)
  const under = options.filter((o) => o.total <= 20)
  const best = under.reduce<PlayOption | undefined>(
    (a, o) => (a === undefined || o.total > a.total ? o : a),
    undefined,
  )
  if (t > 20) return policy.spend !== 'save' && best ? best.action : findLegal(view, 'end')
  if (best && best.total > t && (!them.standing || best.total >= them.total)) {
    const to = best.total
    const plays =
      policy.spend === 'rescue'
        ? to === 20
        : policy.spend === 'reach'
          ? to >= 18
          : policy.spend === 'rookie'
            ? to >= 15
            : false
    if (plays) return best.action
  }
  let stand: boolean
  if (them.standing && them.total > t) stand = false
  else if (them.standing && them.total < t && policy.standWhenAhead) stand = true
  else stand = t >= policy.standFrom
  return findLegal(view, stand ? 'stand' : 'end')
}

/** A policy of the family by its id. */
export function policyById(id: string): PolicySpec {
  const found = POLICIES.find((p) => p.id === id)
  if (!found) throw new Error(`No policy ${id} in the belief's family.`)
  return found
}
