// @vitest-environment happy-dom
/**
 * Saving the deck on the bench by the leaving question's Save and leave, the switching
 * question's Save and switch and by Ctrl+S (⌘S), against the real api router on a temporary
 * data folder: what is saved or refused is main's.
 */
import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openCollection, type CollectionScreen } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { MAX_DECKS } = await import('@common/decks')

const { main, settle } = useRealMainPerTest(real, 'deck-builder-save', {
  profile: { slot: 1, name: 'Talon' },
})
const t = i18n.global.t

let screen: CollectionScreen | null = null
afterEach(() => {
  screen?.wrapper.unmount()
  screen = null
})

/** The builder on its screen, in the page, so that Back asks it and the focus can be read. */
async function openBuilder(): Promise<CollectionScreen> {
  screen = await openCollection(settle, { onScreen: true, inPage: true })
  return screen
}

const benchCount = (w: VueWrapper): number => w.findAll('[data-test="deck-card"]').length
const unsaved = (w: VueWrapper): boolean => w.find('[data-test="deck-name"] .unsaved').exists()
const asked = (w: VueWrapper): boolean => w.find('[data-test="leave-question"]').exists()
const focusedTest = (): string | null | undefined =>
  document.activeElement?.getAttribute('data-test')

/** The starter deck's cards as main keeps them. */
const starterCards = async (): Promise<number> =>
  (await main('decks.list')).find((d) => d.starter)?.cards.length ?? -1

/** The starter deck on the bench with its first card taken out: unsaved work. */
async function changeStarter(w: VueWrapper): Promise<void> {
  await w.get('[data-test="deck-card"]').trigger('click')
  await settle()
  expect(unsaved(w)).toBe(true)
}

/** A new deck on the bench with one card, named `name` on the bench (never saved). */
async function newDeckNamed(w: VueWrapper, name: string): Promise<void> {
  await w.get('[data-test="new-deck"]').trigger('click')
  await w.get('[data-test="owned-+1"]').trigger('click')
  await w.get('[data-test="rename-deck"]').trigger('click')
  await settle()
  await w.get('[data-test="deck-rename-input"]').setValue(name)
  await w.get('[data-test="dialog-confirm"]').trigger('click')
  await settle()
}

/** Presses the save key on `target` (the page by default); tells whether the page's was kept shut. */
async function pressSave(
  target: EventTarget = document.body,
  key: { ctrlKey?: boolean; metaKey?: boolean } = { ctrlKey: true },
): Promise<boolean> {
  const event = new KeyboardEvent('keydown', {
    key: 's',
    code: 'KeyS',
    bubbles: true,
    cancelable: true,
    ...key,
  })
  target.dispatchEvent(event)
  await settle()
  return event.defaultPrevented
}

