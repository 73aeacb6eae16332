import { afterEach, describe, expect, it } from 'vitest'
import type { ProfileSummary } from '@preload/contract'
import { createApi } from '@main/api/router'
import type { ProfileData } from '@main/store'
import { finish, gameWithProfile, Position } from '@tools/testing/feats-kit'
import { ok, walletBooks } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { Game } from '../game'
import { changeCredits } from '../wallet'

/**
 * A campaign match settled by the real match service on a profile in real files: the last
 * action of a won match goes through it (the engine played to a round from the end, as the
 * achievements' tests do), and the result, the ledger and the save are main's own.
 */

const DECK_0 = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '±3', '±1', '+5']
const DECK_1 = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
const STAND = { type: 'stand' } as const

/**
 * A classic campaign match against `opponentId`, two rounds up; standing now wins it. Begun
 * holding `creditsAtStart` (undefined: a match saved before the start's credits were kept).
 */
function oneStandFromWinning(opponentId: string, wager = 0, creditsAtStart?: number) {
  const position = new Position({
    rules: 'classic',
    opener: 0,
    sideDecks: [DECK_0 as never, DECK_1 as never],
    hands: [['+1', '+2', '+3', '+4'] as never, ['+1', '+2', '+3', '+4'] as never],
  })
    .round(0)
    .round(0)
    .act('stand', [9])
  const stored = position.stored({
    mode: 'campaign',
    opponentId,
    tier: null,
    deckId: 'deck-1',
    wager,
  })
  return creditsAtStart === undefined ? stored : { ...stored, creditsAtStart }
}

/** The Pip Odell's purse's floor, from the content: the house pays a win begun below it. */
const FLOOR = 1_000
const AT = '2025-01-02T00:00:00.000Z'

/** A save holding `credits`, the rest of its starting 10,000 lost at the tables before. */
const holding =
  (credits: number) =>
  (profile: ProfileData): void => {
    const lost = profile.wallet.credits - credits
    changeCredits(profile, -lost, 'wager-lost', { key: 'ledger.stakeLost' }, AT)
  }

const folders: (() => void)[] = []
afterEach(() => {
  for (const cleanup of folders.splice(0)) cleanup()
})

async function game(prepare?: (profile: ProfileData) => void) {
  const { dir, cleanup } = tempDir('pazaak-settle-')
  folders.push(cleanup)
  return { game: await gameWithProfile(dir, prepare), dir }
}

/** The regulars a cantina asks for beaten once, as a save holds them. */
const beaten =
  (...ids: string[]) =>
  (profile: ProfileData): void => {
    for (const id of ids) profile.campaign.records[id] = { won: 1, lost: 0 }
  }

describe('a match begun before moves were kept', () => {
  it('is settled, but kept in no history, and the result says so (no replay to offer)', async () => {
    const { game: g } = await game()
    const stored = oneStandFromWinning('pip-odell')
    expect(stored.moves).toBeUndefined()
    const result = await finish(g, stored, STAND)
    expect(result).toMatchObject({ winner: 0, kept: false })
    expect(g.profiles.require().history ?? []).toEqual([])
  })
})

