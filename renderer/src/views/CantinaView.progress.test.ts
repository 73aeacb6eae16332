// @vitest-environment happy-dom
/**
 * A cantina's list of players and its detail over the real api router on a temporary data
 * folder: each row says where the player stands (beaten, a bounty still to win, the champion
 * locked with how many regulars are left), from main's answers after real matches; a player's
 * line is a description, not a quote; and the champions' skill is not named like the regulars.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: de } = await import('@/i18n/messages/de/campaign')
const { default: CantinaView } = await import('./CantinaView.vue')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { useChoicesStore } = await import('@/stores/choices')
const { nextChallenge } = await import('@/stores/next-challenge')

const { main, settle } = useRealMainPerTest(real, 'cantina-progress', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t
const ANCHOR = 'rusted-anchor'
const REGULARS = ['pip-odell', 'marla-quince', 'hobb-tarrow'] as const

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/**
 * Plays matches against `opponentId` at their table's minimum on the advisor's moves until one
 * is won: the win main settles, with the record and the champion's count it changes.
 */
async function beat(opponentId: string, stake: number): Promise<void> {
  const [deck] = await main('decks.list')
  if (!deck) throw new Error('a new save has its starter deck')
  for (;;) {
    let update = await main('match.start', {
      mode: 'campaign',
      opponentId,
      deckId: deck.id,
      wager: stake,
    })
    while (!update.result) {
      const { action } = await main('match.hint', { matchId: update.matchId })
      update = await main('match.act', { matchId: update.matchId, action })
    }
    if (update.result.winner === update.you) return
  }
}

