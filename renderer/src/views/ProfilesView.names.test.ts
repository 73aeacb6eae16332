// @vitest-environment happy-dom
/**
 * The save slots' buttons as a screen reader names them, over the real api router on a
 * temporary data folder: three slots drawn alike must not read as three "Delete" buttons, nor
 * their name fields as three "Your name"; the tutorial offer read with its explanation; and,
 * opened from the tutorial, Start saying it makes a save and returns there (no game starts).
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle } = useRealMainPerTest(real, 'profiles-names', { pinia: true })

describe('the save slots’ buttons', () => {
  it('name the save they act on, or the slot a new game would go in, in German too', async () => {
    await main('profiles.create', { slot: 1, name: 'Talon' })
    await main('profiles.create', { slot: 3, name: 'Oriella' })
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    const label = (slot: number, test: string): string | undefined =>
      w.get(`[data-test="slot-${slot}"] [data-test="${test}"]`).attributes('aria-label')
    expect(label(1, 'delete-slot')).toBe('Delete Talon’s save')
    expect(label(3, 'delete-slot')).toBe('Delete Oriella’s save')
    expect(label(1, 'load-slot')).toBe('Load Talon’s save')
    expect(label(3, 'rename-slot')).toBe('Rename Oriella')
    // the name said still begins with the word on the button, for voice control
    expect(label(2, 'new-game-here')).toBe('New game here, in slot 2')
    await w.get('[data-test="slot-2"] [data-test="new-game-here"]').trigger('click')
    await settle()
    expect(label(2, 'create-slot')).toBe('Start new game in slot 2')
    expect(label(2, 'cancel-new-game')).toBe('Cancel the new game in slot 2')
    i18n.global.locale.value = 'de'
    await settle()
    expect(label(1, 'delete-slot')).toBe('Spielstand von Talon löschen')
    expect(label(2, 'create-slot')).toBe('Neues Spiel beginnen – Platz 2')
    expect(label(2, 'cancel-new-game')).toBe('Abbrechen – neues Spiel auf Platz 2')
    await w.get('[data-test="slot-2"] [data-test="cancel-new-game"]').trigger('click')
    await settle()
    expect(label(2, 'new-game-here')).toBe('Neues Spiel auf diesem Platz – Platz 2')
    w.unmount()
  })
})

describe('the save slots opened from the tutorial’s last step', () => {
  it('say on Start that the new save returns to the tutorial, and go back there', async () => {
    const navigation = useNavigationStore()
    navigation.go('tutorial')
    navigation.go('profiles', { next: 'tutorial' })
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    const start = () => w.get('[data-test="slot-1"] [data-test="create-slot"]')
    // no new game starts here: the button promises only what it does
    expect(start().text()).toBe('Create save and return to the tutorial')
    expect(start().attributes('aria-label')).toBe(
      'Create save in slot 1 and return to the tutorial',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(start().text()).toBe('Spielstand anlegen und zurück zur Einführung')
    await w.get('[data-test="slot-1"] [data-test="new-name"]').setValue('Talon')
    await w.get('[data-test="slot-1"] form').trigger('submit')
    await settle()
    expect(navigation.current.screen).toBe('tutorial')
    expect(navigation.stack.map((route) => route.screen)).toEqual(['title', 'tutorial'])
    w.unmount()
  })

  it('still offer a new game when opened from the title', async () => {
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    expect(w.get('[data-test="slot-1"] [data-test="create-slot"]').text()).toBe('Start new game')
    w.unmount()
  })
})

describe('the empty slots’ name fields and the tutorial offer', () => {
  it('name each field by its slot, in German too', async () => {
    await main('profiles.create', { slot: 2, name: 'Talon' })
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    const labels = (): (string | undefined)[] =>
      w.findAll('[data-test="new-name"]').map((field) => field.attributes('aria-label'))
    const openIn = async (slot: number): Promise<void> => {
      await w.get(`[data-test="slot-${slot}"] [data-test="new-game-here"]`).trigger('click')
      await settle()
    }
    await openIn(1)
    expect(labels()).toEqual(['Your name in slot 1'])
    // the word beside the field stays as short as it was
    expect(w.get('[data-test="slot-1"] .field > span').text()).toBe('Your name')
    i18n.global.locale.value = 'de'
    await openIn(3)
    expect(labels()).toEqual(['Dein Name für Platz 3'])
    w.unmount()
  })

  it('drops the word asking for a name once one is typed, and keeps it for spaces', async () => {
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    const needed = () => w.find('[data-test="slot-1"] [data-test="name-needed"]')
    const field = w.get('[data-test="slot-1"] [data-test="new-name"]')
    await w.get('[data-test="slot-1"] form').trigger('submit')
    await settle()
    expect(needed().text()).toBe('Give your spacer a name first.')
    // spaces are no name: Start would refuse them too
    await field.setValue('   ')
    expect(needed().exists()).toBe(true)
    await field.setValue('Vessa')
    expect(needed().exists()).toBe(false)
    // the other slots' fields judge nothing of this one's
    expect(w.find('[data-test="name-needed"]').exists()).toBe(false)
    w.unmount()
  })

  it('describes the tutorial offer by its explanation, read out with its title', async () => {
    const w = mount(ProfilesView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    await w.get('[data-test="slot-1"] [data-test="new-name"]').setValue('Talon')
    await w.get('[data-test="slot-1"] form').trigger('submit')
    await settle()
    const dialog = document.querySelector('[data-test="tutorial-offer"] [role="dialog"]')!
    expect(dialog.getAttribute('aria-label')).toBe('Welcome, Talon')
    const described = dialog.getAttribute('aria-describedby')
    expect(described).toBeTruthy()
    expect(document.getElementById(described!)?.textContent?.trim()).toBe(
      i18n.global.t('screens.profiles.tutorialOffer.body'),
    )
    w.unmount()
  })
})
