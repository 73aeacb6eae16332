import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@preload/settings-defaults'
import { createApi } from '@main/api/router'
import { recallShellSettings, shellChanges } from './shell-settings'

const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

const applied = { language: 'en', fullscreen: false } as const

describe('the settings the shell carries out', () => {
  it('come back from the saves after a relaunch (real api, real files)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'pazaak-shell-settings-'))
    dirs.push(dir)
    const first = createApi({ dataDir: dir, host: 'electron' })
    expect(await recallShellSettings(first)).toEqual({ language: 'en', fullscreen: false })
    await first.call('settings.update', { language: 'de', fullscreen: true })
    await first.flush()
    const second = createApi({ dataDir: dir, host: 'electron' })
    expect(await recallShellSettings(second)).toEqual({ language: 'de', fullscreen: true })
  })

  it('fall back to the defaults when the settings cannot be read', async () => {
    const broken = {
      call: async () => Promise.reject(new Error('disk gone')),
      flush: async () => {},
    }
    expect(await recallShellSettings(broken)).toEqual({
      language: DEFAULT_SETTINGS.language,
      fullscreen: DEFAULT_SETTINGS.fullscreen,
    })
  })

  it('change only what a successful settings.update changed', () => {
    const value = { ...DEFAULT_SETTINGS, fullscreen: true, language: 'de' }
    expect(shellChanges(applied, 'settings.update', { ok: true, value })).toEqual({
      fullscreen: true,
      language: 'de',
    })
    expect(
      shellChanges(applied, 'settings.update', { ok: true, value: { ...value, language: 'en' } }),
    ).toEqual({ fullscreen: true })
    expect(shellChanges(applied, 'settings.update', { ok: true, value: DEFAULT_SETTINGS })).toEqual(
      {},
    )
    // A refusal, another call, or a read (possibly older than the shell's own change): nothing.
    const refused = {
      ok: false,
      error: { code: 'rejected', key: 'errors.settings.outOfRange' },
    } as const
    expect(shellChanges(applied, 'settings.update', refused)).toEqual({})
    expect(shellChanges(applied, 'wallet.get', { ok: true, value })).toEqual({})
    expect(shellChanges(applied, 'settings.get', { ok: true, value })).toEqual({})
    expect(
      shellChanges(applied, 'settings.update', { ok: true, value: { fullscreen: 1 } }),
    ).toEqual({})
  })
})
