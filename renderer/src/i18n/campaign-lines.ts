import { useI18n } from 'vue-i18n'
import type {
  CampaignLogEntry,
  CampaignLogMessage,
  CampaignOpponent,
  CardCode,
  ResultNote,
  RulesetId,
} from '@preload/contract'
import { flavourLines, type Lookup } from './flavour'
import { declined } from './names'
import { cardTitle } from './card-titles'
import { cardName, formatList, formatNumber } from './numbers'

/**
 * The campaign log and a campaign match's result notes in the player's language. Main keeps
 * them as data (a key with names and numbers, preload/contract.ts) so that a line reads the
 * same in every language and a save does not depend on the one it was played in. A name is
 * found by its id in the flavour lines (a title in the language's words: "Schwester Kell"), else
 * shown as it is, and declined as a German line asks (names.ts: "den Einsatz von Marla Quince");
 * champion titles come from the flavour lines. A log line names a prize card with its kind, as
 * the Card Book titles it ("Gold flip 2&4", cardTitle): the log has no card beside it, and a bare
 * face read as a number; a result note names it by its face as the match drew it, beside the
 * prize cards drawn on the result screen.
 *
 * Credits: a log line's and a note's `credits` is one player's stake (the loser's, which the
 * winner takes); the pot is both stakes together, and the house cuts only what is won.
 */

/** vue-i18n's lookup and the language, read on every call so lines follow a switch at once. */
export interface Wording extends Lookup {
  locale: () => string
}

/** The campaign log's lines and a result's notes, worded by `wording`. */
export function campaignLines(wording: Wording) {
  const { t } = wording
  const flavour = flavourLines(wording)
  const number = (value: number): string => formatNumber(value, wording.locale())
  const cards = (codes: readonly CardCode[], rules?: RulesetId): string =>
    formatList(
      codes.map((code) => cardName(code, rules)),
      wording.locale(),
    )
  /** cards named with their kind, as the Card Book titles them: "Flip card ±1 and Double card D" */
  const titledCards = (codes: readonly CardCode[]): string =>
    formatList(
      codes.map((code) => cardTitle(t, code)),
      wording.locale(),
    )

  function logMessage(message: CampaignLogMessage): string {
    const say = (named: Record<string, string> = {}, plural?: number) =>
      t(`campaign.log.${message.key}`, declined(named, wording.locale()), plural)
    switch (message.key) {
      case 'prizeWon':
        return say(
          {
            opponent: flavour.opponentName(message.opponent),
            cards: titledCards(message.cards),
          },
          message.cards.length,
        )
      case 'beat':
      case 'lostTo':
        return say({
          opponent: flavour.opponentName(message.opponent),
          location: message.location.name,
        })
      case 'championBeaten':
        return say({
          opponent: flavour.opponentName(message.opponent),
          location: message.location.name,
          // saves before the profile's format 4 also hold the title's English
          title: flavour.championTitleAt(
            message.location.id,
            message.title ?? message.location.name,
          ),
        })
      case 'doorsOpened':
        return say({ location: message.location.name, planet: message.planet })
      case 'campaignWon':
        return say()
      case 'potWon':
      case 'potLost':
        return say({
          opponent: flavour.opponentName(message.opponent),
          credits: number(message.credits),
        })
    }
  }

  function campaignNote(note: ResultNote, rules?: RulesetId): string {
    const say = (key: string, named: Record<string, string> = {}, plural?: number) =>
      t(`campaign.note.${key}`, declined(named, wording.locale()), plural)
    switch (note.key) {
      case 'stakeWon': {
        const won = { opponent: flavour.opponentName(note.opponent), credits: number(note.credits) }
        return note.houseCut > 0
          ? say('stakeWonCut', { ...won, cut: number(note.houseCut) })
          : say('stakeWon', won)
      }
      case 'stakeLost':
      case 'bounty':
        return say(note.key, {
          opponent: flavour.opponentName(note.opponent),
          credits: number(note.credits),
        })
      case 'purse':
        return say(note.key, { credits: number(note.credits) })
      case 'prize':
        return say(note.key, { cards: cards(note.cards, rules) }, note.cards.length)
      case 'championOpen':
        return say(note.key, {
          opponent: flavour.opponentName(note.opponent),
          location: note.location.name,
        })
      case 'titleEarned':
        return say(note.key, { title: flavour.championTitleAt(note.location.id, note.title) })
      case 'locationOpen':
        return say(note.key, { location: note.location.name, planet: note.planet })
      case 'campaignEnding':
      case 'forfeited':
      case 'tiebreakerOwned':
        return say(note.key)
    }
  }

  return {
    /** a log entry: data worded now, or an older save's English line as it was written */
    logLine: (entry: CampaignLogEntry): string =>
      'message' in entry ? logMessage(entry.message) : entry.text,
    /** a result note, worded now; `rules`: the match's, so its prize reads as the screen draws it */
    note: campaignNote,
  }
}

/** For a view's setup: the lines follow the language as it switches. */
export function useCampaignLines(): ReturnType<typeof campaignLines> {
  const { t, te, locale } = useI18n()
  return campaignLines({
    t: (key, named, plural) =>
      plural === undefined ? t(key, named ?? {}) : t(key, named ?? {}, plural),
    te: (key) => te(key),
    locale: () => locale.value,
  })
}

/**
 * The cantina's line under a champion, as a key: what beating them brings (their title, and the
 * way to the next cantina or, at the last one, the campaign) until they are beaten once, then
 * what is true since (the title held, the way open, the campaign won).
 */
export function championNoteKey(opponent: Pick<CampaignOpponent, 'record'>, last: boolean): string {
  const beaten = opponent.record.won > 0
  if (last)
    return beaten ? 'screens.cantina.lastChampionBeatenNote' : 'screens.cantina.lastChampionNote'
  return beaten ? 'screens.cantina.championBeatenNote' : 'screens.cantina.championNote'
}
