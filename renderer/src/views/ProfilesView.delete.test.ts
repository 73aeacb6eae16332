// @vitest-environment happy-dom
/**
 * Deleting a save over the real api router on a temporary data folder: its name is asked for
 * in any letter case (as main compares names), and Enter on another name says why, beside the
 * field and to a screen reader, in English and German.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-delete', {
  pinia: true,
  profile: { slot: 1, name: 'Anke' },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function askToDelete(): Promise<VueWrapper> {
  wrapper = mount(ProfilesView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  await wrapper.get('[data-test="slot-1"] [data-test="delete-slot"]').trigger('click')
  await settle()
  return wrapper
}

async function typeAndEnter(w: VueWrapper, text: string): Promise<void> {
  await w.get('[data-test="confirm-text"]').setValue(text)
  await w.get('[data-test="confirm-text"]').trigger('keydown.enter')
  await settle()
}

describe('deleting a save', () => {
  it('says beside the field why Enter on another name deletes nothing', async () => {
    const w = await askToDelete()
    await typeAndEnter(w, 'Ank')
    const why = w.get('[data-test="confirm-mismatch"]')
    expect(why.attributes('role')).toBe('alert')
    expect(why.text()).toBe(
      'That is not “Anke”. Type the name as shown above; capitals do not matter.',
    )
    const field = w.get('[data-test="confirm-text"]')
    expect(field.attributes('aria-invalid')).toBe('true')
    expect(field.attributes('aria-describedby')).toBe(why.attributes('id'))
    // typing again takes the reason away until the next Enter
    await field.setValue('Anx')
    expect(w.find('[data-test="confirm-mismatch"]').exists()).toBe(false)
    i18n.global.locale.value = 'de'
    await typeAndEnter(w, 'Anx')
    expect(w.get('[data-test="confirm-mismatch"]').text()).toBe(
      'Das ist nicht „Anke“. Gib den Namen wie oben angezeigt ein; Groß- und Kleinschreibung ist egal.',
    )
    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['Anke'])
  })

  it('takes the name in another letter case', async () => {
    const w = await askToDelete()
    await w.get('[data-test="confirm-text"]').setValue('anke')
    expect(w.get('[data-test="dialog-confirm"]').attributes('disabled')).toBeUndefined()
    await typeAndEnter(w, 'anke')
    expect(w.find('[data-test="confirm-mismatch"]').exists()).toBe(false)
    expect(await main('profiles.list')).toEqual([])
    expect(w.find('[data-test="confirm-text"]').exists()).toBe(false)
  })
})
