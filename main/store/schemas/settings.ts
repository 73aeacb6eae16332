import { z } from 'zod'
import type { Settings } from '@preload/contract'
import { ANIMATION_SPEEDS } from '@preload/settings-defaults'

/** The settings file's version; SETTINGS_MIGRATIONS brings older files up to it. */
export const SETTINGS_VERSION = 1

/** Window bounds within what any real screen could ask for. */
export const windowSchema = z.strictObject({
  width: z.number().int().min(320).max(16_384),
  height: z.number().int().min(240).max(16_384),
  x: z.number().int().min(-65_536).max(65_536).nullable(),
  y: z.number().int().min(-65_536).max(65_536).nullable(),
  maximized: z.boolean(),
})

/** The settings as saved; a change that leaves these bounds is refused, not clamped. */
export const settingsSchema = z.strictObject({
  musicVolume: z.number().min(0).max(1),
  effectsVolume: z.number().min(0).max(1),
  muted: z.boolean(),
  animationSpeed: z.number().min(ANIMATION_SPEEDS.min).max(ANIMATION_SPEEDS.max),
  reducedMotion: z.enum(['system', 'on', 'off']),
  language: z.enum(['en', 'de']),
  fullscreen: z.boolean(),
  window: windowSchema,
  // optional: a file saved before table talk has none, and its opponents talk
  tableTalk: z.boolean().optional(),
}) satisfies z.ZodType<Settings>

export { DEFAULT_SETTINGS } from '@preload/settings-defaults'
