import { describe, expect, it } from 'vitest'
import { CALL_NAMES } from '@preload/call-names'
import type { Result } from '@preload/contract'
import type { GameApi } from '@main/serve/game-api'
import { guardedHandler, registerCalls, type CallEvent, type IpcMainLike } from './ipc'

/** Records what reaches the api; the guard under test is the transport, not the router. */
function recordingApi(answer: (name: string) => Result<unknown> = () => ({ ok: true, value: 1 })) {
  const calls: Array<[string, unknown]> = []
  const api: GameApi = {
    call: async (name, payload) => {
      calls.push([name, payload])
      return answer(name)
    },
    flush: async () => undefined,
  }
  return { api, calls }
}

const fromApp: CallEvent = { senderFrame: { url: 'app://pazaak/index.html' } }

describe('the IPC guard', () => {
  it('passes a call from the app page to the api', async () => {
    const { api, calls } = recordingApi()
    const result = await guardedHandler(api, 'wallet.get')(fromApp, undefined)
    expect(result).toEqual({ ok: true, value: 1 })
    expect(calls).toEqual([['wallet.get', undefined]])
  })

  it.each<[string, CallEvent]>([
    ['a foreign origin', { senderFrame: { url: 'https://example.com/' } }],
    ['a file:// page', { senderFrame: { url: 'file:///tmp/index.html' } }],
    ['a look-alike host', { senderFrame: { url: 'app://pazaak.example/index.html' } }],
    ['a null frame', { senderFrame: null }],
    [
      'a disposed frame',
      {
        get senderFrame(): { url: string } {
          throw new Error('Render frame was disposed before WebFrameMain could be accessed')
        },
      },
    ],
  ])('refuses %s before the api sees the payload', async (_label, event) => {
    const { api, calls } = recordingApi()
    const result = await guardedHandler(api, 'shop.buy')(event, { merchantId: 'x', card: '+1' })
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'forbidden', key: 'errors.transport.windowForbidden' },
    })
    expect(calls).toEqual([])
  })

  it('answers a thrown error in the contract shape instead of rejecting', async () => {
    const api: GameApi = {
      call: async () => {
        throw new Error('disk on fire at /home/someone/.config/Pazaak')
      },
      flush: async () => undefined,
    }
    const result = await guardedHandler(api, 'wallet.get')(fromApp, undefined)
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } })
    expect(JSON.stringify(result)).not.toContain('/home/someone')
  })
})

describe('registering the calls', () => {
  it('binds every contract call to pazaak:<name>, the channel the preload uses', async () => {
    const handlers = new Map<string, (event: CallEvent, payload: unknown) => unknown>()
    const ipcMain = {
      handle: (channel: string, listener: (event: CallEvent, payload: unknown) => unknown) => {
        expect(handlers.has(channel)).toBe(false)
        handlers.set(channel, listener)
      },
    } as unknown as IpcMainLike
    const { api, calls } = recordingApi()
    const quits: string[] = []
    registerCalls(ipcMain, api, CALL_NAMES, (name, result) => {
      if (name === 'app.quit' && result.ok) quits.push(name)
    })
    expect([...handlers.keys()].sort()).toEqual(CALL_NAMES.map((n) => `pazaak:${n}`).sort())

    await handlers.get('pazaak:match.act')?.(fromApp, { matchId: 'm', action: { type: 'end' } })
    expect(calls).toEqual([['match.act', { matchId: 'm', action: { type: 'end' } }]])
    await handlers.get('pazaak:app.quit')?.({ senderFrame: null }, undefined)
    expect(quits).toEqual([])
    await handlers.get('pazaak:app.quit')?.(fromApp, undefined)
    expect(quits).toEqual(['app.quit'])
  })
})
