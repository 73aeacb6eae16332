// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { MatchReplay } from '@preload/contract'
import { framesOf, replayRecord } from '@main/services/history/replay'
import { i18n } from '@/i18n'
import { roundWhyWithTotals } from '@/i18n/round-why'
import { useNavigationStore } from '@/stores/navigation'
import { playSeededMatch } from '@tools/testing/history-kit'

// A real kept match, replayed by main's own code; the review marks the player's first move.
const { record } = playSeededMatch('classic', 21, 'ai')
const replayed = replayRecord(record)
const frames = framesOf(replayed)
const mine = frames.findIndex((f) => f.move?.player === 0)
const REPLAY: MatchReplay = {
  summary: {
    id: record.id,
    at: record.at,
    mode: record.mode,
    rules: record.rules,
    opponent: { id: 'quick-rookie', name: 'Deckhand Tobin', tier: 'rookie' },
    result: record.result,
    resigned: false,
    credits: 0,
    score: { rounds: [0, 0], sets: [0, 0] },
    deckId: null,
  },
  decks: record.decks,
  frames,
  opponentHand: [...(replayed.states[replayed.states.length - 1]?.players[1].hand ?? [])],
  review: {
    status: 'ready',
    accuracy: 50,
    decisions: [
      {
        frame: mine,
        player: 0,
        chosen: { type: 'end' },
        chosenChance: 0.4,
        best: { type: 'stand' },
        bestChance: 0.65,
        loss: 25,
        mark: 'blunder',
      },
    ],
  },
}

/** A tournament match kept the same way: a match of sets. */
function tournamentReplay(): MatchReplay {
  const kept = playSeededMatch('tournament', 21, 'ai').record
  return {
    ...REPLAY,
    summary: { ...REPLAY.summary, id: kept.id, rules: 'tournament' },
    decks: kept.decks,
    frames: framesOf(replayRecord(kept)),
    review: { status: 'ready', accuracy: 50, decisions: [] },
  }
}

/** What main answers for the match asked for. */
let answer: MatchReplay = REPLAY

vi.mock('@/bridge', async (original) => ({
  ...(await original<typeof import('@/bridge')>()),
  call: vi.fn(async () => answer),
}))
const ReplayView = (await import('./ReplayView.vue')).default

async function mountReplay() {
  setActivePinia(createPinia())
  useNavigationStore().go('replay', { id: record.id })
  const w = mount(ReplayView, { global: { plugins: [i18n] }, attachTo: document.body })
  await flushPromises()
  return w
}

const key = async (k: string) => {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  await flushPromises()
}

