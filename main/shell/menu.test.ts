import type { MenuItemConstructorOptions } from 'electron'
import { describe, expect, it } from 'vitest'
import { appMenuTemplate } from './menu'

function roles(items: MenuItemConstructorOptions[]): string[] {
  return items.flatMap((item) => [
    ...(item.role ? [item.role] : []),
    ...(Array.isArray(item.submenu) ? roles(item.submenu) : []),
  ])
}

describe('the app menu', () => {
  it.each(['linux', 'win32', 'darwin'] as const)('on %s lets the player quit', (platform) => {
    expect(roles(appMenuTemplate(platform, { isPackaged: true, appName: 'Pazaak' }))).toContain(
      'quit',
    )
  })

  it('has no DevTools or reload in a packaged build', () => {
    for (const platform of ['linux', 'win32', 'darwin'] as const) {
      const packaged = roles(appMenuTemplate(platform, { isPackaged: true, appName: 'Pazaak' }))
      expect(packaged).not.toContain('toggleDevTools')
      expect(packaged).not.toContain('reload')
      const dev = roles(appMenuTemplate(platform, { isPackaged: false, appName: 'Pazaak' }))
      expect(dev).toContain('toggleDevTools')
    }
  })
})
