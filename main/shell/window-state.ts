/**
 * Remembering where the window was (the settings keep its size and position). A saved
 * position can point at a monitor that is gone, or a size larger than the screen now is, so
 * it is checked against the displays' work areas before use.
 */

/** The same shape as `Settings['window']` in the bridge contract. */
export interface WindowState {
  width: number
  height: number
  x: number | null
  y: number | null
  maximized: boolean
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

/** The least size the layout is made for; a smaller screen lowers it (minimumWindowSize). */
export const MIN_WINDOW_SIZE = { width: 960, height: 600 } as const
/**
 * The least room the game's layout still fits (80rem × 50rem at the theme's 9px floor). Only a
 * screen with less room than MIN_WINDOW_SIZE lets the window be smaller than that: a 1080p
 * screen at 200% has a work area of about 960×520, less a title bar.
 */
export const SMALLEST_WINDOW_SIZE = { width: 720, height: 450 } as const
/** The first launch's window, centred; also the size a saved state lacking one gets. */
export const DEFAULT_WINDOW_STATE: WindowState = {
  width: 1280,
  height: 800,
  x: null,
  y: null,
  maximized: false,
}

/** How much of the window (in both directions) must lie on a screen to keep the position. */
const MIN_VISIBLE = 100

function finite(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n)
}

function overlap(a: Rect, b: Rect): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  }
}

/**
 * The window's minimum on these displays: MIN_WINDOW_SIZE, or as much as the smallest work
 * area holds where that is less (the window could not be seen whole there, nor made to fit),
 * never below SMALLEST_WINDOW_SIZE.
 */
export function minimumWindowSize(workAreas: readonly Rect[]): { width: number; height: number } {
  let width: number = MIN_WINDOW_SIZE.width
  let height: number = MIN_WINDOW_SIZE.height
  for (const area of workAreas) {
    width = Math.min(width, Math.floor(area.width))
    height = Math.min(height, Math.floor(area.height))
  }
  return {
    width: Math.max(width, SMALLEST_WINDOW_SIZE.width),
    height: Math.max(height, SMALLEST_WINDOW_SIZE.height),
  }
}

/**
 * A window state that fits the current displays: size within the minimum and the work area,
 * position kept only when enough of the window is on a display (otherwise null: centred).
 */
export function clampWindowState(
  saved: Partial<WindowState> | null | undefined,
  workAreas: readonly Rect[],
): WindowState {
  const width = finite(saved?.width) ? Math.round(saved.width) : DEFAULT_WINDOW_STATE.width
  const height = finite(saved?.height) ? Math.round(saved.height) : DEFAULT_WINDOW_STATE.height
  const maximized = saved?.maximized === true
  const x = finite(saved?.x) ? Math.round(saved.x) : null
  const y = finite(saved?.y) ? Math.round(saved.y) : null

  let area: Rect | undefined
  let position: { x: number; y: number } | null = null
  if (x !== null && y !== null) {
    const rect = { x, y, width, height }
    area = workAreas.find((wa) => {
      const o = overlap(rect, wa)
      return o.width >= MIN_VISIBLE && o.height >= MIN_VISIBLE
    })
    if (area) position = { x, y }
  }
  // Without a display for the saved position, size against the largest work area.
  area ??= [...workAreas].sort((a, b) => b.width * b.height - a.width * a.height)[0]

  const least = minimumWindowSize(workAreas)
  const maxW = area ? Math.max(least.width, area.width) : Number.POSITIVE_INFINITY
  const maxH = area ? Math.max(least.height, area.height) : Number.POSITIVE_INFINITY
  const w = Math.min(Math.max(width, least.width), maxW)
  const h = Math.min(Math.max(height, least.height), maxH)

  if (position && area) {
    // Pull the window back so its top-left corner (and title bar) is on the display.
    position = {
      x: Math.min(Math.max(position.x, area.x), area.x + area.width - MIN_VISIBLE),
      y: Math.min(Math.max(position.y, area.y), area.y + area.height - MIN_VISIBLE),
    }
  }
  return { width: w, height: h, x: position?.x ?? null, y: position?.y ?? null, maximized }
}

/** The state to save: the normal (not maximised) bounds plus whether it was maximised. */
export function windowStateFrom(normalBounds: Rect, maximized: boolean): WindowState {
  return {
    width: Math.round(normalBounds.width),
    height: Math.round(normalBounds.height),
    x: Math.round(normalBounds.x),
    y: Math.round(normalBounds.y),
    maximized,
  }
}

/** Whether two window states are equal, so that a move that changes nothing is not saved. */
export function sameWindowState(a: WindowState, b: WindowState): boolean {
  return (
    a.width === b.width &&
    a.height === b.height &&
    a.x === b.x &&
    a.y === b.y &&
    a.maximized === b.maximized
  )
}
