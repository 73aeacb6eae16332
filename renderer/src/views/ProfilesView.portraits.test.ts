// @vitest-environment happy-dom
/**
 * The portrait choice of a new save over the real api router on a temporary data folder: one
 * group of radio buttons laid out four faces to a row, whose arrow keys follow the rows.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-portraits', { pinia: true })
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('the portrait choice', () => {
  it('moves a row with Up and Down, one face with Left and Right, to the ends with Home and End', async () => {
    const w = mount(ProfilesView, { global: { plugins: [i18n] }, attachTo: document.body })
    wrapper = w
    await settle()
    const faces = w.findAll<HTMLInputElement>('[data-test="slot-1"] .portraits input')
    expect(faces).toHaveLength(8)
    // still one radio group: one Tab stop, read as "Portrait 2, 2 of 8"
    expect(new Set(faces.map((f) => f.attributes('type')))).toEqual(new Set(['radio']))
    expect(new Set(faces.map((f) => f.attributes('name'))).size).toBe(1)
    const chosen = (): string | undefined =>
      faces.find((f) => f.element.checked)?.attributes('data-test')
    const press = async (key: string): Promise<void> => {
      const on = faces.find((f) => f.element === document.activeElement)
      await on!.trigger('keydown', { key })
      await settle()
    }
    await faces[1]!.setValue(true)
    faces[1]!.element.focus()
    await press('ArrowDown')
    expect(chosen()).toBe('portrait-6')
    expect(document.activeElement).toBe(faces[5]!.element)
    await press('ArrowDown') // the bottom row: stays
    expect(chosen()).toBe('portrait-6')
    await press('ArrowUp')
    expect(chosen()).toBe('portrait-2')
    await press('ArrowRight')
    expect(chosen()).toBe('portrait-3')
    await press('End')
    expect(chosen()).toBe('portrait-8')
    await press('Home')
    expect(chosen()).toBe('portrait-1')
    await press('ArrowLeft')
    expect(chosen()).toBe('portrait-8')
    expect(document.activeElement).toBe(faces[7]!.element)
    // the face the keys chose is the one the save gets
    await w.get('[data-test="slot-1"] [data-test="new-name"]').setValue('Anke')
    await w.get('[data-test="slot-1"] form').trigger('submit')
    await settle()
    const portraits = await main('profiles.portraits')
    expect((await main('profiles.list'))[0]?.portrait).toBe(portraits[7])
  })

  it('is called a portrait, in German too', async () => {
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    wrapper = w
    await settle()
    expect(w.get('[data-test="slot-1"] legend').text()).toBe('Your portrait')
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="slot-1"] legend').text()).toBe('Dein Porträt')
  })
})
