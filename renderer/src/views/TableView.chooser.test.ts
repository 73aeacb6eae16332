// @vitest-environment happy-dom
/**
 * Where the keyboard goes as the hand chooser closes: Bring pressed, the hands dealt, the focus
 * moves once, to where the player acts next, and never back into the chooser that is closing (a
 * screen reader says every stop). Over the real api router on a temporary data folder, in the
 * app's shell with its focus keeper, the cards moving at their own pace (the store's timers
 * faked, moved on by the test).
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RulesetId } from '@common/rulesets'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { quickStart, useStoreClock } from '@/testing/table-clock'
import { appShell, frames, focused } from '@/testing/app-shell'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { leaveScreen, refocusNear } = await import('@/composables/useFocusKeeper')
const TableView = (await import('./TableView.vue')).default

const { settle } = useRealMainPerTest(real, 'table-chooser', {
  profile: { slot: 1, name: 'Tester' },
})

// after the app is unmounted and the real timers are back: no wait for a home outlives its test
afterEach(() => {
  leaveScreen()
  document.body.replaceChildren()
})
const clock = useStoreClock()

const App = await appShell({ table: TableView })

/** The app on the title screen, the cards moving, a key pressed: the keyboard is in use. */
function byKeyboard(): VueWrapper {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'off'
  const wrapper = clock.keep(
    mount(App, { global: { plugins: [pinia, i18n] }, attachTo: document.body }),
  )
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  return wrapper
}

/** A key pressed where the focus is, as the browser sends it. */
async function press(key: string): Promise<void> {
  const target = document.activeElement ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  target.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true, cancelable: true }))
  await flushPromises()
}

/**
 * Every control the focus goes to from now on, by its `data-test`. Chromium tells the focus
 * keeper of a focused control taken off the page (focusout), happy-dom does not: `step` gives
 * the keeper that news as the app's page would, and is to be called as the table moves on.
 */
function focusTrail(): { stops: string[]; step: () => void } {
  const stops: string[] = []
  document.addEventListener('focusin', (event) => {
    stops.push((event.target as HTMLElement).getAttribute('data-test') ?? '?')
  })
  let on = document.activeElement as HTMLElement | null
  return {
    stops,
    step() {
      if (on && !on.isConnected) refocusNear(on)
      on = document.activeElement as HTMLElement | null
    },
  }
}

/**
 * The match opened on the hand chooser: by the keyboard, which lands on its first card, or with
 * the pointer in use (Play clicked), where no control is focused.
 */
async function atTheChooser(rules: RulesetId, pointer = false): Promise<VueWrapper> {
  const w = byKeyboard()
  if (pointer) document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
  const match = useMatchStore()
  await match.start(quickStart(rules))
  await settle()
  for (let i = 0; i < 200 && match.presenting; i++) {
    await vi.advanceTimersByTimeAsync(100)
    await frames(1)
  }
  await frames()
  expect(w.find('[role="dialog"]').exists()).toBe(true)
  expect(focused()).toBe(pointer ? null : 'pool-0')
  return w
}

describe('the keyboard as the hand chooser closes', () => {
  for (const rules of ['cantina', 'tournament'] as const) {
    it(`goes once, to End turn, after Bring (${rules})`, async () => {
      const w = await atTheChooser(rules)
      const match = useMatchStore()
      for (const digit of ['1', '2', '3', '4']) await press(digit)
      expect(w.findAll('[data-choose-pool] [aria-pressed="true"]')).toHaveLength(4)

      const trail = focusTrail()
      // Enter on the focused card brings the hand, as the chooser's button says
      await press('Enter')
      trail.step()
      expect(match.pending).toBe(true)
      await settle()
      trail.step()
      // the hands are dealt, the chooser gone: the deal plays, the keyboard nowhere yet
      for (let i = 0; i < 400 && match.presenting; i++) {
        await vi.advanceTimersByTimeAsync(100)
        await frames(1)
        trail.step()
      }
      expect(match.presenting).toBe(false)
      await frames()
      trail.step()
      expect(w.find('[role="dialog"]').exists()).toBe(false)
      expect(match.canAct).toBe(true)
      // one stop: never back on the closing chooser's pool, nor on the menu through the deal
      expect(trail.stops).toEqual(['end-turn'])
      expect(focused()).toBe('end-turn')
    })
  }
})

