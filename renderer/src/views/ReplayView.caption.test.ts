// @vitest-environment happy-dom
/**
 * The replay's caption against its board, with the real main on a temporary data folder: the
 * board is the table a move was decided at, so the caption says whose move it is there and
 * what they do, and the move's outcome is on the next step's board, never on its own. A cantina
 * match shows it plainest: "to choose a hand" over seats whose hands are still to be chosen.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MatchUpdate } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ReplayView } = await import('./ReplayView.vue')
const { useHistoryStore } = await import('@/stores/history')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle } = useRealMainPerTest(real, 'replay-caption', {
  profile: { slot: 1, name: 'Talon' },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
})

/** A cantina match against the rookie played out by plain moves, kept; its id. */
async function playCantina(): Promise<string> {
  let update: MatchUpdate = await main('match.start', {
    mode: 'quick',
    rules: 'cantina',
    tier: 'rookie',
    deckId: null,
    seed: 41,
  })
  for (let n = 0; update.result === null; n++) {
    if (n > 2_000) throw new Error('the match did not end')
    update = await main('match.act', { matchId: update.matchId, action: plainMove(update) })
  }
  return update.matchId
}

async function openReplay(id: string): Promise<VueWrapper> {
  setActivePinia(createPinia())
  useNavigationStore().go('replay', { id })
  wrapper = mount(ReplayView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

const key = async (k: string): Promise<void> => {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  await settle()
}

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
    const w = await openReplay(await playCantina())
    const { frames } = useHistoryStore()
    const first = frames[0]!.move!
    expect(first.action.type).toBe('choose')
    const chooser = first.player
    const move = () => w.get('[data-test="replay-move"]')
    // the first step: a hand about to be chosen, over seats that have none yet
    expect(move().text()).toMatch(
      chooser === 0
        ? /^You are to move and choose the hand /
        : /^Deckhand Wendel is to move and chooses /,
    )
    expect(move().attributes('title')).toBe(move().text())
    expect(unchosen(w)).toEqual([true, true])
    i18n.global.locale.value = 'de'
    await settle()
    expect(move().text()).toMatch(
      chooser === 0 ? /^Du bist am Zug und wählst als Hand / : /^Deckhand Wendel ist am Zug und /,
    )
    i18n.global.locale.value = 'en'
    await settle()
    // one step on, the outcome: the chooser's hand is chosen, the other seat's move is next
    await key('ArrowRight')
    expect(unchosen(w)[chooser]).toBe(false)
    expect(unchosen(w)[chooser === 0 ? 1 : 0]).toBe(true)
  })

  it('shows a played card on the step after the one that plays it, never on its own', async () => {
    const w = await openReplay(await playCantina())
    const { frames } = useHistoryStore()
    const at = frames.findIndex((f, i) => f.move?.action.type === 'play' && frames[i + 1]?.move)
    expect(at).toBeGreaterThan(0)
    const seat = frames[at]!.move!.player
    for (let i = 0; i < at; i++) await key('ArrowRight')
    expect(w.get('[data-test="replay-move"]').text()).toMatch(/ and plays | and play /)
    const before = tableCards(w)[seat]!
    await key('ArrowRight')
    // the card played is on the table now, one more than the board the move was named over
    expect(tableCards(w)[seat]!).toBe(before + 1)
  })
})
