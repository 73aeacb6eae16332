import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FolderLockedError, LOCK_FILE, lockDataFolder, type LockHolder } from './folder-lock'
import { tempDir } from '@tools/testing/store-helpers'

let dir: string
let cleanup: () => void
beforeEach(() => ({ dir, cleanup } = tempDir('pazaak-lock-')))
afterEach(() => cleanup())

const lockPath = (): string => join(dir, LOCK_FILE)
const holderOf = (): LockHolder => JSON.parse(readFileSync(lockPath(), 'utf8')) as LockHolder

function writeHolder(pid: number, machine = hostname()): void {
  const holder: LockHolder = { pid, machine, app: 'the browser host', since: '2026-01-01' }
  writeFileSync(lockPath(), JSON.stringify(holder))
}

/** A real process that stays alive until killed, and a promise for its end. */
function liveProcess(): { pid: number; stop: () => Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGKILL')
      await ended
    },
  }
}

describe('the data folder lock', () => {
  it('names this process in a file only its owner can read, and is released', () => {
    const lock = lockDataFolder(dir, { app: 'the browser host' })
    expect(holderOf()).toMatchObject({ pid: process.pid, app: 'the browser host' })
    if (process.platform !== 'win32') expect(statSync(lockPath()).mode & 0o777).toBe(0o600)
    lock.release()
    expect(existsSync(lockPath())).toBe(false)
    lock.release()
  })

  it('refuses a second holder in the same process, naming the first', () => {
    const lock = lockDataFolder(dir, { app: 'the browser host' })
    try {
      expect(() => lockDataFolder(dir, { app: 'the desktop app' })).toThrow(
        new RegExp(`process ${process.pid}`),
      )
    } finally {
      lock.release()
    }
    lockDataFolder(dir, { app: 'the desktop app' }).release()
  })

  it('refuses while another live process holds it, and takes it over once that process died', async () => {
    const other = liveProcess()
    writeHolder(other.pid)
    let refusal: unknown
    try {
      lockDataFolder(dir, { app: 'the desktop app' })
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(FolderLockedError)
    expect((refusal as FolderLockedError).holder.pid).toBe(other.pid)
    expect((refusal as Error).message).toContain(`process ${other.pid}`)
    expect(holderOf().pid).toBe(other.pid)

    await other.stop()
    const lock = lockDataFolder(dir, { app: 'the desktop app' })
    expect(holderOf()).toMatchObject({ pid: process.pid, app: 'the desktop app' })
    lock.release()
  })

  it('takes over a lock file that is damaged, or names this pid without being held here', () => {
    const now = () => new Date('2026-02-03T04:05:06.000Z')
    const mine: LockHolder = {
      pid: process.pid,
      machine: hostname(),
      app: 'the desktop app',
      since: now().toISOString(),
    }
    // each left-over file is replaced by this process's own, and that one is held: a second
    // take is refused, and the release removes it with nothing of the old file left beside it
    const takeOver = (): void => {
      const lock = lockDataFolder(dir, { app: 'the desktop app', now })
      expect(holderOf()).toEqual(mine)
      expect(() => lockDataFolder(dir, { app: 'the browser host' })).toThrow(FolderLockedError)
      lock.release()
      expect(readdirSync(dir)).toEqual([])
    }
    writeFileSync(lockPath(), '{"pid": ')
    takeOver()
    // A restart can hand the same pid to the next process (containers start from 1).
    writeHolder(process.pid)
    expect(holderOf()).toMatchObject({ pid: process.pid, app: 'the browser host' })
    takeOver()
  })

  it('treats a lock from another machine (a shared folder) as held', () => {
    writeHolder(1, 'another-machine')
    expect(() => lockDataFolder(dir, { app: 'the browser host' })).toThrow(/on another-machine/)
  })

  it('does not remove, on release, a lock another holder wrote over this one', () => {
    const lock = lockDataFolder(dir, { app: 'the browser host' })
    // the file is another holder's now (one that judged this one stale, say): it stays theirs
    writeHolder(4242, 'another-machine')
    lock.release()
    expect(holderOf()).toMatchObject({ pid: 4242, machine: 'another-machine' })
  })

  it('refuses while a live process of another user holds it (the liveness probe says EPERM)', () => {
    // Signalling another user's process fails with EPERM: alive, only not ours. No pid gives
    // EPERM to a test run as root (it may signal any process), so the probe answers as the
    // system would for a normal user and that pid alone.
    const theirs = 2_000_000_001
    const kill = process.kill.bind(process)
    const probe = vi.spyOn(process, 'kill').mockImplementation((pid, signal) => {
      if (pid !== theirs) return kill(pid, signal)
      throw Object.assign(new Error('kill EPERM'), { code: 'EPERM' })
    })
    try {
      writeHolder(theirs)
      expect(() => lockDataFolder(dir, { app: 'the desktop app' })).toThrow(FolderLockedError)
      expect(probe).toHaveBeenCalledWith(theirs, 0)
      expect(holderOf().pid).toBe(theirs)
    } finally {
      probe.mockRestore()
    }
  })

  it('does not remove a lock that another process took after this one released', () => {
    const lock = lockDataFolder(dir, { app: 'the browser host' })
    lock.release()
    const other = liveProcess()
    writeHolder(other.pid)
    lock.release()
    expect(holderOf().pid).toBe(other.pid)
    void other.stop()
  })
})
