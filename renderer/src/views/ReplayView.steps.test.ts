// @vitest-environment happy-dom
/**
 * The replay's steps against the real main on a temporary data folder: a match played out
 * through the api, then stepped by the arrow keys. A round's end is a step where no move is
 * made: its caption, its counter and its tick must each tell it from the move before it.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { RulesetId } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { keyPresser, playedOut, replayOpener } from '@/testing/replay-screen'
import { reviewedReplay } from '@/testing/review-ready'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useHistoryStore } = await import('@/stores/history')

const { main, settle } = useRealMainPerTest(real, 'replay-steps', {
  profile: { slot: 1, name: 'Tester' },
})
/** The replay of the kept match `id`, unmounted after the test. */
const openReplay = replayOpener(settle)
const key = keyPresser(settle)

/** A quick match of `rules` played out by plain moves, kept, and its review done. */
async function playQuick(rules: RulesetId): Promise<string> {
  const id = await playedOut(main, rules)
  await reviewedReplay(main, id)
  return id
}

/** What the caption says at each step, from the deal to the end, stepped by →. */
async function captions(w: VueWrapper): Promise<{ step: string; move: string; live: string }[]> {
  const seen = []
  for (let i = 0; i <= useHistoryStore().last; i++) {
    if (i > 0) await key('ArrowRight')
    expect(Number(w.get('[data-test="replay-step"]').attributes('data-at'))).toBe(i)
    seen.push({
      step: w.get('[data-test="replay-step"]').text(),
      move: w.get('[data-test="replay-move"]').text(),
      live: w.get('.caption[aria-live="polite"]').text(),
    })
  }
  return seen
}

describe('the replay’s steps', () => {
  it('name a round’s end by its round, never by the number of the move before it', async () => {
    const w = await openReplay(await playQuick('classic'))
    const { frames, moveCount } = useHistoryStore()
    const ends = frames.flatMap((f, i) => (f.move ? [] : [i]))
    // a classic match is three rounds or more, the last one's end the match's last step
    expect(ends.length).toBeGreaterThanOrEqual(3)
    expect(ends.at(-1)).toBe(frames.length - 1)
    const seen = await captions(w)
    // the match's deal is named by the move first made in it
    expect(seen[0]!.step).toBe(`Move 1 of ${moveCount}`)
    // every press of → changes the counter: a round's end does not repeat "Move 6 of 38"
    seen.slice(1).forEach((now, i) => expect(now.step).not.toBe(seen[i]!.step))
    let moves = 0
    frames.forEach((f, i) => {
      const at = seen[i]!
      if (f.move) {
        moves++
        expect(at.step).toBe(`Move ${moves} of ${moveCount}`)
        expect(at.move).not.toContain('over')
      } else {
        expect(at.move).toBe(`Round ${f.round} · the round is over`)
        expect(at.step).toBe(`After move ${moves} of ${moveCount}`)
      }
      // the live caption speaks the step and what happened in it
      expect(at.live).toContain(at.step)
      expect(at.live).toContain(at.move)
    })
    // every tick has a name of its own; a round's end's is its caption, with no move number
    const ticks = w.findAll('[data-test="replay-tick"]').map((t) => t.attributes('aria-label'))
    expect(ticks).toHaveLength(frames.length)
    expect(new Set(ticks).size).toBe(ticks.length)
    for (const i of ends) {
      expect(ticks[i]).toBe(seen[i]!.move)
      expect(ticks[i]).not.toMatch(/^Move \d/)
    }
    // the keys still jump to either end
    await key('Home')
    expect(w.get('[data-test="replay-step"]').attributes('data-at')).toBe('0')
    await key('End')
    expect(w.get('[data-test="replay-step"]').attributes('data-at')).toBe(String(frames.length - 1))
  })

  it('name a round’s end in a later set by its set and round, in English and German', async () => {
    const w = await openReplay(await playQuick('tournament'))
    const { frames } = useHistoryStore()
    // the end of the second set's first round
    const at = frames.findIndex((f) => !f.move && f.set === 2)
    expect(at).toBeGreaterThan(0)
    const before = frames.slice(0, at).filter((f) => f.move).length
    for (let i = 0; i < at; i++) await key('ArrowRight')
    const text = (test: string) => w.get(`[data-test="${test}"]`).text()
    const tick = () => w.findAll('[data-test="replay-tick"]')[at]!.attributes('aria-label')
    expect(text('replay-move')).toBe('Set 2, round 1 · the round is over')
    expect(tick()).toBe('Set 2, round 1 · the round is over')
    expect(text('replay-step')).toBe(`After move ${before} of ${useHistoryStore().moveCount}`)
    i18n.global.locale.value = 'de'
    await settle()
    expect(text('replay-move')).toBe('Satz 2, Runde 1 · Die Runde ist vorbei')
    expect(tick()).toBe('Satz 2, Runde 1 · Die Runde ist vorbei')
    expect(text('replay-step')).toBe(`Nach Zug ${before} von ${useHistoryStore().moveCount}`)
    // the next step, the next round's deal, is named by its first move, in its own round
    await key('ArrowRight')
    expect(text('replay-step')).toBe(`Zug ${before + 1} von ${useHistoryStore().moveCount}`)
    expect(text('replay-round')).toBe('Satz 2, Runde 2')
    i18n.global.locale.value = 'en'
    await settle()
  })
})
