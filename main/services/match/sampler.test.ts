import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type {
  Collection,
  DeckRecord,
  HistorySummary,
  MatchReplay,
  MatchUpdate,
  Purchase,
} from '@preload/contract'
import { HOUSE_SAMPLER } from '@common/decks'
import { RULESET_IDS, validateSideDeck } from '@main/engine'
import { createApi, type Api } from '@main/api/router'
import { ok, playOut, refused, walletBooks } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { quickDeck, samplerDeck } from './quick'

let dir: string
let api: Api
let cleanup: () => void

function open(): Api {
  return createApi({ dataDir: dir, host: 'web', seed: 13, now: steppingClock() })
}

beforeEach(async () => {
  ;({ dir, cleanup } = tempDir('pazaak-sampler-'))
  api = open()
  await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
})
afterEach(() => cleanup())

const sorted = (cards: readonly string[]): string[] => [...cards].sort()

describe("the house's sampler", () => {
  it('is a legal deck in each ruleset, holding cards its practice deck does not', () => {
    for (const rules of RULESET_IDS) {
      const cards = samplerDeck(rules)
      expect(validateSideDeck(cards, rules), rules).toMatchObject({ ok: true })
      expect(
        cards.filter((card) => !quickDeck(rules).includes(card)).length,
        rules,
      ).toBeGreaterThan(3)
    }
    expect(samplerDeck('classic')).toEqual(expect.arrayContaining(['D', 'TB', 'F24', 'F36']))
    expect(samplerDeck('tournament')).toEqual(
      expect.arrayContaining(['T24', 'T36', 'T15', 'D', 'TB']),
    )
  })

  it('is lent for a quick match in every ruleset: no cards, credits or ledger line come of it', async () => {
    const collection = await ok<Collection>(api, 'collection.get')
    const books = await walletBooks(api)
    for (const rules of RULESET_IDS) {
      const start = await ok<MatchUpdate>(api, 'match.start', {
        mode: 'quick',
        rules,
        tier: 'kotor',
        deckId: HOUSE_SAMPLER,
        seed: 4,
      })
      expect(sorted(start.view.players[0].pool ?? []), rules).toEqual(sorted(samplerDeck(rules)))
      // the opponents keep the house's practice deck
      const end = await playOut(api, start)
      expect(end.result?.creditsDelta, rules).toBe(0)
      const [last] = await ok<HistorySummary[]>(api, 'history.list')
      const replay = await ok<MatchReplay>(api, 'history.get', { id: last!.id })
      expect(sorted(replay.decks[1]), rules).toEqual(sorted(quickDeck(rules)))
    }
    expect(await ok<Collection>(api, 'collection.get')).toEqual(collection)
    expect(await walletBooks(api)).toEqual(books)
    // the stats keep its matches as one row of their own, never a deleted deck
    const decks = await ok<DeckRecord[]>(api, 'history.decks')
    expect(decks.find((row) => row.deckId === HOUSE_SAMPLER)).toMatchObject({
      name: null,
      deleted: false,
      matches: RULESET_IDS.length,
    })
  })

  it('survives a restart while its match is open', async () => {
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: HOUSE_SAMPLER,
    })
    api = open()
    await ok(api, 'profiles.load', { slot: 1 })
    expect((await ok<MatchUpdate | null>(api, 'match.resume'))?.matchId).toBe(start.matchId)
    // the sampler's cards are the house's: one of the player's own like them may still be sold
    const bought = await ok<Purchase>(api, 'shop.buy', { merchantId: 'vessa', card: '-2' })
    expect(bought.merchant.unsellable['-2']).toBeUndefined()
    await ok(api, 'shop.sell', { merchantId: 'vessa', card: '-2' })
  })

  it('seats either person at hot-seat', async () => {
    const start = await ok<MatchUpdate>(api, 'match.start', {
      mode: 'hotseat',
      rules: 'tournament',
      players: [
        { name: 'Maren', deckId: HOUSE_SAMPLER },
        { name: 'Jor', deckId: null },
      ],
      seed: 3,
    })
    await ok(api, 'match.resign', { matchId: start.matchId })
    const [last] = await ok<HistorySummary[]>(api, 'history.list')
    const replay = await ok<MatchReplay>(api, 'history.get', { id: last!.id })
    expect(sorted(replay.decks[0])).toEqual(sorted(samplerDeck('tournament')))
    expect(sorted(replay.decks[1])).toEqual(sorted(quickDeck('tournament')))
  })

  it('is refused at a campaign table and takes no part in the daily challenge', async () => {
    const campaign = await refused(api, 'match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: HOUSE_SAMPLER,
      wager: 0,
    })
    expect(campaign.code).toBe('not-found')
    const daily = await refused(api, 'match.start', { mode: 'daily', deckId: HOUSE_SAMPLER })
    expect(daily.code).toBe('invalid-payload')
    expect(await ok(api, 'match.resume')).toBeNull()
  })
})
