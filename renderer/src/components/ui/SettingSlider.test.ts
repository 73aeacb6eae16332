// @vitest-environment happy-dom
/**
 * A setting's slider over the real api router on a temporary data folder, its answers held back
 * so that arrow keys pressed faster than main answers can be played out in order.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApiError } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useSettingsStore } = await import('@/stores/settings')
const { default: SettingSlider } = await import('./SettingSlider.vue')

const { main, settle } = useRealMainPerTest(real, 'slider')
/** The settings changes sent and not yet let through to main, oldest first. */
let held: ((refuse: boolean) => void)[] = []

beforeEach(async () => {
  held = []
  const bridge = window.pazaak!.settings
  const update = bridge.update.bind(bridge)
  const refusal: ApiError = { code: 'invalid-payload', key: 'errors.api.invalidPayload' }
  // each change waits here until the test lets it through, as a busy main would keep it waiting
  bridge.update = (change) =>
    new Promise((resolve) =>
      held.push((refuse) => resolve(refuse ? { ok: false, error: refusal } : update(change))),
    )
})

/** Lets the oldest change held back reach main (or refuses it), and waits for the answer drawn. */
async function answerOldest(refuse = false): Promise<void> {
  held.shift()?.(refuse)
  await settle()
}

/** One press of the right arrow key, as the browser does it: a step up, then input and change. */
async function pressRight(wrapper: VueWrapper): Promise<void> {
  const input = wrapper.get('input').element as HTMLInputElement
  input.value = String(Number(input.value) + 0.05)
  await wrapper.get('input').trigger('input')
  await wrapper.get('input').trigger('change')
}

describe('a setting slider', () => {
  it('keeps the last of several fast key presses, whatever order the answers come back in', async () => {
    setActivePinia(createPinia())
    await useSettingsStore().load()
    const wrapper = mount(SettingSlider, {
      props: { setting: 'musicVolume' },
      global: { plugins: [i18n] },
    })
    const shown = (): string => wrapper.get('output').text()
    expect(shown()).toBe('60%')

    await pressRight(wrapper)
    await pressRight(wrapper)
    expect(shown()).toBe('70%')
    // the first press's answer comes back: the slider stays where the second put it
    await answerOldest()
    expect(shown()).toBe('70%')
    expect((await main('settings.get')).musicVolume).toBeCloseTo(0.65)
    // and a third press goes on from there, not from the first's 65%
    await pressRight(wrapper)
    expect(shown()).toBe('75%')
    await answerOldest()
    expect(shown()).toBe('75%')
    await answerOldest()
    expect(held).toEqual([])
    expect(shown()).toBe('75%')
    expect((await main('settings.get')).musicVolume).toBeCloseTo(0.75)
    wrapper.unmount()
  })

  it('springs back to main’s value when the last of them is refused', async () => {
    setActivePinia(createPinia())
    await useSettingsStore().load()
    const wrapper = mount(SettingSlider, {
      props: { setting: 'musicVolume' },
      global: { plugins: [i18n] },
    })
    await pressRight(wrapper)
    await pressRight(wrapper)
    await answerOldest()
    // main refuses the second (or fails to save it): the slider shows what main kept
    await answerOldest(true)
    expect(wrapper.get('output').text()).toBe('65%')
    expect(wrapper.find('[role="alert"]').exists()).toBe(true)
    wrapper.unmount()
  })
})
