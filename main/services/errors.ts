import type { ErrorCode } from '@preload/contract'

/**
 * A refusal the player should read: the router turns it into `{ ok: false, error }`. Services
 * throw it only before they change anything (they work on a draft that is dropped).
 */
export class GameError extends Error {
  override name = 'GameError'
  constructor(
    readonly code: Exclude<ErrorCode, 'internal' | 'unknown-call' | 'invalid-payload'>,
    message: string,
  ) {
    super(message)
  }
}

export function refuse(code: GameError['code'], message: string): never {
  throw new GameError(code, message)
}
