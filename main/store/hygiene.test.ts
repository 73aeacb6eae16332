import { chmodSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApi } from '@main/api/router'
import { ok } from '@tools/testing/api-kit'
import { MAX_DELETED_FILES } from './repository'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

let dataDir: string
let cleanup: () => void
beforeEach(() => ({ dir: dataDir, cleanup } = tempDir('pazaak-hygiene-')))
afterEach(() => cleanup())

const saves = (): string => join(dataDir, 'saves')
const mode = (path: string): number => statSync(path).mode & 0o777
const open = () => createApi({ dataDir, host: 'web', now: steppingClock() })

describe.skipIf(process.platform === 'win32')('the saves folder', () => {
  it('is 0700 and every save in it 0600, even a file an older version left readable', async () => {
    const api = open()
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    await ok(api, 'decks.rename', { id: 'deck-1', name: 'Mine' })
    await api.flush()
    expect(mode(saves())).toBe(0o700)
    for (const file of readdirSync(saves())) expect(mode(join(saves(), file)), file).toBe(0o600)

    chmodSync(saves(), 0o755)
    chmodSync(join(saves(), 'profile-1.json'), 0o644)
    await ok(open(), 'profiles.list')
    expect(mode(saves())).toBe(0o700)
    expect(mode(join(saves(), 'profile-1.json'))).toBe(0o600)
  })
})

describe('starting on the saves folder', () => {
  it('removes temporary files a killed process left, and keeps the saves', async () => {
    const api = open()
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    await api.flush()
    writeFileSync(join(saves(), 'profile-1.json.tmp'), '{"half a sa')
    writeFileSync(join(saves(), 'profile-1.json.bak.tmp'), '')
    expect((await ok<{ name: string }[]>(open(), 'profiles.list')).map((p) => p.name)).toEqual([
      'Ana',
    ])
    expect(readdirSync(saves()).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})

describe('deleted profiles', () => {
  it(`are kept, but only the newest ${MAX_DELETED_FILES} files of them`, async () => {
    const api = open()
    for (let n = 1; n <= 5; n++) {
      await ok(api, 'profiles.create', { slot: 2, name: `Gone ${n}` })
      await ok(api, 'decks.rename', { id: 'deck-1', name: `v${n}` })
      await ok(api, 'profiles.delete', { slot: 2, confirm: `Gone ${n}` })
    }
    const deleted = readdirSync(saves()).filter((f) => f.includes('.deleted'))
    expect(deleted).toHaveLength(MAX_DELETED_FILES)
    // The last three deletes are the ones kept.
    const decks = deleted
      .filter((f) => f.includes('.json.deleted-'))
      .map((f) => JSON.parse(readFileSync(join(saves(), f), 'utf8')).data.decks[0].name as string)
    expect(decks.sort()).toEqual(['v3', 'v4', 'v5'])
  })
})
