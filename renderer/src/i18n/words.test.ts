import { afterEach, describe, expect, it } from 'vitest'
import { message } from '@common/messages'
import { i18n } from './index'
import { word } from './words'

const t = (key: string, named: Record<string, unknown>): string => i18n.global.t(key, named)

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('a card named in a message', () => {
  it('reads as the Card Book draws it where no ruleset applies: the shop, the ledger', () => {
    const unstocked = message('errors.shop.lastUnstocked', { card: 'TB' })
    expect(word(unstocked)).toBe(t('errors.shop.lastUnstocked', { card: '±1T' }))
    const bought = message('ledger.bought', { card: '-3', merchant: 'Old Vessa' })
    expect(word(bought)).toBe(t('ledger.bought', { card: '\u22123', merchant: 'Old Vessa' }))
    i18n.global.locale.value = 'de'
    expect(word(unstocked)).toBe(t('errors.shop.lastUnstocked', { card: '±1T' }))
    expect(word(unstocked)).not.toMatch(/\bTB\b/)
  })

  it('reads as the table draws it under the ruleset the screen passes: a refusal, advice', () => {
    const refused = message('refusal.no-such-card-in-hand', { card: 'D' })
    expect(word(refused, 'tournament')).toBe(t('refusal.no-such-card-in-hand', { card: '×2' }))
    expect(word(refused, 'classic')).toBe(t('refusal.no-such-card-in-hand', { card: 'D' }))
    const advice = message('advice.coach.play', { card: 'TB', total: 20 })
    expect(word(advice, 'classic')).toBe(t('advice.coach.play', { card: '±1T', total: '20' }))
  })

  it('reads under the ruleset the message names itself, before the screen’s', () => {
    const problem = message('deckProblem.too-many-copies', {
      rules: 'tournament',
      max: 2,
      card: 'D',
      count: 3,
    })
    const named = { rules: t('common.rules.tournament.name', {}), max: '2', card: '×2', count: '3' }
    expect(word(problem)).toBe(i18n.global.t('deckProblem.too-many-copies', named, 2))
    expect(word(problem, 'classic')).toBe(word(problem))
  })

  it('passes the ruleset on to the messages a message holds (a deck’s problems)', () => {
    const refused = message('errors.match.deckRefused', {
      problems: [message('deckProblem.not-owned', { card: 'TB', count: 1 })],
    })
    const under = (card: string) =>
      t('errors.match.deckRefused', { problems: t('deckProblem.not-owned', { card, count: '1' }) })
    expect(word(refused, 'tournament')).toBe(under('TB'))
    expect(word(refused)).toBe(under('±1T'))
  })
})

describe('the cards a plan plays, named in a message', () => {
  it('reads each as the hand’s button names it, under the table’s ruleset, joined as a list', () => {
    const plan = message('advice.playFirstThenCards', {
      cards: [{ card: '-3' }, { card: '±1', sign: '-' }, { card: 'D' }],
      total: 20,
    })
    expect(word(plan, 'tournament')).toBe(
      t('advice.playFirstThenCards', { cards: '\u22123, ±1 as \u22121 and ×2', total: '20' }),
    )
    i18n.global.locale.value = 'de'
    expect(word(plan, 'tournament')).toBe(
      'Ein erster Schritt: Leg danach \u22123, ±1 als \u22121 und ×2, um auf 20 zu kommen.',
    )
  })
})

describe('a calendar day in a message', () => {
  it('reads as the language writes a date, never as main’s YYYY-MM-DD: the daily purse', () => {
    const prize = message('ledger.dailyPrize', { date: '2026-01-08' })
    expect(word(prize)).toBe('Daily challenge of Jan 8, 2026 won')
    i18n.global.locale.value = 'de'
    expect(word(prize)).toBe('Tagesherausforderung vom 08.01.2026 gewonnen')
    expect(word(prize)).not.toContain('2026-01-08')
  })
})
