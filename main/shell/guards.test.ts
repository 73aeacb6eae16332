import { describe, expect, it, vi } from 'vitest'
import {
  denyPermissionCheck,
  denyPermissionRequest,
  denyWindowOpen,
  focusExistingWindow,
  preventNavigation,
  type FocusableWindow,
} from './guards'

describe('the renderer fences', () => {
  it('cancel every navigation and every new window', () => {
    const event = { preventDefault: vi.fn() }
    preventNavigation(event)
    expect(event.preventDefault).toHaveBeenCalledOnce()
    expect(denyWindowOpen()).toEqual({ action: 'deny' })
  })

  it.each(['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal'])(
    'deny the %s permission, asked or checked',
    (permission) => {
      const callback = vi.fn()
      denyPermissionRequest({}, permission, callback)
      expect(callback).toHaveBeenCalledExactlyOnceWith(false)
      expect(denyPermissionCheck()).toBe(false)
    },
  )
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
})
