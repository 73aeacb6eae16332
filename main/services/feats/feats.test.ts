import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ACHIEVEMENT_IDS, type AchievementId } from '@common/achievements'
import type { AchievementView, MatchResult, MatchUpdate } from '@preload/contract'
import { createApi } from '@main/api/router'
import { Game } from '@main/services/game'
import { ALL_CARD_CODES } from '@main/engine'
import type { ProfileData } from '@main/store'
import {
  finish,
  gameWithProfile,
  openEveryCantina,
  Position,
  quick,
} from '@tools/testing/feats-kit'
import { ok, playOut } from '@tools/testing/api-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { ACHIEVEMENTS, achievementsOf, checkMatchFeats } from '.'

/**
 * Each achievement unlocks in a scenario: the real engine is played to a position, the last
 * action goes through the real match (or shop) service on a profile in real files, and the
 * result names what was unlocked. Each also has its near miss, which must not unlock it.
 */

const HANDS = { classic: ['+1', '+3', '-3', '±3'], theirs: ['+1', '+2', '+3', '+4'] }
const DECK_0 = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '±3', '±1', 'TB']
const DECK_1 = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']

/** A classic match, the player opening the first round. */
function classic(hand: string[] = HANDS.classic): Position {
  return new Position({
    rules: 'classic',
    opener: 0,
    sideDecks: [DECK_0 as never, DECK_1 as never],
    hands: [hand as never, HANDS.theirs as never],
  })
}

/** A tournament match, the player opening, both sides with the same pool and the same first hand. */
function tournamentMatch(): Position {
  return new Position({
    rules: 'tournament',
    opener: 0,
    sideDecks: [
      ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
      ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
    ],
    hands: [
      ['+3', '+4', '+5', '+6'],
      ['+3', '+4', '+5', '+6'],
    ],
  })
}

/** Ahead 2–0 in rounds, the opponent to open the last round on 5. */
const twoUp = (hand?: string[]) => classic(hand).round(0).round(0)

const folders: (() => void)[] = []
afterEach(() => {
  for (const cleanup of folders.splice(0)) cleanup()
})

async function game(prepare?: (profile: ProfileData) => void) {
  const { dir, cleanup } = tempDir('pazaak-feats-')
  folders.push(cleanup)
  return { game: await gameWithProfile(dir, prepare), dir }
}

/** What finishing `match` with `action` unlocks, on a profile made by `prepare`. */
async function unlocks(
  match: ReturnType<Position['stored']>,
  action: Parameters<typeof finish>[2],
  prepare?: (profile: ProfileData) => void,
): Promise<MatchResult> {
  const { game: g } = await game(prepare)
  return finish(g, match, action)
}

/** The last round won by standing on 9 against 5. */
const wonLast = (p: Position) => p.act('stand', [9])
const STAND = { type: 'stand' } as const

