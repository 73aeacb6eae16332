import { apply, totalOf, type Action, type MatchState } from '@main/engine'

/** A card to play, as the engine takes it. */
export type Play = Extract<Action, { type: 'play' }>

/** What a card does once it lands: both totals after it (and its flips), and whether it fills. */
export interface Landing {
  mine: number
  theirs: number
  filled: boolean
  /** the match after it, while the round goes on; null once the card ended the round */
  next: MatchState | null
}

/** The totals after `play`, read from the events the engine answers it with. */
export function landing(state: MatchState, play: Play): Landing {
  const seat = play.player
  const totals = [totalOf(state, 0), totalOf(state, 1)]
  const result = apply(state, play)
  let filled = false
  let next: MatchState | null = result.ok ? result.state : null
  for (const event of result.ok ? result.events : []) {
    if (event.type === 'play' || event.type === 'flip') totals[event.player] = event.total
    else if (event.type === 'fill' && event.player === seat) filled = true
    else if (event.type === 'roundEnd') {
      // what follows is the next round's
      next = null
      break
    }
  }
  return { mine: totals[seat]!, theirs: totals[seat === 0 ? 1 : 0]!, filled, next }
}
