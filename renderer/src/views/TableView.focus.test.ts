// @vitest-environment happy-dom
/**
 * Where the keyboard waits at the table while it cannot act: through the opening deal, and
 * while a card played is shown, it is on the menu (whose tip opens only under the pointer), never
 * on a card of the hand that cannot be played yet, whose tooltip would cover the player's own
 * table; it moves to End turn as that comes on. Over the real api router on a temporary data
 * folder, the cards moving at their own pace (the store's timers faked, moved on by the test).
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { quickStart, useStoreClock } from '@/testing/table-clock'
import { appShell } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useSettingsStore } = await import('@/stores/settings')
const { leaveScreen, refocusNear } = await import('@/composables/useFocusKeeper')
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

const frame = (): Promise<void> => new Promise((done) => requestAnimationFrame(() => done()))
/** A few frames, as many as the keyboard's moves wait for a place to show or come on. */
async function frames(n = 10): Promise<void> {
  for (let i = 0; i < n; i++) {
    await frame()
    await flushPromises()
  }
}
/** What has the focus, by its `data-test`. */
const focused = (): string | null => document.activeElement?.getAttribute('data-test') ?? null
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
