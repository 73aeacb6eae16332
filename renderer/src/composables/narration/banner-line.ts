/**
 * What the banner shows, said as the log's sentences: who opens, a round's or a set's end with
 * the score after it, the match's end, the muck. The banner itself is for the eye only (a live
 * region born with its words was often not read), so the log says its words; its own part
 * because it speaks of rounds, sets and the match rather than of one seat's move.
 */
import type { MatchEvent } from '@common/match'
import { bannerWords, namedBannerWords } from '@/i18n/banner-words'
import { formatList } from '@/i18n/numbers'
import { otherSeat, type Speech } from './seat-words'

/**
 * The banner's words as sentences: a round's or a set's result with the score after it,
 * anything else ended with a full stop (the banner's own words have none), the muck's cards as
 * a list; null for an event the banner does not show.
 */
export function bannerLine(speech: Speech, event: MatchEvent): string | null {
  const { t, you, opponent, rules, names } = speech
  const list = (cards: string[]) => formatList(cards, speech.locale)
  const words = names
    ? namedBannerWords(t, event, names, rules, list)
    : bannerWords(t, event, you, opponent, rules, list)
  if (!words) return null
  // the line under the banner is a sentence of its own, said after the banner's
  const text = words.detail
    ? t('table.say.banner', { text: words.text, detail: words.detail })
    : words.text
  if (event.type === 'roundEnd' || event.type === 'setEnd') {
    const wins = event.type === 'roundEnd' ? event.roundWins : event.setWins
    const key = event.type === 'roundEnd' ? 'table.say.roundScore' : 'table.say.setScore'
    if (names)
      return t(`${key}Named`, {
        result: text,
        first: names[0],
        a: wins[0],
        second: names[1],
        b: wins[1],
      })
    return t(key, { result: text, who: opponent, mine: wins[you], theirs: wins[otherSeat(you)] })
  }
  return /[.!?]$/.test(text) ? text : `${text}.`
}