describe('the replay screen', () => {
  it('marks the seat main’s round record says bust, and a standing one, on every frame', async () => {
    const w = await mountReplay()
    let overNoBust = 0
    for (const frame of frames) {
      const labels = w.findAll('[data-test="replay-standing"]')
      const r = frame.roundEnd
      frame.players.forEach((seat, i) => {
        const label = labels[i]!
        const bust = r?.reason === 'bust' && r.winner !== i
        if (seat.total > 20 && !bust) overNoBust++
        const shown = bust ? 'Bust' : seat.standing ? 'Standing' : null
        expect(label.classes('shown')).toBe(shown !== null)
        if (shown) expect(label.text()).toBe(shown)
      })
      await key('ArrowRight')
    }
    // the seeded match goes over 20 mid-turn and no round ends on a bust: only the record says
    // bust (ReplayView.bust.test.ts plays both)
    expect(overNoBust).toBeGreaterThan(0)
    w.unmount()
  })

  it('steps through the moves with the arrow keys, Home and End, within the match', async () => {
    const w = await mountReplay()
    const step = () => Number(w.get('[data-test="replay-step"]').attributes('data-at'))
    const totals = () => w.findAll('[data-test="replay-total"]').map((t) => t.text())
    expect(step()).toBe(0)
    await key('ArrowLeft')
    expect(step()).toBe(0) // nothing before the deal
    await key('ArrowRight')
    await key('ArrowRight')
    expect(step()).toBe(2)
    expect(totals()).toEqual(
      frames[2]!.players.map((p) => expect.stringContaining(String(p.total))),
    )
    await key('ArrowLeft')
    expect(step()).toBe(1)
    await key('End')
    expect(step()).toBe(frames.length - 1)
    await key('ArrowRight')
    expect(step()).toBe(frames.length - 1) // nothing after the end
    // the opponent's hand shows once the match is over
    expect(w.findAll('[data-test="replay-hand"]')[1]!.findAll('.side-card').length).toBe(
      REPLAY.opponentHand.length,
    )
    await key('Home')
    expect(step()).toBe(0)
    w.unmount()
  })

  it('hides the opponent’s hand before the end and shows its marks on a clickable timeline', async () => {
    const w = await mountReplay()
    await key('ArrowRight')
    const hand = w.findAll('[data-test="replay-hand"]')[1]!
    expect(hand.text()).toContain(
      i18n.global.t(
        'history.replay.hiddenHand',
        { n: frames[1]!.players[1].handSize },
        frames[1]!.players[1].handSize,
      ),
    )
    const marked = w.findAll('[data-test="replay-tick"][data-mark="blunder"]')
    expect(marked).toHaveLength(1)
    await marked[0]!.trigger('click')
    expect(Number(w.get('[data-test="replay-step"]').attributes('data-at'))).toBe(mine)
    expect(w.get('[data-test="review-mark"]').text()).toBe(
      i18n.global.t('history.review.marks.blunder'),
    )
    // one of a kind is counted in the singular
    expect(w.get('.counts .blunder').text()).toBe('1 Blunder')
    // the chance given away is a sentence of its own, with its full stop
    expect(w.get('[data-test="review-verdict"]').text()).toContain(
      '25 points of win chance given away.',
    )
    w.unmount()
  })

  it('says there were no moves to review when the match ended before the player made one', async () => {
    const none = { status: 'ready' as const, accuracy: null, decisions: [] }
    const summary = { ...REPLAY.summary, resigned: true }
    answer = { ...REPLAY, summary, frames: frames.slice(0, 1), review: none }
    try {
      const w = await mountReplay()
      expect(w.get('[data-test="review-none"]').text()).toBe(
        'Nothing to review: the match ended before you made a move.',
      )
      w.unmount()
      // moves made, but each the only one: that is what the other line says
      answer = { ...REPLAY, review: none }
      const forced = await mountReplay()
      expect(forced.get('[data-test="review-none"]').text()).toBe(
        i18n.global.t('history.review.noDecisions'),
      )
      forced.unmount()
    } finally {
      answer = REPLAY
    }
  })

  it('shows how a round ended on the move that ended it, then the next round’s deal', async () => {
    // the player's first move that ended a round short of the match's end (the tester's "move 8")
    const end = frames.findIndex(
      (f) => f.roundEnd !== null && f.phase !== 'over' && f.move?.player === 0,
    )
    const ended = frames[end]!
    const result = ended.roundEnd!
    expect(result.set).toBe(1)
    const moves = frames.slice(0, end + 1).filter((f) => f.move).length
    const total = frames.filter((f) => f.move).length
    // the review valued that move: its verdict belongs to the round's end, not the next deal
    answer = {
      ...REPLAY,
      review: {
        status: 'ready',
        accuracy: 80,
        decisions: [
          {
            frame: end,
            player: 0,
            chosen: ended.move!.action,
            chosenChance: 0.262,
            best: { type: 'end' },
            bestChance: 0.32,
            loss: 5.8,
            mark: 'inaccuracy',
          },
        ],
      },
    }
    const w = await mountReplay().finally(() => (answer = REPLAY))
    const text = (test: string) => w.get(`[data-test="${test}"]`).text()
    const totals = () => w.findAll('[data-test="replay-total"]').map((t) => t.text())
    for (let i = 0; i < end; i++) await key('ArrowRight')
    expect(text('replay-step')).toBe(i18n.global.t('history.replay.moveOf', { n: moves, total }))
    expect(text('replay-move')).not.toContain('deal')
    // labelled with the round it was made in, on the table that round ended on
    expect(text('replay-round')).toBe(i18n.global.t('history.replay.round', { round: ended.round }))
    expect(ended.round).toBe(frames[end - 1]!.round)
    expect(totals()).toEqual(result.totals.map((n) => expect.stringContaining(String(n))))
    expect(
      w.findAll('[data-test="replay-table"]').map((t) => t.findAll('.side-card').length),
    ).toEqual(ended.players.map((p) => p.table.length))
    const line = w.get('[data-test="replay-round-end"]')
    const why = roundWhyWithTotals(
      i18n.global.t,
      result,
      0,
      () => 'Deckhand Tobin',
      (n) => (n < 0 ? `\u2212${-n}` : String(n)),
    )
    expect(line.text()).toContain(why)
    expect(line.attributes('data-winner')).toBe(String(result.winner ?? 'tie'))
    if (result.winner === 0)
      expect(line.text()).toContain(i18n.global.t('history.replay.roundEnd.myWon'))
    if (result.winner === 1)
      expect(line.text()).toContain(
        i18n.global.t('history.replay.roundEnd.won', { who: 'Deckhand Tobin' }),
      )
    // the round won is lit already; nobody has the move
    const lit = w
      .findAll('[data-test="replay-seat"]')
      .map((s) => s.findAll('[data-test="round-light"][data-lit="true"]').length)
    expect(lit).toEqual(ended.players.map((p) => p.roundWins))
    expect(w.findAll('.seat.active')).toHaveLength(0)
    expect(text('review-mark')).toBe(i18n.global.t('history.review.marks.inaccuracy'))
    // then the next round's deal, with no move of its own
    await key('ArrowRight')
    expect(w.find('[data-test="review-mark"]').exists()).toBe(false)
    // named by its round, and counted after the move that ended the last: never as that move
    expect(text('replay-move')).toBe(`Round ${ended.round + 1} · the deal`)
    expect(w.find('[data-test="replay-round"]').exists()).toBe(false)
    expect(text('replay-step')).toBe(`After move ${moves} of ${total}`)
    expect(w.find('[data-test="replay-round-end"]').exists()).toBe(false)
    expect(totals()).toEqual(
      frames[end + 1]!.players.map((p) => expect.stringContaining(String(p.total))),
    )
    w.unmount()
  })

  it('names the set only where a match has more than one', async () => {
    const round = (w: { get(s: string): { text(): string } }) =>
      w.get('[data-test="replay-round"]').text()
    const classic = await mountReplay()
    await key('ArrowRight')
    expect(round(classic)).toBe(i18n.global.t('history.replay.round', { round: 1 }))
    // the match over: its last round
    await key('End')
    const played = frames[frames.length - 1]!.rounds.length
    expect(round(classic)).toBe(i18n.global.t('history.replay.round', { round: played }))
    classic.unmount()
    answer = tournamentReplay()
    try {
      const tournament = await mountReplay()
      await key('End')
      const last = answer.frames[answer.frames.length - 1]!
      expect(last.set).toBeGreaterThan(1)
      // each set counts its rounds from 1
      const inSet = last.rounds.filter((r) => r.set === last.set).length
      expect(round(tournament)).toBe(
        i18n.global.t('history.replay.setRound', { set: last.set, round: inSet }),
      )
      tournament.unmount()
    } finally {
      answer = REPLAY
    }
  })

  it('says a round took the set where main’s frame names the set taken, on that round alone', async () => {
    const kept = tournamentReplay()
    const taking = kept.frames.findIndex(
      (f) => f.roundEnd !== null && f.setWinners[f.roundEnd.set - 1] !== undefined,
    )
    const taker = kept.frames[taking]!
    const set = taker.roundEnd!.set
    const setLine = (w: { find(s: string): { exists(): boolean; text(): string } }) => {
      const line = w.find('[data-test="replay-set-end"]')
      return line.exists() ? line.text() : null
    }
    const expected =
      taker.setWinners[set - 1] === 0
        ? i18n.global.t('history.replay.roundEnd.mySet', { n: set })
        : i18n.global.t('history.replay.roundEnd.set', { who: 'Deckhand Tobin', n: set })
    // main's frames as sent, then the same frames with the set's winner left out of the one
    // that took it: the line follows main's list, not the round lights' count
    const untaken = kept.frames.map((f, i) => (i === taking ? { ...f, setWinners: [] } : f))
    const seen: (string | null)[] = []
    for (const frames of [kept.frames, untaken]) {
      answer = { ...kept, frames }
      try {
        const w = await mountReplay()
        for (let i = 0; i < taking - 1; i++) await key('ArrowRight')
        // the step before it took no set
        seen.push(setLine(w))
        await key('ArrowRight')
        seen.push(setLine(w))
        w.unmount()
      } finally {
        answer = REPLAY
      }
    }
    expect(seen).toEqual([null, expected, null, null])
  })

  it('numbers the seats of a hot-seat match kept before the names were', async () => {
    // an older record: main has no names to send, and no AI opponent to name
    const summary = { ...REPLAY.summary, mode: 'hotseat' as const }
    answer = { ...REPLAY, summary: { ...summary, opponent: { id: null, name: '', tier: null } } }
    try {
      const w = await mountReplay()
      const seats = w.findAll('[data-test="replay-seat"]').map((s) => s.get('.name').text())
      expect(seats).toEqual(['Player 1', 'Player 2'])
      expect(w.text()).toContain('Hot-seat: Player 1 against Player 2')
      w.unmount()
    } finally {
      answer = REPLAY
    }
  })
})
