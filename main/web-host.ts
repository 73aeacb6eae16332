/**
 * The browser host (out/main/web-host.js, started by `npm run start:web`): the same api as the
 * desktop app, over HTTP on 127.0.0.1, for machines where Electron cannot run. Plain Node: it
 * must never load Electron.
 */
import { homedir } from 'node:os'
import { join } from 'node:path'
import { createApi } from '@main/api/router'
import { clockOn, HOST_USAGE, HostArgsError, parseHostArgs, type HostArgs } from '@main/host/args'
import { hostDataDir } from '@main/host/data-dir'
import { startHost } from '@main/host/server'
import { Door, hostCookieKey } from '@main/host/door'
import { FolderLockedError, lockDataFolder, type FolderLock } from '@main/store/folder-lock'
import { savesDir } from '@main/store'

async function main(): Promise<void> {
  let args: HostArgs
  try {
    args = parseHostArgs(process.argv.slice(2))
  } catch (error) {
    if (!(error instanceof HostArgsError)) throw error
    console.error(`${error.message}\n${HOST_USAGE}`)
    process.exit(2)
  }
  if (args.help) {
    console.log(HOST_USAGE)
    process.exit(0)
  }
  const dataDir = hostDataDir(args.dataDir, {
    platform: process.platform,
    env: process.env,
    home: homedir(),
  })
  // One writer per data folder: a second host (or the desktop app) on these saves stops here.
  let lock: FolderLock
  try {
    lock = lockDataFolder(dataDir, { app: 'the browser host' })
  } catch (error) {
    if (!(error instanceof FolderLockedError)) throw error
    console.error(error.message)
    process.exit(1)
  }
  process.once('exit', () => lock.release())
  const api = createApi({
    dataDir,
    host: 'web',
    ...(args.seed !== undefined ? { seed: args.seed } : {}),
    ...(args.today !== undefined ? { now: clockOn(args.today) } : {}),
  })
  // out/main/web-host.js -> out/renderer
  const rendererDir = join(__dirname, '..', 'renderer')
  const door = new Door({ cookieKey: hostCookieKey(dataDir) })
  const host = await startHost({ api, rendererDir, door, port: args.port ?? 0 })
  // Each printed address lets one browser in; the next one is printed once it is used.
  door.onSecretUsed = () =>
    console.log(`A browser has come in. For another browser, open ${host.address()}`)

  // Handlers first: whoever reads the address line may stop the host right away.
  const stop = (): void => {
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Pazaak could not finish saving:', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)

  console.log(`Pazaak is running at ${host.address()}`)
  console.log(
    'Open that address in your browser. It works once, for one browser, which then keeps a ' +
      'cookie; a bare visit without it shows nothing of the game.',
  )
  if (args.today !== undefined) console.log(`Main's calendar says it is ${args.today} (--today).`)
  console.log(`Saves are kept in ${savesDir(dataDir)}. Press Ctrl+C to stop.`)
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException | null)?.code
  if (code === 'EADDRINUSE')
    console.error('That port is already in use: pick another with --port N.')
  else console.error(error)
  process.exit(1)
})
