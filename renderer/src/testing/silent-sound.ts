/**
 * The sound module for component and store tests: howler wants a real audio device, and sound is
 * decoration, so every call is recorded and nothing plays. A test swaps it in with
 * `vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))` and may read the calls through
 * its own import of `@/fx/sound`. Test code only; nothing in the app imports it.
 */
import { vi } from 'vitest'

export const playEffect = vi.fn()
export const playMusic = vi.fn()
export const applySoundSettings = vi.fn()
