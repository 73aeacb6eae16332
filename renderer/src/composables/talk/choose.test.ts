/**
 * The choice of the opponent's line: the same match says the same words (a reload, a replay),
 * it speaks at about half the round ends and always greets and ends, and every voice has a
 * line for every moment in both languages.
 */
import { describe, expect, it } from 'vitest'
import type { MatchEvent } from '@common/match'
import { TALK_MOMENTS, TALK_VOICES } from '@common/talk'
import type { MatchUpdate } from '@preload/contract'
import { OPPONENTS } from '@main/services/campaign/content'
import { messages } from '@/i18n'
import { TALK_LINES, talkAt, talkKey } from './choose'
import { endingKey, greetingKey, talkingVoice } from './seat'

type Tree = { readonly [key: string]: string | Tree }
/** The catalogue's line at a dotted key, in one language, or undefined. */
function line(lang: 'en' | 'de', key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (at, part) => (at as Tree | undefined)?.[part],
      messages[lang] as unknown as Tree,
    )
}

const IDS = Array.from({ length: 400 }, (_, i) => `match-${i}`)

describe('which line', () => {
  it('is the same for the same match, round and moment, whenever it is asked', () => {
    for (const id of IDS.slice(0, 50))
      for (const moment of TALK_MOMENTS)
        expect(talkKey(id, 'sly', moment, 3)).toBe(talkKey(id, 'sly', moment, 3))
  })

  it('always greets and always speaks at the match’s end, and uses every line of each', () => {
    for (const moment of ['greeting', 'matchWon', 'matchLost'] as const) {
      const keys = new Set(IDS.map((id) => talkKey(id, 'easy', moment, 0)))
      expect(keys.has(null)).toBe(false)
      expect(keys.size).toBe(TALK_LINES[moment].length)
    }
  })

  it('speaks at about every second round’s end, a different choice round by round', () => {
    const spoken = IDS.filter((id) => talkKey(id, 'brash', 'roundWon', 1) !== null).length
    expect(spoken).toBeGreaterThan(IDS.length * 0.35)
    expect(spoken).toBeLessThan(IDS.length * 0.65)
    const rounds = [1, 2, 3, 4, 5, 6].map((round) => talkKey('match-7', 'brash', 'roundWon', round))
    expect(new Set(rounds).size).toBeGreaterThan(1)
  })
})

describe('which moment', () => {
  const roundEnd = (winner: 0 | 1 | null, reason: 'stand' | 'bust' | 'tie'): MatchEvent => ({
    type: 'roundEnd',
    winner,
    reason,
    totals: [20, 18],
    roundWins: [1, 0],
  })

  it('names a round from the opponent’s chair: taken, lost, and whose bust', () => {
    expect(talkAt([roundEnd(1, 'stand')], 0, 0, 1)).toEqual({ moment: 'roundWon', round: 1 })
    expect(talkAt([roundEnd(0, 'stand')], 0, 0, 1)).toEqual({ moment: 'roundLost', round: 1 })
    expect(talkAt([roundEnd(0, 'bust')], 0, 0, 2)).toEqual({ moment: 'theyBust', round: 2 })
    expect(talkAt([roundEnd(1, 'bust')], 0, 0, 2)).toEqual({ moment: 'youBust', round: 2 })
    expect(talkAt([roundEnd(null, 'tie')], 0, 0, 2)).toBeNull()
  })

  it('counts the round by the match, and lets the match’s end speak for its last round', () => {
    const two = [roundEnd(1, 'stand'), { type: 'roundStart', set: 1, round: 4, opener: 0 }]
    const both = [roundEnd(0, 'stand'), ...two] as MatchEvent[]
    expect(talkAt(both, 0, 0, 3)?.round).toBe(2)
    expect(talkAt(both, 1, 0, 3)?.round).toBe(3)
    const last: MatchEvent[] = [roundEnd(0, 'stand'), { type: 'matchEnd', winner: 0 }]
    expect(talkAt(last, 0, 0, 3)).toBeNull()
    expect(talkAt(last, 1, 0, 3)).toEqual({ moment: 'matchLost', round: 0 })
    expect(talkAt(last, 1, 1, 3)).toEqual({ moment: 'matchWon', round: 0 })
  })
})

describe('who talks', () => {
  const update = (over: Partial<MatchUpdate>): MatchUpdate =>
    ({
      matchId: 'm-1',
      mode: 'quick',
      you: 0,
      opponent: { id: 'quick-rookie', voice: 'nervous' },
      view: { winner: null },
      ...over,
    }) as MatchUpdate

  it('nobody in hot-seat or the tutorial; the house and the campaign do', () => {
    expect(talkingVoice(update({}))).toBe('nervous')
    expect(talkingVoice(update({ mode: 'tutorial' }))).toBeNull()
    const hotseat = { names: ['Talon', 'Oriella'] } as MatchUpdate['hotseat']
    expect(talkingVoice(update({ mode: 'hotseat', hotseat }))).toBeNull()
    expect(greetingKey(update({ mode: 'hotseat', hotseat }), () => true)).toBeNull()
  })

  it('a champion greets in its own words; its match’s end is its voice’s', () => {
    const kell = update({ opponent: { id: 'sister-kell', voice: 'easy' } as never })
    const has = (key: string) => line('en', key) !== undefined
    expect(greetingKey(kell, has)).toBe('talk.champion.sister-kell')
    expect(greetingKey(update({}), has)).toMatch(/^talk\.voice\.nervous\.greeting\./)
    expect(endingKey(kell)).toBeNull() // not over yet
    const beaten = { ...kell, view: { winner: 1 } as MatchUpdate['view'] }
    expect(endingKey(beaten)).toMatch(/^talk\.voice\.easy\.matchWon\./)
    const lost = update({ view: { winner: 0 } as MatchUpdate['view'] })
    expect(endingKey(lost)).toMatch(/^talk\.voice\.nervous\.matchLost\./)
  })
})

describe('the catalogue', () => {
  it.each(['en', 'de'] as const)('%s: every voice has every line of every moment', (lang) => {
    for (const voice of TALK_VOICES)
      for (const moment of TALK_MOMENTS) {
        const lines = line(lang, `talk.voice.${voice}.${moment}`) as Tree
        expect(Object.keys(lines).sort(), `${voice}.${moment}`).toEqual([...TALK_LINES[moment]])
        for (const text of Object.values(lines)) expect(text).toMatch(/^[^{}|@]{4,}$/)
      }
  })

  it('greets for champions only, each a real one, in both languages', () => {
    const champions = new Set(OPPONENTS.filter((o) => o.champion).map((o) => o.id))
    for (const lang of ['en', 'de'] as const) {
      const own = Object.keys(line(lang, 'talk.champion') as Tree)
      expect(own.length).toBeGreaterThan(0)
      for (const id of own) expect(champions.has(id), id).toBe(true)
    }
  })
})
