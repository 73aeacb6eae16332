// @vitest-environment happy-dom
/**
 * The match store over the real api router on a temporary data folder, main dealing and its AI
 * playing: seed 57 deals a classic quick match whose opening draw, 4, is the player's, with +4,
 * −2, ±2 and +1 in hand; Deckhand Wendel then draws 1 and ends, and the player draws 10. The
 * store's timers are faked where a test steps its beats; main's answers are waited for, never
 * timed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { watch } from 'vue'
import type { BridgeError } from '@/bridge'
import type { MatchStart } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playAtTable, untilWon } from '@/testing/campaign-wins'
import { moveOn } from '@/testing/move-on'
import { quickStart } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { playEffect } = await import('@/fx/sound')
const { i18n } = await import('@/i18n')
const { word } = await import('@/i18n/words')
const { useMatchStore } = await import('./match')
const { useSettingsStore } = await import('./settings')
const { useNavigationStore } = await import('./navigation')
const { useNoticesStore } = await import('./notices')
const { BANNER_READING } = await import('@/fx/pacing')

const { main, settle } = useRealMainPerTest(real, 'match-store', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})

const QUICK: MatchStart = {
  mode: 'quick',
  rules: 'classic',
  tier: 'rookie',
  deckId: null,
  seed: 57,
}

function effects(): string[] {
  return vi.mocked(playEffect).mock.calls.map((c) => c[0])
}

afterEach(() => {
  vi.useRealTimers()
  vi.mocked(playEffect).mockClear()
})

/** The store's own timers faked (main's answers still come as they come). */
function fakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
}

function reducedMotion(): void {
  useSettingsStore().settings.reducedMotion = 'on'
}

/** A match started in the store, its first update shown, under reduced motion. */
async function started(store: ReturnType<typeof useMatchStore>, how = QUICK): Promise<void> {
  reducedMotion()
  if (!(await store.start(how))) throw new Error('the match did not start')
  await settle()
  expect(store.presenting).toBe(false)
}

