// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

/*
 * A total over 20 on the player's turn, against the real main on a temporary data folder: the
 * total turns the danger colour, End turn and Stand say that they bust there, and so does a line
 * on the table (a touch screen opens no tip), which also says whether a card the player may still
 * play brings the total back or the round is lost; the hand lights only the cards that do.
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
    // and in words on the table, for a finger that opens no tip: −2, −1, +5 and +1 from 23
    // bring nothing back to 20, so the round is lost
    expect(w.get('[data-test="over-note"]').text()).toBe(t('table.overNote.lost'))

    // a minus card that leaves the total over 20: still over, still a bust to stand on
    const card = (mine().hand ?? []).find((c) => c.startsWith('-') && over + Number(c) > 20)
    if (!card) throw new Error('no minus card that keeps the total over 20')
    await match.act({ type: 'play', card } as PlayerAction)
    await settle()
    expect(mine().total).toBe(over + Number(card))
    expect(total().get('[data-test="total-value"]').text()).toBe(String(over + Number(card)))
    expect(total().classes()).toContain('over')
    expect(tip('stand')).toBe(t('table.tips.standBust', { key: 'S', total: over + Number(card) }))
    expect(w.get('[data-test="over-note"]').text()).toBe(t('table.overNote.lost'))
  })

  it('says a card in hand brings the total back, and the round lost once the turn’s card is spent', async () => {
    // seed 10's deal: the player's turns end on lower totals until one draws to 22, with +1,
    // ±1, −3 and +5 in hand: −3 makes 19
    const w = await openTable(clock, quickStart('classic', 10), { reducedMotion: 'on' })
    await settle()
    const match = useMatchStore()
    const mine = () => match.update!.view.players[0]
    for (let turns = 0; mine().total <= 20; turns++) {
      if (turns > 10 || match.update!.view.rounds.length > 0) throw new Error('never over 20')
      await match.act({ type: 'end' })
      await settle()
    }
    expect(mine().total).toBe(22)
    expect([...(mine().hand ?? [])].sort()).toEqual(['+1', '+5', '-3', '±1'])
    const note = () => w.get('[data-test="over-note"]').text()
    const t = i18n.global.t
    expect(note()).toBe(t('table.overNote.back', { n: 1 }, 1))
    expect(note()).toContain('play a card that brings you back')
    // the hand lights only that card: the ±1 makes 21 at best, the plus cards go further; all
    // four may still be played, as the rules allow
    const light = (code: string) => {
      const card = w.get(`[data-test="my-hand"] [data-code="${code}"]`)
      expect(card.attributes('aria-disabled')).toBe('false')
      return /state-(\w+)/.exec(card.get('.side-card').classes().join(' '))?.[1]
    }
    expect(['+1', '±1', '-3', '+5'].map(light)).toEqual(['plain', 'plain', 'playable', 'plain'])

    // the +1 is classic's one side card this turn: the −3 cannot follow it
    await match.act({ type: 'play', card: '+1' } as PlayerAction)
    await settle()
    expect(mine().total).toBe(23)
    expect(note()).toBe(t('table.overNote.lost'))
  })
})
