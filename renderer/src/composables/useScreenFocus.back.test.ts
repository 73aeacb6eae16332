// @vitest-environment happy-dom
/**
 * Coming back to a screen, the keyboard lands where the player left it, or on the screen's home
 * where that control is gone, and never waits on the page meanwhile: a Tab pressed then started
 * from the top of the document. Three ways it did: the trader's way to the decks, shown after a
 * buy, is not on the trader drawn anew; a question over the screen (the open match's Return to
 * it) goes with the move it answered; and the table's menu, closing as the player leaves the
 * table, put the keyboard on the home of the screen coming back before its control showed.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref, type Component } from 'vue'
import { i18n } from '@/i18n'
import type { Route, Screen } from '@/stores/navigation'
import { frames } from '@/testing/app-shell'
import { useDialogFocus } from './useDialogFocus'
import { leaveScreen, useFocusKeeper } from './useFocusKeeper'
import { useScreenFocus } from './useScreenFocus'

/** The trader's deal line, with its way to the decks: gone once the trader is drawn anew. */
const dealt = ref(false)
/** The open-match question, over whatever screen asked it (App.vue draws it outside them). */
const asking = ref(false)
/** Whether the cantina's Sit down has come on (it waits for the saved decks). */
const decksIn = ref(true)
/** The table's menu. */
const menuOpen = ref(false)

type Drawn = ReturnType<typeof h>
/** A control, by its `data-test`. */
const button = (test: string, more: Record<string, string> = {}): Drawn =>
  h('button', { type: 'button', 'data-test': test, ...more }, test)
/** A screen's root, as App.vue's views draw it. */
const screen = (name: string, children: (Drawn | null)[]): Drawn =>
  h('section', { 'data-screen': name }, children)

/** The table's menu: a dialog that gives the focus back as it closes (useDialogFocus). */
const TableMenu = defineComponent(() => {
  const root = ref<HTMLElement | null>(null)
  useDialogFocus(root)
  return () => h('div', { ref: root, 'aria-modal': 'true' }, [button('leave')])
})

/** What each screen of the test draws. */
const DRAWN: Partial<Record<Screen, () => Drawn>> = {
  shop: () =>
    screen('Shop', [
      button('buy', { 'data-focus-home': '1' }),
      dealt.value ? button('to-decks', { 'data-focus-passing': '' }) : null,
    ]),
  quick: () =>
    screen('QuickMatch', [button('rules-tab', { 'data-focus-home': '1' }), button('start-quick')]),
  cantina: () =>
    screen('Cantina', [
      button('opponent', { 'data-focus-home': '1' }),
      decksIn.value ? button('start-match') : null,
    ]),
  // the table behind its menu is inert, as TableView's is
  table: () =>
    screen('Table', [
      h('div', { inert: menuOpen.value || undefined }, [button('end-turn')]),
      menuOpen.value ? h(TableMenu) : null,
    ]),
  collection: () => screen('Collection', [button('back')]),
}

/** Each screen as a component of its own, made once: a screen stays put while it is shown. */
const SCREENS = Object.fromEntries(
  Object.entries(DRAWN).map(([name, draw]) => [name, defineComponent(() => draw)]),
) as Partial<Record<Screen, Component>>

const stack = ref<Route[]>([])
const App: Component = defineComponent(() => {
  useScreenFocus(stack)
  useFocusKeeper()
  return () => {
    const top = stack.value.at(-1)!
    return h('div', [
      h('main', { class: 'app' }, [h(SCREENS[top.screen]!, { key: top.screen })]),
      asking.value ? h('div', { 'aria-modal': 'true' }, [button('open-match-return')]) : null,
    ])
  }
})

let wrapper: VueWrapper | null = null
beforeEach(() => {
  dealt.value = false
  asking.value = false
  decksIn.value = true
  menuOpen.value = false
  stack.value = [{ screen: 'title', params: {} }]
})
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  // no wait for a screen's home outlives its test
  leaveScreen()
  document.body.replaceChildren()
})

/** Mounts the app on `first`, the player at the keyboard. */
async function start(first: Screen): Promise<void> {
  stack.value = [{ screen: first, params: {} }]
  wrapper = mount(App, { global: { plugins: [i18n] }, attachTo: document.body })
  await frames(2)
}
/** A key of the player's, then focus on `test`, as Tab would put it. */
async function keyTo(test: string): Promise<void> {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
  document.querySelector<HTMLElement>(`[data-test="${test}"]`)!.focus()
  await nextTick()
}
const go = (screen: Screen): void => {
  stack.value = [...stack.value, { screen, params: {} }]
}
const back = (): void => {
  stack.value = stack.value.slice(0, -1)
}
const focused = (): string | null => document.activeElement?.getAttribute('data-test') ?? null

describe('coming back to a screen', () => {
  it('starts on the trader’s home at once when the way to the decks is not drawn again', async () => {
    await start('shop')
    dealt.value = true
    await nextTick()
    await keyTo('to-decks')
    go('collection')
    await frames(2)
    // the trader comes back drawn anew, without the deal's line
    dealt.value = false
    back()
    await frames(3)
    expect(focused()).toBe('buy')
  })

  it('lands on the control a question over the screen was asked from, not on the page', async () => {
    await start('quick')
    await keyTo('start-quick')
    // Play asks first: the open match's question takes the keyboard, and Back to the table goes on
    asking.value = true
    await nextTick()
    await keyTo('open-match-return')
    go('table')
    asking.value = false
    await frames(2)
    back()
    await frames(3)
    // not the screen's home: the control the player was on
    expect(focused()).toBe('start-quick')
  })

  it('waits for the control the player left from while the menu left behind closes', async () => {
    await start('cantina')
    await keyTo('start-match')
    go('table')
    await frames(2)
    await keyTo('end-turn')
    menuOpen.value = true
    await frames(2)
    expect(focused()).toBe('leave')
    // Leave the table: the menu closes with the table, and the cantina waits for its decks
    decksIn.value = false
    menuOpen.value = false
    back()
    await frames(3)
    // the menu could give the focus back to nothing: the cantina's home is not put in its place
    expect(focused()).toBeNull()
    decksIn.value = true
    await frames(3)
    expect(focused()).toBe('start-match')
  })
})
