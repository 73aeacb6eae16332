// @vitest-environment happy-dom
/**
 * The table's Esc menu over the real api router on a temporary data folder: its sound switch and
 * speed slider change main's saved settings, as the settings screen does, and leave the keyboard
 * its ways through and out of the menu; the forfeit question's Keep playing goes back to the game.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; what is asked of it is recorded.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { applySoundSettings } = await import('@/fx/sound')
const { i18n } = await import('@/i18n')
const { useSettingsStore } = await import('@/stores/settings')
const { FOCUSABLE } = await import('@/composables/useFocusKeeper')
const { default: TableMenu } = await import('./TableMenu.vue')
const { useInputStore } = await import('@/stores/input')
const { adjust } = await import('@/composables/useGamepad')

const { main, settle } = useRealMainPerTest(real, 'table-menu')
let wrapper: VueWrapper | null = null

beforeEach(() => {
  vi.mocked(applySoundSettings).mockClear()
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** The menu over a table, with the settings main has (as the app loads them at its start). */
async function openMenu(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useSettingsStore().load()
  wrapper = mount(TableMenu, {
    props: { wager: 0 },
    global: { plugins: [pinia, i18n] },
    attachTo: document.body,
  })
  await settle()
  return wrapper
}

const input = (menu: VueWrapper, name: string) =>
  menu.get<HTMLInputElement>(`[data-test="${name}"]`).element

describe('the table menu’s sound switch and speed', () => {
  it('mutes and unmutes: main saves it and the sound goes quiet at once', async () => {
    const menu = await openMenu()
    await menu.get('[data-test="mute"]').setValue(true)
    await settle()
    expect((await main('settings.get')).muted).toBe(true)
    expect(useSettingsStore().settings.muted).toBe(true)
    expect(vi.mocked(applySoundSettings).mock.lastCall?.[0]).toMatchObject({ muted: true })
    expect(input(menu, 'mute').checked).toBe(true)

    await menu.get('[data-test="mute"]').setValue(false)
    await settle()
    expect((await main('settings.get')).muted).toBe(false)
    expect(vi.mocked(applySoundSettings).mock.lastCall?.[0]).toMatchObject({ muted: false })
  })

  it('sets the animation speed from the settings’ own steps', async () => {
    const menu = await openMenu()
    const speed = input(menu, 'animation-speed')
    expect([speed.min, speed.max, speed.step]).toEqual(['0.5', '4', '0.25'])
    expect(speed.getAttribute('aria-valuetext')).toBe('1×')
    await menu.get('[data-test="animation-speed"]').setValue('1.5')
    await menu.get('[data-test="animation-speed"]').trigger('change')
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(1.5)
    expect(useSettingsStore().durationScale).toBeCloseTo(1 / 1.5)
    expect(menu.get('[data-test="menu-settings"] output').text()).toBe('1.5×')
  })

  it('turns the speed off under reduced motion, says why, and takes no change', async () => {
    const menu = await openMenu()
    const speed = () => menu.get('[data-test="animation-speed"]')
    // the test's system asks for full motion
    expect(speed().attributes('aria-disabled')).toBeUndefined()
    expect(menu.find('[data-test="menu-motion"]').exists()).toBe(false)

    await useSettingsStore().update({ reducedMotion: 'on' })
    await settle()
    // still in Tab's way, as in the settings screen, and the line under it says why
    expect(speed().attributes('aria-disabled')).toBe('true')
    const note = menu.get('[data-test="menu-motion"]')
    expect(speed().attributes('aria-describedby')).toBe(note.attributes('id'))
    expect(note.text()).toBe('Motion is reduced (Settings): the speed has no effect.')
    await speed().setValue('2')
    await speed().trigger('change')
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(1)
  })

  it('takes a step from the gamepad’s left and right, and none while the speed is off', async () => {
    const menu = await openMenu()
    const speed = input(menu, 'animation-speed')
    expect(adjust(speed, 'right')).toBe(true)
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(1.25)
    expect(menu.get('[data-test="menu-settings"] output').text()).toBe('1.25×')

    await useSettingsStore().update({ reducedMotion: 'on' })
    await settle()
    adjust(speed, 'left')
    await settle()
    expect((await main('settings.get')).animationSpeed).toBe(1.25)
    expect(speed.value).toBe('1.25')
  })

  it('names Back to the table’s key by the device in use: Esc, or B on a gamepad', async () => {
    const menu = await openMenu()
    const key = () => menu.get('[data-test="key-back"]').text()
    expect(key()).toBe('Esc')
    useInputStore().use('gamepad')
    await settle()
    expect(key()).toBe('B')
    useInputStore().use('keyboard')
    await settle()
    expect(key()).toBe('Esc')
  })

  it('names both for a screen reader, in the settings screen’s words', async () => {
    const menu = await openMenu()
    const label = (name: string) => input(menu, name).closest('label')?.textContent ?? ''
    expect(label('mute')).toContain('Mute all sound')
    expect(label('animation-speed')).toContain('Animation speed')
    i18n.global.locale.value = 'de'
    await settle()
    expect(label('mute')).toContain('Alles stummschalten')
    expect(label('animation-speed')).toContain('Animationstempo')
  })

  it('puts both in Tab’s way just after Back to the table, and Esc from them closes the menu', async () => {
    const menu = await openMenu()
    const dialog = menu.get('[data-test="table-menu"]').element
    const order = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE))
      .filter((control) => !control.matches(':disabled'))
      .map((control) => control.dataset.test)
    expect(order).toEqual(['back-to-game', 'mute', 'animation-speed', 'leave', 'forfeit'])

    // the table's keys pass over keys pressed in a field: the menu itself closes on Esc there
    for (const name of ['mute', 'animation-speed']) {
      const control = input(menu, name)
      control.focus()
      control.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    }
    expect(menu.emitted('close')).toHaveLength(2)
    // a button's Esc is still the table's to handle, as before
    const leave = menu.get('[data-test="leave"]').element
    leave.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(menu.emitted('close')).toHaveLength(2)
  })
})

