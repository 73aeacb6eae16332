import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { seedFromArgv, testSeed, userDataDirFromArgv } from './command-line'

const cwd = resolve('/home/player/games')
const noFiles = (): boolean => false

describe('--user-data-dir', () => {
  it('is read in both spellings and absent otherwise', () => {
    expect(userDataDirFromArgv(['electron', '.', '--user-data-dir=/tmp/p1'], cwd, noFiles)).toEqual(
      { kind: 'folder', path: '/tmp/p1' },
    )
    expect(
      userDataDirFromArgv(['electron', '--user-data-dir', '/tmp/p2', '.'], cwd, noFiles),
    ).toEqual({ kind: 'folder', path: '/tmp/p2' })
    expect(userDataDirFromArgv(['electron', '.'], cwd, noFiles)).toEqual({ kind: 'default' })
  })

  it('makes a relative folder absolute against the working folder, as Chromium does', () => {
    // app.setPath throws "Path must be absolute" on the relative form.
    expect(userDataDirFromArgv(['electron', '--user-data-dir=saves'], cwd, noFiles)).toEqual({
      kind: 'folder',
      path: join(cwd, 'saves'),
    })
    expect(userDataDirFromArgv(['electron', '--user-data-dir', '../p'], cwd, noFiles)).toEqual({
      kind: 'folder',
      path: resolve(cwd, '../p'),
    })
  })

  it('refuses a missing value and a file, naming why', () => {
    expect(userDataDirFromArgv(['electron', '--user-data-dir='], cwd, noFiles)).toMatchObject({
      kind: 'bad',
      reason: 'empty',
    })
    expect(
      userDataDirFromArgv(['electron', '--user-data-dir', '--inspect'], cwd, noFiles),
    ).toMatchObject({ kind: 'bad', reason: 'empty' })
    const isFile = (path: string): boolean => path === join(cwd, 'notes.txt')
    expect(userDataDirFromArgv(['electron', '--user-data-dir=notes.txt'], cwd, isFile)).toEqual({
      kind: 'bad',
      value: 'notes.txt',
      reason: 'not-a-folder',
    })
  })
})

describe('--seed', () => {
  it('is a whole number or nothing', () => {
    expect(seedFromArgv(['electron', '.', '--seed=42'])).toBe(42)
    expect(seedFromArgv(['electron', '--seed', '7'])).toBe(7)
    expect(seedFromArgv(['electron', '.'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed='])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=-3'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=1.5'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=99999999999'])).toBeNull()
  })
})

describe('--seed in a packaged app', () => {
  const argv = ['electron', '.', '--seed=3']
  it('is honoured in a development build', () => {
    expect(testSeed(argv, { isPackaged: false })).toBe(3)
  })
  it('is ignored by the packaged app', () => {
    expect(testSeed(argv, { isPackaged: true })).toBeNull()
  })
})
