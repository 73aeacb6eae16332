import { useI18n } from 'vue-i18n'

/**
 * A saved deck's name as the player sees it. A new profile's first deck carries a starter flag
 * (main/services/profile/new-profile.ts) until the player renames it; while it does, its name
 * is shown in the language of the moment. Any name the player gives is theirs and is shown as
 * written, even one that reads "Starter deck".
 */
export function deckNameIn(
  t: (key: string) => string,
): (deck: { name: string; starter?: boolean }) => string {
  return (deck) => (deck.starter === true ? t('common.starterDeck') : deck.name)
}

/** For a component's setup: follows the language as it switches. */
export function useDeckName(): (deck: { name: string; starter?: boolean }) => string {
  const { t } = useI18n()
  return deckNameIn((key) => t(key))
}
