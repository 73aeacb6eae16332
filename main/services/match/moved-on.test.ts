import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchUpdate, PlayerAction, Wallet } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok, refused, simpleMove } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

/**
 * Two pages on one save (two tabs of the browser host, over the real api on a real data folder):
 * each sends the position of the match it shows with its moves, and main refuses the one that
 * is behind, changing nothing, with the match as it stands.
 */

let api: Api
let cleanup: () => void

beforeEach(async () => {
  const made = tempDir('pazaak-moved-on-')
  cleanup = made.cleanup
  api = createApi({ dataDir: made.dir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Oriella' })
})
afterEach(() => cleanup())

const QUICK = { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null }

/** A page's move, sent with the position its table shows. */
function act(shown: MatchUpdate, action: PlayerAction) {
  return { matchId: shown.matchId, action, seen: shown.position }
}

/** What main has of the match now, for comparing before and after a refused call. */
async function standing(): Promise<MatchUpdate | null> {
  return ok<MatchUpdate | null>(api, 'match.resume')
}

/** A side card the player may play in `shown`, as the page would send it. */
function aPlay(shown: MatchUpdate): PlayerAction {
  const play = shown.view.legal.find((a) => a.type === 'play')
  if (!play || play.type !== 'play') throw new Error('no side card to play')
  return { type: 'play', card: play.card, ...(play.sign ? { sign: play.sign } : {}) }
}

describe('a page behind the match', () => {
  it('is refused with moved-on and the match as it stands, and nothing is played', async () => {
    const a = await ok<MatchUpdate>(api, 'match.start', QUICK)
    const b = await standing()
    if (!b) throw new Error('no open match')
    expect(b.position).toBe(a.position)
    // page B stands: the round ends and the next is dealt
    const afterB = await ok<MatchUpdate>(api, 'match.act', act(b, { type: 'stand' }))
    expect(afterB.view.round).toBeGreaterThan(a.view.round)
    expect(afterB.position).toBeGreaterThan(a.position)
    const before = await standing()

    // page A, still on round 1, plays a side card
    const error = await refused(api, 'match.act', act(a, aPlay(a)))
    expect(error.code).toBe('moved-on')
    expect(error.key).toBe('errors.match.movedOn')
    expect(error.match?.position).toBe(afterB.position)
    expect(error.match?.view).toEqual(afterB.view)
    expect(error.match?.events).toEqual([])
    expect(await standing()).toEqual(before)

    // redrawn from the refusal, A's next move is taken
    if (!error.match) throw new Error('no match in the refusal')
    const next = await ok<MatchUpdate>(api, 'match.act', act(error.match, aPlay(error.match)))
    expect(next.position).toBeGreaterThan(afterB.position)
  })

  it('is refused choosing a tournament hand the other page has already chosen', async () => {
    const a = await ok<MatchUpdate>(api, 'match.start', { ...QUICK, rules: 'tournament' })
    const choose = simpleMove(a)
    expect(choose.type).toBe('choose')
    await ok(api, 'match.act', act(a, choose))
    const before = await standing()
    expect((await refused(api, 'match.act', act(a, choose))).code).toBe('moved-on')
    expect(await standing()).toEqual(before)
  })

  it('cannot forfeit until the player has seen where the match stands', async () => {
    const { credits } = await ok<Wallet>(api, 'wallet.get')
    const a = await ok<MatchUpdate>(api, 'match.start', QUICK)
    await ok(api, 'match.act', act(a, { type: 'stand' }))
    const before = await standing()
    const error = await refused(api, 'match.resign', { matchId: a.matchId, seen: a.position })
    expect(error.code).toBe('moved-on')
    expect(await standing()).toEqual(before)
    expect((await ok<Wallet>(api, 'wallet.get')).credits).toBe(credits)

    if (!error.match) throw new Error('no match in the refusal')
    const seen = error.match.position
    const over = await ok<MatchUpdate>(api, 'match.resign', { matchId: a.matchId, seen })
    expect(over.result?.resigned).toBe(true)
  })

  it('never trips one page that sends the position of each answer, AI moves and round ends too', async () => {
    for (const rules of ['classic', 'tournament', 'cantina']) {
      let shown = await ok<MatchUpdate>(api, 'match.start', { ...QUICK, rules })
      for (let n = 0; shown.result === null; n++) {
        if (n > 2_000) throw new Error('the match did not end')
        shown = await ok<MatchUpdate>(api, 'match.act', act(shown, simpleMove(shown)))
      }
      expect(shown.result.winner, rules).not.toBeNull()
    }
  })

  it('takes no position that is not a whole number from 0', async () => {
    const a = await ok<MatchUpdate>(api, 'match.start', QUICK)
    for (const seen of [-1, 1.5, '3']) {
      const payload = { matchId: a.matchId, action: { type: 'stand' }, seen }
      expect((await refused(api, 'match.act', payload)).code).toBe('invalid-payload')
    }
    expect(await standing()).toEqual({ ...a, events: [] })
  })
})
