import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { apply, createMatch } from '@main/engine'
import { profileV1ToV2 } from '../migrations'
import { profileSchema, type ProfileData } from './profile'

const FIXTURE = join(__dirname, '..', 'fixtures', 'profile-v1.json')
const profile = (): ProfileData =>
  profileSchema.parse(profileV1ToV2(JSON.parse(readFileSync(FIXTURE, 'utf8')).data))

const deck = ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'] as const

/** A match in progress exactly as a save written before the tutorial existed holds it. */
function savedQuickMatch(): Record<string, unknown> {
  const { state } = createMatch({ rules: 'classic', seed: 1, sideDecks: [[...deck], [...deck]] })
  return {
    id: 'match-3',
    mode: 'quick',
    opponentId: null,
    tier: 'rookie',
    deckId: 'deck-1',
    wager: 0,
    houseCut: 0,
    seed: 1,
    aiMoves: 0,
    startedAt: '2025-02-03T04:05:06.000Z',
    state,
  }
}

describe('the stored match', () => {
  it('a save from before the tutorial, with a quick match in progress, still loads as it was', () => {
    const old = { ...profile(), match: savedQuickMatch() }
    const loaded = profileSchema.parse(old)
    expect(loaded.match).toEqual(old.match)
  })

  it('keeps the mark on a card a gold card turned, a played flip card too', () => {
    const deck = ['±2', 'T24', 'T15', '+3', '+4', '+5', '-3', '-4', '±1', '+6'] as const
    let { state } = createMatch({
      rules: 'tournament',
      seed: 5,
      opener: 0,
      sideDecks: [[...deck], [...deck]],
      hands: [
        ['±2', 'T24', '+3', '+4'],
        ['±1', '+3', '+4', '-3'],
      ],
      draws: [5, 9],
    })
    for (const action of [
      { type: 'play', player: 0, card: '±2', sign: '-' },
      { type: 'play', player: 0, card: 'T24' },
    ] as const) {
      const step = apply(state, action)
      if (!step.ok) throw new Error(step.error.reason)
      state = step.state
    }
    expect(state.players[0].table[1]).toEqual({ code: '±2', face: 2, sign: 1, turned: true })
    const saved = { ...profile(), match: { ...savedQuickMatch(), state } }
    expect(profileSchema.parse(saved).match?.state).toEqual(state)
  })

  it('holds a tutorial match, which has no deck', () => {
    const tutorial = { ...savedQuickMatch(), mode: 'tutorial', deckId: null }
    expect(profileSchema.parse({ ...profile(), match: tutorial }).match).toMatchObject({
      mode: 'tutorial',
      deckId: null,
    })
  })

  it('refuses a mode it does not know and a missing deck field', () => {
    const match = savedQuickMatch()
    expect(
      profileSchema.safeParse({ ...profile(), match: { ...match, mode: 'practice' } }).success,
    ).toBe(false)
    const { deckId: _deckId, ...noDeck } = match
    expect(profileSchema.safeParse({ ...profile(), match: noDeck }).success).toBe(false)
  })
})

describe('the campaign log', () => {
  const pip = { id: 'pip-odell', name: 'Pip Odell' }
  const anchor = { id: 'rusted-anchor', name: 'The Rusted Anchor' }
  const withLog = (log: unknown[]) => {
    const data = profile()
    return { ...data, campaign: { ...data.campaign, log } }
  }

  it('loads an older save whose log holds English lines, and keeps them as they were', () => {
    expect(profile().campaign.log).toEqual([
      { at: '2025-01-05T00:00:00.000Z', text: 'Beat Pip Odell at The Rusted Anchor.' },
    ])
  })

  it('holds entries as data beside the older lines', () => {
    const log = [
      { at: '2025-01-05T00:00:00.000Z', text: 'Beat Pip Odell at The Rusted Anchor.' },
      { at: '2025-01-06T00:00:00.000Z', message: { key: 'beat', opponent: pip, location: anchor } },
      {
        at: '2025-01-06T00:00:00.000Z',
        message: { key: 'prizeWon', opponent: pip, cards: ['-1'] },
      },
      {
        at: '2025-01-07T00:00:00.000Z',
        message: { key: 'potLost', opponent: pip, credits: 20_000 },
      },
      { at: '2025-01-08T00:00:00.000Z', message: { key: 'campaignWon' } },
    ]
    expect(profileSchema.parse(withLog(log)).campaign.log).toEqual(log)
  })

  it('refuses an entry it cannot word: an unknown key, a missing name, a card that is none', () => {
    const at = '2025-01-06T00:00:00.000Z'
    for (const message of [
      { key: 'dragonSlain', opponent: pip },
      { key: 'beat', opponent: pip },
      { key: 'prizeWon', opponent: pip, cards: ['Q7'] },
      { key: 'potWon', opponent: pip, credits: -5 },
    ]) {
      expect(profileSchema.safeParse(withLog([{ at, message }])).success, message.key).toBe(false)
    }
    expect(profileSchema.safeParse(withLog([{ at, text: 'x', message: {} }])).success).toBe(false)
  })
})

