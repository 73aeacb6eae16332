// @vitest-environment happy-dom
/**
 * The save slots over the real api router on a temporary data folder: full slots say how to make
 * room, unless a title entry that plays with a save opened them (Cards and decks with no save
 * loaded), when they say where a save goes on to, and where a match it left open is offered
 * back; a name another save has is refused by main in
 * the player's words, a deleted save leaves no Continue on the title screen pointing at it, and
 * both name fields count their room.
 * The title's Continue offers the save being played, else the one played last; renaming a save
 * on the slots is not playing it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_PLAYER_NAME } from '@common/players'
import { SPACER_NAMES } from '@/i18n/spacer-names'
import { typeToTheLimit } from '@/testing/name-room'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')
const { default: TitleView } = await import('./TitleView.vue')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle, setNow } = useRealMainPerTest(real, 'profiles-view', { pinia: true })
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

async function open(screen: typeof ProfilesView): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** Opens the new-game form in the empty slot by its button, as the player does. */
async function openForm(w: VueWrapper, slot: number): Promise<void> {
  await w.get(`[data-test="slot-${slot}"] [data-test="new-game-here"]`).trigger('click')
  await settle()
}

describe('the save slots', () => {
  it('say a save must be deleted to make room, only while all three are taken', async () => {
    await main('profiles.create', { slot: 1, name: 'Ana' })
    await main('profiles.create', { slot: 2, name: 'Bo' })
    let w = await open(ProfilesView)
    expect(w.find('[data-test="slots-full"]').exists()).toBe(false)
    await main('profiles.create', { slot: 3, name: 'Cy' })
    w = await open(ProfilesView)
    expect(w.get('[data-test="slots-full"]').text()).toBe(t('screens.profiles.full'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="slots-full"]').text()).toBe(
      'Alle drei Plätze sind belegt. Für ein neues Spiel musst du zuerst einen Spielstand löschen.',
    )
  })

  it('say which screen a title entry goes on to once a save is loaded, not how to make room', async () => {
    i18n.global.locale.value = 'en'
    for (const slot of [1, 2, 3] as const)
      await main('profiles.create', { slot, name: `Spacer ${slot}` })
    // as the title's Cards and decks opens them while no save is loaded
    useNavigationStore().go('profiles', { next: 'collection' })
    const w = await open(ProfilesView)
    expect(w.get('[data-test="slots-for"]').text()).toBe('Load a save to go on to Cards and decks.')
    expect(w.find('[data-test="slots-full"]').exists()).toBe(false)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="slots-for"]').text()).toBe(
      'Lade einen Spielstand, um zu „Karten und Decks“ weiterzugehen.',
    )
  })

  it('say where an open match is offered back: on the screen asked for, else on the map', async () => {
    i18n.global.locale.value = 'en'
    await main('profiles.create', { slot: 1, name: 'Ana' })
    await main('match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null })
    // the title's Quick match: its screen's header has the way back to the table
    useNavigationStore().go('profiles', { next: 'quick' })
    const w = await open(ProfilesView)
    const line = () => w.get('[data-test="slot-1"] [data-test="save-open-match"]').text()
    expect(line()).toBe('A match is still open: Quick match offers the way back to its table.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(line()).toBe(
      'Eine Partie ist noch offen: Von „Schnelle Partie“ geht es zurück an ihren Tisch.',
    )
    // Cards and decks has none: the map does
    i18n.global.locale.value = 'en'
    useNavigationStore().go('profiles', { next: 'collection' })
    await settle()
    expect(line()).toBe(t('screens.profiles.matchInProgress'))
  })

  it('say a new game goes on to the screen asked for when there is no save to load', async () => {
    i18n.global.locale.value = 'en'
    const title = await open(TitleView)
    await title.get('[data-test="history"]').trigger('click')
    expect(useNavigationStore().current).toEqual({
      screen: 'profiles',
      params: { next: 'history' },
    })
    const w = await open(ProfilesView)
    expect(w.get('[data-test="slots-for"]').text()).toBe(
      'Start a new game to go on to Match history.',
    )
    // the title's Load game opens the slots for themselves: no such line
    useNavigationStore().go('profiles')
    await settle()
    const slots = await open(ProfilesView)
    expect(slots.find('[data-test="slots-for"]').exists()).toBe(false)
  })

  it('word main’s refusal of a name another save has, and start nothing', async () => {
    await main('profiles.create', { slot: 1, name: 'Ana' })
    const w = await open(ProfilesView)
    await openForm(w, 2)
    await w.get('[data-test="slot-2"] [data-test="new-name"]').setValue(' ana ')
    await w.get('[data-test="slot-2"] form').trigger('submit')
    await settle()
    expect(w.get('[role="alert"]').text()).toBe(
      'Another save already has a spacer named Ana. Choose another name.',
    )
    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['Ana'])
  })

  it('suggest a name at a press, so a new game starts without typing (a gamepad’s player)', async () => {
    await main('profiles.create', { slot: 1, name: SPACER_NAMES[0] as string })
    const w = await open(ProfilesView)
    await openForm(w, 2)
    const field = () => w.get<HTMLInputElement>('[data-test="slot-2"] [data-test="new-name"]')
    const suggest = w.get('[data-test="slot-2"] [data-test="suggest-name"]')
    expect(suggest.text()).toBe('Suggest a name')
    expect(suggest.attributes('aria-label')).toBe('Suggest a name for slot 2')
    expect(field().element.value).toBe('')
    const offered = new Set<string>()
    for (let i = 0; i < 20; i++) {
      const before = field().element.value
      await suggest.trigger('click')
      const name = field().element.value
      expect(SPACER_NAMES).toContain(name)
      // never the other save's name, which main would refuse, nor the one just offered
      expect(name).not.toBe(SPACER_NAMES[0])
      expect(name).not.toBe(before)
      offered.add(name)
    }
    expect(offered.size).toBeGreaterThan(1)
    const chosen = field().element.value
    await w.get('[data-test="slot-2"] form').trigger('submit')
    await settle()
    expect((await main('profiles.list')).map((p) => p.name)).toEqual([SPACER_NAMES[0], chosen])
    i18n.global.locale.value = 'de'
    await openForm(w, 3)
    expect(w.get('[data-test="slot-3"] [data-test="suggest-name"]').text()).toBe(
      'Namen vorschlagen',
    )
  })

  it('leave no Continue on the title for the loaded save once it is deleted', async () => {
    await main('profiles.create', { slot: 1, name: 'Ana' })
    let w = await open(TitleView)
    expect(w.get('[data-test="continue"]').text()).toContain('Ana')
    w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="delete-slot"]').trigger('click')
    await settle()
    await w.get('[data-test="confirm-text"]').setValue('Ana')
    await w.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(await main('profiles.list')).toEqual([])
    w = await open(TitleView)
    expect(w.find('[data-test="continue"]').exists()).toBe(false)
  })

  it('refresh the title’s Continue when its save was deleted elsewhere', async () => {
    await main('profiles.create', { slot: 2, name: 'Ana' })
    // the save made last is the one loaded: Continue offers it
    await main('profiles.create', { slot: 1, name: 'Bo' })
    const w = await open(TitleView)
    expect(w.get('[data-test="continue"]').text()).toContain('Bo')
    // another window deletes the save Continue names
    await main('profiles.delete', { slot: 1, confirm: 'Bo' })
    await w.get('[data-test="continue"]').trigger('click')
    await settle()
    expect(w.get('[role="alert"]').text()).toBe(t('errors.profile.slotEmpty', { slot: '1' }))
    expect(w.get('[data-test="continue"]').text()).toContain('Ana')
  })

  it('count the characters a new name has left near the limit, up to the longest main takes', async () => {
    const w = await open(ProfilesView)
    await openForm(w, 2)
    await typeToTheLimit(w, '[data-test="slot-2"]', '[data-test="new-name"]', MAX_PLAYER_NAME)
    // one form, so one count: the other empty slots show only their button
    expect(w.findAll('[data-test="name-room"]')).toHaveLength(1)
    i18n.global.locale.value = 'de'
    await w.get('[data-test="slot-2"] [data-test="new-name"]').setValue('x'.repeat(21))
    expect(w.get('[data-test="slot-2"] [data-test="name-left"]').text()).toBe('Noch 3 Zeichen frei')
    // the limit counted down to is main's own: a name as long as the field allows is a save
    await w.get('[data-test="slot-2"] [data-test="new-name"]').setValue('x'.repeat(MAX_PLAYER_NAME))
    await w.get('[data-test="slot-2"] form').trigger('submit')
    await settle()
    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['x'.repeat(MAX_PLAYER_NAME)])
  })

  it('count the characters a new name for a save has left near the limit', async () => {
    await main('profiles.create', { slot: 1, name: 'Ana' })
    const w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="rename-slot"]').trigger('click')
    await settle()
    await typeToTheLimit(w, '[data-test="slot-1"]', '[data-test="rename-input"]', MAX_PLAYER_NAME)
    await w.get('[data-test="slot-1"] [data-test="rename-input"]').trigger('keydown.enter')
    await settle()
    expect((await main('profiles.list')).map((p) => p.name)).toEqual(['x'.repeat(MAX_PLAYER_NAME)])
  })
})

