// @vitest-environment happy-dom
/**
 * A hot-seat match kept and replayed by the real main on a temporary data folder: two people
 * play it through the api, then the History list and the Replay screen open it as the player
 * would, and must name both people, show both hands and review both; a record kept before the
 * names were numbers the seats instead.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { Action } from '@common/match'
import type { MatchUpdate, PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { reviewedReplay } from '@/testing/review-ready'
import { hotseatStart } from '@tools/testing/hotseat-start'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ReplayView } = await import('./ReplayView.vue')
const { default: HistoryView } = await import('./HistoryView.vue')
const { useHistoryStore } = await import('@/stores/history')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'hotseat-replay', {
  profile: { slot: 1, name: 'Tester' },
})

/** A plain move for the seat holding the table: stand from 17, else end the turn. */
function moveFor(update: MatchUpdate): PlayerAction {
  const strip = ({ player: _player, ...rest }: Action): PlayerAction => rest as PlayerAction
  const choose = update.view.legal.find((a) => a.type === 'choose')
  if (choose) return strip(choose)
  const total = update.view.players[update.you].total
  if (total >= 17 && update.view.legal.some((a) => a.type === 'stand')) return { type: 'stand' }
  return { type: 'end' }
}

/** Maren (seat 1) and Jor (seat 2) play a classic match to its end, passing the table. */
async function playHotseat(): Promise<string> {
  let update = await main('match.start', hotseatStart(4))
  for (let n = 0; update.result === null; n++) {
    if (n > 3_000) throw new Error('the match did not end')
    update =
      update.hotseat?.curtain !== null
        ? await main('match.reveal', { matchId: update.matchId })
        : await main('match.act', { matchId: update.matchId, action: moveFor(update) })
  }
  await reviewedReplay(main, update.matchId)
  return update.matchId
}

async function mountScreen(screen: typeof ReplayView, id?: string): Promise<VueWrapper> {
  setActivePinia(createPinia())
  if (id) useNavigationStore().go('replay', { id })
  const w = mount(screen, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return w
}

describe('a hot-seat match in the history', () => {
  it('is listed against the second person by name', async () => {
    await playHotseat()
    const w = await mountScreen(HistoryView)
    const line = w.get('[data-test="history-line"]').text()
    expect(line).toContain('Jor')
    expect(line).not.toContain('Deckhand Wendel')
    // its Replay button names both people and the winner by name, not "won" for nobody
    const [kept] = await main('history.list')
    const winner = kept?.result === 'won' ? 'Maren' : 'Jor'
    const when = w.get('[data-test="history-line"] td').text()
    // and the rounds each person won, Maren's first
    const [maren, jor] = kept?.score?.rounds ?? [0, 0]
    expect(Math.max(maren, jor)).toBe(3)
    expect(w.get('[data-test="watch"]').attributes('aria-label')).toBe(
      `Replay: Hot-seat: Maren against Jor, ${when}, ${winner} won, rounds ${maren}\u202f–\u202f${jor}`,
    )
    w.unmount()
  })

  it('replays with both names, both hands and both people reviewed', async () => {
    const id = await playHotseat()
    const w = await mountScreen(ReplayView, id)
    const text = w.text()
    expect(text).toContain('Hot-seat: Maren against Jor')
    expect(text).not.toContain('Deckhand Wendel')
    const seats = w.findAll('[data-test="replay-seat"]')
    expect(seats.map((s) => s.get('.name').text())).toEqual(['Maren', 'Jor'])
    // both sat at the table: no hidden hand, from the deal on
    for (const seat of seats) {
      expect(seat.text()).not.toContain('hidden')
      expect(seat.findAll('.face-down')).toHaveLength(0)
      expect(seat.findAll('[data-test="replay-hand"] .side-card')).toHaveLength(4)
    }
    // each person's accuracy, by name
    const reviewed = w.findAll('[data-test="review-seat"]')
    expect(reviewed.map((r) => r.get('.label').text())).toEqual(['Maren', 'Jor'])
    // and each person's own marks beside it, never both players' summed in one row
    const history = useHistoryStore()
    const marked = (seat: 0 | 1) =>
      (['inaccuracy', 'mistake', 'blunder'] as const).map(
        (mark) => history.decisions.filter((d) => d.player === seat && d.mark === mark).length,
      )
    for (const seat of [0, 1] as const) {
      const shown = reviewed[seat]!.findAll('[data-test="review-seat-counts"] .numeric')
      expect(shown.map((n) => Number(n.text()))).toEqual(marked(seat))
    }
    expect(w.find('[data-test="review-counts"]').exists()).toBe(false)
    // a decision of the second seat is told as hers, not "you"
    const jors = history.decisions.find((d) => d.player === 1)
    expect(jors).toBeDefined()
    history.goTo(jors?.frame ?? 0)
    await settle()
    expect(w.get('[data-test="review-chosen"]').text()).toMatch(/^Jor chose to /)
    expect(w.get('[data-test="replay-move"]').text()).toMatch(/^Jor /)
    const maren = history.decisions.find((d) => d.player === 0)
    history.goTo(maren?.frame ?? 0)
    await settle()
    expect(w.get('[data-test="review-chosen"]').text()).toMatch(/^Maren chose to /)
    expect(w.get('[data-test="replay-move"]').text()).toMatch(/^Maren /)
    // a round no card could save (over 20, ended: this player has no other move there) is told
    // as lost, by name, and is no decision of theirs
    const forced = history.frames.findIndex((f) => f.move?.forced === 'lost')
    expect(forced).toBeGreaterThan(-1)
    expect(history.decisions.some((d) => d.frame === forced)).toBe(false)
    const who = ['Maren', 'Jor'][history.frames[forced]?.move?.player ?? 0]
    history.goTo(forced)
    await settle()
    expect(w.find('[data-test="review-chosen"]').exists()).toBe(false)
    expect(w.get('[data-test="review-forced"]').text()).toBe(
      `${who} was over 20, and no card they could still play brought them back: the round was lost either way. Not a decision, so not counted.`,
    )
    // the end names the winner
    history.goTo(history.last)
    await settle()
    expect(w.get('[data-test="replay-verdict"]').text()).toMatch(/^(Maren|Jor) won the match\.$/)
    w.unmount()
  })

  it('numbers the seats of a match kept before the names were', async () => {
    const started = await main('match.start', hotseatStart(4))
    const { matchId } = await main('match.resign', { matchId: started.matchId })
    // an older record: main has no names to send, and no AI opponent to name
    await rewriteSave(1, (data) => {
      const kept = data.history?.find((record) => record.id === matchId)
      if (!kept?.names) throw new Error('main kept no names to take away')
      delete kept.names
    })
    await reviewedReplay(main, matchId)
    const w = await mountScreen(ReplayView, matchId)
    const seats = w.findAll('[data-test="replay-seat"]').map((s) => s.get('.name').text())
    expect(seats).toEqual(['Player 1', 'Player 2'])
    expect(w.text()).toContain('Hot-seat: Player 1 against Player 2')
    expect(w.text()).not.toContain('Maren')
    w.unmount()
  })
})
