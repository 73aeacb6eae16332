/**
 * The renderer's one door to main. In Electron it is window.pazaak (the preload); in the
 * browser host it is HTTP to main/web-host.ts, which runs the same api router. Nothing else in
 * the renderer knows which it is talking to.
 */
import { CALL_NAMES } from '@preload/call-names'
import type {
  ApiError,
  AppInfo,
  CallArg,
  CallName,
  CallResult,
  CallScope,
  PazaakBridge,
  ProfileSummary,
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

/**
 * What this page shows (CallScope), learnt from main's answers and sent with every call over
 * HTTP: the browser host may serve several tabs, and main refuses a call from a page whose
 * profile another tab switched, or that was made for an earlier run. The desktop app has one
 * window and sends none.
 */
const scope: CallScope = { run: null, profile: null }
/** the slot of the profile in `scope` (a delete of that slot empties the scope) */
let scopeSlot: number | null = null

/** Why this page cannot go on talking to the game (the page-stale dialog says so). */
export type PageStale = 'restarted' | 'profile-changed' | 'locked-out'
const staleListeners = new Set<(why: PageStale) => void>()

/** Listens for the page going stale; returns the function that stops listening. */
export function onPageStale(listener: (why: PageStale) => void): () => void {
  staleListeners.add(listener)
  return () => staleListeners.delete(listener)
}

function adopt(profile: ProfileSummary | null): void {
  scope.profile = profile?.key ?? null
  scopeSlot = profile?.slot ?? null
}

/** Keeps the scope in step with main's answers, and reports a page gone stale. */
function learn(name: CallName, arg: unknown, result: Result<unknown>, overHttp: boolean): void {
  if (!result.ok) {
    const code = result.error.code
    const why: PageStale | null =
      code === 'restarted' || code === 'profile-changed'
        ? code
        : code === 'forbidden' && overHttp
          ? 'locked-out'
          : null
    if (why) for (const listener of staleListeners) listener(why)
    return
  }
  if (name === 'app.info') scope.run = (result.value as AppInfo).run
  else if (name === 'profiles.create' || name === 'profiles.load' || name === 'profiles.current')
    adopt(result.value as ProfileSummary | null)
  else if (name === 'profiles.delete' && (arg as { slot: number }).slot === scopeSlot) adopt(null)
}

async function overHttp(name: CallName, arg: unknown): Promise<Result<unknown>> {
  let response: Response
  try {
    response = await fetch(`/api/${name}`, {
      method: 'POST',
      // The host's cookie (HttpOnly, set when the printed address was opened) goes along by
      // itself: the page never holds anything that opens the api.
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ arg: arg === undefined ? null : arg, scope }),
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

async function transport(name: CallName, arg: unknown): Promise<Result<unknown>> {
  const preload = window.pazaak
  if (preload) {
    const [group, method] = name.split('.') as [string, string]
    const fn = (
      preload as unknown as Record<string, Record<string, (a: unknown) => Promise<Result<unknown>>>>
    )[group]?.[method]
    if (fn) {
      const result = await fn(arg)
      learn(name, arg, result, false)
      return result
    }
  }
  return inPageOrder(name, async () => {
    const result = await overHttp(name, arg)
    learn(name, arg, result, true)
    return result
  })
}

/** Calls whose answer moves this page's scope to another profile (or to none). */
const SWITCHES: ReadonlySet<CallName> = new Set<CallName>([
  'profiles.create',
  'profiles.load',
  'profiles.delete',
])
/** Calls made and not yet answered. */
const unanswered = new Set<Promise<unknown>>()
/** The last switch made; settled once its answer has moved the scope. */
let lastSwitch: Promise<unknown> = Promise.resolve()

/**
 * Sends a call over HTTP so that main sees this page's profile switches where the page made
 * them. Two requests may reach main in another order than they were sent (each body is read on
 * its own connection), and main refuses a call whose scope names the profile it has just
 * switched away from, as if another tab had switched it. So a switch waits until every call
 * made before it has been answered, and a call made while a switch is on its way waits for the
 * switch's answer and goes with the new scope.
 */
function inPageOrder(
  name: CallName,
  send: () => Promise<Result<unknown>>,
): Promise<Result<unknown>> {
  const switches = SWITCHES.has(name)
  const after = switches ? Promise.allSettled([lastSwitch, ...unanswered]) : lastSwitch
  const result = after.then(send)
  if (switches) lastSwitch = result
  unanswered.add(result)
  void result.finally(() => unanswered.delete(result))
  return result
}

/** Questions that take no argument and change nothing in main: the ones asked ahead. */
export type Question = 'app.info' | 'profiles.list' | 'profiles.current' | 'settings.get'
const askedAhead = new Map<CallName, Promise<Result<unknown>>>()

/**
 * Asks main now what the first screen will ask once it is mounted, so the answers travel while
 * the app's code runs and mounts. The first `request` for each takes the answer asked ahead;
 * any later one asks afresh. Only for questions asked before anything else is called.
 */
export function askAhead(questions: readonly Question[]): void {
  for (const name of questions)
    if (!askedAhead.has(name)) askedAhead.set(name, transport(name, undefined))
}

/** Calls main and returns the raw result (for code that shows errors inline). */
export function request<N extends CallName>(
  name: N,
  ...arg: CallArg<N> extends void ? [] : [CallArg<N>]
): Promise<Result<CallResult<N>>> {
  const ahead = arg.length === 0 ? askedAhead.get(name) : undefined
  if (ahead) {
    askedAhead.delete(name)
    return ahead as Promise<Result<CallResult<N>>>
  }
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
