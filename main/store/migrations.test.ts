import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  migrate,
  MigrationError,
  PROFILE_MIGRATIONS,
  profileV1ToV2,
  profileV2ToV3,
} from './migrations'
import {
  LEDGER_KEPT,
  Notices,
  PROFILE_KIND,
  profileFile,
  profileSchema,
  SaveRepository,
} from './index'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

const FIXTURE = join(__dirname, 'fixtures', 'profile-v1.json')
const v1 = JSON.parse(readFileSync(FIXTURE, 'utf8')).data

describe('profile v1 -> v2', () => {
  it('turns the fixture into a valid current profile that keeps everything the player had', () => {
    const v2 = profileSchema.parse(profileV1ToV2(v1))
    expect(v2.name).toBe('Old Timer')
    expect(v2.wallet.credits).toBe(12345)
    expect(v2.wallet.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(12345)
    // the ledger's first line is a message the renderer words, not English
    expect(v2.wallet.ledger[0]?.note).toEqual({ key: 'ledger.carriedOver' })
    expect(v2.collection).toEqual(v1.collection)
    // Every card owned is accounted for by the card log.
    const logged: Record<string, number> = {}
    for (const line of v2.cardLog) logged[line.card] = (logged[line.card] ?? 0) + line.delta
    expect(logged).toEqual(v1.collection)
    expect(v2.decks).toEqual(v1.decks)
    expect(v2.campaign).toEqual(v1.campaign)
    expect(v2.match).toBeNull()
    expect(v2.nextId).toBeGreaterThan(2)
  })

  it('is pure: the input is not changed', () => {
    const copy = structuredClone(v1)
    profileV1ToV2(copy)
    expect(copy).toEqual(v1)
  })

  it('refuses data it cannot carry forward', () => {
    expect(() => profileV1ToV2({ ...v1, credits: -1 })).toThrow(MigrationError)
    expect(() => profileV1ToV2('nope')).toThrow(MigrationError)
    expect(() => migrate({}, 0, 2, PROFILE_MIGRATIONS)).toThrow(MigrationError)
  })
})

describe('profile v2 -> v3', () => {
  const v2 = profileSchema.parse(profileV1ToV2(v1))
  const long = (lines: number, balance = (i: number) => 12345 + (i % 2 ? 0 : 7)) => ({
    ...v2,
    wallet: {
      credits: balance(lines - 1),
      ledger: [
        ...v2.wallet.ledger,
        ...Array.from({ length: lines }, (_, i) => ({
          ...v2.wallet.ledger[0]!,
          reason: 'reward',
          amount: i % 2 ? -7 : 7,
          balance: balance(i),
        })),
      ],
    },
  })

  it('carries a long ledger forward into its first line, keeping the credits and the sum', () => {
    const v3 = profileSchema.parse(profileV2ToV3(long(2_000)))
    expect(v3.wallet.ledger).toHaveLength(LEDGER_KEPT + 1)
    expect(v3.wallet.ledger[0]).toMatchObject({ reason: 'carried', amount: 12345 })
    expect(v3.wallet.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(v3.wallet.credits)
  })

  it('leaves a short log alone, and a ledger that breaks the running sum for the check', () => {
    expect(profileV2ToV3(v2)).toEqual(v2)
    const broken = long(2_000, (i) => (i === 3 ? 1 : 12345 + (i % 2 ? 0 : 7)))
    expect(profileV2ToV3(broken)).toEqual(broken)
  })
})

describe('loading an old save file', () => {
  let dir: string
  let cleanup: () => void
  beforeEach(() => ({ dir, cleanup } = tempDir()))
  afterEach(() => cleanup())

  it('migrates a v1 file on load without a notice and without rewriting it', async () => {
    copyFileSync(FIXTURE, join(dir, profileFile(2)))
    const notices = new Notices()
    const repo = new SaveRepository({ dir, now: steppingClock(), notices })
    const loaded = await repo.load(profileFile(2), PROFILE_KIND, 'slot-2')
    expect(loaded?.wallet.credits).toBe(12345)
    expect(notices.take()).toEqual([])
    expect(readFileSync(join(dir, profileFile(2)), 'utf8')).toBe(readFileSync(FIXTURE, 'utf8'))
  })
})
