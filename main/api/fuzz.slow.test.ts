/**
 * The full fuzz run (`npm run test:slow`): 10,000 random and malformed payloads from a seed of
 * their own (the unit tests' 4,000 come from another), each checked as in
 * tools/testing/api-fuzz.ts; it prints each call's answers by code, and holds the deep ones to
 * a floor.
 */
import { describe, expect, it, vi } from 'vitest'
import { describeReport, fuzzTheApi } from '@tools/testing/api-fuzz'

// the seeds of wagered deals too from a fixed sequence, so that the run replays from its seed
vi.mock('node:crypto', async (original) =>
  (await import('@tools/testing/fixed-crypto')).fixedCrypto(await original()),
)

const RUNS = 10_000

describe('api fuzz', () => {
  it(`${RUNS} random and malformed payloads get a typed answer and change nothing when refused`, async () => {
    const report = await fuzzTheApi(RUNS, 20_261_201)
    console.log(`api fuzz, ${RUNS} payloads: answers by code\n${describeReport(report)}`)
    // and they reach deep, as the unit tests' run does (this seed replays; each floor is about
    // half of what it gave: 409 moves, 25 matches played out, 7 staked and 8 hot-seat starts,
    // 19 curtains lifted, 16 records read, 9 purchases and 8 sales, 5 forfeited stakes)
    const { answers, playedOut, started, paid } = report
    const answered = (call: string, code = 'ok'): number => answers[call]?.[code] ?? 0
    expect(answered('match.act')).toBeGreaterThanOrEqual(200)
    expect(answered('match.act', 'moved-on')).toBeGreaterThanOrEqual(45)
    expect(playedOut).toBeGreaterThanOrEqual(12)
    expect(answered('match.start')).toBeGreaterThanOrEqual(50)
    expect(answered('match.resign')).toBeGreaterThanOrEqual(12)
    expect(answered('match.hint')).toBeGreaterThanOrEqual(12)
    expect(answered('history.get')).toBeGreaterThanOrEqual(8)
    expect(answered('decks.setActive')).toBeGreaterThanOrEqual(20)
    expect(answered('settings.update')).toBeGreaterThanOrEqual(35)
    expect(started['campaign staked']).toBeGreaterThanOrEqual(3)
    expect(started.hotseat).toBeGreaterThanOrEqual(4)
    expect(answered('match.reveal')).toBeGreaterThanOrEqual(9)
    expect((paid['match.act'] ?? 0) + (paid['match.resign'] ?? 0)).toBeGreaterThanOrEqual(1)
    expect(paid['match.start']).toBeGreaterThanOrEqual(2)
    expect(answered('shop.buy')).toBeGreaterThanOrEqual(4)
    expect(answered('shop.sell')).toBeGreaterThanOrEqual(4)
  })
})
