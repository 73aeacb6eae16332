import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type {
  HistorySummary,
  MatchReplay,
  MatchUpdate,
  PlayerAction,
  Stats,
  Wallet,
} from '@preload/contract'
import { RULESET_IDS, type Action, type RulesetId } from '@main/engine'
import { createApi, type Api } from '@main/api/router'
import { Notices, PROFILE_KIND, profileFile, SaveRepository, savesDir } from '@main/store'
import { ok, refused, reviewed } from '@tools/testing/api-kit'
import { playSeededMatch } from '@tools/testing/history-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { newProfile } from '../profile/new-profile'
import { playerPortrait } from '../profile/portraits'

let api: Api
let cleanup: () => void

beforeEach(async () => {
  const made = tempDir('pazaak-hotseat-')
  cleanup = made.cleanup
  api = createApi({ dataDir: made.dir, host: 'web', seed: 11, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Host' })
})
afterEach(() => cleanup())

const players = [
  { name: 'Maren', deckId: null },
  { name: 'Jor', deckId: null },
] as const

function start(rules: RulesetId, seed = 3): Promise<MatchUpdate> {
  return ok<MatchUpdate>(api, 'match.start', { mode: 'hotseat', rules, players, seed })
}

/** A plain move for the seat the view belongs to. */
function moveFor(update: MatchUpdate): PlayerAction {
  const legal = update.view.legal
  const strip = ({ player: _player, ...rest }: Action): PlayerAction => rest as PlayerAction
  const choose = legal.find((a) => a.type === 'choose')
  if (choose) return strip(choose)
  const total = update.view.players[update.you].total
  const play = legal.find((a) => a.type === 'play')
  if (total > 20 && play) return strip(play)
  if (total >= 17 && legal.some((a) => a.type === 'stand')) return { type: 'stand' }
  return { type: 'end' }
}

/**
 * What a curtained answer may hold: no hand, no pool unless public, no move for anyone, and no
 * card's refusal (it would name the card).
 */
function expectCurtained(update: MatchUpdate): void {
  expect(update.view.legal).toEqual([])
  expect(update.view.blocked.cards).toEqual({})
  for (const seat of update.view.players) {
    expect(seat.hand).toBeNull()
    expect(seat.projections).toBeNull()
    if (update.view.rules !== 'tournament') expect(seat.pool).toBeNull()
  }
}

/** Plays a hot-seat match to its end, checking the curtain at every hand-over. */
async function playOut(
  first: MatchUpdate,
): Promise<{ last: MatchUpdate; curtains: number; events: Set<string> }> {
  let update = first
  let curtains = 0
  const events = new Set<string>()
  for (let n = 0; update.result === null; n++) {
    for (const event of update.events) events.add(event.type)
    if (n > 3_000) throw new Error('the match did not end')
    const curtain = update.hotseat?.curtain ?? null
    if (curtain !== null) {
      curtains += 1
      expectCurtained(update)
      // nothing can be played blind
      expect(
        (await refused(api, 'match.act', { matchId: update.matchId, action: { type: 'end' } })).key,
      ).toBe('errors.match.curtainUp')
      update = await ok<MatchUpdate>(api, 'match.reveal', { matchId: update.matchId })
      expect(update.you).toBe(curtain)
      expect(update.hotseat?.curtain).toBeNull()
      expect(update.view.players[update.you].hand).not.toBeNull()
      expect(update.view.players[update.you === 0 ? 1 : 0].hand).toBeNull()
      expect(update.opponent.name).toBe(players[update.you === 0 ? 1 : 0].name)
      continue
    }
    update = await ok<MatchUpdate>(api, 'match.act', {
      matchId: update.matchId,
      action: moveFor(update),
    })
  }
  for (const event of update.events) events.add(event.type)
  return { last: update, curtains, events }
}

describe('hot-seat', () => {
  it('opens on the curtain for the first seat to act, with neither hand in the answer', async () => {
    const first = await start('classic')
    expect(first.mode).toBe('hotseat')
    expect(first.hotseat?.names).toEqual(['Maren', 'Jor'])
    expect(first.hotseat?.curtain).toBe(first.view.turn)
    expect(first.wager).toBe(0)
    expectCurtained(first)
    expect(JSON.stringify(first)).not.toMatch(/"hand":\[/)
  })

  it('says which curtain is the match’s first: the start’s, not a later one nor a resumed one', async () => {
    const first = await start('classic')
    expect(first.hotseat?.curtain).not.toBeNull()
    expect(first.hotseat?.opening).toBe(true)
    // picked up again before anybody moved: handed over as at any other curtain
    const resumed = await ok<MatchUpdate>(api, 'match.resume')
    expect(resumed.hotseat?.curtain).toBe(first.hotseat?.curtain)
    expect(resumed.hotseat?.opening).toBe(false)
    const revealed = await ok<MatchUpdate>(api, 'match.reveal', { matchId: first.matchId })
    expect(revealed.hotseat?.opening).toBe(false)
    // the turn passes: the next curtain is a hand-over
    const passed = await ok<MatchUpdate>(api, 'match.act', {
      matchId: first.matchId,
      action: { type: 'end' },
    })
    expect(passed.hotseat?.curtain).toBe(revealed.you === 0 ? 1 : 0)
    expect(passed.hotseat?.opening).toBe(false)
  })

  for (const rules of RULESET_IDS) {
    it(`plays a whole ${rules} match between two people, passing the table each turn`, async () => {
      const walletBefore = await ok<Wallet>(api, 'wallet.get')
      const statsBefore = await ok<Stats>(api, 'stats.get')
      const { last, curtains, events } = await playOut(await start(rules))
      expect(curtains).toBeGreaterThan(3)
      expect(last.result?.creditsDelta).toBe(0)
      expect(last.result?.winner).toBe(last.view.winner)
      // two guests played: the profile's credits and stats are untouched
      expect(await ok<Wallet>(api, 'wallet.get')).toEqual(walletBefore)
      expect(await ok<Stats>(api, 'stats.get')).toEqual(statsBefore)
      expect(await ok(api, 'match.resume')).toBeNull()
      // finished through the same path as every match: kept in the history as hot-seat
      const [kept] = await ok<{ id: string; mode: string; result: string }[]>(api, 'history.list')
      expect(kept).toMatchObject({ id: last.matchId, mode: 'hotseat' })
      expect(kept?.result).toBe(last.result?.winner === 0 ? 'won' : 'lost')
      const replay = await ok<{ frames: unknown[] }>(api, 'history.get', { id: last.matchId })
      expect(replay.frames.length).toBeGreaterThan(1)
      if (rules === 'tournament') {
        // best of three sets: the set winner mucks, and hands are chosen again for set two
        expect(last.view.set).toBeGreaterThan(1)
        expect(events).toContain('muck')
      }
    })
  }

  it('lets each person choose their own hand in turn, behind the curtain', async () => {
    const first = await start('tournament')
    expect(first.view.phase).toBe('choose')
    expect(first.hotseat?.curtain).toBe(0)
    const maren = await ok<MatchUpdate>(api, 'match.reveal', { matchId: first.matchId })
    expect(maren.view.players[0].pool).toHaveLength(10)
    const chosen = await ok<MatchUpdate>(api, 'match.act', {
      matchId: first.matchId,
      action: moveFor(maren),
    })
    expect(chosen.hotseat?.curtain).toBe(1)
    expectCurtained(chosen)
    const jor = await ok<MatchUpdate>(api, 'match.reveal', { matchId: first.matchId })
    expect(jor.you).toBe(1)
    expect(jor.view.legal.every((a) => a.type === 'choose' && a.player === 1)).toBe(true)
  })

  it('reopens on the curtain after a restart, even if the table was held', async () => {
    const first = await start('classic')
    await ok(api, 'match.reveal', { matchId: first.matchId })
    const resumed = await ok<MatchUpdate>(api, 'match.resume')
    expectCurtained(resumed)
    expect(resumed.hotseat?.curtain).toBe(first.hotseat?.curtain)
  })

  it('a forfeit loses for the person who has the move', async () => {
    const first = await start('classic')
    const mover = first.hotseat?.curtain
    const over = await ok<MatchUpdate>(api, 'match.resign', { matchId: first.matchId })
    expect(over.result?.winner).toBe(mover === 0 ? 1 : 0)
    expect(over.result?.resigned).toBe(true)
    expectCurtained(over)
  })

  it('refuses bad names, equal names, an unknown deck and the advisor', async () => {
    const bad = (a: string, b: string) =>
      refused(api, 'match.start', {
        mode: 'hotseat',
        rules: 'classic',
        players: [
          { name: a, deckId: null },
          { name: b, deckId: null },
        ],
      })
    expect((await bad('  ', 'Jor')).key).toBe('errors.match.hotseatName')
    expect((await bad('x'.repeat(25), 'Jor')).key).toBe('errors.match.hotseatName')
    expect((await bad('Maren', ' maren ')).key).toBe('errors.match.hotseatSameNames')
    expect(await bad('Maren', 'M\u200Baren')).toMatchObject({
      key: 'errors.match.hotseatNameCharacter',
      params: { char: 'invisible', code: 'U+200B', seat: 2 },
    })
    expect(await bad('Mi\u2029ra', 'Jor')).toMatchObject({
      key: 'errors.match.hotseatNameCharacter',
      params: { char: 'line-break', code: 'U+2029', seat: 1 },
    })
    // a no-break space is a space: the two seats would read alike
    expect((await bad('Ki Ra', 'ki\u00A0ra')).key).toBe('errors.match.hotseatSameNames')
    const unknown = await refused(api, 'match.start', {
      mode: 'hotseat',
      rules: 'classic',
      players: [
        { name: 'Maren', deckId: 'deck-404' },
        { name: 'Jor', deckId: null },
      ],
    })
    expect(unknown.key).toBe('errors.deck.notFound')
    expect(await ok(api, 'match.resume')).toBeNull()
    const first = await start('classic')
    await ok(api, 'match.reveal', { matchId: first.matchId })
    expect((await refused(api, 'match.hint', { matchId: first.matchId })).key).toBe(
      'errors.match.noHintHotseat',
    )
  })

  it('plays a saved deck the rules allow, and refuses one they do not', async () => {
    const decks = await ok<{ id: string; rules: RulesetId }[]>(api, 'decks.list')
    const starter = decks[0]
    if (!starter) throw new Error('a new profile has a deck')
    const mine = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'hotseat',
      rules: starter.rules,
      players: [
        { name: 'Maren', deckId: starter.id },
        { name: 'Jor', deckId: null },
      ],
    })
    expect(mine.replay).toEqual({
      mode: 'hotseat',
      rules: starter.rules,
      players: [
        { name: 'Maren', deckId: starter.id },
        { name: 'Jor', deckId: null },
      ],
    })
    const other = starter.rules === 'tournament' ? 'cantina' : 'tournament'
    const refusal = await refused(api, 'match.start', {
      mode: 'hotseat',
      rules: other,
      players: [
        { name: 'Maren', deckId: starter.id },
        { name: 'Jor', deckId: null },
      ],
      forfeit: mine.matchId,
    })
    expect(refusal.code).toBe('invalid-deck')
  })

  it('refuses match.reveal outside hot-seat', async () => {
    const quick = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: null,
    })
    expect((await refused(api, 'match.reveal', { matchId: quick.matchId })).key).toBe(
      'errors.match.notHotseat',
    )
  })

  it("shows the save's own portrait for its player and a guest face for the other seat", async () => {
    await ok(api, 'profiles.create', { slot: 2, name: 'Faces', portrait: 3 })
    const first = await start('classic')
    const mine = playerPortrait(3)
    expect(first.hotseat?.portraits[0]).toBe(mine)
    expect(first.hotseat?.portraits[1]).not.toBe(mine)
    expect(first.hotseat?.portraits[1]).not.toBe(playerPortrait(0))
    // the plate across the table carries the other person's face, from either side
    const held = await ok<MatchUpdate>(api, 'match.reveal', { matchId: first.matchId })
    const other = held.you === 0 ? 1 : 0
    expect(held.opponent.portrait).toBe(first.hotseat?.portraits[other])
  })
})

