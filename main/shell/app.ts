/**
 * The Electron shell's lifecycle: one instance, the app:// scheme with the CSP, the fences,
 * the IPC bridge to the api, the window, and a flush of the saves before quitting.
 * Everything decided here lives in small Electron-free modules beside this one (tested there).
 */
import { join } from 'node:path'
import { app, ipcMain, Menu, protocol, session, type WebContents } from 'electron'
import { CALL_NAMES } from '@preload/call-names'
import { createApi } from '@main/api/router'
import { appResponse } from './app-protocol'
import { APP_SCHEME } from './app-url'
import { contentSecurityPolicy } from '@main/serve/csp'
import type { GameApi } from '@main/serve/game-api'
import {
  denyDevicePermission,
  denyPermissionCheck,
  denyPermissionRequest,
  denyWindowOpen,
  focusExistingWindow,
  preventNavigation,
} from './guards'
import { seedFromArgv, userDataDirFromArgv } from './command-line'
import { registerCalls } from './ipc'
import { createMainWindow, type MainWindow } from './main-window'
import { appMenuTemplate } from './menu'

function fence(contents: WebContents): void {
  contents.on('will-navigate', preventNavigation)
  contents.on('will-frame-navigate', preventNavigation)
  contents.on('will-attach-webview', preventNavigation)
  contents.setWindowOpenHandler(denyWindowOpen)
}

export function runShell(): void {
  // Honour --user-data-dir (tests point it at a temporary folder); otherwise Electron's
  // default applies: <appData>/Pazaak, named after productName.
  const userDataDir = userDataDirFromArgv(process.argv)
  if (userDataDir) app.setPath('userData', userDataDir)

  if (!app.requestSingleInstanceLock()) {
    // Another instance owns the saves; it will focus its window ('second-instance').
    app.quit()
    return
  }

  app.enableSandbox()
  // Must happen before 'ready': a standard, secure scheme gets a real origin and fetch.
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true },
    },
  ])

  // main/index.js lives in out/main; the renderer and the preload are its siblings.
  const outDir = join(__dirname, '..')
  const rendererDir = join(outDir, 'renderer')
  const preloadPath = join(outDir, 'preload', 'index.js')
  const csp = contentSecurityPolicy()

  let api: GameApi | null = null
  let mainWindow: MainWindow | null = null
  let flushed = false

  app.on('second-instance', () => {
    focusExistingWindow(mainWindow?.win)
  })
  app.on('web-contents-created', (_event, contents) => fence(contents))
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

  void app.whenReady().then(async () => {
    const ses = session.defaultSession
    ses.setPermissionRequestHandler(denyPermissionRequest)
    ses.setPermissionCheckHandler(denyPermissionCheck)
    ses.setDevicePermissionHandler(denyDevicePermission)
    ses.protocol.handle(APP_SCHEME, (request) => appResponse(request.url, rendererDir, csp))

    const seed = seedFromArgv(process.argv)
    const gameApi: GameApi = createApi({
      dataDir: app.getPath('userData'),
      host: 'electron',
      ...(seed !== null ? { seed } : {}),
    })
    api = gameApi
    registerCalls(ipcMain, gameApi, CALL_NAMES, (name, result) => {
      // The api answers 'app.quit'; leaving is the shell's job.
      if (name === 'app.quit' && result.ok) setImmediate(() => app.quit())
    })

    Menu.setApplicationMenu(
      Menu.buildFromTemplate(
        appMenuTemplate(process.platform, { isPackaged: app.isPackaged, appName: app.name }),
      ),
    )

    mainWindow = await createMainWindow({ api: gameApi, preloadPath, isPackaged: app.isPackaged })
    mainWindow.win.on('closed', () => {
      mainWindow = null
    })
  })
}