describe('the ledger', () => {
  const withLedger = (notes: unknown[]) => {
    const data = profile()
    const line = data.wallet.ledger[0]!
    return { ...data, wallet: { ...data.wallet, ledger: notes.map((note) => ({ ...line, note })) } }
  }

  it('loads an older save whose notes are English lines, and keeps them as they were', () => {
    const old = ['Starting credits', "Bought ±3 from Dorrik's stall"]
    expect(profileSchema.parse(withLedger(old)).wallet.ledger.map((l) => l.note)).toEqual(old)
  })

  it('holds notes as messages beside the older lines', () => {
    const notes = [
      'Won the stake against Pip Odell',
      { key: 'ledger.start' },
      { key: 'ledger.bought', params: { card: '±3', merchant: 'Dorrik' } },
      { key: 'ledger.houseCut', params: { opponent: 'Pip Odell' } },
    ]
    expect(profileSchema.parse(withLedger(notes)).wallet.ledger.map((l) => l.note)).toEqual(notes)
  })

  it('refuses a note it cannot word: another kind of key, a missing or unknown parameter', () => {
    for (const note of [
      { key: 'errors.api.internal' },
      { key: 'ledger.dragonSlain' },
      { key: 'ledger.bought', params: { card: '±3' } },
      { key: 'ledger.start', params: { opponent: 'Pip Odell' } },
      { key: 'ledger.reward', params: { opponent: 7 } },
    ]) {
      expect(profileSchema.safeParse(withLedger([note])).success, JSON.stringify(note)).toBe(false)
    }
  })
})

describe('the card log', () => {
  const withNotes = (notes: unknown[]) => {
    const data = profile()
    const line = { at: data.createdAt, card: '+1', delta: 0, reason: 'prize' }
    return { ...data, cardLog: notes.map((note) => ({ ...line, note })) }
  }

  it('holds notes as messages beside an older save’s English ones, kept as written', () => {
    const notes = [
      'Prize for beating Pip Odell',
      { key: 'cardLog.start' },
      { key: 'cardLog.prize', params: { opponent: 'Pip Odell' } },
      { key: 'cardLog.bought', params: { merchant: 'Old Vessa’s Stall' } },
    ]
    expect(profileSchema.parse(withNotes(notes)).cardLog.map((l) => l.note)).toEqual(notes)
  })

  it('refuses a note it cannot word: a ledger key, a missing parameter', () => {
    for (const note of [
      { key: 'ledger.start' },
      { key: 'cardLog.sold' },
      { key: 'cardLog.prize', params: { merchant: 'Old Vessa’s Stall' } },
    ]) {
      expect(profileSchema.safeParse(withNotes([note])).success, JSON.stringify(note)).toBe(false)
    }
  })
})

describe('the achievements', () => {
  it('loads a save a later version wrote, with an achievement this one does not know', () => {
    const later = {
      ...profile(),
      achievements: {
        unlocked: { firstWin: '2026-01-03T18:20:00.000Z', aFutureFeat: '2026-02-01T10:00:00.000Z' },
        winStreak: 1,
      },
    }
    const parsed = profileSchema.parse(later)
    expect(parsed.achievements?.unlocked).toEqual(later.achievements.unlocked)
  })

  it('refuses what no version writes: an id no achievement could have, or hundreds of them', () => {
    const loads = (unlocked: Record<string, unknown>) =>
      profileSchema.safeParse({ ...profile(), achievements: { unlocked, winStreak: 0 } }).success
    expect(loads({ 'no spaces': '2026-01-03T18:20:00.000Z' })).toBe(false)
    const many = Object.fromEntries(
      Array.from({ length: 501 }, (_, i) => [`feat${i}`, '2026-01-03T18:20:00.000Z']),
    )
    expect(loads(many)).toBe(false)
    expect(loads({ firstWin: '2026-01-03T18:20:00.000Z' })).toBe(true)
  })
})
