// @vitest-environment happy-dom
/**
 * The deck builder against the real api router (main/api/router.ts) on a temporary data folder:
 * the owned counts, the problems and the saved decks are main's answers, not stubs.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { openCollection } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()

const { i18n } = await import('@/i18n')
const { default: CollectionView } = await import('./CollectionView.vue')
const { MAX_DECK_NAME } = await import('@common/decks')
const { cardName } = await import('@/i18n/numbers')
const { word } = await import('@/i18n/words')
const { enterScreen } = await import('@/composables/useFocusKeeper')

const { main, settle } = useRealMainPerTest(real, 'deck-builder', {
  profile: { slot: 1, name: 'Tester' },
})

const text = (w: VueWrapper, selector: string): string => w.get(selector).text()

describe('the deck builder', () => {
  it('shows every owned card with its count and how many the open deck leaves free', async () => {
    const owned = await main('collection.get')
    const { wrapper } = await openCollection(settle)
    const codes = Object.keys(owned).filter((c) => (owned[c as keyof typeof owned] ?? 0) > 0)
    expect(codes.length).toBeGreaterThan(0)
    const [active] = (await main('decks.list')).filter((d) => d.active)
    for (const code of codes) {
      const button = wrapper.get(`[data-test="owned-${code}"]`)
      const count = owned[code as keyof typeof owned] ?? 0
      const inDeck = active?.cards.filter((c) => c === code).length ?? 0
      expect(button.get('[data-test="owned-count"]').text()).toBe(`${count} owned`)
      expect(button.text()).toContain(
        i18n.global.t('screens.collection.free', { n: count - inDeck }),
      )
    }
    // the new profile's starter deck is named in the player's language, on the bench too
    expect(active?.starter).toBe(true)
    expect(text(wrapper, '[data-test="deck-name"]')).toBe(i18n.global.t('common.starterDeck'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(text(wrapper, '[data-test="deck-name"]')).toBe(i18n.global.t('common.starterDeck'))
    expect(text(wrapper, '[data-test="deck-name"]')).not.toBe(active?.name)
    // renamed, it is the player's own: the bench shows the new name at once, as the list does
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="deck-rename-input"]').setValue('Minus deck')
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-name"]')).toBe('Minus deck')
    wrapper.unmount()
  })

  it('adds and removes cards by clicking, and shows main’s problems live', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('0 / 10 cards')

    // an empty deck: main's check, its count said neutrally while the deck is being built
    const empty = await main('decks.check', { rules: 'classic', cards: [] })
    expect(empty.problems.map((p) => p.key)).toEqual(['deckProblem.deck-size'])
    const keys = (w: VueWrapper) =>
      w.findAll('[data-test="deck-problems"] li').map((li) => li.attributes('data-key'))
    expect(keys(wrapper)).toEqual([])
    expect(text(wrapper, '[data-test="deck-to-go"]')).toBe(
      'Add 10 more cards to complete the deck.',
    )

    const first = wrapper.get('[data-test="owned-+1"]')
    await first.trigger('click')
    await first.trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('2 / 10 cards')
    expect(wrapper.findAll('[data-test="deck-card"]')).toHaveLength(2)
    // both owned copies are in the new deck: none free, off to a screen reader, a press says why
    expect(first.text()).toContain('0 free')
    expect(first.attributes('aria-disabled')).toBe('true')
    expect(first.attributes('disabled')).toBeUndefined()

    const partial = await main('decks.check', { rules: 'classic', cards: ['+1', '+1'] })
    expect(partial.problems.map((p) => p.key)).toEqual(['deckProblem.deck-size'])
    expect(keys(wrapper)).toEqual([])
    expect(text(wrapper, '[data-test="deck-to-go"]')).toBe('Add 8 more cards to complete the deck.')

    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('1 / 10 cards')
    expect(first.text()).toContain('1 free')
    wrapper.unmount()
  })

  it('says a full deck takes a card by a swap, and adds a card at once when it has room', async () => {
    // a −1 beside the starter deck's ten: one card free to add, and no room for it
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const { wrapper } = await openCollection(settle)
    const t = i18n.global.t
    const hint = () => text(wrapper, '[data-test="owned-hint"]')
    const note = () => wrapper.get('[data-test="add-refused"]')
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('10 / 10 cards')
    expect(note().attributes('role')).toBe('status')
    expect(note().text()).toBe('')
    expect(hint()).toBe(
      'The deck is full: pick a card here, then the card in the deck it replaces.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(hint()).toBe(
      'Das Deck ist voll: Wähle hier eine Karte und dann die im Deck, an deren Stelle sie kommt.',
    )

    // a card taken out makes room: the hint is the add's again, and the −1 goes in at once
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    expect(hint()).toBe(t('screens.collection.addHint', {}, { locale: 'de' }))
    const minus = wrapper.get('[data-test="owned--1"]')
    expect(minus.attributes('aria-pressed')).toBeUndefined()
    await minus.trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('10 / 10 Karten')
    expect(note().text()).toBe('')
    wrapper.unmount()
  })

  it('saves a complete deck into the profile, and main calls it ready', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    // the starter collection: two each of +1..+5 makes exactly ten cards
    for (const code of ['+1', '+2', '+3', '+4', '+5']) {
      await wrapper.get(`[data-test="owned-${code}"]`).trigger('click')
      await wrapper.get(`[data-test="owned-${code}"]`).trigger('click')
    }
    await settle()
    const t = i18n.global.t
    expect(text(wrapper, '[data-test="deck-count"]')).toBe(
      t('screens.collection.count', { n: 10, of: 10 }),
    )
    expect(text(wrapper, '[data-test="deck-problems"]')).toBe(
      t('screens.collection.ready', { rules: t('common.rules.classic.name') }),
    )

    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    const decks = await main('decks.list')
    expect(decks).toHaveLength(2)
    const saved = decks.find((d) => d.name === 'New deck')
    expect(saved?.cards).toHaveLength(10)
    expect(saved?.problems).toEqual([])
    await vi.waitFor(() => expect(wrapper.findAll('[data-test="saved-deck"]')).toHaveLength(2))
    wrapper.unmount()
  })

  it('calls a deck unsaved only while it differs from the saved one: a card put back is no change', async () => {
    const { wrapper, navigation } = await openCollection(settle, { onScreen: true })
    const unsaved = () => wrapper.find('[data-test="deck-name"] .unsaved').exists()
    const saveOff = () =>
      wrapper.get('[data-test="save-deck"]').attributes('disabled') !== undefined
    expect(unsaved()).toBe(false)
    expect(saveOff()).toBe(true)

    // the first card out, then the same card back in (it lands last, not in its old place)
    const [active] = (await main('decks.list')).filter((d) => d.active)
    const first = active?.cards[0]
    expect(first).toBeDefined()
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    expect(unsaved()).toBe(true)
    expect(saveOff()).toBe(false)
    await wrapper.get(`[data-test="owned-${first}"]`).trigger('click')
    await settle()
    expect(wrapper.findAll('[data-test="deck-card"]').at(-1)?.attributes('aria-label')).toBe(
      i18n.global.t('screens.collection.remove', { card: cardName(first!, 'classic') }),
    )
    expect(unsaved()).toBe(false)
    expect(saveOff()).toBe(true)

    // another ruleset and back: the same deck again
    await wrapper.get('[data-test="deck-rules-tournament"]').setValue(true)
    await settle()
    expect(unsaved()).toBe(true)
    await wrapper.get('[data-test="deck-rules-classic"]').setValue(true)
    await settle()
    expect(unsaved()).toBe(false)

    // nothing to lose: Back leaves without asking
    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('title')
    wrapper.unmount()
  })

  it('asks before Back or Esc leaves a deck with unsaved cards, and leaves only when told', async () => {
    const { wrapper, navigation } = await openCollection(settle, { onScreen: true })
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await settle()

    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('collection')
    expect(wrapper.text()).toContain('Leave “New deck” unsaved?')
    // a deck never saved loses everything, not "the changes since the last save"
    expect(wrapper.text()).toContain(i18n.global.t('screens.collection.leaveNew'))
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    expect(navigation.current.screen).toBe('collection')

    navigation.back()
    await settle()
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    expect(navigation.current.screen).toBe('title')
    wrapper.unmount()
  })

  it('says what leaving loses when only a saved deck’s ruleset has changed', async () => {
    const { wrapper, navigation } = await openCollection(settle, { onScreen: true })
    await wrapper.get('[data-test="deck-rules-tournament"]').setValue(true)
    await settle()
    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('collection')
    expect(wrapper.text()).toContain(i18n.global.t('screens.collection.leaveMessage'))
    expect(wrapper.text()).not.toContain(i18n.global.t('screens.collection.leaveNew'))
    wrapper.unmount()
  })

  it('says at once when the deck made active is one no match can use yet', async () => {
    const { wrapper, notices } = await openCollection(settle)
    // a deck of three cards, saved: main keeps it, with its problems
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    for (const code of ['+1', '+2', '+3']) {
      await wrapper.get(`[data-test="owned-${code}"]`).trigger('click')
    }
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    const short = (await main('decks.list')).find((d) => !d.active)
    expect(short?.problems.length).toBeGreaterThan(0)

    await wrapper.get('[data-test="set-active"]').trigger('click')
    await settle()
    expect((await main('decks.list')).find((d) => d.active)?.id).toBe(short?.id)
    const last = () => notices.notices.at(-1)
    expect(last()?.message).toEqual({
      key: 'screens.collection.activatedNotReady',
      params: { name: 'New deck' },
    })
    expect(last()?.severity).toBe('warning')

    // the starter deck, ready to play, back as the active one: a plain confirmation
    await wrapper.findAll('[data-test="saved-deck"]')[0]?.trigger('click')
    await settle()
    await wrapper.get('[data-test="set-active"]').trigger('click')
    await settle()
    // named by its key, worded as the notice is drawn: it follows a change of language
    expect(last()?.message).toEqual({
      key: 'screens.collection.activated',
      params: { name: { key: 'common.starterDeck' } },
    })
    expect(word(last()!.message)).toBe('“Starter deck” is your active deck now.')
    expect(last()?.severity).toBe('info')
    wrapper.unmount()
  })

  it('puts the keyboard on New deck once a deck is deleted, not on the next deck’s Delete, and says so', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const { wrapper, notices } = await openCollection(settle, { inPage: true })
    const spare = wrapper
      .findAll('[data-test="saved-deck"]')
      .find((b) => b.text().includes('Spare'))
    await spare!.trigger('click')
    await settle()
    const remove = wrapper.get('[data-test="delete-deck"]')
    ;(remove.element as HTMLElement).focus()
    await remove.trigger('click')
    await settle()
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect((await main('decks.list')).map((d) => d.name)).not.toContain('Spare')
    // the starter deck is on the bench now, its Delete where the focus was: the focus is not
    expect(wrapper.find('[data-test="dialog-confirm"]').exists()).toBe(false)
    expect(document.activeElement).toBe(wrapper.get('[data-test="new-deck"]').element)
    expect(notices.notices.at(-1)?.message).toEqual({
      key: 'screens.collection.deleted',
      params: { name: 'Spare' },
    })
    wrapper.unmount()
  })

  it('names the share code’s field and says each copy in a region there from the start', async () => {
    const { wrapper } = await openCollection(settle, { inPage: true })
    await wrapper.get('[data-test="export-deck"]').trigger('click')
    await settle()
    const field = wrapper.get('[data-test="share-code"]')
    expect(field.attributes('aria-label')).toBe('Share code')
    const hint = document.getElementById(field.attributes('aria-describedby')!)
    expect(hint?.textContent).toBe(i18n.global.t('screens.collection.shareHint'))
    const status = wrapper.get('[data-test="copy-status"]')
    expect(status.attributes('role')).toBe('status')
    expect(status.text()).toBe('')
    // the clipboard refused (a page without the permission): said, and the second time again
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    })
    await wrapper.get('[data-test="copy-code"]').trigger('click')
    await settle()
    const first = status.element.firstElementChild
    expect(first?.textContent?.trim()).toBe(i18n.global.t('screens.collection.copyFailed'))
    await wrapper.get('[data-test="copy-code"]').trigger('click')
    await settle()
    expect(status.element.firstElementChild?.textContent).toBe(first?.textContent)
    expect(status.element.firstElementChild).not.toBe(first)
    wrapper.unmount()
  })

  it('says so when a deck name reaches the longest a name may be', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    const note = () => wrapper.get('[data-test="name-full"]').text()
    await wrapper.get('[data-test="deck-rename-input"]').setValue('x'.repeat(MAX_DECK_NAME - 1))
    expect(note()).toBe('')
    await wrapper.get('[data-test="deck-rename-input"]').setValue('x'.repeat(MAX_DECK_NAME))
    expect(note()).toBe(i18n.global.t('common.nameFull', { max: MAX_DECK_NAME }))
    wrapper.unmount()
  })
})

/** The names of the saved decks, as main keeps them, in the list's order. */
const savedNames = async (): Promise<string[]> => (await main('decks.list')).map((d) => d.name)

