// @vitest-environment happy-dom
/**
 * A daily-challenge table over the real api router on a temporary data folder: the table says
 * quietly whether this is the day's counted attempt or a replay, and its menu warns that leaving
 * keeps the counted attempt open and forfeiting it loses the day, as main then settles it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useProfileStore } = await import('@/stores/profile')
const { useSettingsStore } = await import('@/stores/settings')
const TableView = (await import('./TableView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'table-daily', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** Today's daily match started from the renderer, at its table. */
async function dailyTable(): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useSettingsStore().settings.reducedMotion = 'on'
  await useMatchStore().start({ mode: 'daily' })
  wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

async function key(k: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k }))
  await settle()
}

const subtitle = (w: VueWrapper) => w.get('[data-test="my-table"] .subtitle').text()

describe('a daily table', () => {
  it('says it is the counted attempt, and warns before leaving or forfeiting it', async () => {
    const w = await dailyTable()
    expect(subtitle(w)).toBe('Daily challenge · counts')
    await key('Escape')
    expect(w.get('[data-test="leave-note"]').text()).toBe(t('modes.daily.leaveNote'))
    await w.get('[data-test="forfeit"]').trigger('click')
    await settle()
    const warning = w.get('[data-test="forfeit-warning"]').text()
    expect(warning).toContain('gives up your counted attempt at the challenge of')
    // the day in the language's words, not main's YYYY-MM-DD
    const { today } = await main('daily.get')
    expect(warning).not.toContain(today.date)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="forfeit-warning"]').text()).toContain(
      'Gibst du auf, ist dein gewerteter Versuch der Herausforderung vom ',
    )
    expect(subtitle(w)).toBe('Tagesherausforderung · wird gewertet')
    // and forfeiting does lose the day, as it said
    await w.get('[data-test="forfeit-confirm"]').trigger('click')
    await settle()
    expect((await main('daily.get')).attempt?.result).toBe('lost')
  })

  it('says a replay does not count, and its menu warns of nothing more than a lost match', async () => {
    const counted = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId: counted.matchId })
    const w = await dailyTable()
    expect(subtitle(w)).toBe('Daily challenge · replay, not counted')
    await key('Escape')
    expect(w.get('[data-test="leave-note"]').text()).toBe(t('table.menu.leaveNote'))
    await w.get('[data-test="forfeit"]').trigger('click')
    await settle()
    expect(w.get('[data-test="forfeit-warning"]').text()).toBe(t('table.menu.forfeitWarnFree'))
  })
})
