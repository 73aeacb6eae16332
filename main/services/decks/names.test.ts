import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SavedDeck } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { ok, refused } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

let dataDir: string
let cleanup: () => void
let api: Api

const save = (): string => readFileSync(join(dataDir, 'saves', 'profile-1.json'), 'utf8')
const names = async (): Promise<string[]> =>
  (await ok<SavedDeck[]>(api, 'decks.list')).map((deck) => deck.name)

beforeEach(async () => {
  ;({ dir: dataDir, cleanup } = tempDir('pazaak-deck-names-'))
  api = createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
  await ok(api, 'profiles.create', { slot: 1, name: 'Talon' })
  await ok(api, 'decks.duplicate', { id: 'deck-1', name: 'Plus Fives' })
  await api.flush()
})
afterEach(() => cleanup())

describe('a deck name another deck has', () => {
  it('is refused on rename with a code naming that deck, and the save on disk is unchanged', async () => {
    const before = save()
    // compared as the player reads them: case and the kind of space make no new name
    for (const name of ['Starter deck', ' starter  DECK ', 'Starter\u00A0deck']) {
      expect(await refused(api, 'decks.rename', { id: 'deck-2', name }), name).toEqual({
        code: 'conflict',
        key: 'errors.deck.nameTaken',
        params: { deck: { name: 'Starter deck', starter: true } },
      })
    }
    await api.flush()
    expect(save()).toBe(before)
    expect(await names()).toEqual(['Starter deck', 'Plus Fives'])
  })

  it('is refused for a new, copied or imported deck, and none is added', async () => {
    const cards = ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5']
    const { shareCode } = await ok<{ shareCode: string }>(api, 'decks.export', { cards })
    const taken = { code: 'conflict', key: 'errors.deck.nameTaken' }
    expect(
      await refused(api, 'decks.create', { name: 'plus fives', rules: 'classic', cards }),
    ).toMatchObject(taken)
    expect(
      await refused(api, 'decks.duplicate', { id: 'deck-1', name: 'PLUS FIVES' }),
    ).toMatchObject(taken)
    expect(
      await refused(api, 'decks.import', { shareCode, name: 'Plus Fives', rules: 'classic' }),
    ).toMatchObject(taken)
    expect(await names()).toEqual(['Starter deck', 'Plus Fives'])
  })

  it('is the deck’s own: a deck keeps or recases its name, and a freed name can be taken', async () => {
    expect(
      await ok<SavedDeck>(api, 'decks.rename', { id: 'deck-2', name: 'plus fives' }),
    ).toMatchObject({ name: 'plus fives' })
    await ok(api, 'decks.rename', { id: 'deck-1', name: 'Old faithful' })
    // the starter's name is free once the starter has another
    await ok(api, 'decks.rename', { id: 'deck-2', name: 'Starter deck' })
    expect(await names()).toEqual(['Old faithful', 'Starter deck'])
  })
})
