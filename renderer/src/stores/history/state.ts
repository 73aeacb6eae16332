/**
 * The history store's state: the list with its filters, the replay being watched and where in
 * it, and each deck's record. Each ref is made once per store; the store's parts read and write
 * them, and the store returns them as its state.
 */
import { ref } from 'vue'
import type { DeckRecord, HistoryFilter, HistorySummary, MatchReplay } from '@preload/contract'

/** What the history screens show, as main last answered. */
export function historyState() {
  const list = ref<HistorySummary[]>([])
  const filter = ref<HistoryFilter>({})
  /**
   * The players met over the whole kept history, each once, whatever the filters leave: the
   * opponent filter offers them all (hot-seat guests have no id to filter by).
   */
  const opponents = ref<HistorySummary['opponent'][]>([])
  /** Whether the kept history holds a hot-seat match, which the Won/Lost filter leaves out. */
  const hotseatKept = ref(false)
  const replay = ref<MatchReplay | null>(null)
  const at = ref(0)
  const decks = ref<DeckRecord[]>([])
  return { list, filter, opponents, hotseatKept, replay, at, decks }
}

/** Every ref of the history store's state. */
export type HistoryState = ReturnType<typeof historyState>
