/**
 * What the shell and the browser host need from main/api's router: `createApi(...)` returns
 * this shape. Declared structurally here so the transports type-check on their own.
 */
import type { Result } from '@preload/contract'
import type { KeysUnder } from '@common/messages'

export interface GameApi {
  /** `scope`: the page's CallScope, sent by the browser host's pages (IPC sends none) */
  call(name: string, payload: unknown, scope?: unknown): Promise<Result<unknown>>
  /** waits for every queued save to reach the disk */
  flush(): Promise<void>
}

/**
 * A failure the transport itself reports (the router was never reached, or it threw), as a
 * message key the renderer words.
 */
export function transportError(
  code: 'forbidden' | 'internal' | 'invalid-payload' | 'unknown-call',
  key: KeysUnder<'errors.transport'> | 'errors.api.unknownCall',
): Result<never> {
  return { ok: false, error: { code, key } }
}
