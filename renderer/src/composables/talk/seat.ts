/**
 * Who talks at a table, and the lines that do not wait for a round: the greeting as the
 * opponent sits down and the line on the match's end (the result screen repeats it).
 */
import type { MatchUpdate } from '@preload/contract'
import type { TalkVoice } from '@common/talk'
import { matchEndMoment, talkKey } from './choose'

/**
 * The voice the opponent of this match talks in, or null where nobody talks: hot-seat (two
 * people play) and the tutorial (the coach speaks there).
 */
export function talkingVoice(update: MatchUpdate): TalkVoice | null {
  if (update.hotseat || update.mode === 'tutorial') return null
  return update.opponent.voice ?? null
}

/**
 * The greeting's key: a campaign champion's own where the catalogue has one (`has`), else a
 * line of its voice; null where nobody talks.
 */
export function greetingKey(update: MatchUpdate, has: (key: string) => boolean): string | null {
  const voice = talkingVoice(update)
  if (!voice) return null
  const own = `talk.champion.${update.opponent.id}`
  return has(own) ? own : talkKey(update.matchId, voice, 'greeting', 0)
}

/** The key of what the opponent says on the match's end, once it has one; null otherwise. */
export function endingKey(update: MatchUpdate): string | null {
  const voice = talkingVoice(update)
  const winner = update.view.winner
  if (!voice || winner === null) return null
  return talkKey(update.matchId, voice, matchEndMoment(winner, update.you), 0)
}
