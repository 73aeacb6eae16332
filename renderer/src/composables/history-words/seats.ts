/**
 * Who sat at a recorded match: the two seats' names, whom it was against, and who won a hot-seat
 * match. Their own part because every line of History and the replay that names a person takes
 * the names from here, and a hot-seat record names two people where any other names one.
 */
import type { HistorySummary } from '@preload/contract'
import type { useFormat } from '@/components/ui/format'
import type { useFlavour } from '@/i18n/flavour'
import type { Translate } from '@/i18n/names'

/** What the match's words need of the language: its lines, the opponents' names, its formats. */
export interface HistorySpeech {
  t: Translate
  flavour: Pick<ReturnType<typeof useFlavour>, 'opponentName'>
  format: Pick<ReturnType<typeof useFormat>, 'list' | 'day' | 'score'>
}

/**
 * The two seats' names: "You" and the opponent; in hot-seat both people by the names they sat
 * down with (a record kept before the names were numbers them, as the setup does).
 */
export function seatNames(speech: HistorySpeech, summary: HistorySummary): [string, string] {
  const { t, flavour } = speech
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
 * Whom the match was against, as the History list names them; in hot-seat the two people, one
 * against the other ("Maren vs Jor"): neither is the player's opponent, the second alone read as
 * the player's, and "Maren and Jor" as if the save's own player had been her own opponent.
 */
export function opponentName(speech: HistorySpeech, summary: HistorySummary): string {
  const [first, second] = seatNames(speech, summary)
  if (summary.mode !== 'hotseat') return second
  return speech.t('history.hotseatPair', { first, second })
}

/**
 * Who won a hot-seat match, by name: "Maren won" (the record's result is seat 1's); after a
 * forfeit, who forfeited too ("Maren won: Jor forfeited"), since "Maren won (forfeited)" read as
 * if the winner had given up.
 */
export function hotseatWinner(speech: HistorySpeech, summary: HistorySummary): string {
  const { t } = speech
  const names = seatNames(speech, summary)
  const [winner, loser] = summary.result === 'won' ? names : [names[1], names[0]]
  return summary.resigned
    ? t('history.winnerByForfeit', { name: winner, loser })
    : t('history.winner', { name: winner })
}
