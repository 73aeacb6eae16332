import { watch } from 'vue'
import { useAppStore } from './app'
import { readKept } from './kept'
import { SCREEN_NAMES, useNavigationStore, type Route } from './navigation'
import { useProfileStore } from './profile'

/**
 * The page's place across a reload (F5, the browser's reload, the stale-page dialog's): the
 * screens on the navigation stack, kept in this tab's session storage, which a reload keeps and
 * a closed tab or a restarted app does not. A reload comes back to the same screen (a replay of
 * the same kept match, the table of the open match), never to the title screen for no reason.
 *
 * Kept with the run of main and the save it was made for: after main restarted, or with another
 * save loaded meanwhile (by another tab), the screens may show what no longer exists, and the
 * page starts on the title screen as a new session does.
 */

const PLACE_KEY = 'pazaak.place'

/** What is kept: the stack, and the run and the save (ProfileSummary.key) it belongs to. */
export interface KeptPlace {
  run: string | null
  profile: string | null
  stack: Route[]
}

const SCREENS: ReadonlySet<string> = new Set(SCREEN_NAMES)

/** Whether a value read back from storage is a route (not so: an older build, a hand edit). */
function isRoute(value: unknown): value is Route {
  if (typeof value !== 'object' || value === null) return false
  const { screen, params } = value as { screen?: unknown; params?: unknown }
  if (typeof screen !== 'string' || !SCREENS.has(screen)) return false
  if (typeof params !== 'object' || params === null) return false
  return Object.values(params).every((v) => typeof v === 'string')
}

/** A place as read back: its stack of routes; a run or a save that is not a text is none. */
interface StoredPlace {
  run?: unknown
  profile?: unknown
  stack: Route[]
}

/** Whether a value read back from storage is a kept place: a stack of routes, at least. */
function isStoredPlace(value: unknown): value is StoredPlace {
  if (typeof value !== 'object' || value === null) return false
  const { stack } = value as { stack?: unknown }
  return Array.isArray(stack) && stack.every(isRoute)
}

/** The place kept in this tab, or null (none, or unreadable). */
export function keptPlace(): KeptPlace | null {
  const kept = readKept('session', PLACE_KEY, isStoredPlace)
  if (!kept) return null
  return {
    run: typeof kept.run === 'string' ? kept.run : null,
    profile: typeof kept.profile === 'string' ? kept.profile : null,
    stack: kept.stack.map(({ screen, params }) => ({ screen, params: { ...params } })),
  }
}

/**
 * The screens a kept stack comes back to. The result screen is left out: its match is settled
 * and its account lived only in the page, so the reload lands on the screen below it, the one
 * the match was started from (where the result's Back goes); a replay opened from the result
 * comes back over that screen, and its Back goes there.
 */
export function routesToRestore(stack: readonly Route[]): Route[] {
  const routes = stack[0]?.screen === 'title' ? [...stack] : []
  return routes.filter((route) => route.screen !== 'result')
}

/** Whether this page was loaded with a place to come back to (the first frame waits for it). */
export function placeKept(): boolean {
  const kept = keptPlace()
  return kept !== null && routesToRestore(kept.stack).length > 1
}

/**
 * Puts the kept screens back, once main says the run and the loaded save are the ones they were
 * kept with. Asking also takes the answers the title screen had asked ahead (bridge.askAhead),
 * so no later screen reads them stale.
 */
export async function restorePlace(): Promise<void> {
  const kept = keptPlace()
  if (!kept) return
  const profiles = useProfileStore()
  let run: string
  try {
    const [info] = await Promise.all([useAppStore().refreshInfo(), profiles.refresh()])
    run = info.run
  } catch {
    return
  }
  if (run !== kept.run || (profiles.current?.key ?? null) !== kept.profile) return
  const stack = routesToRestore(kept.stack)
  if (stack.length > 1) useNavigationStore().stack = stack
}

/** Keeps the place as it changes: every screen opened or left, every save loaded. */
export function keepPlace(): void {
  const navigation = useNavigationStore()
  const profiles = useProfileStore()
  // the run of main this page talks to, as the title screen (or a restored place) learnt it
  const app = useAppStore()
  watch(
    () => [navigation.stack, profiles.current?.key ?? null, app.info?.run ?? null] as const,
    ([stack, profile, run]) => {
      const place: KeptPlace = { run, profile, stack: stack.map((r) => ({ ...r })) }
      try {
        globalThis.sessionStorage?.setItem(PLACE_KEY, JSON.stringify(place))
      } catch {
        // no storage (private mode, full): a reload starts on the title screen, as before
      }
    },
    { deep: true },
  )
}

/**
 * The browser's Back button steps back one screen, as Esc does, instead of leaving the game: an
 * entry of the page's own history lies on top while there is a screen to go back to. On the
 * title screen there is none, and Back leaves the page as on any other site.
 */
export function followBrowserBack(): void {
  const navigation = useNavigationStore()
  const history = globalThis.history
  if (!history?.pushState) return
  // after a reload the page may already stand on the entry it pushed before
  let guarded = (history.state as { pazaak?: unknown } | null)?.pazaak === 'back'
  const guard = (): void => {
    if (guarded || navigation.stack.length <= 1) return
    history.pushState({ pazaak: 'back' }, '')
    guarded = true
  }
  window.addEventListener('popstate', () => {
    // the entry on top was just taken: Back was pressed
    guarded = false
    if (navigation.stack.length > 1) navigation.back()
    guard()
  })
  watch(() => navigation.stack.length, guard, { immediate: true })
}
