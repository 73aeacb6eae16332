import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { desktopDataDir, hostDataDir } from './data-dir'

describe('the saves folder', () => {
  it('is the desktop app’s userData folder on each platform', () => {
    expect(desktopDataDir({ platform: 'linux', env: {}, home: '/home/ana' })).toBe(
      '/home/ana/.config/Pazaak',
    )
    expect(
      desktopDataDir({ platform: 'linux', env: { XDG_CONFIG_HOME: '/xdg' }, home: '/home/ana' }),
    ).toBe('/xdg/Pazaak')
    expect(desktopDataDir({ platform: 'darwin', env: {}, home: '/Users/ana' })).toBe(
      '/Users/ana/Library/Application Support/Pazaak',
    )
    expect(
      desktopDataDir({
        platform: 'win32',
        env: { APPDATA: 'C:\\Users\\ana\\AppData\\Roaming' },
        home: 'C:\\Users\\ana',
      }),
    ).toBe('C:\\Users\\ana\\AppData\\Roaming\\Pazaak')
  })

  it('is --data first, then PAZAAK_DATA_DIR, then the desktop folder', () => {
    const environment = {
      platform: 'linux' as const,
      env: { PAZAAK_DATA_DIR: '/env/dir' },
      home: '/h',
    }
    expect(hostDataDir('rel/dir', environment)).toBe(resolve('rel/dir'))
    expect(hostDataDir(undefined, environment)).toBe('/env/dir')
    expect(hostDataDir(undefined, { ...environment, env: {} })).toBe('/h/.config/Pazaak')
  })
})
