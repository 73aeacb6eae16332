/**
 * The table's words about rounds: which round is on, how the last one ended and why, who opens
 * this one and why. Their own part because they speak of the match's rounds, not of the turn in
 * play, and change only between rounds.
 */
import type { PlayerIndex } from '@common/match'
import { openingOf, type OpenerEvent } from '@common/opener'
import { RULESETS } from '@common/rulesets'
import { roundInSet, type Scene } from '@common/scene'
import type { Translate } from '@/i18n/names'
import { openerWhy } from '@/i18n/opener-why'
import { roundWhyWithTotals } from '@/i18n/round-why'

/** A hot-seat table's two names, the first seat's first; null at a table against the AI. */
type Seats = readonly [string, string] | null

/** "Round 2", or "Set 2 · Round 1" where a match has more than one set. */
export function roundLabel(t: Translate, s: Scene | null): string {
  if (!s) return ''
  // single-set rulesets (classic, cantina) never speak of sets
  if (RULESETS[s.rules].setsToWin <= 1) return t('table.round', { n: s.round })
  return `${t('table.set', { n: s.set })} · ${t('table.round', { n: roundInSet(s) })}`
}

/**
 * The note after a round in its phrases (the result, then why), each kept on one line; from
 * the match's own record of its rounds, so a match picked up again still says it. At a hot-seat
 * table (`names`) both people may be looking, so the winner is named, never "you".
 */
export function lastRoundPhrases(
  t: Translate,
  s: Scene | null,
  you: PlayerIndex,
  opponent: string,
  total: (value: number) => string,
  names: Seats = null,
): string[] {
  const r = s?.rounds.at(-1)
  if (!r) return []
  const result =
    r.winner === null
      ? t('table.lastRoundTie')
      : names
        ? t('table.lastRoundWonBy', { name: names[r.winner] })
        : r.winner === you
          ? t('table.lastRoundWon')
          : t('table.lastRoundLost')
  return [
    t('table.lastRound', { result }),
    // said from the player's side, the named seat's total first: "(Vessa had the higher
    // total, 12 to −2)"; the seat that is not you is the opponent's, at the hot-seat both named
    names
      ? roundWhyWithTotals(t, r, null, (seat) => names[seat], total)
      : roundWhyWithTotals(t, r, you, () => opponent, total),
  ]
}

/**
 * Whether the round on the table has had its first move shown: its opener has played a side
 * card, ended the turn or stood, so the other seat has the turn or cards on its table.
 */
export function roundUnderWay(s: Scene): boolean {
  const other: PlayerIndex = s.opener === 0 ? 1 : 0
  const opener = s.players[s.opener]
  return (
    opener.table.length > 1 ||
    opener.standing ||
    s.turn === other ||
    s.players[other].table.length > 0
  )
}

/**
 * Who opens the round in play, then why, in phrases like the last round's: as the round starts,
 * until its first move has been shown (the table shows who plays then), or while a banner stays
 * on the table over it (`lingering`, reduced motion: the round's start and the opponent's first
 * move came in one instant, and go together with the banner). None once the match is over.
 * At a hot-seat table (`names`) the opener is named ("Maren opens"), never "you". While the
 * banner naming the match's first opener is up (`told`), it gives the draws or the coin under
 * the name: the note says only who opens, and its reason once the banner is gone, so the same
 * news is not told twice at once.
 */
export function openerPhrases(
  t: Translate,
  s: Scene | null,
  opening: OpenerEvent | null,
  you: PlayerIndex,
  opponent: string,
  lingering = false,
  names: Seats = null,
  told = false,
): string[] {
  if (!s || s.phase === 'over' || s.winner !== null) return []
  if (roundUnderWay(s) && !lingering) return []
  const { player, why } = openingOf(s, opening)
  const opener =
    names !== null
      ? t('table.banner.theyOpen', { name: names[player] })
      : player === you
        ? t('table.banner.youOpen')
        : t('table.banner.theyOpen', { name: opponent })
  if (told) return [opener]
  return [opener, t('table.opener.note', { why: openerWhy(t, why) })]
}
