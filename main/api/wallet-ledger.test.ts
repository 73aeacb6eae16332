import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerPage, Notice, Wallet } from '@preload/contract'
import { saveRuleMessage } from '@common/messages'
import { newProfile } from '@main/services/profile/new-profile'
import { checksumOf } from '@main/store/checksum'
import { LEDGER_KEPT, type ProfileData } from '@main/store'
import { ok, refused, walletBooks } from '@tools/testing/api-kit'
import { steppingClock, tempDir } from '@tools/testing/store-helpers'
import { createApi, type Api } from './router'

let dataDir: string
let cleanup: () => void
beforeEach(() => ({ dir: dataDir, cleanup } = tempDir('pazaak-ledger-')))
afterEach(() => cleanup())

const open = (): Api => createApi({ dataDir, host: 'web', seed: 7, now: steppingClock() })
const bytes = (value: unknown): number => JSON.stringify(value).length

/**
 * A save as the game wrote it before the ledger was kept short (format 2): every line kept,
 * `lines` of them after the starting credits, won and lost in turn, the credits their sum.
 */
function oldSave(lines: number, edit: (data: ProfileData) => void = () => undefined): void {
  const data = newProfile('Ana', '2026-01-01T00:00:00.000Z')
  let balance = data.wallet.credits
  for (let i = 0; i < lines; i++) {
    const amount = i % 2 ? -150 : 150
    balance += amount
    data.wallet.ledger.push({
      at: '2026-01-02T00:00:00.000Z',
      amount,
      reason: amount > 0 ? 'reward' : 'wager-lost',
      note: {
        key: amount > 0 ? 'ledger.purse' : 'ledger.stakeLostTo',
        params: { opponent: 'Pip' },
      },
      balance,
    })
  }
  data.wallet.credits = balance
  edit(data)
  mkdirSync(join(dataDir, 'saves'), { recursive: true })
  const envelope = { schemaVersion: 2, savedAt: '2026-01-02T00:00:00.000Z', data }
  writeFileSync(
    join(dataDir, 'saves', 'profile-1.json'),
    JSON.stringify({ ...envelope, checksum: checksumOf(data) }),
  )
}

describe('a long ledger', () => {
  it('of an older save loads carried forward, its credits and newest lines as they were', async () => {
    oldSave(5_000)
    const api = open()
    await ok(api, 'profiles.load', { slot: 1 })
    expect(await ok<Notice[]>(api, 'app.notices')).toEqual([])
    const { credits, ledger } = await walletBooks(api)
    expect(credits).toBe(10_000)
    expect(ledger).toHaveLength(LEDGER_KEPT + 1)
    // the starting credits and the 4,500 oldest lines after them, summed into one
    expect(ledger[0]).toEqual({
      at: '2026-01-02T00:00:00.000Z',
      amount: 10_000,
      reason: 'carried',
      note: { key: 'ledger.carriedForward', params: { lines: 4_501 } },
      balance: 10_000,
    })
    expect(ledger.reduce((sum, line) => sum + line.amount, 0)).toBe(credits)
    expect(ledger.at(-1)).toMatchObject({ amount: -150, balance: 10_000 })
    // the next change keeps it as short: the carried line takes the oldest line in
    await ok(api, 'shop.buy', { merchantId: 'vessa', card: '-1' })
    const after = await walletBooks(api)
    expect(after.ledger).toHaveLength(LEDGER_KEPT + 1)
    expect(after.ledger[0]?.note).toEqual({
      key: 'ledger.carriedForward',
      params: { lines: 4_502 },
    })
  })

  it('is never sent whole: wallet.get is the credits, wallet.ledger a page of it', async () => {
    oldSave(5_000)
    const api = open()
    await ok(api, 'profiles.load', { slot: 1 })
    const wallet = await ok<Wallet>(api, 'wallet.get')
    expect(wallet).toEqual({ credits: 10_000 })
    expect(bytes(wallet)).toBeLessThan(40)
    const first = await ok<LedgerPage>(api, 'wallet.ledger', { limit: 50 })
    expect(first.entries).toHaveLength(50)
    expect(bytes(first)).toBeLessThan(50 * 200)
    expect(first.older).toBe(LEDGER_KEPT + 1 - 50)
    // pages follow one another by line number, newest first, down to the carried line
    const second = await ok<LedgerPage>(api, 'wallet.ledger', { before: first.before!, limit: 50 })
    expect(first.before).toBe(5_001 - 49)
    expect(second.entries[0]?.balance).toBe(
      first.entries.at(-1)!.balance - first.entries.at(-1)!.amount,
    )
    expect(second.older).toBe(first.older - 50)
    const last = await ok<LedgerPage>(api, 'wallet.ledger', { before: 4_503, limit: 50 })
    expect(last.entries.map((line) => line.reason)).toEqual(['reward', 'carried'])
    expect(last).toMatchObject({ before: null, older: 0 })
  })

  it('of a save whose credits are not its sum is not hidden in a carried line', async () => {
    oldSave(5_000, (data) => (data.wallet.credits += 700))
    const api = open()
    expect((await refused(api, 'profiles.load', { slot: 1 })).code).toBe('not-found')
    const [notice] = await ok<Notice[]>(api, 'app.notices')
    expect(notice?.message).toMatchObject({
      key: 'notices.startedBroken',
      params: {
        save: 'slot-1',
        rule: [saveRuleMessage({ reason: 'creditsNotLedger', credits: 10_700, sum: 10_000 })],
      },
    })
  })
})

describe('wallet.ledger', () => {
  it('refuses a page it cannot serve, saying where the payload is wrong', async () => {
    const api = open()
    await ok(api, 'profiles.create', { slot: 1, name: 'Ana' })
    for (const [payload, path] of [
      [{ limit: -1 }, 'limit'],
      [{ limit: 0 }, 'limit'],
      [{ limit: 201 }, 'limit'],
      [{ limit: 2.5 }, 'limit'],
      [{ limit: 10, before: 0 }, 'before'],
      [{ limit: 10, before: '3' }, 'before'],
    ] as const) {
      expect(await refused(api, 'wallet.ledger', payload)).toEqual({
        code: 'invalid-payload',
        key: 'errors.api.invalidPayloadAt',
        params: { path },
      })
    }
    expect((await refused(api, 'wallet.ledger', { limit: 10, from: 1 })).code).toBe(
      'invalid-payload',
    )
    expect((await refused(api, 'wallet.ledger', null)).code).toBe('invalid-payload')
    // a line the ledger never reached: one line so far, so the newest page starts before 2
    expect(await refused(api, 'wallet.ledger', { limit: 10, before: 3 })).toEqual({
      code: 'not-found',
      key: 'errors.wallet.noSuchLine',
      params: { line: 3, last: 1 },
    })
    expect(await ok<LedgerPage>(api, 'wallet.ledger', { limit: 10, before: 2 })).toMatchObject({
      entries: [{ reason: 'start' }],
      before: null,
      older: 0,
    })
    expect(await ok<LedgerPage>(api, 'wallet.ledger', { limit: 10, before: 1 })).toEqual({
      entries: [],
      before: null,
      older: 0,
    })
  })
})
