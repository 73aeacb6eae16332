// @vitest-environment happy-dom
/**
 * A forfeited match kept and replayed by the real main on a temporary data folder: a move or
 * two, then a forfeit, then the Replay screen stepped to the end, which must say who forfeited
 * rather than read as a match played out and lost.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { MatchUpdate } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { keyPresser, replayOpener } from '@/testing/replay-screen'
import { hotseatStart } from '@tools/testing/hotseat-start'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')

const { main, settle } = useRealMainPerTest(real, 'replay-forfeit', {
  profile: { slot: 1, name: 'Tester' },
})

/** The replay of the kept match `id`, unmounted after the test. */
const openReplay = replayOpener(settle)
const key = keyPresser(settle)

/** A hot-seat curtain is down (it names a seat, and seat 1 is 0). */
const curtain = (update: MatchUpdate): boolean =>
  update.hotseat !== undefined && update.hotseat.curtain !== null

/** Two moves of whoever has the table (passing a hot-seat curtain), then a forfeit. */
async function playThenForfeit(update: MatchUpdate): Promise<string> {
  for (let moves = 0; moves < 2;) {
    if (curtain(update)) {
      update = await main('match.reveal', { matchId: update.matchId })
      continue
    }
    update = await main('match.act', { matchId: update.matchId, action: { type: 'end' } })
    moves++
  }
  if (curtain(update)) update = await main('match.reveal', { matchId: update.matchId })
  await main('match.resign', { matchId: update.matchId })
  return update.matchId
}

/** The replay of the kept match, stepped to its end with the End key. */
async function replayToEnd(id: string): Promise<VueWrapper> {
  const wrapper = await openReplay(id)
  await key('End')
  return wrapper
}

describe('the replay of a forfeited match', () => {
  it('ends on the player’s forfeit, in English and German', async () => {
    const start = await main('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: null,
    })
    const id = await playThenForfeit(start)
    const w = await replayToEnd(id)
    expect(w.get('[data-test="replay-verdict"]').text()).toBe('You forfeited the match.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="replay-verdict"]').text()).toBe('Du hast die Partie aufgegeben.')
  })

  it('at the hot-seat names who forfeited and who won', async () => {
    const start = await main('match.start', hotseatStart(4))
    const id = await playThenForfeit(start)
    const [kept] = await main('history.list')
    const [winner, loser] = kept?.result === 'won' ? ['Maren', 'Jor'] : ['Jor', 'Maren']
    const w = await replayToEnd(id)
    expect(w.get('[data-test="replay-verdict"]').text()).toBe(
      `${loser} forfeited the match: ${winner} wins.`,
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="replay-verdict"]').text()).toBe(
      `${loser} hat die Partie aufgegeben: ${winner} gewinnt.`,
    )
  })

  it('still ends a match played out on who won it', async () => {
    const start = await main('match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: null,
    })
    let update = start
    for (let n = 0; update.result === null; n++) {
      if (n > 3_000) throw new Error('the match did not end')
      const stand = update.view.legal.some((a) => a.type === 'stand')
      const total = update.view.players[update.you].total
      update = await main('match.act', {
        matchId: update.matchId,
        action: { type: stand && total >= 17 ? 'stand' : 'end' },
      })
    }
    const w = await replayToEnd(update.matchId)
    expect(w.get('[data-test="replay-verdict"]').text()).toBe(
      update.result.winner === 0 ? 'You won the match.' : 'You lost the match.',
    )
  })
})
