import { CardCodeError, parseCardCode, type CardCode, type Sign } from '@common/cards'
import { apply, createMatch, MatchSetupError, totalOf } from '@main/engine/match'
import { isRulesetId, type RulesetId } from '@common/rulesets'
import type { Action, MatchState, PlayerIndex, RoundRecord } from '@common/match'
import { refusalText, setupProblemText } from './words'

/** The scenario-file interface (docs/scenarios.md): a match pinned down completely, and what came of it. */

export interface ScenarioOutput {
  ok: boolean
  phase: 'turn' | 'choose' | 'over'
  turn: PlayerIndex | null
  totals: [number, number]
  standing: [boolean, boolean]
  hands: [CardCode[], CardCode[]]
  roundWins: [number, number]
  setWins: [number, number]
  rounds: RoundRecord[]
  matchWinner: PlayerIndex | null
  rejected?: number
  error?: string
}

/** Input no match could be made from: bad JSON, an unknown ruleset or card code, a bad action text. */
export class ScenarioError extends Error {
  override name = 'ScenarioError'
}

/** The default side decks used when a scenario names none: legal in their ruleset. */
export const DEFAULT_DECKS: Readonly<Record<RulesetId, readonly CardCode[]>> = {
  classic: ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
  tournament: ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
  cantina: ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
}

/** The fields a scenario file may have (docs/scenarios.md), in the order the docs list them. */
export const SCENARIO_FIELDS = [
  'rules',
  'seed',
  'opener',
  'decks',
  'hands',
  'draws',
  'actions',
] as const

/** Parses and runs a scenario file's text; malformed input throws ScenarioError. */
export function runScenarioText(text: string): ScenarioOutput {
  let input: unknown
  try {
    input = JSON.parse(text)
  } catch (error) {
    throw new ScenarioError(`The scenario is not valid JSON: ${(error as Error).message}`)
  }
  return runScenario(input)
}

/** Plays a scenario file's match and returns its outcome; throws ScenarioError on a bad file. */
export function runScenario(input: unknown): ScenarioOutput {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ScenarioError(
      'A scenario is a JSON object with at least "rules", "seed" and "actions".',
    )
  }
  const spec = input as Record<string, unknown>
  // a misspelt optional field ("drawz") would otherwise be skipped and the match dealt at random
  const unknown = Object.keys(spec).filter(
    (key) => !(SCENARIO_FIELDS as readonly string[]).includes(key),
  )
  if (unknown.length > 0) {
    throw new ScenarioError(
      `Unknown field ${unknown.map((key) => JSON.stringify(key)).join(', ')}: a scenario has only ${SCENARIO_FIELDS.join(', ')}.`,
    )
  }
  if (!isRulesetId(spec.rules)) {
    throw new ScenarioError(
      `Unknown ruleset ${JSON.stringify(spec.rules)}: use classic, tournament or cantina.`,
    )
  }
  const rules = spec.rules
  if (typeof spec.seed !== 'number' || !Number.isInteger(spec.seed)) {
    throw new ScenarioError('"seed" must be a whole number.')
  }
  if (spec.opener !== undefined && spec.opener !== 0 && spec.opener !== 1) {
    throw new ScenarioError('"opener" must be 0 or 1.')
  }
  const decks = spec.decks === undefined ? null : cardPair(spec.decks, 'decks')
  const hands = spec.hands === undefined ? undefined : cardPair(spec.hands, 'hands')
  if (
    spec.draws !== undefined &&
    (!Array.isArray(spec.draws) || !spec.draws.every((d) => typeof d === 'number'))
  ) {
    throw new ScenarioError('"draws" must be a list of main-deck values (1..10).')
  }
  if (!Array.isArray(spec.actions) || !spec.actions.every((a) => typeof a === 'string')) {
    throw new ScenarioError(
      '"actions" must be a list of action texts such as "end", "stand" or "play +3".',
    )
  }
  const actionTexts = spec.actions as string[]
  const parsed = actionTexts.map(parseActionText)

  let state: MatchState
  try {
    state = createMatch({
      rules,
      seed: spec.seed,
      sideDecks: decks ?? [[...DEFAULT_DECKS[rules]], [...DEFAULT_DECKS[rules]]],
      ...(hands ? { hands } : {}),
      ...(spec.opener !== undefined ? { opener: spec.opener as PlayerIndex } : {}),
      ...(spec.draws !== undefined ? { draws: spec.draws as number[] } : {}),
    }).state
  } catch (error) {
    if (error instanceof MatchSetupError) throw new ScenarioError(setupProblemText(error.problem))
    throw error
  }

  for (const [index, text] of parsed.entries()) {
    const action = text.toAction(state)
    const result = apply(state, action)
    if (!result.ok) {
      // the engine refuses with a code; a scenario's reader gets it in English
      return { ...report(state), ok: false, rejected: index, error: refusalText(result.error) }
    }
    state = result.state
  }
  return report(state)
}

