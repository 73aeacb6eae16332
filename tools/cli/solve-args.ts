/**
 * `npm run solve`'s arguments (tools/cli/solve.ts): read, or refused with the usage the command
 * prints before it stops with exit code 2 (tools/cli/usage.ts). Apart from the command, so that
 * its refusals are checked without solving anything.
 */
import { CardCodeError, isRulesetId, parseCardCode, type CardCode } from '@main/engine'
import {
  HABIT_OPPONENTS,
  isSolverOpponent,
  isTierOpponent,
  type SolverOpponent,
} from '@tools/ai/tier-opponent'
import { UsageError, type Command } from './usage'

/** What `--help` prints, and what follows a refusal. */
const USAGE =
  'Usage: npm run solve -- --rules classic --hands "+1 -2 ±3 +4" "-1 +2 ±4 -5" [--score 1-0] [--opponent optimal|rookie|kotor|veteran|stand16-rescue|…] [--json]'

export interface SolveArgs {
  hands: [CardCode[], CardCode[]]
  /** the round wins of player 0 and player 1 the match is solved from */
  score: [number, number]
  opponent: SolverOpponent
  json: boolean
}

const refuse = (sentence: string): never => {
  throw new UsageError(sentence)
}

function parseHand(text: string, who: number): CardCode[] {
  const parts = text.trim().split(/\s+/).filter(Boolean)
  if (parts.length > 4) refuse(`Player ${who}'s hand has ${parts.length} cards; a hand holds 4.`)
  try {
    const hand = parts.map(parseCardCode)
    for (const c of hand)
      if (/^T(24|36|15)$/.test(c))
        refuse(`${c} is a tournament card; the classic ruleset has none.`)
    return hand
  } catch (error) {
    if (error instanceof CardCodeError) refuse(`Player ${who}'s hand: ${error.message}`)
    throw error
  }
}

/** Reads the command's arguments; throws UsageError naming the first thing wrong. */
export function parseSolveArgs(argv: readonly string[]): SolveArgs {
  let rules = 'classic'
  let json = false
  let score: [number, number] = [0, 0]
  let opponent: SolverOpponent = 'optimal'
  const hands: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--json') json = true
    else if (arg === '--rules') rules = argv[++i] ?? ''
    else if (arg === '--opponent') {
      const o = argv[++i] ?? ''
      if (!isSolverOpponent(o))
        refuse(
          `--opponent is optimal, rookie, kotor, veteran or a habit (${HABIT_OPPONENTS.join(', ')}), not "${o}".`,
        )
      opponent = o as SolverOpponent
    } else if (arg === '--score') {
      const m = /^([0-2])-([0-2])$/.exec(argv[++i] ?? '')
      if (!m) return refuse('--score is my round wins and theirs, each 0..2, like 1-0.')
      score = [Number(m[1]), Number(m[2])]
    } else if (arg === '--hands') {
      while (argv[i + 1] !== undefined && !(argv[i + 1] as string).startsWith('--'))
        hands.push(argv[++i] as string)
    } else if (arg.startsWith('-')) refuse(`Unknown option "${arg}".`)
    else refuse(`Unexpected argument "${arg}".`)
  }
  if (!isRulesetId(rules)) refuse(`Unknown ruleset "${rules}".`)
  if (rules !== 'classic')
    refuse(`The solver supports the classic ruleset only (asked for "${rules}").`)
  if (hands.length !== 2) refuse('--hands takes two hands, each one quoted list of up to 4 cards.')
  const pair: [CardCode[], CardCode[]] = [
    parseHand(hands[0] as string, 0),
    parseHand(hands[1] as string, 1),
  ]
  if (opponent !== 'optimal' && opponent !== 'kotor')
    for (const hand of pair)
      if (hand.some((c) => c === 'D' || c === 'F24' || c === 'F36'))
        refuse(
          `Against ${isTierOpponent(opponent) ? `the ${opponent}` : `the habit ${opponent}`} the hands take no D, F24 or F36 card.`,
        )
  return { hands: pair, score, opponent, json }
}

/** `npm run solve`: its usage and its arguments. */
export const SOLVE: Command<SolveArgs> = { usage: USAGE, parse: parseSolveArgs }
