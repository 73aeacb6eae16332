// @vitest-environment happy-dom
/**
 * The ledger on the Stats screen after a campaign win, against the real main on a temporary
 * data folder: what the win paid reads as the result screen's news named it, the bounty and
 * the house's purse a line each, in English and German.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain } from '@/testing/campaign-wins'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: StatsView } = await import('./StatsView.vue')

const { main, settle } = useRealMainPerTest(real, 'stats-ledger', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('the ledger after a win at the free table', () => {
  it('names the bounty and the purse apart, as the result’s news did', async () => {
    await beatInMain(main, ['pip-odell'])
    wrapper = mount(StatsView, { global: { plugins: [i18n] } })
    await settle()
    const notes = () => wrapper!.findAll('[data-test="ledger-note"]').map((n) => n.text())
    // newest first: the purse was paid after the bounty
    expect(notes().slice(0, 2)).toEqual([
      'The house’s purse at Pip Odell’s table',
      'Bounty for beating Pip Odell',
    ])
    expect(wrapper.text()).not.toContain('Reward for beating')
    i18n.global.locale.value = 'de'
    await settle()
    expect(notes().slice(0, 2)).toEqual([
      'Preisgeld des Hauses am Tisch von Pip Odell',
      'Siegprämie für den Sieg über Pip Odell',
    ])
  })
})
