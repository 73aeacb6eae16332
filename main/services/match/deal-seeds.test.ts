import { afterEach, describe, expect, it } from 'vitest'
import type { MatchUpdate } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

const folders: (() => void)[] = []
afterEach(() => folders.splice(0).forEach((cleanup) => cleanup()))

/** Main on a new folder with a save, started with `--seed` or without. */
async function mainWith(seed?: number): Promise<Api> {
  const { dir, cleanup } = tempDir('pazaak-deal-')
  folders.push(cleanup)
  const api = createApi({
    dataDir: dir,
    host: 'web',
    now: steppingClock(),
    ...(seed === undefined ? {} : { seed }),
  })
  await ok(api, 'profiles.create', { slot: 1, name: 'Ria' })
  return api
}

/** The deal of a match started with `seed` sent by the page: what both seats hold and draw. */
async function deal(api: Api, start: Record<string, unknown>): Promise<string> {
  const update = await ok<MatchUpdate>(api, 'match.start', { ...start, seed: 5 })
  const { players, shoeLeft } = update.view
  await ok(api, 'match.resign', { matchId: update.matchId })
  return JSON.stringify([players[0].hand, players[0].table, players[1].table, shoeLeft])
}

const QUICK = { mode: 'quick', rules: 'classic', tier: 'master', deckId: null }
const HOTSEAT = {
  mode: 'hotseat',
  rules: 'classic',
  players: [
    { name: 'Ria', deckId: null },
    { name: 'Jor', deckId: null },
  ],
}

describe('a seed the page sends', () => {
  it('is not dealt from on a host started without --seed: a quick match counts in the stats', async () => {
    const api = await mainWith()
    for (const start of [QUICK, HOTSEAT]) {
      const deals = new Set<string>()
      for (let i = 0; i < 4; i++) deals.add(await deal(api, start))
      // four deals from the OS: that all four match is as likely as drawing one card four times
      expect(deals.size, String(start.mode)).toBeGreaterThan(1)
    }
  })

  it('is dealt from under --seed, so tests repeat a deal', async () => {
    const api = await mainWith(7)
    for (const start of [QUICK, HOTSEAT]) {
      expect(await deal(api, start)).toBe(await deal(api, start))
    }
  })
})
