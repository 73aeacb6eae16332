import { describe, expect, it } from 'vitest'
import { findElectronBinary, platformExecutable } from './electron-binary.cjs'

const root = '/project'

function filesystem(files: string[]) {
  return (p: string) => files.includes(p)
}

describe('finding the Electron binary without require("electron")', () => {
  it('uses ELECTRON_EXEC_PATH first', () => {
    const found = findElectronBinary({
      root,
      env: { ELECTRON_EXEC_PATH: '/opt/electron/electron', ELECTRON_OVERRIDE_DIST_PATH: '/x' },
      exists: filesystem(['/opt/electron/electron']),
    })
    expect(found).toEqual({ path: '/opt/electron/electron', source: 'ELECTRON_EXEC_PATH' })
  })

  it('looks inside ELECTRON_OVERRIDE_DIST_PATH for the platform executable', () => {
    const found = findElectronBinary({
      root,
      platform: 'linux',
      env: { ELECTRON_OVERRIDE_DIST_PATH: '/dist' },
      exists: filesystem(['/dist/electron']),
    })
    expect(found.path).toBe('/dist/electron')
    expect(platformExecutable('darwin')).toBe('Electron.app/Contents/MacOS/Electron')
    expect(platformExecutable('win32')).toBe('electron.exe')
  })

  it('says why in one line when there is no binary', () => {
    const found = findElectronBinary({ root, env: {}, exists: filesystem([]) })
    expect(found.path).toBeNull()
    expect(found).toHaveProperty('reason', expect.stringMatching(/never downloaded/))
    const missing = findElectronBinary({
      root,
      env: { ELECTRON_EXEC_PATH: '/nope' },
      exists: filesystem([]),
    })
    expect(missing).toHaveProperty('reason', expect.stringContaining('/nope'))
    for (const result of [found, missing]) {
      expect('reason' in result && result.reason).not.toContain('\n')
    }
  })

  it('answers for this checkout without starting a download', () => {
    // The real node_modules here has no binary (it cannot be downloaded there); the answer must still come back.
    const found = findElectronBinary({ env: {} })
    if (found.path === null) expect(found.reason.length).toBeGreaterThan(10)
    else expect(found.path).toMatch(/electron/i)
  })
})
