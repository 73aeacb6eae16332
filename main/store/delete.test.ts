import { readdirSync } from 'node:fs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { newProfile } from '@main/services/profile/new-profile'
import { Notices, PROFILE_KIND, profileFile, SaveRepository, type ProfileData } from './index'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

/**
 * A profile delete cut short: the process dies after the first of the delete's renames (here
 * the second rename throws, as far as the files on disk can tell the same thing). The next
 * start must find the profile as it was last saved, or gone: never its older backup.
 */
const cut = vi.hoisted(() => ({ after: Number.POSITIVE_INFINITY, renames: 0 }))
vi.mock('node:fs/promises', async (original) => {
  const fs = await original<typeof import('node:fs/promises')>()
  return {
    ...fs,
    rename: async (from: string, to: string) => {
      cut.renames += 1
      if (cut.renames > cut.after) throw new Error('killed mid-delete')
      return fs.rename(from, to)
    },
  }
})

let dir: string
let cleanup: () => void
beforeEach(() => ({ dir, cleanup } = tempDir('pazaak-delete-')))
afterEach(() => {
  cut.after = Number.POSITIVE_INFINITY
  cleanup()
})

const FILE = profileFile(1)
function profile(deckName: string): ProfileData {
  const p = newProfile('Ana', '2026-01-01T00:00:00.000Z')
  p.decks[0]!.name = deckName
  return p
}
const repo = (notices = new Notices()) => new SaveRepository({ dir, now: steppingClock(), notices })

describe('deleting a profile', () => {
  it('is one step: cut after its first rename, the last save loads, not the backup', async () => {
    const writer = repo()
    await writer.save(FILE, PROFILE_KIND, profile('older'))
    await writer.save(FILE, PROFILE_KIND, profile('latest'))
    cut.renames = 0
    cut.after = 1
    await expect(writer.remove(FILE)).rejects.toThrow('killed mid-delete')
    cut.after = Number.POSITIVE_INFINITY

    const notices = new Notices()
    const loaded = await repo(notices).load(FILE, PROFILE_KIND, 'slot-1')
    expect(loaded?.decks[0]?.name).toBe('latest')
    expect(notices.take()).toEqual([])
  })

  it('done in full, leaves nothing to load and no notice', async () => {
    const writer = repo()
    await writer.save(FILE, PROFILE_KIND, profile('older'))
    await writer.save(FILE, PROFILE_KIND, profile('latest'))
    await writer.remove(FILE)
    const notices = new Notices()
    expect(await repo(notices).load(FILE, PROFILE_KIND, 'slot-1')).toBeNull()
    expect(notices.take()).toEqual([])
    expect(readdirSync(dir).filter((f) => f.includes('.deleted'))).toHaveLength(2)
  })
})
