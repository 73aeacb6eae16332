// @vitest-environment happy-dom
/**
 * The champion titles on the galaxy map, over the real api router on a temporary data folder:
 * a save keeps a title by its cantina's id and the map words it in the player's language. A
 * save from before (format 3, main/store/fixtures/profile-v3.json) held each title's English:
 * loaded, its titles and its champion log lines read in German too, and English that was no
 * cantina's title is shown as it was written.
 */
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { bridgeOver, loadRealMain, useRealMainPerTest, type Api } from '@/testing/real-main'
import { beatInMain } from '@/testing/campaign-wins'
import olderSave from '@main/store/fixtures/profile-v3.json?raw'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useProfileStore } = await import('@/stores/profile')
const CampaignView = (await import('./CampaignView.vue')).default

let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
})

const titles = (w: VueWrapper): string[] => w.findAll('[data-test="title"]').map((li) => li.text())
const logLines = (w: VueWrapper): string[] =>
  w.findAll('[data-test="log-line"]').map((li) => li.text())

describe('a save from before titles were kept by cantina', () => {
  let dataDir = ''
  let api: Api | null = null
  const inFlight = new Set<Promise<unknown>>()

  afterEach(async () => {
    await api?.flush()
    delete window.pazaak
    await real.rm(dataDir, { recursive: true, force: true })
  })

  const open = (): Api => {
    api = real.createApi({
      dataDir,
      host: 'web',
      seed: 1,
      now: () => new Date('2025-04-01T12:00Z'),
    })
    window.pazaak = bridgeOver(api, (_name, answer) => {
      inFlight.add(answer)
      void answer.finally(() => inFlight.delete(answer))
    })
    return api
  }
  const settle = async (): Promise<void> => {
    await flushPromises()
    while (inFlight.size > 0) {
      await Promise.allSettled([...inFlight])
      await flushPromises()
    }
  }

  it('shows its titles and champion lines in English and German, an unknown title as written', async () => {
    dataDir = await real.mkdtemp(real.join(real.tmpdir(), 'pazaak-titles-'))
    const first = open()
    await first.call('profiles.create', { slot: 1, name: 'Tester' })
    await first.flush()
    // the older game's file in the slot, as a player who updates the game has it
    await real.writeFile(real.join(dataDir, 'saves', 'profile-1.json'), olderSave)

    open()
    setActivePinia(createPinia())
    await useProfileStore().load(1)
    wrapper = mount(CampaignView, { global: { plugins: [i18n] } })
    await settle()
    expect(titles(wrapper)).toEqual([
      'Champion of the Rusted Anchor',
      'Lantern-Keeper of Ashmarrow',
      'Duke of Nowhere',
    ])
    const champions = (): string[] => logLines(wrapper!).filter((line) => /title|Titel/.test(line))
    expect(champions()).toEqual([
      'Beat Vel Ardo at The Tin Cup and took the title Duke of Nowhere.',
      'Beat Captain Gannet Rook at The Dune Lantern and took the title Lantern-Keeper of Ashmarrow.',
      'Beat Sister Kell at The Rusted Anchor and took the title Champion of the Rusted Anchor.',
    ])

    i18n.global.locale.value = 'de'
    await settle()
    expect(titles(wrapper)).toEqual([
      'Ass des Rusted Anchor',
      'Licht von Ashmarrow',
      'Duke of Nowhere',
    ])
    expect(champions()).toEqual([
      'Vel Ardo in The Tin Cup besiegt und den Titel „Duke of Nowhere“ errungen.',
      'Kapitän Gannet Rook in der Dune Lantern besiegt und den Titel „Licht von Ashmarrow“ errungen.',
      'Schwester Kell im Rusted Anchor besiegt und den Titel „Ass des Rusted Anchor“ errungen.',
    ])
  })
})

describe('a title earned now', () => {
  const { main, settle } = useRealMainPerTest(real, 'campaign-titles', {
    profile: { slot: 1, name: 'Tester' },
    pinia: { refreshProfile: true },
  })

  it('is saved by its cantina and worded in English and German', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    expect((await main('campaign.get')).titles).toEqual([
      { location: 'rusted-anchor', title: 'Champion of the Rusted Anchor' },
    ])
    wrapper = mount(CampaignView, { global: { plugins: [i18n] } })
    await settle()
    expect(titles(wrapper)).toEqual(['Champion of the Rusted Anchor'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(titles(wrapper)).toEqual(['Ass des Rusted Anchor'])
  })
})
