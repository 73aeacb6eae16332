// @vitest-environment happy-dom
/**
 * The campaign's log as a journal, over the real api router on a temporary data folder: empty,
 * it says what it will hold; a staked match lost is a line of it (the first loss to that
 * opponent, as the first win over one is), in English and German, and a second loss to the same
 * opponent is not.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { campaignStart } from '@/testing/campaign-wins'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const CampaignView = (await import('./CampaignView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'campaign-log', {
  profile: { slot: 1, name: 'Talon' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
})

/** The map as main's campaign gives it now. */
async function map(): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(CampaignView, { global: { plugins: [i18n] } })
  await settle()
  return wrapper
}

const panel = (w: VueWrapper): string => w.get('[data-test="log-panel"]').text()
const lines = (w: VueWrapper): string[] => w.findAll('[data-test="log-line"]').map((l) => l.text())

/** A match at `opponentId`'s table, staked at its highest, given up at the deal: a loss. */
async function loseTo(opponentId: string): Promise<number> {
  const view = await main('campaign.get')
  const stake = view.locations.flatMap((l) => l.opponents).find((o) => o.id === opponentId)!.stake
  const started = await main('match.start', campaignStart(opponentId, stake.max))
  const end = await main('match.resign', { matchId: started.matchId })
  expect(end.result?.winner).not.toBe(end.you)
  return stake.max
}

describe('the campaign log', () => {
  it('says what it will hold while it is empty, in English and German', async () => {
    const w = await map()
    expect(w.find('[data-test="log"]').exists()).toBe(false)
    expect(panel(w)).toContain(
      'No entries yet. Your first win and first loss against each opponent, prizes, titles and big stakes are written here.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(panel(w)).toContain(
      'Noch keine Einträge. Hier stehen dein erster Sieg und deine erste Niederlage gegen jeden Gegner, Prämien, Titel und hohe Einsätze.',
    )
  })

  it('writes a staked match lost as a line, once for each opponent', async () => {
    const before = (await main('wallet.get')).credits
    const stake = await loseTo('pip-odell')
    expect(stake).toBeGreaterThan(0)
    expect((await main('wallet.get')).credits).toBe(before - stake)
    const logged = (await main('campaign.get')).log
    expect(logged.map((entry) => ('message' in entry ? entry.message.key : null))).toEqual([
      'lostTo',
    ])
    const w = await map()
    expect(lines(w)).toEqual(['Lost to Pip Odell at The Rusted Anchor for the first time.'])
    expect(panel(w)).not.toContain('No entries yet')
    i18n.global.locale.value = 'de'
    await settle()
    expect(lines(w)).toEqual(['Zum ersten Mal im Rusted Anchor gegen Pip Odell verloren.'])

    // a second loss to the same player is no new line: the journal keeps the first
    await loseTo('pip-odell')
    expect((await main('campaign.get')).log).toEqual(logged)
  })
})