/** A key pressed on an element, as the keyboard presses it (the focus keeper hears it too). */
const press = (w: VueWrapper, selector: string, key: string): Promise<void> =>
  w.get(selector).trigger('keydown', { key })

const frames = async (n = 3): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done))
}

describe('the deck dialogs by keys', () => {
  it('imports with Enter from the code or the name field, and numbers a default name already taken', async () => {
    const { wrapper } = await openCollection(settle)
    const [starter] = await main('decks.list')
    const { shareCode } = await main('decks.export', { cards: starter!.cards })
    const importBy = async (field: string): Promise<void> => {
      await wrapper.get('[data-test="import-deck"]').trigger('click')
      await settle()
      await wrapper.get('[data-test="import-code"]').setValue(shareCode)
      await press(wrapper, `[data-test="${field}"]`, 'Enter')
      await settle()
      expect(wrapper.find('[data-test="import-code"]').exists()).toBe(false)
    }
    await importBy('import-code')
    await importBy('import-name')
    const imported = i18n.global.t('screens.collection.importedName')
    expect(await savedNames()).toEqual([starter!.name, imported, `${imported} 2`])
    // German numbers its own words the same way
    i18n.global.locale.value = 'de'
    await importBy('import-code')
    await importBy('import-code')
    expect((await savedNames()).slice(3)).toEqual(['Importiertes Deck', 'Importiertes Deck 2'])
    wrapper.unmount()
  })

  it('closes the import dialog with one Esc from a field that holds a code', async () => {
    // in the page: a dialog's Esc is heard on the document, wherever the focus is
    const { wrapper } = await openCollection(settle, { inPage: true })
    await wrapper.get('[data-test="import-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="import-code"]').setValue('ABCD')
    // the whole page's Esc (App.vue) would only leave a field that holds something
    const reachedPage = vi.fn()
    window.addEventListener('keydown', reachedPage)
    await press(wrapper, '[data-test="import-code"]', 'Escape')
    window.removeEventListener('keydown', reachedPage)
    expect(wrapper.find('[data-test="import-code"]').exists()).toBe(false)
    expect(reachedPage).not.toHaveBeenCalled()
    expect(await savedNames()).toHaveLength(1)
    wrapper.unmount()
  })

  it('copies the share code with Enter on it', async () => {
    const { wrapper } = await openCollection(settle)
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await wrapper.get('[data-test="export-deck"]').trigger('click')
    await settle()
    const code = (wrapper.get('[data-test="share-code"]').element as HTMLInputElement).value
    await press(wrapper, '[data-test="share-code"]', 'Enter')
    await settle()
    expect(writeText).toHaveBeenCalledWith(code)
    expect(text(wrapper, '[data-test="copy-status"]')).toBe(i18n.global.t('common.actions.copied'))
    wrapper.unmount()
  })

  it('names a second copy and a second new deck so no two are listed alike', async () => {
    const { wrapper } = await openCollection(settle)
    const t = i18n.global.t
    const starter = t('common.starterDeck')
    const copyOfStarter = async (): Promise<void> => {
      await wrapper.findAll('[data-test="saved-deck"]')[0]!.trigger('click')
      await wrapper.get('[data-test="duplicate-deck"]').trigger('click')
      await settle()
    }
    await copyOfStarter()
    await copyOfStarter()
    expect((await savedNames()).slice(1)).toEqual([`${starter} (copy)`, `${starter} (copy 2)`])
    expect(text(wrapper, '[data-test="deck-name"]')).toBe(`${starter} (copy 2)`)

    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-name"]')).toContain(
      t('screens.collection.nameNth', { name: t('screens.collection.newDeckName'), n: 2 }),
    )
    expect(text(wrapper, '[data-test="deck-name"]')).toContain('New deck 2')
    wrapper.unmount()
  })

  it('counts the characters a name has left once few are, and says the count only at steps', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    const field = wrapper.get('[data-test="deck-rename-input"]')
    const shown = () => wrapper.find('[data-test="name-left"]')
    const said = () => wrapper.get('[data-test="name-left-said"]')
    const left = (n: number) => i18n.global.t('common.nameLeft', { n }, n)
    expect(said().attributes('aria-live')).toBe('polite')

    await field.setValue('x'.repeat(MAX_DECK_NAME - 11))
    expect(shown().exists()).toBe(false)
    expect(said().text()).toBe('')
    await field.setValue('x'.repeat(MAX_DECK_NAME - 10))
    expect(shown().text()).toBe(left(10))
    expect(said().text()).toBe(left(10))
    // the count follows each key for the eye; the screen reader is not told every key
    await field.setValue('x'.repeat(MAX_DECK_NAME - 9))
    expect(shown().text()).toBe(left(9))
    expect(shown().attributes('aria-hidden')).toBe('true')
    expect(said().text()).toBe(left(10))
    await field.setValue('x'.repeat(MAX_DECK_NAME - 5))
    expect(said().text()).toBe(left(5))
    await field.setValue('x'.repeat(MAX_DECK_NAME - 1))
    expect(shown().text()).toBe('One character left')
    expect(said().text()).toBe(left(5))
    // full: the count goes, and the line that says a name can be no longer takes its place
    await field.setValue('x'.repeat(MAX_DECK_NAME))
    expect(shown().exists()).toBe(false)
    expect(said().text()).toBe('')
    expect(text(wrapper, '[data-test="name-full"]')).toBe(
      i18n.global.t('common.nameFull', { max: MAX_DECK_NAME }),
    )
    i18n.global.locale.value = 'de'
    await field.setValue('x'.repeat(MAX_DECK_NAME - 3))
    expect(shown().text()).toBe('Noch 3 Zeichen frei')
    wrapper.unmount()
  })
})