describe('the keyboard at a hand chooser opened by a click', () => {
  /** The app with the pointer in use: Play clicked, so the chooser opens with nothing focused. */
  const byPointer = (): Promise<VueWrapper> => atTheChooser('tournament', true)

  /** Enter pressed, the hands dealt and the deal shown: where the keyboard is then. */
  async function bring(): Promise<string | null> {
    const match = useMatchStore()
    const trail = focusTrail()
    await press('Enter')
    trail.step()
    await settle()
    for (let i = 0; i < 400 && match.presenting; i++) {
      await vi.advanceTimersByTimeAsync(100)
      await frames(1)
      trail.step()
    }
    await frames()
    trail.step()
    expect(match.canAct).toBe(true)
    return focused()
  }

  it('takes the keyboard to the card a digit picks, and to End turn after Enter', async () => {
    const w = await byPointer()
    await press('3')
    expect(focused()).toBe('pool-2')
    for (const digit of ['1', '2', '4']) await press(digit)
    expect(w.findAll('[data-choose-pool] [aria-pressed="true"]')).toHaveLength(4)
    // the keyboard stays where the first digit put it
    expect(focused()).toBe('pool-2')
    expect(await bring()).toBe('end-turn')
  })

  it('goes to End turn after Enter pressed with no control focused', async () => {
    await byPointer()
    for (const digit of ['1', '2', '3', '4']) await press(digit)
    ;(document.activeElement as HTMLElement).blur()
    expect(await bring()).toBe('end-turn')
  })
})

describe('Tab while hands are chosen', () => {
  /** Tab (or Shift+Tab) pressed where the focus is; where it went, by its `data-test`. */
  async function tab(shiftKey = false): Promise<string | null> {
    const target = document.activeElement ?? document.body
    const event = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey,
      bubbles: true,
      cancelable: true,
    })
    target.dispatchEvent(event)
    await flushPromises()
    return focused()
  }

  it('goes round the pool, Bring, then Hint and Menu, and back to the pool', async () => {
    await atTheChooser('tournament')
    for (const digit of ['1', '2', '3', '4']) await press(digit)
    const round: (string | null)[] = []
    for (let i = 0; i < 14; i++) round.push(await tab())
    const pool = Array.from({ length: 10 }, (_, i) => `pool-${i}`)
    // as drawn: the pool, Bring under it on the right, the table's own buttons below the chooser
    expect(round).toEqual([...pool.slice(1), 'choose-confirm', 'hint', 'menu', 'pool-0', 'pool-1'])
    expect(await tab(true)).toBe('pool-0')
    expect(await tab(true)).toBe('menu')
    expect(await tab(true)).toBe('hint')
    expect(await tab(true)).toBe('choose-confirm')
  })

  it('takes in the Dismiss of a failed call, over the strip’s head, after the buttons', async () => {
    await atTheChooser('tournament')
    // a stand while hands are chosen: main refuses it, a refusal the table did not expect
    expect(await useMatchStore().act({ type: 'stand' })).toBe(false)
    await settle()
    await frames()
    expect(document.querySelector('[data-test="error"]')).not.toBeNull()
    // Bring is off, with no card chosen
    ;(document.querySelector('[data-test="pool-9"]') as HTMLElement).focus()
    expect([await tab(), await tab(), await tab(), await tab()]).toEqual([
      'hint',
      'menu',
      'dismiss-error',
      'pool-0',
    ])
    expect(await tab(true)).toBe('dismiss-error')
  })

  it('passes Bring while it is off, and comes in from the page at the pool’s first card', async () => {
    await atTheChooser('cantina')
    const toPoolEnd: (string | null)[] = []
    for (let i = 0; i < 11; i++) toPoolEnd.push(await tab())
    expect(toPoolEnd.slice(-3)).toEqual(['pool-9', 'hint', 'menu'])
    // the keyboard on no control (a match started with the mouse): not the buttons below first
    ;(document.activeElement as HTMLElement).blur()
    expect(focused()).toBe(null)
    expect(await tab()).toBe('pool-0')
    ;(document.activeElement as HTMLElement).blur()
    expect(await tab(true)).toBe('menu')
  })
})
