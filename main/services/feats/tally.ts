import type { MatchEvent } from '@preload/contract'
import { cardInfo } from '@main/engine'
import type { MatchTally } from '@main/store'

/** A match's tally before its first event. */
export function emptyTally(): MatchTally {
  return {
    sidePlayed: 0,
    total: 0,
    lastBySide: false,
    exactTwenty: false,
    flipSaves: 0,
    trailedSets: false,
  }
}

/** Flip cards in the wide sense: a ±N card, or a classic gold flip turning the player's table. */
function isFlipCard(code: Parameters<typeof cardInfo>[0]): boolean {
  const kind = cardInfo(code).kind
  return kind === 'flip' || kind === 'flipPair'
}

/**
 * Folds one batch of a match's events (one call's worth, in order) into its tally; pure, it
 * returns a new tally. The human is player 0. A play and the flips it causes always arrive in
 * the same batch, so who played last is known within the batch.
 */
export function noteEvents(
  before: MatchTally | undefined,
  events: readonly MatchEvent[],
): MatchTally {
  const tally = { ...(before ?? emptyTally()) }
  let lastPlayer: 0 | 1 | null = null
  // a flip card played while over 20: saved once the total is 20 or less again
  let saving = false
  for (const event of events) {
    if (event.type !== 'flip') saving = false
    switch (event.type) {
      case 'roundStart':
        tally.total = 0
        tally.lastBySide = false
        break
      case 'draw':
        if (event.player === 0) {
          tally.total = event.total
          tally.lastBySide = false
        }
        break
      case 'play':
        lastPlayer = event.player
        if (event.player === 0) {
          tally.sidePlayed += 1
          tally.lastBySide = true
          const wasOver = tally.total > 20
          tally.total = event.total
          if (wasOver && isFlipCard(event.card)) {
            // a gold flip's own flips follow in this batch and may bring the total down
            if (event.total <= 20) tally.flipSaves += 1
            else saving = true
          }
        }
        break
      case 'flip':
        if (event.player === 0) {
          // a twist by the opponent changes the player's total but is not the player's doing
          if (lastPlayer !== 0) tally.lastBySide = false
          tally.total = event.total
          if (saving && event.total <= 20) {
            tally.flipSaves += 1
            saving = false
          }
        }
        break
      case 'roundEnd':
        if (event.winner === 0 && event.totals[0] === 20 && tally.lastBySide)
          tally.exactTwenty = true
        break
      case 'setEnd':
        if (event.setWins[0] === 0 && event.setWins[1] === 1) tally.trailedSets = true
        break
      default:
        break
    }
  }
  return tally
}
