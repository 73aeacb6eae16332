import {
  existsSync,
  lstatSync,
  readFileSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newProfile } from '@main/services/profile/new-profile'
import { Notices, PROFILE_KIND, profileFile, SaveRepository } from './index'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'

/**
 * Links planted in the saves folder: a save never writes through one (it would overwrite the
 * file the link points at) and never reads one as a save.
 */
let root: string
let dir: string
let target: string
let cleanup: () => void
beforeEach(() => {
  ;({ dir: root, cleanup } = tempDir('pazaak-links-'))
  dir = join(root, 'saves')
  target = join(root, 'precious.txt')
  writeFileSync(target, 'the player’s own file')
})
afterEach(() => cleanup())

const FILE = profileFile(1)
const profile = () => newProfile('Ana', '2026-01-01T00:00:00.000Z')
const repo = (notices = new Notices()) => new SaveRepository({ dir, now: steppingClock(), notices })

describe('links in the saves folder', () => {
  it.each([`${FILE}.tmp`, `${FILE}.bak.tmp`])(
    'a planted %s link does not make a save overwrite its target',
    async (name) => {
      const writer = repo()
      await writer.save(FILE, PROFILE_KIND, profile())
      symlinkSync(target, join(dir, name))
      await writer.save(FILE, PROFILE_KIND, profile())
      expect(readFileSync(target, 'utf8')).toBe('the player’s own file')
      expect(lstatSync(join(dir, FILE)).isSymbolicLink()).toBe(false)
      expect(existsSync(join(dir, name))).toBe(false)
      expect((await repo().load(FILE, PROFILE_KIND, 'slot-1'))?.name).toBe('Ana')
    },
  )

  it('a link in place of a save is set aside, not followed, and the backup is loaded', async () => {
    const writer = repo()
    await writer.save(FILE, PROFILE_KIND, profile())
    await writer.save(FILE, PROFILE_KIND, profile())
    const elsewhere = join(root, 'elsewhere.json')
    writeFileSync(elsewhere, readFileSync(join(dir, FILE)))
    symlinkSync(elsewhere, join(dir, `${FILE}.link`))
    renameSync(join(dir, `${FILE}.link`), join(dir, FILE))
    const notices = new Notices()
    expect((await repo(notices).load(FILE, PROFILE_KIND, 'slot-1'))?.name).toBe('Ana')
    expect(notices.take()[0]?.message).toMatchObject({ params: { why: 'link' } })
    expect(lstatSync(join(dir, FILE)).isSymbolicLink()).toBe(false)
  })
})
