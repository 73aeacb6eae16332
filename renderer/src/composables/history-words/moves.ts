/**
 * The replay's words for moves: "Vessa plays +3" on the timeline, the review's "play +3", and
 * where a frame is ("Set 2, round 1"). Their own part because they name cards as the replayed
 * match's ruleset draws them, which nothing else of History needs.
 */
import { RULESETS, type RulesetId } from '@common/rulesets'
import { roundInSet } from '@common/scene'
import type { HistoryAction, ReplayFrame } from '@preload/contract'
import type { Translate } from '@/i18n/names'
import { cardName, playedCardName } from '@/i18n/numbers'

/** The language, and the ruleset of the replay being watched: moves name its cards its way. */
export interface MoveSpeech {
  t: Translate
  rules: RulesetId | undefined
}

/** A chosen hand, each card named as the replay draws it. */
function hand(speech: MoveSpeech, cards: readonly string[]): string {
  return cards.map((card) => cardName(card, speech.rules)).join(' ')
}

/**
 * An action as the review's sentence `sentence` takes it: the player's own move for `chosen`,
 * the master's for `best` ("stand", "play ±2 (−)"; German "gehalten", "±2 (−) gelegt").
 */
export function actionText(
  speech: MoveSpeech,
  action: HistoryAction,
  sentence: 'chosen' | 'best',
): string {
  const { t } = speech
  const block = `history.review.${sentence}Action`
  switch (action.type) {
    case 'end':
    case 'stand':
      return t(`${block}.${action.type}`)
    case 'play':
      return t(`${block}.play`, { card: playedCardName(action, speech.rules) })
    case 'choose':
      return t(`${block}.choose`, { cards: hand(speech, action.cards) })
  }
}

/**
 * Where a frame is, as the table says it: the round, counted within its set, and the set only
 * where a match has more than one ("Set 2, round 1"). A round's end is still in its round.
 */
export function roundLabel(speech: MoveSpeech, frame: ReplayFrame): string {
  const { t, rules } = speech
  return rules !== undefined && RULESETS[rules].setsToWin > 1
    ? t('history.replay.setRound', { set: frame.set, round: roundInSet(frame) })
    : t('history.replay.round', { round: frame.round })
}

/**
 * The move made in a frame's position, with who made it; a round's end, where none is made, by
 * its round ("Round 2 · the round is over"). `hotseat`: both seats are named people, so neither
 * is "you".
 */
export function moveText(
  speech: MoveSpeech,
  frame: ReplayFrame,
  names: [string, string],
  hotseat = false,
): string {
  const { t } = speech
  if (!frame.move)
    return frame.roundEnd
      ? t('history.replay.roundOver', { round: roundLabel(speech, frame) })
      : t('history.replay.matchOver')
  const who = names[frame.move.player]
  // the player's own moves in the second person ("You stand"), the opponent's by name
  const mine = frame.move.player === 0 && !hotseat
  const block = mine ? 'history.replay.myMove' : 'history.replay.move'
  const action = frame.move.action
  switch (action.type) {
    case 'end':
    case 'stand':
      // over 20 with no way back the table lit one button, Take the Loss, for either move
      if (frame.move.forced === 'lost') return t(`${block}.takeLoss`, { who })
      return t(`${block}.${action.type}`, { who })
    case 'play':
      return t(`${block}.play`, { who, card: playedCardName(action, speech.rules) })
    case 'choose':
      return t(`${block}.choose`, { who, cards: hand(speech, action.cards) })
  }
}

/**
 * A step's name on the timeline: a move by its number ("Move 6: You stand"), a round's end by
 * its round alone ("Round 2 · the round is over"). A round's end comes after the move that ended
 * it: named by that move's number, the two ticks would read alike.
 */
export function stepName(
  speech: MoveSpeech,
  frame: ReplayFrame,
  moveNumber: number,
  names: [string, string],
  hotseat = false,
): string {
  const text = moveText(speech, frame, names, hotseat)
  return frame.move ? speech.t('history.replay.frame', { n: moveNumber, move: text }) : text
}
