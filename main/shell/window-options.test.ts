import { describe, expect, it } from 'vitest'
import { mainWindowOptions } from './window-options'
import { DEFAULT_WINDOW_STATE } from './window-state'

const base = {
  preloadPath: '/app/out/preload/index.js',
  iconPath: '/app/out/main/chunks/icon.png',
  state: DEFAULT_WINDOW_STATE,
  minimum: { width: 960, height: 600 },
}

describe('the main window options', () => {
  it('isolate and sandbox the renderer with no Node and web security on', () => {
    const prefs = mainWindowOptions({ ...base, isPackaged: true }).webPreferences
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.js',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
    })
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
    expect(prefs).not.toHaveProperty('additionalArguments')
  })

  it('turn DevTools off in a packaged build and on in development', () => {
    expect(mainWindowOptions({ ...base, isPackaged: true }).webPreferences?.devTools).toBe(false)
    expect(mainWindowOptions({ ...base, isPackaged: false }).webPreferences?.devTools).toBe(true)
  })

  it('carry the app icon, so the taskbar and a development run show it', () => {
    expect(mainWindowOptions({ ...base, isPackaged: true }).icon).toBe(
      '/app/out/main/chunks/icon.png',
    )
  })

  it('start hidden: the window is shown, maximised and made full screen once painted', () => {
    const options = mainWindowOptions({
      ...base,
      isPackaged: true,
      state: { ...DEFAULT_WINDOW_STATE, maximized: true },
    })
    expect(options.show).toBe(false)
    expect(options).not.toHaveProperty('fullscreen')
  })

  it('open where the window was, or centred when there is no position', () => {
    const placed = mainWindowOptions({
      ...base,
      isPackaged: true,
      state: { width: 1400, height: 900, x: 40, y: 30, maximized: false },
    })
    expect(placed).toMatchObject({ width: 1400, height: 900, x: 40, y: 30 })
    expect(placed.center).toBeUndefined()
    const centred = mainWindowOptions({ ...base, isPackaged: true })
    expect(centred.center).toBe(true)
    expect(centred.x).toBeUndefined()
  })
})
