// @vitest-environment happy-dom
/**
 * The advisor's answer, heard: H asked, a screen reader hears the answer's words from a region on
 * the table all along, not from the panel that comes with "The advisor is thinking…" in it (a
 * region born with its words is often not read), and never the panel's close button. Over the
 * real api router on a temporary data folder, the store's timers faked and moved on by the test.
 */
import { flushPromises } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { SPOKEN_GAP_MS } = await import('@/composables/useSpokenLine')

const { settle } = useRealMainPerTest(real, 'table-advisor', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

/** A key pressed where the focus is, as the browser sends it, and main's answer to it. */
async function press(key: string): Promise<void> {
  const target = document.activeElement ?? document.body
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await settle()
}

describe('the advisor heard', () => {
  it('says the answer from a region there before H, its words only, and again when asked again', async () => {
    const w = await openTable(clock, quickStart('classic'), { reducedMotion: 'on' })
    const match = useMatchStore()
    await settle()
    expect(match.canAct).toBe(true)
    // on the table before anything is asked, empty
    const region = w.get('[data-test="advisor-said"]')
    expect(region.attributes('role')).toBe('status')
    expect(region.attributes('aria-live')).toBe('polite')
    expect(region.text()).toBe('')
    const heard: string[] = []
    new MutationObserver(() => heard.push(region.element.textContent?.trim() ?? '')).observe(
      region.element,
      { subtree: true, childList: true, characterData: true },
    )

    const t = i18n.global.t
    await press('h')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await flushPromises()
    const panel = w.get('[data-test="hint-panel"]')
    // the panel shows the answer; it is no region of its own, and its close button is not said
    expect(panel.attributes('role')).toBeUndefined()
    expect(panel.attributes('aria-live')).toBeUndefined()
    const action = w.get('[data-test="hint-action"]').text()
    const reason = w.get('[data-test="hint-reason"]').text()
    const chance = w.get('[data-test="hint-chance"]').text()
    expect(action).not.toBe('')
    const answer = t('table.hint.saidChance', { action, reason, chance })
    expect(region.text()).toBe(answer)
    expect(region.text()).not.toContain(t('table.hint.close'))
    // "thinking…" is for the eye: the region held nothing before the answer
    expect(heard).toEqual([answer])

    // closed, the region empties; asked again, the same answer is heard again
    await press('Escape')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(false)
    expect(region.text()).toBe('')
    await press('h')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await flushPromises()
    expect(heard).toEqual([answer, '', answer])
  })
})
