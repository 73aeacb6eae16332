import { useI18n } from 'vue-i18n'
import type { HistoryAction, ReplayFrame } from '@preload/contract'

/** A played card as the replay names it: the code, and the sign chosen for a flip card. */
function cardName(action: Extract<HistoryAction, { type: 'play' }>): string {
  return action.sign ? `${action.card} (${action.sign === '+' ? '+' : '−'})` : action.card
}

/** The replay's words for moves: "Vessa plays +3", and the review's "play +3". */
export function useHistoryWords() {
  const { t } = useI18n()

  /** An action in the infinitive, for the review ("stand", "play ±2 (−)"). */
  function actionText(action: HistoryAction): string {
    switch (action.type) {
      case 'end':
      case 'stand':
        return t(`history.replay.action.${action.type}`)
      case 'play':
        return t('history.replay.action.play', { card: cardName(action) })
      case 'choose':
        return t('history.replay.action.choose', { cards: action.cards.join(' ') })
    }
  }

  /** The move that led to a frame, with who made it; the deal for the first frame. */
  function moveText(frame: ReplayFrame, names: [string, string]): string {
    if (!frame.move) return t('history.replay.deal')
    const who = names[frame.move.player]
    // the player's own moves in the second person ("You stand"), the opponent's by name
    const block = frame.move.player === 0 ? 'history.replay.myMove' : 'history.replay.move'
    const action = frame.move.action
    switch (action.type) {
      case 'end':
      case 'stand':
        return t(`${block}.${action.type}`, { who })
      case 'play':
        return t(`${block}.play`, { who, card: cardName(action) })
      case 'choose':
        return t(`${block}.choose`, { who, cards: action.cards.join(' ') })
    }
  }

  return { actionText, moveText }
}
