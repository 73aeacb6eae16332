import type { PlayerIndex } from '@common/match'
import type { OpenerWhy } from '@common/opener'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * Why a round's opener opens it, in words: "drew the higher card, 9 against 4", "the coin
 * chose", "lost the last round". The reason is common/opener.ts's, from the match's own events
 * and records. This is the table's narrow note on every round: of the high cards, only the
 * deciding pair.
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
 * `line` with each of `names` in it kept whole on a line: the name's spaces made non-breaking.
 * The banner wraps its sentence in even lines, and they broke inside a name ("Deckhand /
 * Wendel drew 10"). Done on the line said, not on the name given: a role's name is looked up
 * as written to give it its article ("die Stille Fremde"), and a name changed first had none.
 */
function keptWhole(line: string, names: readonly string[]): string {
  // a name opening a German line is said with its first letter capital ("{Name} zieht")
  const written = names.flatMap((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)])
  return written.reduce((said, name) => said.split(name).join(name.replace(/ /g, '\u00a0')), line)
}

/**
 * The high cards that chose the match's first opener, as the sentence under the banner naming
 * that opener says them: each by who drew it, as "9 against 4" left the player to work out which
 * card was theirs, the opener's higher card first, the fact that decided it ("Pip Odell drew 9,
 * you drew 4"); before it, the equal cards drawn first ("Both drew 5, a tie; …"), which decided
 * nothing.
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
  // equal cards are drawn again: the deciding pair's higher card is the opener's
  const mine = deciding[you]
  const theirs = deciding[them]
  const key = `table.opener.${mine > theirs ? 'youDrew' : 'theyDrew'}${thenKey(draws)}`
  return afterTies(t, keptWhole(t(key, { mine, name, theirs }), [name]), draws)
}

/**
 * The same sentence with both seats by name, for a hot-seat table where both are people and
 * neither is "you" to whoever listens ("Maren drew 9, Jor drew 4").
 */
export function namedDraws(
  t: Translate,
  draws: readonly (readonly [number, number])[],
  names: readonly [string, string],
): string {
  const deciding = draws.at(-1)
  if (!deciding) return t('table.opener.highCardUnseen')
  // the deciding pair's higher card is the opener's, said first
  const opener: PlayerIndex = deciding[0] > deciding[1] ? 0 : 1
  const other: PlayerIndex = opener === 0 ? 1 : 0
  const high = t(`table.opener.drew${thenKey(draws)}`, {
    name: names[opener],
    high: deciding[opener],
    other: names[other],
    low: deciding[other],
  })
  return afterTies(t, keptWhole(high, names), draws)
}

/** The deciding pair's sentence after equal cards goes on mid-sentence ("then you drew 9"). */
const thenKey = (draws: readonly unknown[]): string => (draws.length > 1 ? 'Then' : '')

/**
 * The equal cards drawn before the deciding pair, as they came, ahead of its sentence ("Both drew
 * 2, then both 6, a tie each time; then you drew 7, Marla Quince drew 2"): told in order, the
 * ties lead to the draw that decided, where trailing after it ("…, after ties at 2, 6") they
 * read as an afterthought. Said as cards both drew: "Tied at 2" read as the players' totals
 * tied; and said a tie, as "Both drew 2." alone left the listener to work out what it meant.
 */
function afterTies(
  t: Translate,
  high: string,
  draws: readonly (readonly [number, number])[],
): string {
  // equal cards are drawn again: the values that tied, in the order drawn
  const tied = draws.slice(0, -1).map(([a]) => a)
  if (tied.length === 0) return high
  const ties = tied
    .map((value, i) => t(i === 0 ? 'table.opener.tiedAt' : 'table.opener.thenAt', { value }))
    .join(', ')
  return t(`table.opener.${tied.length > 1 ? 'afterManyTies' : 'afterTies'}`, { ties, high })
}
