import { z } from 'zod'
import type { AppInfo, CallName, Result } from '@preload/contract'
import { message, type Message } from '@common/messages'
import { GameError } from '@main/services/errors'
import { Game } from '@main/services/game'
import { HANDLERS } from './handlers'
import { PAYLOAD_SCHEMAS } from './schemas'

export { PAYLOAD_SCHEMAS } from './schemas'

export interface ApiOptions {
  /** the user-data folder; saves go to `<dataDir>/saves/` */
  dataDir: string
  host: AppInfo['host']
  /** fixes the seeds of unwagered matches (tests, the host's --seed); otherwise the OS */
  seed?: number
  /** the clock; tests pass their own */
  now?: () => Date
}

export interface Api {
  /** `scope`: the page's CallScope (the browser host's pages send one; IPC sends none) */
  call(name: string, payload: unknown, scope?: unknown): Promise<Result<unknown>>
  /** resolves once every queued save is on disk (call before quitting) */
  flush(): Promise<void>
}

function isCallName(name: string): name is CallName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(HANDLERS, name)
}

const scopeSchema = z.strictObject({
  run: z.string().max(64).nullable(),
  profile: z.string().max(64).nullable(),
})

/** Calls that need nothing of the loaded profile: any page may make them (they change scope). */
const UNSCOPED: ReadonlySet<CallName> = new Set<CallName>([
  'app.info',
  'app.notices',
  'app.quit',
  'profiles.list',
  'profiles.create',
  'profiles.load',
  'profiles.rename',
  'profiles.delete',
  'profiles.current',
  'settings.get',
  'settings.update',
])

/** What was wrong with a payload: where in it, when the schema says. */
function describe(error: z.ZodError): Message {
  const issue = error.issues[0]
  return issue && issue.path.length > 0
    ? message('errors.api.invalidPayloadAt', { path: issue.path.map(String).join('.') })
    : message('errors.api.invalidPayload')
}

/**
 * The api used by both ipcMain (main/shell) and the browser host (main/web-host.ts): one table
 * from call name to handler. Every payload is checked by its schema before the handler runs;
 * refusals come back as `{ ok: false, error }` with a code and a message key (common/messages.ts)
 * that the renderer words in the player's language; anything
 * unexpected becomes 'internal' and, because services change a copy and adopt it only once it
 * is saved, leaves the player's world as it was. Calls run one at a time, in order.
 */
export function createApi(options: ApiOptions): Api {
  const game = new Game(options)
  let queue: Promise<unknown> = Promise.resolve()

  /**
   * A page's scope against main's state: null when the call may go ahead, else the refusal.
   * Checked inside the call queue, so no other call can switch the profile in between.
   */
  function outOfScope(name: CallName, scope: unknown): Result<never> | null {
    if (scope === undefined) return null
    const parsed = scopeSchema.safeParse(scope)
    if (!parsed.success) {
      return { ok: false, error: { code: 'invalid-payload', ...describe(parsed.error) } }
    }
    const { run: pageRun, profile } = parsed.data
    if (pageRun !== null && pageRun !== game.run) {
      return { ok: false, error: { code: 'restarted', ...message('errors.api.restarted') } }
    }
    if (!UNSCOPED.has(name) && profile !== game.profiles.currentKey()) {
      return {
        ok: false,
        error: { code: 'profile-changed', ...message('errors.api.profileChanged') },
      }
    }
    return null
  }

  async function run(name: string, payload: unknown, scope: unknown): Promise<Result<unknown>> {
    if (!isCallName(name)) {
      return { ok: false, error: { code: 'unknown-call', ...message('errors.api.unknownCall') } }
    }
    const parsed = PAYLOAD_SCHEMAS[name].safeParse(payload)
    if (!parsed.success) {
      return { ok: false, error: { code: 'invalid-payload', ...describe(parsed.error) } }
    }
    try {
      await game.init()
      const refusal = outOfScope(name, scope)
      if (refusal) return refusal
      const handler = HANDLERS[name] as (game: Game, arg: unknown) => unknown
      const value = await handler(game, parsed.data)
      return { ok: true, value }
    } catch (error) {
      if (error instanceof GameError) {
        const match = error.match ? { match: error.match } : {}
        return { ok: false, error: { code: error.code, ...error.said, ...match } }
      }
      console.error(`[api] ${name} failed:`, error)
      return { ok: false, error: { code: 'internal', ...message('errors.api.internal') } }
    }
  }

  return {
    call(name, payload, scope) {
      const result = queue.then(() => run(name, payload, scope))
      queue = result.catch(() => undefined)
      return result
    },
    async flush() {
      await queue.catch(() => undefined)
      await game.flush()
    },
  }
}
