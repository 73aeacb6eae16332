/**
 * The Electron shell's lifecycle: one instance, the app:// scheme with the CSP, the fences,
 * the IPC bridge to the api, the window, and a flush of the saves before quitting (or when
 * Windows ends the session). A start that fails says so in a dialog and quits, instead of
 * leaving an invisible process that holds the single-instance lock.
 * Everything decided here lives in small Electron-free modules beside this one (tested there);
 * this file is proven as built, under a recording fake of Electron (boot.test.ts).
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { app, dialog, ipcMain, Menu, protocol, session, type BrowserWindow } from 'electron'
import iconPath from '@assets/icons/png/512x512.png?asset'
import type { Language } from '@preload/contract'
import { CALL_NAMES } from '@preload/call-names'
import { createApi } from '@main/api/router'
import { FolderLockedError, lockDataFolder } from '@main/store/folder-lock'
import { contentSecurityPolicy } from '@main/serve/csp'
import type { GameApi } from '@main/serve/game-api'
import { appResponse } from './app-protocol'
import { APP_SCHEME } from './app-url'
import { testSeed, userDataDirFromArgv } from './command-line'
import {
  answerPermissionCheck,
  answerPermissionRequest,
  denyDevicePermission,
  fenceContents,
  SecondLaunchFocus,
} from './guards'
import { registerCalls } from './ipc'
import { createMainWindow, type MainWindow } from './main-window'
import { appMenuTemplate } from './menu'
import { recallShellSettings, shellChanges, type ShellSettings } from './shell-settings'
import { languageFromSystem, shellText } from './shell-text'

function isFile(path: string): boolean {
  try {
    return !statSync(path).isDirectory()
  } catch {
    return false
  }
}

function setMenu(language: Language): void {
  const template = appMenuTemplate(process.platform, {
    isPackaged: app.isPackaged,
    appName: app.name,
    language,
  })
  Menu.setApplicationMenu(Menu.buildFromTemplate(template))
}

/**
 * Stops before anything starts: a dialog (after 'ready', since on Linux a dialog shown
 * earlier only reaches stderr), then quit with a failure code.
 */
function refuseToStart(title: string, message: string): void {
  void app.whenReady().then(() => {
    dialog.showErrorBox(title, message)
    app.exit(1)
  })
}

