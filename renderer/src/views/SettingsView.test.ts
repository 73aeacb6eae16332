// @vitest-environment happy-dom
/**
 * The settings screen's sound panel over the real api router on a temporary data folder: muting
 * is main's saved setting, and while it holds the volume sliders are off and say why.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: SettingsView } = await import('./SettingsView.vue')

const { main, settle } = useRealMainPerTest(real, 'settings')

async function openSettings(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(SettingsView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

const VOLUMES = ['music-volume', 'effects-volume'] as const

describe('the sound settings', () => {
  it('turn the volume sliders off while muted, say why, and on again with the sound', async () => {
    const wrapper = await openSettings()
    const slider = (name: string) => wrapper.get(`[data-test="${name}"]`)
    const note = () => wrapper.find('[data-test="muted-note"]')
    for (const name of VOLUMES) expect(slider(name).attributes('disabled')).toBeUndefined()
    expect(note().exists()).toBe(false)

    await wrapper.get('[data-test="mute"]').setValue(true)
    await settle()
    expect((await main('settings.get')).muted).toBe(true)
    expect(note().text()).toBe('Muted: the volumes apply again when sound is back on.')
    const id = note().attributes('id')
    expect(id).toBeTruthy()
    for (const name of VOLUMES) {
      // off: Tab passes it by, a screen reader calls it unavailable and reads the note with it
      expect(slider(name).attributes('disabled')).toBeDefined()
      expect(slider(name).attributes('aria-describedby')).toBe(id)
      expect(slider(name).element.closest('label')?.classList.contains('off')).toBe(true)
    }
    // the switch that turns the sound back on says it too, and stays on (reachable)
    expect(wrapper.get('[data-test="mute"]').attributes('aria-describedby')).toBe(id)
    expect(wrapper.get('[data-test="mute"]').attributes('disabled')).toBeUndefined()
    // only the volumes: the animation speed has nothing to do with sound
    expect(slider('animation-speed').attributes('disabled')).toBeUndefined()
    // and the volumes stay what they were, in effect again once the sound is on
    expect(wrapper.findAll('output').map((o) => o.text())).toEqual(['60%', '80%', '1×'])

    i18n.global.locale.value = 'de'
    await settle()
    expect(note().text()).toBe(
      'Stummgeschaltet: Die Lautstärken gelten wieder, sobald du den Ton einschaltest.',
    )
    i18n.global.locale.value = 'en'

    await wrapper.get('[data-test="mute"]').setValue(false)
    await settle()
    expect((await main('settings.get')).muted).toBe(false)
    expect(note().exists()).toBe(false)
    for (const name of VOLUMES) {
      expect(slider(name).attributes('disabled')).toBeUndefined()
      expect(slider(name).attributes('aria-describedby')).toBeUndefined()
    }
    wrapper.unmount()
  })

  it('open muted when the saved setting says so', async () => {
    await main('settings.update', { muted: true })
    const wrapper = await openSettings()
    expect(wrapper.find('[data-test="muted-note"]').exists()).toBe(true)
    for (const name of VOLUMES) {
      expect(wrapper.get(`[data-test="${name}"]`).attributes('disabled')).toBeDefined()
    }
    wrapper.unmount()
  })
})