describe('the keyboard on the deck builder', () => {
  /** App.vue's shape around the screen: the focus keeper finds screens under `main.app`. */
  const inApp = (): VueWrapper =>
    mount(
      defineComponent(() => () => h('main', { class: 'app' }, [h(CollectionView)])),
      { global: { plugins: [createPinia(), i18n] }, attachTo: document.body },
    )
  const focused = (): Element | null => document.activeElement
  const keyboard = (): void => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
  }

  it('keeps the keyboard on Make active as the deck becomes the active one', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const wrapper = inApp()
    await settle()
    await wrapper.findAll('[data-test="saved-deck"]')[1]!.trigger('click')
    await settle()
    const make = wrapper.get('[data-test="set-active"]')
    ;(make.element as HTMLElement).focus()
    keyboard()
    await make.trigger('click')
    await settle()
    await frames()
    expect((await main('decks.list')).find((d) => d.active)?.name).toBe('Spare')
    expect(focused()).toBe(make.element)
    expect(make.attributes('aria-disabled')).toBe('true')
    wrapper.unmount()
  })

  it('puts the keyboard on the copy a Duplicate made', async () => {
    const wrapper = inApp()
    await settle()
    const duplicate = wrapper.get('[data-test="duplicate-deck"]')
    ;(duplicate.element as HTMLElement).focus()
    keyboard()
    await duplicate.trigger('click')
    await settle()
    await frames()
    const copy = `${i18n.global.t('common.starterDeck')} (copy)`
    expect(focused()?.getAttribute('data-test')).toBe('saved-deck')
    expect(focused()?.textContent).toContain(copy)
    expect(focused()?.getAttribute('aria-pressed')).toBe('true')
    wrapper.unmount()
  })

  it('starts the keyboard on the deck picked, even when the decks come after New deck took it', async () => {
    const bridge = window.pazaak!
    const list = bridge.decks.list
    let release = (): void => {}
    const held = new Promise<void>((done) => (release = done))
    bridge.decks.list = async () => {
      await held
      return list()
    }
    const wrapper = inApp()
    keyboard()
    enterScreen()
    await frames()
    // no deck listed yet: New deck is the screen's home for now
    expect(focused()).toBe(wrapper.get('[data-test="new-deck"]').element)
    release()
    await settle()
    await frames()
    expect(focused()?.getAttribute('data-test')).toBe('saved-deck')
    expect(focused()?.getAttribute('aria-pressed')).toBe('true')
    wrapper.unmount()
  })

  /** A key pressed where the keyboard is, then a frame for what follows it. */
  const pressHere = async (key: string): Promise<void> => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    await frames(1)
  }
  const deckCards = (w: VueWrapper): HTMLElement[] =>
    w.findAll('[data-test="deck-card"]').map((c) => c.element as HTMLElement)
  const ownedCards = (w: VueWrapper): HTMLButtonElement[] =>
    w.findAll('button[data-test^="owned-"]').map((c) => c.element as HTMLButtonElement)
  const stops = (cards: HTMLElement[]): HTMLElement[] => cards.filter((c) => c.tabIndex === 0)

  it('makes the deck one Tab stop, its cards walked with the arrows, Home and End', async () => {
    const wrapper = inApp()
    await settle()
    const deck = () => deckCards(wrapper)
    expect(deck()).toHaveLength(10)
    expect(stops(deck())).toEqual([deck()[0]])
    keyboard()
    deck()[0]!.focus()
    await pressHere('ArrowRight')
    expect(focused()).toBe(deck()[1])
    // five to a row: Down is the card under it, Up back
    await pressHere('ArrowDown')
    expect(focused()).toBe(deck()[6])
    await pressHere('ArrowUp')
    expect(focused()).toBe(deck()[1])
    await pressHere('End')
    expect(focused()).toBe(deck()[9])
    await pressHere('Home')
    expect(focused()).toBe(deck()[0])
    await pressHere('ArrowLeft')
    expect(focused()).toBe(deck()[9])
    // the stop follows the keyboard, so Tab comes back to the card it left
    expect(stops(deck())).toEqual([deck()[9]])
    // each card is still named as the action it does
    expect(deck()[9]!.getAttribute('aria-label')).toMatch(/^Remove .+ from the deck$/)
    wrapper.unmount()
  })

  it('keeps the keyboard on a card of the deck as the last is taken out', async () => {
    const wrapper = inApp()
    await settle()
    keyboard()
    deckCards(wrapper)[9]!.focus()
    ;(focused() as HTMLElement).click()
    await settle()
    await frames()
    expect(deckCards(wrapper)).toHaveLength(9)
    expect(focused()).toBe(deckCards(wrapper)[8])
    expect(stops(deckCards(wrapper))).toEqual([deckCards(wrapper)[8]])
    wrapper.unmount()
  })

  it('makes the cards owned one Tab stop, stopping on a card with none left to say why', async () => {
    const owned = await main('collection.get')
    const wrapper = inApp()
    await settle()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    const cards = () => ownedCards(wrapper)
    expect(cards().length).toBeGreaterThan(3)
    expect(stops(cards())).toEqual([cards()[0]])
    // every copy of the second card into the deck: none left, off to a screen reader, but the
    // arrows stop on it, where Enter says why nothing goes in
    const second = cards()[1]!
    const code = second.dataset.test!.slice('owned-'.length) as keyof typeof owned
    for (let n = 0; n < (owned[code] ?? 0); n++) second.click()
    await settle()
    expect(second.getAttribute('aria-disabled')).toBe('true')
    keyboard()
    cards()[0]!.focus()
    await pressHere('ArrowRight')
    expect(focused()).toBe(second)
    await pressHere('ArrowRight')
    expect(focused()).toBe(cards()[2])
    await pressHere('ArrowLeft')
    await pressHere('ArrowLeft')
    expect(focused()).toBe(cards()[0])
    await pressHere('End')
    expect(focused()).toBe(cards().at(-1))
    expect(stops(cards())).toEqual([cards().at(-1)])
    wrapper.unmount()
  })

  it('reaches the cards owned before the deck, starting on one a press would put in', async () => {
    // the starter deck is full, every copy of its cards in it: only the −1 bought is free
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const wrapper = inApp()
    await settle()
    const cards = () => ownedCards(wrapper)
    const minus = wrapper.get('[data-test="owned--1"]').element as HTMLButtonElement
    expect(cards()[0]!.getAttribute('aria-disabled')).toBe('true')
    expect(minus.getAttribute('aria-disabled')).toBeNull()
    // the owned cards' one Tab stop is the −1, not the first card, whose press says "none free"
    expect(stops(cards())).toEqual([minus])
    // Tab's order follows the hint: the decks, then the cards owned, then the deck they go into
    const inOrder = (a: Element, b: Element): boolean =>
      !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    const newDeck = wrapper.get('[data-test="new-deck"]').element
    const firstOfDeck = deckCards(wrapper)[0]!
    expect(inOrder(newDeck, minus)).toBe(true)
    expect(inOrder(minus, firstOfDeck)).toBe(true)
    // picked by Enter, the keyboard goes on to the deck, the next of the hint's steps
    keyboard()
    minus.focus()
    minus.click()
    await settle()
    await frames()
    expect(focused()?.getAttribute('data-test')).toBe('deck-card')
    // once the player has been in the cards, the stop is where they were, none free or not
    ;(cards()[0] as HTMLElement).focus()
    await pressHere('ArrowRight')
    expect(stops(cards())).toEqual([cards()[1]])
    wrapper.unmount()
  })

  it('keeps the keyboard on an owned card as its last copy goes in, and the stop where it goes', async () => {
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const wrapper = inApp()
    await settle()
    // the starter deck is full: take one out to make room for the −1 bought
    deckCards(wrapper)[0]!.click()
    await settle()
    const minus = wrapper.get('[data-test="owned--1"]').element as HTMLButtonElement
    keyboard()
    minus.focus()
    minus.click()
    await settle()
    await frames()
    // in, with none left: the keyboard stays on it, marked off, and moves on with the arrows
    expect(focused()).toBe(minus)
    expect(minus.getAttribute('aria-disabled')).toBe('true')
    await pressHere('Home')
    await frames()
    expect(focused()).not.toBe(minus)
    expect(minus.getAttribute('aria-disabled')).toBe('true')
    const stop = stops(ownedCards(wrapper))
    expect(stop).toEqual([focused()])
    wrapper.unmount()
  })
})

