// @vitest-environment happy-dom
/**
 * A card swapped into a full deck in one move, in the deck builder against the real api router:
 * an owned card picked, then the card in the deck it replaces, by click, by keyboard or by a
 * drop; in that card's place, seen as a change, checked by main and saved as it shows. A swap
 * keeps the add's rules (the copies its rules allow, the copies owned) and says the rule that
 * stops it; Esc lets a pick go without leaving the screen.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import type { CardCode } from '@common/cards'
import { openCollection, winCards } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: CollectionView } = await import('./CollectionView.vue')
const { useInputStore } = await import('@/stores/input')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'deck-builder-swap', {
  profile: { slot: 1, name: 'Tester' },
})

/** Cards won since the profile began. */
const win = (cards: Partial<Record<CardCode, number>>): Promise<void> =>
  winCards(rewriteSave, cards)

/** The deck on the bench, slot by slot, as each card's name says it. */
const deckSaid = (w: VueWrapper): string[] =>
  w.findAll('[data-test="deck-card"]').map((c) => c.attributes('aria-label') ?? '')
/** The cards of the starter deck as its slots name them for removal ("Remove +1 …"). */
const removing = (cards: string[]): string[] => cards.map((c) => `Remove ${c} from the deck`)
const line = (w: VueWrapper): string => w.get('[data-test="add-refused"]').text()
const owned = (w: VueWrapper, code: CardCode) => w.get(`[data-test="owned-${code}"]`)
const unsaved = (w: VueWrapper): boolean => w.find('[data-test="deck-name"] .unsaved').exists()
const STARTER = ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5']

const frames = async (n = 3): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((done) => requestAnimationFrame(done))
}
/** App.vue's shape around the screen, in the page: the keyboard's moves can be followed. */
function inApp(): VueWrapper {
  const pinia = createPinia()
  setActivePinia(pinia)
  useNavigationStore().go('collection')
  return mount(
    defineComponent(() => () => h('main', { class: 'app' }, [h(CollectionView)])),
    { global: { plugins: [pinia, i18n] }, attachTo: document.body },
  )
}
const focused = (): Element | null => document.activeElement
/** A key pressed where the keyboard is; the event, to read whether the screen took it. */
function pressHere(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  return event
}
/** An owned card dropped on `target`, as a drag from the owned cards brings it. */
async function drop(target: Element, code: CardCode): Promise<void> {
  const data: Record<string, string> = {
    'text/plain': `add:${code}`,
    'application/x-pazaak-add': '',
  }
  const event = new Event('drop', { bubbles: true, cancelable: true })
  Object.defineProperty(event, 'dataTransfer', {
    value: { types: Object.keys(data), getData: (type: string) => data[type] ?? '' },
  })
  target.dispatchEvent(event)
  await settle()
}

