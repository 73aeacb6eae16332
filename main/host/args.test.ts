import { describe, expect, it } from 'vitest'
import { clockOn, HostArgsError, parseHostArgs } from './args'

describe('the host command line', () => {
  it('reads --port, --data and --seed in both spellings', () => {
    expect(parseHostArgs([])).toEqual({})
    expect(parseHostArgs(['--port', '8123', '--data', '/tmp/saves', '--seed=42'])).toEqual({
      port: 8123,
      dataDir: '/tmp/saves',
      seed: 42,
    })
    expect(parseHostArgs(['--port=0'])).toEqual({ port: 0 })
    expect(parseHostArgs(['--today', '2028-02-29'])).toEqual({ today: '2028-02-29' })
  })

  it.each([
    [['--port', '70000']],
    [['--port', '12.5']],
    [['--port']],
    [['--seed', '-1']],
    [['--data=']],
    [['--verbose']],
    [['stray']],
    [['--today', '2026-02-30']],
    [['--today', '2027-02-29']],
    [['--today', '2026-1-5']],
    [['--today', 'tomorrow']],
  ])('rejects %j with a sentence', (argv) => {
    expect(() => parseHostArgs(argv)).toThrow(HostArgsError)
  })

  it.each([
    [['--frob'], 'unknown option "--frob"'],
    [['--frob=1'], 'unknown option "--frob"'],
    [['stray'], 'unexpected argument "stray"'],
    [['--port', '8123', 'stray'], 'unexpected argument "stray"'],
    [['--seed'], '--seed needs a value'],
    [['--seed', '--port', '8123'], '--seed needs a value'],
    [['--today=2026-13-01'], '--today needs a calendar date like 2026-12-24, not "2026-13-01"'],
  ])('answers %j with "%s"', (argv, sentence) => {
    expect(() => parseHostArgs(argv)).toThrow(sentence)
  })

  it('--today keeps the time of day on the pinned day, across midnight and a month end', () => {
    let real = new Date(2026, 11, 4, 23, 59, 30)
    const clock = clockOn('2027-01-31', () => real)
    expect(clock()).toEqual(new Date(2027, 0, 31, 23, 59, 30))
    real = new Date(2026, 11, 5, 0, 0, 5)
    expect(clock()).toEqual(new Date(2027, 0, 31, 0, 0, 5))
  })
})