describe('achievements from a finished match', () => {
  it('first win: a won match, not a lost one', async () => {
    const result = await unlocks(quick(wonLast(twoUp())), STAND)
    expect(result.winner).toBe(0)
    expect(result.achievements).toContain('firstWin')
    // lost: 0–2 down, the player busts in the last round
    const lost = classic().round(1).round(1)
    lost.act('end', [8]).act('stand', [10]).act('end', [10])
    const missed = await unlocks(quick(lost), { type: 'end' })
    expect(missed.winner).toBe(1)
    expect(missed.achievements).toEqual([])
  })

  it('fill the table: the ninth card wins the round, standing on eight cards does not', async () => {
    const eight = () => {
      const p = twoUp().act('stand', [1])
      for (let n = 0; n < 7; n++) p.act('end', [1])
      p.state.forcedDraws.push(1)
      return p
    }
    const filled = await unlocks(quick(eight()), { type: 'end' })
    expect(filled.achievements).toContain('fillTable')
    const stood = await unlocks(quick(eight()), STAND)
    expect(stood.winner).toBe(0)
    expect(stood.achievements).not.toContain('fillTable')
  })

  it('exactly 20 with a side card: +3 onto 17 counts, a drawn 10 onto 10 does not', async () => {
    const side = await unlocks(quick(twoUp().act('stand', [10]).act('end', [7])), {
      type: 'play',
      card: '+3',
    })
    expect(side.winner).toBe(0)
    expect(side.achievements).toContain('exactTwenty')
    const onTen = twoUp().act('stand', [10])
    onTen.state.forcedDraws.push(10)
    const drawn = await unlocks(quick(onTen), { type: 'end' })
    expect(drawn.winner).toBe(0)
    expect(drawn.achievements).not.toContain('exactTwenty')
  })

  it('no side cards: a win without one, not a win with one', async () => {
    const clean = await unlocks(quick(wonLast(twoUp())), STAND)
    expect(clean.achievements).toContain('noSideCards')
    const played = twoUp().act('stand', [8]).act('play +1')
    const missed = await unlocks(quick(played), STAND)
    expect(missed.winner).toBe(0)
    expect(missed.achievements).not.toContain('noSideCards')
  })

  it('bust-free: a win without a bust, not one after busting a round', async () => {
    const clean = await unlocks(quick(wonLast(twoUp())), STAND)
    expect(clean.achievements).toContain('bustFree')
    // round 2: over 20 and ending the turn is a bust; the player still wins 3–1
    const p = classic().round(0).act('stand', [9]).act('end', [8]).act('end', [5])
    p.act('end', [5]).round(0)
    expect(p.state.rounds.map((r) => [r.winner, r.reason])).toEqual([
      [0, 'stand'],
      [1, 'bust'],
      [0, 'stand'],
    ])
    const missed = await unlocks(quick(wonLast(p)), STAND)
    expect(missed.winner).toBe(0)
    expect(missed.achievements).not.toContain('bustFree')
  })

  it('flip save: ±3 back from 23 counts, -3 back from 23 does not', async () => {
    const over = () => twoUp().act('stand', [9]).act('end', [9]).act('end', [5])
    const flip = await unlocks(quick(over()), { type: 'play', card: '±3', sign: '-' })
    expect(flip.winner).toBe(0)
    expect(flip.achievements).toContain('flipSave')
    const minus = await unlocks(quick(over()), { type: 'play', card: '-3' })
    expect(minus.winner).toBe(0)
    expect(minus.achievements).not.toContain('flipSave')
  })

  it('round comeback: a win from 0–2 down, not from 1–2', async () => {
    const back = classic().round(1).round(1).round(0).round(0)
    const won = await unlocks(quick(wonLast(back)), STAND)
    expect(won.winner).toBe(0)
    expect(won.achievements).toContain('roundComeback')
    const close = classic().round(1).round(0).round(1).round(0)
    const missed = await unlocks(quick(wonLast(close)), STAND)
    expect(missed.winner).toBe(0)
    expect(missed.achievements).not.toContain('roundComeback')
  })

  it('tournament comeback: 2–1 in sets after losing the first, not 2–0', async () => {
    const back = tournamentMatch().round(1).round(1).round(1)
    back.choose('-3 -4 -5 -6', '-3 -4 -5 -6').round(0).round(0).round(0)
    back.choose('+3 +4 ±1 ±2', '-3 -4 ±1 ±2').round(0).round(0)
    const won = await unlocks(quick(wonLast(back)), STAND)
    expect(won.winner).toBe(0)
    expect(won.achievements).toContain('tournamentComeback')
    const straight = tournamentMatch().round(0).round(0).round(0)
    straight.choose('-3 -4 -5 -6', '-3 -4 -5 -6').round(0).round(0)
    const missed = await unlocks(quick(wonLast(straight)), STAND)
    expect(missed.winner).toBe(0)
    expect(missed.achievements).not.toContain('tournamentComeback')
  })

  it('flawless (hidden): 3–0, not 3–1', async () => {
    const clean = await unlocks(quick(wonLast(twoUp())), STAND)
    expect(clean.achievements).toContain('flawless')
    const one = classic().round(0).round(1).round(0)
    const missed = await unlocks(quick(wonLast(one)), STAND)
    expect(missed.winner).toBe(0)
    expect(missed.achievements).not.toContain('flawless')
  })

  it('tiebreaker (hidden): a tie on 5 won by ±1T, not a 6–5 win with it', async () => {
    const hand = ['+1', '+3', 'TB', '±3']
    const tie = await unlocks(quick(twoUp(hand).act('stand', [4]).act('play TB +')), STAND)
    expect(tie.winner).toBe(0)
    expect(tie.achievements).toContain('tiebreaker')
    const clear = await unlocks(quick(twoUp(hand).act('stand', [5]).act('play TB +')), STAND)
    expect(clear.winner).toBe(0)
    expect(clear.achievements).not.toContain('tiebreaker')
  })

  it('master beaten: a win against the master, not against the veteran', async () => {
    const master = await unlocks(quick(wonLast(twoUp()), 'master'), STAND)
    expect(master.achievements).toContain('masterBeaten')
    const veteran = await unlocks(quick(wonLast(twoUp()), 'veteran'), STAND)
    expect(veteran.achievements).not.toContain('masterBeaten')
  })

  it('every tier: the fourth tier beaten counts (campaign opponents by their tier), three do not', async () => {
    const beaten = (keys: string[]) => (profile: ProfileData) => {
      for (const key of keys) profile.stats.byOpponent[key] = { label: key, matches: 1, won: 1 }
      profile.stats.matches = profile.stats.matchesWon = keys.length
    }
    // ledger-9 is a campaign veteran
    const all = await unlocks(
      quick(wonLast(twoUp()), 'master'),
      STAND,
      beaten(['quick-rookie', 'quick-kotor', 'ledger-9']),
    )
    expect(all.achievements).toContain('everyTier')
    const three = await unlocks(
      quick(wonLast(twoUp()), 'master'),
      STAND,
      beaten(['quick-rookie', 'quick-kotor']),
    )
    expect(three.achievements).not.toContain('everyTier')
  })

  it('every ruleset: a classic win after tournament and cantina wins, not after cantina alone', async () => {
    const won = (rules: ('tournament' | 'cantina')[]) => (profile: ProfileData) => {
      for (const r of rules) profile.stats.byRuleset[r] = { label: r, matches: 1, won: 1 }
      profile.stats.matches = profile.stats.matchesWon = rules.length
    }
    const all = await unlocks(quick(wonLast(twoUp())), STAND, won(['tournament', 'cantina']))
    expect(all.achievements).toContain('everyRuleset')
    const two = await unlocks(quick(wonLast(twoUp())), STAND, won(['cantina']))
    expect(two.achievements).not.toContain('everyRuleset')
  })

  it('win streak: the fifth win in a row counts, the fourth does not, and a loss ends a run', async () => {
    const streak = (n: number) => (profile: ProfileData) => {
      profile.achievements = { unlocked: {}, winStreak: n }
    }
    const { game: g } = await game(streak(4))
    expect((await finish(g, quick(wonLast(twoUp())), STAND)).achievements).toContain('winStreak')
    const missed = await unlocks(quick(wonLast(twoUp())), STAND, streak(3))
    expect(missed.achievements).not.toContain('winStreak')
    const { game: lost } = await game(streak(4))
    const bust = classic().round(1).round(1)
    bust.act('end', [8]).act('stand', [10]).act('end', [10])
    await finish(lost, quick(bust), { type: 'end' })
    expect(lost.profiles.require().achievements?.winStreak).toBe(0)
  })

  it('big wager: a won stake of 10,000, not of 9,999', async () => {
    const campaign = (wager: number) =>
      wonLast(twoUp()).stored({ mode: 'campaign', opponentId: 'mother-oona', tier: null, wager })
    const unlockAll = (profile: ProfileData) => {
      profile.campaign.unlocked = ['rusted-anchor', 'dune-lantern', 'coral-vault']
    }
    const big = await unlocks(campaign(10_000), STAND, unlockAll)
    expect(big.achievements).toContain('bigWager')
    const short = await unlocks(campaign(9_999), STAND, unlockAll)
    expect(short.winner).toBe(0)
    expect(short.achievements).not.toContain('bigWager')
  })

  it('first champion: beating a champion, not a regular', async () => {
    const against = (opponentId: string) =>
      wonLast(twoUp()).stored({ mode: 'campaign', opponentId, tier: null })
    expect((await unlocks(against('sister-kell'), STAND)).achievements).toContain('firstChampion')
    expect((await unlocks(against('hobb-tarrow'), STAND)).achievements).not.toContain(
      'firstChampion',
    )
  })

  it('every cantina: the last opponent anywhere beaten, not with one still unbeaten', async () => {
    const { OPPONENTS } = await import('../campaign/content')
    const others = (left: string[]) => (profile: ProfileData) => {
      for (const o of OPPONENTS)
        if (!left.includes(o.id)) profile.campaign.records[o.id] = { won: 1, lost: 0 }
    }
    const against = wonLast(twoUp()).stored({
      mode: 'campaign',
      opponentId: 'hobb-tarrow',
      tier: null,
    })
    const all = await unlocks(against, STAND, others(['hobb-tarrow']))
    expect(all.achievements).toContain('everyCantina')
    const one = await unlocks(against, STAND, others(['hobb-tarrow', 'pip-odell']))
    expect(one.achievements).not.toContain('everyCantina')
  })

  it('campaign won: the last cantina’s champion, not the one before', async () => {
    const tournament = (opponentId: string, rules: 'classic' | 'tournament') => {
      if (rules === 'classic')
        return wonLast(twoUp()).stored({ mode: 'campaign', opponentId, tier: null })
      const p = tournamentMatch()
      p.round(0).round(0).round(0).choose('-3 -4 -5 -6', '-3 -4 -5 -6').round(0).round(0)
      return wonLast(p).stored({ mode: 'campaign', opponentId, tier: null })
    }
    const last = await unlocks(tournament('sable-orrin', 'tournament'), STAND, openEveryCantina)
    expect(last.achievements).toContain('campaignWon')
    const before = await unlocks(tournament('baron-thorne', 'classic'), STAND, openEveryCantina)
    expect(before.winner).toBe(0)
    expect(before.achievements).not.toContain('campaignWon')
  })

  it('regular: the fiftieth match played, won or lost, not the forty-ninth', async () => {
    const played = (n: number) => (profile: ProfileData) => {
      profile.stats.matches = n
    }
    const bust = () => {
      const p = classic().round(1).round(1)
      return quick(p.act('end', [8]).act('stand', [10]).act('end', [10]))
    }
    expect((await unlocks(bust(), { type: 'end' }, played(49))).achievements).toContain('regular')
    expect((await unlocks(bust(), { type: 'end' }, played(48))).achievements).not.toContain(
      'regular',
    )
  })

  it('older matches without a tally never unlock what only events can tell', async () => {
    const { tally: _gone, ...old } = quick(wonLast(twoUp()))
    const result = await unlocks(old, STAND)
    expect(result.achievements).toContain('firstWin')
    expect(result.achievements).not.toContain('noSideCards')
  })

  it('only matches played alone against the AI count: the tutorial and other modes do not', async () => {
    const { game: g } = await game()
    const profile = structuredClone(g.profiles.require())
    const match = quick(wonLast(twoUp()))
    expect(checkMatchFeats(profile, { ...match, mode: 'tutorial' }, true, false, 'now')).toEqual([])
    expect(profile.achievements).toBeUndefined()
    expect(checkMatchFeats(profile, match, true, false, 'now')).toContain('firstWin')
  })

  it("a daily challenge adds to the stats' totals: it earns nothing itself, but a total it fills unlocks", async () => {
    // what the Achievements screen's subtitle says (feats.screen.subtitle)
    const { game: g } = await game()
    const won = wonLast(twoUp()).stored({
      mode: 'daily',
      daily: { date: '2026-01-01', counted: true },
    })
    const result = await finish(g, won, STAND)
    expect(result.winner).toBe(0)
    expect(result.achievements).toEqual([])
    const shown = achievementsOf(g.profiles.require())
    expect(shown.find((a) => a.id === 'firstWin')?.unlockedAt).toBeNull()
    expect(shown.find((a) => a.id === 'regular')?.progress).toEqual({ have: 1, need: 50 })
    expect(shown.find((a) => a.id === 'everyRuleset')?.progress).toEqual({ have: 1, need: 3 })

    // the fiftieth match a daily one: Regular unlocks then, never a full bar left locked
    const { game: fifty } = await game((profile) => {
      profile.stats.matches = 49
    })
    expect((await finish(fifty, won, STAND)).achievements).toEqual(['regular'])
  })

  it('a daily replay counts for nothing: no stats, no totals filled, nothing unlocked', async () => {
    const replay = wonLast(twoUp()).stored({
      mode: 'daily',
      daily: { date: '2026-01-01', counted: false },
    })
    const { game: fifty } = await game((profile) => {
      profile.stats.matches = 49
    })
    const before = structuredClone(fifty.profiles.require().stats)
    const result = await finish(fifty, replay, STAND)
    expect(result.winner).toBe(0)
    expect(result.achievements).toEqual([])
    expect(fifty.profiles.require().stats).toEqual(before)
    const shown = achievementsOf(fifty.profiles.require())
    expect(shown.find((a) => a.id === 'regular')?.unlockedAt).toBeNull()
  })
})

