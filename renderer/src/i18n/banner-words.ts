import type { MatchEvent, PlayerIndex } from '@common/match'
import { cardLabel, RULESETS, type RulesetId } from '@common/rulesets'
import { namedDraws, openerDraws } from './opener-why'

/** The translate function, as the caller's `useI18n` gives it. */
type Translate = (key: string, named?: Record<string, unknown>) => string

/**
 * The banner's line, its tone, and a smaller line under it (why the opener opens): a sentence of
 * its own, starting with a capital, the fact that decided first.
 */
export interface BannerWords {
  text: string
  tone: 'good' | 'bad' | 'plain'
  detail?: string
}

/**
 * The draws said to be for the opener ("High card for the opener: you drew 6, …"): a player
 * read "drew 6", then saw a total of 2, and took the draws for cards on the table.
 */
function drawnForOpener(t: Translate, draws: string): string {
  return t('table.opener.drawn', { draws })
}

/**
 * What the table's banner says of an event, seen from `you`'s seat: who won a round, a set or
 * the match, who opens, the muck, a tiebreaker; null for an event it does not show. The banner
 * draws it and the table's narration says the same words, so both say one thing. `list` joins
 * the muck's cards: side by side for the eye, the language's list ("+3, +6 and −3") when said.
 */
export function bannerWords(
  t: Translate,
  e: MatchEvent,
  you: PlayerIndex,
  name: string,
  rules: RulesetId,
  list: (items: string[]) => string = (items) => items.join(' '),
): BannerWords | null {
  const mine = 'winner' in e ? e.winner === you : 'player' in e && e.player === you
  switch (e.type) {
    case 'roundEnd':
      if (e.winner === null) return { text: t('table.banner.tie'), tone: 'plain' }
      return mine
        ? { text: t('table.banner.roundWon'), tone: 'good' }
        : { text: t('table.banner.roundLost', { name }), tone: 'bad' }
    case 'setEnd': {
      // a match of one set says only who won the match
      if (RULESETS[rules].setsToWin <= 1) return null
      const n = e.setWins[0] + e.setWins[1]
      return mine
        ? { text: t('table.banner.setWon', { n }), tone: 'good' }
        : { text: t('table.banner.setLost', { name, n }), tone: 'bad' }
    }
    case 'matchEnd':
      return mine
        ? { text: t('table.banner.matchWon'), tone: 'good' }
        : { text: t('table.banner.matchLost', { name }), tone: 'bad' }
    case 'opener': {
      // the engine's own draws, each by who drew it, or its coin (no card drawn), from the event
      const detail =
        e.draws.length > 0
          ? drawnForOpener(t, openerDraws(t, e.draws, you, name))
          : t('table.banner.coin')
      return mine
        ? { text: t('table.banner.youOpen'), tone: 'plain', detail }
        : { text: t('table.banner.theyOpen', { name }), tone: 'plain', detail }
    }
    case 'muck': {
      // the muck is the set winner's alone: the event says whose cards went
      const cards = list(e.cards.map((c) => cardLabel(c, rules)))
      return {
        text: mine
          ? t('table.banner.muckYou', { cards })
          : t('table.banner.muckThem', { name, cards }),
        tone: 'plain',
      }
    }
    case 'tiebreaker':
      return { text: t('table.banner.tiebreaker'), tone: mine ? 'good' : 'bad' }
    default:
      return null
  }
}

/**
 * The same words at a hot-seat table, where both seats are people and neither is "you" to
 * whoever listens: the seat an event is about by its name ("Maren wins the round", "Maren opens",
 * "Maren drew 9, Jor drew 4"). Said, not drawn: the tone is the other seat's.
 */
export function namedBannerWords(
  t: Translate,
  e: MatchEvent,
  names: readonly [string, string],
  rules: RulesetId,
  list?: (items: string[]) => string,
): BannerWords | null {
  const about = 'winner' in e ? e.winner : 'player' in e ? e.player : null
  // seen from the other seat, the seat it is about is named (a tie names nobody)
  const other: PlayerIndex = about === 0 ? 1 : 0
  const words = bannerWords(t, e, other, about === null ? '' : names[about], rules, list)
  if (words && e.type === 'opener' && e.draws.length > 0)
    return { ...words, detail: drawnForOpener(t, namedDraws(t, e.draws, names)) }
  return words
}
