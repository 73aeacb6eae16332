// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { Hint, RulesetId } from '@preload/contract'
import { i18n } from '@/i18n'
import HintPanel from './HintPanel.vue'

const panel = (advice: Hint, rules: RulesetId = 'classic') =>
  mount(HintPanel, {
    props: { advice, actionText: 'x', loading: false, rules },
    global: { plugins: [i18n] },
  })

describe('the advisor panel', () => {
  it('words main’s reason from its key and shows the win chance main estimated', () => {
    const w = panel({
      action: { type: 'stand' },
      winChance: 0.62,
      reason: { key: 'advice.stand', params: { total: 19 } },
    })
    const reason = w.get('[data-test="hint-reason"]')
    expect(reason.attributes('data-key')).toBe('advice.stand')
    expect(reason.text()).toBe(i18n.global.t('advice.stand', { total: '19' }))
    expect(w.get('[data-test="hint-chance"]').text()).toBe(
      i18n.global.t('table.hint.chance', { pct: 62 }),
    )
  })

  it('says the chance is the match’s, not the round’s, in German too', async () => {
    // at 21 the round may be as good as won while the match is not: a bare "win chance" misled
    const w = panel({
      action: { type: 'stand' },
      winChance: 0.21,
      reason: { key: 'advice.stand', params: { total: 21 } },
    })
    expect(w.get('[data-test="hint-chance"]').text()).toBe(
      'Chance to win the match if both play their best: 21%',
    )
    i18n.global.locale.value = 'de'
    try {
      await w.vm.$nextTick()
      expect(w.get('[data-test="hint-chance"]').text()).toBe(
        'Partiesieg bei bestem Spiel beider: 21\u00a0%',
      )
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('shows no win chance at all while a hand is chosen, never a made-up 50%', () => {
    const w = panel({ action: { type: 'choose', cards: ['+1'] }, reason: { key: 'advice.choose' } })
    expect(w.get('[data-test="hint-reason"]').attributes('data-key')).toBe('advice.choose')
    expect(w.find('[data-test="hint-chance"]').exists()).toBe(false)
    expect(w.text()).not.toMatch(/%/)
  })

  it('names a card as the table draws it: the tournament’s double is ×2, not D', () => {
    // the tutorial coach's reason names the card (the advisor's says the total it makes)
    const advice: Hint = {
      action: { type: 'play', card: 'D' },
      reason: { key: 'advice.coach.play', params: { card: 'D', total: 16 } },
    }
    const reason = (rules: RulesetId) =>
      panel(advice, rules).get('[data-test="hint-reason"]').text()
    expect(reason('tournament')).toBe(
      i18n.global.t('advice.coach.play', { card: '×2', total: '16' }),
    )
    expect(reason('classic')).toBe(i18n.global.t('advice.coach.play', { card: 'D', total: '16' }))
  })

  it('names the card that follows a first step over 20 as the hand names it, in German too', async () => {
    // the tournament's +3 to 24 reads as advice to bust until the −4 behind it is named
    const then = (reason: Hint['reason']) =>
      panel({ action: { type: 'play', card: '+3' }, reason }, 'tournament')
    const plain = then({ key: 'advice.playFirstThen', params: { card: '-4', total: 20 } })
    const flip = then({
      key: 'advice.playFirstThenAs',
      params: { card: '±1', value: '-1', total: 20 },
    })
    const text = (w: typeof plain) => w.get('[data-test="hint-reason"]').text()
    expect(text(plain)).toBe('A first step: then \u22124 makes 20.')
    // a flip card as its button says it: "Play ±1 as −1"
    expect(text(flip)).toBe('A first step: then \u00b11 as \u22121 makes 20.')
    i18n.global.locale.value = 'de'
    try {
      await plain.vm.$nextTick()
      await flip.vm.$nextTick()
      expect(text(plain)).toBe('Ein erster Schritt: Leg danach \u22124, um auf 20 zu kommen.')
      expect(text(flip)).toBe(
        'Ein erster Schritt: Leg danach \u00b11 als \u22121, um auf 20 zu kommen.',
      )
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('says what a card to play makes, without naming it again under the action line', () => {
    const advice: Hint = {
      action: { type: 'play', card: '+3' },
      reason: { key: 'advice.play', params: { total: 19 } },
    }
    expect(panel(advice, 'classic').get('[data-test="hint-reason"]').text()).toBe(
      'Makes 19: this round is worth the card.',
    )
  })
})