describe('the title’s Continue', () => {
  it('offers the save played last, not an older one renamed since', async () => {
    setNow(new Date('2025-03-01T10:00:00Z'))
    await main('profiles.create', { slot: 1, name: 'Jörg' })
    setNow(new Date('2025-03-02T10:00:00Z'))
    await main('profiles.create', { slot: 2, name: 'Bea' })
    // no save loaded (the one made last is gone): Continue goes by the time each was played
    await main('profiles.create', { slot: 3, name: 'Gone' })
    await main('profiles.delete', { slot: 3, confirm: 'Gone' })
    setNow(new Date('2025-03-05T10:00:00Z'))
    const w = await open(ProfilesView)
    const lastPlayed = (): string => w.get('[data-test="slot-1"] .facts dd:last-of-type').text()
    const before = lastPlayed()
    await w.get('[data-test="slot-1"] [data-test="rename-slot"]').trigger('click')
    await settle()
    await w.get('[data-test="rename-input"]').setValue('Anke')
    await w.get('[data-test="rename-input"]').trigger('keydown.enter')
    await settle()
    expect(w.get('[data-test="slot-1"] .name').text()).toBe('Anke')
    expect(lastPlayed()).toBe(before)
    const title = await open(TitleView)
    expect(title.get('[data-test="continue"]').text()).toContain('Bea')
  })

  it('follows the save loaded, as the title’s footer does', async () => {
    setNow(new Date('2025-03-01T10:00:00Z'))
    await main('profiles.create', { slot: 1, name: 'Jörg' })
    setNow(new Date('2025-03-02T10:00:00Z'))
    await main('profiles.create', { slot: 2, name: 'Bea' })
    const w = await open(ProfilesView)
    await w.get('[data-test="slot-1"] [data-test="load-slot"]').trigger('click')
    await settle()
    const title = await open(TitleView)
    expect(title.get('[data-test="continue"]').text()).toContain('Jörg')
    expect(title.get('footer').text()).toContain(t('screens.title.loaded', { name: 'Jörg' }))
  })
})
