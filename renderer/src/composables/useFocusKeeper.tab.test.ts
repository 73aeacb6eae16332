// @vitest-environment happy-dom
/**
 * Tab comes round: on the last control of the page to the first, Shift+Tab on the first to the
 * last, as in a desktop program. The browser otherwise put the focus on the page, the next Tab
 * went to the screen's home, and a player going forward never reached Back or the header. And
 * from the page, Tab comes in at the screen's home and Shift+Tab at its last stop.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { useFocusKeeper } from './useFocusKeeper'

/** Whether a dialog is open over the screen. */
const dialogOpen = ref(false)
/** Whether the rules' radios come last on the screen, with no notice after it. */
const radiosLast = ref(false)

/** A screen as the quick match draws it: Back, a group of radios, Play; a notice after it. */
const App = defineComponent(() => {
  useFocusKeeper()
  const radio = (value: string, checked = false) =>
    h('input', { type: 'radio', name: 'rules', value, checked, 'data-test': `rules-${value}` })
  return () => {
    const radios = [radio('classic'), radio('tournament', true), radio('cantina')]
    const play = [
      h('button', { 'data-test': 'start', 'data-focus-home': '1' }, 'Play'),
      h('button', { 'data-test': 'skipped', tabindex: -1 }, 'Not a stop'),
      h('button', { 'data-test': 'off', disabled: true }, 'Off'),
    ]
    const back = h('button', { 'data-test': 'back' }, 'Back')
    return [
      h('main', { class: 'app' }, [
        h(
          'section',
          { 'data-screen': 'Quick' },
          radiosLast.value ? [back, ...play, ...radios] : [back, ...radios, ...play],
        ),
      ]),
      radiosLast.value ? null : h('aside', [h('button', { 'data-test': 'dismiss' }, 'Dismiss')]),
      dialogOpen.value
        ? h('div', { 'aria-modal': 'true' }, [h('button', { 'data-test': 'in-dialog' }, 'OK')])
        : null,
    ]
  }
})

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  dialogOpen.value = false
  radiosLast.value = false
})

/** The app on the page, the keyboard on the control named `test`. */
function on(test: string): void {
  wrapper ??= mount(App, { attachTo: document.body })
  ;(document.querySelector(`[data-test="${test}"]`) as HTMLElement).focus()
}

/** Tab (Shift+Tab when `back`) pressed on the focused control; whether the game took it. */
function tab(back = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey: back,
    bubbles: true,
    cancelable: true,
  })
  document.activeElement!.dispatchEvent(event)
  return event.defaultPrevented
}

const focused = () => (document.activeElement as HTMLElement).dataset.test

describe('Tab comes round', () => {
  it('from the last stop, after the screen, to Back, and Shift+Tab from Back to it', () => {
    on('dismiss')
    expect(tab()).toBe(true)
    expect(focused()).toBe('back')
    expect(tab(true)).toBe(true)
    expect(focused()).toBe('dismiss')
  })

  it('leaves every other Tab to the browser', () => {
    for (const test of ['back', 'rules-tournament', 'start']) {
      on(test)
      expect(tab(), test).toBe(false)
      expect(focused()).toBe(test)
    }
    // Shift+Tab from a control after the first is the browser's too
    on('start')
    expect(tab(true)).toBe(false)
  })

  it('counts a group of radios once, at its checked radio, and no control off the order', () => {
    // Play is followed by a control out of the order and one turned off: neither is a stop
    radiosLast.value = true
    on('back')
    // the group's checked radio is its stop, the last: not the unchecked one after it
    expect(tab(true)).toBe(true)
    expect(focused()).toBe('rules-tournament')
    expect(tab()).toBe(true)
    expect(focused()).toBe('back')
    on('start')
    expect(tab()).toBe(false)
  })

  it("from the page: Tab to the screen's home, Shift+Tab to its last stop", () => {
    // a mouse player's focus: the control clicked went with its screen, or the page was clicked
    for (const [back, to] of [
      [false, 'start'],
      [true, 'dismiss'],
    ] as const) {
      on('back')
      ;(document.activeElement as HTMLElement).blur()
      expect(document.activeElement).toBe(document.body)
      expect(tab(back), to).toBe(true)
      expect(focused()).toBe(to)
    }
  })

  it('leaves Tab to a dialog, which keeps its own', () => {
    on('dismiss')
    dialogOpen.value = true
    return wrapper!.vm.$nextTick().then(() => {
      ;(document.querySelector('[data-test="dismiss"]') as HTMLElement).focus()
      expect(tab()).toBe(false)
      expect(focused()).toBe('dismiss')
    })
  })
})
