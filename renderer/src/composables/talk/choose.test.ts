/**
 * The choice of the opponent's line: the same match says the same words (a reload, a replay),
 * it speaks at about half the round ends and always greets and ends, an opponent's next match
 * closes with another line than its last, two opponents of one voice do not keep to one line,
 * and every voice has a line for every moment in both languages.
 */
import { describe, expect, it } from 'vitest'
import type { MatchEvent } from '@common/match'
import { matchIdFrom } from '@common/match-id'
import { TALK_MOMENTS, TALK_VOICES, type TalkVoice } from '@common/talk'
import { textHash } from '@common/text-hash'
import type { MatchUpdate } from '@preload/contract'
import { OPPONENTS } from '@main/services/campaign/content'
import { voiceOf } from '@main/services/campaign/voice'
import { messages } from '@/i18n'
import { TALK_LINES, talkAt, talkKey, talkLetters, type Talker } from './choose'
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

/** A profile's matches one after another, with ids shaped as main makes them. */
const IDS = Array.from({ length: 400 }, (_, i) =>
  matchIdFrom(i + 1, textHash(`tail-${i}`).toString(16).padStart(8, '0')),
)
const ENDS = ['greeting', 'matchWon', 'matchLost'] as const
/** The quick match's rookie at match `id`. */
const rookie = (matchId: string): Talker => ({
  matchId,
  opponent: 'quick-rookie',
  voice: 'nervous',
  staked: true,
})

describe('which line', () => {
  it('is the same for the same match, opponent, round and moment, whenever it is asked', () => {
    for (const id of IDS.slice(0, 50))
      for (const moment of TALK_MOMENTS)
        expect(talkKey(rookie(id), moment, 3)).toBe(talkKey(rookie(id), moment, 3))
  })

  it('always greets and speaks at the match’s end, each line about as often as the next', () => {
    for (const moment of ENDS) {
      const counts = new Map<string | null, number>()
      for (const id of IDS) {
        const key = talkKey(rookie(id), moment, 0)
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
      expect(counts.has(null)).toBe(false)
      expect(counts.size).toBe(TALK_LINES[moment].length)
      const fair = IDS.length / TALK_LINES[moment].length
      for (const [key, count] of counts) {
        expect(count, `${key}`).toBeGreaterThan(fair * 0.75)
        expect(count, `${key}`).toBeLessThan(fair * 1.25)
      }
    }
  })

  it('never closes or greets as in the opponent’s match before, until each line had a turn', () => {
    for (const moment of ENDS)
      for (const [i, id] of IDS.entries()) {
        const before = new Set(
          IDS.slice(Math.max(0, i - TALK_LINES[moment].length + 1), i).map((earlier) =>
            talkKey(rookie(earlier), moment, 0),
          ),
        )
        expect(before.has(talkKey(rookie(id), moment, 0)), `${moment} ${id}`).toBe(false)
      }
  })

  it('gives opponents of one voice their own lines, not one line for all of them', () => {
    // the game's campaign opponents by voice, and the house's rookie among the nervous ones
    const byVoice = new Map<TalkVoice, string[]>([['nervous', ['quick-rookie']]])
    for (const o of OPPONENTS) byVoice.set(voiceOf(o), [...(byVoice.get(voiceOf(o)) ?? []), o.id])
    const crowded = [...byVoice].filter(([, ids]) => ids.length >= 3)
    expect(crowded.map(([voice]) => voice)).toContain('nervous')
    for (const [voice, opponents] of crowded)
      for (const moment of ENDS)
        for (const matchId of IDS.slice(0, 10)) {
          const said = opponents.map((opponent) =>
            talkKey({ matchId, opponent, voice, staked: true }, moment, 0),
          )
          expect(new Set(said).size, `${voice} ${moment} ${matchId}`).toBeGreaterThan(1)
        }
  })

  it('speaks at about every second round’s end, a different choice round by round', () => {
    const spoken = IDS.filter((id) => talkKey(rookie(id), 'roundWon', 1) !== null).length
    expect(spoken).toBeGreaterThan(IDS.length * 0.35)
    expect(spoken).toBeLessThan(IDS.length * 0.65)
    const rounds = [1, 2, 3, 4, 5, 6].map((round) =>
      talkKey(rookie('match-7-0a1b2c3d'), 'roundWon', round),
    )
    expect(new Set(rounds).size).toBeGreaterThan(1)
  })

  it('still chooses every line for a match id of another shape', () => {
    const keys = new Set(IDS.map((_, i) => talkKey(rookie(`m-${i}`), 'matchLost', 0)))
    expect(keys.size).toBe(TALK_LINES.matchLost.length)
  })
})

describe('talk of credits', () => {
  /** The words of money in each language: the credits, the stake, a pouch or purse of them. */
  const MONEY = {
    en: /\b(credits?|purse|pouch|stakes?|pay up|pay for|fuel money|wager\w*)\b/i,
    de: /(Credits?|\bCr\b|Einsatz|Einsätze|Beutel|bezahlst|Treibstoffgeld)/,
  }

  it('is never said where no credits are staked, and every other line still takes its turn', () => {
    for (const voice of TALK_VOICES)
      for (const moment of TALK_MOMENTS) {
        // (at a round's end it keeps quiet about every second time: null)
        const unstaked = new Set(
          IDS.map((matchId) =>
            talkKey({ matchId, opponent: 'quick-rookie', voice, staked: false }, moment, 0),
          ).filter((key) => key !== null),
        )
        const letters = talkLetters(voice, moment, false)
        expect(letters.length, `${voice}.${moment}`).toBeGreaterThanOrEqual(4)
        expect([...unstaked].sort(), `${voice}.${moment}`).toEqual(
          letters.map((letter) => `talk.voice.${voice}.${moment}.${letter}`),
        )
        for (const key of unstaked)
          for (const lang of ['en', 'de'] as const)
            expect(line(lang, key as string), `${lang} ${key}`).not.toMatch(MONEY[lang])
      }
  })

  it('is said with credits staked, in its turn with the rest', () => {
    const said = new Set(
      IDS.map((matchId) =>
        talkKey({ matchId, opponent: 'sly-one', voice: 'sly', staked: true }, 'matchWon', 0),
      ),
    )
    expect(said.size).toBe(TALK_LINES.matchWon.length)
    expect([...said].some((key) => MONEY.en.test(line('en', key as string) as string))).toBe(true)
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

  it('knows whether the player staked credits on the match', async () => {
    const { talker } = await import('./seat')
    expect(talker(update({ wager: 0 }))?.staked).toBe(false)
    expect(talker(update({ mode: 'campaign', wager: 300 }))?.staked).toBe(true)
  })

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
