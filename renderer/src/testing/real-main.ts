/**
 * Main's api router and the file system, for component and bridge tests that run against the
 * real main on a temporary data folder. They are node code, type-checked by tsconfig.node:
 * loading them by a computed path keeps node's types out of the renderer's type-check
 * (tsconfig.web). Test code only; nothing in the app imports it.
 */
import { CALL_NAMES } from '@preload/call-names'
import type { CallArg, CallName, CallResult, PazaakBridge, Result } from '@preload/contract'

/** The api router as a test drives it (main/api/router.ts). */
export interface Api {
  call(name: string, payload: unknown): Promise<Result<unknown>>
  flush(): Promise<void>
}

/** What a test needs from main and from node. */
export interface RealMain {
  createApi(options: { dataDir: string; host: 'web'; seed?: number; now?: () => Date }): Api
  mkdtemp(prefix: string): Promise<string>
  rm(path: string, options: { recursive: boolean; force: boolean }): Promise<void>
  tmpdir(): string
  join(...parts: string[]): string
}

const nodeOnly = (path: string): Promise<unknown> => import(/* @vite-ignore */ path)

/** Loads the router and the file-system helpers. */
export async function loadRealMain(): Promise<RealMain> {
  return {
    ...((await nodeOnly('../../../main/api/router')) as object),
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

/** A component test's main: its api on a temporary folder, behind the page's bridge. */
export interface RealMainSession {
  /** Calls main directly, as the test's own check of what main says. */
  main<N extends CallName>(name: N, arg?: CallArg<N>): Promise<CallResult<N>>
  /**
   * Waits until every call the component made, and any it made in answer, is answered and
   * drawn: no fixed sleeps, so a busy machine only makes it slower.
   */
  settle(): Promise<void>
  /** Lets main finish its writes, takes the bridge away and deletes the folder. */
  close(): Promise<void>
}

/** Main on a new temporary folder (the clock fixed, the deals seeded) as `window.pazaak`. */
export async function openRealMain(real: RealMain, name: string): Promise<RealMainSession> {
  const { flushPromises } = await import('@vue/test-utils')
  const dataDir = await real.mkdtemp(real.join(real.tmpdir(), `pazaak-${name}-`))
  const api = real.createApi({
    dataDir,
    host: 'web',
    seed: 1,
    now: () => new Date('2025-01-01T12:00:00Z'),
  })
  const inFlight = new Set<Promise<unknown>>()
  window.pazaak = bridgeOver(api, (_name, answer) => {
    inFlight.add(answer)
    void answer.finally(() => inFlight.delete(answer))
  })
  return {
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
    async close() {
      await api.flush()
      delete window.pazaak
      await real.rm(dataDir, { recursive: true, force: true })
    },
  }
}
