import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { watch } from 'vue'
import { engineMain, CLASSIC_DECK, type EngineMain } from '@tools/testing/engine-main'
import type { MatchSetup } from '@main/engine'
import type { BridgeError } from '@/bridge'
import type { MatchUpdate } from '@preload/contract'

let backend: EngineMain

vi.mock('@/bridge', async (original) => {
  const real = await original<typeof import('@/bridge')>()
  return { ...real, call: vi.fn((name: never, arg: never) => backend.call(name, arg)) }
})
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))
vi.mock('@/i18n', async (original) => ({
  ...(await original<typeof import('@/i18n')>()),
  setLanguage: vi.fn(),
}))

const { playEffect } = await import('@/fx/sound')
const { i18n } = await import('@/i18n')
const { call } = await import('@/bridge')
const { useMatchStore } = await import('./match')
const { useSettingsStore } = await import('./settings')
const { useNavigationStore } = await import('./navigation')
const { useNoticesStore } = await import('./notices')
const { BANNER_READING } = await import('@/fx/pacing')

const SETUP: MatchSetup = {
  rules: 'classic',
  seed: 7,
  opener: 0,
  sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
  hands: [
    ['+4', '-3', '±2', '+1'],
    ['+1', '+2', '+3', '-1'],
  ],
  // you 8; (+4) 12; opponent 6; you 10 -> 22; next round you open with 3
  draws: [8, 6, 10, 3],
}
const QUICK = { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: 'd1' } as const

function effects(): string[] {
  return vi.mocked(playEffect).mock.calls.map((c) => c[0])
}

beforeEach(() => {
  setActivePinia(createPinia())
  backend = engineMain(SETUP)
  vi.mocked(playEffect).mockClear()
})
afterEach(() => vi.useRealTimers())

function reducedMotion(): void {
  useSettingsStore().settings.reducedMotion = 'on'
}

