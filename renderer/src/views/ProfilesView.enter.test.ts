// @vitest-environment happy-dom
/**
 * Enter on the save slots, over the real api router on a temporary data folder: the Enter that
 * saved a new name or answered the Delete question, pressed again at once, does not open the
 * field or the question again from the button the keyboard went back to; a moment later the
 * button opens it as ever.
 */
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REPRESS_MS } from '@/composables/focus-back'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-enter', { pinia: true })

/** Enter on what has the focus, as the browser takes it: a button not refused is pressed. */
async function enter(): Promise<void> {
  const on = document.activeElement as HTMLElement
  const down = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true })
  if (on.dispatchEvent(down) && on instanceof HTMLButtonElement) on.click()
  on.dispatchEvent(new KeyboardEvent('keyup', { key: 'Enter', bubbles: true, cancelable: true }))
  await settle()
}

/** The element that has the focus, by its `data-test` name. */
const focused = (): string | undefined => (document.activeElement as HTMLElement).dataset.test

let now = 1000
afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

/** The ProfilesView with a save in slot 1, on the page, its clock standing still. */
async function slots() {
  now = 1000
  vi.spyOn(performance, 'now').mockImplementation(() => now)
  await main('profiles.create', { slot: 1, name: 'Talon' })
  const w = mount(ProfilesView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return w
}

describe('Enter pressed twice on the save slots', () => {
  it('saves a new name once, and does not open the name field again', async () => {
    const w = await slots()
    const rename = w.get<HTMLButtonElement>('[data-test="slot-1"] [data-test="rename-slot"]')
    rename.element.focus()
    await enter()
    const field = w.get<HTMLInputElement>('[data-test="rename-input"]')
    await field.setValue('Oriella')
    field.element.focus()
    await enter()
    expect((await main('profiles.list')).find((p) => p.slot === 1)?.name).toBe('Oriella')
    expect(focused()).toBe('rename-slot')
    // the same Enter again, at once: the field stays closed
    await enter()
    expect(w.find('[data-test="rename-input"]').exists()).toBe(false)
    // a moment later, Enter on Rename opens it as ever
    now += REPRESS_MS + 1
    await enter()
    expect(w.find('[data-test="rename-input"]').exists()).toBe(true)
    w.unmount()
  })

  it('answers the Delete question once, and does not ask it again', async () => {
    const w = await slots()
    w.get<HTMLButtonElement>('[data-test="slot-1"] [data-test="delete-slot"]').element.focus()
    await enter()
    const cancel = document.querySelector<HTMLButtonElement>('[data-test="dialog-cancel"]')
    expect(cancel).not.toBeNull()
    cancel?.focus()
    await enter()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(focused()).toBe('delete-slot')
    await enter()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    now += REPRESS_MS + 1
    await enter()
    expect(document.querySelector('[role="dialog"]')).not.toBeNull()
    w.unmount()
  })
})
