/**
 * Main's api router and the file system, for component and bridge tests that run against the
 * real main on a temporary data folder. They are node code, type-checked by tsconfig.node:
 * loading them by a computed path keeps node's types out of the renderer's type-check
 * (tsconfig.web). Test code only; nothing in the app imports it.
 */
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach } from 'vitest'
import { CALL_NAMES } from '@preload/call-names'
import type {
  AppInfo,
  CallArg,
  CallName,
  CallResult,
  PazaakBridge,
  Result,
  SlotId,
} from '@preload/contract'

/** The api router as a test drives it (main/api/router.ts). */
export interface Api {
  call(name: string, payload: unknown): Promise<Result<unknown>>
  flush(): Promise<void>
}

/** What a test needs from main and from node. */
export interface RealMain {
  createApi(options: {
    dataDir: string
    host: AppInfo['host']
    seed?: number
    now?: () => Date
  }): Api
  mkdtemp(prefix: string): Promise<string>
  rm(path: string, options: { recursive: boolean; force: boolean }): Promise<void>
  tmpdir(): string
  join(...parts: string[]): string
  readFile(path: string, encoding: 'utf8'): Promise<string>
  writeFile(path: string, text: string): Promise<void>
  /** a save's checksum (main/store/checksum.ts), for a test that edits a save on disk */
  checksumOf(data: unknown): string
}

const nodeOnly = (path: string): Promise<unknown> => import(/* @vite-ignore */ path)

/** Loads the router and the file-system helpers. */
export async function loadRealMain(): Promise<RealMain> {
  return {
    ...((await nodeOnly('../../../main/api/router')) as object),
    ...((await nodeOnly('../../../main/store/checksum')) as object),
    ...((await nodeOnly('node:fs/promises')) as object),
    ...((await nodeOnly('node:os')) as object),
    ...((await nodeOnly('node:path')) as object),
  } as RealMain
}

/**
 * The preload's shape over the api in this process, each answer cloned as IPC would clone it.
 * `onCall` sees every call with its answer on the way (to count calls, or wait for them).
 */
export function bridgeOver(
  api: Api,
  onCall?: (name: string, answer: Promise<unknown>) => void,
): PazaakBridge {
  const bridge: Record<string, Record<string, (arg: unknown) => Promise<unknown>>> = {}
  for (const name of CALL_NAMES) {
    const [group, method] = name.split('.') as [string, string]
    bridge[group] ??= {}
    bridge[group][method] = (arg) => {
      const answer = api
        .call(name, arg === undefined ? null : arg)
        .then((result) => JSON.parse(JSON.stringify(result)) as unknown)
      onCall?.(name, answer)
      return answer
    }
  }
  return bridge as unknown as PazaakBridge
}

/**
 * A profile save's data as a test edits it on disk: the parts the tests change, typed as the
 * save keeps them (main/store/schemas/profile.ts), the rest as read.
 */
export interface SaveOnDisk {
  wallet: { ledger: { reason: string; note: unknown }[] }
  history?: { id: string; names?: [string, string]; moves?: string }[]
  [part: string]: unknown
}

/** A component test's main: its api on a temporary folder, behind the page's bridge. */
export interface RealMainSession {
  /** Calls main directly, as the test's own check of what main says. */
  main<N extends CallName>(name: N, arg?: CallArg<N>): Promise<CallResult<N>>
  /**
   * Waits until every call the component made, and any it made in answer, is answered and
   * drawn: no fixed sleeps, so a busy machine only makes it slower.
   */
  settle(): Promise<void>
  /**
   * Edits `slot`'s save between two runs of main, for a save as an older version of the game
   * left it: main's writes finish, `edit` changes the data and its checksum is made good (so
   * only what was edited differs), then a new main on the same folder loads the slot, as the
   * app's next start would.
   */
  rewriteSave(slot: SlotId, edit: (data: SaveOnDisk) => void): Promise<void>
  /** Lets main finish its writes, takes the bridge away and deletes the folder. */
  close(): Promise<void>
}

/** Main's clock in a test that sets none: one moment, so that no answer depends on the day. */
const TEST_NOW = new Date('2025-01-01T12:00:00Z')

/**
 * Main on a new temporary folder (the deals seeded, the clock fixed unless `now` is given) as
 * `window.pazaak`: a browser host's main, unless `host` says the desktop app's.
 */
