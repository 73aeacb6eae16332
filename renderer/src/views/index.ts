import { defineAsyncComponent, type AsyncComponentLoader, type Component } from 'vue'
import type { Screen } from '@/stores/navigation'
import ScreenLoading from '@/components/ui/ScreenLoading.vue'
import ScreenLoadFailed from '@/components/ui/ScreenLoadFailed.vue'
import TitleView from './TitleView.vue'

/** How long a screen's code may take before the loading state shows (no flash on a fast load). */
const LOADING_DELAY_MS = 200

/** The result screen's code: every match at the table ends there. */
const loadResult = () => import('./ResultView.vue')

/**
 * The table's code and typefaces, loaded once: by its screen, or early when the title screen is
 * idle. A browser fetches a typeface only when text first needs it; at the table that was
 * mid-round (a banner's weight), and the text reflowed under the new face in one long layout
 * (a 344 ms task in the renderer bench). So the table opens with every face already in, and
 * the result screen's code is fetched meanwhile: loaded on demand, it left a moment between the
 * match's last event and the result with no screen at all.
 */
const loadTable = () =>
  import('./TableView.vue').then(async (table) => {
    loadResult().catch(() => undefined)
    await loadTypefaces()
    return table
  })

/** Text in every language the game speaks: picks the font files (subsets) those need. */
const TYPEFACE_SAMPLE = 'AaZz09ÄäÖöÜüß'

/**
 * Loads every family and weight the page's style sheets declare, for the game's own text. Never
 * fails: a face that does not load leaves the fallback font, as it would have anyway.
 */
export async function loadTypefaces(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return
  const specs = new Set<string>()
  document.fonts.forEach((face) => {
    specs.add(
      `${face.style} ${face.weight} 1em ${JSON.stringify(face.family.replace(/^"|"$/g, ''))}`,
    )
  })
  await Promise.all(
    [...specs].map((spec) => document.fonts.load(spec, TYPEFACE_SAMPLE).catch(() => [])),
  )
}

/**
 * A screen whose code is fetched the first time it is opened, so the title screen starts with
 * only what it needs. A failed fetch is tried once more before the screen says so.
 */
export function lazy(loader: AsyncComponentLoader): Component {
  return defineAsyncComponent({
    loader,
    loadingComponent: ScreenLoading,
    errorComponent: ScreenLoadFailed,
    delay: LOADING_DELAY_MS,
    onError(_error, retry, fail, attempts) {
      if (attempts <= 1) retry()
      else fail()
    },
  })
}

/** One component per screen; App.vue shows the one on top of the navigation stack. */
export const SCREENS: Record<Screen, Component> = {
  title: TitleView,
  profiles: lazy(() => import('./ProfilesView.vue')),
  campaign: lazy(() => import('./CampaignView.vue')),
  cantina: lazy(() => import('./CantinaView.vue')),
  table: lazy(loadTable),
  result: lazy(loadResult),
  collection: lazy(() => import('./CollectionView.vue')),
  shop: lazy(() => import('./ShopView.vue')),
  quick: lazy(() => import('./QuickMatchView.vue')),
  settings: lazy(() => import('./SettingsView.vue')),
  rules: lazy(() => import('./RulesView.vue')),
  tutorial: lazy(() => import('./TutorialView.vue')),
  stats: lazy(() => import('./StatsView.vue')),
  achievements: lazy(() => import('./AchievementsView.vue')),
  book: lazy(() => import('./BookView.vue')),
  history: lazy(() => import('./HistoryView.vue')),
  replay: lazy(() => import('./ReplayView.vue')),
  hotseat: lazy(() => import('./HotseatView.vue')),
  daily: lazy(() => import('./DailyView.vue')),
}

/**
 * Fetches the table's code while the title screen is idle: Continue and every match land
 * there, so its first opening should not wait on the network or the disk.
 */
export function warmTable(): void {
  loadTable().catch(() => undefined)
}
