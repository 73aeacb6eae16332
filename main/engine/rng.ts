/**
 * The seeded generator kept inside the match state (mulberry32). Its whole state is one
 * 32-bit integer, so a match stays plain JSON and seed + actions replay exactly.
 */

/** A seed as the generator's first state; any number will do, and nearby seeds start far apart. */
export function seedState(seed: number): number {
  // Mix the seed so that nearby seeds (1, 2, 3 …) start far apart.
  let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}

/** The generator's next state: a step of a fixed size around the 32-bit circle. */
export function nextState(state: number): number {
  return (state + 0x6d2b79f5) >>> 0
}

/** The float in [0, 1) a generator state (one just stepped to) stands for. */
export function floatOf(state: number): number {
  let t = Math.imul(state ^ (state >>> 15), state | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

/** The integer in [min, max], both included, a generator state (one just stepped to) stands for. */
export function intOf(state: number, min: number, max: number): number {
  return min + Math.floor(floatOf(state) * (max - min + 1))
}

/** Returns [a float in [0, 1), the next state]. */
export function nextFloat(state: number): [number, number] {
  const next = nextState(state)
  return [floatOf(next), next]
}

/** A mutable cursor over the generator, for use inside one `apply` on a private copy of state. */
export class Rng {
  constructor(public state: number) {}

  /** A float in [0, 1); steps the generator. */
  float(): number {
    // Two numbers, no pair: this runs for every green card drawn.
    this.state = nextState(this.state)
    return floatOf(this.state)
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    this.state = nextState(this.state)
    return intOf(this.state, min, max)
  }

  /** Shuffles `items` in place, as shuffleWith does, and returns them. */
  shuffle<T>(items: T[]): T[] {
    this.state = shuffleWith(this.state, items)
    return items
  }
}

/** Shuffles `items` in place (Fisher-Yates) from the generator `state`; returns its next state. */
export function shuffleWith<T>(state: number, items: T[]): number {
  let rng = state
  for (let i = items.length - 1; i > 0; i--) {
    rng = nextState(rng)
    const j = Math.floor(floatOf(rng) * (i + 1))
    const a = items[i] as T
    items[i] = items[j] as T
    items[j] = a
  }
  return rng
}