describe('achievements from the collection and the purse', () => {
  const allBut = (missing: string[]) => (profile: ProfileData) => {
    profile.collection = Object.fromEntries(
      ALL_CARD_CODES.filter((c) => !missing.includes(c)).map((c) => [c, 1]),
    )
    profile.cardLog = Object.entries(profile.collection).map(([card]) => ({
      at: profile.createdAt,
      card: card as never,
      delta: 1,
      reason: 'start' as const,
      note: 'test',
    }))
  }

  it('collector: buying the last missing card counts, buying one of two missing does not', async () => {
    const { game: g } = await game(allBut(['-1']))
    expect((await g.shop.buy('vessa', '-1')).achievements).toContain('collector')
    const { game: short } = await game(allBut(['-1', '-2']))
    expect((await short.shop.buy('vessa', '-1')).achievements).not.toContain('collector')
  })

  it('collector: a prize card that completes the collection counts', async () => {
    const against = wonLast(twoUp()).stored({
      mode: 'campaign',
      opponentId: 'hobb-tarrow',
      tier: null,
    })
    const result = await unlocks(against, STAND, allBut(['-1']))
    expect(result.prizeCards).toEqual(['-1'])
    expect(result.achievements).toContain('collector')
  })

  it('fortune (hidden): a sale that brings the purse to 100,000, not to 99,000', async () => {
    const purse = (credits: number) => (profile: ProfileData) => {
      allBut([])(profile)
      const gap = credits - profile.wallet.credits
      profile.wallet.credits = credits
      profile.wallet.ledger.push({
        at: profile.createdAt,
        amount: gap,
        reason: 'reward',
        note: { key: 'ledger.stakeWon' },
        balance: credits,
      })
    }
    const { game: g } = await game(purse(98_000))
    expect((await g.shop.sell('vessa', '-1')).achievements).toContain('fortune')
    const { game: short } = await game(purse(97_000))
    expect((await short.shop.sell('vessa', '-1')).achievements).not.toContain('fortune')
  })
})