describe('the leaving question saves on the way out', () => {
  it('offers Save and leave first, where the keyboard starts, and leaves once main saved', async () => {
    const { wrapper, navigation } = await openBuilder()
    await changeStarter(wrapper)
    navigation.back()
    await settle()
    expect(asked(wrapper)).toBe(true)
    const choices = wrapper.findAll('[data-test="leave-question"] .dialog-actions button')
    expect(choices.map((b) => b.attributes('data-test'))).toEqual([
      'save-and-leave',
      'dialog-confirm',
      'dialog-cancel',
    ])
    expect(choices[0]!.text()).toBe(t('screens.collection.saveAndLeave'))
    expect(focusedTest()).toBe('save-and-leave')
    // nine cards: the question says the deck is kept as it is, not ready to play
    expect(wrapper.get('[data-test="saved-unready"]').text()).toBe(
      t('screens.collection.leaveUnready'),
    )

    await wrapper.get('[data-test="save-and-leave"]').trigger('click')
    await settle()
    expect(navigation.current.screen).toBe('title')
    expect(await starterCards()).toBe(9)
  })

  it('takes Ctrl+S in the question as Save and leave', async () => {
    const { wrapper, navigation } = await openBuilder()
    await changeStarter(wrapper)
    navigation.back()
    await settle()
    expect(await pressSave(wrapper.get('[data-test="save-and-leave"]').element)).toBe(true)
    expect(navigation.current.screen).toBe('title')
    expect(await starterCards()).toBe(9)
  })

  it('stays with main’s words when main refuses the save, the cards kept', async () => {
    const { wrapper, navigation } = await openBuilder()
    // a zero-width space: the bench takes the name, main refuses to save it
    await newDeckNamed(wrapper, 'Talon\u200Bdeck')
    navigation.back()
    await settle()
    await wrapper.get('[data-test="save-and-leave"]').trigger('click')
    await settle()

    expect(navigation.current.screen).toBe('collection')
    expect(asked(wrapper)).toBe(true)
    const said = wrapper.get('[data-test="leave-error"]')
    expect(said.attributes('role')).toBe('alert')
    expect(said.text()).toContain('U+200B')
    // the same words the Save button's refusal puts on the screen
    expect(said.text()).toBe(wrapper.get('[data-test="deck-error"]').text())
    expect(await main('decks.list')).toHaveLength(1)

    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()
    expect(asked(wrapper)).toBe(false)
    expect(benchCount(wrapper)).toBe(1)
    expect(unsaved(wrapper)).toBe(true)
  })

  it('does not offer it for a deck that cannot be saved, and says why', async () => {
    for (let n = 1; n < MAX_DECKS; n++)
      await main('decks.create', { name: `Spare ${n}`, rules: 'classic', cards: ['+1'] })
    const { wrapper, navigation } = await openBuilder()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+2"]').trigger('click')
    await settle()
    navigation.back()
    await settle()

    expect(asked(wrapper)).toBe(true)
    expect(wrapper.find('[data-test="save-and-leave"]').exists()).toBe(false)
    const why = wrapper.get('[data-test="cannot-save"]')
    expect(why.attributes('data-key')).toBe('screens.collection.cannotSave.full')
    expect(why.text()).toBe(t('screens.collection.cannotSave.full', { max: MAX_DECKS }))
    // a question that can only lose the work opens on Cancel
    expect(focusedTest()).toBe('dialog-cancel')
    // the save key asks main nothing here either
    expect(await pressSave()).toBe(true)
    expect(navigation.current.screen).toBe('collection')
    expect(await main('decks.list')).toHaveLength(MAX_DECKS)
  })

  it('never has a nameless deck to leave: the rename of a deck never saved refuses a blank', async () => {
    const { wrapper } = await openBuilder()
    await newDeckNamed(wrapper, 'Dune Runner')
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="deck-rename-input"]').setValue('   ')
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    // the dialog stays with main's words for a nameless deck, and the deck keeps its name
    expect(wrapper.find('[data-test="deck-rename-input"]').exists()).toBe(true)
    expect(wrapper.text()).toContain(t('errors.deck.nameMissing'))
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()
    expect(wrapper.get('[data-test="deck-name"]').text()).toContain('Dune Runner')
  })

  it('refuses a name another deck reads as, on the bench and at the first save', async () => {
    const { wrapper } = await openBuilder()
    // the starter's name in the other language: a switch would list the two alike
    await newDeckNamed(wrapper, 'startdeck')
    expect(wrapper.find('[data-test="deck-rename-input"]').exists()).toBe(true)
    expect(wrapper.text()).toContain(
      t('screens.collection.nameStarterElsewhere', { name: 'startdeck' }),
    )
    await wrapper.get('[data-test="deck-rename-input"]').setValue('Dune Runner')
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    // another window saves a deck of that name first: main refuses the second, by its code
    await main('decks.create', { name: 'dune runner', rules: 'classic', cards: ['+2'] })
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    expect(wrapper.get('[data-test="deck-error"]').text()).toBe(
      'You already have a deck called “dune runner”. Pick another name.',
    )
    expect((await main('decks.list')).map((deck) => deck.name)).toEqual([
      'Starter deck',
      'dune runner',
    ])
    expect(unsaved(wrapper)).toBe(true)
  })
})

/** The saved deck named `name` in the list, clicked: another deck for the bench. */
async function pick(w: VueWrapper, name: string): Promise<void> {
  const row = w.findAll('[data-test="saved-deck"]').find((b) => b.text().includes(name))
  await row!.trigger('click')
  await settle()
}

/** The bench's deck name, without its "unsaved" tag. */
const benchName = (w: VueWrapper): string =>
  w.get('[data-test="deck-name"]').element.firstChild?.textContent?.trim() ?? ''
const switching = (w: VueWrapper): boolean => w.find('[data-test="switch-question"]').exists()

