import { cardInfo, type Action, type CardCode, type MatchView } from '@main/engine'
import { plainMoves } from './card-moves'
import type { AiRandom } from './random'

/**
 * Choosing 4 of the pool (tournament, cantina). A hand is worth what it does for the totals a
 * player meets most: turning 15..17 into 18..20 and bringing 21..26 back under. Gold cards get
 * a flat worth, since what they do depends on the table.
 */

/** How good standing on a total is, roughly the chance it wins a round. */
const STAND_WORTH = [0.45, 0.6, 0.75, 0.88, 1] // 16..20

function standWorth(total: number): number {
  if (total > 20) return 0
  if (total < 16) return 0.25
  return STAND_WORTH[total - 16] ?? 0
}

/** How often a player meets each total when deciding (a rough shape, weight per total). */
const MEETS: ReadonlyArray<[number, number]> = [
  [12, 0.4],
  [13, 0.6],
  [14, 0.8],
  [15, 1],
  [16, 1],
  [17, 1],
  [18, 0.6],
  [19, 0.4],
  [21, 1],
  [22, 1],
  [23, 0.9],
  [24, 0.8],
  [25, 0.6],
  [26, 0.4],
]

/** The totals a card can move `total` to here: the tiebreaker as ±1, a double as about +4. */
function reachable(code: CardCode, total: number): number[] {
  const kind = cardInfo(code).kind
  if (kind === 'tiebreaker') return [total + 1, total - 1]
  if (kind === 'double') return [total + 4]
  return plainMoves(code, total)
}

function cardBonus(code: CardCode): number {
  const kind = cardInfo(code).kind
  if (kind === 'tiebreaker') return 0.6
  if (kind === 'flipPair' || kind === 'twist') return 0.3
  return 0
}

/** A hand's worth: for each total met, the best and second-best gains from two different cards. */
export function handWorth(hand: readonly CardCode[]): number {
  let worth = 0
  for (const [total, weight] of MEETS) {
    const base = standWorth(total)
    const gains = hand.map((code) =>
      Math.max(0, ...reachable(code, total).map((t) => standWorth(t) - base)),
    )
    gains.sort((a, b) => b - a)
    worth += weight * ((gains[0] ?? 0) + 0.5 * (gains[1] ?? 0))
  }
  for (const code of hand) worth += cardBonus(code)
  return worth
}

/** The best-worth hand of the legal choices (or a random one for a careless player). */
export function chooseHand(view: MatchView, careless: boolean, random: AiRandom): Action {
  const choices = view.legal.filter(
    (a): a is Extract<Action, { type: 'choose' }> => a.type === 'choose',
  )
  if (choices.length === 0) throw new Error('chooseHand called outside the choose phase')
  if (careless) return choices[random.int(0, choices.length - 1)] as Action
  let best = choices[0] as Extract<Action, { type: 'choose' }>
  let bestWorth = -Infinity
  for (const choice of choices) {
    const worth = handWorth(choice.cards)
    if (worth > bestWorth) {
      best = choice
      bestWorth = worth
    }
  }
  return best
}