/**
 * The menu over a table as the table holds it: opened from a control of the table that has the
 * focus, shown until it asks to close; what it asked is counted.
 */
async function openOverTable(): Promise<{ table: VueWrapper; card: HTMLElement; asked: string[] }> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useSettingsStore().load()
  const asked: string[] = []
  const Table = defineComponent(() => {
    const open = ref(false)
    const ask = (what: string) => () => {
      asked.push(what)
      open.value = false
    }
    return () =>
      h('div', [
        h('button', { type: 'button', 'data-test': 'card', onClick: () => (open.value = true) }),
        open.value
          ? h(TableMenu, { wager: 0, onClose: ask('close'), onForfeit: ask('forfeit') })
          : null,
      ])
  })
  wrapper = mount(Table, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  const card = wrapper.get<HTMLElement>('[data-test="card"]').element
  card.focus()
  await wrapper.get('[data-test="card"]').trigger('click')
  await settle()
  return { table: wrapper, card, asked }
}

const focused = () => (document.activeElement as HTMLElement | null)?.dataset.test

describe('the table menu’s forfeit question', () => {
  it('goes back to the game on Keep playing, the focus where it was on the table', async () => {
    for (const [lang, words] of [
      ['en', 'Keep playing'],
      ['de', 'Nicht aufgeben'],
    ] as const) {
      const { table, card, asked } = await openOverTable()
      // after the settings' load, which sets the language main has
      i18n.global.locale.value = lang
      expect(focused()).toBe('back-to-game')
      await table.get('[data-test="forfeit"]').trigger('click')
      await settle()
      // the question opens on Keep playing
      expect(focused()).toBe('forfeit-cancel')
      expect(table.get('[data-test="forfeit-cancel"]').text()).toBe(words)
      await table.get('[data-test="forfeit-cancel"]').trigger('click')
      await settle()
      // not back to the menu: the menu closes, as Back to the table closes it, and nothing is lost
      expect(asked).toEqual(['close'])
      expect(table.find('[data-test="table-menu"]').exists()).toBe(false)
      expect(document.activeElement).toBe(card)
      table.unmount()
      wrapper = null
    }
  })

  it('steps back to the menu on Esc, on the Forfeit button that asked it', async () => {
    const { table, asked } = await openOverTable()
    await table.get('[data-test="forfeit"]').trigger('click')
    await settle()
    const keep = table.get('[data-test="forfeit-cancel"]').element
    keep.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await settle()
    expect(table.find('[data-test="forfeit-warning"]').exists()).toBe(false)
    expect(table.find('[data-test="table-menu"]').exists()).toBe(true)
    expect(focused()).toBe('forfeit')
    expect(asked).toEqual([])
  })

  it('stays up when a double click on Forfeit lands its second click on the backdrop', async () => {
    const { table, asked } = await openOverTable()
    await table.get('[data-test="forfeit"]').trigger('click', { detail: 1 })
    await settle()
    // the question is smaller than the menu: the second click of the double click misses it
    const backdrop = table.get('.backdrop')
    await backdrop.trigger('click', { detail: 2 })
    await settle()
    expect(asked).toEqual([])
    expect(table.find('[data-test="forfeit-warning"]').exists()).toBe(true)
    // a click of its own on the backdrop still closes the menu
    await backdrop.trigger('click', { detail: 1 })
    expect(asked).toEqual(['close'])
  })
})
