// @vitest-environment happy-dom
/**
 * The keyboard's waits for a screen's home end when the player may act, however long that takes,
 * never because time passed. At the table End turn comes on only after the deal and the
 * opponent's turn (the master thinking, a hot-seat curtain, a busy machine): a wait given up
 * after a while left the keyboard on the menu, or on the page, where Tab and Enter do nothing
 * sensible. They end too when the player moves the focus, takes the mouse or leaves the screen:
 * a home that comes on later steals nothing. The page's frames and clock are faked and moved on
 * by the test, so a long wait is simulated, never waited out.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref, watch, type Component } from 'vue'
import { i18n } from '@/i18n'
import type { Route, Screen } from '@/stores/navigation'
import { homeWhenReady, leaveScreen, useFocusKeeper } from './useFocusKeeper'
import { useScreenFocus } from './useScreenFocus'

/** Longer than any wait was allowed before: the deal and a slow opponent's turn. */
const LONG_TURN_MS = 20_000

/** Whether the table still shows what happened (the deal, the opponent's turn). */
const presenting = ref(true)
/** Whether the hand chooser is open (the tournament, before the deal). */
const choosing = ref(false)
/** Whether the table's controls are drawn yet (they are not while the match loads). */
const loaded = ref(true)
/** Whether the cantina's Sit down has come on (it waits for the saved decks). */
const decksIn = ref(true)

type Drawn = ReturnType<typeof h>
/** A control, by its `data-test`, turned off (disabled) when `off`. */
const button = (test: string, more: Record<string, unknown> = {}, off = false): Drawn =>
  h('button', { type: 'button', 'data-test': test, disabled: off || undefined, ...more }, test)
/** A screen's root, as App.vue's views draw it. */
const screen = (name: string, children: (Drawn | null)[]): Drawn =>
  h('section', { 'data-screen': name }, children)

/**
 * The table's places for the keyboard as TableView draws them: the chooser's pool, End turn
 * (off until the player may act), a card of the hand, and the menu, on all along.
 */
const Table = defineComponent(() => {
  // as useTableKeyboard: the chooser closing under the keyboard sends it home once, when shown
  const panel = ref<HTMLElement | null>(null)
  watch(
    choosing,
    (now) => {
      if (!now && panel.value?.contains(document.activeElement)) {
        homeWhenReady(() => !presenting.value)
      }
    },
    { flush: 'pre' },
  )
  return () =>
    screen('Table', [
      choosing.value
        ? h('div', { ref: panel }, [button('pool-0', { 'data-focus-home': '0' })])
        : null,
      loaded.value ? button('end-turn', { 'data-focus-home': '1' }, presenting.value) : null,
      loaded.value ? button('hand-card-1') : null,
      loaded.value ? button('menu', { 'data-focus-home': '3' }) : null,
    ])
})

/** What the other screens of the test draw. */
const DRAWN: Partial<Record<Screen, () => Drawn>> = {
  quick: () =>
    screen('QuickMatch', [button('rules-tab', { 'data-focus-home': '1' }), button('start-quick')]),
  cantina: () =>
    screen('Cantina', [
      button('opponent', { 'data-focus-home': '1' }),
      decksIn.value ? button('start-match') : null,
    ]),
  about: () => screen('About', [h('p', 'no place of its own for the keyboard')]),
}

const SCREENS = {
  table: Table,
  ...Object.fromEntries(
    Object.entries(DRAWN).map(([name, draw]) => [name, defineComponent(() => draw)]),
  ),
} as Partial<Record<Screen, Component>>

const stack = ref<Route[]>([])
const App: Component = defineComponent(() => {
  useScreenFocus(stack)
  useFocusKeeper()
  return () =>
    h('main', { class: 'app' }, [
      h(SCREENS[stack.value.at(-1)!.screen]!, { key: stack.value.at(-1)!.screen }),
    ])
})

let wrapper: VueWrapper | null = null
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
  presenting.value = true
  choosing.value = false
  loaded.value = true
  decksIn.value = true
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  // no wait for a screen's home outlives its test
  leaveScreen()
  vi.useRealTimers()
  document.body.replaceChildren()
})

