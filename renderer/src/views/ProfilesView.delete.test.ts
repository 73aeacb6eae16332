// @vitest-environment happy-dom
/**
 * Deleting a save over the real api router on a temporary data folder: its name is asked for
 * in any letter case (as main compares names), and Enter on another name says why, beside the
 * field and to a screen reader, in English and German. A right-to-left name in the question is
 * isolated (i18n/bidi.ts), so the quotes and the full stop around it stay where the line puts
 * them, and a left-to-right name is shown as it always was. Once deleted, a notice says so and
 * the keyboard lands on the emptied slot's New game here, never on the next save's Delete.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { word } = await import('@/i18n/words')
const { useNoticesStore } = await import('@/stores/notices')
const { useNavigationStore } = await import('@/stores/navigation')
const { appShell, frames } = await import('@/testing/app-shell')

const { main, settle } = useRealMainPerTest(real, 'profiles-delete', {
  pinia: true,
  profile: { slot: 1, name: 'Anke' },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
})

/** The save slots with `slot`'s delete question open. */
async function askToDelete(slot: 1 | 2 = 1): Promise<VueWrapper> {
  wrapper = mount(ProfilesView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  await wrapper.get(`[data-test="slot-${slot}"] [data-test="delete-slot"]`).trigger('click')
  await settle()
  return wrapper
}

/** The line that asks for the name, above the field. */
const asked = (w: VueWrapper): string => w.get('.require span').text()

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

describe('a right-to-left spacer’s name in a sentence', () => {
  it('is isolated, the quotes and the full stop outside it, in English and German', async () => {
    await main('profiles.create', { slot: 2, name: 'عمر' })
    const w = await askToDelete(2)
    expect(asked(w)).toBe('Type “\u2068عمر\u2069” to confirm.')
    expect(
      w.get('[data-test="slot-2"] [data-test="delete-slot"]').attributes('aria-label'),
    ).toContain('\u2068عمر\u2069')
    i18n.global.locale.value = 'de'
    await settle()
    expect(asked(w)).toBe('Zum Bestätigen „\u2068عمر\u2069“ eintippen.')
    // typed as shown, the name is the name: the marks are the line's, not the name's
    await w.get('[data-test="confirm-text"]').setValue('عمر')
    await w.get('[data-test="confirm-text"]').trigger('keydown.enter')
    await settle()
    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['Anke'])
  })

  it('leaves a left-to-right name as it was', async () => {
    const w = await askToDelete(1)
    expect(asked(w)).toBe('Type “Anke” to confirm.')
  })
})

describe('a save deleted by the keyboard', () => {
  /** The focused control's slot and `data-test`. */
  function focusedIn(): [string | undefined, string | undefined] {
    const on = document.activeElement as HTMLElement
    return [on.closest<HTMLElement>('[data-test^="slot-"]')?.dataset.test, on.dataset.test]
  }

  it('lands on the emptied slot’s New game here and says the save is gone, in both languages', async () => {
    // slot 2 holds the save being played: its Delete is drawn where slot 1's was
    await main('profiles.create', { slot: 2, name: 'Brenn' })
    await main('profiles.load', { slot: 2 })
    useNavigationStore().go('profiles')
    wrapper = mount(await appShell({ profiles: ProfilesView }), {
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    await settle()
    const remove = wrapper.get('[data-test="slot-1"] [data-test="delete-slot"]')
    ;(remove.element as HTMLElement).focus()
    await remove.trigger('keydown', { key: 'Enter' })
    await remove.trigger('click')
    await settle()
    await typeAndEnter(wrapper, 'Anke')
    await frames()

    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['Brenn'])
    expect(focusedIn()).toEqual(['slot-1', 'new-game-here'])
    const said = () => word(useNoticesStore().notices.at(-1)!.message)
    expect(said()).toBe('Save “Anke” deleted.')
    i18n.global.locale.value = 'de'
    expect(said()).toBe('Spielstand „Anke“ gelöscht.')
  })
})
