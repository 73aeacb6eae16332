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
