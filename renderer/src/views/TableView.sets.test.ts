// @vitest-environment happy-dom
/**
 * A tournament set's hand chooser over the table: the hand row behind it holds none of the last
 * set's places (emptied as its cards were played or mucked, they showed as numbered empty
 * places behind the chooser), and the hand chosen is laid out afresh. Over the real api router
 * on a temporary data folder, each update shown at once.
 */
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'
import { moveOn } from '@/testing/move-on'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-sets', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

describe('the hand row behind a later set’s chooser', () => {
  it('shows no empty places of the last set, then the new hand in places 1 to 4', async () => {
    const w = await openTable(clock, quickStart('tournament', 3), { reducedMotion: 'on' })
    await settle()
    const match = useMatchStore()
    const hand = () => w.get('[data-test="my-hand"]')
    const places = () => hand().findAll('[data-test^="hand-place-"]')
    // the first set's hand is chosen, played through to the set's end with plain moves
    for (let moves = 0; !(match.view?.phase === 'choose' && match.view.set > 1); moves++) {
      if (moves > 200 || !match.update || match.view?.phase === 'over') {
        throw new Error('no second set')
      }
      await moveOn(settle, match.act(plainMove(match.update)))
    }
    expect(w.find('.chooser').exists()).toBe(true)
    expect(match.view?.players[0].hand).toEqual([])
    expect(places()).toHaveLength(0)
    expect(hand().findAll('[data-test="played-place"]')).toHaveLength(0)

    // the new set's hand, brought: four cards in their places, none of them empty
    await match.act(plainMove(match.update!))
    await settle()
    expect(w.find('.chooser').exists()).toBe(false)
    const held = match.view?.players[0].hand ?? []
    expect(held.length).toBeGreaterThan(0)
    expect(hand().findAll('[data-test="played-place"]')).toHaveLength(4 - held.length)
    expect(places()).toHaveLength(4)
  })
})
