import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newProfile } from '@main/services/profile/new-profile'
import { checksumOf } from './checksum'
import {
  DEFAULT_SETTINGS,
  Notices,
  PROFILE_KIND,
  PROFILE_VERSION,
  profileFile,
  SaveRepository,
  SETTINGS_FILE,
  SETTINGS_KIND,
  type ProfileData,
} from './index'
import type { SaveProblem } from '@common/messages'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

let dir: string
let cleanup: () => void
let notices: Notices
let repo: SaveRepository
const FILE = profileFile(1)
const LABEL = 'slot-1'

function profile(credits: number): ProfileData {
  const p = newProfile('Ana', '2026-01-01T00:00:00.000Z')
  p.wallet.credits = credits
  p.wallet.ledger[0]!.amount = credits
  p.wallet.ledger[0]!.balance = credits
  return p
}

function fresh(): SaveRepository {
  notices = new Notices()
  repo = new SaveRepository({ dir, now: steppingClock(), notices })
  return repo
}

const files = (): string[] => readdirSync(dir).sort()

beforeEach(() => {
  ;({ dir, cleanup } = tempDir())
  fresh()
})
afterEach(() => cleanup())

describe('saving and loading', () => {
  it('round-trips a profile in a checksummed envelope and keeps the previous save as .bak', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    await repo.save(FILE, PROFILE_KIND, profile(200))
    const envelope = JSON.parse(readFileSync(join(dir, FILE), 'utf8'))
    expect(envelope.schemaVersion).toBe(PROFILE_VERSION)
    expect(envelope.checksum).toBe(checksumOf(envelope.data))
    const backup = JSON.parse(readFileSync(join(dir, `${FILE}.bak`), 'utf8'))
    expect(backup.data.wallet.credits).toBe(100)
    expect((await fresh().load(FILE, PROFILE_KIND, LABEL))?.wallet.credits).toBe(200)
    expect(notices.take()).toEqual([])
    expect(files()).toEqual([FILE, `${FILE}.bak`])
  })

  it('refuses to write invalid data and leaves the file as it was', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    const before = readFileSync(join(dir, FILE), 'utf8')
    await expect(repo.save(FILE, PROFILE_KIND, profile(-5))).rejects.toThrow(/Refusing to save/)
    expect(readFileSync(join(dir, FILE), 'utf8')).toBe(before)
  })

  it('returns null for a slot that was never used, with no notice', async () => {
    expect(await repo.load(FILE, PROFILE_KIND, LABEL)).toBeNull()
    expect(notices.take()).toEqual([])
  })

  it('moves a deleted profile aside instead of erasing it', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    await repo.save(FILE, PROFILE_KIND, profile(200))
    await repo.remove(FILE)
    expect(await fresh().load(FILE, PROFILE_KIND, LABEL)).toBeNull()
    expect(files().some((f) => f.includes('.deleted-'))).toBe(true)
  })
})

