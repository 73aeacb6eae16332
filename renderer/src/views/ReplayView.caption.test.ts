// @vitest-environment happy-dom
/**
 * The replay's caption against its board, with the real main on a temporary data folder: the
 * board is the table a move was decided at, so the caption says whose move it is there and
 * what they do, and the move's outcome is on the next step's board, never on its own. A cantina
 * match shows it plainest: "to choose a hand" over seats whose hands are still to be chosen.
 */
import type { VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { keyPresser, playedOut, replayOpener } from '@/testing/replay-screen'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useHistoryStore } = await import('@/stores/history')

const { main, settle } = useRealMainPerTest(real, 'replay-caption', {
  profile: { slot: 1, name: 'Talon' },
})
/** The replay of the kept match `id`, unmounted after the test. */
const openReplay = replayOpener(settle)
const key = keyPresser(settle)

afterEach(() => {
  i18n.global.locale.value = 'en'
})

/** Each seat's hand still to be chosen on the board shown, seat 0 first. */
const unchosen = (w: VueWrapper): boolean[] =>
  w
    .findAll('[data-test="replay-hand"]')
    .map((h) => h.find('[data-test="replay-not-chosen"]').exists())

/** Each seat's cards on its table on the board shown, seat 0 first. */
const tableCards = (w: VueWrapper): number[] =>
  w.findAll('[data-test="replay-table"]').map((t) => t.findAll('.side-card').length)

describe('the replay’s caption against its board', () => {
  it('says whose move it is at the table shown; the move’s outcome is on the next step', async () => {
    const w = await openReplay(await playedOut(main, 'cantina', 41))
    const { frames } = useHistoryStore()
    const first = frames[0]!.move!
    expect(first.action.type).toBe('choose')
    const chooser = first.player
    const move = () => w.get('[data-test="replay-move"]')
    // the first step: a hand about to be chosen, over seats that have none yet
    expect(move().text()).toMatch(
      chooser === 0 ? /^You choose the hand / : /^Deckhand Wendel chooses the hand /,
    )
    expect(move().attributes('title')).toBe(move().text())
    expect(unchosen(w)).toEqual([true, true])
    i18n.global.locale.value = 'de'
    await settle()
    expect(move().text()).toMatch(
      chooser === 0 ? /^Du bist am Zug und wählst als Hand / : /^Decksmann Wendel ist am Zug und /,
    )
    i18n.global.locale.value = 'en'
    await settle()
    // one step on, the outcome: the chooser's hand is chosen, the other seat's move is next
    await key('ArrowRight')
    expect(unchosen(w)[chooser]).toBe(false)
    expect(unchosen(w)[chooser === 0 ? 1 : 0]).toBe(true)
  })

  it('shows a played card on the step after the one that plays it, never on its own', async () => {
    const w = await openReplay(await playedOut(main, 'cantina', 41))
    const { frames } = useHistoryStore()
    const at = frames.findIndex((f, i) => f.move?.action.type === 'play' && frames[i + 1]?.move)
    expect(at).toBeGreaterThan(0)
    const seat = frames[at]!.move!.player
    for (let i = 0; i < at; i++) await key('ArrowRight')
    expect(w.get('[data-test="replay-move"]').text()).toMatch(
      /^(You choose to play|.+ chooses to play) /,
    )
    const before = tableCards(w)[seat]!
    await key('ArrowRight')
    // the card played is on the table now, one more than the board the move was named over
    expect(tableCards(w)[seat]!).toBe(before + 1)
  })
})