describe('a campaign win, settled', () => {
  it('writes the bounty and the purse as a ledger line each, as the result names them', async () => {
    const { game: g } = await game(holding(FLOOR - 1))
    const before = g.profiles.require().wallet.ledger.length
    const result = await finish(g, oneStandFromWinning('pip-odell', 0, FLOOR - 1), STAND)
    expect(result.notes).toEqual([
      { key: 'bounty', opponent: { id: 'pip-odell', name: 'Pip Odell' }, credits: 300 },
      { key: 'purse', credits: 150 },
    ])
    const lines = g.profiles.require().wallet.ledger.slice(before)
    expect(lines.map(({ amount, reason, note }) => ({ amount, reason, note }))).toEqual([
      {
        amount: 300,
        reason: 'reward',
        note: { key: 'ledger.bounty', params: { opponent: 'Pip Odell' } },
      },
      {
        amount: 150,
        reason: 'reward',
        note: { key: 'ledger.purse', params: { opponent: 'Pip Odell' } },
      },
    ])
    // a later win pays the purse alone: one line, no bounty
    const again = g.profiles.require().wallet.ledger.length
    await finish(g, oneStandFromWinning('pip-odell', 0, FLOOR - 1), STAND)
    expect(
      g.profiles
        .require()
        .wallet.ledger.slice(again)
        .map((l) => l.note),
    ).toEqual([{ key: 'ledger.purse', params: { opponent: 'Pip Odell' } }])
  })

  it('writes a prize card’s card-log line as a message naming who gave it, not English', async () => {
    const { game: g } = await game()
    const result = await finish(g, oneStandFromWinning('hobb-tarrow'), STAND)
    expect(result.prizeCards).toEqual(['-1'])
    expect(g.profiles.require().cardLog.at(-1)).toMatchObject({
      card: '-1',
      delta: 1,
      reason: 'prize',
      note: { key: 'cardLog.prize', params: { opponent: 'Hobb Tarrow' } },
    })
  })

  it('gives the balance the win leaves, which the wallet holds', async () => {
    const { game: g } = await game()
    const start = g.profiles.require().wallet.credits
    const result = await finish(g, oneStandFromWinning('marla-quince', 100), STAND)
    expect(result.creditsDelta).toBe(100 + 1_000)
    expect(result.balance).toBe(start + 1_100)
    expect(result.balance).toBe(g.profiles.require().wallet.credits)
  })

  it('takes the house cut from the stake won, as a ledger line of its own', async () => {
    // Doss Merrow keeps 15% of a stake won; his cantina's place on the way does not matter here
    const { game: g } = await game()
    const start = g.profiles.require().wallet.credits
    const before = g.profiles.require().wallet.ledger.length
    const result = await finish(g, oneStandFromWinning('doss-merrow', 500), STAND)
    const lines = g.profiles.require().wallet.ledger.slice(before)
    const reward = lines.filter((l) => l.reason === 'reward').reduce((n, l) => n + l.amount, 0)
    expect(reward).toBeGreaterThan(0)
    expect(result.houseCut).toBe(75)
    expect(result.creditsDelta).toBe(500 - 75 + reward)
    expect(g.profiles.require().wallet.credits).toBe(start + 500 - 75 + reward)
    expect(lines.slice(0, 2).map(({ amount, reason, note }) => ({ amount, reason, note }))).toEqual(
      [
        {
          amount: 500,
          reason: 'wager-won',
          note: { key: 'ledger.stakeWonAgainst', params: { opponent: 'Doss Merrow' } },
        },
        {
          amount: -75,
          reason: 'house-cut',
          note: { key: 'ledger.houseCut', params: { opponent: 'Doss Merrow' } },
        },
      ],
    )
  })

  it('says so when the win seats the cantina’s champion', async () => {
    const { game: g } = await game(beaten('pip-odell'))
    const result = await finish(g, oneStandFromWinning('marla-quince'), STAND)
    expect(result.notes.at(-1)).toEqual({
      key: 'championOpen',
      opponent: { id: 'sister-kell', name: 'Sister Kell' },
      location: { id: 'rusted-anchor', name: 'The Rusted Anchor' },
    })
  })

  it('says which cantina the champion’s fall opened', async () => {
    const { game: g } = await game(beaten('pip-odell', 'marla-quince'))
    const result = await finish(g, oneStandFromWinning('sister-kell'), STAND)
    expect(result.notes).toContainEqual({
      key: 'locationOpen',
      location: { id: 'dune-lantern', name: 'The Dune Lantern' },
      planet: 'Ashmarrow',
    })
    expect(g.profiles.require().campaign.unlocked).toContain('dune-lantern')
  })
})

