import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type {
  DeckRecord,
  HistoryFilter,
  HistorySummary,
  MatchReplay,
  ReplayFrame,
  ReviewedDecision,
} from '@preload/contract'
import { call } from '@/bridge'

/** How often the Replay screen asks again while main computes a review. */
const REVIEW_POLL_MS = 400

/**
 * The match history (docs/history.md): the list with its filters, the replay being watched
 * (which frame is shown, the review as main computes it), and each deck's record. Main keeps
 * and values everything; this store only asks and remembers where the player is.
 */
export const useHistoryStore = defineStore('history', () => {
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
  let poll: ReturnType<typeof setTimeout> | null = null

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

  async function refreshDecks(): Promise<void> {
    decks.value = await call('history.decks')
  }

  /** Opens one kept match at its deal; the review follows as main computes it. */
  async function open(id: string): Promise<void> {
    close()
    replay.value = await call('history.get', { id })
    at.value = 0
    watchReview(id)
  }

  /** While the review is being computed, asks again now and then (main answers at once). */
  function watchReview(id: string): void {
    if (replay.value?.review.status !== 'computing') return
    poll = setTimeout(() => {
      poll = null
      call('history.get', { id })
        .then((next) => {
          if (replay.value?.summary.id !== id) return
          replay.value = { ...replay.value, review: next.review }
          watchReview(id)
        })
        .catch(() => undefined)
    }, REVIEW_POLL_MS)
  }

  function close(): void {
    if (poll !== null) clearTimeout(poll)
    poll = null
    replay.value = null
  }

  const frames = computed<ReplayFrame[]>(() => replay.value?.frames ?? [])
  const frame = computed<ReplayFrame | null>(() => frames.value[at.value] ?? null)
  const last = computed(() => Math.max(0, frames.value.length - 1))
  /**
   * How many moves each frame comes after: a round's next deal is a frame of its own that no
   * move led to, so it shares the count of the move that ended the round before (the screen says
   * "after move n" there, and names the deal by its round, never as move n again).
   */
  const moveNumbers = computed(() => {
    let n = 0
    return frames.value.map((f) => (f.move ? (n += 1) : n))
  })
  const moveCount = computed(() => moveNumbers.value[moveNumbers.value.length - 1] ?? 0)
  const decisions = computed<ReviewedDecision[]>(() =>
    replay.value?.review.status === 'ready' ? replay.value.review.decisions : [],
  )
  /** The review's verdict on the move that led to the frame shown, if it valued one. */
  const decision = computed(() => decisions.value.find((d) => d.frame === at.value) ?? null)

  function goTo(index: number): void {
    at.value = Math.max(0, Math.min(last.value, index))
  }
  function step(by: number): void {
    goTo(at.value + by)
  }

  return {
    list,
    filter,
    opponents,
    hotseatKept,
    replay,
    at,
    decks,
    frames,
    frame,
    last,
    moveNumbers,
    moveCount,
    decisions,
    decision,
    refresh,
    setFilter,
    refreshDecks,
    open,
    close,
    goTo,
    step,
  }
})
