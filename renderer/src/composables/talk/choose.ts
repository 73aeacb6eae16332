/**
 * Which line an opponent says, and when: pure and deterministic from the match (its id, which
 * round, which moment) and the opponent (its id), so a reload or a replay of the same match says
 * the same words, and no test depends on chance. Each opponent starts at its own place among its
 * voice's lines, and each next match of the profile moves it one line on: two opponents of one
 * voice do not keep to the same words, and a match played again at once does not close as the
 * last did (the turn counts the profile's matches, not meetings with that opponent).
 * The words are the catalogue's (`talk.*`, i18n/messages/{en,de}/talk.ts).
 */
import type { MatchEvent, PlayerIndex } from '@common/match'
import { matchNumber } from '@common/match-id'
import type { TalkMoment, TalkVoice } from '@common/talk'
import { textHash } from '@common/text-hash'

/** The letters of each moment's lines in the catalogue: a greeting and a match's end have more. */
export const TALK_LINES: Record<TalkMoment, readonly string[]> = {
  greeting: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
  roundWon: ['a', 'b', 'c', 'd', 'e', 'f'],
  roundLost: ['a', 'b', 'c', 'd', 'e', 'f'],
  theyBust: ['a', 'b', 'c', 'd', 'e', 'f'],
  youBust: ['a', 'b', 'c', 'd', 'e', 'f'],
  matchWon: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
  matchLost: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
}

/**
 * The lines that speak of the credits on the table ("Pay up, spacer", "Keep the credits"): said
 * only where the player staked some, as a quick match and an unwagered campaign match stake
 * none and the result then says "No credits were staked" under the line. By voice and moment;
 * every other line fits any match (choose.test.ts finds the words of money in the catalogue's
 * other lines and fails).
 */
const STAKE_LINES: Partial<Record<TalkVoice, Partial<Record<TalkMoment, readonly string[]>>>> = {
  easy: { greeting: ['b', 'd'], matchLost: ['b', 'e', 'g'] },
  brash: { greeting: ['a', 'h'], theyBust: ['d'], matchWon: ['b', 'e', 'g'], matchLost: ['h'] },
  sly: { matchWon: ['c', 'g'], matchLost: ['d', 'h'] },
  nervous: { greeting: ['g'], matchWon: ['d'] },
}

/** The letters of the lines a voice may say at `moment`, with credits staked or without. */
export function talkLetters(voice: TalkVoice, moment: TalkMoment, staked: boolean): string[] {
  const money = STAKE_LINES[voice]?.[moment] ?? []
  return TALK_LINES[moment].filter((letter) => staked || !money.includes(letter))
}

/**
 * Who talks at a match: the match's id, the opponent's id, the voice it talks in, and whether
 * the player staked credits on it.
 */
export interface Talker {
  matchId: string
  opponent: string
  voice: TalkVoice
  staked: boolean
}

/** The moments the opponent always speaks at; at the others only about every second time. */
const ALWAYS: ReadonlySet<TalkMoment> = new Set(['greeting', 'matchWon', 'matchLost'])

/**
 * The catalogue key of what the opponent says at `moment` of round `round` (0 for the greeting
 * and the match's end), or null where it keeps quiet this time.
 */
export function talkKey(talker: Talker, moment: TalkMoment, round: number): string | null {
  const { matchId, opponent, voice, staked } = talker
  // whether to speak at a round's end: a toss of the match's own (its random part too)
  if (!ALWAYS.has(moment) && textHash(`${matchId}:${moment}:${round}`) % 2 === 1) return null
  const letters = talkLetters(voice, moment, staked)
  // the opponent's own start, one on for each match the profile has started (and each round),
  // so the same opponent says another line in its next match, until all have had a turn
  const start = textHash(`${opponent}:${moment}`)
  const turn = matchNumber(matchId) ?? textHash(matchId)
  const letter = letters[(start + turn + round) % letters.length]
  return `talk.voice.${voice}.${moment}.${letter}`
}

/** A moment of an update worth a line: what it is, and which round of the match it closes. */
export interface TalkAt {
  moment: TalkMoment
  /** the match's count of rounds finished with this one (0 for the match's end) */
  round: number
}

/** The match's end to the opponent: the player (seat `you`) won it or lost it. */
export function matchEndMoment(winner: PlayerIndex, you: PlayerIndex): TalkMoment {
  return winner === you ? 'matchLost' : 'matchWon'
}

/**
 * What the event at `at` of an update is to the opponent, seen from the player's seat `you`:
 * a round it took or lost (by a bust, either side's), or the match's end. A round that ends
 * the match says nothing of its own: the match's end speaks for it. A tie says nothing.
 * `finished` is the match's count of finished rounds once the whole update has played.
 */
export function talkAt(
  events: readonly MatchEvent[],
  at: number,
  you: PlayerIndex,
  finished: number,
): TalkAt | null {
  const event = events[at]
  if (event?.type === 'matchEnd') return { moment: matchEndMoment(event.winner, you), round: 0 }
  if (event?.type !== 'roundEnd' || event.winner === null) return null
  const later = events.slice(at + 1)
  if (later.some((e) => e.type === 'matchEnd')) return null
  const round = finished - later.filter((e) => e.type === 'roundEnd').length
  const theyWon = event.winner !== you
  if (event.reason === 'bust') return { moment: theyWon ? 'youBust' : 'theyBust', round }
  return { moment: theyWon ? 'roundWon' : 'roundLost', round }
}