describe('the switching question saves before another deck takes the bench', () => {
  it('offers Save and switch first, where the keyboard starts, and switches once main saved', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const { wrapper } = await openBuilder()
    await changeStarter(wrapper)
    await pick(wrapper, 'Spare')

    expect(switching(wrapper)).toBe(true)
    const choices = wrapper.findAll('[data-test="switch-question"] .dialog-actions button')
    expect(choices.map((b) => b.text())).toEqual([
      t('screens.collection.saveAndSwitch'),
      t('screens.collection.switchConfirm'),
      t('screens.collection.keepEditing'),
    ])
    expect(focusedTest()).toBe('save-and-switch')
    expect(wrapper.get('[data-test="saved-unready"]').text()).toBe(
      t('screens.collection.leaveUnready'),
    )

    await wrapper.get('[data-test="save-and-switch"]').trigger('click')
    await settle()
    expect(switching(wrapper)).toBe(false)
    expect(await starterCards()).toBe(9)
    // the deck picked is on the bench, as saved
    expect(benchName(wrapper)).toBe('Spare')
    expect(benchCount(wrapper)).toBe(2)
    expect(unsaved(wrapper)).toBe(false)
  })

  it('takes Ctrl+S in the question as Save and switch, for New deck too', async () => {
    const { wrapper } = await openBuilder()
    await changeStarter(wrapper)
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    expect(await pressSave(wrapper.get('[data-test="save-and-switch"]').element)).toBe(true)
    expect(switching(wrapper)).toBe(false)
    expect(await starterCards()).toBe(9)
    expect(benchName(wrapper)).toBe(t('screens.collection.newDeckName'))
    expect(benchCount(wrapper)).toBe(0)
  })

  it('stays with main’s words when main refuses the save, the bench kept', async () => {
    const { wrapper } = await openBuilder()
    // a zero-width space: the bench takes the name, main refuses to save it
    await newDeckNamed(wrapper, 'Talon\u200Bdeck')
    await pick(wrapper, t('common.starterDeck'))
    await wrapper.get('[data-test="save-and-switch"]').trigger('click')
    await settle()

    expect(switching(wrapper)).toBe(true)
    const said = wrapper.get('[data-test="leave-error"]')
    expect(said.attributes('role')).toBe('alert')
    expect(said.text()).toContain('U+200B')
    expect(await main('decks.list')).toHaveLength(1)

    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()
    expect(switching(wrapper)).toBe(false)
    expect(benchName(wrapper)).toBe('Talon\u200Bdeck')
    expect(benchCount(wrapper)).toBe(1)
    expect(unsaved(wrapper)).toBe(true)
  })

  it('lets the work go on Switch without saving', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const { wrapper } = await openBuilder()
    await changeStarter(wrapper)
    await pick(wrapper, 'Spare')
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(switching(wrapper)).toBe(false)
    expect(benchName(wrapper)).toBe('Spare')
    expect(await starterCards()).toBe(10)
  })

  it('does not offer it for a deck that cannot be saved, and says why', async () => {
    for (let n = 1; n < MAX_DECKS; n++)
      await main('decks.create', { name: `Spare ${n}`, rules: 'classic', cards: ['+1'] })
    const { wrapper } = await openBuilder()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+2"]').trigger('click')
    await settle()
    await pick(wrapper, 'Spare 1')

    expect(switching(wrapper)).toBe(true)
    expect(wrapper.find('[data-test="save-and-switch"]').exists()).toBe(false)
    const why = wrapper.get('[data-test="cannot-save"]')
    expect(why.attributes('data-key')).toBe('screens.collection.cannotSave.full')
    expect(why.text()).toBe(t('screens.collection.cannotSave.full', { max: MAX_DECKS }))
    // a question that can only lose the work opens on Keep editing
    expect(focusedTest()).toBe('dialog-cancel')
    expect(await pressSave()).toBe(true)
    expect(switching(wrapper)).toBe(true)
    expect(await main('decks.list')).toHaveLength(MAX_DECKS)
  })
})

