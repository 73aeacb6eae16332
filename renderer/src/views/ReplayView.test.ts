// @vitest-environment happy-dom
/**
 * The Replay screen against the real main on a temporary data folder, one main for the file:
 * each match it replays is played through the api once, on a seed of its own (so no test
 * depends on which ran first), kept, and reviewed by main before the screen opens it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ReviewMark } from '@common/history'
import type {
  MatchReplay,
  MatchStart,
  MatchUpdate,
  PlayerAction,
  ReviewedDecision,
  RulesetId,
} from '@preload/contract'
import { loadRealMain, openRealMain, type RealMainSession } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'
import { keyPresser, replayOpener } from '@/testing/replay-screen'
import { reviewedReplay } from '@/testing/review-ready'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { formatNumber } = await import('@/i18n/numbers')
const { roundWhyWithTotals } = await import('@/i18n/round-why')
const { useHistoryStore } = await import('@/stores/history')

let session: RealMainSession

beforeAll(async () => {
  session = await openRealMain(real, 'replay')
  i18n.global.locale.value = 'en'
  await session.main('profiles.create', { slot: 1, name: 'Tester' })
})
afterAll(() => session.close())

/** A quick match against the rookie (Deckhand Wendel), dealt from `seed`. */
const quick = (rules: RulesetId, seed: number): MatchStart => ({
  mode: 'quick',
  rules,
  tier: 'rookie',
  deckId: null,
  seed,
})

/**
 * A match played to its end in main, each move the advisor's unless `slip` makes one of its
 * own, answered as kept and reviewed.
 */
async function keep(
  how: MatchStart,
  slip: (update: MatchUpdate) => PlayerAction | null = () => null,
): Promise<MatchReplay> {
  const { main } = session
  let update = await main('match.start', how)
  while (!update.result) {
    const action = slip(update) ?? (await main('match.hint', { matchId: update.matchId })).action
    update = await main('match.act', { matchId: update.matchId, action })
  }
  return reviewedReplay(main, update.matchId)
}

/** A kept match played once, by the first test that opens it. */
function once<T = MatchReplay>(play: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | null = null
  return () => (kept ??= play())
}

/**
 * Classic, the advisor's play but for a stand at the player's first turn on a total of a few:
 * the one decision the review marks. On this seed the match also goes over 20 mid-turn, has
 * rounds ended on a bust, and rounds the player's own move ended before the last.
 */
const slipped = once(() => {
  let stood = false
  return keep(quick('classic', 2), (update) => {
    if (stood || update.view.phase !== 'turn') return null
    stood = true
    return { type: 'stand' }
  })
})

/**
 * Classic, the advisor's play: on this seed the player goes over 20 with no card to bring the
 * total back, and takes the loss (a move that decided nothing).
 */
const lostAnyway = once(() => keep(quick('classic', 3)))

/** A tournament match, the advisor's play: on this seed, three sets, the first the opponent's. */
const tournament = once(() => keep(quick('tournament', 1)))

/** One of the player's moves as the table showed it then: both totals, the opponent standing. */
interface Made {
  action: PlayerAction
  totals: number[]
  standing: boolean
  cards: number
}

/**
 * Classic, the advisor's play, watched from the player's chair: each of the player's moves
 * with the table it was made at, and the totals the match ended on.
 */
const watched = once(async () => {
  const { main } = session
  const made: Made[] = []
  let update = await main('match.start', quick('classic', 5))
  while (!update.result) {
    const { action } = await main('match.hint', { matchId: update.matchId })
    const [mine, theirs] = update.view.players
    if (update.view.turn === 0 || update.view.phase === 'choose')
      made.push({
        action,
        totals: [mine.total, theirs.total],
        standing: theirs.standing,
        cards: mine.table.length,
      })
    update = await main('match.act', { matchId: update.matchId, action })
  }
  const final = update.view.players.map((p) => p.total)
  return { replay: await reviewedReplay(main, update.matchId), made, final }
})

/** A total as a seat shows it, after its hidden "Total" (−3 with a true minus). */
const shownTotal = (n: number) =>
  expect.stringMatching(new RegExp(`(^|[^0-9])${n < 0 ? `\u2212${-n}` : n}$`))