/**
 * An element's words as a screen reader gets them: what is hidden from it left out, and the
 * words of its parts apart (a deck row's parts are blocks, each read on its own).
 */
function spoken(element: Element): string {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  const words: string[] = []
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) words.push(walker.currentNode.textContent ?? '')
  return words.join(' ').replace(/\s+/g, ' ').trim()
}

describe('the active deck and the deck notices in words', () => {
  it('says in words which deck is active, where the eye sees a star', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const { wrapper } = await openCollection(settle)
    const [starter, spare] = wrapper.findAll('[data-test="saved-deck"]')
    const star = starter!.get('.star')
    expect(star.text()).toBe('★')
    expect(star.attributes('aria-hidden')).toBe('true')
    expect(spoken(starter!.element)).toBe('Starter deck (active deck) Classic')
    expect(spoken(spare!.element)).toBe('Spare Classic · needs work')
    i18n.global.locale.value = 'de'
    await settle()
    expect(spoken(starter!.element)).toBe('Startdeck (aktives Deck) Klassisch')
    wrapper.unmount()
  })

  it('reads Make active as the action and Active deck as the state it leads to', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const { wrapper } = await openCollection(settle)
    const button = () => wrapper.get('[data-test="set-active"]')
    // the active deck: a state, worded as the list says it, and nothing to press
    expect(spoken(button().element)).toBe('Active deck')
    expect(button().get('.star').attributes('aria-hidden')).toBe('true')
    expect(button().attributes('disabled')).toBeDefined()
    await wrapper.findAll('[data-test="saved-deck"]')[1]!.trigger('click')
    await settle()
    expect(spoken(button().element)).toBe('Make active')
    expect(button().attributes('disabled')).toBeUndefined()
    i18n.global.locale.value = 'de'
    await settle()
    expect(spoken(button().element)).toBe('Aktivieren')
    await button().trigger('click')
    await settle()
    expect(spoken(button().element)).toBe('Aktives Deck')
    wrapper.unmount()
  })

  it('says a rename under the new name, and lets no notice name the deck as it was', async () => {
    const { wrapper, notices } = await openCollection(settle)
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    const keys = () => notices.notices.map((n) => n.message.key)
    expect(keys()).toContain('screens.collection.saved')

    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="deck-rename-input"]').setValue('Minus deck')
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(keys()).not.toContain('screens.collection.saved')
    const last = notices.notices.at(-1)!
    expect(last.message).toEqual({
      key: 'screens.collection.renamed',
      params: { name: 'Minus deck' },
    })
    expect(last.severity).toBe('info')
    const t = i18n.global.t
    expect(t(last.message.key, { ...last.message.params })).toBe('Deck renamed to “Minus deck”.')
    expect(t(last.message.key, { ...last.message.params }, { locale: 'de' })).toBe(
      'Deck umbenannt in „Minus deck“.',
    )
    wrapper.unmount()
  })

  it('says an import under the name the deck was imported as', async () => {
    const { wrapper, notices } = await openCollection(settle)
    const [starter] = await main('decks.list')
    const { shareCode } = await main('decks.export', { cards: starter!.cards })
    await wrapper.get('[data-test="import-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="import-code"]').setValue(shareCode)
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    const last = notices.notices.at(-1)!
    const name = i18n.global.t('screens.collection.importedName')
    expect(last.message).toEqual({ key: 'screens.collection.imported', params: { name } })
    const t = i18n.global.t
    expect(t(last.message.key, { name: 'Smugglers' })).toBe('Deck “Smugglers” imported.')
    expect(t(last.message.key, { name: 'Smugglers' }, { locale: 'de' })).toBe(
      'Deck „Smugglers“ importiert.',
    )
    wrapper.unmount()
  })
})

