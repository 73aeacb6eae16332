import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ProfileSummary } from '@preload/contract'
import { createApi, type Api } from '@main/api/router'
import { checksumOf } from '@main/store/checksum'
import { ok, refused } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

let dataDir: string
let cleanup: () => void
let api: Api
/** one clock through a test's restarts: a second on at every reading */
let clock: () => Date

/** Main on the test's folder. */
const open = (): Api => createApi({ dataDir, host: 'web', seed: 7, now: clock })

/** Main again on the same files, as after a restart (nothing kept in memory). */
async function restart(): Promise<void> {
  await api.flush()
  api = open()
}

const listed = async (slot: number): Promise<ProfileSummary | undefined> =>
  (await ok<ProfileSummary[]>(api, 'profiles.list')).find((p) => p.slot === slot)

beforeEach(() => {
  ;({ dir: dataDir, cleanup } = tempDir())
  clock = steppingClock()
  api = open()
})
afterEach(async () => {
  await api.flush()
  cleanup()
})

describe('a save’s last played time', () => {
  it('is left alone by renaming the save, on disk too, and moved by playing it', async () => {
    const older = await ok<ProfileSummary>(api, 'profiles.create', { slot: 1, name: 'Jörg' })
    const newer = await ok<ProfileSummary>(api, 'profiles.create', { slot: 2, name: 'Bea' })
    expect(newer.updatedAt > older.updatedAt).toBe(true)
    const renamed = await ok<ProfileSummary>(api, 'profiles.rename', { slot: 1, name: 'Anke' })
    expect(renamed).toMatchObject({ name: 'Anke', updatedAt: older.updatedAt })
    await restart()
    expect(await listed(1)).toMatchObject({ name: 'Anke', updatedAt: older.updatedAt })
    // a change made while playing the older save makes it the one played last
    await ok(api, 'profiles.load', { slot: 1 })
    await ok(api, 'decks.rename', { id: 'deck-1', name: 'Mine' })
    expect((await listed(1))!.updatedAt > newer.updatedAt).toBe(true)
  })

  it('of a save from the first format is kept through a rename, and the save still loads', async () => {
    mkdirSync(join(dataDir, 'saves'), { recursive: true })
    copyFileSync(
      join(__dirname, '..', '..', 'store', 'fixtures', 'profile-v1.json'),
      join(dataDir, 'saves', 'profile-1.json'),
    )
    await restart()
    expect((await listed(1))!.updatedAt).toBe('2025-02-03T04:05:06.000Z')
    await ok(api, 'profiles.rename', { slot: 1, name: 'Newer Timer' })
    await restart()
    const loaded = await ok<ProfileSummary>(api, 'profiles.load', { slot: 1 })
    expect(loaded).toMatchObject({ name: 'Newer Timer', updatedAt: '2025-02-03T04:05:06.000Z' })
  })
})

describe('deleting a save', () => {
  it('takes its name in any letter case, as no other save may have it in any case', async () => {
    await ok(api, 'profiles.create', { slot: 1, name: 'Anke' })
    await ok(api, 'profiles.create', { slot: 2, name: 'Jörg' })
    expect(await refused(api, 'profiles.delete', { slot: 1, confirm: 'Ank' })).toEqual({
      code: 'rejected',
      key: 'errors.profile.confirmName',
      params: { name: 'Anke' },
    })
    await ok(api, 'profiles.delete', { slot: 2, confirm: ' JÖRG ' })
    await ok(api, 'profiles.delete', { slot: 1, confirm: 'anke' })
    expect(await ok(api, 'profiles.list')).toEqual([])
  })
})

describe('a spacer’s name that looks like another', () => {
  it('is refused with the character that hides, so no two saves look alike', async () => {
    await ok(api, 'profiles.create', { slot: 1, name: 'Ria' })
    expect(await refused(api, 'profiles.create', { slot: 2, name: 'R\u200Bia' })).toEqual({
      code: 'rejected',
      key: 'errors.profile.nameCharacter',
      params: { char: 'invisible', code: 'U+200B' },
    })
    expect(await refused(api, 'profiles.rename', { slot: 1, name: 'Bo\u202E' })).toMatchObject({
      key: 'errors.profile.nameCharacter',
      params: { char: 'direction', code: 'U+202E' },
    })
    // a no-break space is a space: the name reads as another save's
    await ok(api, 'profiles.create', { slot: 2, name: 'Ki Ra' })
    expect(await refused(api, 'profiles.create', { slot: 3, name: 'ki\u00A0ra' })).toMatchObject({
      code: 'conflict',
      key: 'errors.profile.nameTaken',
    })
  })

  it('from a hand-edited save loads as written, is deleted by the name shown, and keeps its look taken', async () => {
    mkdirSync(join(dataDir, 'saves'), { recursive: true })
    const fixture = join(__dirname, '..', '..', 'store', 'fixtures', 'profile-v1.json')
    const save = JSON.parse(readFileSync(fixture, 'utf8')) as {
      data: { name: string }
      checksum: string
    }
    save.data.name = 'R\u200Bia'
    save.checksum = checksumOf(save.data)
    writeFileSync(join(dataDir, 'saves', 'profile-2.json'), JSON.stringify(save))
    await restart()
    expect(await listed(2)).toMatchObject({ name: 'R\u200Bia' })
    await ok(api, 'profiles.load', { slot: 2 })
    expect(await refused(api, 'profiles.create', { slot: 1, name: 'Ria' })).toMatchObject({
      key: 'errors.profile.nameTaken',
    })
    // what the delete question shows, typed, is the name
    await ok(api, 'profiles.delete', { slot: 2, confirm: 'ria' })
    expect(await ok(api, 'profiles.list')).toEqual([])
  })
})