/** The review's decisions, once main has made it (reviewedReplay waits for that). */
function decisionsOf(replay: MatchReplay): ReviewedDecision[] {
  if (replay.review.status !== 'ready') throw new Error('the review is not ready')
  return replay.review.decisions
}

/** The replay of the kept match `id`, unmounted after the test. */
const openReplay = replayOpener(() => session.settle())
const key = keyPresser(() => session.settle())

describe('the replay screen', () => {
  it('marks the seat main’s round record says bust, and a standing one, on every frame', async () => {
    const { summary, frames } = await slipped()
    const w = await openReplay(summary.id)
    let overNoBust = 0
    let busts = 0
    for (const frame of frames) {
      const labels = w.findAll('[data-test="replay-standing"]')
      const r = frame.roundEnd
      frame.players.forEach((seat, i) => {
        const label = labels[i]!
        const bust = r?.reason === 'bust' && r.winner !== i
        if (bust) busts++
        if (seat.total > 20 && !bust) overNoBust++
        const shown = bust ? 'Bust' : seat.standing ? 'Standing' : null
        expect(label.classes('shown')).toBe(shown !== null)
        if (shown) expect(label.text()).toBe(shown)
      })
      await key('ArrowRight')
    }
    // the match goes over 20 mid-turn, where a card may still bring the total back, and has
    // rounds ended on a bust: only the round's record says bust (ReplayView.bust.test.ts plays
    // both on the tutorial's scripted cards)
    expect(overNoBust).toBeGreaterThan(0)
    expect(busts).toBeGreaterThan(0)
  })

  it('steps through the moves with the arrow keys, Home and End, within the match', async () => {
    const { summary, frames, opponentHand } = await slipped()
    const w = await openReplay(summary.id)
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
      opponentHand.length,
    )
    await key('Home')
    expect(step()).toBe(0)
  })

  it('hides the opponent’s hand before the end and shows its marks on a clickable timeline', async () => {
    const replay = await slipped()
    const { frames } = replay
    // the stand at the first turn, and nothing the advisor played
    const marked = decisionsOf(replay).filter((d) => d.mark !== null)
    expect(marked).toHaveLength(1)
    const slip = marked[0]!
    const mark = slip.mark!
    expect(frames[slip.frame]?.move?.action).toEqual({ type: 'stand' })
    const w = await openReplay(replay.summary.id)
    await key('ArrowRight')
    const hand = w.findAll('[data-test="replay-hand"]')[1]!
    expect(hand.text()).toContain(
      i18n.global.t(
        'history.replay.hiddenHand',
        { n: frames[1]!.players[1].handSize },
        frames[1]!.players[1].handSize,
      ),
    )
    const ticks = w.findAll('[data-test="replay-tick"][data-mark]')
    expect(ticks.map((tick) => tick.attributes('data-mark'))).toEqual([mark])
    await ticks[0]!.trigger('click')
    await session.settle()
    expect(Number(w.get('[data-test="replay-step"]').attributes('data-at'))).toBe(slip.frame)
    expect(w.get('[data-test="review-mark"]').text()).toBe(
      i18n.global.t(`history.review.marks.${mark}`),
    )
    // one of a kind is counted in the singular, none in the plural
    const counted: Record<ReviewMark, [string, string]> = {
      inaccuracy: ['Inaccuracy', 'Inaccuracies'],
      mistake: ['Mistake', 'Mistakes'],
      blunder: ['Blunder', 'Blunders'],
    }
    for (const [kind, [one, none]] of Object.entries(counted))
      expect(w.get(`.counts .${kind}`).text()).toBe(kind === mark ? `1 ${one}` : `0 ${none}`)
    // the chance given away is a sentence of its own, with its full stop
    expect(w.get('[data-test="review-verdict"]').text()).toContain(
      `${formatNumber(slip.loss, 'en')} points of win chance given away.`,
    )
  })

  it('scrubs to the move under a finger sliding along the timeline, a mouse only by its clicks', async () => {
    const { summary, frames } = await slipped()
    const w = await openReplay(summary.id)
    const strip = w.get('[data-test="replay-timeline"]').element as HTMLElement
    // happy-dom lays nothing out: the strip stands 1000 px wide at the window's left
    strip.getBoundingClientRect = () => new DOMRect(0, 0, 1000, 40)
    strip.setPointerCapture = () => {}
    const at = (): number => Number(w.get('[data-test="replay-step"]').attributes('data-at'))
    const slide = async (type: string, pointerType: string, share: number): Promise<void> => {
      const init = { pointerType, clientX: share * 1000, clientY: 20, bubbles: true }
      strip.dispatchEvent(new PointerEvent(type, init))
      await session.settle()
    }
    const tickAt = (share: number): number => Math.floor(share * frames.length)
    // a tap goes to the tick under it, a slide on from there
    await slide('pointerdown', 'touch', 0.1)
    expect(at()).toBe(tickAt(0.1))
    await slide('pointermove', 'touch', 0.5)
    expect(at()).toBe(tickAt(0.5))
    await slide('pointermove', 'touch', 0.8)
    expect(at()).toBe(tickAt(0.8))
    // past the end: the last move, and none once the finger has lifted
    await slide('pointermove', 'touch', 1.2)
    expect(at()).toBe(frames.length - 1)
    await slide('pointerup', 'touch', 1.2)
    await slide('pointermove', 'touch', 0.3)
    expect(at()).toBe(frames.length - 1)
    // a mouse pressed and moved does not scrub: it clicks ticks as ever
    await slide('pointerdown', 'mouse', 0.2)
    await slide('pointermove', 'mouse', 0.3)
    expect(at()).toBe(frames.length - 1)
  })

  it('tells a round no card could save as lost, not chosen, and counts it as no decision', async () => {
    const replay = await lostAnyway()
    const { frames } = replay
    const decisions = decisionsOf(replay)
    // over 20 with no card to bring the total back, the player took the loss: main says so
    const forced = frames.flatMap((f, i) => (f.move?.forced === 'lost' ? [i] : []))
    expect(forced.length).toBeGreaterThan(0)
    const turns = frames.filter((f) => f.move?.player === 0 && f.phase === 'turn')
    expect(decisions).toHaveLength(turns.length - forced.length)
    expect(decisions.some((d) => forced.includes(d.frame))).toBe(false)
    const w = await openReplay(replay.summary.id)
    expect(w.text()).toContain(`averaged over your ${decisions.length} decisions`)
    useHistoryStore().goTo(forced[0]!)
    await session.settle()
    expect(w.find('[data-test="review-chosen"]').exists()).toBe(false)
    // the step says it as the table's one button did
    expect(w.get('[data-test="replay-move"]').text()).toBe('You take the loss')
    expect(w.get('[data-test="review-forced"]').text()).toBe(
      'Over 20, and no card you could still play brought you back: the round was lost either way. Not a decision, so not counted.',
    )
    i18n.global.locale.value = 'de'
    await session.settle()
    expect(w.get('[data-test="replay-move"]').text()).toBe('Du bist am Zug und gibst die Runde ab')
    expect(w.get('[data-test="review-forced"]').text()).toBe(
      'Über 20, und keine Karte, die du noch legen durftest, brachte dich zurück: Die Runde war so oder so verloren. Keine Entscheidung, daher nicht gezählt.',
    )
    i18n.global.locale.value = 'en'
  })

  it('says there were no moves to review when the match ended before the player made one', async () => {
    const { main } = session
    // given up at the deal: whoever opened, the player made no move
    const dealt = await main('match.start', quick('classic', 1))
    const given = await main('match.resign', { matchId: dealt.matchId })
    await reviewedReplay(main, given.matchId)
    const w = await openReplay(given.matchId)
    expect(w.get('[data-test="review-none"]').text()).toBe(
      'Nothing to review: the match ended before you made a move.',
    )
    // a tournament hand chosen, then given up: a move made, but no turn's decision among them
    const choosing = await main('match.start', quick('tournament', 1))
    const chosen = await main('match.act', {
      matchId: choosing.matchId,
      action: plainMove(choosing),
    })
    const ended = await main('match.resign', { matchId: chosen.matchId })
    const kept = await reviewedReplay(main, ended.matchId)
    expect(kept.frames.some((f) => f.move?.player === 0)).toBe(true)
    const forced = await openReplay(ended.matchId)
    expect(forced.get('[data-test="review-none"]').text()).toBe(
      'Nothing to review: the match ended after you chose your hand, before your first turn.',
    )
  })

  it('shows a round-ending move where it was made, then how the round ended, then the next deal', async () => {
    const replay = await slipped()
    const { frames } = replay
    // the player's first move that ended a round short of the match's end (the tester's "move 8")
    const end = frames.findIndex(
      (f, i) => f.roundEnd !== null && f.phase !== 'over' && frames[i - 1]?.move?.player === 0,
    )
    const made = frames[end - 1]!
    const ended = frames[end]!
    const result = ended.roundEnd!
    expect(result.set).toBe(1)
    const moves = frames.slice(0, end).filter((f) => f.move).length
    const total = frames.filter((f) => f.move).length
    // the review valued that move: its verdict is on the move, over the table it was made at
    expect(decisionsOf(replay).map((d) => d.frame)).toContain(end - 1)
    const w = await openReplay(replay.summary.id)
    const text = (test: string) => w.get(`[data-test="${test}"]`).text()
    const totals = () => w.findAll('[data-test="replay-total"]').map((t) => t.text())
    for (let i = 0; i < end - 1; i++) await key('ArrowRight')
    expect(text('replay-step')).toBe(i18n.global.t('history.replay.moveOf', { n: moves, total }))
    expect(text('replay-round')).toBe(i18n.global.t('history.replay.round', { round: made.round }))
    expect(totals()).toEqual(made.players.map((p) => expect.stringContaining(String(p.total))))
    expect(w.find('[data-test="replay-round-end"]').exists()).toBe(false)
    expect(w.find('[data-test="review-chosen"]').exists()).toBe(true)
    // its outcome: the table that round ended on, no move made there, counted after the move
    await key('ArrowRight')
    expect(text('replay-step')).toBe(`After move ${moves} of ${total}`)
    expect(text('replay-move')).toBe(`Round ${ended.round} · the round is over`)
    expect(w.find('[data-test="replay-round"]').exists()).toBe(false)
    expect(ended.round).toBe(made.round)
    expect(totals()).toEqual(result.totals.map((n) => expect.stringContaining(String(n))))
    expect(
      w.findAll('[data-test="replay-table"]').map((t) => t.findAll('.side-card').length),
    ).toEqual(ended.players.map((p) => p.table.length))
    const line = w.get('[data-test="replay-round-end"]')
    const why = roundWhyWithTotals(
      i18n.global.t,
      result,
      0,
      () => 'Deckhand Wendel',
      (n) => (n < 0 ? `\u2212${-n}` : String(n)),
    )
    expect(line.text()).toContain(why)
    expect(line.attributes('data-winner')).toBe(String(result.winner ?? 'tie'))
    if (result.winner === 0)
      expect(line.text()).toContain(i18n.global.t('history.replay.roundEnd.myWon'))
    if (result.winner === 1)
      expect(line.text()).toContain(
        i18n.global.t('history.replay.roundEnd.won', { who: 'Deckhand Wendel' }),
      )
    // the round won is lit already; nobody has the move, and no decision is made here
    const lit = w
      .findAll('[data-test="replay-seat"]')
      .map((s) => s.findAll('[data-test="round-light"][data-lit="true"]').length)
    expect(lit).toEqual(ended.players.map((p) => p.roundWins))
    expect(w.findAll('.seat.active')).toHaveLength(0)
    expect(w.find('[data-test="review-chosen"]').exists()).toBe(false)
    expect(text('review-verdict')).toBe(i18n.global.t('history.review.notReviewed'))
    // then the next round's deal, named by the move first made in it
    await key('ArrowRight')
    expect(text('replay-step')).toBe(`Move ${moves + 1} of ${total}`)
    expect(text('replay-round')).toBe(`Round ${ended.round + 1}`)
    expect(w.find('[data-test="replay-round-end"]').exists()).toBe(false)
    expect(totals()).toEqual(
      frames[end + 1]!.players.map((p) => expect.stringContaining(String(p.total))),
    )
  })

  it('shows an ended turn on the table it was ended at, the next turn’s draw one step on', async () => {
    const { replay, made, final } = await watched()
    const { frames } = replay
    // the frames naming the player's moves, one for each, in order
    const mine = frames.flatMap((f, i) => (f.move?.player === 0 ? [i] : []))
    expect(mine).toHaveLength(made.length)
    // the turn ended against a standing opponent: the next turn is the player's, dealt a card
    const k = made.findIndex((m) => m.action.type === 'end' && m.standing)
    expect(k).toBeGreaterThanOrEqual(0)
    const at = mine[k]!
    const then = made[k]!
    // the review judged that very position: its verdict is on this step
    expect(decisionsOf(replay).find((d) => d.frame === at)?.chosen).toEqual({ type: 'end' })
    const w = await openReplay(replay.summary.id)
    const text = (test: string) => w.get(`[data-test="${test}"]`).text()
    const totals = () => w.findAll('[data-test="replay-total"]').map((t) => t.text())
    const cards = () => w.findAll('[data-test="replay-table"]')[0]!.findAll('.side-card').length
    useHistoryStore().goTo(at)
    await session.settle()
    expect(text('replay-move')).toBe('You choose to end the turn')
    expect(totals()).toEqual(then.totals.map(shownTotal))
    expect(cards()).toBe(then.cards)
    expect(w.find('[data-test="review-chosen"]').exists()).toBe(true)
    expect(w.get('[data-test="replay-seat"]').classes()).toContain('active')
    // one step on, its outcome: the card the player's next turn began with
    await key('ArrowRight')
    expect(cards()).toBe(then.cards + 1)
    expect(totals()[0]).not.toEqual(shownTotal(then.totals[0]!))
    // the last step is the table the match ended on
    await key('End')
    expect(totals()).toEqual(final.map(shownTotal))
    expect(w.find('[data-test="replay-verdict"]').exists()).toBe(true)
  })

  it('names the set only where a match has more than one', async () => {
    const round = (w: { get(s: string): { text(): string } }) =>
      w.get('[data-test="replay-round"]').text()
    const kept = await slipped()
    const classic = await openReplay(kept.summary.id)
    await key('ArrowRight')
    expect(round(classic)).toBe(i18n.global.t('history.replay.round', { round: 1 }))
    // the match over: its last round, named on the round's end
    const over = (w: { get(s: string): { text(): string } }, where: string) =>
      expect(w.get('[data-test="replay-move"]').text()).toBe(
        i18n.global.t('history.replay.roundOver', { round: where }),
      )
    await key('End')
    const played = kept.frames[kept.frames.length - 1]!.rounds.length
    over(classic, i18n.global.t('history.replay.round', { round: played }))
    const sets = await tournament()
    const w = await openReplay(sets.summary.id)
    await key('End')
    const last = sets.frames[sets.frames.length - 1]!
    expect(last.set).toBeGreaterThan(1)
    // each set counts its rounds from 1
    const inSet = last.rounds.filter((r) => r.set === last.set).length
    over(w, i18n.global.t('history.replay.setRound', { set: last.set, round: inSet }))
  })

  it('says a round took the set where main’s frame names the set taken, on that round alone', async () => {
    const { summary, frames } = await tournament()
    // a set is taken where main's frame lists one more set finished than the step before it
    const taken = frames.flatMap((f, i) =>
      i > 0 && f.setWinners.length > frames[i - 1]!.setWinners.length ? [i] : [],
    )
    // either side took a set: both wordings are read
    expect(new Set(taken.map((i) => frames[i]!.setWinners.at(-1)))).toEqual(new Set([0, 1]))
    const expected = (i: number): string | null => {
      if (!taken.includes(i)) return null
      const { roundEnd, setWinners } = frames[i]!
      const n = roundEnd!.set
      return setWinners.at(-1) === 0
        ? i18n.global.t('history.replay.roundEnd.mySet', { n })
        : i18n.global.t('history.replay.roundEnd.set', { who: 'Deckhand Wendel', n })
    }
    // every round's end, and the step before each set taken
    const steps = frames.flatMap((f, i) =>
      f.roundEnd !== null || taken.includes(i + 1) ? [i] : [],
    )
    const w = await openReplay(summary.id)
    const history = useHistoryStore()
    const seen: (string | null)[] = []
    for (const i of steps) {
      history.goTo(i)
      await session.settle()
      const line = w.find('[data-test="replay-set-end"]')
      seen.push(line.exists() ? line.text() : null)
    }
    expect(seen).toEqual(steps.map(expected))
  })
})
