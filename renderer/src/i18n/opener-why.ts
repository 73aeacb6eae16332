import type { OpenerWhy } from '@common/opener'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Why a round's opener opens it, in words: "high card: 9 against 4", "the coin chose", "lost
 * the last round". The reason is common/opener.ts's, from the match's own events and records;
 * the banner that names the first opener and the table's note on every round say it so.
 */
export function openerWhy(t: Translate, why: OpenerWhy): string {
  if (why.why !== 'highCard') return t(`table.opener.${why.why}`)
  if (!why.draws || why.draws.length === 0) return t('table.opener.highCardUnseen')
  // equal cards are drawn again: each pair is said, in the order drawn
  const pairs = why.draws.map(([a, b]) => t('table.opener.draw', { a, b }))
  const draws = pairs.reduce((before, draw) => t('table.opener.again', { before, draw }))
  return t('table.opener.highCard', { draws })
}
