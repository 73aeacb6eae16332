import { defineStore } from 'pinia'
import { computed, ref } from 'vue'

/** Every screen of the game. The table and result screens take a match id. */
export const SCREEN_NAMES = [
  'title',
  'profiles',
  'campaign',
  'cantina',
  'table',
  'result',
  'collection',
  'shop',
  'quick',
  'settings',
  'rules',
  'tutorial',
  'stats',
  'achievements',
  'book',
  'history',
  'replay',
  'hotseat',
  'daily',
  'about',
] as const
export type Screen = (typeof SCREEN_NAMES)[number]

export interface Route {
  screen: Screen
  /** e.g. { locationId } for a cantina, { merchantId } for a shop */
  params: Record<string, string>
}

/**
 * Which screen is shown, as a stack so Esc and Back return where the player came from.
 * A store rather than a router: a desktop game has no URLs to keep in sync.
 */
export const useNavigationStore = defineStore('navigation', () => {
  const stack = ref<Route[]>([{ screen: 'title', params: {} }])
  const current = computed(() => stack.value[stack.value.length - 1] as Route)

  function go(screen: Screen, params: Record<string, string> = {}): void {
    stack.value.push({ screen, params })
  }
  /** Replaces the current screen (e.g. table -> result) so Back skips it. */
  function replace(screen: Screen, params: Record<string, string> = {}): void {
    stack.value.splice(stack.value.length - 1, 1, { screen, params })
  }
  /**
   * Leaves the current screen for `screen`: back to it when it is the one just below (a detour,
   * e.g. picking a save slot on the way to the tutorial), else in place of the current one, so
   * Back never steps through the same screen twice.
   */
  function continueTo(screen: Screen, params: Record<string, string> = {}): void {
    const below = stack.value[stack.value.length - 2]
    if (below?.screen === screen) stack.value.pop()
    else replace(screen, params)
  }
  /**
   * A screen with unsaved work registers a guard: Back and Esc ask it first, and it may keep
   * the player (returning false) while it asks whether to leave.
   */
  let leaveGuard: (() => boolean) | null = null
  function guardLeaving(guard: (() => boolean) | null): void {
    leaveGuard = guard
  }
  function back(): void {
    if (leaveGuard && !leaveGuard()) return
    if (stack.value.length > 1) stack.value.pop()
  }
  function home(): void {
    stack.value = [{ screen: 'title', params: {} }]
  }
  /** Goes on to each of `screens` in order, in one step: the last is shown, the rest lie below. */
  function lay(screens: readonly Route[]): void {
    for (const { screen, params } of screens) go(screen, params)
  }
  /**
   * What the player last picked on a screen this session, by a key of the screen's own (a
   * cantina's player, by cantina). A screen is made anew each time it is shown, so without this a
   * detour (its decks, its trader) and Back would find it reset. Not in the route's params: a
   * screen is keyed by them, and a pick would make it anew at once.
   */
  const picks = new Map<string, string>()
  function keepPick(key: string, value: string): void {
    picks.set(key, value)
  }
  function keptPick(key: string): string | undefined {
    return picks.get(key)
  }
  return {
    stack,
    current,
    go,
    replace,
    continueTo,
    back,
    home,
    lay,
    guardLeaving,
    keepPick,
    keptPick,
  }
})
