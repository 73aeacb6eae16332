import { copyFileSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  migrate,
  MigrationError,
  PROFILE_MIGRATIONS,
  profileV1ToV2,
  profileV2ToV3,
  profileV3ToV4,
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
/** A v3 save with English in it: earned titles, champion log lines, card-log notes. */
const FIXTURE_V3 = join(__dirname, 'fixtures', 'profile-v3.json')
const v3 = JSON.parse(readFileSync(FIXTURE_V3, 'utf8')).data

describe('profile v1 -> v2', () => {
  it('turns the fixture into a valid current profile that keeps everything the player had', () => {
    const v2 = profileSchema.parse(profileV1ToV2(v1))
    expect(v2.name).toBe('Old Timer')
    expect(v2.wallet.credits).toBe(12345)
    expect(v2.wallet.ledger.reduce((sum, e) => sum + e.amount, 0)).toBe(12345)
    // the ledger's first line is a message the renderer words, not English; the cards' too
    expect(v2.wallet.ledger[0]?.note).toEqual({ key: 'ledger.carriedOver' })
    for (const line of v2.cardLog) expect(line.note).toEqual({ key: 'cardLog.carriedOver' })
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

describe('profile v3 -> v4', () => {
  const log = (data: unknown) =>
    profileSchema
      .parse(data)
      .campaign.log.map((entry) => ('message' in entry ? entry.message : entry))

  it('keeps earned titles by their cantina, and English no cantina owns as it was written', () => {
    expect(profileSchema.safeParse(v3).success).toBe(false)
    const v4 = profileSchema.parse(profileV3ToV4(v3))
    expect(v4.campaign.titles).toEqual([
      { location: 'rusted-anchor' },
      { location: 'dune-lantern' },
      { text: 'Duke of Nowhere' },
    ])
  })

  it('drops a champion line’s English title where it is its cantina’s own, and keeps the rest', () => {
    const [older, anchor, lantern, unknown] = log(profileV3ToV4(v3))
    expect(older).toEqual(v3.campaign.log[0])
    expect(anchor).not.toHaveProperty('title')
    expect(anchor).toMatchObject({ key: 'championBeaten', location: { id: 'rusted-anchor' } })
    expect(lantern).not.toHaveProperty('title')
    // a title that is not the cantina's own (no cantina's here) stays for the renderer to show
    expect(unknown).toMatchObject({ location: { id: 'tin-cup' }, title: 'Duke of Nowhere' })
  })

  it('keeps older English notes of the ledger and the card log as they were written', () => {
    const v4 = profileSchema.parse(profileV3ToV4(v3))
    expect(v4.cardLog).toEqual(v3.cardLog)
    expect(v4.cardLog.map((line) => line.note)).toContain('Prize for beating Sister Kell')
    expect(v4.wallet).toEqual(v3.wallet)
  })

  it('is pure, and leaves alone what it cannot read for the schema to refuse', () => {
    const copy = structuredClone(v3)
    profileV3ToV4(copy)
    expect(copy).toEqual(v3)
    const odd = { ...v3, campaign: { ...v3.campaign, titles: [7], log: [null] } }
    expect(profileV3ToV4(odd)).toEqual(odd)
    expect(profileV3ToV4({ ...v3, campaign: null })).toEqual({ ...v3, campaign: null })
  })

  it('takes the first save format all the way to this one', () => {
    const v4 = profileSchema.parse(migrate(v1, 1, 4, PROFILE_MIGRATIONS))
    expect(v4.campaign.titles).toEqual([])
    expect(v4.cardLog.every((line) => typeof line.note === 'object')).toBe(true)
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

  it('loads a v3 file with English titles: kept by cantina, the unknown one as written', async () => {
    copyFileSync(FIXTURE_V3, join(dir, profileFile(1)))
    const notices = new Notices()
    const repo = new SaveRepository({ dir, now: steppingClock(), notices })
    const loaded = await repo.load(profileFile(1), PROFILE_KIND, 'slot-1')
    expect(loaded?.campaign.titles).toEqual([
      { location: 'rusted-anchor' },
      { location: 'dune-lantern' },
      { text: 'Duke of Nowhere' },
    ])
    expect(loaded?.cardLog.map((line) => line.note)).toEqual(
      v3.cardLog.map((l: { note: unknown }) => l.note),
    )
    expect(notices.take()).toEqual([])
    // saved again, it is a v4 file that holds no English title
    await repo.save(profileFile(1), PROFILE_KIND, loaded!)
    const saved = JSON.parse(readFileSync(join(dir, profileFile(1)), 'utf8'))
    expect(saved.schemaVersion).toBe(4)
    expect(JSON.stringify(saved.data.campaign)).not.toContain('Champion of the Rusted Anchor')
  })
})
