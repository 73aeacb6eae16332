import { describe, expect, it } from 'vitest'
import {
  clampWindowState,
  DEFAULT_WINDOW_STATE,
  MIN_WINDOW_SIZE,
  minimumWindowSize,
  sameWindowState,
  SMALLEST_WINDOW_SIZE,
  windowStateFrom,
} from './window-state'

const laptop = { x: 0, y: 0, width: 1920, height: 1050 }
const rightMonitor = { x: 1920, y: 0, width: 2560, height: 1400 }

describe('the remembered window position', () => {
  it('is used as saved when it is on a screen', () => {
    const saved = { width: 1300, height: 820, x: 100, y: 50, maximized: true }
    expect(clampWindowState(saved, [laptop])).toEqual(saved)
  })

  it('falls back to the defaults on first launch or garbage', () => {
    expect(clampWindowState(null, [laptop])).toEqual(DEFAULT_WINDOW_STATE)
    expect(
      clampWindowState({ width: Number.NaN, height: -Infinity, x: 'a' as never }, [laptop]),
    ).toEqual(DEFAULT_WINDOW_STATE)
  })

  it('is forgotten (centred) when its monitor has been unplugged', () => {
    const saved = { width: 1300, height: 820, x: 2200, y: 100, maximized: false }
    expect(clampWindowState(saved, [laptop, rightMonitor])).toMatchObject({ x: 2200, y: 100 })
    expect(clampWindowState(saved, [laptop])).toMatchObject({ x: null, y: null })
  })

  it('is pulled back when only a sliver is on screen', () => {
    const saved = { width: 1200, height: 800, x: -1150, y: 200, maximized: false }
    expect(clampWindowState(saved, [laptop])).toMatchObject({ x: null, y: null })
    const mostlyOn = { width: 1200, height: 800, x: -300, y: -40, maximized: false }
    expect(clampWindowState(mostlyOn, [laptop])).toMatchObject({ x: 0, y: 0 })
  })

  it('never makes the window smaller than the game needs or larger than the screen', () => {
    const tiny = clampWindowState({ width: 200, height: 100, x: 0, y: 0 }, [laptop])
    expect(tiny).toMatchObject({ width: MIN_WINDOW_SIZE.width, height: MIN_WINDOW_SIZE.height })
    const huge = clampWindowState({ width: 9000, height: 9000, x: 0, y: 0 }, [laptop])
    expect(huge).toMatchObject({ width: 1920, height: 1050 })
  })

  it('lets the window be as small as a crowded screen holds, down to what the layout fits', () => {
    // a 1080p screen at 200%: about 960×516 of room, less than the usual minimum's 600
    const crowded = { x: 0, y: 0, width: 960, height: 516 }
    expect(minimumWindowSize([laptop])).toEqual(MIN_WINDOW_SIZE)
    expect(minimumWindowSize([laptop, crowded])).toEqual({ width: 960, height: 516 })
    expect(minimumWindowSize([{ x: 0, y: 0, width: 640, height: 400 }])).toEqual(
      SMALLEST_WINDOW_SIZE,
    )
    // a saved size is fitted to the room there is, the whole window on the screen
    const saved = { width: 1280, height: 800, x: 0, y: 0, maximized: false }
    expect(clampWindowState(saved, [crowded])).toMatchObject({ width: 960, height: 516 })
  })

  it('round-trips through what the window reports', () => {
    const state = windowStateFrom({ x: 10.4, y: 20.6, width: 1280.2, height: 800 }, false)
    expect(state).toEqual({ x: 10, y: 21, width: 1280, height: 800, maximized: false })
    expect(sameWindowState(state, { ...state })).toBe(true)
    expect(sameWindowState(state, { ...state, maximized: true })).toBe(false)
  })
})
