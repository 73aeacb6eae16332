import type { Component } from 'vue'
import type { Screen } from '@/stores/navigation'
import TitleView from './TitleView.vue'
import ProfilesView from './ProfilesView.vue'
import CampaignView from './CampaignView.vue'
import CantinaView from './CantinaView.vue'
import TableView from './TableView.vue'
import ResultView from './ResultView.vue'
import CollectionView from './CollectionView.vue'
import ShopView from './ShopView.vue'
import QuickMatchView from './QuickMatchView.vue'
import SettingsView from './SettingsView.vue'
import RulesView from './RulesView.vue'
import TutorialView from './TutorialView.vue'
import StatsView from './StatsView.vue'
import AchievementsView from './AchievementsView.vue'
import BookView from './BookView.vue'
import HistoryView from './HistoryView.vue'
import ReplayView from './ReplayView.vue'
import HotseatView from './HotseatView.vue'
import DailyView from './DailyView.vue'

/** One component per screen; App.vue shows the one on top of the navigation stack. */
export const SCREENS: Record<Screen, Component> = {
  title: TitleView,
  profiles: ProfilesView,
  campaign: CampaignView,
  cantina: CantinaView,
  table: TableView,
  result: ResultView,
  collection: CollectionView,
  shop: ShopView,
  quick: QuickMatchView,
  settings: SettingsView,
  rules: RulesView,
  tutorial: TutorialView,
  stats: StatsView,
  achievements: AchievementsView,
  book: BookView,
  history: HistoryView,
  replay: ReplayView,
  hotseat: HotseatView,
  daily: DailyView,
}
