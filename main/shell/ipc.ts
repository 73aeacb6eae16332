/**
 * The IPC side of the bridge: one `ipcMain.handle` per contract call on `pazaak:<name>`
 * (the channel the preload binds), all through ONE wrapper that checks who is asking before
 * the api sees the payload. No Electron import at runtime: the caller passes ipcMain in.
 */
import type { IpcMain } from 'electron'
import type { Result } from '@preload/contract'
import { isAppUrl } from './app-url'
import { channelFor } from '@preload/call-names'
import { transportError, type GameApi } from '@main/serve/game-api'

/** The part of an IpcMainInvokeEvent the guard looks at. */
export interface CallEvent {
  senderFrame: { url: string } | null
}

/**
 * Only the app's own page may call: a frame that is gone (null) or that shows anything but
 * app://pazaak (a navigation that slipped through, an injected frame) is refused.
 */
export function isTrustedSender(event: CallEvent): boolean {
  try {
    const frame = event.senderFrame
    return frame !== null && frame !== undefined && isAppUrl(frame.url)
  } catch {
    // Electron throws when a disposed frame is read: a frame that is gone is not trusted.
    return false
  }
}

export type CallHandler = (event: CallEvent, payload: unknown) => Promise<Result<unknown>>

/**
 * One call's IPC handler: refuses a sender that is not the app's page, and answers a thrown error
 * as a failed call, never as a bare message. `afterCall` sees every answer.
 */
export function guardedHandler(
  api: GameApi,
  name: string,
  afterCall?: (name: string, result: Result<unknown>) => void,
): CallHandler {
  return async (event, payload) => {
    if (!isTrustedSender(event)) {
      return transportError('forbidden', 'errors.transport.windowForbidden')
    }
    let result: Result<unknown>
    try {
      result = await api.call(name, payload)
    } catch {
      // A thrown error would reach the renderer as a bare message; answer in the contract's shape.
      result = transportError('internal', 'errors.transport.failed')
    }
    afterCall?.(name, result)
    return result
  }
}

/** ipcMain, or a stand-in with the same `handle` in tests. */
export type IpcMainLike = Pick<IpcMain, 'handle'>

/** Registers every call; returns the channel names registered (for the shell's teardown). */
export function registerCalls(
  ipcMain: IpcMainLike,
  api: GameApi,
  names: readonly string[],
  afterCall?: (name: string, result: Result<unknown>) => void,
): string[] {
  return names.map((name) => {
    const channel = channelFor(name)
    const handler = guardedHandler(api, name, afterCall)
    ipcMain.handle(channel, (event: CallEvent, payload) => handler(event, payload))
    return channel
  })
}
