/**
 * Swapping a card into a full deck in one move: a press on an owned card picks it, and a press
 * on a card in the deck puts it there in that card's place (or a drop of the owned card on that
 * card). The deck never passes through nine cards on the way, so its check and its unsaved mark
 * see one change. The card going in keeps the rules the add keeps: the copies its rules allow
 * and the copies owned; the rule stops it first and is said, as for an add.
 */
import { computed, onBeforeUnmount, onMounted, ref, toRaw, watch } from 'vue'
import type { CardCode } from '@preload/contract'
import { DECK_SLOTS } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { screenKey } from '../controls'
import type { Bench } from './bench'

/** What the last swap did, said under the owned cards' hint until the deck changes again. */
export type SwapNote =
  { kind: 'swapped'; card: CardCode; out: CardCode } | { kind: 'same'; card: CardCode }

/** The pick and the swap, as the builder's other parts and the screen take them. */
export type Swap = ReturnType<typeof useSwap>

/**
 * The swap over the bench's draft, a card let in by the add's own rules (`mayGoIn`). `picked`
 * is told when a card has been picked (the screen puts the keyboard on the deck), `dropped`
 * when Esc let the pick go (back on it).
 */
export function useSwap(
  { draft, refused, mayGoIn }: Pick<Bench, 'draft' | 'refused' | 'mayGoIn'>,
  options: { picked?: () => void; dropped?: (code: CardCode) => void } = {},
) {
  /** The owned card picked to go in, waiting for the card in the deck it replaces. */
  const picked = ref<CardCode | null>(null)
  const full = computed(() => draft.value.cards.length >= DECK_SLOTS)
  // another deck, other rules or other cards: the pick was for a deck that is gone
  watch(
    () => [draft.value, draft.value.rules, draft.value.cards] as const,
    () => (picked.value = null),
  )

  /** The last swap's words and the deck they were said of: shown while that deck is benched. */
  const last = ref<{ note: SwapNote; cards: CardCode[] } | null>(null)
  const note = computed<SwapNote | null>(() =>
    last.value && toRaw(last.value.cards) === toRaw(draft.value.cards) ? last.value.note : null,
  )

  /** Picks an owned card to swap into the full deck; a second press on it lets it go. */
  function pick(code: CardCode): void {
    if (!full.value) return
    if (picked.value === code) {
      picked.value = null
      return
    }
    picked.value = null
    if (!mayGoIn(code)) return
    buttonSound()
    refused.value = null
    last.value = null
    picked.value = code
    options.picked?.()
  }

  /** Puts `code` (the card picked) into the deck in place of the card in slot `index`. */
  function swapAt(index: number, code: CardCode | null = picked.value): void {
    const out = draft.value.cards[index]
    if (!full.value || out === undefined || code === null) return
    picked.value = null
    if (out === code) {
      last.value = { note: { kind: 'same', card: code }, cards: draft.value.cards }
      return
    }
    if (!mayGoIn(code)) return
    buttonSound()
    const cards = draft.value.cards.map((card, i) => (i === index ? code : card))
    draft.value.cards = cards
    refused.value = null
    last.value = { note: { kind: 'swapped', card: code, out }, cards }
  }

  /** Esc lets the pick go, before the screen's own Esc would leave it (App.vue). */
  function onKey(event: KeyboardEvent): void {
    const code = picked.value
    if (event.key !== screenKey('drop') || event.defaultPrevented || code === null) return
    event.preventDefault()
    picked.value = null
    options.dropped?.(code)
  }
  // on the document, as the key bubbles: a dialog's Esc (open-dialogs.ts) stops it before
  onMounted(() => document.addEventListener('keydown', onKey))
  onBeforeUnmount(() => document.removeEventListener('keydown', onKey))

  return { picked, note, pick, swapAt }
}
