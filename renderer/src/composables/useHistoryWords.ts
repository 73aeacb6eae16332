import { storeToRefs } from 'pinia'
import { computed, type ComputedRef } from 'vue'
import { useNames } from '@/i18n/names'
import type { HistoryAction, HistorySummary, ReplayFrame } from '@preload/contract'
import { useFormat } from '@/components/ui/format'
import { useFlavour } from '@/i18n/flavour'
import { useHistoryStore } from '@/stores/history'
import { dailyLine, matchLine, resultLine, scoreLine } from './history-words/match-lines'
import { actionText, moveText, roundLabel, stepName, type MoveSpeech } from './history-words/moves'
import { hotseatWinner, opponentName, seatNames, type HistorySpeech } from './history-words/seats'

/**
 * The words of History and the replay: moves ("Vessa plays +3", the review's "play +3") and the
 * recorded match's lines. This binds the language and the replay being watched to the word parts
 * in history-words/, which take them as plain values.
 */
export function useHistoryWords() {
  const { t } = useNames()
  const speech: HistorySpeech = { t, flavour: useFlavour(), format: useFormat() }
  /** The ruleset of the replay being watched: moves name its cards as its tables draw them. */
  const moves = (): MoveSpeech => ({ t, rules: useHistoryStore().replay?.summary.rules })
  return {
    actionText: (action: HistoryAction, sentence: 'chosen' | 'best'): string =>
      actionText(moves(), action, sentence),
    roundLabel: (frame: ReplayFrame): string => roundLabel(moves(), frame),
    moveText: (frame: ReplayFrame, names: [string, string], hotseat = false): string =>
      moveText(moves(), frame, names, hotseat),
    stepName: (
      frame: ReplayFrame,
      moveNumber: number,
      names: [string, string],
      hotseat = false,
    ): string => stepName(moves(), frame, moveNumber, names, hotseat),
    seatNames: (summary: HistorySummary): [string, string] => seatNames(speech, summary),
    opponentName: (summary: HistorySummary): string => opponentName(speech, summary),
    matchLine: (summary: HistorySummary, when: string): string => matchLine(speech, summary, when),
    hotseatWinner: (summary: HistorySummary): string => hotseatWinner(speech, summary),
    dailyLine: (summary: HistorySummary): string => dailyLine(speech, summary),
    scoreLine: (summary: HistorySummary): string => scoreLine(speech, summary),
    resultLine: (summary: HistorySummary): string => resultLine(speech, summary),
  }
}

/**
 * The replay being watched: whether two people played it (hot-seat), and its two seats' names
 * (`seatNames`). For the replay screen, its timeline and its review.
 */
export function useReplaySeats(): {
  hotseat: ComputedRef<boolean>
  names: ComputedRef<[string, string]>
} {
  const words = useHistoryWords()
  const { replay } = storeToRefs(useHistoryStore())
  return {
    hotseat: computed(() => replay.value?.summary.mode === 'hotseat'),
    names: computed(() => (replay.value ? words.seatNames(replay.value.summary) : ['', ''])),
  }
}
