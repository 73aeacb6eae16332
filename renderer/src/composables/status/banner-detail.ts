/**
 * The line under a round's or a set's end banner: why the round went the way it did, with the
 * deciding total ("Jor busts at 23"), and the score after it ("Rounds 2–1"); under a set's end,
 * that set's rounds and the match's sets. The headline says who won; this line says how it
 * stands, so the moment reads whole before the next deal or the hand chooser.
 */
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { Scene } from '@common/scene'
import type { Translate } from '@/i18n/names'
import { roundSubject } from '@/i18n/round-why'

type RoundEnd = Extract<MatchEvent, { type: 'roundEnd' }>

/** Who the line names and how: the player's seat, the opponent, a hot-seat table's names. */
export interface DetailSeats {
  t: Translate
  you: PlayerIndex
  opponent: string
  names: readonly [string, string] | null
  /** writes a total (a true minus sign) */
  total: (value: number) => string
}

const other = (seat: PlayerIndex): PlayerIndex => (seat === 0 ? 1 : 0)

/** Why the round ended, as a sentence of its own, the deciding total in it. */
function roundReason(seats: DetailSeats, e: RoundEnd): string {
  const { t, you, opponent, names, total } = seats
  const who = roundSubject(e)
  if (who === null) return t('table.banner.why.tie', { a: total(e.totals[0]) })
  // at a hot-seat table both people may be looking: the seat is named, never "you"
  const mine = who === you && !names
  const key = `table.banner.why.${e.reason}${mine ? 'You' : ''}`
  return t(key, {
    name: names ? names[who] : opponent,
    total: total(e.totals[who]),
    a: total(e.totals[who]),
    b: total(e.totals[other(who)]),
  })
}

/** The rounds won in the set: the player's first, or at a hot-seat table both by name. */
function roundScore(seats: DetailSeats, wins: readonly [number, number]): string {
  const { t, you, names } = seats
  if (names)
    return t('table.banner.roundsNamed', {
      first: names[0],
      second: names[1],
      a: wins[0],
      b: wins[1],
    })
  return t('table.banner.rounds', { mine: wins[you], theirs: wins[other(you)] })
}

/**
 * The line under `banner`, from the event and the scene as the table shows it (a set's rounds
 * are the scene's as its last round ended); null for a banner that has none of its own.
 */
export function bannerDetail(
  seats: DetailSeats,
  banner: MatchEvent | null,
  scene: Scene | null,
): string | null {
  const { t, you, names } = seats
  if (banner?.type === 'roundEnd')
    return t('table.banner.roundDetail', {
      why: roundReason(seats, banner),
      score: roundScore(seats, banner.roundWins),
    })
  if (banner?.type !== 'setEnd' || !scene) return null
  const sets = banner.setWins
  if (names)
    return t('table.banner.setScoreNamed', {
      first: names[0],
      second: names[1],
      a: sets[0],
      b: sets[1],
    })
  const rounds = scene.players.map((p) => p.roundWins)
  return t('table.banner.setScore', {
    ra: rounds[you],
    rb: rounds[other(you)],
    mine: sets[you],
    theirs: sets[other(you)],
  })
}
