import { useI18n } from 'vue-i18n'
import { MAX_DECK_NAME } from '@common/decks'

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

/**
 * A copy's name, "<name> (copy)" in the language of the moment, the original shortened so the
 * whole stays within a deck name's limit. Words belong to the screen: main stores what it is given.
 */
export function copyNameIn(
  t: (key: string, params: { name: string }) => string,
): (name: string) => string {
  return (name) => {
    const room = MAX_DECK_NAME - [...t('screens.collection.copyName', { name: '' })].length
    return t('screens.collection.copyName', { name: [...name].slice(0, room).join('').trim() })
  }
}
