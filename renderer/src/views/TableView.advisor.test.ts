// @vitest-environment happy-dom
/**
 * The advisor's answer, heard: H asked, a screen reader hears the answer's words from a region on
 * the table all along, not from the panel that comes with "The advisor is thinking…" in it (a
 * region born with its words is often not read), and never the panel's close button. Over the
 * real api router on a temporary data folder, the store's timers faked and moved on by the test.
 * In the hand chooser the answer is a hand: its cards are marked in the pool, and one press
 * picks them for the player to bring.
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

describe('the advisor in the hand chooser', () => {
  it('marks the hand it names in the chooser, and Pick this hand picks it for Bring', async () => {
    const w = await openTable(clock, quickStart('tournament'), { reducedMotion: 'on' })
    await settle()
    const pool = () =>
      w
        .findAll('[data-test^="pool-"]')
        .filter((b) => /^pool-\d+$/.test(b.attributes('data-test') ?? ''))
    expect(pool().length).toBe(10)
    expect(w.findAll('[data-test="advised-mark"]')).toHaveLength(0)

    await press('h')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await flushPromises()
    // the answer names four cards, and those four of the pool carry the advisor's mark and name
    const t = i18n.global.t
    const marked = pool().filter((b) => b.find('[data-test="advised-mark"]').exists())
    expect(marked).toHaveLength(4)
    for (const card of marked) expect(card.attributes('aria-label')).toMatch(/advisor’s pick$/)
    expect(w.findAll('[data-test="picked-mark"]')).toHaveLength(0)

    await w.get('[data-test="hint-take"]').trigger('click')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await flushPromises()
    const picked = pool().filter((b) => b.attributes('aria-pressed') === 'true')
    expect(picked.map((b) => b.attributes('data-test'))).toEqual(
      marked.map((b) => b.attributes('data-test')),
    )
    expect(w.get('[data-test="choose-said"]').text()).toBe(
      t('table.choose.said.taken', { n: 4, of: 4 }),
    )
    // the player brings it: main takes the hand, and the set is played with those cards
    const bring = w.get('[data-test="choose-confirm"]')
    expect(bring.attributes('aria-disabled')).toBeUndefined()
    const match = useMatchStore()
    const pooled = match.update?.view.players[0].pool ?? []
    const codes = marked.map((b) => pooled[Number(b.attributes('data-test')?.slice(5))]).sort()
    await bring.trigger('click')
    await settle()
    expect(match.update?.view.phase).not.toBe('choose')
    const hand = [...(match.update?.view.players[0].hand ?? [])].sort()
    expect(hand).toEqual(codes)
  })
})
