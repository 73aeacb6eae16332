/**
 * Where the window was, kept in the settings through the api ('settings.get' /
 * 'settings.update'), so the desktop app and its tests use the same saved file.
 */
import type { Settings } from '@preload/contract'
import type { GameApi } from '@main/serve/game-api'
import { clampWindowState, type Rect, type WindowState } from './window-state'

/** The saved state fitted to today's displays; the defaults when nothing usable is saved. */
export async function recallWindowState(
  api: GameApi,
  workAreas: readonly Rect[],
): Promise<WindowState> {
  let saved: Partial<WindowState> | null = null
  try {
    const result = await api.call('settings.get', undefined)
    if (result.ok) saved = (result.value as Settings).window
  } catch {
    // A settings file that cannot be read must not keep the window from opening.
  }
  return clampWindowState(saved, workAreas)
}

/** Saves the state; a failure is swallowed: the window position never disturbs the game. */
export async function rememberWindowState(api: GameApi, state: WindowState): Promise<boolean> {
  try {
    return (await api.call('settings.update', { window: state })).ok
  } catch {
    return false
  }
}