describe('damaged files', () => {
  // each damage, and what the notice says happened to the file
  const damage: Record<string, [(text: string) => string, SaveProblem]> = {
    truncated: [(text) => text.slice(0, Math.floor(text.length / 2)), 'damaged'],
    empty: [() => '', 'empty'],
    'non-JSON': [() => 'this is not json {', 'damaged'],
    'wrong schema': [
      (text) => {
        const envelope = JSON.parse(text)
        envelope.data.wallet.credits = 'lots'
        envelope.checksum = checksumOf(envelope.data)
        return JSON.stringify(envelope)
      },
      'not-accepted',
    ],
    'bad checksum': [
      (text) => {
        const envelope = JSON.parse(text)
        envelope.data.wallet.credits += 1
        return JSON.stringify(envelope)
      },
      'damaged',
    ],
    'not an envelope': [() => JSON.stringify({ hello: 'world' }), 'not-a-save'],
  }

  for (const [kind, [spoil, why]] of Object.entries(damage)) {
    it(`${kind}: moves the file aside, loads the backup and tells the player`, async () => {
      await repo.save(FILE, PROFILE_KIND, profile(100))
      await repo.save(FILE, PROFILE_KIND, profile(200))
      const path = join(dir, FILE)
      const damaged = spoil(readFileSync(path, 'utf8'))
      writeFileSync(path, damaged)

      const loaded = await fresh().load(FILE, PROFILE_KIND, LABEL)
      expect(loaded?.wallet.credits).toBe(100)
      const [notice, ...rest] = notices.take()
      expect(rest).toEqual([])
      expect(notice?.severity).toBe('warning')
      // Nothing is lost: the damaged bytes are kept beside the save, and the notice names them.
      const aside = files().find((f) => f.includes('.corrupt-'))
      expect(aside).toBeDefined()
      expect(readFileSync(join(dir, aside!), 'utf8')).toBe(damaged)
      expect(notice?.message).toEqual({
        key: 'notices.restoredDamaged',
        params: { save: 'slot-1', why, aside, dir },
      })
      // The next launch loads the restored copy without a new notice.
      expect((await fresh().load(FILE, PROFILE_KIND, LABEL))?.wallet.credits).toBe(100)
      expect(notices.take()).toEqual([])
    })
  }

  it('starts fresh and says so when the backup is damaged too, keeping both files', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    await repo.save(FILE, PROFILE_KIND, profile(200))
    writeFileSync(join(dir, FILE), '{"truncat')
    writeFileSync(join(dir, `${FILE}.bak`), '')
    expect(await fresh().load(FILE, PROFILE_KIND, LABEL)).toBeNull()
    const [notice] = notices.take()
    expect(notice?.severity).toBe('error')
    const kept = files().filter((f) => f.includes('corrupt'))
    expect(kept).toHaveLength(2)
    expect(notice?.message).toEqual({
      key: 'notices.startedFresh',
      params: { save: 'slot-1', why: 'damaged', files: 2, kept: expect.arrayContaining(kept), dir },
    })
  })

  it('sets a file from a newer version aside, never overwriting it, and reports it', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    await repo.save(FILE, PROFILE_KIND, profile(200))
    const future = { ...JSON.parse(readFileSync(join(dir, FILE), 'utf8')), schemaVersion: 99 }
    writeFileSync(join(dir, FILE), JSON.stringify(future))
    const loaded = await fresh().load(FILE, PROFILE_KIND, LABEL)
    expect(loaded?.wallet.credits).toBe(100)
    const [notice] = notices.take()
    const aside = files().find((f) => f.includes('.future-v99-'))
    expect(notice?.message).toEqual({
      key: 'notices.restoredDamaged',
      params: { save: 'slot-1', why: 'future', aside, dir },
    })
    expect(JSON.parse(readFileSync(join(dir, aside!), 'utf8')).schemaVersion).toBe(99)
  })

  it('a damaged settings file falls back to the defaults, reported', async () => {
    writeFileSync(join(dir, SETTINGS_FILE), '[]')
    const loaded = await repo.load(SETTINGS_FILE, SETTINGS_KIND, 'settings')
    expect(loaded).toBeNull()
    expect(notices.take()[0]?.message).toMatchObject({
      key: 'notices.settingsReset',
      params: { save: 'settings', why: 'not-a-save', files: 1 },
    })
    await repo.save(SETTINGS_FILE, SETTINGS_KIND, DEFAULT_SETTINGS)
    expect(await fresh().load(SETTINGS_FILE, SETTINGS_KIND, 'settings')).toEqual(DEFAULT_SETTINGS)
  })

  it('does not make a damaged file the backup when saving over it', async () => {
    await repo.save(FILE, PROFILE_KIND, profile(100))
    await repo.save(FILE, PROFILE_KIND, profile(150))
    writeFileSync(join(dir, FILE), 'garbage')
    await fresh().save(FILE, PROFILE_KIND, profile(300))
    expect(JSON.parse(readFileSync(join(dir, `${FILE}.bak`), 'utf8')).data.wallet.credits).toBe(100)
    expect(files().some((f) => f.includes('.corrupt-'))).toBe(true)
  })
})

describe('the write queue', () => {
  it('serialises concurrent saves: the last one wins and every write is whole', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => repo.save(FILE, PROFILE_KIND, profile(i))),
    )
    await repo.flush()
    expect((await fresh().load(FILE, PROFILE_KIND, LABEL))?.wallet.credits).toBe(19)
    expect(files()).toEqual([FILE, `${FILE}.bak`])
  })
})
