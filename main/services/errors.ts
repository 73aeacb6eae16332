import type { ErrorCode, MatchUpdate } from '@preload/contract'
import {
  message,
  type Message,
  type MessageKey,
  type MessageOf,
  type ParamsArg,
} from '@common/messages'

/** The categories a service may refuse with (the api and its transports own the rest). */
export type RefusalCode = Exclude<ErrorCode, 'internal' | 'unknown-call' | 'invalid-payload'>

/**
 * A refusal the player should read: the router turns it into `{ ok: false, error }` with the
 * code and the message (a key and its parameters, worded by the renderer). Services throw it
 * only before they change anything (they work on a draft that is dropped).
 */
export class GameError extends Error {
  override name = 'GameError'
  constructor(
    readonly code: RefusalCode,
    readonly said: Message,
    /** with 'moved-on': the match as it stands, which the refusal carries to the page */
    readonly match?: MatchUpdate,
  ) {
    super(said.key)
  }
}

/** Refuses with a message key and its parameters; TypeScript checks them against the key. */
export function refuse<K extends MessageKey>(
  code: RefusalCode,
  key: K,
  ...params: ParamsArg<K>
): never {
  throw new GameError(code, message(key, ...params) as MessageOf<K> as Message)
}

/** Refuses with a message already built (an engine refusal, a wager's problem). */
export function refuseWith(code: RefusalCode, said: Message): never {
  throw new GameError(code, said)
}
