// @vitest-environment happy-dom
/**
 * The galaxy map once the campaign is won, over the real api router on a temporary data folder:
 * the view is main's, marked finished as main marks it after the last champion's fall (winning
 * every cantina in a test would be the AI's game, not this screen's).
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useCampaignStore } = await import('@/stores/campaign')
const CampaignView = (await import('./CampaignView.vue')).default

const { settle } = useRealMainPerTest(real, 'campaign-finished', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})

describe('the map of a finished campaign', () => {
  it('no longer asks the player to work their way up, in English and German', async () => {
    const w = mount(CampaignView, { global: { plugins: [i18n] } })
    await settle()
    const subtitle = () => w.get('.screen-header .subtitle').text()
    expect(subtitle()).toBe("Work your way up the sector's cantinas.")
    const campaign = useCampaignStore()
    campaign.view = { ...campaign.view!, finished: true }
    await settle()
    expect(w.find('[data-test="ending"]').exists()).toBe(true)
    expect(subtitle()).toBe('Every cantina’s champion beaten: the tables are yours to play.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(subtitle()).toBe('Alle Champions der Cantinas besiegt: Die Tische stehen dir offen.')
    i18n.global.locale.value = 'en'
    w.unmount()
  })
})
