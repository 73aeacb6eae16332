import type { CardCode } from '@common/cards'

/** A hand as it lies on the table: one place per card dealt, empty once that card is played. */
export type HandSlots = (CardCode | null)[]

function counts(cards: readonly (CardCode | null)[]): Map<CardCode, number> {
  const n = new Map<CardCode, number>()
  for (const code of cards) if (code !== null) n.set(code, (n.get(code) ?? 0) + 1)
  return n
}

/**
 * Where each card of `hand` sits, given where the cards sat before. Cards keep their place and
 * a played card leaves its place empty, so key N always means the card in place N: pressing 1
 * twice never plays two different cards. `played` is the place the player just played from
 * (it empties first when two copies of that card were in the hand). A hand with a card that was
 * not there before is a new hand and is laid out afresh.
 */
export function fitSlots(
  previous: readonly (CardCode | null)[],
  hand: readonly CardCode[],
  played: number | null = null,
): HandSlots {
  const before = counts(previous)
  const now = counts(hand)
  if ([...now].some(([code, n]) => n > (before.get(code) ?? 0))) return [...hand]
  const slots: HandSlots = [...previous]
  for (const [code, had] of before) {
    let gone = had - (now.get(code) ?? 0)
    if (gone > 0 && played !== null && slots[played] === code) {
      slots[played] = null
      gone -= 1
    }
    for (let at = slots.length - 1; at >= 0 && gone > 0; at--) {
      if (slots[at] === code) {
        slots[at] = null
        gone -= 1
      }
    }
  }
  return slots
}
