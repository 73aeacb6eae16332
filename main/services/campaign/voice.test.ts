import { describe, expect, it } from 'vitest'
import { AI_TIERS } from '@common/tiers'
import { TALK_VOICES } from '@common/talk'
import { OPPONENTS } from './content'
import { opponentInfo } from '../world'
import { quickOpponent } from '../match/quick'
import { voiceOf } from './voice'

describe('an opponent’s voice at the table', () => {
  const voice = (id: string) => voiceOf(OPPONENTS.find((o) => o.id === id)!)

  it('follows what it is and how it plays: droids, bluffers, risk-takers, rookies', () => {
    expect(voice('ledger-9')).toBe('machine')
    expect(voice('sorrel-9')).toBe('machine')
    expect(voice('orun-vast')).toBe('sly') // bluff 0.8
    expect(voice('juno-brask')).toBe('brash') // risk 0.6
    expect(voice('pip-odell')).toBe('nervous') // a cautious rookie
    expect(voice('doss-merrow')).toBe('stern') // tempo 0.9
    expect(voice('tobin-vey')).toBe('easy')
  })

  it('gives the campaign every voice, and the table hears it from every opponent', () => {
    const used = new Set(OPPONENTS.map((o) => opponentInfo(o).voice))
    expect([...used].sort()).toEqual([...TALK_VOICES].sort())
    for (const tier of AI_TIERS) expect(TALK_VOICES).toContain(quickOpponent(tier).voice)
  })
})
