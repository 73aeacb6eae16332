/**
 * Who talks at a table, and the lines that do not wait for a round: the greeting as the
 * opponent sits down and the line on the match's end (the result screen repeats it).
 */
import type { MatchUpdate } from '@preload/contract'
import type { TalkVoice } from '@common/talk'
import { matchEndMoment, talkKey, type Talker } from './choose'

/**
 * The voice the opponent of this match talks in, or null where nobody talks: hot-seat (two
 * people play) and the tutorial (the coach speaks there).
 */
export function talkingVoice(update: MatchUpdate): TalkVoice | null {
  if (update.hotseat || update.mode === 'tutorial') return null
  return update.opponent.voice ?? null
}

/** Who talks at this match, or null where nobody does (talkingVoice). */
export function talker(update: MatchUpdate): Talker | null {
  const voice = talkingVoice(update)
  return voice
    ? { matchId: update.matchId, opponent: update.opponent.id, voice, staked: update.wager > 0 }
    : null
}

/**
 * The greeting's key: a campaign champion's own where the catalogue has one (`has`), else a
 * line of its voice; null where nobody talks.
 */
export function greetingKey(update: MatchUpdate, has: (key: string) => boolean): string | null {
  const who = talker(update)
  if (!who) return null
  const own = `talk.champion.${update.opponent.id}`
  return has(own) ? own : talkKey(who, 'greeting', 0)
}

/** The key of what the opponent says on the match's end, once it has one; null otherwise. */
export function endingKey(update: MatchUpdate): string | null {
  const who = talker(update)
  const winner = update.view.winner
  if (!who || winner === null) return null
  return talkKey(who, matchEndMoment(winner, update.you), 0)
}
