/**
 * The deck builder's words, apart from the moves that use them: every part names decks as the
 * player reads them, gives new and copied decks a name none of the saved decks has, and speaks
 * through the decks screen's own notices.
 */
import type { Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Notice, SavedDeck } from '@preload/contract'
import { nameRefusal, numbersApart } from '@/i18n/deck-alike'
import { copyNameIn, defaultNameIn, useDeckName } from '@/i18n/deck-name'
import type { Wordable } from '@/i18n/words'
import { useNoticesStore } from '@/stores/notices'

/**
 * A deck as a notice names it, worded when the notice is drawn: the untouched starter deck by
 * its key (in the language of the moment), a name the player gave as written.
 */
export const noticeName = (deck: { name: string; starter?: boolean }): Wordable | string =>
  deck.starter === true ? { key: 'common.starterDeck' } : deck.name

/** A deck a notice names: a saved one by its id (null: never saved), as the list numbers it. */
type NoticeDeck = { id?: string | null; name: string; starter?: boolean }

/** The names and notices the deck builder's parts share. */
export type DeckWords = ReturnType<typeof useDeckWords>

/** How the deck builder names decks and tells the player what happened to one. */
export function useDeckWords(decks: Ref<SavedDeck[]>) {
  const { t } = useI18n()
  const deckName = useDeckName()
  const copyName = copyNameIn((key, params) => t(key, params))
  const defaultName = defaultNameIn((key, params) => t(key, params))
  const notices = useNoticesStore()
  /**
   * A notice about the decks: it leaves with the decks screen, and the next one replaces it, so
   * none is left naming a deck as it was called before a rename ("Deck “New deck” saved.").
   */
  const say = (message: Wordable, severity: Notice['severity'] = 'info'): void =>
    notices.push(message, severity, 'collection')
  /** The saved decks' names as the player reads them: a name the screen gives is none of them. */
  const names = (): string[] => decks.value.map((deck) => deckName(deck))
  /**
   * Why the deck on the bench (`id`, null: never saved) cannot be named `name`, or null: another
   * deck reads so, in this language or, for the starter, in another (i18n/deck-alike.ts).
   */
  const takenName = (name: string, id: string | null): Wordable | null =>
    nameRefusal(name, id, decks.value, deckName)
  /**
   * A deck as a notice names it: as the list does, numbered where a saved deck reads as one
   * before it ("Deck “Smugglers (2)” saved."), so the notice says which of the two it was.
   */
  const listedNoticeName = (deck: NoticeDeck): Wordable | string => {
    const n = deck.id ? (numbersApart(decks.value, deckName).get(deck.id) ?? 1) : 1
    const name = noticeName(deck)
    return n === 1 ? name : { key: 'common.deckNameNth', params: { name, n } }
  }
  return {
    t,
    deckName,
    noticeName: listedNoticeName,
    copyName,
    defaultName,
    say,
    names,
    takenName,
  }
}
