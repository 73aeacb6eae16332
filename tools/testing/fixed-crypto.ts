import type * as Crypto from 'node:crypto'
import { Rng, seedState } from '@main/engine/rng'

/**
 * node:crypto with `randomInt` from a fixed sequence, for a test that mocks the module with it
 * (`vi.mock('node:crypto', ...)`): wagered deals take their seeds from the OS whatever the host's
 * seed says (main/services/seeds.ts), so a run that starts wagered matches replays only so.
 */
export function fixedCrypto(crypto: typeof Crypto): typeof Crypto {
  const rng = new Rng(seedState(1))
  const randomInt = (min: number, max: number): number =>
    min + Math.floor(rng.float() * (max - min))
  return { ...crypto, randomInt: randomInt as typeof crypto.randomInt }
}
