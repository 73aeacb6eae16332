/**
 * The settings the shell itself carries out, because the page cannot: full screen (a sandboxed
 * page may not make its window full screen, and the menu's F11 changes it behind the page's
 * back) and the language of the native menu. Plain functions over the api's answers.
 */
import type { Language, Result, Settings } from '@preload/contract'
import { DEFAULT_SETTINGS } from '@preload/settings-defaults'
import type { GameApi } from '@main/serve/game-api'

export interface ShellSettings {
  language: Language
  fullscreen: boolean
}

/** The shell's part of a settings value, or null when the value is not one. */
export function shellSettingsOf(value: unknown): ShellSettings | null {
  if (typeof value !== 'object' || value === null) return null
  const { language, fullscreen } = value as Partial<Settings>
  if ((language !== 'en' && language !== 'de') || typeof fullscreen !== 'boolean') return null
  return { language, fullscreen }
}

/** The saved values; the defaults when the settings cannot be read (the window must open). */
export async function recallShellSettings(api: GameApi): Promise<ShellSettings> {
  const fallback = { language: DEFAULT_SETTINGS.language, fullscreen: DEFAULT_SETTINGS.fullscreen }
  try {
    const result = await api.call('settings.get', undefined)
    return (result.ok && shellSettingsOf(result.value)) || fallback
  } catch {
    return fallback
  }
}

/**
 * What an api call's answer asks the shell to change: only a successful 'settings.update'
 * counts (a read could be older than a change the shell itself just made).
 */
export function shellChanges(
  applied: ShellSettings,
  name: string,
  result: Result<unknown>,
): Partial<ShellSettings> {
  if (name !== 'settings.update' || !result.ok) return {}
  const next = shellSettingsOf(result.value)
  if (!next) return {}
  return {
    ...(next.fullscreen !== applied.fullscreen ? { fullscreen: next.fullscreen } : {}),
    ...(next.language !== applied.language ? { language: next.language } : {}),
  }
}
