/**
 * The deck on the bench, apart from how it is saved or replaced: the draft, how it stands
 * against its saved self and the owned cards, and the two moves that change its cards. Every
 * other part reads or replaces this draft; only these moves put a card in or take one out.
 */
import { computed, ref, watch, type Ref } from 'vue'
import { ALL_CARD_CODES } from '@common/cards'
import { copyLimit, RULESETS } from '@common/rulesets'
import type { CardCode, Collection, RulesetId, SavedDeck } from '@preload/contract'
import { countCards, DECK_SLOTS, sameCards, type DeckDraft } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import type { DeckWords } from './deck-words'

/** One owned card as the builder lists it: how many are owned and how many the deck leaves free. */
export interface LibraryEntry {
  code: CardCode
  count: number
  free: number
  /** whether the deck's ruleset has the card (a hint: main's check decides) */
  inRuleset: boolean
  /** copies of it in the deck */
  inDeck: number
  /** the most copies the deck's rules allow (null: no limit but what is owned, or not theirs) */
  limit: number | null
  /** the deck holds as many as its rules allow, or more: one more would break them */
  capped: boolean
}

/**
 * Why the last card the player tried to add was not added, said under the owned cards' hint
 * until the deck changes: the deck is full (a card dropped on it beside its cards: a press or a
 * drop on one of them swaps, deck/swap.ts), it holds as many of that card as its rules allow,
 * or it holds every copy the player owns (a press on such a card did nothing and said nothing).
 */
export type AddRefusal =
  | { reason: 'full' }
  | { reason: 'capped'; code: CardCode }
  | { reason: 'none-free'; code: CardCode }

/** The bench's state and card moves, as the builder's other parts take them. */
export type Bench = ReturnType<typeof useBench>

/** The bench, starting with a new deck under `startRules`, drawing on the `owned` cards. */
export function useBench(
  startRules: RulesetId,
  decks: Ref<SavedDeck[]>,
  owned: Ref<Collection>,
  words: DeckWords,
) {
  const { t, defaultName, names } = words
  const draft = ref<DeckDraft>(blankDraft(startRules))

  /** A new deck under `rules`, named so that no saved deck is named alike. */
  function blankDraft(rules: RulesetId): DeckDraft {
    const name = defaultName(t('screens.collection.newDeckName'), names())
    return { id: null, name, rules, cards: [] }
  }

  const saved = computed<SavedDeck | null>(
    () => decks.value.find((d) => d.id === draft.value.id) ?? null,
  )
  const dirty = computed(
    () =>
      !saved.value ||
      saved.value.rules !== draft.value.rules ||
      !sameCards(saved.value.cards, draft.value.cards),
  )
  const used = computed(() => countCards(draft.value.cards))

  /** Owned cards in the library's fixed order, with how many are still free for this deck. */
  const library = computed<LibraryEntry[]>(() =>
    ALL_CARD_CODES.filter((code) => (owned.value[code] ?? 0) > 0).map((code) => {
      const count = owned.value[code] ?? 0
      const inDeck = used.value.get(code) ?? 0
      const rules = draft.value.rules
      // a hint only: main's check is what says whether the deck is legal
      const inRuleset = RULESETS[rules].cards.includes(code)
      // the engine's own limit; another ruleset's card is refused whatever its count, and says so
      const limit = inRuleset ? copyLimit(code, rules) : null
      return {
        code,
        count,
        free: count - inDeck,
        inRuleset,
        inDeck,
        limit,
        capped: limit !== null && inDeck >= limit,
      }
    }),
  )
  const slots = computed(() =>
    Array.from({ length: DECK_SLOTS }, (_, i) => draft.value.cards[i] ?? null),
  )

  /** Whether the bench holds work a move away would lose: cards in an unsaved deck. */
  const unsavedWork = (): boolean => dirty.value && draft.value.cards.length > 0

  /**
   * Why the player's last try to add a card did nothing: the owned cards say so until the deck
   * changes (another deck, a card in, out or swapped, other rules).
   */
  const refused = ref<AddRefusal | null>(null)
  watch(
    () => [draft.value, draft.value.cards, draft.value.rules] as const,
    () => (refused.value = null),
  )

  /**
   * Whether one more of an owned card may go into the deck, by an add or a swap: one copy free
   * and its rules allowing another. Either that stops the card is said, the rules' limit first.
   */
  function mayGoIn(code: CardCode): boolean {
    const entry = library.value.find((c) => c.code === code)
    if (!entry) return false
    if (entry.capped) {
      refused.value = { reason: 'capped', code }
      return false
    }
    if (entry.free <= 0) {
      refused.value = { reason: 'none-free', code }
      return false
    }
    return true
  }

  /**
   * Puts one more of an owned card in the deck, while one is free, its rules allow another and
   * a slot is empty. The rules' limit is said first: neither a card bought nor a slot emptied
   * would let that card in.
   */
  function add(code: CardCode): void {
    if (!mayGoIn(code)) return
    if (draft.value.cards.length >= DECK_SLOTS) {
      refused.value = { reason: 'full' }
      return
    }
    buttonSound()
    draft.value.cards = [...draft.value.cards, code]
  }

  /** Takes the card in slot `index` out of the deck. */
  function removeAt(index: number): void {
    if (index < 0 || index >= draft.value.cards.length) return
    buttonSound()
    draft.value.cards = draft.value.cards.filter((_, i) => i !== index)
  }

  return {
    draft,
    saved,
    dirty,
    library,
    slots,
    refused,
    unsavedWork,
    blankDraft,
    mayGoIn,
    add,
    removeAt,
  }
}