/** Starts the desktop app; a bad data folder, or one another process holds, is told in a dialog. */
export function runShell(): void {
  const systemLanguage = languageFromSystem(app.getPreferredSystemLanguages())
  const dataDir = userDataDirFromArgv(process.argv, process.cwd(), isFile)
  if (dataDir.kind === 'bad') {
    const t = shellText(systemLanguage)
    refuseToStart(t.badDataDirTitle, t.badDataDir(dataDir.value, dataDir.reason))
    return
  }
  if (dataDir.kind === 'folder') {
    // Electron has already taken the switch as userData; saying it again makes it explicit.
    try {
      app.setPath('userData', dataDir.path)
    } catch {
      const t = shellText(systemLanguage)
      refuseToStart(t.badDataDirTitle, t.badDataDir(dataDir.path, 'unusable'))
      return
    }
  }

  // The lock lives in userData, so it is taken after the folder is settled.
  if (!app.requestSingleInstanceLock()) {
    // Another instance owns the saves; it will focus its window ('second-instance').
    app.quit()
    return
  }
  // The second guard: the data folder's own lock, which the browser host honours too.
  const folder = app.getPath('userData')
  try {
    const lock = lockDataFolder(folder, { app: 'the desktop app' })
    process.once('exit', () => lock.release())
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error
    const t = shellText(systemLanguage)
    refuseToStart(t.folderLockedTitle, t.folderLocked(String(error.holder.pid), folder))
    return
  }

  app.enableSandbox()
  // Must happen before 'ready': a standard, secure scheme gets a real origin and fetch, and
  // codeCache keeps V8's compiled bundle between launches (only http(s) get it by default).
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        stream: true,
        codeCache: true,
      },
    },
  ])

  // main/index.js lives in out/main; the renderer and the preload are its siblings.
  const outDir = join(__dirname, '..')
  const rendererDir = join(outDir, 'renderer')
  const preloadPath = join(outDir, 'preload', 'index.js')
  const csp = contentSecurityPolicy()

  let api: GameApi | null = null
  let mainWindow: MainWindow | null = null
  let applied: ShellSettings = { language: systemLanguage, fullscreen: false }
  let flushed = false
  const focus = new SecondLaunchFocus()

  app.on('second-instance', () => focus.request())
  app.on('web-contents-created', (_event, contents) => fenceContents(contents))
  app.on('window-all-closed', () => app.quit())

  app.on('before-quit', (event) => {
    if (flushed || !api) return
    // Hold the quit until every queued save is on disk, then quit for real.
    event.preventDefault()
    // Cmd+Q quits before the window's 'close': queue its position first, then flush.
    mainWindow?.saveState()
    const pending = api
    void pending
      .flush()
      .catch(() => undefined)
      .finally(() => {
        flushed = true
        app.quit()
      })
  })

  /** Windows ends the session without 'before-quit': save what can be saved, now. */
  const flushNow = (): void => {
    mainWindow?.saveState()
    void api?.flush().catch(() => undefined)
  }

  /** Carries out a settings change: the window's full screen, the menu's language. */
  const follow = (change: Partial<ShellSettings>): void => {
    applied = { ...applied, ...change }
    if (change.language !== undefined) setMenu(change.language)
    const win = mainWindow?.win
    if (change.fullscreen !== undefined && win && !win.isDestroyed()) {
      if (win.isFullScreen() !== change.fullscreen) win.setFullScreen(change.fullscreen)
    }
  }

  /** F11, the menu or the OS changed full screen: the setting follows the window. */
  const fullScreenChanged = (fullscreen: boolean): void => {
    if (!api || applied.fullscreen === fullscreen) return
    applied = { ...applied, fullscreen }
    void api.call('settings.update', { fullscreen }).catch(() => undefined)
  }

  async function start(): Promise<void> {
    const ses = session.defaultSession
    ses.setPermissionRequestHandler(answerPermissionRequest)
    ses.setPermissionCheckHandler(answerPermissionCheck)
    ses.setDevicePermissionHandler(denyDevicePermission)
    ses.protocol.handle(APP_SCHEME, (request) => appResponse(request.url, rendererDir, csp))

    const seed = testSeed(process.argv, app)
    const gameApi: GameApi = createApi({
      dataDir: app.getPath('userData'),
      host: 'electron',
      ...(seed !== null ? { seed } : {}),
    })
    api = gameApi
    registerCalls(ipcMain, gameApi, CALL_NAMES, (name, result) => {
      // The api answers 'app.quit'; leaving is the shell's job.
      if (name === 'app.quit' && result.ok) setImmediate(() => app.quit())
      follow(shellChanges(applied, name, result))
    })

    applied = await recallShellSettings(gameApi)
    setMenu(applied.language)

    mainWindow = await createMainWindow({
      api: gameApi,
      preloadPath,
      iconPath,
      isPackaged: app.isPackaged,
      fullscreen: applied.fullscreen,
      onShown: (win: BrowserWindow) => focus.shown(win),
      onFullScreen: fullScreenChanged,
    })
    const { win } = mainWindow
    win.on('query-session-end', flushNow)
    win.on('session-end', flushNow)
    win.on('closed', () => {
      mainWindow = null
      focus.closed()
    })
    await mainWindow.load()
  }

  /** A start that failed: tell the player, keep what was saved, and leave. */
  function failStart(error: unknown): void {
    console.error('Pazaak could not start:', error)
    const t = shellText(applied.language)
    dialog.showErrorBox(t.startFailedTitle, t.startFailed)
    void (api?.flush() ?? Promise.resolve()).catch(() => undefined).finally(() => app.exit(1))
  }

  app.whenReady().then(start).catch(failStart)
}