describe('hot-seat in the history', () => {
  it('keeps both names, shows both hands and reviews both people', async () => {
    const { last } = await playOut(await start('classic'))
    const [kept] = await ok<HistorySummary[]>(api, 'history.list')
    expect(kept?.opponent).toEqual({ id: null, name: 'Jor', tier: null })
    expect(kept?.names).toEqual(['Maren', 'Jor'])
    const replay = await ok<MatchReplay>(api, 'history.get', { id: last.matchId })
    expect(replay.summary.names).toEqual(['Maren', 'Jor'])
    // both people sat at the table: every frame shows both hands as their owners held them
    for (const frame of replay.frames) {
      for (const seat of frame.players) expect(seat.hand).toHaveLength(seat.handSize)
    }
    const review = await reviewed(api, last.matchId)
    const seats = new Set(review.decisions.map((d) => d.player))
    expect(seats).toEqual(new Set([0, 1]))
    for (const decision of review.decisions)
      expect(replay.frames[decision.frame]?.move?.player).toBe(decision.player)
    const own = (seat: 0 | 1) => review.decisions.filter((d) => d.player === seat)
    expect(review.accuracies?.[0]).toBeTypeOf('number')
    expect(review.accuracies?.[1]).toBeTypeOf('number')
    expect(review.accuracy).toBe(review.accuracies?.[0])
    expect(own(0).length + own(1).length).toBe(review.decisions.length)
  })

  it('replays a forfeit by the second seat as won by the first', async () => {
    let update = await start('classic')
    // hand the move to the second seat, then forfeit with it
    while (update.hotseat?.curtain !== 1) {
      update = await ok<MatchUpdate>(api, 'match.reveal', { matchId: update.matchId })
      update = await ok<MatchUpdate>(api, 'match.act', {
        matchId: update.matchId,
        action: { type: 'end' },
      })
    }
    const over = await ok<MatchUpdate>(api, 'match.resign', { matchId: update.matchId })
    expect(over.result?.winner).toBe(0)
    const replay = await ok<MatchReplay>(api, 'history.get', { id: over.matchId })
    expect(replay.summary).toMatchObject({ result: 'won', resigned: true })
    expect(replay.frames[replay.frames.length - 1]?.winner).toBe(0)
  })

  it('still opens a hot-seat match kept before the names were', async () => {
    const made = tempDir('pazaak-hotseat-old-')
    try {
      // a record as an older build kept it: no names, the house tier's null
      const { record } = playSeededMatch('classic', 5, 'random')
      const profile = newProfile('Host', '2026-01-01T00:00:00.000Z', 2)
      profile.history = [{ ...record, mode: 'hotseat', tier: null, deckId: null }]
      const repo = new SaveRepository({
        dir: savesDir(made.dir),
        now: steppingClock(),
        notices: new Notices(),
      })
      await repo.save(profileFile(1), PROFILE_KIND, profile)
      const old = createApi({ dataDir: made.dir, host: 'web', now: steppingClock() })
      await ok(old, 'profiles.load', { slot: 1 })
      const [kept] = await ok<HistorySummary[]>(old, 'history.list')
      // no AI opponent's name: the renderer calls the seats by their numbers
      expect(kept?.opponent).toEqual({ id: null, name: '', tier: null })
      expect(kept?.names).toBeUndefined()
      const replay = await ok<MatchReplay>(old, 'history.get', { id: record.id })
      expect(replay.frames.length).toBeGreaterThan(1)
      expect(replay.frames[0]?.players[1].hand).toHaveLength(4)
    } finally {
      made.cleanup()
    }
  })
})