describe('a match played through the api', () => {
  it('keeps its tally while open and reports what it unlocked when it ends', async () => {
    const { dir, cleanup } = tempDir('pazaak-feats-play-')
    folders.push(cleanup)
    const api = createApi({ dataDir: dir, host: 'web', seed: 3 })
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    const first = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: null,
    })
    await api.flush()
    const open = JSON.parse(readFileSync(join(dir, 'saves', 'profile-1.json'), 'utf8')) as {
      data: ProfileData
    }
    expect(open.data.match?.tally).toMatchObject({ sidePlayed: 0, flipSaves: 0 })
    const last = await playOut(api, first)
    expect(last.result?.achievements).toEqual(expect.any(Array))
    if (last.result?.winner === 0) expect(last.result.achievements).toContain('firstWin')
    const list = await ok<AchievementView[]>(api, 'achievements.list')
    expect(list.filter((a) => a.unlockedAt !== null).map((a) => a.id)).toEqual(
      last.result?.achievements,
    )
  })
})

describe('the achievements list', () => {
  it('lists every achievement in order; hidden ones say nothing until unlocked, then give their date', async () => {
    const { dir, cleanup } = tempDir('pazaak-feats-api-')
    folders.push(cleanup)
    const api = createApi({ dataDir: dir, host: 'web', seed: 1 })
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    const before = await ok<AchievementView[]>(api, 'achievements.list')
    expect(before).toHaveLength(ACHIEVEMENT_IDS.length)
    const hidden = ACHIEVEMENTS.filter((a) => a.hidden).map((a) => a.id)
    expect(hidden.length).toBeGreaterThan(0)
    const text = JSON.stringify(before)
    for (const id of hidden) expect(text).not.toContain(`"${id}"`)
    expect(before.filter((a) => a.id === null)).toHaveLength(hidden.length)
    expect(before.find((a) => a.id === 'collector')?.progress).toEqual({ have: 5, need: 25 })
    await api.flush()

    // a flawless win, on the same saves, then the list again
    const g = new Game({ dataDir: dir, host: 'web', seed: 1 })
    await g.init()
    await g.profiles.load(1)
    await finish(g, quick(wonLast(twoUp())), STAND)
    await g.flush()
    const saved = JSON.parse(readFileSync(join(dir, 'saves', 'profile-1.json'), 'utf8')) as {
      data: ProfileData
    }
    expect(Object.keys(saved.data.achievements?.unlocked ?? {})).toContain('flawless')
    const api2 = createApi({ dataDir: dir, host: 'web', seed: 1 })
    await ok(api2, 'profiles.load', { slot: 1 })
    const after = await ok<AchievementView[]>(api2, 'achievements.list')
    const flawless = after.find((a) => a.id === 'flawless')
    expect(flawless).toMatchObject({ hidden: true, progress: null })
    expect(flawless?.unlockedAt).toEqual(expect.any(String))
    expect(after.map((a) => a.id).filter((id): id is AchievementId => id !== null)).toEqual(
      ACHIEVEMENT_IDS.filter((id) => !hidden.includes(id) || id === 'flawless'),
    )
  })
})