describe('useMatchStore', () => {
  it('starts a match, opens the table and shows the opening draw', async () => {
    reducedMotion()
    const store = useMatchStore()
    const first = await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    expect(useNavigationStore().current).toEqual({
      screen: 'table',
      params: { matchId: first?.matchId },
    })
    expect(store.scene?.players[0].table).toEqual([{ code: null, face: 8, sign: 1 }])
    expect(store.scene?.players[0].total).toBe(8)
    expect(effects()).toEqual(['draw'])
    expect(store.legal.map((a) => a.type)).toContain('stand')
  })

  it('asks the sound module for the right effect for each event, in order', async () => {
    reducedMotion()
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    vi.mocked(playEffect).mockClear()

    await store.act({ type: 'play', card: '+4' })
    expect(effects()).toEqual(['play'])
    expect(store.scene?.players[0].hand).toEqual(['-3', '±2', '+1'])

    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'end' })
    expect(effects()).toEqual(['draw', 'draw']) // the opponent's card, then yours
    expect(store.scene?.players[0].total).toBe(22)

    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'stand' })
    expect(effects()).toEqual(['bust', 'roundLost', 'draw'])
    expect(store.scene?.rounds.at(-1)).toMatchObject({ winner: 1, reason: 'bust' })
    expect(store.scene?.players[1].roundWins).toBe(1)
  })

  it('plays the events one at a time at a readable pace, and a click skips ahead', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(5000)
    expect(store.presenting).toBe(false)

    void store.act({ type: 'end' })
    await vi.advanceTimersByTimeAsync(0)
    // Main has answered with the whole exchange, but the table shows it a beat at a time.
    expect(store.presenting).toBe(true)
    expect(store.legal).toEqual([])
    expect(store.scene?.players[1].table).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(400)
    expect(store.scene?.turn).toBe(1)
    expect(store.scene?.players[1].table).toHaveLength(0) // the opponent is still "thinking"
    await vi.advanceTimersByTimeAsync(600)
    expect(store.scene?.players[1].table).toHaveLength(1)

    let clicks = 0
    while (store.presenting && clicks < 50) {
      store.skip()
      clicks += 1
      await vi.advanceTimersByTimeAsync(0)
    }
    expect(store.presenting).toBe(false)
    expect(store.scene?.players[0].total).toBe(18)
    expect(store.skipToken).toBe(clicks)
  })

  it('counts the events shown so far (the tutorial coach explains only what the table shows)', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(5000)
    void store.act({ type: 'end' })
    await vi.advanceTimersByTimeAsync(0)
    const total = store.update?.events.length ?? 0
    expect(total).toBeGreaterThan(2)
    expect(store.shown).toBeLessThan(total)
    const seen: number[] = [store.shown]
    for (let i = 0; i < 40 && store.presenting; i++) {
      await vi.advanceTimersByTimeAsync(200)
      if (seen[seen.length - 1] !== store.shown) seen.push(store.shown)
    }
    expect(seen.length).toBeGreaterThan(2) // one step at a time, not all at once
    expect(store.shown).toBe(total)
  })

  it('drops a hint that arrives after the player has moved on', async () => {
    reducedMotion()
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    // main answers the hint only after the player's next move has been shown
    let release = (): void => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    vi.mocked(call).mockImplementationOnce((async (name, arg) => {
      await gate
      return backend.call(name, arg as never)
    }) as typeof call)
    const late = store.hint()
    await store.act({ type: 'end' })
    release()
    expect(await late).toBeNull()
    expect(store.advice).toBeNull()
  })

  it('plays a match to the end and goes to the result screen', async () => {
    reducedMotion()
    backend = engineMain({ ...SETUP, draws: [] })
    const store = useMatchStore()
    await store.start(QUICK)
    for (let i = 0; i < 300 && !store.update?.result; i++) {
      await vi.waitFor(() => expect(store.presenting).toBe(false))
      const total = store.view?.players[0].total ?? 0
      await store.act({ type: total >= 15 ? 'stand' : 'end' })
    }
    expect(store.update?.result).not.toBeNull()
    expect(useNavigationStore().current.screen).toBe('result')
    // the table is left for the result at once: no banner stays behind on it
    expect(store.banner).toBeNull()
    const won = store.update?.result?.winner === 0
    expect(effects()).toContain(won ? 'matchWon' : 'matchLost')
    expect(store.scene?.phase).toBe('over')
  })

  it('shows main refusing an action as a message worded in the language, and keeps the table', async () => {
    reducedMotion()
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    expect(await store.act({ type: 'play', card: '+6' })).toBe(false)
    const refusal = { key: 'refusal.no-such-card-in-hand', params: { card: '+6' } } as const
    expect((store.failure as BridgeError).error).toEqual({
      code: 'rejected',
      ...refusal,
    })
    expect(store.error).toBe(i18n.global.t(refusal.key, refusal.params))
    // the line follows a change of language while it is shown
    const english = store.error
    i18n.global.locale.value = 'de'
    try {
      expect(store.error).toBe(i18n.global.t(refusal.key, refusal.params))
      expect(store.error).not.toBe(english)
    } finally {
      i18n.global.locale.value = 'en'
    }
    expect(store.scene?.players[0].total).toBe(8)
  })

  it('catches up with main when a move is refused because another tab moved first', async () => {
    reducedMotion()
    const stale = useMatchStore()
    await stale.start(QUICK)
    await vi.waitFor(() => expect(stale.presenting).toBe(false))
    // a second tab on the same save (its own app), which plays +4 first: 8 -> 12
    setActivePinia(createPinia())
    reducedMotion()
    const other = useMatchStore()
    await other.resume()
    expect(await other.act({ type: 'play', card: '+4' })).toBe(true)
    expect(other.scene?.players[0].total).toBe(12)
    // the first tab still shows 8 with +4 in hand; its +4 is refused, and its table catches up
    expect(stale.scene?.players[0].total).toBe(8)
    expect(await stale.act({ type: 'play', card: '+4' })).toBe(false)
    expect(stale.error).not.toBeNull()
    expect(stale.scene?.players[0].total).toBe(12)
    expect(stale.update?.view.players[0].hand).not.toContain('+4')
  })

  it('forfeits, and asks the advisor for a hint', async () => {
    reducedMotion()
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    expect(await store.hint()).toMatchObject({ winChance: 0.62 })
    expect(store.advice?.action).toEqual({ type: 'stand' })
    await store.resign()
    expect(store.update?.result).toMatchObject({ winner: 1, resigned: true })
    expect(useNavigationStore().current.screen).toBe('result')
  })

  it('announces the achievements a finished match unlocked, one toast each', async () => {
    reducedMotion()
    const store = useMatchStore()
    await store.start(QUICK)
    const plain = backend
    // main's result names what the match unlocked (the engine-only backend has no profile)
    backend = {
      ...plain,
      call: async (name: never, arg: never) => {
        const value = (await plain.call(name, arg)) as MatchUpdate
        if ((name as string) === 'match.resign' && value.result)
          value.result.achievements = ['regular']
        return value as never
      },
    }
    await store.resign()
    const toasts = useNoticesStore().notices.filter((n) => n.message.key === 'feats.toast')
    expect(toasts.map((n) => n.message.params)).toEqual([
      { name: i18n.global.t('feats.list.regular.name') },
    ])
  })

  it('a new match starts from an empty table: the opening deal never shows ahead of itself', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.presenting).toBe(true)
    // main's first update already holds the dealt 8; the table shows it only when it is dealt
    expect(store.scene?.players[0].table).toEqual([])
    expect(store.scene?.players[0].total).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.scene?.players[0].table).toEqual([{ code: null, face: 8, sign: 1 }])

    // play again: the same, for the second match
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(0)
    expect(store.scene?.players[0].table).toEqual([])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.presenting).toBe(false)
  })

  it('shows the opponent thinking before each of its moves', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(10_000)
    void store.act({ type: 'end' })
    const seen: boolean[] = []
    for (let i = 0; i < 200 && (store.presenting || i === 0); i++) {
      seen.push(store.thinking)
      await vi.advanceTimersByTimeAsync(50)
    }
    expect(seen).toContain(true)
    expect(store.thinking).toBe(false)
  })

  it('waits for the player on one view: legal and blocked are both empty while events play', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.waiting).toBe(store.update?.view)
    expect(store.legal).toBe(store.update?.view.legal)
    expect(store.blocked).toBe(store.update?.view.blocked)
    void store.act({ type: 'play', card: '+4' })
    // main answering: nothing to do, nothing refused, from the same one wait
    expect(store.pending).toBe(true)
    expect([store.waiting, store.blocked, store.legal]).toEqual([null, null, []])
    await vi.advanceTimersByTimeAsync(0)
    expect(store.presenting).toBe(true)
    expect([store.waiting, store.blocked, store.legal]).toEqual([null, null, []])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.waiting).toBe(store.update?.view)
    expect(store.blocked?.cards['-3']).toEqual({ reason: 'side-card-played' })
  })

  it('after the player stands, the opponent playing on: the table says the player stands', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.turnRefused).toBeNull()
    void store.act({ type: 'stand' })
    await vi.advanceTimersByTimeAsync(0)
    // the stand is shown; the opponent's turns, in the same update, are still to come
    expect(store.presenting).toBe(true)
    expect(store.blocked).toBeNull()
    expect(store.standingShown).toBe(true)
    expect(store.turnRefused).toEqual({ reason: 'standing' })
    const seen: boolean[] = []
    for (let i = 0; i < 200 && store.presenting; i++) {
      seen.push(store.standingShown)
      await vi.advanceTimersByTimeAsync(100)
    }
    // the round ended on the way: a new one, the player's move, nothing refused
    expect(seen.at(-1)).toBe(false)
    expect(store.standingShown).toBe(false)
    expect(store.turnRefused).toBeNull()
  })

  it('finish(): the rest of the update is shown at once and silently, every event through the scene', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(10_000)
    void store.act({ type: 'end' })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.presenting).toBe(true)
    vi.mocked(playEffect).mockClear()
    const cues: string[] = []
    const stop = watch(
      () => store.cue,
      (cue) => cue?.kind === 'event' && cues.push(`${cue.event.type} ${cue.duration}`),
    )
    store.finish()
    await vi.advanceTimersByTimeAsync(0)
    stop()
    expect(store.presenting).toBe(false)
    expect(store.shown).toBe(store.update?.events.length)
    expect(store.scene).toEqual(store.update?.view)
    expect(effects()).toEqual([])
    // the opponent's draw and the player's went through the table, with nothing to wait on
    expect(cues).toContain('draw 0')
    expect(cues.every((cue) => cue.endsWith(' 0'))).toBe(true)
    // the next update is shown at its pace again, with its sounds
    void store.act({ type: 'play', card: '+4' })
    await vi.advanceTimersByTimeAsync(0)
    expect(store.presenting).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(effects().length).toBeGreaterThan(0)
  })

  it('shows the chosen hand as it is dealt, not once the opening turn has played', async () => {
    vi.useFakeTimers()
    const pool: MatchSetup['sideDecks'][0] = [
      '+1',
      '+2',
      '+3',
      '+4',
      '-1',
      '-2',
      '-3',
      '-4',
      '±1',
      '±2',
    ]
    backend = engineMain({ rules: 'cantina', seed: 5, sideDecks: [pool, pool] })
    const store = useMatchStore()
    void store.start({ ...QUICK, rules: 'cantina' })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.update?.view.phase).toBe('choose')
    void store.act({ type: 'choose', cards: ['+1', '-1', '±1', '±2'] })
    await vi.advanceTimersByTimeAsync(0)
    const dealt = store.update?.events.findLastIndex((e) => e.type === 'handChosen') ?? -1
    expect(dealt).toBeGreaterThanOrEqual(0)
    for (let i = 0; i < 500 && store.presenting && store.shown <= dealt; i++)
      await vi.advanceTimersByTimeAsync(20)
    // the deal is shown and the rest of the update (the round's first draws) still to come
    expect(store.presenting).toBe(true)
    expect([...(store.scene?.players[0].hand ?? [])].sort()).toEqual(
      ['+1', '-1', '±1', '±2'].sort(),
    )
    expect(store.scene?.players[1].handSize).toBe(4)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(store.scene).toEqual(store.update?.view)
  })

  it('sounds exactly 20 with its own effect', async () => {
    reducedMotion()
    backend = engineMain({ ...SETUP, draws: [8, 6, 8] })
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'play', card: '+4' }) // 8 + 4 = 12
    await store.act({ type: 'end' }) // the opponent draws 6 and ends, you draw 8: 20
    expect(effects()).toContain('twenty')
  })

  it('sounds a lost match with its own cue, once, where the last round ends', async () => {
    reducedMotion()
    // three times: the player opens on 5 and stands; the opponent draws 10, then 10 more (20)
    const round = [5, 10, 10]
    backend = engineMain({ ...SETUP, hands: undefined, draws: [...round, ...round, ...round] })
    const store = useMatchStore()
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    await store.act({ type: 'stand' })
    await store.act({ type: 'stand' })
    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'stand' })
    expect(store.update?.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['roundEnd', 'setEnd', 'matchEnd']),
    )
    expect(effects().filter((e) => /^(round|set|match)/.test(e))).toEqual(['matchLost'])
  })
})

