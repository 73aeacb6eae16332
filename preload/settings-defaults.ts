import type { Settings } from './contract'

/**
 * A new player's settings: main saves these on first run, and the renderer shows them until
 * main has answered. Plain data, shared by both sides so they cannot drift apart.
 */
export const DEFAULT_SETTINGS: Settings = {
  musicVolume: 0.6,
  effectsVolume: 0.8,
  muted: false,
  animationSpeed: 1,
  reducedMotion: 'system',
  language: 'en',
  fullscreen: false,
  window: { width: 1280, height: 800, x: null, y: null, maximized: false },
  tableTalk: true,
}

/**
 * The animation speeds a player may choose: main refuses a speed outside them, and the sliders
 * offer exactly these. At 4× a round's end is over in well under a second, for players who know
 * the table by heart.
 */
export const ANIMATION_SPEEDS = { min: 0.5, max: 4 } as const
