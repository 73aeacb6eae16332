/**
 * A recorded match in lines: what it was and against whom, its day if a daily one, the score it
 * ended on and how it ended. Their own part because they word the record's summary, the match
 * as a whole, where the replay's moves word one step of it.
 */
import { RULESETS } from '@common/rulesets'
import type { HistorySummary } from '@preload/contract'
import { hotseatWinner, seatNames, type HistorySpeech } from './seats'

/**
 * The match in a line, played `when`: "Quick match against Deckhand Wendel, 3 Dec"; in
 * hot-seat "Hot-seat: Maren against Jor, 3 Dec".
 */
export function matchLine(speech: HistorySpeech, summary: HistorySummary, when: string): string {
  const { t, flavour, format } = speech
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
  const [first, second] = seatNames(speech, summary)
  return t('history.replay.hotseatAgainst', { mode, first, second, when })
}

/** A daily match's day and whether it counted ("Jan 8, 2026 · counted"); '' otherwise. */
export function dailyLine(speech: HistorySpeech, summary: HistorySummary): string {
  const { t, format } = speech
  const daily = summary.daily
  if (!daily) return ''
  const kind = t(daily.counted ? 'history.daily.counted' : 'history.daily.replay')
  return t('history.daily.line', { day: format.day(daily.date), kind })
}

/**
 * The score the match ended on, seat 1 first: "sets 2 – 1" where the ruleset plays sets, else
 * "rounds 3 – 1". Two matches of the same minute differ here if nowhere else. Nothing for a
 * damaged record main could not score.
 */
export function scoreLine(speech: HistorySpeech, summary: HistorySummary): string {
  const { score } = summary
  if (!score) return ''
  const sets = RULESETS[summary.rules].setsToWin > 1
  const [first, second] = sets ? score.sets : score.rounds
  return speech.t(sets ? 'history.score.sets' : 'history.score.rounds', {
    score: speech.format.score(first, second),
  })
}

/** How it ended, said after the match: "won", "lost (forfeited)"; in hot-seat who won. */
export function resultLine(speech: HistorySpeech, summary: HistorySummary): string {
  const { t } = speech
  if (summary.mode === 'hotseat') return hotseatWinner(speech, summary)
  const ended = t(`history.ended.${summary.result}`)
  return summary.resigned ? `${ended} (${t('history.resigned')})` : ended
}
