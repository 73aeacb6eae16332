import { useI18n } from 'vue-i18n'
import type { CampaignTitle } from '@preload/contract'

/**
 * The campaign's flavour lines in the player's language. Main sends them in English (the
 * content's own text); the catalogue (messages/{en,de}/campaign.ts) holds each line by the
 * content's id. A line the catalogue lacks, say for content added since, shows the content's
 * English rather than a raw key.
 */

/**
 * The two calls of vue-i18n's composer this needs, so tests can pass the global one; `plural`
 * picks a line's form (`one | other`) by a count.
 */
export interface Lookup {
  t: (key: string, named?: Record<string, unknown>, plural?: number) => string
  te: (key: string) => boolean
}

/** The campaign's flavour lines looked up by content id, each falling back to its English. */
export function flavourLines(i18n: Lookup) {
  // te looks in the current language only, so a missing German line falls to the English here
  // instead of to vue-i18n's English fallback (which would be a missing-key warning at best).
  const line = (key: string, english: string): string => (i18n.te(key) ? i18n.t(key) : english)
  /** the champion title of the cantina `locationId`, whose English is `title` */
  const titleAt = (locationId: string, title: string): string =>
    line(`campaign.location.${locationId}.champion`, title)

  return {
    /** a cantina's one line of mood */
    mood: (location: { id: string; mood: string }): string =>
      line(`campaign.location.${location.id}.mood`, location.mood),
    /**
     * An opponent's name: a person's own name as the content writes it, in every language, but a
     * title before it (Sister Kell: Schwester Kell) and a house player named by what they are
     * (The Table Droid) in the language's own words (docs/messages.md). Hot-seat seats have no
     * id: the names people gave.
     */
    opponentName: (opponent: { id: string | null; name: string }): string =>
      opponent.id === null
        ? opponent.name
        : line(`campaign.opponent.${opponent.id}.name`, opponent.name),
    /** an opponent's one line of personality (campaign and quick-match players alike) */
    opponentTitle: (opponent: { id: string; title: string }): string =>
      line(`campaign.opponent.${opponent.id}.title`, opponent.title),
    /** a merchant's stall: Old Vessa's Stall, Vessas Verkaufsstand */
    merchantName: (merchant: { id: string; name: string }): string =>
      line(`campaign.merchant.${merchant.id}.name`, merchant.name),
    /**
     * the trader's own name, for the shop's row of traders (Vessa, Brannoch), their stall's full
     * name where the content gives them none
     */
    merchantShort: (merchant: { id: string; name: string }): string =>
      line(`campaign.merchant.${merchant.id}.short`, merchant.name),
    /** a merchant's greeting */
    greeting: (merchant: { id: string; greeting: string }): string =>
      line(`campaign.merchant.${merchant.id}.greeting`, merchant.greeting),
    /**
     * a spoken line (a merchant's greeting, a remark at the table) in the language's quotation
     * marks; an opponent's personality is a description of them, never quoted
     */
    quoted: (text: string): string => i18n.t('campaign.quote', { line: text }),
    /**
     * an earned champion title, by its cantina's id; English an older save held that was no
     * cantina's title is shown as written
     */
    championTitle: (earned: CampaignTitle): string =>
      earned.location === null ? earned.title : titleAt(earned.location, earned.title),
    /** the champion title of the cantina `locationId`, whose English is `title` */
    championTitleAt: titleAt,
  }
}

/** For a view's setup: the lines follow the language as it switches. */
export function useFlavour(): ReturnType<typeof flavourLines> {
  const { t, te } = useI18n()
  return flavourLines({ t: (key, named) => t(key, named ?? {}), te: (key) => te(key) })
}