describe('Ctrl+S on the deck builder', () => {
  it('saves the deck from anywhere on the screen, ⌘S too, the browser’s own save kept shut', async () => {
    const { wrapper } = await openBuilder()
    await changeStarter(wrapper)
    expect(await pressSave()).toBe(true)
    expect(unsaved(wrapper)).toBe(false)
    expect(await starterCards()).toBe(9)

    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await settle()
    expect(await pressSave(document.body, { metaKey: true })).toBe(true)
    expect(unsaved(wrapper)).toBe(false)
    expect(await starterCards()).toBe(10)
  })

  it('says there is nothing to save, each press heard, until the deck changes', async () => {
    const { wrapper } = await openBuilder()
    const before = await main('decks.list')
    expect(await pressSave()).toBe(true)
    expect(wrapper.get('[data-test="save-note"]').text()).toBe(
      t('screens.collection.nothingToSave'),
    )
    const spoken = () => wrapper.get('[data-test="save-note-said"]')
    expect(spoken().attributes('role')).toBe('status')
    await vi.waitFor(() => expect(spoken().text()).toBe(t('screens.collection.nothingToSave')), {
      timeout: 10_000,
    })
    // pressed again: emptied first, so a screen reader hears the same words again
    await pressSave()
    expect(spoken().text()).toBe('')
    await vi.waitFor(() => expect(spoken().text()).toBe(t('screens.collection.nothingToSave')), {
      timeout: 10_000,
    })
    expect(await main('decks.list')).toEqual(before)

    await changeStarter(wrapper)
    expect(wrapper.find('[data-test="save-note"]').exists()).toBe(false)
    expect(spoken().text()).toBe('')
  })

  it('saves from the name field, under the name typed there', async () => {
    const { wrapper } = await openBuilder()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await wrapper.get('[data-test="owned-+3"]').trigger('click')
    await wrapper.get('[data-test="rename-deck"]').trigger('click')
    await settle()
    const field = wrapper.get('[data-test="deck-rename-input"]')
    await field.setValue('Oriella’s answer')
    ;(field.element as HTMLInputElement).focus()
    expect(await pressSave(field.element)).toBe(true)

    expect(wrapper.find('[data-test="deck-rename-input"]').exists()).toBe(false)
    const saved = (await main('decks.list')).find((d) => d.name === 'Oriella’s answer')
    expect(saved?.cards).toEqual(['+3'])
    expect(unsaved(wrapper)).toBe(false)
  })

  it('names its key on the Save button, as the table’s buttons name theirs', async () => {
    const { wrapper } = await openBuilder()
    const save = wrapper.get('[data-test="save-deck"]')
    expect(save.attributes('aria-keyshortcuts')).toBe('Control+S')
    expect(save.attributes('title')).toBe(t('screens.collection.saveTip', { key: 'Ctrl+S' }))
    expect(save.get('kbd').attributes('aria-hidden')).toBe('true')
    expect(save.get('kbd').text()).toBe('Ctrl+S')
    i18n.global.locale.value = 'de'
    await settle()
    expect(save.get('kbd').text()).toBe('Strg+S')
  })
})

describe('a deck short of its cards', () => {
  /** Main's problems as the bench lists them in red, by key. */
  const told = (w: VueWrapper): (string | undefined)[] =>
    w.findAll('[data-test="deck-problems"] li').map((li) => li.attributes('data-key'))
  const toGo = (w: VueWrapper) => w.find('[data-test="deck-to-go"]')

  it('is counted neutrally while it is built, and named in red once it is saved so', async () => {
    const { wrapper } = await openBuilder()
    await wrapper.get('[data-test="new-deck"]').trigger('click')
    await settle()
    // a new deck: nothing is wrong yet, and nothing says so
    expect(told(wrapper)).toEqual([])
    expect(toGo(wrapper).text()).toBe('Add 10 more cards to complete the deck.')
    await wrapper.get('[data-test="owned-+1"]').trigger('click')
    await settle()
    expect(told(wrapper)).toEqual([])
    expect(toGo(wrapper).text()).toBe('Add 9 more cards to complete the deck.')

    // saved as it is: main keeps it, needing work, and the bench says why in red
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    expect(unsaved(wrapper)).toBe(false)
    expect(told(wrapper)).toEqual(['deckProblem.deck-size'])
    expect(toGo(wrapper).exists()).toBe(false)
    const line = () => wrapper.get('[data-test="deck-problems"] li')
    expect(line().classes()).toContain('error-line')
    expect(line().text()).toBe('A side deck holds exactly 10 cards; this one has 1.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(line().text()).toBe('Ein Nebenstapel hat genau 10 Karten; dieser hat 1.')

    // built on again: counted again, in German too
    await wrapper.get('[data-test="owned-+2"]').trigger('click')
    await settle()
    expect(told(wrapper)).toEqual([])
    expect(toGo(wrapper).text()).toBe('Noch 8 Karten, dann ist das Deck vollständig.')
  })
})