function cardPair(value: unknown, field: string): [CardCode[], CardCode[]] {
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    !value.every((cards) => Array.isArray(cards))
  ) {
    throw new ScenarioError(`"${field}" must be two lists of card codes, one per player.`)
  }
  return (value as unknown[][]).map((cards) =>
    cards.map((code) => {
      if (typeof code !== 'string')
        throw new ScenarioError(`"${field}" holds ${JSON.stringify(code)}, not a card code.`)
      try {
        return parseCardCode(code)
      } catch (error) {
        if (error instanceof CardCodeError) throw new ScenarioError(error.message)
        throw error
      }
    }),
  ) as [CardCode[], CardCode[]]
}

interface ParsedAction {
  toAction(state: MatchState): Action
}

/** Parses `[N: ]end|stand|play CODE [+|-]|choose C C C C`. */
export function parseActionText(text: string): ParsedAction {
  const match = /^\s*(?:([01])\s*:\s*)?(.*?)\s*$/.exec(text)
  const named = match?.[1] === undefined ? null : (Number(match[1]) as PlayerIndex)
  const words = (match?.[2] ?? '').split(/\s+/).filter(Boolean)
  const verb = words[0]
  const card = (code: string | undefined): CardCode => {
    if (code === undefined) throw new ScenarioError(`"${text}" names no card.`)
    try {
      return parseCardCode(code)
    } catch (error) {
      throw new ScenarioError(`In action "${text}": ${(error as Error).message}`)
    }
  }
  if (named === null && /^[^:\s]*\s*:/.test(match?.[2] ?? '')) {
    throw new ScenarioError(
      `In action "${text}": a player is named as "0: " or "1: " before the action (the N: form).`,
    )
  }
  const actor = (state: MatchState): PlayerIndex => {
    if (named !== null) return named
    if (state.phase === 'choose') return state.players[0].chosen ? 1 : 0
    return state.turn ?? 0
  }
  if ((verb === 'end' || verb === 'stand') && words.length === 1) {
    return { toAction: (state) => ({ type: verb, player: actor(state) }) }
  }
  if (verb === 'play' && (words.length === 2 || words.length === 3)) {
    const code = card(words[1])
    const signWord = words[2]
    if (signWord !== undefined && signWord !== '+' && signWord !== '-') {
      throw new ScenarioError(`In action "${text}": the sign is + or -, not "${signWord}".`)
    }
    const sign = signWord as Sign | undefined
    return {
      toAction: (state) => ({
        type: 'play',
        player: actor(state),
        card: code,
        ...(sign ? { sign } : {}),
      }),
    }
  }
  if (verb === 'choose' && words.length > 1) {
    const cards = words.slice(1).map(card)
    return { toAction: (state) => ({ type: 'choose', player: actor(state), cards }) }
  }
  throw new ScenarioError(
    `"${text}" is not an action: use end, stand, play CODE [+|-] or choose CODE CODE CODE CODE, each with an optional "N: " (0 or 1) naming the player.`,
  )
}

function report(state: MatchState): ScenarioOutput {
  const pair = <T>(f: (p: PlayerIndex) => T): [T, T] => [f(0), f(1)]
  return {
    ok: true,
    phase: state.phase,
    turn: state.turn,
    totals: pair((p) => totalOf(state, p)),
    standing: pair((p) => state.players[p].standing),
    hands: pair((p) => [...state.players[p].hand]),
    roundWins: pair((p) => state.players[p].roundWins),
    setWins: pair((p) => state.players[p].setWins),
    rounds: state.rounds.map(
      (r) => ({ winner: r.winner, reason: r.reason, totals: r.totals }) as RoundRecord,
    ),
    matchWinner: state.winner,
  }
}
