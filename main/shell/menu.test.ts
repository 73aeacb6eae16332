import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import type { Language } from '@preload/contract'
import { appMenuTemplate } from './menu'

function flat(items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? flat(item.submenu) : [])])
}

function roles(items: MenuItemConstructorOptions[]): string[] {
  return flat(items).flatMap((item) => (item.role ? [item.role] : []))
}

const PLATFORMS = ['linux', 'win32', 'darwin'] as const
const options = (language: Language, isPackaged = true) => ({
  isPackaged,
  appName: 'Pazaak',
  language,
})

describe('the app menu', () => {
  it.each(PLATFORMS)('on %s lets the player quit and toggle full screen (F11)', (platform) => {
    const all = roles(appMenuTemplate(platform, options('en')))
    expect(all).toContain('quit')
    // The role carries Electron's own shortcut: F11, or Ctrl+Cmd+F on macOS.
    expect(all).toContain('togglefullscreen')
  })

  it('has no DevTools or reload in a packaged build', () => {
    for (const platform of PLATFORMS) {
      const packaged = roles(appMenuTemplate(platform, options('en')))
      expect(packaged).not.toContain('toggleDevTools')
      expect(packaged).not.toContain('reload')
      const dev = roles(appMenuTemplate(platform, options('en', false)))
      expect(dev).toContain('toggleDevTools')
    }
  })

  it.each(PLATFORMS)(
    'on %s labels every item itself, so none falls back to English',
    (platform) => {
      for (const isPackaged of [true, false]) {
        for (const item of flat(appMenuTemplate(platform, options('de', isPackaged)))) {
          if (item.type === 'separator') continue
          expect(item.label, JSON.stringify(item)).toEqual(expect.any(String))
        }
      }
    },
  )

  it.each(PLATFORMS)('on %s speaks German for a German player', (platform) => {
    const en = flat(appMenuTemplate(platform, options('en', false)))
    const de = flat(appMenuTemplate(platform, options('de', false)))
    // Same items, same roles, in the same places: only the words differ.
    expect(de.map((i) => i.role ?? i.type ?? 'submenu')).toEqual(
      en.map((i) => i.role ?? i.type ?? 'submenu'),
    )
    const labelOf = (items: MenuItemConstructorOptions[], role: string) =>
      items.find((i) => i.role === role)?.label
    expect(labelOf(de, 'togglefullscreen')).toBe('Vollbild ein/aus')
    expect(labelOf(de, 'copy')).toBe('Kopieren')
    expect(labelOf(de, 'quit')).toBe(platform === 'darwin' ? 'Pazaak beenden' : 'Beenden')
    expect(labelOf(en, 'quit')).toBe(
      { darwin: 'Quit Pazaak', win32: 'Exit', linux: 'Quit' }[platform],
    )
    const changed = de.filter((item, i) => item.label !== undefined && item.label !== en[i]?.label)
    // Every label but the app's own name (macOS's first menu) changes with the language.
    expect(changed.length).toBe(
      de.filter((i) => i.label !== undefined && i.label !== 'Pazaak').length,
    )
  })
})
