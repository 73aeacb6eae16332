// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '@/i18n'
import TableCentre from './TableCentre.vue'

function mountCentre(lastRoundText: string[]) {
  return mount(TableCentre, {
    props: {
      rules: 'classic',
      roundLabel: 'Round 2',
      whose: 'you',
      status: 'Your turn',
      shoeLeft: null,
      sideCardsNote: '',
      lastRoundText,
      banner: null,
      you: 0,
      opponent: 'Deckhand Tobin',
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

  it('shows no note before the first round is over', () => {
    expect(mountCentre([]).find('[data-test="last-round"]').text()).toBe('')
  })
})
