import { storeToRefs } from 'pinia'
import { computed, onBeforeUnmount, onMounted, ref, shallowRef, watch } from 'vue'
import { useI18n } from 'vue-i18n'
import { ALL_CARD_CODES } from '@common/cards'
import { RULESETS } from '@common/rulesets'
import type { CardCode, Notice, RulesetId, SavedDeck } from '@preload/contract'
import { countCards, DECK_SLOTS, draftOf, sameCards, type DeckDraft } from '@/components/deck/draft'
import { buttonSound } from '@/components/ui/sfx'
import { copyNameIn, defaultNameIn, useDeckName } from '@/i18n/deck-name'
import type { Wordable } from '@/i18n/words'
import { deckGone, useCollectionStore } from '@/stores/collection'
import { errorText, failureMessage } from '@/stores/errors'
import { useNavigationStore } from '@/stores/navigation'
import { useNoticesStore } from '@/stores/notices'

/** One owned card as the builder lists it: how many are owned and how many the deck leaves free. */
export interface LibraryEntry {
  code: CardCode
  count: number
  free: number
  /** whether the deck's ruleset has the card (a hint: main's check decides) */
  inRuleset: boolean
}

/** `leave`: leaving the screen with unsaved work; `replace`: putting another deck in its place. */
export type DeckDialog = 'rename' | 'delete' | 'import' | 'leave' | 'replace'

/**
 * The deck builder's state and moves: the deck on the bench (a saved one being changed, or a new
 * one), the owned cards with what is still free, main's live check of the deck, the saved decks'
 * actions and the dialogs that confirm them. Everything goes through the collection store; what
 * is legal is always main's answer; a move that puts another deck on the bench over unsaved work
 * asks first, as leaving does. `deleted` is told when a deck has gone, before its dialog
 * closes: the view moves the keyboard off Delete, which then belongs to the next deck.
 * `duplicated` is told when a copy is on the bench, `opened` when the saved deck the screen
 * opens on is (the view puts the keyboard on it).
 */
