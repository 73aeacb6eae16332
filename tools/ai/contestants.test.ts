import { describe, expect, it } from 'vitest'
import { mostLikely } from '@main/ai/belief'
import { certainBelief, playMatch } from './arena'
import { runSeries } from './arena-run'
import { contestantByName } from './contestants'

describe('the sim players', () => {
  it('names tiers, the adaptive master and the scripted players, and nothing else', () => {
    expect(contestantByName('veteran')).toEqual({ tier: 'veteran' })
    expect(contestantByName('adaptive')).toEqual({ tier: 'master', adaptive: true })
    expect(contestantByName('stand16')).toEqual({ tier: 'kotor', script: 'stand16-rescue' })
    expect(contestantByName('policy:stand14-reach')?.script).toBe('stand14-reach')
    expect(contestantByName('policy:stand30-save')).toBeNull()
    expect(contestantByName('sure:stand16-rescue')).toEqual({
      tier: 'master',
      sure: 'stand16-rescue',
    })
    expect(contestantByName('sure:stand30-save')).toBeNull()
    expect(contestantByName('grandmaster')).toBeNull()
  })

  it('plays a scripted saver to the letter: it never spends a card in a round', () => {
    for (const seed of [1, 2, 3, 4]) {
      const record = playMatch({
        rules: 'classic',
        seed,
        players: [contestantByName('saver')!, { tier: 'kotor' }],
      })
      for (const round of record.roundStats) expect(round.handsAfter[0]).toBe(round.handsBefore[0])
      // the kotor rule in its place does spend cards
    }
    const spent = [1, 2, 3, 4].some((seed) =>
      playMatch({
        rules: 'classic',
        seed,
        players: [{ tier: 'kotor' }, { tier: 'kotor' }],
      }).roundStats.some((r) => r.handsAfter[0] < r.handsBefore[0]),
    )
    expect(spent).toBe(true)
  })

  it('makes the certain master sure of its policy, as if it had watched it play', () => {
    const belief = certainBelief('stand18-reach')
    expect(belief.observed).toBeGreaterThan(0)
    expect(mostLikely(belief).policy.id).toBe('stand18-reach')
    expect(mostLikely(belief).weight).toBeGreaterThan(0.999)
  })

  it('reports the adaptive master under its own name, its belief update timed with it', () => {
    const result = runSeries({
      rules: 'classic',
      a: contestantByName('adaptive')!,
      b: contestantByName('stand18')!,
      matches: 2,
      seed: 3,
      clock: () => performance.now(),
    })
    expect(result.a).toBe('adaptive')
    expect(result.b).toBe('script:stand18-rescue')
    expect(Object.keys(result.decisionMsP99).sort()).toEqual(['adaptive', 'script:stand18-rescue'])
    // match by match, in order, what the win count says
    expect(result.outcomes).toHaveLength(2)
    expect(result.outcomes.filter(Boolean)).toHaveLength(result.winsA)
  })
})
