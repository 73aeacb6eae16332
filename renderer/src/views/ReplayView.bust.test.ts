// @vitest-environment happy-dom
/**
 * Where the replay says a seat bust, against the real main on a temporary data folder: the
 * tutorial (its cards are scripted, main/services/match/tutorial.ts) played and kept, then
 * stepped by →. Over 20 mid-turn is no bust while a side card may still bring the total back;
 * a turn ended over 20 is, as the round's record says: the replay tells them apart as the
 * table does.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { MatchUpdate, PlayerAction, ReplayFrame } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { pressKey, replayOpener } from '@/testing/replay-screen'
import { reviewedReplay } from '@/testing/review-ready'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useHistoryStore } = await import('@/stores/history')

const { main, settle } = useRealMainPerTest(real, 'replay-bust', {
  profile: { slot: 1, name: 'Tester' },
})
/** The replay of the kept match `id`, unmounted after the test. */
const openReplay = replayOpener(settle)

/** The tutorial played out, each move the coach's unless `over` says what to do over 20. */
async function playTutorial(over?: PlayerAction): Promise<string> {
  let update: MatchUpdate = await main('match.start', { mode: 'tutorial' })
  for (let n = 0; update.result === null; n++) {
    if (n > 500) throw new Error('the tutorial did not end')
    const mine = update.view.players[update.you].total
    const action =
      over && mine > 20 ? over : (await main('match.hint', { matchId: update.matchId })).action
    update = await main('match.act', { matchId: update.matchId, action })
  }
  await reviewedReplay(main, update.matchId)
  return update.matchId
}

/** What each seat's plate showed at every step, from the deal to the end, stepped by →. */
async function plates(w: VueWrapper): Promise<{ label: string | null; over: boolean }[][]> {
  const seen = []
  for (let i = 0; i <= useHistoryStore().last; i++) {
    if (i > 0) {
      await pressKey(settle, 'ArrowRight')
    }
    const labels = w.findAll('[data-test="replay-standing"]')
    const totals = w.findAll('[data-test="replay-total"]')
    seen.push(
      [0, 1].map((seat) => ({
        label: labels[seat]!.classes('shown') ? labels[seat]!.text() : null,
        over: totals[seat]!.classes('over'),
      })),
    )
  }
  return seen
}

/** The seat main's round record says bust on this frame, if one did. */
const bustOf = (f: ReplayFrame): number | null =>
  f.roundEnd?.reason === 'bust' && f.roundEnd.winner !== null ? 1 - f.roundEnd.winner : null

/** The first frame where `seat` is over 20 with the round still going. */
const overMidTurn = (frames: ReplayFrame[], seat: 0 | 1): number =>
  frames.findIndex((f) => f.roundEnd === null && f.phase === 'turn' && f.players[seat].total > 20)

describe('the replay’s bust', () => {
  it('is no bust over 20 mid-turn that a card brings back, and a bust on a turn ended over 20', async () => {
    const w = await openReplay(await playTutorial())
    const { frames } = useHistoryStore()
    const seen = await plates(w)
    // every seat on every step: "Bust" exactly where main's record says, the number red over 20
    frames.forEach((f, i) =>
      f.players.forEach((p, seat) => {
        expect(seen[i]![seat]!.over).toBe(p.total > 20)
        if (bustOf(f) === seat) expect(seen[i]![seat]!.label).toBe('Bust')
        else expect(seen[i]![seat]!.label).toBe(p.standing ? 'Standing' : null)
      }),
    )
    // round 2: the player draws to 23 and the −3 brings them back to 20: no bust on the way
    const mine = overMidTurn(frames, 0)
    expect(frames[mine]?.players[0].total).toBe(23)
    expect(seen[mine]![0]).toEqual({ label: null, over: true })
    expect(frames[mine]?.move?.action).toEqual({ type: 'play', card: '-3' })
    expect(frames[mine + 1]?.players[0].total).toBe(20)
    expect(seen[mine + 1]![0]).toEqual({ label: 'Standing', over: false })
    // round 1: the rookie draws to 25, which no card of its saves, and ends its turn there
    const theirs = overMidTurn(frames, 1)
    expect(frames[theirs]?.players[1].total).toBe(25)
    expect(seen[theirs]![1]).toEqual({ label: null, over: true })
    expect(frames[theirs]?.move).toEqual({ player: 1, action: { type: 'end' } })
    const bust = frames.findIndex((f) => bustOf(f) === 1)
    expect(bust).toBe(theirs + 1)
    expect(seen[bust]![1]).toEqual({ label: 'Bust', over: true })
    // the step shown is the last one: go back to the rookie's bust for the German word
    useHistoryStore().goTo(bust)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.findAll('[data-test="replay-standing"]')[1]!.text()).toBe('Überkauft')
  })

  it('says the player bust where they ended the turn over 20 instead', async () => {
    const w = await openReplay(await playTutorial({ type: 'end' }))
    const { frames } = useHistoryStore()
    const seen = await plates(w)
    const mine = overMidTurn(frames, 0)
    expect(frames[mine]?.players[0].total).toBe(23)
    expect(seen[mine]![0]).toEqual({ label: null, over: true })
    // the move made there is the player's end of the turn on 23: main's record says bust
    expect(frames[mine]?.move).toEqual({ player: 0, action: { type: 'end' } })
    expect(bustOf(frames[mine + 1]!)).toBe(0)
    expect(seen[mine + 1]![0]).toEqual({ label: 'Bust', over: true })
    expect(seen[mine + 1]![1]!.label).not.toBe('Bust')
  })
})
