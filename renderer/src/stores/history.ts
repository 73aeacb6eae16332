import { defineStore } from 'pinia'
import { historyState } from './history/state'
import { useHistoryList } from './history/list'
import { useReplay } from './history/replay'
import { useFrames } from './history/frames'

/**
 * The match history (docs/history.md): the list with its filters, the replay being watched
 * (which frame is shown, the review as main computes it), and each deck's record. Main keeps
 * and values everything; this store only asks and remembers where the player is. It is its
 * state and the parts it composes, each in history/: the list and the decks' records (list),
 * the replay opened and its review (replay), and the way through its frames (frames).
 */
export const useHistoryStore = defineStore('history', () => {
  const state = historyState()
  const { refresh, setFilter, refreshDecks } = useHistoryList(state)
  const { open, close } = useReplay(state)
  const { frames, frame, last, moveNumbers, moveCount, decisions, decision, goTo, step } =
    useFrames(state)

  return {
    ...state,
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
