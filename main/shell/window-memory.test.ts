import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createApi } from '@main/api/router'
import { recallWindowState, rememberWindowState } from './window-memory'
import { DEFAULT_WINDOW_STATE } from './window-state'

const screenArea = [{ x: 0, y: 0, width: 1920, height: 1080 }]
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pazaak-window-'))
  dirs.push(dir)
  return dir
}

describe('the window position across launches (real api, real files)', () => {
  it('opens with the defaults the first time', async () => {
    const api = createApi({ dataDir: await dataDir(), host: 'electron' })
    expect(await recallWindowState(api, screenArea)).toEqual(DEFAULT_WINDOW_STATE)
  })

  it('comes back where the player left it after a relaunch', async () => {
    const dir = await dataDir()
    const first = createApi({ dataDir: dir, host: 'electron' })
    const moved = { width: 1400, height: 900, x: 200, y: 80, maximized: true }
    expect(await rememberWindowState(first, moved)).toBe(true)
    await first.flush()

    const second = createApi({ dataDir: dir, host: 'electron' })
    expect(await recallWindowState(second, screenArea)).toEqual(moved)
  })

  it('is centred when the saved monitor is gone', async () => {
    const dir = await dataDir()
    const first = createApi({ dataDir: dir, host: 'electron' })
    await rememberWindowState(first, { width: 1400, height: 900, x: 2500, y: 80, maximized: false })
    await first.flush()
    const second = createApi({ dataDir: dir, host: 'electron' })
    expect(await recallWindowState(second, screenArea)).toMatchObject({ x: null, y: null })
  })
})
