/**
 * The table's words about rounds: which round is on, how the last one ended and why, who opens
 * this one and why, and which round a lingering banner speaks of. Their own part because they
 * speak of the match's rounds, not of the turn in play, and change only between rounds.
 */
import type { PlayerIndex } from '@common/match'
import { openingOf, type OpenerEvent } from '@common/opener'
import { RULESETS } from '@common/rulesets'
import { roundInSet, type Scene } from '@common/scene'
import type { Translate } from '@/i18n/names'
import { openerWhy } from '@/i18n/opener-why'
import { roundWhyWithTotals } from '@/i18n/round-why'
import type { BannerRound } from '@/stores/match'

/** "Round 2", or "Set 2 · Round 1" where a match has more than one set. */
export function roundLabel(t: Translate, s: Scene | null): string {
  if (!s) return ''
  // single-set rulesets (classic, cantina) never speak of sets
  if (RULESETS[s.rules].setsToWin <= 1) return t('table.round', { n: s.round })
  return `${t('table.set', { n: s.set })} · ${t('table.round', { n: roundInSet(s) })}`
}

/**
 * The note after a round in its phrases (the result, then why), each kept on one line; from
 * the match's own record of its rounds, so a match picked up again still says it.
 */
export function lastRoundPhrases(
  t: Translate,
  s: Scene | null,
  you: PlayerIndex,
  opponent: string,
  total: (value: number) => string,
): string[] {
  const r = s?.rounds.at(-1)
  if (!r) return []
  const result =
    r.winner === null
      ? t('table.lastRoundTie')
      : r.winner === you
        ? t('table.lastRoundWon')
        : t('table.lastRoundLost')
  return [
    t('table.lastRound', { result }),
    // said from the player's side, the named seat's total first: "(Vessa had the higher
    // total, 12 to −2)"; the seat that is not you is the opponent's
    roundWhyWithTotals(t, r, you, () => opponent, total),
  ]
}

/** Who opens the round in play, then why, in phrases like the last round's (none once over). */
export function openerPhrases(
  t: Translate,
  s: Scene | null,
  opening: OpenerEvent | null,
  you: PlayerIndex,
  opponent: string,
): string[] {
  if (!s || s.phase === 'over' || s.winner !== null) return []
  const { player, why } = openingOf(s, opening)
  return [
    player === you ? t('table.banner.youOpen') : t('table.banner.theyOpen', { name: opponent }),
    t('table.opener.note', { why: openerWhy(t, why) }),
  ]
}

/**
 * Under a round's end banner left on the table into the next round: which round it speaks of,
 * and which is on now ("That was round 1 · now round 2"); null under any other banner.
 */
export function bannerNote(t: Translate, rounds: BannerRound | null): string | null {
  return rounds ? t('table.banner.past', { ended: rounds.ended, next: rounds.next }) : null
}
