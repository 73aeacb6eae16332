// @vitest-environment happy-dom
/**
 * The settings screen's sound panel over the real api router on a temporary data folder: muting
 * is main's saved setting, and while it holds the volume sliders are off and say why; so is
 * reduced motion, and while it holds the animation speed is off; the table talk's box is main's
 * setting too.
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
    for (const name of VOLUMES) expect(slider(name).attributes('aria-disabled')).toBeUndefined()
    expect(note().exists()).toBe(false)

    await wrapper.get('[data-test="mute"]').setValue(true)
    await settle()
    expect((await main('settings.get')).muted).toBe(true)
    expect(note().text()).toBe('Muted: the volumes apply again when sound is back on.')
    const id = note().attributes('id')
    expect(id).toBeTruthy()
    for (const name of VOLUMES) {
      // off, yet in Tab's way: a screen reader calls it unavailable and reads the note with it
      expect(slider(name).attributes('aria-disabled')).toBe('true')
      expect(slider(name).attributes('disabled')).toBeUndefined()
      expect(slider(name).attributes('aria-describedby')).toBe(id)
      expect(slider(name).element.closest('.slider')?.classList.contains('off')).toBe(true)
    }
    // the switch that turns the sound back on says it too, and stays on (reachable)
    expect(wrapper.get('[data-test="mute"]').attributes('aria-describedby')).toBe(id)
    expect(wrapper.get('[data-test="mute"]').attributes('disabled')).toBeUndefined()
    // only the volumes: the animation speed has nothing to do with sound
    expect(slider('animation-speed').attributes('aria-disabled')).toBeUndefined()
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
      expect(slider(name).attributes('aria-disabled')).toBeUndefined()
      expect(slider(name).attributes('aria-describedby')).toBeUndefined()
    }
    wrapper.unmount()
  })

  it('refuse every change while muted, the keyboard’s and a drag’s alike', async () => {
    await main('settings.update', { muted: true })
    const wrapper = await openSettings()
    const music = wrapper.get('[data-test="music-volume"]')
    const input = music.element as HTMLInputElement
    // a key that would step it does nothing; Tab still leaves it
    for (const key of ['ArrowRight', 'ArrowUp', 'Home', 'End', 'PageUp']) {
      const press = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      input.dispatchEvent(press)
      expect(press.defaultPrevented).toBe(true)
    }
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
    input.dispatchEvent(tab)
    expect(tab.defaultPrevented).toBe(false)
    // a press does not start a drag
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    input.dispatchEvent(press)
    expect(press.defaultPrevented).toBe(true)
    // and a move that got through anyway is put back, and main is not told
    await music.setValue('1')
    await music.trigger('change')
    await settle()
    expect(input.value).toBe('0.6')
    expect(wrapper.findAll('output')[0]?.text()).toBe('60%')
    expect((await main('settings.get')).musicVolume).toBe(0.6)
    wrapper.unmount()
  })

  it('open muted when the saved setting says so', async () => {
    await main('settings.update', { muted: true })
    const wrapper = await openSettings()
    expect(wrapper.find('[data-test="muted-note"]').exists()).toBe(true)
    for (const name of VOLUMES) {
      expect(wrapper.get(`[data-test="${name}"]`).attributes('aria-disabled')).toBe('true')
    }
    wrapper.unmount()
  })

  it('name each slider by its label alone: the value is the slider’s, said once', async () => {
    const wrapper = await openSettings()
    const named = (test: string): { name: string; value: string | undefined } => {
      const input = wrapper.get(`[data-test="${test}"]`)
      // no name of its own: its label's words are its name, and the label holds no value
      expect(input.attributes('aria-label')).toBeUndefined()
      expect(input.attributes('aria-labelledby')).toBeUndefined()
      const label = input.element.closest('label')
      return { name: label?.textContent?.trim() ?? '', value: input.attributes('aria-valuetext') }
    }
    expect(named('music-volume')).toEqual({ name: 'Music', value: '60%' })
    expect(named('effects-volume')).toEqual({ name: 'Effects', value: '80%' })
    expect(named('animation-speed')).toEqual({ name: 'Animation speed', value: '1×' })
    // the value shown beside it is for the eye: a live region would say it again
    for (const output of wrapper.findAll('output')) {
      expect(output.attributes('aria-hidden')).toBe('true')
      expect(output.element.closest('label')).toBeNull()
    }
    i18n.global.locale.value = 'de'
    await settle()
    expect(named('music-volume')).toEqual({ name: 'Musik', value: '60\u00a0%' })
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })
})

describe('the motion settings', () => {
  it('turn the animation speed off under reduced motion, which overrides it, and say so', async () => {
    const wrapper = await openSettings()
    const speed = () => wrapper.get('[data-test="animation-speed"]')
    const state = () => wrapper.get('[data-test="motion-state"]')
    // the test's system asks for full motion
    expect(speed().attributes('aria-disabled')).toBeUndefined()
    expect(speed().attributes('aria-describedby')).toBeUndefined()

    await wrapper.get('[data-test="motion-on"]').setValue(true)
    await settle()
    expect((await main('settings.get')).reducedMotion).toBe('on')
    // off as the volumes are while muted: still in Tab's way, and the line below says why
    expect(speed().attributes('aria-disabled')).toBe('true')
    expect(speed().attributes('disabled')).toBeUndefined()
    expect(speed().element.closest('.slider')?.classList.contains('off')).toBe(true)
    expect(speed().attributes('aria-describedby')).toBe(state().attributes('id'))
    expect(state().text()).toBe(
      'Motion is reduced: cards appear without moving, nothing shimmers, and the animation speed has no effect.',
    )
    await speed().setValue('2')
    await speed().trigger('change')
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(1)

    i18n.global.locale.value = 'de'
    await settle()
    expect(state().text()).toBe(
      'Bewegung ist reduziert: Karten erscheinen ohne Bewegung, nichts schimmert, und das Animationstempo hat keine Wirkung.',
    )
    i18n.global.locale.value = 'en'

    await wrapper.get('[data-test="motion-off"]').setValue(true)
    await settle()
    expect(speed().attributes('aria-disabled')).toBeUndefined()
    expect(speed().attributes('aria-describedby')).toBeUndefined()
    await speed().setValue('2')
    await speed().trigger('change')
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(2)
    wrapper.unmount()
  })
})

describe('the table talk', () => {
  it('a box named by its label turns the opponents’ talk off in main, and on again', async () => {
    const { useSettingsStore } = await import('@/stores/settings')
    const wrapper = await openSettings()
    const box = () => wrapper.get<HTMLInputElement>('[data-test="table-talk"]')
    expect(box().element.closest('label')?.textContent?.trim()).toBe('Opponents talk at the table')
    // a new player's opponents talk
    expect(box().element.checked).toBe(true)

    await box().setValue(false)
    await settle()
    expect((await main('settings.get')).tableTalk).toBe(false)
    expect(box().element.checked).toBe(false)
    // what the table reads to keep its opponents quiet (TableView.talk.test.ts)
    expect(useSettingsStore().settings.tableTalk).toBe(false)

    i18n.global.locale.value = 'de'
    await settle()
    expect(box().element.closest('label')?.textContent?.trim()).toBe('Gegner reden am Tisch')
    i18n.global.locale.value = 'en'

    await box().setValue(true)
    await settle()
    expect((await main('settings.get')).tableTalk).toBe(true)
    expect(box().element.checked).toBe(true)
    wrapper.unmount()
  })

  it('opens unticked when the saved setting has the talk off', async () => {
    await main('settings.update', { tableTalk: false })
    const wrapper = await openSettings()
    expect(wrapper.get<HTMLInputElement>('[data-test="table-talk"]').element.checked).toBe(false)
    wrapper.unmount()
  })
})

describe('the controls', () => {
  it('a button, and F1 or ?, open How to play on its Controls page; not while a field types', async () => {
    const { useNavigationStore } = await import('@/stores/navigation')
    for (const how of ['button', 'F1', '?'] as const) {
      const wrapper = await openSettings()
      const navigation = useNavigationStore()
      navigation.go('settings')
      if (how === 'button') await wrapper.get('[data-test="controls"]').trigger('click')
      else window.dispatchEvent(new KeyboardEvent('keydown', { key: how, cancelable: true }))
      expect(navigation.current).toMatchObject({ screen: 'rules', params: { tab: 'controls' } })
      wrapper.unmount()
    }
    const wrapper = await openSettings()
    const navigation = useNavigationStore()
    navigation.go('settings')
    const field = document.body.appendChild(document.createElement('input'))
    field.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true }))
    expect(navigation.current.screen).toBe('settings')
    field.remove()
    expect(wrapper.get('[data-test="controls"]').text()).toContain('Controls')
    wrapper.unmount()
  })

  it('the button’s cap and shortcut are the first key controls.ts opens the page with', async () => {
    const { useNavigationStore } = await import('@/stores/navigation')
    const { HELP_KEYS } = await import('@/composables/controls')
    const wrapper = await openSettings()
    const navigation = useNavigationStore()
    navigation.go('settings')
    const button = wrapper.get('[data-test="controls"]')
    // a key shown on a cap in capitals ("F1"), as the Controls page draws a letter
    expect(button.get('kbd').text()).toBe(HELP_KEYS[0]!.toUpperCase())
    const key = button.attributes('aria-keyshortcuts')
    window.dispatchEvent(new KeyboardEvent('keydown', { key, cancelable: true }))
    expect(navigation.current).toMatchObject({ screen: 'rules', params: { tab: 'controls' } })
    wrapper.unmount()
  })
})
