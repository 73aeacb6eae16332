import type { CardCode, Collection } from '@preload/contract'
import type { CardLogNote } from '@common/messages'
import { foldCardLog, MAX_COPIES, type CardLogEntry, type ProfileData } from '@main/store'
import { refuse } from './errors'

/**
 * Cards enter and leave the collection only through `changeCards`, each change a card-log line
 * with its reason, so every card the player owns can be accounted for. The log keeps its newest
 * lines: older ones are carried forward, a line per card, at its head (main/store/carried.ts).
 * Its note is a message (who gave or took the card), so the save holds no English.
 */
export function changeCards(
  profile: ProfileData,
  card: CardCode,
  delta: number,
  reason: CardLogEntry['reason'],
  note: CardLogNote,
  at: string,
): void {
  if (!Number.isInteger(delta) || delta === 0)
    throw new Error(`A card change must be whole: ${delta}`)
  const count = (profile.collection[card] ?? 0) + delta
  if (count < 0) refuse('rejected', 'errors.collection.notOwned', { card })
  if (count > MAX_COPIES) refuse('rejected', 'errors.collection.full', { max: MAX_COPIES, card })
  // The tournament's tiebreaker exists once in the whole collection (docs/rules.md).
  if (card === 'TB' && count > 1) refuse('rejected', 'errors.collection.tiebreakerOwned')
  if (count === 0) delete profile.collection[card]
  else profile.collection[card] = count
  profile.cardLog.push({ at, card, delta, reason, note })
  profile.cardLog = foldCardLog(profile.cardLog) ?? profile.cardLog
}

/** Copies of a card the player owns; 0 for one never owned. */
export function owned(profile: ProfileData, card: CardCode): number {
  return profile.collection[card] ?? 0
}

/** The player's cards as the screens get them: a copy, so the draft is never handed out. */
export function collectionOf(profile: ProfileData): Collection {
  return { ...profile.collection }
}
