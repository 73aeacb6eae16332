import type { WebContents } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import {
  answerPermissionCheck,
  answerPermissionRequest,
  denyWindowOpen,
  fenceContents,
  focusExistingWindow,
  preventNavigation,
  SecondLaunchFocus,
  type FocusableWindow,
} from './guards'

describe('the renderer fences', () => {
  it('cancel every navigation and every new window', () => {
    const event = { preventDefault: vi.fn() }
    preventNavigation(event)
    expect(event.preventDefault).toHaveBeenCalledOnce()
    expect(denyWindowOpen()).toEqual({ action: 'deny' })
  })

  it('fence a page in: navigation, frame navigation and <webview> cancelled, new windows denied', () => {
    const listeners = new Map<string, (event: { preventDefault(): void }) => void>()
    let openHandler: ((details: { url: string }) => unknown) | null = null
    const contents = {
      on(event: string, listener: (event: { preventDefault(): void }) => void) {
        expect(listeners.has(event), event).toBe(false)
        listeners.set(event, listener)
        return contents
      },
      setWindowOpenHandler(handler: (details: { url: string }) => unknown) {
        openHandler = handler
      },
    }
    fenceContents(contents as unknown as WebContents)
    expect([...listeners.keys()].sort()).toEqual([
      'will-attach-webview',
      'will-frame-navigate',
      'will-navigate',
    ])
    for (const [name, listener] of listeners) {
      const event = { preventDefault: vi.fn() }
      listener(event)
      expect(event.preventDefault, name).toHaveBeenCalledOnce()
    }
    expect(openHandler).not.toBeNull()
    expect(openHandler!({ url: 'https://example.com/' })).toEqual({ action: 'deny' })
  })

  it.each([
    'media',
    'notifications',
    'geolocation',
    'clipboard-read',
    'openExternal',
    'fullscreen',
    'unknown',
  ])('deny the %s permission, asked or checked, even to the app itself', (permission) => {
    const callback = vi.fn()
    answerPermissionRequest({}, permission, callback, { requestingUrl: 'app://pazaak/index.html' })
    expect(callback).toHaveBeenCalledExactlyOnceWith(false)
    expect(answerPermissionCheck({}, permission, 'app://pazaak')).toBe(false)
  })

  it('let the app page write to the clipboard (the Copy button), and nobody else', () => {
    const granted = vi.fn()
    answerPermissionRequest({}, 'clipboard-sanitized-write', granted, {
      requestingUrl: 'app://pazaak/index.html',
    })
    expect(granted).toHaveBeenCalledExactlyOnceWith(true)
    expect(answerPermissionCheck({}, 'clipboard-sanitized-write', 'app://pazaak')).toBe(true)

    for (const origin of ['https://example.com', 'app://pazaak.evil', 'file://', '']) {
      const refused = vi.fn()
      answerPermissionRequest({}, 'clipboard-sanitized-write', refused, { requestingUrl: origin })
      expect(refused, origin).toHaveBeenCalledExactlyOnceWith(false)
      expect(answerPermissionCheck(null, 'clipboard-sanitized-write', origin), origin).toBe(false)
    }
    const noDetails = vi.fn()
    answerPermissionRequest({}, 'clipboard-sanitized-write', noDetails)
    expect(noDetails).toHaveBeenCalledExactlyOnceWith(false)
  })
})

function fakeWindow(state: { minimized?: boolean; destroyed?: boolean } = {}) {
  const calls: string[] = []
  const win: FocusableWindow = {
    isDestroyed: () => state.destroyed ?? false,
    isMinimized: () => state.minimized ?? false,
    restore: () => calls.push('restore'),
    show: () => calls.push('show'),
    focus: () => calls.push('focus'),
  }
  return { win, calls }
}

describe('a second launch', () => {
  it('brings the first window back, restoring it when minimised', () => {
    const minimised = fakeWindow({ minimized: true })
    expect(focusExistingWindow(minimised.win)).toBe(true)
    expect(minimised.calls).toEqual(['restore', 'show', 'focus'])
    const behind = fakeWindow()
    expect(focusExistingWindow(behind.win)).toBe(true)
    expect(behind.calls).toEqual(['show', 'focus'])
  })

  it('reports when there is no window to focus', () => {
    expect(focusExistingWindow(null)).toBe(false)
    const gone = fakeWindow({ destroyed: true })
    expect(focusExistingWindow(gone.win)).toBe(false)
    expect(gone.calls).toEqual([])
  })

  it('while the window is still loading, focuses it once it is shown, and only once', () => {
    const focus = new SecondLaunchFocus()
    focus.request()
    focus.request()
    const loading = fakeWindow()
    focus.shown(loading.win)
    expect(loading.calls).toEqual(['show', 'focus'])
    focus.request()
    expect(loading.calls).toEqual(['show', 'focus', 'show', 'focus'])
  })

  it('does not touch a window shown without a second launch, nor one that is closed', () => {
    const focus = new SecondLaunchFocus()
    const first = fakeWindow()
    focus.shown(first.win)
    expect(first.calls).toEqual([])
    focus.closed()
    focus.request()
    expect(first.calls).toEqual([])
  })
})
