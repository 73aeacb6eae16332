import type { OpenerWhy } from '@common/opener'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Why a round's opener opens it, in words: "high card 9 against 4", "the coin chose", "lost
 * the last round". The reason is common/opener.ts's, from the match's own events and records.
 * The banner that names the first opener says the equal cards drawn before too (`ties`: "…,
 * after a tie at 5"); the table's narrow note on every round says only the deciding pair.
 */
export function openerWhy(t: Translate, why: OpenerWhy, ties = false): string {
  if (why.why !== 'highCard') return t(`table.opener.${why.why}`)
  const deciding = why.draws?.at(-1)
  if (!why.draws || !deciding) return t('table.opener.highCardUnseen')
  const high = t('table.opener.highCard', {
    draw: t('table.opener.draw', { a: deciding[0], b: deciding[1] }),
  })
  // equal cards are drawn again: the values that tied, in the order drawn
  const tied = why.draws.slice(0, -1).map(([a]) => a)
  if (!ties || tied.length === 0) return high
  const key = tied.length === 1 ? 'table.opener.afterTie' : 'table.opener.afterTies'
  return t(key, { high, values: tied.join(', ') })
}
