import { Rng, seedState } from '@main/engine/rng'

/** The AI's own seeded randomness (never Math.random), so a seed replays its choices. */
export type AiRandom = Rng

/** A fresh AI random source for one decision; a seed always gives the same choices. */
export function aiRandom(seed: number): AiRandom {
  return new Rng(seedState(seed))
}
