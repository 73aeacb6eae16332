import { describe, expect, it } from 'vitest'
import type { Action } from '@main/engine'
import { checkReplays } from '@tools/testing/replay-check'
import { moveToken, parseMove, parseMoves } from './moves'

/** The unit suite's share of the check; replay.slow.test.ts runs 1,000 matches per ruleset. */
describe('a kept match', () => {
  it('replays to the same final state: random play, 60 matches per ruleset', () => {
    checkReplays(60, 'random')
  })

  it('replays to the same final state: AI play, 20 matches per ruleset', () => {
    checkReplays(20, 'ai')
  })

  it('reads back every kind of move exactly as it was written', () => {
    const moves: Action[] = [
      { type: 'end', player: 0 },
      { type: 'stand', player: 1 },
      { type: 'play', player: 0, card: '+3' },
      { type: 'play', player: 1, card: '±2', sign: '-' },
      { type: 'play', player: 0, card: 'F24' },
      { type: 'play', player: 0, card: 'D' },
      { type: 'play', player: 1, card: 'T15' },
      { type: 'choose', player: 1, cards: ['+1', '-2', '±3', 'TB'] },
    ]
    for (const move of moves) expect(parseMove(moveToken(move))).toEqual(move)
    expect(moveToken(moves[3] as Action)).toBe('1p±2-')
    expect(parseMoves('')).toEqual([])
  })

  it('refuses text that is no move', () => {
    for (const bad of ['2e', '0x', '0e1', '0p+7', '0p±2*', '0c+1,+9', '', '0'])
      expect(() => parseMove(bad), bad).toThrow(/not a move/)
  })
})