/** Time going by at the table, frame after frame. */
const pass = (ms: number): Promise<unknown> => vi.advanceTimersByTimeAsync(ms)
/** Mounts the app on `first`, the player at the keyboard. */
async function start(first: Screen): Promise<void> {
  stack.value = [{ screen: first, params: {} }]
  wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
  key()
  await pass(100)
}
/** A key of the player's that moves nothing (Tab would: on the last control it comes round). */
const key = (): void => void document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }))
/** The player goes on to `to`, by keys. */
async function go(to: Screen): Promise<void> {
  key()
  stack.value = [...stack.value, { screen: to, params: {} }]
  await nextTick()
}
/** The player puts the focus on `test` themselves, as Tab would. */
async function keyTo(test: string): Promise<void> {
  key()
  document.querySelector<HTMLElement>(`[data-test="${test}"]`)!.focus()
  await nextTick()
}
const focused = (): string | null => document.activeElement?.getAttribute('data-test') ?? null

describe('waiting at the table for the player’s turn', () => {
  it('moves from the menu to End turn as it comes on, after a long deal and turn', async () => {
    await start('quick')
    await go('table')
    await pass(100)
    // the menu meanwhile: End turn is off while the table shows the deal and their turn
    expect(focused()).toBe('menu')
    await pass(LONG_TURN_MS)
    expect(focused()).toBe('menu')
    presenting.value = false
    await pass(100)
    expect(focused()).toBe('end-turn')
  })

  it('lands on End turn when nothing of the table was on for a long while', async () => {
    loaded.value = false
    await start('quick')
    await go('table')
    await pass(LONG_TURN_MS)
    expect(focused()).toBeNull()
    loaded.value = true
    presenting.value = false
    await pass(100)
    expect(focused()).toBe('end-turn')
  })

  it('goes once from the closing chooser to End turn, however long the deal', async () => {
    choosing.value = true
    await start('quick')
    await go('table')
    await pass(100)
    expect(focused()).toBe('pool-0')
    // Bring: the chooser closes under the keyboard, the deal is shown, then their turn
    key()
    choosing.value = false
    await pass(LONG_TURN_MS)
    // no stop on the menu through the deal: a screen reader says every stop
    expect(focused()).toBeNull()
    presenting.value = false
    await pass(100)
    expect(focused()).toBe('end-turn')
  })
})

describe('a wait the player ends', () => {
  it('leaves the focus where the player moved it', async () => {
    await start('quick')
    await go('table')
    await pass(LONG_TURN_MS / 2)
    await keyTo('hand-card-1')
    await pass(LONG_TURN_MS / 2)
    presenting.value = false
    await pass(100)
    expect(focused()).toBe('hand-card-1')
  })

  it('leaves the focus on the page once the player took the mouse', async () => {
    loaded.value = false
    await start('quick')
    await go('table')
    await pass(LONG_TURN_MS / 2)
    document.dispatchEvent(new Event('pointerdown'))
    loaded.value = true
    presenting.value = false
    await pass(100)
    expect(focused()).toBeNull()
  })

  it('lets the screen gone back to put the keyboard where the player left it', async () => {
    await start('cantina')
    await keyTo('start-match')
    loaded.value = false
    await go('table')
    await pass(LONG_TURN_MS / 2)
    // back to the cantina, which waits for its decks before Sit down shows again
    decksIn.value = false
    key()
    stack.value = stack.value.slice(0, -1)
    await pass(100)
    expect(focused()).toBeNull()
    decksIn.value = true
    await pass(100)
    // the control the player left from, not the cantina's home, which the table's wait would take
    expect(focused()).toBe('start-match')
  })

  it('keeps no frames running on a screen with no place for the keyboard', async () => {
    await start('quick')
    await go('about')
    // the screen's name said and the window named: then nothing waits a frame any more
    await pass(LONG_TURN_MS)
    expect(vi.getTimerCount()).toBe(0)
    expect(focused()).toBeNull()
  })
})
