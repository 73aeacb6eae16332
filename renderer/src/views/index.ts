import { defineAsyncComponent, type AsyncComponentLoader, type Component } from 'vue'
import type { Screen } from '@/stores/navigation'
import ScreenLoading from '@/components/ui/ScreenLoading.vue'
import ScreenLoadFailed from '@/components/ui/ScreenLoadFailed.vue'
import TitleView from './TitleView.vue'
import { loadResult, loadTable } from './table-load'

/** How long a screen's code may take before the loading state shows (no flash on a fast load). */
const LOADING_DELAY_MS = 200

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
  about: lazy(() => import('./AboutView.vue')),
}
