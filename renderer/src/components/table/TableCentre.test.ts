// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '@/i18n'
import TableCentre from './TableCentre.vue'

function mountCentre(
  lastRoundText: string[],
  more: { rules?: 'classic' | 'tournament' | 'cantina'; openerText?: string[] } = {},
) {
  return mount(TableCentre, {
    props: {
      rules: more.rules ?? 'classic',
      openerText: more.openerText ?? [],
      roundLabel: 'Round 2',
      whose: 'you',
      status: 'Your turn',
      spokenStatus: 'Your turn',
      shoeLeft: null,
      sideCardsNote: '',
      lastRoundText,
      banner: null,
      you: 0,
      opponent: 'Deckhand Wendel',
    },
    global: { plugins: [i18n] },
  })
}

describe('TableCentre', () => {
  it('keeps each phrase of the last round note whole, breaking only between them', () => {
    const w = mountCentre(['Letzte Runde: verloren', '(überkauft, 23 zu 20)'])
    const note = w.find('[data-test="last-round"]')
    expect(note.findAll('.phrase').map((p) => p.text())).toEqual([
      'Letzte Runde: verloren',
      '(überkauft, 23 zu 20)',
    ])
    // one space between the phrases, where the line may break
    expect(note.text()).toBe('Letzte Runde: verloren (überkauft, 23 zu 20)')
  })

  it('names the ruleset in force over the round, with what it is as its tip', () => {
    for (const rules of ['classic', 'tournament', 'cantina'] as const) {
      const name = mountCentre([], { rules }).get('[data-test="rules-name"]')
      const ruleset = i18n.global.t(`common.rules.${rules}.name`)
      expect(name.text()).toBe(i18n.global.t('table.rulesLabel', { rules: ruleset }))
      expect(name.attributes('title')).toBe(i18n.global.t(`common.rules.${rules}.blurb`))
    }
  })

  it('says who opens and why, each phrase kept whole', () => {
    const w = mountCentre([], { openerText: ['Deckhand Wendel opens', '(lost the last round)'] })
    const note = w.get('[data-test="opener"]')
    expect(note.findAll('.phrase').map((p) => p.text())).toEqual([
      'Deckhand Wendel opens',
      '(lost the last round)',
    ])
    expect(note.text()).toBe('Deckhand Wendel opens (lost the last round)')
  })

  it('names the main deck as an image, where a screen reader reads the name', () => {
    const deck = mountCentre([]).get('[data-test="deck"]')
    expect(deck.attributes('role')).toBe('img')
    expect(deck.attributes('aria-label')).toBe(i18n.global.t('table.deck'))
  })

  it('shows no note before the first round is over', () => {
    expect(mountCentre([]).find('[data-test="last-round"]').text()).toBe('')
  })
})
