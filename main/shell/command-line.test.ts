import { describe, expect, it } from 'vitest'
import { seedFromArgv, userDataDirFromArgv } from './command-line'

describe('--user-data-dir', () => {
  it('is read in both spellings and absent otherwise', () => {
    expect(userDataDirFromArgv(['electron', '.', '--user-data-dir=/tmp/p1'])).toBe('/tmp/p1')
    expect(userDataDirFromArgv(['electron', '--user-data-dir', '/tmp/p2', '.'])).toBe('/tmp/p2')
    expect(userDataDirFromArgv(['electron', '.'])).toBeNull()
    expect(userDataDirFromArgv(['electron', '--user-data-dir='])).toBeNull()
    expect(userDataDirFromArgv(['electron', '--user-data-dir', '--inspect'])).toBeNull()
  })
})

describe('--seed', () => {
  it('is a whole number or nothing', () => {
    expect(seedFromArgv(['electron', '.', '--seed=42'])).toBe(42)
    expect(seedFromArgv(['electron', '--seed', '7'])).toBe(7)
    expect(seedFromArgv(['electron', '.'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=-3'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=1.5'])).toBeNull()
    expect(seedFromArgv(['electron', '--seed=99999999999'])).toBeNull()
  })
})
