import { describe, it } from 'vitest'
import { checkReplays } from '@tools/testing/replay-check'

/** The full check: 1,000 seeded matches per ruleset, half random play, half the AI tiers'. */
describe('a kept match, over 1,000 matches per ruleset', () => {
  it('replays to the same final state: 500 random matches per ruleset', () => {
    checkReplays(500, 'random')
  })
  it('replays to the same final state: 500 AI matches per ruleset', () => {
    checkReplays(500, 'ai')
  })
})
