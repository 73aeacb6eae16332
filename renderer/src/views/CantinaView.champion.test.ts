// @vitest-environment happy-dom
/**
 * The champion's note in the cantina, over the real api router on a temporary data folder: the
 * cantinas, the champions and their records are main's answers. A champion beaten is set on
 * main's answer (winning a whole cantina's matches in a test would be the AI's game, not this
 * note's), as the campaign view would give it after the win.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CampaignView } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useCampaignStore } = await import('@/stores/campaign')
const { useNavigationStore } = await import('@/stores/navigation')
const CantinaView = (await import('./CantinaView.vue')).default

const { settle } = useRealMainPerTest(real, 'cantina-champion', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** The view main gave, with `championId` beaten once (and the campaign over after the last). */
function beaten(view: CampaignView, championId: string, last: boolean): CampaignView {
  return {
    ...view,
    finished: view.finished || last,
    locations: view.locations.map((location) => ({
      ...location,
      championBeaten:
        location.championBeaten || location.opponents.some((o) => o.id === championId),
      opponents: location.opponents.map((o) =>
        o.id === championId ? { ...o, record: { ...o.record, won: 1 } } : o,
      ),
    })),
  }
}

/** The cantina's screen with its champion chosen; `win` beats the champion first. */
async function championNote(locationId: string, championId: string, win: boolean) {
  const pinia = createPinia()
  setActivePinia(pinia)
  useNavigationStore().go('cantina', { locationId })
  wrapper = mount(CantinaView, { global: { plugins: [pinia, i18n] } })
  await settle()
  const campaign = useCampaignStore()
  const last = campaign.view?.locations.at(-1)?.id === locationId
  if (win && campaign.view) campaign.view = beaten(campaign.view, championId, last)
  await wrapper.get(`[data-test="opponent-${championId}"]`).trigger('click')
  await settle()
  return () => wrapper!.get('[data-test="champion-note"]').text()
}

describe("the cantina's note under its champion", () => {
  it('says what beating them brings while they stand', async () => {
    const note = await championNote('rusted-anchor', 'sister-kell', false)
    expect(note()).toBe(t('screens.cantina.championNote'))
    wrapper?.unmount()
    const last = await championNote('gilded-circuit', 'sable-orrin', false)
    expect(last()).toBe(t('screens.cantina.lastChampionNote'))
  })

  it('says the title is held and the way open once a champion is beaten', async () => {
    const note = await championNote('rusted-anchor', 'sister-kell', true)
    expect(note()).toBe(t('screens.cantina.championBeatenNote'))
    expect(note()).not.toBe(t('screens.cantina.championNote'))
  })

  it('says the campaign is won once the last champion is beaten, in German too', async () => {
    const note = await championNote('gilded-circuit', 'sable-orrin', true)
    expect(note()).toBe(t('screens.cantina.lastChampionBeatenNote'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(note()).toBe(t('screens.cantina.lastChampionBeatenNote', {}, { locale: 'de' }))
    expect(note()).not.toMatch(/Ein Sieg bringt/)
  })
})
