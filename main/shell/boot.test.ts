/**
 * The built desktop app (out/main/index.js, as `npm run build` leaves it), booted under a
 * recording fake of Electron, because the Electron binary cannot run where this suite runs.
 * The fake throws where Electron throws and checks every member, event, window option and
 * menu role against the installed electron.d.ts; everything else is real: the api, the saves
 * on disk, the files served over app://, the preload run as a sandboxed renderer runs it.
 * The Electron e2e target (Playwright) covers the rest on machines that have the binary.
 */
import { readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { hostname } from 'node:os'
import { join, relative } from 'node:path'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { CALL_NAMES } from '@preload/call-names'
import { buildIfStale } from '../../scripts/build-if-stale.cjs'
import { createApi } from '@main/api/router'
import { startHost } from '@main/host/server'
import { Door } from '@main/host/door'
import { contentSecurityPolicy } from '@main/serve/csp'
import { until } from '@tools/testing/fake-electron/boot'
import {
  bridgeCalls,
  electronApi,
  pageCall,
  ROOT,
  saveSettings,
  scene,
  settingsOnDisk,
  withoutTimes,
  type Scene,
} from '@tools/testing/fake-electron/boot-kit'

let current: Scene
beforeAll(() => {
  // A build takes seconds, longer on a busy machine; it runs only when a source changed.
  buildIfStale(ROOT)
  electronApi()
}, 180_000)
afterEach(async () => {
  await current?.cleanup()
})

async function fresh(): Promise<Scene> {
  current = await scene()
  return current
}

/** Boots in a fresh folder and waits for the window; the preload's bridge is ready to call. */
async function started(options: Parameters<Scene['boot']>[0] = {}) {
  const s = current ?? (await fresh())
  const booted = s.boot(options)
  booted.ready()
  const win = await booted.shown()
  const bridge = booted.preload().exposed.get('pazaak')
  return { s, booted, win, bridge, world: booted.world }
}

const HARDENED = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webviewTag: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
}

