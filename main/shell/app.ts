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

/**
 * What the steps after the checks share: the api and the window once they exist, the settings
 * the shell has carried out, and whether the saves are on disk for quitting.
 */
interface Shell {
  api: GameApi | null
  mainWindow: MainWindow | null
  applied: ShellSettings
  flushed: boolean
  readonly focus: SecondLaunchFocus
}

/** Where the built app's pages come from, and the policy they are served with. */
interface BuiltApp {
  rendererDir: string
  preloadPath: string
  csp: string
}

/** Starts the desktop app; a bad data folder, or one another process holds, is told in a dialog. */
export function runShell(): void {
  const systemLanguage = languageFromSystem(app.getPreferredSystemLanguages())
  if (!settleDataFolder(systemLanguage)) return
  if (!takeSingleInstanceLock()) return
  if (!takeFolderLock(systemLanguage)) return
  hardenBeforeReady()
  const built = builtApp()
  const shell: Shell = {
    api: null,
    mainWindow: null,
    applied: { language: systemLanguage, fullscreen: false },
    flushed: false,
    focus: new SecondLaunchFocus(),
  }
  listenToApp(shell)
  app
    .whenReady()
    .then(() => start(shell, built))
    .catch((error: unknown) => failStart(shell, error))
}

/**
 * Its own step: --user-data-dir is settled first, since the instance lock and the folder lock
 * both live in it. False when it refused to start.
 */
function settleDataFolder(systemLanguage: Language): boolean {
  const dataDir = userDataDirFromArgv(process.argv, process.cwd(), isFile)
  if (dataDir.kind === 'bad') {
    const t = shellText(systemLanguage)
    refuseToStart(t.badDataDirTitle, t.badDataDir(dataDir.value, dataDir.reason))
    return false
  }
  if (dataDir.kind === 'folder') {
    // Electron has already taken the switch as userData; saying it again makes it explicit.
    try {
      app.setPath('userData', dataDir.path)
    } catch {
      const t = shellText(systemLanguage)
      refuseToStart(t.badDataDirTitle, t.badDataDir(dataDir.path, 'unusable'))
      return false
    }
  }
  return true
}

/** Its own step: a second launch leaves here, before it touches anything. False when it left. */
function takeSingleInstanceLock(): boolean {
  // The lock lives in userData, so it is taken after the folder is settled.
  if (!app.requestSingleInstanceLock()) {
    // Another instance owns the saves; it will focus its window ('second-instance').
    app.quit()
    return false
  }
  return true
}

/**
 * Its own step: the second guard, the data folder's own lock, which the browser host honours
 * too; taken before any save is read. False when another process holds it.
 */
function takeFolderLock(systemLanguage: Language): boolean {
  const folder = app.getPath('userData')
  try {
    const lock = lockDataFolder(folder, { app: 'the desktop app' })
    process.once('exit', () => lock.release())
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error
    const t = shellText(systemLanguage)
    refuseToStart(t.folderLockedTitle, t.folderLocked(String(error.holder.pid), folder))
    return false
  }
  return true
}

/** Its own step: the sandbox and the app:// scheme's privileges hold only if set before 'ready'. */
function hardenBeforeReady(): void {
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
}

/** Its own step: where the build put the pages, found from this bundle's own place. */
function builtApp(): BuiltApp {
  // main/index.js lives in out/main; the renderer and the preload are its siblings.
  const outDir = join(__dirname, '..')
  return {
    rendererDir: join(outDir, 'renderer'),
    preloadPath: join(outDir, 'preload', 'index.js'),
    csp: contentSecurityPolicy(),
  }
}

/** Its own step: the app's events are listened to before 'ready', so none is missed. */
function listenToApp(shell: Shell): void {
  app.on('second-instance', () => shell.focus.request())
  app.on('web-contents-created', (_event, contents) => fenceContents(contents))
  app.on('window-all-closed', () => app.quit())

  app.on('before-quit', (event) => {
    if (shell.flushed || !shell.api) return
    // Hold the quit until every queued save is on disk, then quit for real.
    event.preventDefault()
    // Cmd+Q quits before the window's 'close': queue its position first, then flush.
    shell.mainWindow?.saveState()
    const pending = shell.api
    void pending
      .flush()
      .catch(() => undefined)
      .finally(() => {
        shell.flushed = true
        app.quit()
      })
  })
}