export async function openRealMain(
  real: RealMain,
  name: string,
  now: () => Date = () => new Date(TEST_NOW),
  host: AppInfo['host'] = 'web',
): Promise<RealMainSession> {
  const { flushPromises } = await import('@vue/test-utils')
  const dataDir = await real.mkdtemp(real.join(real.tmpdir(), `pazaak-${name}-`))
  const inFlight = new Set<Promise<unknown>>()
  /** Main on the folder behind the page's bridge: a new run of it after a save is rewritten. */
  const start = (): Api => {
    const started = real.createApi({ dataDir, host, seed: 1, now })
    window.pazaak = bridgeOver(started, (_name, answer) => {
      inFlight.add(answer)
      void answer.finally(() => inFlight.delete(answer))
    })
    return started
  }
  let api = start()
  const session: RealMainSession = {
    async main(callName, arg) {
      const result = await api.call(callName, arg === undefined ? null : arg)
      if (!result.ok) throw new Error(result.error.key)
      return result.value as never
    },
    async settle() {
      await flushPromises()
      while (inFlight.size > 0) {
        await Promise.allSettled([...inFlight])
        await flushPromises()
      }
    },
    async rewriteSave(slot, edit) {
      await session.settle()
      await api.flush()
      const path = real.join(dataDir, 'saves', `profile-${slot}.json`)
      const envelope = JSON.parse(await real.readFile(path, 'utf8')) as {
        data: SaveOnDisk
        checksum: string
      }
      edit(envelope.data)
      envelope.checksum = real.checksumOf(envelope.data)
      await real.writeFile(path, JSON.stringify(envelope))
      api = start()
      await session.main('profiles.load', { slot })
    },
    async close() {
      await api.flush()
      delete window.pazaak
      await real.rm(dataDir, { recursive: true, force: true })
    },
  }
  return session
}

/** What a file's tests have besides a main of their own, made anew before each test. */
export interface PerTestSetup {
  /** Main's clock at each test's start, for tests that move it with `setNow`. */
  now?: Date
  /** A save made in main before each test. */
  profile?: { slot: SlotId; name: string }
  /**
   * A new active Pinia before each test, for tests whose screens all live in one app:
   * `refreshProfile` loads the profile store as the app does at its start, `reducedMotion`
   * turns the animations off so that nothing waits on them.
   */
  pinia?: true | { refreshProfile?: boolean; reducedMotion?: boolean }
  /** Which host main says it is (`app.info`): the browser host unless a test says otherwise. */
  host?: AppInfo['host']
}

/** The main of whichever test is running: its parts may be taken apart at a file's top. */
export interface RealMainPerTest {
  main: RealMainSession['main']
  settle: RealMainSession['settle']
  rewriteSave: RealMainSession['rewriteSave']
  /** Moves main's clock; the next test starts again from `now`. */
  setNow(now: Date): void
}

/**
 * Opens a main of its own for each test of the file, in English, and closes it after. A file's
 * own hooks registered after this call run inside that session: vitest runs the beforeEach
 * hooks in order and the afterEach hooks last first, so they unmount before main closes.
 */
export function useRealMainPerTest(
  real: RealMain,
  name: string,
  setup: PerTestSetup = {},
): RealMainPerTest {
  const start = setup.now ?? TEST_NOW
  let now = start
  let session: RealMainSession | null = null
  const current = (): RealMainSession => {
    if (!session) throw new Error('main is open only while a test runs')
    return session
  }

  beforeEach(async () => {
    now = start
    session = await openRealMain(real, name, () => new Date(now), setup.host)
    const { i18n } = await import('@/i18n')
    i18n.global.locale.value = 'en'
    if (setup.profile) await session.main('profiles.create', setup.profile)
    if (!setup.pinia) return
    setActivePinia(createPinia())
    const { refreshProfile = false, reducedMotion = false } =
      setup.pinia === true ? {} : setup.pinia
    if (refreshProfile) {
      const { useProfileStore } = await import('@/stores/profile')
      await useProfileStore().refresh()
    }
    if (reducedMotion) {
      const { useSettingsStore } = await import('@/stores/settings')
      useSettingsStore().settings.reducedMotion = 'on'
    }
  })

  afterEach(async () => {
    // a test that switched the language leaves none behind
    const { i18n } = await import('@/i18n')
    i18n.global.locale.value = 'en'
    await session?.close()
    session = null
  })

  return {
    main: (callName, arg) => current().main(callName, arg),
    settle: () => current().settle(),
    rewriteSave: (slot, edit) => current().rewriteSave(slot, edit),
    setNow(moment) {
      now = moment
    },
  }
}
