// @vitest-environment happy-dom
/**
 * Where the keyboard waits at the table while it cannot act: through the opening deal, and
 * while a card played is shown, it is on the menu (whose tip opens only under the pointer), never
 * on a card of the hand that cannot be played yet, whose tooltip would cover the player's own
 * table; it moves to End turn as that comes on. Over the real api router on a temporary data
 * folder, the cards moving at their own pace (the store's timers faked, moved on by the test).
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { quickStart, useStoreClock } from '@/testing/table-clock'
import { appShell, frames, focused } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useSettingsStore } = await import('@/stores/settings')
const { FOCUSABLE, leaveScreen, refocusNear } = await import('@/composables/useFocusKeeper')
const TableView = (await import('./TableView.vue')).default

const { settle } = useRealMainPerTest(real, 'table-focus', {
  profile: { slot: 1, name: 'Tester' },
})

// after the app is unmounted and the real timers are back (the clock's hook, registered later,
// runs first): no wait for a screen's home outlives its test
afterEach(() => {
  leaveScreen()
  document.body.replaceChildren()
})
// only the store's timers: the deal is moved on by the test, never waited out
const clock = useStoreClock()

const App = await appShell({ table: TableView })

/** Whether the focus is on a card of the hand: its tooltip is open (CardTip, `:focus-within`). */
const onACard = (): boolean => !!document.activeElement?.closest('.card-tip')

/**
 * Moves the table's beats on until it has shown main's answer, a frame after each, and says
 * whether the keyboard was ever on a card of the hand meanwhile.
 */
async function showAll(): Promise<{ onACard: boolean }> {
  const match = useMatchStore()
  let seen = false
  while (match.presenting) {
    await vi.advanceTimersByTimeAsync(100)
    await frames(1)
    seen ||= onACard()
  }
  await settle()
  await frames()
  return { onACard: seen || onACard() }
}

/**
 * Where Tab stops at the table, in its order: the page's order, as no control of the table sets
 * a positive tabindex (which the test holds to). Each by its `data-test`, the hand's cards and
 * sign toggles as 'hand', the cards on the tables by whose table; the same name twice in a row
 * once.
 */
function tabStops(): { names: string[]; first: HTMLElement; last: HTMLElement } {
  const table = document.querySelector<HTMLElement>('.console')
  if (!table) throw new Error('no table')
  expect(table.querySelectorAll('[tabindex]:not([tabindex="0"], [tabindex="-1"])')).toHaveLength(0)
  const stops = Array.from(table.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) => !control.matches(':disabled, [tabindex="-1"]'),
  )
  const nameOf = (control: HTMLElement): string => {
    if (control.closest('[data-test="my-hand"]')) return 'hand'
    if (control.closest('[data-test="my-table"]')) return 'my table'
    if (control.closest('[data-test="their-table"]')) return 'their table'
    return control.dataset.test ?? control.className
  }
  const names = stops.map(nameOf).filter((name, i, all) => name !== all[i - 1])
  const [first, last] = [stops[0], stops.at(-1)]
  if (!first || !last) throw new Error('nothing to Tab to')
  return { names, first, last }
}

/** Tab (or Shift+Tab) pressed where the focus is, as the browser sends it: whether it was kept. */
function tab(shiftKey = false): boolean {
  const event = new KeyboardEvent('keydown', {
    key: 'Tab',
    shiftKey,
    bubbles: true,
    cancelable: true,
  })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  return event.defaultPrevented
}

/** Makes `action`, main's answer shown to its end. */
async function move(action: PlayerAction): Promise<void> {
  const acted = useMatchStore().act(action)
  await settle()
  await showAll()
  expect(await acted).toBe(true)
}

/** The app on the title screen, the cards moving, a key pressed: the keyboard is in use. */
async function byKeyboard(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'off'
  const wrapper = clock.keep(
    mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body }),
  )
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  return wrapper
}