describe('useMatchStore', () => {
  it('starts a match, opens the table and shows the opening draw', async () => {
    const store = useMatchStore()
    await started(store)
    expect(useNavigationStore().current).toEqual({
      screen: 'table',
      params: { matchId: store.update?.matchId },
    })
    expect(store.scene?.players[0].table).toEqual([{ code: null, face: 4, sign: 1 }])
    expect(store.scene?.players[0].total).toBe(4)
    expect(effects()).toEqual(['draw'])
    expect(store.legal.map((a) => a.type)).toContain('stand')
  })

  it('asks the sound module for the right effect for each event, in order', async () => {
    const store = useMatchStore()
    await started(store)
    vi.mocked(playEffect).mockClear()

    await store.act({ type: 'play', card: '+4' })
    expect(effects()).toEqual(['play'])
    expect(store.scene?.players[0].hand).toEqual(['-2', '±2', '+1'])

    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'end' })
    expect(effects()).toEqual(['draw', 'draw']) // the opponent's card, then yours
    expect(store.scene?.players[0].total).toBe(18)

    // seed 1's deal: three turns ended take the player to 23, and a stand there busts
    await store.resign()
    await started(store, quickStart('classic', 1))
    for (let turn = 0; turn < 3; turn++) await store.act({ type: 'end' })
    expect(store.scene?.players[0].total).toBe(23)
    vi.mocked(playEffect).mockClear()
    // the round's end holds the finished table still: clicked on through, as a player may
    await moveOn(settle, store.act({ type: 'stand' }))
    expect(effects()).toEqual(['bust', 'roundLost', 'draw'])
    expect(store.scene?.rounds.at(-1)).toMatchObject({ winner: 1, reason: 'bust' })
    expect(store.scene?.players[1].roundWins).toBe(1)
  })

  it('plays the events one at a time at a readable pace, and a click skips ahead', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    expect(store.presenting).toBe(false)

    void store.act({ type: 'end' })
    await settle()
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
    expect(store.scene?.players[0].total).toBe(14)
    expect(store.skipToken).toBe(clicks)
  })

  it('counts the events shown so far (the tutorial coach explains only what the table shows)', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(5000)
    void store.act({ type: 'end' })
    await settle()
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
    const store = useMatchStore()
    await started(store)
    // main answers the hint only after the player's next move has been shown: main answers in
    // order, so only holding its answer back on the way (the one stand-in here) makes it late
    let release = (): void => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const hint = window.pazaak!.match.hint
    vi.spyOn(window.pazaak!.match, 'hint').mockImplementationOnce(async (arg) => {
      const answer = hint(arg)
      await gate
      return answer
    })
    const late = store.hint()
    await store.act({ type: 'end' })
    release()
    expect(await late).toBeNull()
    expect(store.advice).toBeNull()
  })

  it('plays a match to the end and goes to the result screen', async () => {
    const store = useMatchStore()
    await started(store)
    for (let i = 0; i < 300 && !store.update?.result; i++) {
      await settle()
      expect(store.presenting).toBe(false)
      const total = store.view?.players[0].total ?? 0
      await moveOn(settle, store.act({ type: total >= 15 ? 'stand' : 'end' }))
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
    const store = useMatchStore()
    await started(store)
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
    expect(store.scene?.players[0].total).toBe(4)
  })

  it('catches up with main when a move is refused because another tab moved first', async () => {
    const stale = useMatchStore()
    await started(stale)
    // a second tab on the same save (its own app), which plays +4 first: 4 -> 8
    setActivePinia(createPinia())
    reducedMotion()
    const other = useMatchStore()
    await other.resume()
    expect(await other.act({ type: 'play', card: '+4' })).toBe(true)
    expect(other.scene?.players[0].total).toBe(8)
    // the first tab still shows 4 with +4 in hand; its +4 is refused, and its table catches up
    expect(stale.scene?.players[0].total).toBe(4)
    expect(await stale.act({ type: 'play', card: '+4' })).toBe(false)
    await settle()
    // brought up to date, nothing lost: a notice, not an error to dismiss
    expect(stale.notice).not.toBeNull()
    expect(stale.error).toBeNull()
    expect(stale.scene?.players[0].total).toBe(8)
    expect(stale.update?.view.players[0].hand).not.toContain('+4')
  })

  it('forfeits, and asks the advisor for a hint', async () => {
    const store = useMatchStore()
    await started(store)
    // main's advisor on the 4 dealt: draw on
    const asked = await store.hint()
    expect(asked?.action).toEqual({ type: 'end' })
    expect(asked?.reason.key).toBe('advice.drawOn')
    expect(store.advice).toEqual(asked)
    await store.resign()
    expect(store.update?.result).toMatchObject({ winner: 1, resigned: true })
    expect(useNavigationStore().current.screen).toBe('result')
  })

  it('announces the achievements a finished match unlocked, together in one toast', async () => {
    const store = useMatchStore()
    reducedMotion()
    // the advisor's moves at the table until a match is won: the first win unlocks its feats
    const won = await untilWon(() => playAtTable(store, main, settle, quickStart('classic')))
    const unlocked = won.result?.achievements ?? []
    expect(unlocked).toContain('firstWin')
    expect(unlocked.length).toBeGreaterThan(1)
    const toasts = useNoticesStore().notices.filter((n) => n.feats)
    // one toast, however many came: it names every one of them
    expect(toasts.map((n) => n.feats)).toEqual([unlocked])
    for (const id of unlocked)
      expect(word(toasts[0]!.message)).toContain(i18n.global.t(`feats.list.${id}.name`))
  })

  it('a new match starts from an empty table: the opening deal never shows ahead of itself', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    expect(store.presenting).toBe(true)
    // main's first update already holds the dealt 4; the table shows it only when it is dealt
    expect(store.scene?.players[0].table).toEqual([])
    expect(store.scene?.players[0].total).toBe(0)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.scene?.players[0].table).toEqual([{ code: null, face: 4, sign: 1 }])

    // play again: the same, for the second match (the first one given up for it)
    void store.start({ ...QUICK, forfeit: store.update!.matchId })
    await settle()
    expect(store.scene?.players[0].table).toEqual([])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.presenting).toBe(false)
  })

  it('shows the opponent thinking before each of its moves', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    void store.act({ type: 'end' })
    await settle()
    const seen: boolean[] = []
    for (let i = 0; i < 200 && (store.presenting || i === 0); i++) {
      seen.push(store.thinking)
      await vi.advanceTimersByTimeAsync(50)
    }
    expect(seen).toContain(true)
    expect(store.thinking).toBe(false)
  })

  it('waits for the player on one view: legal and blocked are both empty while events play', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.waiting).toBe(store.update?.view)
    expect(store.legal).toBe(store.update?.view.legal)
    expect(store.blocked).toBe(store.update?.view.blocked)
    void store.act({ type: 'play', card: '+4' })
    // main answering: nothing to do, nothing refused, from the same one wait
    expect(store.pending).toBe(true)
    expect([store.waiting, store.blocked, store.legal]).toEqual([null, null, []])
    await settle()
    expect(store.presenting).toBe(true)
    expect([store.waiting, store.blocked, store.legal]).toEqual([null, null, []])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.waiting).toBe(store.update?.view)
    expect(store.blocked?.cards['-2']).toEqual({ reason: 'side-card-played' })
  })

  it('after the player stands, the opponent playing on: the table says the player stands', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.turnRefused).toBeNull()
    void store.act({ type: 'stand' })
    await settle()
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
    fakeTimers()
    const store = useMatchStore()
    void store.start(QUICK)
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    void store.act({ type: 'end' })
    await settle()
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
    await settle()
    expect(store.presenting).toBe(true)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(effects().length).toBeGreaterThan(0)
  })

  it('shows the chosen hand as it is dealt, not once the opening turn has played', async () => {
    fakeTimers()
    // the house lends its cantina deck, which holds +1, −1, ±1 and ±2
    const store = useMatchStore()
    void store.start(quickStart('cantina', 57))
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(store.update?.view.phase).toBe('choose')
    void store.act({ type: 'choose', cards: ['+1', '-1', '±1', '±2'] })
    await settle()
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
    const store = useMatchStore()
    await started(store)
    await store.act({ type: 'play', card: '+4' }) // 4 + 4 = 8
    await store.act({ type: 'end' }) // Wendel draws 1 and ends, the player draws 10: 18
    vi.mocked(playEffect).mockClear()
    // Wendel's turn, then the player draws 2: 20 (an automatic stand, and the round ends)
    await moveOn(settle, store.act({ type: 'end' }))
    expect(effects()).toContain('twenty')
  })

  it('sounds a lost match with its own cue, once, where the last round ends', async () => {
    // three times the player stands on the first card, and Wendel plays on to win the round
    const store = useMatchStore()
    await started(store)
    await moveOn(settle, store.act({ type: 'stand' }))
    await moveOn(settle, store.act({ type: 'stand' }))
    expect(store.scene?.players[1].roundWins).toBe(2)
    vi.mocked(playEffect).mockClear()
    await store.act({ type: 'stand' })
    expect(store.update?.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['roundEnd', 'setEnd', 'matchEnd']),
    )
    expect(effects().filter((e) => /^(round|set|match)/.test(e))).toEqual(['matchLost'])
  })
})

