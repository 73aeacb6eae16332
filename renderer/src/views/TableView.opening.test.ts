// @vitest-environment happy-dom
/**
 * Who opens the round, in the centre of the table, with the cards moving at their own pace: on
 * the table as the round starts, gone once the round's first move has been shown, the opponent
 * opening or the player; under reduced motion, while the banner left on the table stays. Over
 * the real api router on a temporary data folder, the store's timers faked and moved on by the
 * test, the table read at each of main's events as it is shown.
 */
import { nextTick } from 'vue'
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { MatchEvent } from '@common/match'
import { BANNER_READING } from '@/fx/pacing'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, playOut, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-opening', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

/** What the centre says of who opens, phrase by phrase (none: nothing said). */
const note = (w: VueWrapper): string[] =>
  w.findAll('[data-test="opener"] .phrase').map((phrase) => phrase.text())

/** The table at one of main's events: the event last shown, and what the centre said. */
interface Seen {
  /** how many of the update's events had been shown */
  at: number
  event: MatchEvent['type'] | null
  player: number | null
  note: string[]
}

/** Plays main's update out, a step of the store's clock at a time, reading the table at each. */
async function watchUpdate(w: VueWrapper): Promise<Seen[]> {
  const store = useMatchStore()
  const seen: Seen[] = []
  await settle()
  for (let steps = 0; store.presenting; steps++) {
    if (steps > 2000) throw new Error('the update never ended')
    await vi.advanceTimersByTimeAsync(50)
    await nextTick()
    const event = store.update?.events[store.shown - 1] ?? null
    seen.push({
      at: store.shown,
      event: event?.type ?? null,
      player: event && 'player' in event ? event.player : null,
      note: note(w),
    })
  }
  return seen
}

const MOVES = new Set(['play', 'endTurn', 'stand'])

describe('who opens the round, in the centre of the table', () => {
  it('the opponent opening: said as the round starts, gone once its first move is shown', async () => {
    // seed 1's deal: the rookie draws the higher card and opens
    const w = await openTable(clock, quickStart('classic', 1), { reducedMotion: 'off' })
    const seen = await watchUpdate(w)
    const started = seen.findIndex((s) => s.event === 'roundStart')
    const moved = seen.findIndex((s) => s.event !== null && MOVES.has(s.event))
    expect(started).toBeGreaterThanOrEqual(0)
    expect(moved).toBeGreaterThan(started)
    expect(seen[moved]?.player).toBe(1)
    const name = useMatchStore().update?.opponent.name
    const theyOpen = i18n.global.t('table.banner.theyOpen', { name })
    // from the round's start up to the opponent's first move: who opens, and why
    for (const s of seen.slice(started, moved)) expect(s.note[0]).toBe(theyOpen)
    // once its first move has been shown (an ended turn, as the turn passes), and while the
    // player thinks about their own: nothing
    const after = seen.filter((s) => s.at > (seen[moved]?.at ?? 0))
    expect(after.length).toBeGreaterThan(0)
    for (const s of after) expect(s.note).toEqual([])
    expect(note(w)).toEqual([])
  })

  it('under reduced motion: stays while the banner stays on the table, and goes with it', async () => {
    // seed 1 again: the start and the rookie's first move come in one instant
    const w = await openTable(clock, quickStart('classic', 1), { reducedMotion: 'on' })
    const store = useMatchStore()
    await settle()
    expect(store.presenting).toBe(false)
    expect(w.find('[data-test="banner"]').exists()).toBe(true)
    const name = store.update?.opponent.name
    expect(note(w)[0]).toBe(i18n.global.t('table.banner.theyOpen', { name }))
    // the banner's reading time out, on the store's own clock
    await vi.advanceTimersByTimeAsync(BANNER_READING)
    await nextTick()
    expect(w.find('[data-test="banner"]').exists()).toBe(false)
    expect(note(w)).toEqual([])
  })

  it('the player opening: said while they think about their first move, gone once it is made', async () => {
    // seed 2's deal: the player draws the higher card and opens
    const w = await openTable(clock, quickStart('classic', 2), { reducedMotion: 'off' })
    const store = useMatchStore()
    await playOut(settle)
    expect(store.canAct).toBe(true)
    expect(note(w)[0]).toBe(i18n.global.t('table.banner.youOpen'))
    const ended = store.act({ type: 'end' })
    const seen = await watchUpdate(w)
    expect(await ended).toBe(true)
    expect(seen[0]?.event).toBe('endTurn')
    for (const s of seen.filter((step) => step.at > 1)) expect(s.note).toEqual([])
    expect(note(w)).toEqual([])
  })
})