/** The Rusted Anchor, loaded, with `before` run on the page's stores first. */
async function openCantina(before: () => void = () => {}): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useNavigationStore().go('cantina', { locationId: ANCHOR })
  before()
  wrapper = mount(CantinaView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

const row = (w: VueWrapper, id: string) => w.get(`[data-test="opponent-${id}"]`)
const standing = (w: VueWrapper, id: string): string =>
  w.find(`[data-test="standing-${id}"]`).exists()
    ? w.get(`[data-test="standing-${id}"]`).text()
    : ''

describe('where the player stands with each player, in the list', () => {
  it('at a new save: every bounty to win, and the champion locked with the regulars left', async () => {
    const w = await openCantina()
    for (const id of REGULARS) expect(standing(w, id)).toBe(t('screens.cantina.standing.bounty'))
    expect(standing(w, 'sister-kell')).toBe(t('screens.cantina.standing.lockedMore', { n: '2' }, 2))
    // heard with the champion's name, and still a button to pick: its detail says why
    const kell = row(w, 'sister-kell')
    expect(kell.text()).toContain(t('screens.cantina.standing.locked'))
    expect(kell.attributes('disabled')).toBeUndefined()
    expect(kell.attributes('aria-disabled')).toBeUndefined()
    await kell.trigger('click')
    await settle()
    expect(kell.attributes('aria-pressed')).toBe('true')
    expect(w.find('[data-test="unavailable"]').exists()).toBe(true)
    expect(w.find('[data-test="start-match"]').exists()).toBe(false)
  })

  it('marks a player beaten and counts down the champion after a real win, in German too', async () => {
    await beat('marla-quince', 50)
    const w = await openCantina()
    expect(standing(w, 'marla-quince')).toBe(`✓ ${t('screens.cantina.standing.beaten')}`)
    // the mark is a picture: the row's name says Beaten once, without the tick
    expect(row(w, 'marla-quince').get('[aria-hidden="true"]').text()).toBe('✓')
    expect(standing(w, 'hobb-tarrow')).toBe(t('screens.cantina.standing.bounty'))
    expect(standing(w, 'sister-kell')).toBe(t('screens.cantina.standing.lockedMore', { n: '1' }, 1))
    i18n.global.locale.value = 'de'
    await settle()
    expect(standing(w, 'marla-quince')).toBe('✓ Besiegt')
    expect(standing(w, 'hobb-tarrow')).toBe('Siegprämie offen')
    expect(standing(w, 'sister-kell')).toBe('Gesperrt: noch 1 Stammgast besiegen')
  })

  it('opens the champion once enough regulars are beaten, and says nothing is locked', async () => {
    await beat('marla-quince', 50)
    await beat('hobb-tarrow', 100)
    const w = await openCantina()
    expect(standing(w, 'sister-kell')).toBe(t('screens.cantina.standing.bounty'))
    expect(row(w, 'sister-kell').text()).not.toContain(t('screens.cantina.standing.locked'))
    expect(standing(w, 'hobb-tarrow')).toBe(`✓ ${t('screens.cantina.standing.beaten')}`)
  })
})

describe("a player's line in the detail", () => {
  it('is a description of them, not a quote, in English and German', async () => {
    const w = await openCantina()
    await row(w, 'sister-kell').trigger('click')
    await settle()
    const view = await main('campaign.get')
    const kell = view.locations
      .flatMap((location) => location.opponents)
      .find((o) => o.id === 'sister-kell')
    if (!kell) throw new Error('Sister Kell plays at the Rusted Anchor')
    const line = () => w.get('[data-test="personality"]').text()
    expect(line()).toBe(kell.title)
    i18n.global.locale.value = 'de'
    await settle()
    expect(line()).toBe(de.campaign.opponent['sister-kell'].title)
    expect(line()).not.toMatch(/[“”„"]/)
  })
})

describe("the champion's skill", () => {
  it('is not named with the word the cantina uses for its regulars, in English and German', async () => {
    const w = await openCantina()
    await row(w, 'sister-kell').trigger('click')
    await settle()
    expect(w.get('[data-test="tier"]').text()).toBe(t('common.tiers.kotor.name'))
    // the same panel says how many regulars are left to beat
    expect(w.get('[data-test="unavailable"]').text()).toMatch(/regulars/)
    expect(w.get('[data-test="tier"]').text()).not.toMatch(/regular/i)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="unavailable"]').text()).toMatch(/Stammgäste/)
    expect(w.get('[data-test="tier"]').text()).not.toMatch(/stammg/i)
  })
})

describe('whom the cantina opens on', () => {
  // no table remembered from another test's visit: only what this test sets
  beforeEach(() => globalThis.localStorage.clear())

  const picked = (w: VueWrapper): string[] =>
    w.findAll('[aria-pressed="true"]').map((b) => b.attributes('data-test') ?? '')

  it('the next challenge: the first unbeaten player, the champion once seated, else the first', async () => {
    expect(picked(await openCantina())).toEqual(['opponent-pip-odell'])
    wrapper?.unmount()
    await beat('pip-odell', 0)
    expect(picked(await openCantina())).toEqual(['opponent-marla-quince'])
    wrapper?.unmount()
    // two regulars beaten: the champion sits down, and is what moves the campaign on
    await beat('marla-quince', 50)
    expect(picked(await openCantina())).toEqual(['opponent-sister-kell'])
    wrapper?.unmount()
    await beat('sister-kell', 200)
    expect(picked(await openCantina())).toEqual(['opponent-hobb-tarrow'])
    wrapper?.unmount()
    // every table beaten: back to the first
    await beat('hobb-tarrow', 100)
    expect(picked(await openCantina())).toEqual(['opponent-pip-odell'])
  })

  /** The cantina opened with `opponentId` remembered as the last player sat down with. */
  async function openAfterSitting(opponentId: string): Promise<VueWrapper> {
    const [deck] = await main('decks.list')
    return openCantina(() =>
      useChoicesStore().rememberCantina(ANCHOR, { opponentId, deckId: deck!.id, wager: 0 }),
    )
  }

  it('the player last sat down with while still unbeaten, over the next challenge', async () => {
    expect(picked(await openAfterSitting('hobb-tarrow'))).toEqual(['opponent-hobb-tarrow'])
  })

  it('back from a match, on the player sat down with, though the match beat them', async () => {
    const w = await openCantina()
    expect(picked(w)).toEqual(['opponent-pip-odell'])
    await w.get('[data-test="start-match"]').trigger('click')
    await settle()
    w.unmount()
    // that match given up, and Pip beaten in the next: the map names Marla next
    const started = await main('match.resume')
    expect(started?.opponent.name).toBe('Pip Odell')
    await main('match.resign', { matchId: started!.matchId })
    await beat('pip-odell', 0)
    const navigation = useNavigationStore()
    navigation.go('cantina', { locationId: ANCHOR })
    wrapper = mount(CantinaView, { global: { plugins: [getActivePinia()!, i18n] } })
    await settle()
    expect(picked(wrapper)).toEqual(['opponent-pip-odell'])
  })

  it('once the player last sat down with is beaten, the next challenge the map names', async () => {
    // the first player beaten at their table, as a real visit leaves it: the map says Marla next
    await beat('pip-odell', 0)
    const view = await main('campaign.get')
    const anchor = view.locations.find((location) => location.id === ANCHOR)!
    expect(nextChallenge(anchor.opponents)?.id).toBe('marla-quince')
    expect(picked(await openAfterSitting('pip-odell'))).toEqual(['opponent-marla-quince'])
  })
})
