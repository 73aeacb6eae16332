import { storeToRefs } from 'pinia'
import { computed, type ComputedRef } from 'vue'
import { useNames } from '@/i18n/names'
import { RULESETS } from '@common/rulesets'
import { roundInSet } from '@common/scene'
import type { HistoryAction, HistorySummary, ReplayFrame, RulesetId } from '@preload/contract'
import { useFormat } from '@/components/ui/format'
import { useFlavour } from '@/i18n/flavour'
import { cardName, playedCardName } from '@/i18n/numbers'
import { useHistoryStore } from '@/stores/history'

/** The replay's words for moves: "Vessa plays +3", and the review's "play +3". */
export function useHistoryWords() {
  const { t } = useNames()
  const flavour = useFlavour()
  const format = useFormat()
  /** The ruleset of the replay being watched: moves name its cards as its tables draw them. */
  const rules = (): RulesetId | undefined => useHistoryStore().replay?.summary.rules
  /** A chosen hand, each card named as the replay draws it. */
  const hand = (cards: readonly string[]): string =>
    cards.map((card) => cardName(card, rules())).join(' ')

  /**
   * An action as the review's sentence `sentence` takes it: the player's own move for `chosen`,
   * the master's for `best` ("stand", "play ±2 (−)"; German "gehalten", "±2 (−) gelegt").
   */
  function actionText(action: HistoryAction, sentence: 'chosen' | 'best'): string {
    const block = `history.review.${sentence}Action`
    switch (action.type) {
      case 'end':
      case 'stand':
        return t(`${block}.${action.type}`)
      case 'play':
        return t(`${block}.play`, { card: playedCardName(action, rules()) })
      case 'choose':
        return t(`${block}.choose`, { cards: hand(action.cards) })
    }
  }

  /**
   * The two seats' names: "You" and the opponent; in hot-seat both people by the names they sat
   * down with (a record kept before the names were numbers them, as the setup does).
   */
  function seatNames(summary: HistorySummary): [string, string] {
    if (summary.mode !== 'hotseat')
      return [t('history.replay.you'), flavour.opponentName(summary.opponent)]
    return (
      summary.names ?? [
        t('modes.hotseat.defaultName', { n: 1 }),
        t('modes.hotseat.defaultName', { n: 2 }),
      ]
    )
  }

  /**
   * Whom the match was against, as the History list names them; in hot-seat both people ("Mira
   * and Jor"): neither is the player's opponent, and the second alone read as the player's.
   */
  function opponentName(summary: HistorySummary): string {
    const names = seatNames(summary)
    return summary.mode === 'hotseat' ? format.list(names) : names[1]
  }

  /**
   * The match in a line, played `when`: "Quick match against Deckhand Tobin, 3 Dec"; in
   * hot-seat "Hot-seat: Mira against Jor, 3 Dec".
   */
  function matchLine(summary: HistorySummary, when: string): string {
    const mode = t(`history.modes.${summary.mode}`)
    const daily = summary.daily
    if (daily)
      return t('history.replay.dailyAgainst', {
        mode,
        day: format.day(daily.date),
        kind: t(daily.counted ? 'history.daily.counted' : 'history.daily.replay'),
        name: flavour.opponentName(summary.opponent),
        when,
      })
    if (summary.mode !== 'hotseat')
      return t('history.replay.against', {
        mode,
        name: flavour.opponentName(summary.opponent),
        when,
      })
    const [first, second] = seatNames(summary)
    return t('history.replay.hotseatAgainst', { mode, first, second, when })
  }

  /**
   * Who won a hot-seat match, by name: "Mira won" (the record's result is seat 1's); after a
   * forfeit, who forfeited too ("Mira won: Jor forfeited"), since "Mira won (forfeited)" read as
   * if the winner had given up.
   */
  function hotseatWinner(summary: HistorySummary): string {
    const names = seatNames(summary)
    const [winner, loser] = summary.result === 'won' ? names : [names[1], names[0]]
    return summary.resigned
      ? t('history.winnerByForfeit', { name: winner, loser })
      : t('history.winner', { name: winner })
  }

  /** A daily match's day and whether it counted ("Jan 8, 2026 · counted"); '' otherwise. */
  function dailyLine(summary: HistorySummary): string {
    const daily = summary.daily
    if (!daily) return ''
    const kind = t(daily.counted ? 'history.daily.counted' : 'history.daily.replay')
    return t('history.daily.line', { day: format.day(daily.date), kind })
  }

  /**
   * The score the match ended on, seat 1 first: "sets 2 – 1" where the ruleset plays sets, else
   * "rounds 3 – 1". Two matches of the same minute differ here if nowhere else.
   */
  function scoreLine(summary: HistorySummary): string {
    const sets = RULESETS[summary.rules].setsToWin > 1
    const [first, second] = sets ? summary.score.sets : summary.score.rounds
    return t(sets ? 'history.score.sets' : 'history.score.rounds', {
      score: format.score(first, second),
    })
  }

  /** How it ended, said after the match: "won", "lost (forfeited)"; in hot-seat who won. */
  function resultLine(summary: HistorySummary): string {
    if (summary.mode === 'hotseat') return hotseatWinner(summary)
    const ended = t(`history.ended.${summary.result}`)
    return summary.resigned ? `${ended} (${t('history.resigned')})` : ended
  }

  /**
   * Where a frame is, as the table says it: the round, counted within its set, and the set only
   * where a match has more than one ("Set 2, round 1"). A round's end is still in its round.
   */
  function roundLabel(frame: ReplayFrame): string {
    const ruleset = rules()
    return ruleset !== undefined && RULESETS[ruleset].setsToWin > 1
      ? t('history.replay.setRound', { set: frame.set, round: roundInSet(frame) })
      : t('history.replay.round', { round: frame.round })
  }

  /**
   * The move that led to a frame, with who made it; a deal, which no move led to, by its round
   * ("Round 2 · the deal"). `hotseat`: both seats are named people, so neither is "you".
   */
  function moveText(frame: ReplayFrame, names: [string, string], hotseat = false): string {
    if (!frame.move) return t('history.replay.dealOf', { round: roundLabel(frame) })
    const who = names[frame.move.player]
    // the player's own moves in the second person ("You stand"), the opponent's by name
    const mine = frame.move.player === 0 && !hotseat
    const block = mine ? 'history.replay.myMove' : 'history.replay.move'
    const action = frame.move.action
    switch (action.type) {
      case 'end':
      case 'stand':
        return t(`${block}.${action.type}`, { who })
      case 'play':
        return t(`${block}.play`, { who, card: playedCardName(action, rules()) })
      case 'choose':
        return t(`${block}.choose`, { who, cards: hand(action.cards) })
    }
  }

  /**
   * A step's name on the timeline: a move by its number ("Move 6: You stand"), a deal by its
   * round alone ("Round 2 · the deal"). A deal comes after the move that ended the round before:
   * named by that move's number, the two ticks read alike.
   */
  function stepName(
    frame: ReplayFrame,
    moveNumber: number,
    names: [string, string],
    hotseat = false,
  ): string {
    const text = moveText(frame, names, hotseat)
    return frame.move ? t('history.replay.frame', { n: moveNumber, move: text }) : text
  }

  return {
    actionText,
    roundLabel,
    moveText,
    stepName,
    seatNames,
    opponentName,
    matchLine,
    hotseatWinner,
    dailyLine,
    scoreLine,
    resultLine,
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