describe('useMatchStore: a round’s end and the last banner, under reduced motion', () => {
  /** The player's move on seed 1's deal that busts the first round, three turns ended first. */
  async function toTheBust(store: ReturnType<typeof useMatchStore>): Promise<void> {
    await started(store, quickStart('classic', 1))
    for (let turn = 0; turn < 3; turn++) await store.act({ type: 'end' })
  }

  /** The round's end the update shows, with the next round dealt after it. */
  function roundEnd(store: ReturnType<typeof useMatchStore>) {
    const events = store.update?.events ?? []
    const end = events.find((e) => e.type === 'roundEnd')
    if (end?.type !== 'roundEnd') throw new Error('no round ended')
    expect(events.slice(events.indexOf(end)).some((e) => e.type === 'roundStart')).toBe(true)
    return end
  }

  /** The finished round on the table: its banner up, the round's last cards, no move offered. */
  function holdsTheFinishedRound(store: ReturnType<typeof useMatchStore>): void {
    const end = roundEnd(store)
    expect(store.presenting).toBe(true)
    expect(store.canAct).toBe(false)
    expect(store.banner).toBe(end)
    expect(store.scene?.round).toBe(1)
    // the opponent's last cards are on their table, adding up to the total they ended on
    const theirs = store.scene!.players[1].table
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.reduce((sum, card) => sum + card.face * card.sign, 0)).toBe(end.totals[1])
    expect(store.scene?.players[0].total).toBe(end.totals[0])
  }

  /** The next round dealt and waiting for the player, no banner left over it. */
  async function nextRoundClear(store: ReturnType<typeof useMatchStore>): Promise<void> {
    expect(store.presenting).toBe(false)
    expect(store.scene?.round).toBe(2)
    expect(store.legal.map((a) => a.type)).toContain('end')
    expect(store.banner).toBeNull()
    await vi.advanceTimersByTimeAsync(BANNER_READING)
    expect(store.banner).toBeNull()
  }

  /**
   * The stand that ends the first round, made and its answer held on the finished table; the
   * move's promise comes back wrapped, as awaiting it would wait out the hold.
   */
  async function standIntoTheHold(
    store: ReturnType<typeof useMatchStore>,
  ): Promise<{ moving: Promise<boolean> }> {
    await toTheBust(store)
    const moving = store.act({ type: 'stand' })
    await settle()
    holdsTheFinishedRound(store)
    return { moving }
  }

  it('holds the finished round still for its reading time, then deals the next one clear', async () => {
    fakeTimers()
    const store = useMatchStore()
    const { moving } = await standIntoTheHold(store)
    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    holdsTheFinishedRound(store)
    await vi.advanceTimersByTimeAsync(1)
    expect(await moving).toBe(true)
    await nextRoundClear(store)
  })

  // a click on the table (Space, Enter) cuts the hold short; Esc shows the rest of the move
  for (const [hurry, how] of [
    ['skip', 'on a click'],
    ['finish', 'on Esc'],
  ] as const) {
    it(`moves on from the finished round at once ${how}`, async () => {
      fakeTimers()
      const store = useMatchStore()
      const { moving } = await standIntoTheHold(store)
      store[hurry]()
      expect(await moving).toBe(true)
      await nextRoundClear(store)
    })
  }

  it('leaves who opens on the table once the update is shown, nothing waiting for it', async () => {
    fakeTimers()
    const store = useMatchStore()
    await started(store, quickStart('classic', 1))
    expect(store.update?.events.map((e) => e.type)).toContain('opener')
    // the table waits for the player, who opens over it
    expect(store.presenting).toBe(false)
    expect(store.legal.map((a) => a.type)).toContain('end')
    expect(store.banner?.type).toBe('opener')
    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    expect(store.banner?.type).toBe('opener')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.banner).toBeNull()
  })

  it('takes who opens away the moment the player moves, before main answers', async () => {
    fakeTimers()
    const store = useMatchStore()
    await started(store, quickStart('classic', 1))
    expect(store.banner?.type).toBe('opener')
    const moving = store.act({ type: 'end' })
    expect(store.pending).toBe(true)
    expect(store.banner).toBeNull()
    await moving
    expect(store.banner).toBeNull()
  })

  it('takes who opens away as the next update comes, which leaves its own for its whole time', async () => {
    fakeTimers()
    const store = useMatchStore()
    await started(store, quickStart('classic', 1))
    const first = store.update
    if (!first) throw new Error('no update')
    await vi.advanceTimersByTimeAsync(BANNER_READING - 500)
    // a newer update from main (as a table catching up gets one): its own, without a banner
    await store.present({ ...first, events: [] })
    expect(store.banner).toBeNull()
    // one with a banner of its own (the same again): the first one's time does not cut it short
    await store.present(first)
    expect(store.banner?.type).toBe('opener')
    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    expect(store.banner?.type).toBe('opener')
    await vi.advanceTimersByTimeAsync(1)
    expect(store.banner).toBeNull()
  })

  it('takes who opens away when the player asks the advisor, as with a move', async () => {
    fakeTimers()
    const store = useMatchStore()
    await started(store, quickStart('classic', 1))
    expect(store.banner?.type).toBe('opener')
    const asking = store.hint()
    expect(store.banner).toBeNull()
    expect(await asking).not.toBeNull()
  })

  it('with full motion, the banner is shown for its beat and none is left after the update', async () => {
    fakeTimers()
    const store = useMatchStore()
    void store.start(quickStart('classic', 1))
    await settle()
    await vi.advanceTimersByTimeAsync(10_000)
    for (let turn = 0; turn < 3; turn++) {
      void store.act({ type: 'end' })
      await settle()
      await vi.advanceTimersByTimeAsync(10_000)
    }
    void store.act({ type: 'stand' })
    await settle()
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