describe('the free table’s purse, by the credits a match began with', () => {
  /** A campaign match at Pip Odell's table started through the match service, as saved. */
  async function sitDownAtPip(g: Awaited<ReturnType<typeof game>>['game'], wager = 0) {
    const deckId = g.profiles.require().decks[0]!.id
    await g.matches.start({ mode: 'campaign', opponentId: 'pip-odell', deckId, wager })
    return g.profiles.require().match!
  }

  it('is not paid on a win begun at the floor: no note, no ledger line', async () => {
    const { game: g } = await game(holding(FLOOR))
    const result = await finish(g, oneStandFromWinning('pip-odell', 0, FLOOR), STAND)
    expect(result.notes.map((n) => n.key)).toEqual(['bounty'])
    expect(result.creditsDelta).toBe(300)
    const lines = g.profiles.require().wallet.ledger.map((l) => l.note)
    expect(lines).not.toContainEqual({ key: 'ledger.purse', params: { opponent: 'Pip Odell' } })
  })

  it('keeps the credits at the start with the match, stake included, across a restart', async () => {
    const { game: g, dir } = await game(holding(900))
    expect((await sitDownAtPip(g, 200)).creditsAtStart).toBe(900)
    await g.flush()
    // the app closed and opened again: the open match comes back from the file as it was saved
    const again = new Game({ dataDir: dir, host: 'web', seed: 1, now: steppingClock() })
    await again.init()
    await again.profiles.load(1)
    const resumed = again.profiles.require().match!
    expect(resumed.creditsAtStart).toBe(900)
    const won = oneStandFromWinning('pip-odell', 200, resumed.creditsAtStart)
    const result = await finish(again, won, STAND)
    expect(result.notes).toContainEqual({ key: 'purse', credits: 150 })
    await again.flush()
  })

  it('pays a win begun short, though the wallet grew during the match', async () => {
    const { game: g } = await game(holding(900))
    const { creditsAtStart } = await sitDownAtPip(g, 200)
    // a card sold back while the match was open: the wallet is over the floor at its end
    await g.profiles.mutate((profile) => {
      changeCredits(profile, 2_000, 'sale', { key: 'ledger.stakeWon' }, AT)
    })
    const result = await finish(g, oneStandFromWinning('pip-odell', 200, creditsAtStart), STAND)
    expect(result.notes).toContainEqual({ key: 'purse', credits: 150 })
    expect(result.balance).toBe(900 + 2_000 + 200 + 300 + 150)
  })

  it('pays nothing to a win begun rich, though the wallet was spent during the match', async () => {
    const { game: g } = await game()
    const { creditsAtStart } = await sitDownAtPip(g)
    expect(creditsAtStart).toBe(10_000)
    // nothing staked, so every credit may go to the trader while the match is open
    await g.shop.buy('vessa', '-1')
    await g.shop.buy('vessa', '-2')
    expect(g.profiles.require().wallet.credits).toBe(0)
    const result = await finish(g, oneStandFromWinning('pip-odell', 0, creditsAtStart), STAND)
    expect(result.notes.map((n) => n.key)).toEqual(['bounty'])
    expect(result.balance).toBe(300)
  })

  it('follows the wallet for a match saved before the start’s credits were kept', async () => {
    const { game: g } = await game(holding(500))
    const result = await finish(g, oneStandFromWinning('pip-odell'), STAND)
    expect(result.notes).toContainEqual({ key: 'purse', credits: 150 })
  })
})

describe('Play again’s stake, from the credits the match left', () => {
  /** A match at Hobb Tarrow's table (stakes 100 to 800) at `wager`, forfeited at once. */
  async function lostAtHobb(g: Awaited<ReturnType<typeof game>>['game'], wager: number) {
    const deckId = g.profiles.require().decks[0]!.id
    const start = { mode: 'campaign', opponentId: 'hobb-tarrow', deckId, wager } as const
    const { matchId } = await g.matches.start(start)
    const { result } = await g.matches.resign(matchId)
    return { start, result: result! }
  }

  it('is the stake lowered to what is left, which the start accepts where the old is refused', async () => {
    const { game: g } = await game(holding(800))
    const { start, result } = await lostAtHobb(g, 500)
    expect(result.balance).toBe(300)
    expect(result.rematch).toEqual({ stake: 300, min: 100 })
    await expect(g.matches.start(start)).rejects.toMatchObject({ code: 'insufficient-credits' })
    expect((await g.matches.start({ ...start, wager: 300 })).wager).toBe(300)
  })

  it('is none once the credits left are below the table’s minimum', async () => {
    const { game: g } = await game(holding(500))
    const { start, result } = await lostAtHobb(g, 500)
    expect(result.balance).toBe(0)
    expect(result.rematch).toEqual({ stake: null, min: 100 })
    await expect(g.matches.start({ ...start, wager: 100 })).rejects.toMatchObject({
      code: 'insufficient-credits',
      said: { key: 'errors.campaign.minStake' },
    })
  })
})

describe('an older save', () => {
  it('still shows its ledger, with the bounty and purse in one line as it was written', async () => {
    const older = {
      key: 'ledger.reward',
      params: { opponent: 'Pip Odell' },
    } as const
    const { game: g, dir } = await game((profile) => {
      changeCredits(profile, 450, 'reward', older, '2025-01-02T00:00:00.000Z')
    })
    await g.flush()
    const api = createApi({ dataDir: dir, host: 'web', seed: 1, now: steppingClock() })
    const loaded = await ok<ProfileSummary>(api, 'profiles.load', { slot: 1 })
    const wallet = await walletBooks(api)
    expect(wallet.ledger.at(-1)).toMatchObject({ amount: 450, reason: 'reward', note: older })
    expect(loaded.credits).toBe(wallet.credits)
    await api.flush()
  })
})
