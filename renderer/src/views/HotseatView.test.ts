// @vitest-environment happy-dom
/**
 * The hot-seat setup against the real api router on a temporary data folder: the decks it
 * offers are main's, and the match it starts is main's, so what the test reads back is what two
 * people would sit down to.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_PLAYER_NAME } from '@common/players'
import { typeToTheLimit } from '@/testing/name-room'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: HotseatView } = await import('./HotseatView.vue')
const { useProfileStore } = await import('@/stores/profile')
const { useChoicesStore } = await import('@/stores/choices')

const { main, settle } = useRealMainPerTest(real, 'hotseat-setup', {
  profile: { slot: 1, name: 'Tester' },
})

/** The screen in a fresh app (a new Pinia) over the same main and the same browser storage. */
async function openSetup(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  const wrapper = mount(HotseatView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

const value = (w: VueWrapper, test: string): string =>
  (w.get(`[data-test="${test}"]`).element as HTMLInputElement | HTMLSelectElement).value

beforeEach(() => {
  localStorage.clear()
})

describe('the hot-seat setup', () => {
  it("seats the profile's player with their deck and a guest with the house's", async () => {
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-0')).toBe('Tester')
    expect(value(wrapper, 'seat-deck-0')).toBe(starter?.id)
    expect(value(wrapper, 'seat-deck-1')).toBe('@house')
    // a ruleset no saved deck is built for: both borrow the house's
    await wrapper.get('[data-test="rules-tournament"]').setValue(true)
    expect(value(wrapper, 'seat-deck-0')).toBe('@house')
    wrapper.unmount()
  })

  it('starts the match it shows and opens on it next time', async () => {
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    await wrapper.get('[data-test="seat-name-0"]').setValue('Mira')
    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    await wrapper.get('[data-test="seat-deck-0"]').setValue('@house')
    await wrapper.get('[data-test="seat-deck-1"]').setValue(starter?.id)
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Mira', 'Jor'])
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })

    const again = await openSetup()
    expect(value(again, 'seat-name-0')).toBe('Mira')
    expect(value(again, 'seat-name-1')).toBe('Jor')
    expect(value(again, 'seat-deck-0')).toBe('@house')
    expect(value(again, 'seat-deck-1')).toBe(starter?.id)
    again.unmount()
  })

  it("counts each seat's characters left near the limit, up to the longest main takes", async () => {
    const wrapper = await openSetup()
    const MAX = MAX_PLAYER_NAME
    const fill = (i: number) =>
      typeToTheLimit(wrapper, `[data-test="seat-${i}"]`, `[data-test="seat-name-${i}"]`, MAX)
    await fill(0)
    // the other seat's room counts its own name only
    expect(wrapper.find('[data-test="seat-1"] [data-test="name-left"]').exists()).toBe(false)
    expect(wrapper.get('[data-test="seat-1"] [data-test="name-full"]').text()).toBe('')
    await fill(1)
    i18n.global.locale.value = 'de'
    await wrapper.get('[data-test="seat-name-1"]').setValue('y'.repeat(MAX - 1))
    expect(wrapper.get('[data-test="seat-1"] [data-test="name-left"]').text()).toBe(
      'Noch ein Zeichen frei',
    )
    // the limit counted down to is main's own: two names as long as the fields allow sit down
    await wrapper.get('[data-test="seat-name-1"]').setValue('y'.repeat(MAX))
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['x'.repeat(MAX), 'y'.repeat(MAX)])
    wrapper.unmount()
  })

  it('gives a seat its default when the deck it remembers is gone', async () => {
    // the choice is kept per save: remembered with this profile loaded
    setActivePinia(createPinia())
    await useProfileStore().refresh()
    useChoicesStore().rememberHotseat({
      rules: 'classic',
      seats: [
        { name: 'Mira', deckId: 'deck-that-was-deleted' },
        { name: 'Jor', deckId: 'deck-that-was-deleted' },
      ],
    })
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-0')).toBe('Mira')
    expect(value(wrapper, 'seat-deck-0')).toBe(starter?.id)
    expect(value(wrapper, 'seat-deck-1')).toBe('@house')
    wrapper.unmount()
  })

  it('says under Start whose name is missing while it is off, in the language shown', async () => {
    const wrapper = await openSetup()
    const start = () => wrapper.get('[data-test="start-hotseat"]')
    const why = () => wrapper.find('[data-test="name-needed"]')
    expect(why().exists()).toBe(false)
    expect(start().attributes('aria-describedby')).toBeUndefined()

    await wrapper.get('[data-test="seat-name-1"]').setValue('  ')
    expect(start().attributes('disabled')).toBeDefined()
    expect(why().text()).toBe('Give player 2 a name first.')
    expect(why().attributes('role')).toBe('alert')
    // the button names its reason to a screen reader too
    expect(start().attributes('aria-describedby')).toBe(why().attributes('id'))

    await wrapper.get('[data-test="seat-name-0"]').setValue('')
    expect(why().text()).toBe('Give each player a name first.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(why().text()).toBe('Gib jedem Spieler zuerst einen Namen.')

    await wrapper.get('[data-test="seat-name-0"]').setValue('Mira')
    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    expect(why().exists()).toBe(false)
    expect(start().attributes('disabled')).toBeUndefined()
    expect(start().attributes('aria-describedby')).toBeUndefined()
    wrapper.unmount()
  })

  it('brings a seat left at its default back in the language shown', async () => {
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-1')).toBe('Player 2')
    await wrapper.get('[data-test="seat-name-0"]').setValue('Mira')
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Mira', 'Player 2'])
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })

    i18n.global.locale.value = 'de'
    const again = await openSetup()
    expect(value(again, 'seat-name-0')).toBe('Mira')
    expect(value(again, 'seat-name-1')).toBe('Spieler 2')
    again.unmount()
  })
})
