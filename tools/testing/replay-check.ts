import { expect } from 'vitest'
import { RULESET_IDS } from '@common/rulesets'
import { replayRecord } from '@main/services/history/replay'
import { historyRecordSchema } from '@main/store'
import { playSeededMatch, type PlayStyle } from './history-kit'

/**
 * For `count` seeds per ruleset: a kept record, saved as JSON and read back through its
 * schema, replays through the engine to the very state the match ended in.
 */
export function checkReplays(count: number, style: PlayStyle): void {
  for (const rules of RULESET_IDS) {
    for (let seed = 1; seed <= count; seed++) {
      const { record, final } = playSeededMatch(rules, seed * 7919, style)
      const saved = historyRecordSchema.parse(JSON.parse(JSON.stringify(record)))
      const { states } = replayRecord(saved)
      expect(states[states.length - 1], `${rules} seed ${seed}`).toEqual(final)
    }
  }
}
