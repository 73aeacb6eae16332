/**
 * What the result's Play again offers, and which button leads because of it. Main decides
 * the stake (`MatchResult.rematch`, from the purse the match left); this only reads it.
 */
import type { MatchStart, MatchUpdate } from '@preload/contract'

/** Play again's offer: the match it starts and its stake, or why no wagered match is offered. */
export type AgainOffer =
  | { kind: 'play'; start: MatchStart | null; stake: number }
  | { kind: 'short'; min: number; have: number }

/**
 * The offer after `update`'s match, `lastStart` being how it was started: a campaign table's
 * stake as main lowered it to the purse, or none when the purse is below the table's minimum.
 */
export function againOffer(update: MatchUpdate, lastStart: MatchStart | null): AgainOffer {
  const rematch = update.result?.rematch
  if (rematch && rematch.stake === null)
    return { kind: 'short', min: rematch.min, have: update.result?.balance ?? 0 }
  const start =
    lastStart?.mode === 'campaign' && rematch
      ? { ...lastStart, wager: rematch.stake ?? 0 }
      : lastStart
  const how = start ?? update.replay
  // a daily match again is a replay of the day, which counts for nothing and stakes nothing
  const stake = how.mode === 'campaign' && !update.daily ? how.wager : 0
  return { kind: 'play', start, stake }
}

/** A win that opened a cantina: the way on to the map leads, ahead of Play again. */
export function opensCantina(update: MatchUpdate): boolean {
  return update.result?.notes.some((note) => note.key === 'locationOpen') ?? false
}

/**
 * Whether the way back to the cantina leads the result's buttons, ahead of Play again, and takes
 * the keyboard: after a match for credits, unless a cantina opened (the way to the map leads,
 * and starts nothing). Enter is the key that ends turns, and a player pressing it through the
 * last round would press the lead button with the next one; in KOTOR a new game of pazaak is
 * agreed afresh, its stake named, never by the key that ended the last. So the lead is a way
 * that stakes nothing, and Play again, its stake on it, is one Tab on (a prize card's way to the
 * decks, in the account above, comes before both). The account itself was the keyboard's place
 * once: Enter there did nothing, and a player saw four corners and no button to press. Without
 * a stake Enter still plays again at once, as nothing is lost by it.
 */
export function backBeforeAgain(update: MatchUpdate, offer: AgainOffer): boolean {
  if (update.mode !== 'campaign' || opensCantina(update)) return false
  return offer.kind === 'short' || offer.stake > 0
}
