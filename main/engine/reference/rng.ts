// The reference engine (see index.ts): kept as it was; do not change its rules.
/**
 * The seeded generator kept inside the match state (mulberry32). Its whole state is one
 * 32-bit integer, so a match stays plain JSON and seed + actions replay exactly.
 */

/** A seed as the generator's first state; nearby seeds start far apart. */
export function seedState(seed: number): number {
  // Mix the seed so that nearby seeds (1, 2, 3 …) start far apart.
  let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

/** Returns [a float in [0, 1), the next state]. */
export function nextFloat(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) >>> 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, next]
}

/** A mutable cursor over the generator, for use inside one `apply` on a private copy of state. */
export class Rng {
  constructor(public state: number) {}

  float(): number {
    const [value, next] = nextFloat(this.state)
    this.state = next
    return value
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1))
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1))
      const a = items[i] as T
      items[i] = items[j] as T
      items[j] = a
    }
    return items
  }
}
