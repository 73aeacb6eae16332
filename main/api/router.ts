import type { z } from 'zod'
import type { AppInfo, CallName, Result, Settings } from '@preload/contract'
import { GameError } from '@main/services/errors'
import { Game } from '@main/services/game'
import { HANDLERS } from './handlers'
import { localise } from './i18n/localise'
import { PAYLOAD_SCHEMAS } from './schemas'

export { PAYLOAD_SCHEMAS } from './schemas'
export { playerActionSchema, matchStartSchema, settingsChangeSchema } from './schemas'

export interface ApiOptions {
  /** the user-data folder; saves go to `<dataDir>/saves/` */
  dataDir: string
  host: AppInfo['host']
  /** fixes every match seed (tests, the host's --seed); otherwise seeds come from the OS */
  seed?: number
  /** the clock; tests pass their own */
  now?: () => Date
}

export interface Api {
  call(name: string, payload: unknown): Promise<Result<unknown>>
  /** resolves once every queued save is on disk (call before quitting) */
  flush(): Promise<void>
}

const INTERNAL = 'Something went wrong in the game; nothing was changed. Please try again.'

function isCallName(name: string): name is CallName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(HANDLERS, name)
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0]
  const where = issue && issue.path.length > 0 ? ` (at ${issue.path.map(String).join('.')})` : ''
  return `The game could not accept that request${where}.`
}

/**
 * The api used by both ipcMain (main/shell) and the browser host (main/web-host.ts): one table
 * from call name to handler. Every payload is checked by its schema before the handler runs;
 * refusals come back as `{ ok: false, error }` with a sentence for the player; anything
 * unexpected becomes 'internal' and, because services change a copy and adopt it only once it
 * is saved, leaves the player's world as it was. Calls run one at a time, in order.
 */
export function createApi(options: ApiOptions): Api {
  const game = new Game(options)
  let queue: Promise<unknown> = Promise.resolve()

  async function run(name: string, payload: unknown): Promise<Result<unknown>> {
    if (!isCallName(name)) {
      return { ok: false, error: { code: 'unknown-call', message: 'The game has no such call.' } }
    }
    const parsed = PAYLOAD_SCHEMAS[name].safeParse(payload)
    if (!parsed.success) {
      return { ok: false, error: { code: 'invalid-payload', message: describe(parsed.error) } }
    }
    try {
      await game.init()
      const handler = HANDLERS[name] as (game: Game, arg: unknown) => unknown
      const value = await handler(game, parsed.data)
      return { ok: true, value }
    } catch (error) {
      if (error instanceof GameError) {
        return { ok: false, error: { code: error.code, message: error.message } }
      }
      console.error(`[api] ${name} failed:`, error)
      return { ok: false, error: { code: 'internal', message: INTERNAL } }
    }
  }

  /** The player's language for main's sentences; English if the settings cannot be read. */
  async function language(): Promise<Settings['language']> {
    try {
      return (await game.settings.get()).language
    } catch {
      return 'en'
    }
  }

  return {
    call(name, payload) {
      const result = queue.then(async () =>
        localise(name, await run(name, payload), await language()),
      )
      queue = result.catch(() => undefined)
      return result
    },
    async flush() {
      await queue.catch(() => undefined)
      await game.flush()
    },
  }
}
