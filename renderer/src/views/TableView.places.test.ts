// @vitest-environment happy-dom
/**
 * The hand's places over the real api router on a temporary data folder: a card played leaves
 * its place empty, and the table mounted anew (the player left it and came back) lays the hand
 * out in the same places, so each key plays the card it played before. Seed 57's classic deal
 * gives the player the opening draw with +4, −2, ±2 and +1 in hand.
 */
import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { mountTable, openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('@/stores/match')
const { settle } = useRealMainPerTest(real, 'hand-places', {
  profile: { slot: 1, name: 'Talon' },
})
const clock = useStoreClock()

/** The card in each place of the hand, by its button's name ('' for an empty place). */
const places = (w: VueWrapper): string[] =>
  [1, 2, 3, 4].map((n) => {
    const card = w.find(`[data-test="hand-card-${n}"]`)
    return card.exists() ? (card.attributes('aria-label') ?? '') : ''
  })

describe("the hand's places", () => {
  it('stay as they were when the table is mounted anew, a played card still a gap', async () => {
    let w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    expect(places(w)).toEqual([
      'Play +4 (1)',
      'Play \u22122 (2)',
      'Play \u00b12 as +2 (3)',
      'Play +1 (4)',
    ])
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }))
    await settle()
    const played = places(w)
    expect(played[1]).toBe('')
    expect(played[2]).toBe('Play \u00b12 as +2 (3)')
    // the player leaves the table and comes back to the same match
    w.unmount()
    await settle()
    w = mountTable(clock)
    await settle()
    expect(useMatchStore().update?.matchId).toBeTruthy()
    expect(places(w).slice(2)).toEqual(played.slice(2))
    expect(places(w)[1]).toBe('')
  })
})