describe('the built app under a fake Electron: startup', () => {
  it('starts with no throw and no unhandled rejection, in the order Electron needs', async () => {
    const s = await fresh()
    const booted = s.boot({ args: [`--user-data-dir=${s.dataDir}`, '--seed=3'] })
    const rec = booted.world.rec
    // Everything before 'ready', in order: the folder, the lock in it, the sandbox, the scheme.
    expect(rec.calls.every((c) => !c.ready)).toBe(true)
    expect(rec.names()).toEqual([
      'app.setPath',
      'app.requestSingleInstanceLock',
      'app.enableSandbox',
      'protocol.registerSchemesAsPrivileged',
      'app.whenReady',
    ])
    expect(rec.calls[0]?.args).toEqual(['userData', s.dataDir])
    expect(rec.calls[1]?.args).toEqual([s.dataDir])
    // The scheme: standard and secure (a real origin), fetch, streams, and V8's code cache.
    expect(rec.calls[3]?.args).toEqual([
      [
        {
          scheme: 'app',
          privileges: {
            standard: true,
            secure: true,
            supportFetchAPI: true,
            stream: true,
            codeCache: true,
          },
        },
      ],
    ])

    booted.ready()
    await booted.shown()
    const after = rec.names()
    const at = (name: string): number => after.indexOf(name)
    expect(at('session.setPermissionRequestHandler')).toBeGreaterThan(at('app.whenReady'))
    expect(at('session.protocol.handle')).toBeLessThan(at('ipcMain.handle'))
    expect(at('ipcMain.handle')).toBeLessThan(at('BrowserWindow.new'))
    expect(at('Menu.setApplicationMenu')).toBeLessThan(at('BrowserWindow.new'))
    expect(at('BrowserWindow.new')).toBeLessThan(at('win.loadURL'))
    expect(rec.violations).toEqual([])
    expect(booted.unhandled).toEqual([])
  })

  it('uses only what electron.d.ts has, and says what it checked', async () => {
    const { world, booted, bridge } = await started()
    await pageCall(bridge, 'settings.update', { fullscreen: true, language: 'de' })
    world.press('F11')
    await booted.shutdown()
    const touched = [...world.rec.touched]
    // Members, events, window options, web preferences, scheme privileges and menu roles.
    for (const kind of [
      'App#requestSingleInstanceLock',
      'App@second-instance',
      'BrowserWindow@session-end',
      'BrowserWindow#setFullScreen',
      'BrowserWindowConstructorOptions:icon',
      'WebPreferences:sandbox',
      'Privileges:codeCache',
      'MenuItemConstructorOptions:role=togglefullscreen',
      'WebContents@will-frame-navigate',
      'IpcMainInvokeEvent#senderFrame',
    ]) {
      expect(touched, kind).toContain(kind)
    }
    expect(world.rec.violations).toEqual([])
  })

  it('opens one hardened window on the app entry, with its preload and icon', async () => {
    const { win, booted, world } = await started()
    const prefs = win.options.webPreferences as Record<string, unknown>
    expect(prefs).toMatchObject(HARDENED)
    expect(prefs).not.toHaveProperty('enableBlinkFeatures')
    // A development build (not packaged) keeps DevTools.
    expect(prefs.devTools).toBe(true)
    expect(prefs.preload).toBe(join(ROOT, 'out', 'preload', 'index.js'))
    expect(readFileSync(prefs.preload as string, 'utf8')).toContain('exposeInMainWorld')
    expect(world.rec.calls.find((c) => c.what === 'win.loadURL')?.args).toEqual([
      'app://pazaak/index.html',
    ])
    expect(booted.pageUrl).toBe('app://pazaak/index.html')
    expect(world.windows).toHaveLength(1)
    // The window's icon (Linux taskbar, development runs) is a PNG inside out/.
    const icon = win.options.icon as string
    expect(icon.startsWith(join(ROOT, 'out'))).toBe(true)
    expect(readFileSync(icon).subarray(1, 4).toString()).toBe('PNG')
  })

  it('fits the window to a crowded screen: smaller than 960×600 where that is all there is', async () => {
    // a 1080p laptop at 200%: less room than the usual 960×600 minimum
    const { win } = await started({ displays: [{ x: 0, y: 0, width: 960, height: 516 }] })
    expect(win.getMinimumSize()).toEqual([960, 516])
    expect(win.getBounds()).toMatchObject({ width: 960, height: 516 })
  })

  it('lets the window shrink further once a screen with less room is plugged in', async () => {
    const roomy = { x: 0, y: 0, width: 1920, height: 1040 }
    const { win, world } = await started({ displays: [roomy] })
    expect(win.getMinimumSize()).toEqual([960, 600])
    world.changeDisplays([roomy, { x: 1920, y: 0, width: 960, height: 516 }])
    expect(win.getMinimumSize()).toEqual([960, 516])
    world.changeDisplays([roomy])
    expect(win.getMinimumSize()).toEqual([960, 600])
  })

  it('fences the page in: no navigation away, no new windows', async () => {
    const { win } = await started()
    expect(win.webContents.tryNavigate('https://example.com/')).toBe(true)
    expect(win.webContents.tryNavigate('file:///etc/passwd', 'will-frame-navigate')).toBe(true)
    expect(win.webContents.tryOpen('https://example.com/')).toEqual({ action: 'deny' })
    expect(win.webContents.getURL()).toBe('app://pazaak/index.html')
  })

  it('serves the page and every script, style, font and sound it names, with the CSP', async () => {
    const { world } = await started()
    const csp = contentSecurityPolicy()
    const index = await world.fetch('app://pazaak/index.html')
    expect(index.status).toBe(200)
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(index.headers.get('content-security-policy')).toBe(csp)
    const html = await index.text()

    const base = 'app://pazaak/index.html'
    const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((m) => m[1] as string)
      .filter((r) => !r.startsWith('data:'))
      .map((r) => new URL(r, base).href)
    const scripts = refs.filter((r) => r.endsWith('.js'))
    const styles = refs.filter((r) => r.endsWith('.css'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(styles.length).toBeGreaterThan(0)

    const fonts: string[] = []
    for (const style of styles) {
      const css = await (await world.fetch(style)).text()
      for (const m of css.matchAll(/url\(([^)]+)\)/g)) {
        const ref = (m[1] as string).replace(/["']/g, '')
        if (!ref.startsWith('data:')) fonts.push(new URL(ref, style).href)
      }
    }
    expect(fonts.length).toBeGreaterThan(0)
    const sounds: string[] = []
    for (const script of scripts) {
      const js = await (await world.fetch(script)).text()
      // Vite's asset references, new URL("name-hash.wav", import.meta.url), in whatever quotes
      // and spacing the minifier left
      for (const m of js.matchAll(
        /new URL\(\s*["'`]([^"'`]+\.wav)["'`]\s*,\s*import\.meta\.url\s*\)/g,
      )) {
        sounds.push(new URL(m[1] as string, script).href)
      }
    }
    expect(sounds.length).toBeGreaterThan(0)

    const expected: Record<string, string> = {
      js: 'text/javascript; charset=utf-8',
      css: 'text/css; charset=utf-8',
      woff2: 'font/woff2',
      woff: 'font/woff',
      wav: 'audio/wav',
    }
    for (const url of new Set([...scripts, ...styles, ...fonts, ...sounds])) {
      const response = await world.fetch(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe(expected[url.split('.').pop() ?? ''])
      expect(response.headers.get('content-security-policy'), url).toBe(csp)
      await response.arrayBuffer()
    }
    // And nothing outside the renderer folder, however it is spelt.
    for (const url of ['app://pazaak/../main/index.js', 'app://pazaak/%2e%2e/package.json']) {
      expect((await world.fetch(url)).status, url).toBe(404)
    }
  })
})

describe('the built app under a fake Electron: the bridge', () => {
  it('exposes exactly the contract calls, from a preload that needs nothing but electron', async () => {
    const { booted, world } = await started()
    const run = booted.preload()
    expect(run.required).toEqual(['electron'])
    expect([...run.exposed.keys()]).toEqual(['pazaak'])
    const exposed = bridgeCalls(run.exposed.get('pazaak')).sort()
    const channels = [...world.ipcMain.handlers.keys()].map((c) => c.replace(/^pazaak:/, '')).sort()
    expect(exposed).toEqual([...CALL_NAMES].sort())
    expect(channels).toEqual([...CALL_NAMES].sort())
    expect(world.rec.violations).toEqual([])
  })

  it('answers the page through the preload, and a payload that cannot be cloned never arrives', async () => {
    const { bridge, s } = await started()
    expect(await pageCall(bridge, 'app.info')).toEqual({
      ok: true,
      value: {
        version: expect.any(String),
        host: 'electron',
        run: expect.stringMatching(/^[0-9a-f]{16}$/),
        dataDir: s.dataDir,
      },
    })
    const before = await pageCall(bridge, 'profiles.list')
    await expect(pageCall(bridge, 'profiles.create', { slot: 1, name: () => 'x' })).rejects.toThrow(
      /could not be cloned/,
    )
    expect(await pageCall(bridge, 'profiles.list')).toEqual(before)
  })

  it('refuses a foreign page and a frame that is gone, and changes nothing', async () => {
    const { world, bridge } = await started()
    const payload = [{ slot: 1, name: 'Intruder' }]
    for (const url of ['https://example.com/', 'app://pazaak.evil/index.html', null]) {
      const answer = await world.invoke('pazaak:profiles.create', payload, { url })
      expect(answer, String(url)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
    }
    expect(await pageCall(bridge, 'profiles.list')).toEqual({ ok: true, value: [] })
  })

  it('plays a short game over IPC exactly as the browser host answers it over HTTP', async () => {
    const { bridge, s } = await started({
      args: [`--user-data-dir=${current.dataDir}`, '--seed=11'],
    })
    const flow = async (call: (name: string, arg?: unknown) => Promise<unknown>) => {
      const answers: unknown[] = []
      const step = async (name: string, arg?: unknown) => {
        const answer = (await call(name, arg)) as { ok: boolean; value: { matchId?: string } }
        answers.push([name, answer])
        return answer
      }
      await step('profiles.create', { slot: 1, name: 'Spacer' })
      const match = await step('match.start', {
        mode: 'quick',
        rules: 'classic',
        tier: 'rookie',
        deckId: null,
      })
      const matchId = match.value.matchId
      await step('match.act', { matchId, action: { type: 'end' } })
      await step('match.act', { matchId, action: { type: 'stand' } })
      await step('wallet.get')
      await step('stats.get')
      await step('settings.update', { musicVolume: 0.25 })
      return answers
    }
    const overIpc = await flow((name, arg) => pageCall(bridge, name, arg))

    const webDir = join(s.dir, 'web')
    await mkdir(join(webDir, 'renderer'), { recursive: true })
    await writeFile(join(webDir, 'renderer', 'index.html'), '<html><head></head></html>')
    const door = new Door({ cookieKey: 'boot-test-key' })
    const host = await startHost({
      api: createApi({ dataDir: join(webDir, 'data'), host: 'web', seed: 11 }),
      rendererDir: join(webDir, 'renderer'),
      door,
    })
    try {
      const overHttp = await flow(async (name, arg) => {
        const response = await fetch(`${host.url}api/${name}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `${door.cookieName}=boot-test-key`,
          },
          body: JSON.stringify({ arg: arg ?? null }),
        })
        return response.json()
      })
      // Match ids carry a random part (unique across profiles): compare them by their number.
      const same = (answers: unknown): unknown =>
        JSON.parse(JSON.stringify(withoutTimes(answers)).replace(/(match-\d+)-[0-9a-f]{8}/g, '$1'))
      expect(same(overIpc)).toEqual(same(overHttp))
      expect(JSON.stringify(overIpc)).toContain('"matchId"')
    } finally {
      await host.close()
    }
  })
})

describe('the built app under a fake Electron: leaving', () => {
  it('quits only once the saves are on disk, with the window where the player left it', async () => {
    const { world, win, s } = await started()
    let atExit: ReturnType<typeof settingsOnDisk> = null
    world.atExit.push(() => (atExit = settingsOnDisk(s.dataDir)))
    // The player drags the window and quits at once, before the debounced save.
    win.moveTo({ x: 130, y: 90, width: 1111, height: 777 })
    world.click(world.menuItems().find((i) => i.role === 'quit') ?? {})
    expect(await world.exited).toBe(0)
    expect(atExit).toMatchObject({ window: { x: 130, y: 90, width: 1111, height: 777 } })
    // before-quit was held once for the flush, then let through.
    expect(world.rec.names().filter((n) => n === 'app.quit')).toHaveLength(2)
  })

  it('quits when the page asks (app.quit) after answering it', async () => {
    const { world, bridge } = await started()
    expect(await pageCall(bridge, 'app.quit')).toMatchObject({ ok: true })
    expect(await world.exited).toBe(0)
  })
})

describe('the built app under a fake Electron: one instance', () => {
  it('a second launch brings back the minimised window', async () => {
    const { world, win } = await started()
    win.minimizeByPlayer()
    world.app.secondInstance(['--seed=1'])
    expect(win.history.slice(-3)).toEqual(['restore', 'show', 'focus'])
    expect(win.minimized).toBe(false)
  })

  it('a second launch while the page loads focuses the window once it is shown, not before', async () => {
    const s = await fresh()
    let release!: () => void
    const loadGate = new Promise<void>((done) => (release = done))
    const booted = s.boot({ loadGate })
    booted.ready()
    const world = booted.world
    // Before the window exists (the settings are being read), and while the page loads.
    world.app.secondInstance()
    await until(() => world.rec.names().includes('win.loadURL'), 'the page load to start')
    world.app.secondInstance()
    const win = world.window
    expect(win?.visible).toBe(false)
    expect(win?.history).toEqual([])
    release()
    await booted.shown()
    // Shown once painted (never before), then the queued focus.
    expect(win?.history[0]).toBe('show')
    expect(win?.history.at(-1)).toBe('focus')
    expect(win?.history.join()).not.toContain('unpainted')
  })

  it('a launch that finds the lock taken quits at once and opens nothing', async () => {
    const s = await fresh()
    const booted = s.boot({ singleInstanceLock: false })
    const world = booted.world
    expect(world.rec.names()).toEqual(['app.setPath', 'app.requestSingleInstanceLock', 'app.quit'])
    expect(await world.exited).toBe(0)
    booted.ready()
    expect(world.windows).toEqual([])
    expect(world.ipcMain.handlers.size).toBe(0)
  })
})

describe('the eleven fixes, as built', () => {
  it('1. applies the full-screen setting on show, on change, and keeps it when F11 toggles', async () => {
    const s = await fresh()
    await saveSettings(s.dataDir, { fullscreen: true })
    const { win, world, bridge } = await started()
    expect(win.history).toEqual(['show', 'setFullScreen(true)'])
    await until(() => win.fullScreen, 'full screen')

    await pageCall(bridge, 'settings.update', { fullscreen: false })
    expect(win.fullScreen).toBe(false)
    await pageCall(bridge, 'settings.update', { fullscreen: true })
    expect(win.fullScreen).toBe(true)

    // F11 (the menu's full-screen role): the window leaves full screen and the setting follows.
    expect(world.press('F11')).toBe(true)
    await until(() => !win.fullScreen, 'leaving full screen')
    await vi.waitFor(() => expect(settingsOnDisk(s.dataDir)?.fullscreen).toBe(false))
    expect(world.press('F11')).toBe(true)
    await vi.waitFor(() => expect(settingsOnDisk(s.dataDir)?.fullscreen).toBe(true))
    expect(await pageCall(bridge, 'settings.get')).toMatchObject({ value: { fullscreen: true } })
  })

  it('2. lets the app page write the clipboard (Copy) and nothing else', async () => {
    const { world } = await started()
    expect(world.askPermission('clipboard-sanitized-write', 'app://pazaak')).toEqual({
      request: true,
      check: true,
    })
    for (const [permission, origin] of [
      ['clipboard-sanitized-write', 'https://example.com'],
      ['clipboard-read', 'app://pazaak'],
      ['notifications', 'app://pazaak'],
      ['media', 'app://pazaak'],
    ] as const) {
      expect(world.askPermission(permission, origin), `${permission} ${origin}`).toEqual({
        request: false,
        check: false,
      })
    }
    expect(world.session.devicePermission?.()).toBe(false)
  })

  it('3. takes a relative --user-data-dir, and refuses a file with a dialog that quits', async () => {
    const s = await fresh()
    const rel = relative(process.cwd(), s.dataDir)
    expect(rel.startsWith('/')).toBe(false)
    const { bridge } = await started({ args: [`--user-data-dir=${rel}`] })
    expect(await pageCall(bridge, 'app.info')).toMatchObject({ value: { dataDir: s.dataDir } })
    await pageCall(bridge, 'profiles.create', { slot: 2, name: 'Relative' })
    expect(readFileSync(join(s.dataDir, 'saves', 'profile-2.json'), 'utf8')).toContain('Relative')

    const file = join(s.dir, 'not-a-folder.txt')
    await writeFile(file, 'x')
    for (const args of [[`--user-data-dir=${file}`], ['--user-data-dir=']]) {
      const refused = s.boot({ args })
      const world = refused.world
      expect(world.rec.names()).toEqual(['app.whenReady'])
      refused.ready()
      expect(await world.exited).toBe(1)
      expect(world.errorBoxes).toHaveLength(1)
      // Shown after 'ready', so it is a real dialog on Linux too, not a line on stderr.
      expect(world.errorBoxes[0]?.visible).toBe(true)
      expect(world.errorBoxes[0]?.content).toContain('--user-data-dir')
      expect(world.windows).toEqual([])
      expect(refused.unhandled).toEqual([])
    }
  })

  it('a data folder another process serves (a browser host) is refused with a dialog naming it', async () => {
    const s = await fresh()
    await mkdir(s.dataDir, { recursive: true })
    // The folder's lock names a live process: the test runner's parent.
    const holder = { pid: process.ppid, machine: hostname(), app: 'the browser host', since: 'now' }
    await writeFile(join(s.dataDir, 'pazaak.lock'), JSON.stringify(holder))
    const refused = s.boot({ args: [`--user-data-dir=${s.dataDir}`] })
    const world = refused.world
    refused.ready()
    expect(await world.exited).toBe(1)
    expect(world.errorBoxes).toHaveLength(1)
    expect(world.errorBoxes[0]?.visible).toBe(true)
    expect(world.errorBoxes[0]?.content).toContain(`process ${process.ppid}`)
    expect(world.windows).toEqual([])
    expect(world.ipcMain.handlers.size).toBe(0)
    expect(JSON.parse(readFileSync(join(s.dataDir, 'pazaak.lock'), 'utf8'))).toEqual(holder)
  })

  it('4, 5, 7 and 9 are in how the app is packed and registered', async () => {
    const yaml = createRequire(__filename)('js-yaml') as { load(text: string): unknown }
    const config = yaml.load(readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')) as {
      electronFuses: Record<string, boolean>
      appImage: { executableArgs: string[] }
    }
    // 4: an unsigned Apple Silicon build is re-signed ad hoc after the fuses are flipped.
    expect(config.electronFuses.resetAdHocDarwinSignature).toBe(true)
    // 5: the AppImage's desktop entry does not switch the sandbox off for everyone.
    expect(config.appImage.executableArgs).toEqual([])
    // 7: no cookie encryption (no cookies, and it would bring keychain prompts).
    expect(config.electronFuses.enableCookieEncryption).toBe(false)
    // 9: the app scheme keeps V8's code cache (asserted as registered in the first test).
    const s = await fresh()
    const booted = s.boot()
    const scheme = booted.world.rec.calls.find((c) =>
      c.what.endsWith('registerSchemesAsPrivileged'),
    )
    expect(scheme?.args).toMatchObject([[{ privileges: { standard: true, codeCache: true } }]])
  })

  it('6. a start that fails shows a dialog and quits instead of lingering with the lock', async () => {
    const s = await fresh()
    const booted = s.boot({ failLoad: true })
    booted.ready()
    expect(await booted.world.exited).toBe(1)
    expect(booted.world.errorBoxes.map((b) => b.visible)).toEqual([true])
    expect(booted.world.windows.every((w) => w.destroyed)).toBe(true)
    expect(booted.unhandled).toEqual([])
  })

  it('8. names the app for the Linux desktop as electron-builder names its .desktop file', async () => {
    const { world } = await started()
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string }
    // electron-builder: <executableName>.desktop, executableName being the package name.
    expect(world.app.desktopName).toBe(`${pkg.name}.desktop`)
  })

  it('10. maximises a window saved maximised only once it is painted', async () => {
    const s = await fresh()
    await saveSettings(s.dataDir, {
      window: { width: 1300, height: 800, x: 20, y: 20, maximized: true },
    })
    const { win } = await started()
    expect(win.history).toEqual(['maximize', 'show'])
    expect(win.maximized).toBe(true)
  })

  it('11. saves the window when Windows ends the session (no before-quit then)', async () => {
    const { world, win, s } = await started()
    win.moveTo({ x: 60, y: 70, width: 1200, height: 760 })
    world.endSession()
    // The process is gone: only what the app did inside 'session-end' reaches the disk.
    await vi.waitFor(
      () => expect(settingsOnDisk(s.dataDir)?.window).toMatchObject({ x: 60, y: 70 }),
      { timeout: 20_000 },
    )
    expect(world.rec.names()).not.toContain('app.quit')
  })

  it('German: the menu speaks the player’s language and follows a change at once', async () => {
    const s = await fresh()
    await saveSettings(s.dataDir, { language: 'de' })
    const { world, bridge } = await started()
    const label = (role: string) => world.menuItems().find((i) => i.role === role)?.label
    expect(label('togglefullscreen')).toBe('Vollbild ein/aus')
    expect(label('copy')).toBe('Kopieren')
    await pageCall(bridge, 'settings.update', { language: 'en' })
    expect(label('copy')).toBe('Copy')
    expect(world.rec.names().filter((n) => n === 'Menu.setApplicationMenu')).toHaveLength(2)
    // A change that leaves the language alone does not rebuild the menu.
    await pageCall(bridge, 'settings.update', { musicVolume: 0.5 })
    expect(world.rec.names().filter((n) => n === 'Menu.setApplicationMenu')).toHaveLength(2)
  })
})
