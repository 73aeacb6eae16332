// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

/*
 * A total over 20 on the player's turn, against the real main on a temporary data folder: the
 * total turns the danger colour, End turn and Stand say that they bust there, and so does a line
 * on the table (a touch screen opens no tip).
 */
// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-over', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

describe('the table over 20', () => {
  it('warns on the total and on End turn and Stand while it is over 20', async () => {
    // seed 1's deal: the player's turns ended on 6, 9 and 18 draw a 5, for 23 on the player's
    // turn, with −2 in hand (21: still over)
    const w = await openTable(clock, quickStart('classic', 1), { reducedMotion: 'on' })
    await settle()
    const match = useMatchStore()
    const mine = () => match.update!.view.players[0]
    for (let turns = 0; mine().total <= 20; turns++) {
      expect(w.find('[data-test="over-note"]').exists()).toBe(false)
      if (turns > 10 || match.update!.view.rounds.length > 0) throw new Error('never over 20')
      await match.act({ type: 'end' })
      await settle()
    }
    const over = mine().total
    expect(match.update!.view.turn).toBe(0)

    const t = i18n.global.t
    const total = () => w.get('[data-test="my-table"] [data-test="total"]')
    const tip = (test: string) => w.get(`[data-test="${test}"]`).attributes('title')
    expect(total().get('[data-test="total-value"]').text()).toBe(String(over))
    expect(total().classes()).toContain('over')
    expect(tip('end-turn')).toBe(t('table.tips.endBust', { key: 'E', total: over }))
    expect(tip('stand')).toBe(t('table.tips.standBust', { key: 'S', total: over }))
    // and in words on the table, for a finger that opens no tip
    expect(w.get('[data-test="over-note"]').text()).toBe(t('table.overNote'))

    // a minus card that leaves the total over 20: still over, still a bust to stand on
    const card = (mine().hand ?? []).find((c) => c.startsWith('-') && over + Number(c) > 20)
    if (!card) throw new Error('no minus card that keeps the total over 20')
    await match.act({ type: 'play', card } as PlayerAction)
    await settle()
    expect(mine().total).toBe(over + Number(card))
    expect(total().get('[data-test="total-value"]').text()).toBe(String(over + Number(card)))
    expect(total().classes()).toContain('over')
    expect(tip('stand')).toBe(t('table.tips.standBust', { key: 'S', total: over + Number(card) }))
    expect(w.find('[data-test="over-note"]').exists()).toBe(true)
  })
})
