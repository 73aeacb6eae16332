/**
 * Main's api router and the file system, for component and bridge tests that run against the
 * real main on a temporary data folder. They are node code, type-checked by tsconfig.node:
 * loading them by a computed path keeps node's types out of the renderer's type-check
 * (tsconfig.web). Test code only; nothing in the app imports it.
 */
import { CALL_NAMES } from '@preload/call-names'
import type { PazaakBridge, Result } from '@preload/contract'

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