describe('a card swapped into a full deck', () => {
  it('by click: picked, then put in the place of the deck card pressed, as one change', async () => {
    await win({ '-1': 1 })
    const { wrapper, navigation } = await openCollection(settle, { onScreen: true })
    expect(deckSaid(wrapper)).toEqual(removing(STARTER))
    const minus = owned(wrapper, '-1')
    expect(minus.attributes('aria-pressed')).toBe('false')

    await minus.trigger('click')
    await settle()
    // picked: pressed, marked, and the line says what a press on the deck does now
    expect(minus.attributes('aria-pressed')).toBe('true')
    expect(minus.classes()).toContain('picked')
    expect(minus.find('[data-test="swap-mark"]').exists()).toBe(true)
    expect(line(wrapper)).toBe(
      '−1 picked: now choose the card in the deck it replaces (Esc cancels).',
    )
    expect(deckSaid(wrapper)).toEqual(STARTER.map((c) => `Replace ${c} with −1`))
    // nothing has changed yet: no card left the deck on the way
    expect(wrapper.get('[data-test="deck-count"]').text()).toBe('10 / 10 cards')
    expect(unsaved(wrapper)).toBe(false)

    await wrapper.findAll('[data-test="deck-card"]')[2]!.trigger('click')
    await settle()
    // in the +2's place, the rest as they were, ten cards all the way
    const swapped = [...STARTER]
    swapped[2] = '−1'
    expect(deckSaid(wrapper)).toEqual(removing(swapped))
    expect(wrapper.get('[data-test="deck-count"]').text()).toBe('10 / 10 cards')
    expect(line(wrapper)).toBe('Swapped: −1 in place of +2.')
    expect(minus.attributes('aria-pressed')).toBe('false')
    expect(minus.text()).toContain('0 free')
    expect(owned(wrapper, '+2').text()).toContain('1 free')
    // a change: marked unsaved, checked by main, and leaving asks first
    expect(unsaved(wrapper)).toBe(true)
    const check = await main('decks.check', {
      rules: 'classic',
      cards: ['+1', '+1', '-1', '+2', '+3', '+3', '+4', '+4', '+5', '+5'],
    })
    expect(check.problems).toEqual([])
    expect(wrapper.get('[data-test="deck-problems"]').text()).toBe(
      'Ready to play under Classic rules.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(line(wrapper)).toBe('Getauscht: −1 statt +2.')
    i18n.global.locale.value = 'en'
    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('collection')
    expect(wrapper.find('[data-test="save-and-leave"]').exists()).toBe(true)
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()

    // saved as it shows: main keeps the −1 where the +2 was
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    const [deck] = await main('decks.list')
    expect(deck?.cards).toEqual(['+1', '+1', '-1', '+2', '+3', '+3', '+4', '+4', '+5', '+5'])
    expect(unsaved(wrapper)).toBe(false)
    wrapper.unmount()
  })

  it('by keyboard: Enter picks, the keyboard goes to the deck, and Enter there swaps', async () => {
    await win({ '-2': 1 })
    const wrapper = inApp()
    await settle()
    // a key pressed: the keyboard is in use, as a player's Tab to the owned cards says
    pressHere('Tab')
    const minus = owned(wrapper, '-2').element as HTMLButtonElement
    minus.focus()
    // Enter on a button is its click
    minus.click()
    await settle()
    await frames()
    const deck = () =>
      wrapper.findAll('[data-test="deck-card"]').map((c) => c.element as HTMLElement)
    expect(focused()).toBe(deck()[0])
    expect(focused()?.getAttribute('aria-label')).toBe('Replace +1 with −2')
    pressHere('End')
    await frames(1)
    expect(focused()).toBe(deck()[9])
    ;(focused() as HTMLElement).click()
    await settle()
    await frames()
    const swapped = [...STARTER]
    swapped[9] = '−2'
    expect(deckSaid(wrapper)).toEqual(removing(swapped))
    // the keyboard stays on the card it swapped in, which a second Enter would take out
    expect(focused()).toBe(deck()[9])
    expect(focused()?.getAttribute('aria-label')).toBe('Remove −2 from the deck')
    expect(line(wrapper)).toBe('Swapped: −2 in place of +5.')
    wrapper.unmount()
  })

  it('by a drop on the card it replaces; dropped beside the cards, the line says how', async () => {
    await win({ '-3': 1 })
    const { wrapper } = await openCollection(settle, { inPage: true })
    await drop(wrapper.get('[data-test="bench"]').element, '-3')
    expect(deckSaid(wrapper)).toEqual(removing(STARTER))
    expect(line(wrapper)).toBe(
      'The deck is full: it holds 10 cards. Drop a card on the one it replaces to swap them.',
    )
    await drop(wrapper.findAll('[data-test="deck-card"]')[5]!.element, '-3')
    const swapped = [...STARTER]
    swapped[5] = '−3'
    expect(deckSaid(wrapper)).toEqual(removing(swapped))
    expect(line(wrapper)).toBe('Swapped: −3 in place of +3.')
    // a drop brings no copy the player lacks: the −3 is all in, and a second changes nothing
    await drop(wrapper.findAll('[data-test="deck-card"]')[0]!.element, '-3')
    expect(deckSaid(wrapper)).toEqual(removing(swapped))
    wrapper.unmount()
  })

  it('refused by the copies its rules allow: nothing changes, and the rule is named', async () => {
    // a full tournament deck with two +3s, the most its rules allow, and a third +3 owned
    await win({ '+3': 1, '+6': 2, '-3': 2 })
    const cards: CardCode[] = ['+3', '+3', '+4', '+4', '+5', '+5', '+6', '+6', '-3', '-3']
    await main('decks.create', { name: 'Circuit', rules: 'tournament', cards })
    const { wrapper } = await openCollection(settle, { inPage: true })
    await wrapper.findAll('[data-test="saved-deck"]')[1]!.trigger('click')
    await settle()
    const before = deckSaid(wrapper)
    const rule = 'Tournament rules allow at most 2 copies of +3 in a deck, and this one has 2.'

    // pressed: not picked, the rule said
    await owned(wrapper, '+3').trigger('click')
    await settle()
    expect(owned(wrapper, '+3').attributes('aria-pressed')).toBe('false')
    expect(line(wrapper)).toBe(rule)
    expect(deckSaid(wrapper)).toEqual(before)
    // dropped on a card: the same rule, the card left where it was
    await drop(wrapper.findAll('[data-test="deck-card"]')[2]!.element, '+3')
    expect(line(wrapper)).toBe(rule)
    expect(deckSaid(wrapper)).toEqual(before)
    expect(unsaved(wrapper)).toBe(false)
    i18n.global.locale.value = 'de'
    await settle()
    expect(line(wrapper)).toBe(
      'Die Regeln „Turnier“ erlauben höchstens 2 Exemplare von +3 pro Deck; dieses hat 2.',
    )
    wrapper.unmount()
  })

  it('Esc lets the pick go and stays on the screen; a second press on the card does too', async () => {
    await win({ '-1': 1 })
    const wrapper = inApp()
    await settle()
    const navigation = useNavigationStore()
    const minus = owned(wrapper, '-1')
    pressHere('Tab')
    ;(minus.element as HTMLElement).focus()
    ;(minus.element as HTMLElement).click()
    await settle()
    await frames()
    // the keyboard is on the deck now; Esc from there
    expect(focused()?.getAttribute('data-test')).toBe('deck-card')
    const esc = pressHere('Escape')
    await settle()
    await frames()
    // taken by the screen: App.vue leaves a key already handled alone, so no screen is left
    expect(esc.defaultPrevented).toBe(true)
    expect(navigation.current.screen).toBe('collection')
    expect(wrapper.find('[role="dialog"]').exists()).toBe(false)
    expect(minus.attributes('aria-pressed')).toBe('false')
    expect(line(wrapper)).toBe('')
    expect(deckSaid(wrapper)).toEqual(removing(STARTER))
    // and the keyboard is back on the card it picked
    expect(focused()).toBe(minus.element)
    // with nothing picked, Esc is the screen's Back again
    expect(pressHere('Escape').defaultPrevented).toBe(false)

    // on a gamepad, B lets it go: the line names it; a second press on the card lets it go too
    useInputStore().use('gamepad')
    await minus.trigger('click')
    await settle()
    expect(line(wrapper)).toBe(
      '−1 picked: now choose the card in the deck it replaces (B cancels).',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(line(wrapper)).toBe(
      '−1 gewählt: Wähle jetzt die Karte im Deck, an deren Stelle sie kommt (B bricht ab).',
    )
    await minus.trigger('click')
    await settle()
    expect(minus.attributes('aria-pressed')).toBe('false')
    expect(line(wrapper)).toBe('')
    expect(deckSaid(wrapper)).toEqual(
      STARTER.map((c) => i18n.global.t('screens.collection.remove', { card: c })),
    )
    wrapper.unmount()
  })

  it('tells a new save, whose every card is in its full deck, that no other card can go in', async () => {
    const { wrapper } = await openCollection(settle)
    const hint = () => wrapper.get('[data-test="owned-hint"]').text()
    expect(hint()).toBe('The deck is full, and none of your other cards can go in now.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(hint()).toBe('Das Deck ist voll, und keine deiner übrigen Karten kann jetzt hinein.')
    // a card bought: it can be swapped in, and the hint says how
    i18n.global.locale.value = 'en'
    await win({ '-1': 1 })
    wrapper.unmount()
    const again = await openCollection(settle)
    expect(again.wrapper.get('[data-test="owned-hint"]').text()).toBe(
      'The deck is full: pick a card here, then the card in the deck it replaces.',
    )
    again.wrapper.unmount()
  })

  it('says nothing was swapped for a card the same as the one picked', async () => {
    await win({ '+1': 1 })
    const { wrapper } = await openCollection(settle)
    await owned(wrapper, '+1').trigger('click')
    await settle()
    expect(deckSaid(wrapper)[0]).toBe('+1, the card picked: nothing to swap')
    await wrapper.findAll('[data-test="deck-card"]')[0]!.trigger('click')
    await settle()
    expect(line(wrapper)).toBe('That is a +1 already: nothing was swapped.')
    expect(deckSaid(wrapper)).toEqual(removing(STARTER))
    expect(unsaved(wrapper)).toBe(false)
    wrapper.unmount()
  })
})
