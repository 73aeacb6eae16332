// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import { legalActions } from '@main/engine'
import { createMatch } from '@main/engine/match'
import type { RulesetId } from '@common/rulesets'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import { i18n } from '@/i18n'
import ChoosePanel from './ChoosePanel.vue'

/** The hand chooser at the start of a real match of these rules (the engine's own choices). */
function chooser(rules: RulesetId) {
  const deck = [...DEFAULT_DECKS[rules]] as CardCode[]
  const { state } = createMatch({ rules, seed: 3, sideDecks: [deck, deck] })
  return mount(ChoosePanel, {
    props: {
      set: state.set,
      rules,
      pool: deck,
      theirPool: null,
      opponent: 'Deckhand Tobin',
      legal: legalActions(state, 0),
      busy: false,
    },
    global: { plugins: [i18n] },
  })
}

describe('the hand chooser', () => {
  it('names the set a hand lasts for, or the match when the match is one set', () => {
    const tournament = chooser('tournament')
    expect(tournament.get('h2').text()).toBe('Choose your hand for set 1')
    expect(tournament.get('p').text()).toContain('They last the whole set.')
    // the cantina plays one set: there is no set to name
    const cantina = chooser('cantina')
    expect(cantina.get('h2').text()).toBe('Choose your hand for the match')
    expect(cantina.get('p').text()).toContain('They last the whole match.')
    expect(cantina.attributes('aria-label')).toBe('Choose your hand for the match')
  })
})