describe("a new deck's name", () => {
  it('is given in the language the player plays in, and saved so', async () => {
    i18n.global.locale.value = 'de'
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    expect(text(wrapper, '[data-test="deck-name"]')).toContain('Neues Deck')
    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    expect(await savedNames()).toContain('Neues Deck')
    wrapper.unmount()
  })
})

describe('a deck builder for a player with many cards', () => {
  it('says under the name when a pasted name was cut to the longest a name may be', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    const t = i18n.global.t
    const field = wrapper.get('[data-test="deck-rename-input"]')
    const note = () => text(wrapper, '[data-test="name-full"]')
    const long = 'Flip Heavy for the Ember Hall champion run'
    expect(long.length).toBeGreaterThan(MAX_DECK_NAME)
    await field.setValue('')
    // the paste as the browser sends it; its maxlength then keeps what fits, without a word
    const paste = new Event('paste', { bubbles: true })
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => long } })
    field.element.dispatchEvent(paste)
    await field.setValue(long.slice(0, MAX_DECK_NAME))
    expect(note()).toBe(t('common.nameCut', { max: MAX_DECK_NAME }))
    // edited since, the name is the player's: only that it is full is said
    await field.setValue(long.slice(0, MAX_DECK_NAME - 1))
    expect(note()).toBe('')
    await field.setValue(long.slice(0, MAX_DECK_NAME - 1) + 'x')
    expect(note()).toBe(t('common.nameFull', { max: MAX_DECK_NAME }))
    // a paste that fits says nothing
    await field.setValue('')
    const short = new Event('paste', { bubbles: true })
    Object.defineProperty(short, 'clipboardData', { value: { getData: () => 'Minus wall' } })
    field.element.dispatchEvent(short)
    await field.setValue('Minus wall')
    expect(note()).toBe('')
    wrapper.unmount()
  })

  it('shows a long name on the bench whole in its title, beside the rules', async () => {
    const { wrapper } = await openCollection(settle)
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    const name = 'Flip Heavy for the Ember Hall ch'
    await wrapper.get('[data-test="deck-rename-input"]').setValue(name)
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    const shown = wrapper.get('[data-test="deck-name"] .name-text')
    expect(shown.text()).toBe(name)
    expect(shown.attributes('title')).toBe(name)
    wrapper.unmount()
  })

  it('shows a card with none left otherwise than one a full deck can take by a swap', async () => {
    // a −1 beside the starter deck's ten: one free, and no room for it
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const { wrapper } = await openCollection(settle)
    expect(text(wrapper, '[data-test="deck-count"]')).toBe('10 / 10 cards')
    const minus = wrapper.get('[data-test="owned--1"]')
    const spent = wrapper
      .findAll('button[data-test^="owned-"]')
      .find((b) => b.text().includes('0 free'))!
    // none left: grey and faint whatever its colours, and its count marked
    expect(spent.classes()).toContain('none-left')
    expect(spent.find('.chip.dim').exists()).toBe(true)
    // one free in a full deck: it can be swapped in, so it looks as any card to add
    expect(minus.classes()).not.toContain('none-left')
    expect(minus.find('.chip.dim').exists()).toBe(false)
    expect(minus.find('.side-card.state-dim').exists()).toBe(false)
    wrapper.unmount()
  })
})
