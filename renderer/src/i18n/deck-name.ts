import { useI18n } from 'vue-i18n'

/**
 * A saved deck's name as the player sees it. Main names a new profile's first deck "Starter
 * deck" (main/services/profile/new-profile.ts STARTER_DECK_NAME) without knowing the player's
 * language; while the deck keeps that name it is shown in the language of the moment. Any name
 * the player gives is theirs and is shown as written.
 */
export const STARTER_DECK_NAME = 'Starter deck'

export function deckNameIn(t: (key: string) => string): (deck: { name: string }) => string {
  return (deck) => (deck.name === STARTER_DECK_NAME ? t('common.starterDeck') : deck.name)
}

/** For a component's setup: follows the language as it switches. */
export function useDeckName(): (deck: { name: string }) => string {
  const { t } = useI18n()
  return deckNameIn((key) => t(key))
}
