import { randomInt } from 'node:crypto'
import { Rng, seedState } from '@main/engine/rng'

/** Where match seeds come from: a fixed sequence for tests and `--seed`, else the OS. */
export interface SeedSource {
  next(): number
}

/** A fixed sequence from `seed` (tests, `--seed`), or the OS's randomness without one. */
export function seedSource(seed?: number): SeedSource {
  if (seed === undefined) return { next: () => randomInt(0, 2 ** 32) }
  const rng = new Rng(seedState(seed))
  return { next: () => Math.floor(rng.float() * 2 ** 32) >>> 0 }
}

/** The seed of an AI decision: fixed by the match seed and how many decisions came before. */
export function decisionSeed(matchSeed: number, move: number): number {
  return seedState((matchSeed ^ Math.imul(move + 1, 0x9e3779b1)) >>> 0)
}
