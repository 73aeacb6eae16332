// @vitest-environment happy-dom
/**
 * The replay playing itself, against the real main on a temporary data folder: Play steps on at
 * its pace and holds a round's end longer, the caption is quiet meanwhile, a step the player
 * takes stops it, it stops at the last step, and Play there begins again from the deal. The
 * timeline's legend says what its ticks mean. The autoplay's timers are faked once the replay is
 * open; main's answers came before.
 */
import { nextTick } from 'vue'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playedOut, replayOpener } from '@/testing/replay-screen'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useHistoryStore } = await import('@/stores/history')
const { AUTOPLAY_MS } = await import('@/composables/useReplayAutoplay')

const { main, settle } = useRealMainPerTest(real, 'replay-autoplay', {
  profile: { slot: 1, name: 'Tester' },
})
const openReplay = replayOpener(settle)
afterEach(() => {
  vi.useRealTimers()
})

/** A key pressed on the page, where the replay reads its keys. */
async function press(key: string): Promise<void> {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await nextTick()
}

describe('the replay played by itself', () => {
  it('steps on at its pace, holds a round’s end, and stops at the end or when the player steps; a legend names the ticks', async () => {
    const w = await openReplay(await playedOut(main, 'classic'))
    const history = useHistoryStore()
    // under the timeline, what its ticks mean
    expect(w.findAll('[data-test="replay-legend"] li').map((li) => li.text())).toEqual([
      'Your moves',
      expect.stringMatching(/’s moves$|'s moves$/),
      "Round's end",
      'Inaccuracy',
      'Mistake',
      'Blunder',
    ])
    // each tick drawn as its legend's swatch: the player's moves, the other seat's in a colour
    // of their own (not the dim of a step without a move), a round's end
    const kinds = ['mine', 'other', '']
    const kind = (classes: string[]): string => kinds.find((k) => classes.includes(k)) ?? ''
    expect(
      w
        .findAll('[data-test="replay-legend"] .swatch')
        .slice(0, 3)
        .map((s) => kind(s.classes())),
    ).toEqual(kinds)
    const ticks = w.findAll('[data-test="replay-tick"]')
    expect(ticks.map((tick) => kind(tick.classes()))).toEqual(
      history.frames.map((f) => (f.move ? kinds[f.move.player] : '')),
    )
    expect(new Set(ticks.map((tick) => kind(tick.classes())))).toEqual(new Set(kinds))
    const play = w.get('[data-test="replay-play"]')
    const caption = w.get('[data-test="replay-caption"]')
    expect(play.attributes('aria-label')).toBe('Play')
    expect(caption.attributes('aria-live')).toBe('polite')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

    await play.trigger('click')
    expect(play.attributes('aria-label')).toBe('Pause')
    expect(caption.attributes('aria-live')).toBe('off')
    vi.advanceTimersByTime(AUTOPLAY_MS.move - 1)
    expect(history.at).toBe(0)
    vi.advanceTimersByTime(1)
    expect(history.at).toBe(1)

    // on to the first round's end, which stays for a round's end's time, not a move's
    const end = history.frames.findIndex((f) => !f.move)
    expect(end).toBeGreaterThan(1)
    while (history.at < end) vi.advanceTimersByTime(AUTOPLAY_MS.move)
    vi.advanceTimersByTime(AUTOPLAY_MS.move)
    expect(history.at).toBe(end)
    vi.advanceTimersByTime(AUTOPLAY_MS.roundEnd - AUTOPLAY_MS.move)
    expect(history.at).toBe(end + 1)

    // the player steps back: the replay stops where they took it
    await press('ArrowLeft')
    expect(history.at).toBe(end)
    expect(play.attributes('aria-label')).toBe('Play')
    vi.advanceTimersByTime(10 * AUTOPLAY_MS.roundEnd)
    expect(history.at).toBe(end)

    // P plays on from there to the last step, and stops on it
    await press('p')
    expect(play.attributes('aria-label')).toBe('Pause')
    for (let i = 0; i <= history.last; i++) vi.advanceTimersByTime(AUTOPLAY_MS.roundEnd)
    await nextTick()
    expect(history.at).toBe(history.last)
    expect(play.attributes('aria-label')).toBe('Play')

    // Play at the end begins again from the deal
    await play.trigger('click')
    expect(history.at).toBe(0)
    expect(play.attributes('aria-label')).toBe('Pause')
  })
})
