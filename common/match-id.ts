/**
 * A match's id: `match-<number>-<random>`, the number the profile's next (so a profile's matches
 * count up) and the random part keeping one profile's ids apart from another's. Main makes it;
 * the table reads the number back to vary an opponent's lines from one match to the next.
 */

/** A match's id from the profile's next number and a random part. */
export function matchIdFrom(number: number, random: string): string {
  return `match-${number}-${random}`
}

/** The profile's number in a match id, or null for an id of another shape. */
export function matchNumber(id: string): number | null {
  const found = /^match-(\d+)(?:-|$)/.exec(id)
  return found ? Number(found[1]) : null
}
