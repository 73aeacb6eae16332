import type { RulesetId } from '@main/engine'
import { MATCH_TABLES } from './match-tables.data'

/**
 * The chance of winning the match from a score and the hand cards both players have left,
 * read from a small table per ruleset made offline by tools/ai/make-ai-tables.ts. It is what
 * lets the master weigh a round won against the cards it cost.
 */

/** The chance of winning a best-of-n-sets match from set scores, each fresh set a coin flip. */
function fromSets(mySets: number, oppSets: number, setsToWin: number, setChance: number): number {
  if (mySets >= setsToWin) return 1
  if (oppSets >= setsToWin) return 0
  const win = mySets + 1 >= setsToWin ? 1 : fromSets(mySets + 1, oppSets, setsToWin, 0.5)
  const lose = oppSets + 1 >= setsToWin ? 0 : fromSets(mySets, oppSets + 1, setsToWin, 0.5)
  return setChance * win + (1 - setChance) * lose
}

export interface Standing {
  myWins: number
  oppWins: number
  myCards: number
  oppCards: number
  mySets: number
  oppSets: number
}

/** The chance, 0..1, of winning the match from this standing; a set is won at three rounds. */
export function matchWinChance(rules: RulesetId, s: Standing): number {
  const setsToWin = rules === 'tournament' ? 2 : 1
  if (s.mySets >= setsToWin) return 1
  if (s.oppSets >= setsToWin) return 0
  let setChance: number
  if (s.myWins >= 3) setChance = 1
  else if (s.oppWins >= 3) setChance = 0
  else {
    const clamp = (n: number): number => Math.max(0, Math.min(4, n))
    setChance =
      MATCH_TABLES[rules][s.myWins]?.[s.oppWins]?.[clamp(s.myCards)]?.[clamp(s.oppCards)] ?? 0.5
  }
  if (setsToWin === 1) return setChance
  return fromSets(s.mySets, s.oppSets, setsToWin, setChance)
}
