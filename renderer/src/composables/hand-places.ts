/**
 * The places of a hand on the table, kept for the table's next mount. Main keeps a hand as a
 * list that closes up as its cards are played; the table lays it out in places of its own
 * (fitSlots), so that key N stays the card in place N all match long. Leaving the table and
 * coming back, a reload, or a hot-seat pass that shows the other seat's hand and then this one
 * again would lay the hand out closed up, and key 3 would play the card key 4 played before.
 * Kept in this tab's session storage (a reload keeps it, a closed tab does not), for one match
 * at a time, per seat.
 */
import type { CardCode } from '@common/cards'
import { readKept } from '@/stores/kept'
import type { HandSlots } from './hand-slots'

const PLACES_KEY = 'pazaak.handPlaces'

/** What is kept: the match, and each seat's places in it. */
interface Kept {
  match: string
  seats: Record<string, HandSlots>
}

/** Whether a value read back is kept places: a match and its seats (each seat's read apart). */
function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null) return false
  const { match, seats } = value as Partial<Kept>
  return typeof match === 'string' && typeof seats === 'object' && seats !== null
}

/** The kept places, if any are kept and readable. */
const read = (): Kept | undefined => readKept('session', PLACES_KEY, isKept)

/** A list read back as places: card codes and empty places only, else nothing. */
function placesOf(value: unknown): HandSlots {
  if (!Array.isArray(value)) return []
  if (!value.every((code) => code === null || typeof code === 'string')) return []
  return value as (CardCode | null)[]
}

/** The places last kept for `seat` in `match` (none: an empty list, laid out afresh). */
export function keptPlaces(match: string, seat: number): HandSlots {
  const kept = read()
  return kept?.match === match ? placesOf(kept.seats[seat]) : []
}

/** Keeps `slots` as `seat`'s places in `match`; another match's places are let go. */
export function keepPlaces(match: string, seat: number, slots: HandSlots): void {
  const kept = read()
  const seats = kept?.match === match ? kept.seats : {}
  try {
    globalThis.sessionStorage?.setItem(
      PLACES_KEY,
      JSON.stringify({ match, seats: { ...seats, [seat]: slots } }),
    )
  } catch {
    // storage full or refused: the places live as long as the table does, as before
  }
}
