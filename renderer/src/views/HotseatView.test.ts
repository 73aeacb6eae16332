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
    await wrapper.get('[data-test="seat-name-0"]').setValue('Maren')
    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    await wrapper.get('[data-test="seat-deck-0"]').setValue('@house')
    await wrapper.get('[data-test="seat-deck-1"]').setValue(starter?.id)
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Maren', 'Jor'])
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })

    const again = await openSetup()
    expect(value(again, 'seat-name-0')).toBe('Maren')
    expect(value(again, 'seat-name-1')).toBe('Jor')
    expect(value(again, 'seat-deck-0')).toBe('@house')
    expect(value(again, 'seat-deck-1')).toBe(starter?.id)
    again.unmount()
  })

  it("seats a person at the house's sampler, kept through a change of rules and next time", async () => {
    const wrapper = await openSetup()
    await wrapper.get('[data-test="seat-deck-1"]').setValue('@sampler')
    await wrapper.get('[data-test="rules-tournament"]').setValue(true)
    expect(value(wrapper, 'seat-deck-1')).toBe('@sampler')
    expect(value(wrapper, 'seat-deck-0')).toBe('@house')
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.view.rules).toBe('tournament')
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })
    const [kept] = await main('history.list')
    const replay = await main('history.get', { id: kept?.id ?? '' })
    expect(replay.decks[1]).toEqual(expect.arrayContaining(['T24', 'T36', 'T15', 'D', 'TB']))

    const again = await openSetup()
    expect(value(again, 'seat-deck-1')).toBe('@sampler')
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
        { name: 'Maren', deckId: 'deck-that-was-deleted' },
        { name: 'Jor', deckId: 'deck-that-was-deleted' },
      ],
    })
    const [starter] = await main('decks.list')
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-0')).toBe('Maren')
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
    expect(why().text()).toBe('Gebt beiden Spielern zuerst einen Namen.')

    await wrapper.get('[data-test="seat-name-0"]').setValue('Maren')
    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    expect(why().exists()).toBe(false)
    expect(start().attributes('disabled')).toBeUndefined()
    expect(start().attributes('aria-describedby')).toBeUndefined()
    wrapper.unmount()
  })

  it('starts from Enter in a name field, as Start does and only when Start would', async () => {
    const wrapper = await openSetup()
    const enter = (i: number) =>
      wrapper.get(`[data-test="seat-name-${i}"]`).trigger('keydown', { key: 'Enter' })
    await wrapper.get('[data-test="seat-name-0"]').setValue('Maren')
    await wrapper.get('[data-test="seat-name-1"]').setValue(' ')
    await enter(1)
    await settle()
    // a seat unnamed: no table, and the reason under Start is still there to read
    expect(await main('match.resume')).toBeNull()
    expect(wrapper.get('[data-test="name-needed"]').text()).toBe('Give player 2 a name first.')

    await wrapper.get('[data-test="seat-name-1"]').setValue('Jor')
    await enter(0)
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Maren', 'Jor'])
    wrapper.unmount()
  })

  it('says beside the second name, as it is typed, that the first seat has it', async () => {
    const wrapper = await openSetup()
    const start = () => wrapper.get('[data-test="start-hotseat"]')
    const second = () => wrapper.get('[data-test="seat-name-1"]')
    const said = () => wrapper.get('[data-test="same-name"]')
    await wrapper.get('[data-test="seat-name-0"]').setValue('Maren')
    await second().setValue('Mar')
    // the live region is on the page before it has anything to say, so its words are read
    expect(said().text()).toBe('')
    expect(said().attributes('aria-live')).toBe('polite')
    expect(second().attributes('aria-invalid')).toBeUndefined()

    // the same name as main counts it: spaces around it and the letter case do not matter
    await second().setValue(' mAREN ')
    expect(said().text()).toBe(i18n.global.t('modes.hotseat.sameName', { n: 1 }))
    expect(second().attributes('aria-invalid')).toBe('true')
    expect(second().attributes('aria-describedby')).toBe(said().attributes('id'))
    // Start is off before it is pressed, and says why; no refusal from main pushes the form down
    expect(start().attributes('disabled')).toBeDefined()
    expect(start().attributes('aria-describedby')).toBe(said().attributes('id'))
    await second().trigger('keydown', { key: 'Enter' })
    await settle()
    expect(await main('match.resume')).toBeNull()
    expect(wrapper.find('[data-test="hotseat-error"]').exists()).toBe(false)
    expect(said().text()).toBe(i18n.global.t('modes.hotseat.sameName', { n: 1 }))
    // and main would indeed have refused that pair
    await expect(
      main('match.start', {
        mode: 'hotseat',
        rules: 'classic',
        players: [
          { name: 'Maren', deckId: null },
          { name: ' mAREN ', deckId: null },
        ],
      }),
    ).rejects.toThrow('errors.match.hotseatSameNames')

    i18n.global.locale.value = 'de'
    await settle()
    expect(said().text()).toBe('Spieler 1 heißt schon so.')
    await second().setValue('Marenka')
    expect(said().text()).toBe('')
    expect(second().attributes('aria-invalid')).toBeUndefined()
    expect(start().attributes('disabled')).toBeUndefined()
    expect(start().attributes('aria-describedby')).toBeUndefined()
    wrapper.unmount()
  })

  it("shows main's refusal under Start, where it moves nothing above it", async () => {
    const [starter] = await main('decks.list')
    const copy = await main('decks.duplicate', { id: starter?.id ?? '', name: 'Spare' })
    const wrapper = await openSetup()
    await wrapper.get('[data-test="seat-deck-0"]').setValue(copy.id)
    // the deck goes while the screen is open: main refuses the table
    await main('decks.delete', { id: copy.id })
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const refusal = wrapper.get('[data-test="hotseat-error"]')
    expect(refusal.text()).toBe(i18n.global.t('errors.deck.notFound'))
    // in the panel of Start, after it: the rules, the seats and Start stay where they were
    const bottom = wrapper.get('[data-test="start-hotseat"]').element.parentElement
    expect(refusal.element.parentElement).toBe(bottom)
    expect(
      wrapper.get('[data-test="start-hotseat"]').element.compareDocumentPosition(refusal.element) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    wrapper.unmount()
  })

  it('brings a seat left at its default back in the language shown', async () => {
    const wrapper = await openSetup()
    expect(value(wrapper, 'seat-name-1')).toBe('Player 2')
    await wrapper.get('[data-test="seat-name-0"]').setValue('Maren')
    await wrapper.get('[data-test="start-hotseat"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.hotseat?.names).toEqual(['Maren', 'Player 2'])
    wrapper.unmount()
    await main('match.resign', { matchId: match?.matchId ?? '' })

    i18n.global.locale.value = 'de'
    const again = await openSetup()
    expect(value(again, 'seat-name-0')).toBe('Maren')
    expect(value(again, 'seat-name-1')).toBe('Spieler 2')
    again.unmount()
  })
})
