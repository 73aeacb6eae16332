// @vitest-environment happy-dom
/**
 * Who opens the match is put up on the table's banner once, where the player can see it: in
 * classic as the match starts (the high cards are drawn before anything else), in the
 * tournament and the cantina once the hands are brought and the chooser has closed (the coin
 * falls as the chooser comes up, and the chooser lies over the banner's place). Over the real
 * api router on a temporary data folder; only the store's timers are counted, never waited out.
 */
import { watch } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { PlayerAction } from '@preload/contract'
import type { OpenerEvent } from '@common/opener'
import type { RulesetId } from '@common/rulesets'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playOut, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('./match')
const { useSettingsStore } = await import('./settings')

const { settle } = useRealMainPerTest(real, 'match-opener', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})
useStoreClock()

/** A banner as it went up: its event, and what the table showed under it then. */
interface Put {
  type: string
  /** the scene's phase: 'choose' while the hands are still to be chosen */
  phase: string | undefined
  /** a round under way on the table: its first turn not yet started */
  turn: number | null | undefined
}

/** Records every banner the store puts up from now on. */
function banners(): Put[] {
  const store = useMatchStore()
  const put: Put[] = []
  watch(
    () => store.banner,
    (event) => {
      if (event) put.push({ type: event.type, phase: store.scene?.phase, turn: store.scene?.turn })
    },
    { flush: 'sync' },
  )
  return put
}

/** A quick match against the rookie; answers its opener event. */
async function quickMatch(rules: RulesetId): Promise<OpenerEvent> {
  const first = await useMatchStore().start(quickStart(rules))
  const opener = first?.events.find((e): e is OpenerEvent => e.type === 'opener')
  if (!opener) throw new Error('no opener event')
  return opener
}

/** The first hand the rules let the player bring. */
function aHand(): PlayerAction {
  const choose = useMatchStore().legal.find((a) => a.type === 'choose')
  if (!choose) throw new Error('no hand to choose')
  return { type: 'choose', cards: choose.cards }
}

describe('the banner that says who opens the match', () => {
  for (const rules of ['tournament', 'cantina'] as const) {
    it(`${rules}: goes up once the hand is brought, not behind the chooser`, async () => {
      const store = useMatchStore()
      const put = banners()
      const opener = await quickMatch(rules)
      expect(opener.draws).toEqual([]) // the coin
      await playOut(settle)
      // the chooser is up at once: nothing was put up under it, nor waited for
      expect(store.update?.view.phase).toBe('choose')
      expect(put).toEqual([])
      // the log still hears who opens as the match starts
      expect(store.shown).toBe(store.update?.events.length)

      const acted = store.act(aHand())
      await playOut(settle)
      expect(await acted).toBe(true)
      // as the first round starts, before its first turn: once, with the coin's own event
      expect(put).toEqual([{ type: 'opener', phase: 'turn', turn: null }])
      expect(store.opening).toEqual(opener)
      expect(store.banner).toBeNull()

      // and never again in the match
      const stand = store.legal.some((a) => a.type === 'stand')
      const move: PlayerAction = stand ? { type: 'stand' } : { type: 'end' }
      const moved = store.act(move)
      await playOut(settle)
      expect(await moved).toBe(true)
      expect(put.filter((p) => p.type === 'opener')).toHaveLength(1)
    })
  }

  it('cantina, under reduced motion: stays to be read once the hand is brought', async () => {
    useSettingsStore().settings.reducedMotion = 'on'
    const store = useMatchStore()
    const opener = await quickMatch('cantina')
    await settle()
    expect(store.banner).toBeNull()
    expect(await store.act(aHand())).toBe(true)
    await settle()
    expect(store.presenting).toBe(false)
    expect(store.banner).toEqual(opener)
  })

  it('classic: goes up as the match starts, the high cards drawn before the deal', async () => {
    const put = banners()
    const opener = await quickMatch('classic')
    expect(opener.draws.length).toBeGreaterThan(0)
    await playOut(settle)
    expect(put[0]).toEqual({ type: 'opener', phase: 'turn', turn: null })
    expect(put.filter((p) => p.type === 'opener')).toHaveLength(1)
  })
})
