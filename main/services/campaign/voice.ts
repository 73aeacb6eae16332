import type { TalkVoice } from '@common/talk'
import type { OpponentDef } from './types'

/** A bluff from which an opponent talks slyly: the ones who stand on a tie and smile. */
const SLY_FROM = 0.5
/** A risk from which an opponent talks big: the ones who draw on past 17. */
const BRASH_FROM = 0.4
/** A tempo from which an opponent is the patient, stern sort: it weighs every card. */
const STERN_FROM = 0.7

/**
 * The voice a campaign opponent speaks in at the table, from what it is and how it plays: a
 * droid sounds like one whatever its numbers; then the strongest trait of its personality; a
 * rookie with nothing loud about it is unsure of itself; the rest are easy-going spacers.
 */
export function voiceOf(opponent: Pick<OpponentDef, 'ai' | 'portrait'>): TalkVoice {
  if (opponent.portrait.species === 'droid') return 'machine'
  const personality = opponent.ai.personality
  if ((personality?.bluff ?? 0) >= SLY_FROM) return 'sly'
  if ((personality?.risk ?? 0) >= BRASH_FROM) return 'brash'
  if (opponent.ai.tier === 'rookie') return 'nervous'
  if ((personality?.tempo ?? 0) >= STERN_FROM) return 'stern'
  return 'easy'
}
