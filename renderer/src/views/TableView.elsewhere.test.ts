// @vitest-environment happy-dom
/**
 * A match forfeited in another window or tab on the same save, over the real api router on a
 * temporary data folder: this window's next move finds main without the match. The table said
 * "That match is over or was never started." beside a Dismiss button and stayed up, playable to
 * the eye; it now says the match ended elsewhere and offers only the way back.
 */
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const { useSettingsStore } = await import('@/stores/settings')
const { mountTable, playOut, quickStart, useStoreClock } = await import('@/testing/table-clock')

const { main, settle } = useRealMainPerTest(real, 'table-elsewhere', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

describe('TableView: a match ended in another window', () => {
  it('says so at the next move and offers only the way back to where it began', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings.reducedMotion = 'on'
    const navigation = useNavigationStore()
    navigation.go('quick')
    const match = useMatchStore()
    const started = await match.start(quickStart('classic'))
    if (!started) throw new Error('the match did not start')
    const table = mountTable(clock)
    await playOut(settle)
    expect(match.canAct).toBe(true)

    // the other window forfeits it
    await main('match.resign', { matchId: started.matchId })
    await match.act({ type: 'stand' })
    await settle()
    await flushPromises()

    expect(match.error).toBeNull()
    expect(table.find('[data-test="error"]').exists()).toBe(false)
    const dialog = document.querySelector('[data-test="ended-elsewhere"]')
    expect(dialog?.textContent).toContain(i18n.global.t('table.endedElsewhere.title'))
    // nothing at the table is offered any more
    expect(match.legal).toEqual([])
    expect(match.canAct).toBe(false)

    document.querySelector<HTMLButtonElement>('[data-test="ended-leave"]')?.click()
    await flushPromises()
    expect(navigation.current.screen).toBe('quick')
  })

  it('shows a table reloaded without its match only the way back, which Esc takes too', async () => {
    // the page came back on the table (a reload) after the match was ended in another window:
    // main has no match to resume, and the table has nothing to show but Back
    setActivePinia(createPinia())
    useSettingsStore().settings.reducedMotion = 'on'
    const navigation = useNavigationStore()
    navigation.go('quick')
    navigation.go('table')
    const table = mountTable(clock)
    await settle()
    await flushPromises()
    expect(useMatchStore().scene).toBeNull()
    expect(table.text()).toContain(i18n.global.t('table.noMatch'))

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }))
    await flushPromises()
    // no menu of a match that is not there (Back to the table, Forfeit the match): the way back
    expect(table.find('[data-test="forfeit"]').exists()).toBe(false)
    expect(navigation.current.screen).toBe('quick')
  })

  it('says a restarted game once, in its dialog, not again at the foot of the table', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings.reducedMotion = 'on'
    const match = useMatchStore()
    if (!(await match.start(quickStart('classic')))) throw new Error('no match')
    const table = mountTable(clock)
    await playOut(settle)
    const { default: StalePageDialog } = await import('@/components/ui/StalePageDialog.vue')
    const stale = mount(StalePageDialog, { global: { plugins: [i18n] }, attachTo: document.body })
    // The host was started again since the page opened: it refuses the page's calls so. Only a
    // host over HTTP knows the page's run, so its answer stands in here for the move's.
    const bridge = window.pazaak
    if (!bridge) throw new Error('no bridge')
    bridge.match.act = () =>
      Promise.resolve({ ok: false, error: { code: 'restarted', key: 'errors.api.restarted' } })
    await match.act({ type: 'stand' })
    await flushPromises()
    expect(document.querySelector('[data-test="stale-page"]')).not.toBeNull()
    expect(match.error).toBeNull()
    expect(table.find('[data-test="error"]').exists()).toBe(false)
    stale.unmount()
  })

  it('a move refused for another reason is still shown as an error to dismiss', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings.reducedMotion = 'on'
    const match = useMatchStore()
    if (!(await match.start(quickStart('classic')))) throw new Error('no match')
    mountTable(clock)
    await playOut(settle)
    // a card the hand does not hold: the engine's refusal, not a match gone
    await match.act({ type: 'play', card: 'TB' })
    await settle()
    expect(match.endedElsewhere).toBe(false)
    expect(match.error).not.toBeNull()
  })
})