describe('the keyboard at the table while it cannot act', () => {
  it('waits on the menu through the opening deal, then goes to End turn', async () => {
    const w = await byKeyboard()
    const match = useMatchStore()
    await match.start(quickStart('classic'))
    await settle()
    await frames()
    // the deal is under way: the hand lies on the table, nothing of it can be played yet
    expect(useNavigationStore().current.screen).toBe('table')
    expect(match.presenting).toBe(true)
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(4)
    expect(w.get('[data-test="end-turn"]').attributes('disabled')).toBeDefined()
    expect(focused()).toBe('menu')
    expect(onACard()).toBe(false)

    // it stays there, no tooltip opened, until play starts, and goes to End turn then
    expect((await showAll()).onACard).toBe(false)
    expect(w.get('[data-test="end-turn"]').attributes('disabled')).toBeUndefined()
    expect(focused()).toBe('end-turn')
  })

  it('waits on the menu, not on the next card, while a card played is shown', async () => {
    const w = await byKeyboard()
    const match = useMatchStore()
    await match.start(quickStart('classic'))
    await settle()
    await showAll()
    // the player goes to a card that can be played and plays it with Enter
    const card = w.find('[data-test="my-hand"] .card-button:not([aria-disabled="true"])')
    expect(card.exists()).toBe(true)
    ;(card.element as HTMLElement).focus()
    card.element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await card.trigger('click')
    await settle()
    // the card lifts out of the hand and lands on the table, the keyboard on it till it is gone
    while (card.element.isConnected) await vi.advanceTimersByTimeAsync(100)
    // Chromium tells the focus keeper of a focused control taken away (focusout), happy-dom
    // does not: the keeper's answer to it, as the app gives it
    refocusNear(card.element as HTMLElement)
    await frames()
    // the rest of the hand cannot be played while the table shows the card
    expect(match.presenting).toBe(true)
    expect(focused()).toBe('menu')
    expect((await showAll()).onACard).toBe(false)
    expect(focused()).toBe('end-turn')
  })
})

describe('Tab at the table', () => {
  it('goes from the hand to the buttons, then to the cards on both tables, and round', async () => {
    const w = await byKeyboard()
    const match = useMatchStore()
    await match.start(quickStart('classic'))
    await settle()
    await showAll()
    // a turn each, so that both tables have cards to read
    await move({ type: 'end' })
    expect(match.canAct).toBe(true)
    expect(w.findAll('[data-test="their-table"] .placed').length).toBeGreaterThan(0)

    // the cards the player can play first, then the buttons, then the tables' cards, to read:
    // a card on the table was the first stop, before anything the player could do
    const order = ['end-turn', 'stand', 'hint', 'menu', 'my table', 'their table']
    const stops = tabStops()
    expect(stops.names).toEqual(['hand', ...order])
    expect(stops.first.getAttribute('aria-disabled')).toBe('false')
    // a card on the table still takes the keyboard, and its tooltip is its description
    const onTable = w.get('[data-test="my-table"] .placed').element as HTMLElement
    expect(onTable.getAttribute('tabindex')).toBe('0')
    expect(document.getElementById(onTable.getAttribute('aria-describedby') ?? '')).not.toBeNull()

    // past the last stop Tab comes round to the first, and Shift+Tab back: it never leaves the
    // table for the browser's bar
    stops.last.focus()
    expect(tab()).toBe(true)
    expect(document.activeElement).toBe(stops.first)
    expect(tab(true)).toBe(true)
    expect(document.activeElement).toBe(stops.last)
    // in between, Tab is the browser's own
    ;(w.get('[data-test="end-turn"]').element as HTMLElement).focus()
    expect(tab()).toBe(false)
    // from the page (the keyboard on no control: a match played with the mouse), Shift+Tab
    // comes in at the round's end: the browser's own left the page for its bar
    ;(document.activeElement as HTMLElement).blur()
    expect(tab(true)).toBe(true)
    expect(document.activeElement).toBe(stops.last)

    // with no card the player can play now (one a turn in classic), End turn comes first: a card
    // that cannot be played is passed by, its tooltip would cover the player's own table
    for (let moves = 0; match.legal.some((a) => a.type === 'play'); moves++) {
      if (moves > 20) throw new Error('a card could always be played')
      const play = match.legal.find((a) => a.type === 'play')
      if (play) await move({ type: 'play', card: play.card, sign: play.sign })
    }
    expect(match.canAct).toBe(true)
    expect(tabStops().names.slice(0, order.length - 2)).toEqual(order.slice(0, -2))
  })
})
