import type { PlayerIndex } from '@common/match'
import type { OpenerWhy } from '@common/opener'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Why a round's opener opens it, in words: "high card 9 against 4", "the coin chose", "lost
 * the last round". The reason is common/opener.ts's, from the match's own events and records.
 * This is the table's narrow note on every round: of the high cards, only the deciding pair.
 */
export function openerWhy(t: Translate, why: OpenerWhy): string {
  if (why.why !== 'highCard') return t(`table.opener.${why.why}`)
  const deciding = why.draws?.at(-1)
  if (!why.draws || !deciding) return t('table.opener.highCardUnseen')
  return t('table.opener.highCard', {
    draw: t('table.opener.draw', { a: deciding[0], b: deciding[1] }),
  })
}

/**
 * The high cards that chose the match's first opener, as the banner naming that opener says
 * them: each by who drew it ("you drew 9, Tobin drew 4"), as "9 against 4" left the player to
 * work out which card was theirs; then the equal cards drawn before ("…, after a tie at 5").
 * `draws` are the engine's pairs, each seat's card at its index (the match's first main-deck
 * cards, docs/rules.md); `name` is the other seat's.
 */
export function openerDraws(
  t: Translate,
  draws: readonly (readonly [number, number])[],
  you: PlayerIndex,
  name: string,
): string {
  const deciding = draws.at(-1)
  if (!deciding) return t('table.opener.highCardUnseen')
  const them: PlayerIndex = you === 0 ? 1 : 0
  const high = t('table.opener.drew', { mine: deciding[you], name, theirs: deciding[them] })
  // equal cards are drawn again: the values that tied, in the order drawn
  const tied = draws.slice(0, -1).map(([a]) => a)
  if (tied.length === 0) return high
  const key = tied.length === 1 ? 'table.opener.afterTie' : 'table.opener.afterTies'
  return t(key, { high, values: tied.join(', ') })
}
