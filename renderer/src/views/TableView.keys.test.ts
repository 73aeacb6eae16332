// @vitest-environment happy-dom
/**
 * Keys typed ahead at the table, over the real api router on a temporary data folder: a move key
 * pressed while the player's card is on its way waits for it and is done once it has landed,
 * checked again then; nothing waits across the turn or the round. And F with no card that takes
 * a sign says so. The cards move at their own pace; the store's timers are faked and stepped,
 * never waited out. Seed 57's tournament pool holds +3, −3, ±1 and +4; its classic deal gives
 * the player the opening draw, 4, with +4, −2, ±2 and +1 in hand.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { CardCode } from '@common/cards'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')

const { settle } = useRealMainPerTest(real, 'table-keys', {
  profile: { slot: 1, name: 'Talon' },
})
const clock = useStoreClock()

// the moves the table sends, seen on their way to main (each still answered by it), and
// whether the table was still showing cards as each was sent
let acted: MockInstance
let sentWhileShowing: boolean[]
beforeEach(() => {
  const act = window.pazaak!.match.act.bind(window.pazaak!.match)
  sentWhileShowing = []
  acted = vi.spyOn(window.pazaak!.match, 'act').mockImplementation((arg) => {
    sentWhileShowing.push(useMatchStore().presenting)
    return act(arg)
  })
})
/** Every move the table has sent main, in order. */
const sent = (): PlayerAction[] =>
  acted.mock.calls.map((call) => (call[0] as { action: PlayerAction }).action)

/** A key pressed at the table (its keys listen on the window), and main's answer come back. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

/** Steps the cards' beats until the table waits for the player again, with `moves` sent. */
async function waitsAfter(moves: number): Promise<void> {
  const match = useMatchStore()
  for (let steps = 0; ; steps++) {
    await settle()
    if (sent().length >= moves && !match.presenting && !match.pending) return
    if (steps > 4000) throw new Error('the table never waited for the player')
    await vi.advanceTimersByTimeAsync(50)
  }
}

/**
 * A match started as `rules` on seed 57 with the cards moving at their pace from the player's
 * first move on; in the tournament, the hand `chosen` brought first.
 */
async function table(rules: 'classic' | 'tournament', chosen?: CardCode[]): Promise<VueWrapper> {
  const w = await openTable(clock, quickStart(rules, 57), { reducedMotion: 'on' })
  await settle()
  const match = useMatchStore()
  if (chosen) {
    await match.act({ type: 'choose', cards: chosen })
    await settle()
  }
  expect(match.canAct).toBe(true)
  useSettingsStore().settings.reducedMotion = 'off'
  acted.mockClear()
  sentWhileShowing = []
  return w
}

const TOURNAMENT_HAND: CardCode[] = ['+3', '-3', '±1', '+4']
const hand = () => useMatchStore().update!.view.players[0].hand

describe('TableView: keys typed ahead of a card on its way', () => {
  it('land in order once the card before has landed, each as the table then allows', async () => {
    await table('tournament', TOURNAMENT_HAND)
    const match = useMatchStore()
    await key('1')
    // 4 pressed as +3 lands, E as +4 does (4 hurried +3 along, and +4 went as it had landed)
    expect(match.presenting).toBe(true)
    await key('4')
    expect(match.presenting).toBe(true)
    await key('e')
    await waitsAfter(3)
    expect(sent()).toEqual([
      { type: 'play', card: '+3' },
      { type: 'play', card: '+4' },
      { type: 'end' },
    ])
    // each went once the card before it had landed, never while the table was showing one
    expect(sentWhileShowing).toEqual([false, false, false])
  })

  it('a key that is no longer allowed is refused, with its line, and the rest go', async () => {
    const w = await table('classic')
    await key('1')
    expect(useMatchStore().presenting).toBe(true)
    await key('2')
    await key('e')
    await waitsAfter(1)
    // one side card a turn in classic: the −2 is refused as it comes up, and E never goes
    expect(sent()).toEqual([{ type: 'play', card: '+4' }])
    expect(w.get('[data-test="refusal"] .words').attributes('data-key')).toBe(
      'refusal.side-card-played',
    )
    expect(useMatchStore().canAct).toBe(true)
    // the turn is the player's still: E pressed now ends it
    await key('e')
    expect(sent().at(-1)).toEqual({ type: 'end' })
  })

  it('never waits across to the opponent’s turn, nor acts on it', async () => {
    await table('tournament', TOURNAMENT_HAND)
    const match = useMatchStore()
    await key('1')
    await key('e')
    await key('2')
    // +3 lands, then E ends the turn: the 2 typed after it is gone with the turn
    for (let steps = 0; sent().length < 2; steps++) {
      if (steps > 4000) throw new Error('E was never sent')
      await vi.advanceTimersByTimeAsync(50)
      await settle()
    }
    expect(sent()).toEqual([{ type: 'play', card: '+3' }, { type: 'end' }])
    // a card key pressed while the opponent's turn is shown only hurries it along
    expect(match.presenting).toBe(true)
    await key('4')
    await waitsAfter(2)
    expect(sent()).toEqual([{ type: 'play', card: '+3' }, { type: 'end' }])
    expect(hand()).toEqual(['-3', '±1', '+4'])
  })

  it('never waits across to the next round: a stand takes the keys after it', async () => {
    await table('tournament', TOURNAMENT_HAND)
    const match = useMatchStore()
    await key('1')
    await key('s')
    await key('2')
    await waitsAfter(2)
    expect(sent()).toEqual([{ type: 'play', card: '+3' }, { type: 'stand' }])
    expect(match.update!.events.some((e) => e.type === 'roundEnd')).toBe(true)
    // the −3 is still in the hand the set keeps: no key played it in the next round
    expect(hand()).toEqual(['-3', '±1', '+4'])
  })

  it('go as the menu opens: nothing is played under it', async () => {
    const w = await table('tournament', TOURNAMENT_HAND)
    await key('1')
    await key('4')
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
    await waitsAfter(1)
    expect(sent()).toEqual([{ type: 'play', card: '+3' }])
  })
})

describe('TableView: F with no card that takes a sign', () => {
  it('says why, in English and in German, as any refused key does', async () => {
    // the tournament hand without its ±1: nothing in it takes a sign
    const w = await table('tournament', ['+3', '-3', '+4', '-4'])
    await key('f')
    const words = () => w.get('[data-test="refusal"] .words')
    expect(words().attributes('data-key')).toBe('table.refused.noFlipCard')
    expect(words().text()).toBe(i18n.global.t('table.refused.noFlipCard'))
    i18n.global.locale.value = 'de'
    try {
      await settle()
      expect(words().text()).toBe(i18n.global.t('table.refused.noFlipCard'))
      expect(words().text()).toContain('Wechselkarte')
    } finally {
      i18n.global.locale.value = 'en'
    }
    // a screen reader hears it too: the same line as any refusal (checked in the refusal tests)
    expect(sent()).toEqual([])
  })
})
