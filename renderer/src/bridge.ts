/**
 * The renderer's one door to main. In Electron it is window.pazaak (the preload); in the
 * browser host it is HTTP to main/web-host.ts, which runs the same api router. Nothing else in
 * the renderer knows which it is talking to.
 */
import { CALL_NAMES } from '@preload/call-names'
import type {
  ApiError,
  CallArg,
  CallName,
  CallResult,
  PazaakBridge,
  Result,
} from '@preload/contract'

declare global {
  interface Window {
    pazaak?: PazaakBridge
  }
}

/**
 * An error main returned for a call: its code and a message key with parameters, which the
 * screen words in the player's language (i18n/words.ts). Error.message is the key, for logs.
 */
export class BridgeError extends Error {
  override name = 'BridgeError'
  constructor(readonly error: ApiError) {
    super(error.key)
  }
}

async function overHttp(name: CallName, arg: unknown): Promise<Result<unknown>> {
  let response: Response
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      // The host's cookie (HttpOnly, set when the printed address was opened) goes along by
      // itself: the page never holds anything that opens the api.
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ arg: arg === undefined ? null : arg }),
    })
  } catch {
    return { ok: false, error: { code: 'internal', key: 'errors.bridge.hostDown' } }
  }
  try {
    return (await response.json()) as Result<unknown>
  } catch {
    return {
      ok: false,
      error: {
        code: 'internal',
        key: 'errors.bridge.hostAnswered',
        params: { status: String(response.status) },
      },
    }
  }
}

function transport(name: CallName, arg: unknown): Promise<Result<unknown>> {
  const preload = window.pazaak
  if (preload) {
    const [group, method] = name.split('.') as [string, string]
    const fn = (
      preload as unknown as Record<string, Record<string, (a: unknown) => Promise<Result<unknown>>>>
    )[group]?.[method]
    if (fn) return fn(arg)
  }
  return overHttp(name, arg)
}

/** Calls main and returns the raw result (for code that shows errors inline). */
export function request<N extends CallName>(
  name: N,
  ...arg: CallArg<N> extends void ? [] : [CallArg<N>]
): Promise<Result<CallResult<N>>> {
  return transport(name, arg[0]) as Promise<Result<CallResult<N>>>
}

/** Calls main and returns the value, or throws a BridgeError with main's refusal. */
export async function call<N extends CallName>(
  name: N,
  ...arg: CallArg<N> extends void ? [] : [CallArg<N>]
): Promise<CallResult<N>> {
  const result = await request(name, ...arg)
  if (!result.ok) throw new BridgeError(result.error)
  return result.value
}

export { CALL_NAMES }
