import { describe, expect, it } from 'vitest'
import { HostArgsError, parseHostArgs } from './args'

describe('the host command line', () => {
  it('reads --port, --data and --seed in both spellings', () => {
    expect(parseHostArgs([])).toEqual({})
    expect(parseHostArgs(['--port', '8123', '--data', '/tmp/saves', '--seed=42'])).toEqual({
      port: 8123,
      dataDir: '/tmp/saves',
      seed: 42,
    })
    expect(parseHostArgs(['--port=0'])).toEqual({ port: 0 })
  })

  it.each([
    [['--port', '70000']],
    [['--port', '12.5']],
    [['--port']],
    [['--seed', '-1']],
    [['--data=']],
    [['--verbose']],
    [['stray']],
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
  ])('answers %j with "%s"', (argv, sentence) => {
    expect(() => parseHostArgs(argv)).toThrow(sentence)
  })
})
