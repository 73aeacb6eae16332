// @vitest-environment happy-dom
/**
 * Each opponent thinks at its own tempo: the campaign's content gives it, main's answer carries
 * it to the table, and the store holds every one of the opponent's decisions for the beat that
 * tempo makes. Over the real api router on a temporary data folder; the store's timers (and the
 * clock they read) are faked and moved on by the test, never waited out.
 */
import { watch } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { MatchStart, PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playOut, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('./match')
const { BEATS } = await import('@/fx/pacing')

const { main, settle } = useRealMainPerTest(real, 'match-tempo', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})
useStoreClock({ alsoFake: ['Date'] })

/** Every pause the opponent is shown thinking for from now on, in milliseconds. */
function thinks(): number[] {
  const store = useMatchStore()
  const lasted: number[] = []
  let from = 0
  watch(
    () => store.thinking,
    (thinking) => {
      if (thinking) from = Date.now()
      else lasted.push(Date.now() - from)
    },
    { flush: 'sync' },
  )
  return lasted
}

/** Starts `how` and plays on (ending each turn) until the opponent has thought at least twice. */
async function opponentThinks(how: MatchStart): Promise<number[]> {
  const store = useMatchStore()
  const lasted = thinks()
  expect(await store.start(how)).toBeTruthy()
  await playOut(settle)
  for (let moves = 0; lasted.length < 2 && store.update?.result === null; moves++) {
    if (moves > 40) throw new Error('the opponent never made a decision')
    const move: PlayerAction = store.legal.some((a) => a.type === 'end')
      ? { type: 'end' }
      : { type: 'stand' }
    expect(await Promise.all([store.act(move), playOut(settle)])).toEqual([true, undefined])
  }
  return lasted
}

/** A campaign match at the Rusted Anchor against `opponentId`, at the lowest stake it takes. */
async function atTheAnchor(opponentId: string, wager: number): Promise<MatchStart> {
  const [starter] = await main('decks.list')
  if (!starter) throw new Error('a new save has its starter deck')
  return { mode: 'campaign', opponentId, deckId: starter.id, wager }
}

describe('the opponent’s thinking beat', () => {
  it('is its own: a quick one thinks briefly, a slow one at length, every decision alike', async () => {
    const marla = await opponentThinks(await atTheAnchor('marla-quince', 50))
    expect(useMatchStore().update?.opponent.tempo).toBe(0.4)
    expect(new Set(marla)).toEqual(new Set([528])) // 600 × (0.4 + 1.2 × 0.4)

    await main('match.resign', { matchId: useMatchStore().update?.matchId ?? '' })
    const hobb = await opponentThinks(await atTheAnchor('hobb-tarrow', 100))
    expect(useMatchStore().update?.opponent.tempo).toBe(0.8)
    expect(new Set(hobb)).toEqual(new Set([816])) // 600 × (0.4 + 1.2 × 0.8)
  })

  it('is the neutral beat for the house, which has no tempo of its own', async () => {
    const house = await opponentThinks(quickStart('classic'))
    expect(useMatchStore().update?.opponent.tempo).toBeUndefined()
    expect(new Set(house)).toEqual(new Set([BEATS.think]))
  })
})