describe('useMatchStore: the last banner of an update, under reduced motion', () => {
  /** Start, +4 (12), end (the opponent 6, the player 10: 22), stand: the player busts. */
  async function bustTheFirstRound(store: ReturnType<typeof useMatchStore>): Promise<void> {
    await store.start(QUICK)
    await vi.waitFor(() => expect(store.presenting).toBe(false))
    await store.act({ type: 'play', card: '+4' })
    await store.act({ type: 'end' })
    await store.act({ type: 'stand' })
    expect(store.update?.events.map((e) => e.type)).toContain('roundEnd')
  }

  it('stays on the table once the update is shown, nothing waiting for it, for its reading time', async () => {
    vi.useFakeTimers()
    reducedMotion()
    const store = useMatchStore()
    await bustTheFirstRound(store)
    // the next round is dealt and the table waits for the player, the round's result over it
    expect(store.presenting).toBe(false)
    expect(store.legal.map((a) => a.type)).toContain('end')
    expect(store.banner).toMatchObject({ type: 'roundEnd', winner: 1 })
    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    expect(store.banner?.type).toBe('roundEnd')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.banner).toBeNull()
  })

  it('goes the moment the player moves, before main answers, and when the next update comes', async () => {
    vi.useFakeTimers()
    reducedMotion()
    const store = useMatchStore()
    await bustTheFirstRound(store)
    expect(store.banner?.type).toBe('roundEnd')
    const moving = store.act({ type: 'end' })
    expect(store.pending).toBe(true)
    expect(store.banner).toBeNull()
    await moving
    expect(store.banner).toBeNull()

    await bustTheFirstRound(store)
    expect(store.banner?.type).toBe('roundEnd')
    // a newer update from main (as a table catching up gets one): its own, without a banner
    const latest = store.update
    if (!latest) throw new Error('no update')
    await vi.advanceTimersByTimeAsync(BANNER_READING - 500)
    await store.present({ ...latest, events: [] })
    expect(store.banner).toBeNull()
    // one with a banner of its own (the same again): the first one's time does not cut it short
    await store.present(latest)
    expect(store.banner?.type).toBe('roundEnd')
    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    expect(store.banner?.type).toBe('roundEnd')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.banner).toBeNull()
  })

  it('goes when the player asks the advisor, as with a move', async () => {
    vi.useFakeTimers()
    reducedMotion()
    const store = useMatchStore()
    await bustTheFirstRound(store)
    expect(store.banner?.type).toBe('roundEnd')
    const asking = store.hint()
    expect(store.banner).toBeNull()
    expect(await asking).not.toBeNull()
  })

  it('with full motion, the banner is shown for its beat and none is left after the update', async () => {
    vi.useFakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await vi.advanceTimersByTimeAsync(10_000)
    for (const action of [{ type: 'play', card: '+4' }, { type: 'end' }] as const) {
      void store.act(action)
      await vi.advanceTimersByTimeAsync(10_000)
    }
    void store.act({ type: 'stand' })
    const seen: (string | null)[] = []
    for (let i = 0; i < 200 && (store.presenting || i === 0); i++) {
      seen.push(store.banner?.type ?? null)
      await vi.advanceTimersByTimeAsync(100)
    }
    expect(seen).toContain('roundEnd')
    expect(store.presenting).toBe(false)
    expect(store.banner).toBeNull()
  })
})
