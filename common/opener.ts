/**
 * Who opens a round and why, from what the match itself records: its `opener` event (the first
 * round's high card or coin) and its round records (docs/rules.md, "Who opens"). The table says
 * the reason beside the opener's name; the engine decides, and a property test over seeded
 * random matches (opener.test.ts) holds this account to the opener the engine chose.
 */
import type { MatchEvent, MatchView, PlayerIndex } from './match'
import { RULESETS } from './rulesets'

export type OpenerEvent = Extract<MatchEvent, { type: 'opener' }>

/** Why a round's opener opens it: codes the renderer words (renderer/src/i18n/opener-why.ts). */
export type OpenerWhy =
  /**
   * the match's first round, by high card: each pair drawn, the opener's card first (equal
   * cards are drawn again); null where the draws were not seen (a match picked up again)
   */
  | { why: 'highCard'; draws: [number, number][] | null }
  /** the match's first round, by a coin */
  | { why: 'coin' }
  /** the opener lost the round before, in this set */
  | { why: 'lostRound' }
  /** the round before, in this set, was a tie: its opener opens again */
  | { why: 'tie' }
  /** the first round of a later set: the opener won the set before */
  | { why: 'wonSet' }

/** Who opens a round, and why. */
export interface Opening {
  player: PlayerIndex
  why: OpenerWhy
}

/** The match's first opener as its `opener` event tells it: a coin, or the high-card draws. */
export function firstOpening(event: OpenerEvent): Opening {
  const { player, draws } = event
  if (draws.length === 0) return { player, why: { why: 'coin' } }
  const other: PlayerIndex = player === 0 ? 1 : 0
  return {
    player,
    why: { why: 'highCard', draws: draws.map((pair) => [pair[player], pair[other]]) },
  }
}

/**
 * Who opens the round `at` is in (a view, or the table's scene while it plays events), and
 * why. Only the rounds before that one count: between a round's end and the next round's start
 * the scene already holds the ended round, and still speaks of the round it ended. `first` is
 * the match's opener event where the table saw it; without it (a match picked up again), the
 * first opener is the one `at` names and the reason is its ruleset's way, without the draws.
 */
export function openingOf(
  at: Pick<MatchView, 'rules' | 'set' | 'round' | 'rounds' | 'opener'>,
  first: OpenerEvent | null,
): Opening {
  const before = at.rounds.slice(0, Math.max(0, at.round - 1))
  let opening: Opening
  if (at.set > 1) {
    // a set ends on a round won, by the set's winner
    const decider = before.filter((r) => r.set < at.set).at(-1)
    opening = { player: decider?.winner ?? at.opener, why: { why: 'wonSet' } }
  } else if (first) {
    opening = firstOpening(first)
  } else {
    const coin = RULESETS[at.rules].firstOpener === 'coin'
    opening = { player: at.opener, why: coin ? { why: 'coin' } : { why: 'highCard', draws: null } }
  }
  for (const round of before) {
    if (round.set !== at.set) continue
    opening =
      round.winner === null
        ? { player: opening.player, why: { why: 'tie' } }
        : { player: round.winner === 0 ? 1 : 0, why: { why: 'lostRound' } }
  }
  return opening
}