/** Windows ends the session without 'before-quit': save what can be saved, now. */
function flushNow(shell: Shell): void {
  shell.mainWindow?.saveState()
  void shell.api?.flush().catch(() => undefined)
}

/** Carries out a settings change: the window's full screen, the menu's language. */
function follow(shell: Shell, change: Partial<ShellSettings>): void {
  shell.applied = { ...shell.applied, ...change }
  if (change.language !== undefined) setMenu(change.language)
  const win = shell.mainWindow?.win
  if (change.fullscreen !== undefined && win && !win.isDestroyed()) {
    if (win.isFullScreen() !== change.fullscreen) win.setFullScreen(change.fullscreen)
  }
}

/** F11, the menu or the OS changed full screen: the setting follows the window. */
function fullScreenChanged(shell: Shell, fullscreen: boolean): void {
  if (!shell.api || shell.applied.fullscreen === fullscreen) return
  shell.applied = { ...shell.applied, fullscreen }
  void shell.api.call('settings.update', { fullscreen }).catch(() => undefined)
}

/**
 * After 'ready', in order: the session's guards and the app:// handler, the api and its IPC,
 * the saved settings and the menu, then the window, which loads only once all are in place.
 */
async function start(shell: Shell, built: BuiltApp): Promise<void> {
  guardSession(built)
  const gameApi = openApi(shell)

  shell.applied = await recallShellSettings(gameApi)
  setMenu(shell.applied.language)

  const mainWindow = await createMainWindow({
    api: gameApi,
    preloadPath: built.preloadPath,
    iconPath,
    isPackaged: app.isPackaged,
    fullscreen: shell.applied.fullscreen,
    onShown: (win: BrowserWindow) => shell.focus.shown(win),
    onFullScreen: (fullscreen: boolean) => fullScreenChanged(shell, fullscreen),
  })
  shell.mainWindow = mainWindow
  followMainWindow(shell, mainWindow)
  await mainWindow.load()
}

/** Its own step: the session's permission answers and the app:// handler, before any page. */
function guardSession(built: BuiltApp): void {
  const ses = session.defaultSession
  ses.setPermissionRequestHandler(answerPermissionRequest)
  ses.setPermissionCheckHandler(answerPermissionCheck)
  ses.setDevicePermissionHandler(denyDevicePermission)
  ses.protocol.handle(APP_SCHEME, (request) =>
    appResponse(request.url, built.rendererDir, built.csp),
  )
}

/** Its own step: the api reads the saves, so it opens only now that the folder lock is held. */
function openApi(shell: Shell): GameApi {
  const seed = testSeed(process.argv, app)
  const gameApi: GameApi = createApi({
    dataDir: app.getPath('userData'),
    host: 'electron',
    ...(seed !== null ? { seed } : {}),
  })
  shell.api = gameApi
  registerCalls(ipcMain, gameApi, CALL_NAMES, (name, result) => {
    // The api answers 'app.quit'; leaving is the shell's job.
    if (name === 'app.quit' && result.ok) setImmediate(() => app.quit())
    follow(shell, shellChanges(shell.applied, name, result))
  })
  return gameApi
}

/** Its own step: what the shell does when Windows ends the session or the window closes. */
function followMainWindow(shell: Shell, mainWindow: MainWindow): void {
  const { win } = mainWindow
  const saveNow = (): void => flushNow(shell)
  win.on('query-session-end', saveNow)
  win.on('session-end', saveNow)
  win.on('closed', () => {
    shell.mainWindow = null
    shell.focus.closed()
  })
}

/** A start that failed: tell the player, keep what was saved, and leave. */
function failStart(shell: Shell, error: unknown): void {
  console.error('Pazaak could not start:', error)
  const t = shellText(shell.applied.language)
  dialog.showErrorBox(t.startFailedTitle, t.startFailed)
  void (shell.api?.flush() ?? Promise.resolve()).catch(() => undefined).finally(() => app.exit(1))
}