export function useDeckBuilder(
  options: { deleted?: () => void; duplicated?: () => void; opened?: () => void } = {},
) {
  const { t } = useI18n()
  const deckName = useDeckName()
  const copyName = copyNameIn((key, params) => t(key, params))
  const defaultName = defaultNameIn((key, params) => t(key, params))
  const navigation = useNavigationStore()
  const collection = useCollectionStore()
  const notices = useNoticesStore()
  /**
   * A notice about the decks: it leaves with the decks screen, and the next one replaces it, so
   * none is left naming a deck as it was called before a rename ("Deck “New deck” saved.").
   */
  const say = (message: Wordable, severity: Notice['severity'] = 'info'): void =>
    notices.push(message, severity, 'collection')
  const { owned, decks } = storeToRefs(collection)
  /** The saved decks' names as the player reads them: a name the screen gives is none of them. */
  const names = (): string[] => decks.value.map((deck) => deckName(deck))

  // a screen that sends the player here to edit says which ruleset, and maybe which deck
  const askedRules = navigation.current.params.rules as RulesetId | undefined
  const askedDeck = navigation.current.params.deckId
  const startRules = askedRules ?? 'classic'
  const draft = ref<DeckDraft>(blankDraft(startRules))
  /** main's problems with the draft (or why it could not be checked), worded when shown */
  const problems = ref<Wordable[] | null>(null)
  const error = ref<string | null>(null)
  const busy = ref(false)
  const shareCode = ref<string | null>(null)
  const dialog = ref<DeckDialog | null>(null)
  const dialogError = ref<string | null>(null)
  /**
   * Whether the bench holds the deck the screen opens on: the blank draft shown while the saved
   * decks load is nobody's deck, and main's verdict on it (an empty side deck) was a false alarm.
   */
  const opening = ref(true)
  const renameText = ref('')
  const importForm = ref({ code: '', name: '', rules: startRules as RulesetId })

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

  /**
   * The bench's deck as it was when Save found it deleted in another window or tab: its cards
   * stay on the bench as a deck never saved, and the screen offers to save them as a new one.
   * Told only while that draft is on the bench: any other deck put there, or the new one saved,
   * ends it.
   */
  const strandedDraft = shallowRef<{ draft: DeckDraft; name: string } | null>(null)
  const stranded = computed(() =>
    strandedDraft.value?.draft === draft.value ? strandedDraft.value.name : null,
  )

  /** Owned cards in the library's fixed order, with how many are still free for this deck. */
  const library = computed<LibraryEntry[]>(() =>
    ALL_CARD_CODES.filter((code) => (owned.value[code] ?? 0) > 0).map((code) => {
      const count = owned.value[code] ?? 0
      return {
        code,
        count,
        free: count - (used.value.get(code) ?? 0),
        // a hint only: main's check is what says whether the deck is legal
        inRuleset: RULESETS[draft.value.rules].cards.includes(code),
      }
    }),
  )
  const slots = computed(() =>
    Array.from({ length: DECK_SLOTS }, (_, i) => draft.value.cards[i] ?? null),
  )

  /** Whether the bench holds work a move away would lose: cards in an unsaved deck. */
  const unsavedWork = (): boolean => dirty.value && draft.value.cards.length > 0

  // Leaving with cards in an unsaved deck asks first: a deck built card by card is work.
  navigation.guardLeaving(() => {
    if (!unsavedWork() || dialog.value === 'leave') return true
    dialog.value = 'leave'
    return false
  })
  onBeforeUnmount(() => navigation.guardLeaving(null))

  function leaveUnsaved(): void {
    navigation.guardLeaving(null)
    dialog.value = null
    navigation.back()
  }

  /*
   * Another deck put on the bench (one picked in the list, a new one, a copy, an import) loses
   * the unsaved work as leaving would: it asks the same question first, and waits for the answer.
   */
  let replacing: (() => void) | null = null
  // any other dialog (Back while the question is up asks its own) forgets the move it waited on
  watch(dialog, (open) => {
    if (open !== 'replace') replacing = null
  })

  /** Does `move` at once while nothing unsaved is on the bench, else once the player agrees. */
  function unlessUnsaved(move: () => void): void {
    if (!unsavedWork()) return move()
    dialogError.value = null
    dialog.value = 'replace'
    replacing = move
  }

  /** The player lets the unsaved work go: the move that asked goes ahead. */
  function replaceUnsaved(): void {
    const move = replacing
    dialog.value = null
    move?.()
  }

  /** The open dialog closes unanswered: whatever waited on it stays undone. */
  function closeDialog(): void {
    dialog.value = null
  }

  onMounted(async () => {
    // the blank draft shown while the decks load: a quick player may already be building on it
    const waiting = draft.value
    try {
      await collection.refresh()
      // A saved deck opens only if the player has not begun meanwhile (New deck, rules, a card).
      const untouched =
        draft.value === waiting && waiting.rules === startRules && waiting.cards.length === 0
      // A ruleset asked for is kept: with no deck of it, a new one is begun under it rather
      // than a deck of other rules opened (the quick match's tournament is not the starter's).
      const first =
        decks.value.find((d) => d.id === askedDeck && d.rules === startRules) ??
        decks.value.find((d) => d.active && d.rules === startRules) ??
        decks.value.find((d) => d.rules === startRules) ??
        (askedRules ? undefined : decks.value[0])
      if (first && untouched) {
        draft.value = draftOf(first)
        options.opened?.()
      } else if (!draft.value.id && draft.value.name === waiting.name) {
        // a new deck begun before the list came: its default name may be a saved deck's
        draft.value.name = blankDraft(draft.value.rules).name
      }
    } catch (e) {
      error.value = errorText(e, t('common.errors.generic'))
    } finally {
      opening.value = false
    }
  })

  /*
   * Live validation: every change asks main, from the moment the deck the screen opens on is on
   * the bench (a change made while it loads is asked about then). Answers can arrive out of
   * order, so only the answer to the latest question is shown.
   */
  let asked = 0
  watch(
    () => [opening.value, draft.value.rules, draft.value.cards.join(',')] as const,
    async ([waiting]) => {
      if (waiting) return
      const ticket = ++asked
      try {
        const check = await collection.check(draft.value.rules, [...draft.value.cards])
        if (ticket === asked) problems.value = check.problems
      } catch (e) {
        if (ticket === asked) problems.value = [failureMessage(e)]
      }
    },
  )

  /**
   * Whether the player just tried to add a card to a full deck: the owned cards say why nothing
   * happened, until the deck changes.
   */
  const triedFull = ref(false)
  watch(
    () => [draft.value, draft.value.cards.length] as const,
    () => (triedFull.value = false),
  )

  function add(code: CardCode): void {
    const entry = library.value.find((c) => c.code === code)
    if (!entry || entry.free <= 0) return
    if (draft.value.cards.length >= DECK_SLOTS) {
      triedFull.value = true
      return
    }
    buttonSound()
    draft.value.cards = [...draft.value.cards, code]
  }

  function removeAt(index: number): void {
    if (index < 0 || index >= draft.value.cards.length) return
    buttonSound()
    draft.value.cards = draft.value.cards.filter((_, i) => i !== index)
  }

  function selectDeck(deck: SavedDeck): void {
    buttonSound()
    // the deck already on the bench, picked again: nothing is replaced, nothing to ask
    if (deck.id === draft.value.id) return
    unlessUnsaved(() => {
      draft.value = draftOf(deck)
      error.value = null
    })
  }

  function newDeck(): void {
    buttonSound()
    unlessUnsaved(() => {
      draft.value = blankDraft(draft.value.rules)
      error.value = null
    })
  }

  async function attempt(action: () => Promise<void>): Promise<boolean> {
    if (busy.value) return false
    busy.value = true
    error.value = null
    try {
      await action()
      return true
    } catch (e) {
      error.value = errorText(e, t('common.errors.generic'))
      return false
    } finally {
      busy.value = false
    }
  }

  function save(): Promise<boolean> {
    buttonSound()
    return attempt(async () => {
      try {
        const deck = await collection.save({ ...draft.value, cards: [...draft.value.cards] })
        draft.value = draftOf(deck)
        say({ key: 'screens.collection.saved', params: { name: deckName(deck) } })
      } catch (e) {
        if (!draft.value.id || !deckGone(e)) throw e
        strand()
      }
    })
  }

  /**
   * The deck on the bench was deleted elsewhere: its cards stay, as a new deck under the name
   * the player knew it by (a starter's name as shown), to be saved as one with the next Save.
   */
  function strand(): void {
    const name = deckName(draft.value)
    const { rules, cards } = draft.value
    draft.value = { id: null, name, rules, cards: [...cards] }
    strandedDraft.value = { draft: draft.value, name }
  }

  function duplicate(): void {
    if (!saved.value) return
    const original = saved.value
    buttonSound()
    // the copy is of the saved deck, and it takes the bench: unsaved changes would go unasked
    unlessUnsaved(() => {
      void attempt(async () => {
        const name = copyName(deckName(original), names())
        draft.value = draftOf(await collection.duplicate(original.id, name))
        options.duplicated?.()
      })
    })
  }

  function setActive(): void {
    if (!draft.value.id || saved.value?.active) return
    const id = draft.value.id
    buttonSound()
    void attempt(async () => {
      // Main lets any saved deck be the active one (cards bought later may complete it); a deck
      // no match can use yet is said so now, not first when the deck picker leaves it out.
      const deck = await collection.setActive(id)
      const name = deckName(deck)
      if (deck.problems.length === 0) say({ key: 'screens.collection.activated', params: { name } })
      else say({ key: 'screens.collection.activatedNotReady', params: { name } }, 'warning')
    })
  }

  function exportDeck(): void {
    if (!draft.value.id) return
    const id = draft.value.id
    buttonSound()
    void attempt(async () => {
      shareCode.value = await collection.exportCode(id)
    })
  }

  function openDialog(kind: 'rename' | 'delete' | 'import'): void {
    buttonSound()
    const open = (): void => {
      dialogError.value = null
      renameText.value = deckName(draft.value)
      importForm.value = { code: '', name: '', rules: draft.value.rules }
      dialog.value = kind
    }
    // the imported deck takes the bench: asked before the code is typed, not after it
    if (kind === 'import') unlessUnsaved(open)
    else open()
  }

  /** Whether a dialog's answer is on its way to main: a second Enter must not import twice. */
  let confirming = false

  async function confirmDialog(): Promise<void> {
    if (confirming) return
    confirming = true
    dialogError.value = null
    try {
      if (dialog.value === 'rename') {
        const name = renameText.value.trim()
        if (draft.value.id) {
          // A renamed starter deck is the player's own from now on: its name is shown as written.
          const renamed = await collection.rename(draft.value.id, name)
          draft.value.name = renamed.name
          if (renamed.starter !== true) delete draft.value.starter
        } else draft.value.name = name
        say({ key: 'screens.collection.renamed', params: { name: deckName(draft.value) } })
      } else if (dialog.value === 'delete' && draft.value.id) {
        const name = deckName(draft.value)
        await collection.remove(draft.value.id)
        const next = decks.value[0]
        draft.value = next ? draftOf(next) : blankDraft(draft.value.rules)
        say({ key: 'screens.collection.deleted', params: { name } })
        // the closing dialog would hand the focus back to Delete, now the next deck's: one
        // Enter too many would delete that one as well
        options.deleted?.()
      } else if (dialog.value === 'import') {
        const form = importForm.value
        const deck = await collection.importCode(
          form.code.trim(),
          form.name.trim() || defaultName(t('screens.collection.importedName'), names()),
          form.rules,
        )
        draft.value = draftOf(deck)
        say({ key: 'screens.collection.imported', params: { name: deckName(deck) } })
      }
      dialog.value = null
    } catch (e) {
      dialogError.value = errorText(e, t('common.errors.generic'))
    } finally {
      confirming = false
    }
  }

  return {
    decks,
    draft,
    saved,
    dirty,
    library,
    slots,
    problems,
    triedFull,
    error,
    stranded,
    busy,
    shareCode,
    dialog,
    dialogError,
    renameText,
    importForm,
    add,
    removeAt,
    selectDeck,
    newDeck,
    save,
    duplicate,
    setActive,
    exportDeck,
    openDialog,
    confirmDialog,
    closeDialog,
    leaveUnsaved,
    replaceUnsaved,
  }
}
