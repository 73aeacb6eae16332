// @vitest-environment happy-dom
/**
 * The title menu against the real api router on a temporary data folder, with no save loaded:
 * each entry opens its screen, and those that play with a profile go through the save slots
 * first, naming where the player goes on to; New game asks the slots for the new-game form.
 * The ways to play come first, large, the rest in a group of small buttons under them, Quit
 * last; Up and Down follow the menu's grid, column by column, Left and Right its rows.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { default: TitleView } = await import('./TitleView.vue')

const { settle } = useRealMainPerTest(real, 'title-menu')

/** Where each entry leads with no save loaded: the screen, and the one named to go on to. */
const LEADS: [string, string, string | undefined][] = [
  ['new-game', 'profiles', undefined],
  ['load', 'profiles', undefined],
  ['quick', 'profiles', 'quick'],
  ['daily', 'profiles', 'daily'],
  ['collection', 'profiles', 'collection'],
  ['stats', 'profiles', 'stats'],
  ['history', 'profiles', 'history'],
  ['rules', 'rules', undefined],
  ['settings', 'settings', undefined],
]

describe('the title menu', () => {
  it('lists its entries in order and opens each, through the saves where it needs one', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const title = mount(TitleView, { global: { plugins: [pinia, i18n] } })
    const tests = title
      .findAll('nav button')
      .map((b) => b.attributes('data-test'))
      .filter((test) => test !== 'continue')
    expect(tests).toEqual([...LEADS.map(([test]) => test), 'quit'])
    const navigation = useNavigationStore()
    for (const [test, screen, next] of LEADS) {
      navigation.home()
      await title.get(`[data-test="${test}"]`).trigger('click')
      expect([test, navigation.current.screen, navigation.current.params.next]).toEqual([
        test,
        screen,
        next,
      ])
    }
    // New game opens the slots with the new-game form in the first empty one; Load does not
    for (const [test, form] of [
      ['new-game', 'yes'],
      ['load', undefined],
    ] as const) {
      navigation.home()
      await title.get(`[data-test="${test}"]`).trigger('click')
      expect([test, navigation.current.params.newGame]).toEqual([test, form])
    }
    title.unmount()
  })
})

/** The ways to play, large, in order (Continue above them once there is a save). */
const WAYS = ['new-game', 'load', 'quick', 'daily']
/** The second group, small and two to a row, in reading order: Quit is its last. */
const MORE = ['collection', 'stats', 'history', 'rules', 'settings', 'quit']

/** The title mounted in the page (the keys need the focus), its first facts in. */
async function mountTitle() {
  const pinia = createPinia()
  setActivePinia(pinia)
  const title = mount(TitleView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  await new Promise((done) => requestAnimationFrame(done))
  return title
}

/** The data-test of the button the keyboard is on. */
const focused = () => (document.activeElement as HTMLElement | null)?.dataset.test

/** Presses `key` on the button the keyboard is on, as the browser sends it (it bubbles). */
function press(key: string): void {
  const here = document.activeElement ?? document.body
  here.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

describe('the title menu’s two groups', () => {
  it('sets the ways to play large and the rest small under them, each group named', async () => {
    const title = await mountTitle()
    const groups = title.findAll('nav [role="group"]')
    expect(groups.map((g) => g.attributes('aria-label'))).toEqual([
      'Play',
      'Cards, records and settings',
    ])
    const [ways, more] = groups.map((g) => g.findAll('button'))
    expect(ways!.map((b) => b.attributes('data-test'))).toEqual(WAYS)
    expect(ways!.every((b) => !b.classes('small'))).toBe(true)
    expect(more!.map((b) => b.attributes('data-test'))).toEqual(MORE)
    expect(more!.every((b) => b.classes('small'))).toBe(true)
    // Quit is the quiet one
    expect(more!.at(-1)!.classes()).toContain('ghost')
    title.unmount()
  })

  it('names the groups in German too', async () => {
    i18n.global.locale.value = 'de'
    try {
      const title = await mountTitle()
      expect(title.findAll('nav [role="group"]').map((g) => g.attributes('aria-label'))).toEqual([
        'Spielen',
        'Karten, Statistik und Einstellungen',
      ])
      expect(title.get('[data-test="stats"]').text()).toBe('Statistik und Kassenbuch')
      title.unmount()
    } finally {
      i18n.global.locale.value = 'en'
    }
  })
})

describe('the title menu’s keys', () => {
  it('start on New game and walk the menu’s grid with Down and Up, column by column', async () => {
    const title = await mountTitle()
    expect(focused()).toBe('new-game')
    /** Where `key` pressed `times` over takes the keyboard, a stop at a time. */
    const walked = (key: string, times: number): (string | undefined)[] =>
      Array.from({ length: times }, () => {
        press(key)
        return focused()
      })
    // down the ways to play, then down the small buttons' left column (not beside Cards and
    // decks onto Stats), round from its last row to the first way to play
    expect(walked('ArrowDown', 7)).toEqual([
      'load',
      'quick',
      'daily',
      'collection',
      'history',
      'settings',
      'new-game',
    ])
    // up from the top: round to the last row at its end, Quit, then up the right column
    expect(walked('ArrowUp', 5)).toEqual(['quit', 'rules', 'stats', 'daily', 'quick'])
    // the right column walks down as the left does
    ;(title.get('[data-test="stats"]').element as HTMLElement).focus()
    expect(walked('ArrowDown', 3)).toEqual(['rules', 'quit', 'new-game'])
    press('End')
    expect(focused()).toBe('quit')
    press('Home')
    expect(focused()).toBe('new-game')
    title.unmount()
  })

  it('step along the small buttons’ rows with Left and Right, and leave the large ones be', async () => {
    const title = await mountTitle()
    // on a way to play, Left and Right move nothing: the column walks with Up and Down
    press('ArrowRight')
    expect(focused()).toBe('new-game')
    ;(title.get('[data-test="collection"]').element as HTMLElement).focus()
    const right: (string | undefined)[] = []
    for (let i = 0; i < MORE.length; i++) {
      press('ArrowRight')
      right.push(focused())
    }
    // beside, then the next row's first, round from Quit inside the group
    expect(right).toEqual([...MORE.slice(1), MORE[0]])
    press('ArrowLeft')
    expect(focused()).toBe('quit')
    press('ArrowLeft')
    expect(focused()).toBe('settings')
    title.unmount()
  })
})

describe('the title’s help key', () => {
  it('F1 opens How to play on its Controls page; under an open dialog it waits', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const title = mount(TitleView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    await settle()
    const navigation = useNavigationStore()
    navigation.home()
    const dialog = document.body.appendChild(document.createElement('div'))
    dialog.setAttribute('aria-modal', 'true')
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F1', cancelable: true }))
    expect(navigation.current.screen).toBe('title')
    dialog.remove()
    const f1 = new KeyboardEvent('keydown', { key: 'F1', cancelable: true })
    window.dispatchEvent(f1)
    expect(navigation.current).toMatchObject({ screen: 'rules', params: { tab: 'controls' } })
    // the browser's own help stays shut
    expect(f1.defaultPrevented).toBe(true)
    title.unmount()
  })
})
