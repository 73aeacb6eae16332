/**
 * The kept matches as History lists them, under the player's filters, and each deck's record.
 * Their own part because they ask main for the history as a whole, where replay.ts watches one
 * match of it.
 */
import type { HistoryFilter, HistorySummary } from '@preload/contract'
import { call } from '@/bridge'
import type { HistoryState } from './state'

/** The list, its filters and the decks' records, over the store's `state`. */
export function useHistoryList(
  state: Pick<HistoryState, 'list' | 'filter' | 'opponents' | 'hotseatKept' | 'decks'>,
): {
  refresh: () => Promise<void>
  setFilter: (next: HistoryFilter) => Promise<void>
  refreshDecks: () => Promise<void>
} {
  const { list, filter, opponents, hotseatKept, decks } = state

  /** The list as filtered, and the players met over the whole history (a second call if filtered). */
  async function refresh(): Promise<void> {
    const filtered = Object.values(filter.value).some((value) => value !== undefined)
    const [shown, all] = await Promise.all([
      call('history.list', { ...filter.value }),
      filtered ? call('history.list') : null,
    ])
    list.value = shown
    const met = new Map<string, HistorySummary['opponent']>()
    for (const line of all ?? shown) if (line.opponent.id) met.set(line.opponent.id, line.opponent)
    opponents.value = [...met.values()]
    hotseatKept.value = (all ?? shown).some((line) => line.mode === 'hotseat')
  }

  /** The list under other filters: the players met stay as they were (the history is the same). */
  async function setFilter(next: HistoryFilter): Promise<void> {
    filter.value = next
    list.value = await call('history.list', { ...next })
  }

  /** Each deck's record, as main counts it. */
  async function refreshDecks(): Promise<void> {
    decks.value = await call('history.decks')
  }

  return { refresh, setFilter, refreshDecks }
}
