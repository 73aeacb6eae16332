// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { i18n } from '@/i18n'
import CardKey from './CardKey.vue'

const key = (cards: CardCode[], rules?: RulesetId) =>
  mount(CardKey, { props: { cards, rules }, global: { plugins: [i18n] } })
const t = i18n.global.t

describe('the key to the unusual cards on offer', () => {
  it('explains each flip, gold and tiebreaker card once, and leaves plain cards to their faces', () => {
    const w = key(['+1', '-3', '±2', 'TB', 'F36', 'TB', '+1'], 'tournament')
    const entries = w.findAll('.entry')
    expect(entries.map((e) => e.attributes('data-code'))).toEqual(['±2', 'TB', 'F36'])
    // the tiebreaker as the tournament plays it: held, never played
    expect(entries[1]?.text()).toContain(t('table.tip.effect.tiebreaker.held'))
    expect(entries[2]?.text()).toContain(t('table.tip.effect.flipPair', { a: 3, b: 6 }))
  })

  it('explains several flip cards in one line, their faces named in it', () => {
    const w = key(['±2', '±3', '-4', '±1', '±5', '±2', 'D'], 'classic')
    const entries = w.findAll('.entry')
    expect(entries.map((e) => e.attributes('data-code'))).toEqual(['flips', 'D'])
    expect(entries[0]?.get('dt').text()).toBe(
      t('table.tip.flips.title', { labels: '±1, ±2, ±3, ±5' }),
    )
    expect(entries[0]?.get('dd').text()).toBe(t('table.tip.flips.effect'))
    // the flips' own sentence is not said again for each
    expect(w.text()).not.toContain(t('table.tip.effect.flip', { n: 2 }))
  })

  it('shows nothing for a deck of plain cards', () => {
    expect(key(['+1', '-2', '+6'], 'classic').find('[data-test="card-key"]').exists()).toBe(false)
  })

  it('names each ruleset’s meaning where no ruleset is given and the rulesets differ', () => {
    const text = key(['D', '±4']).text()
    expect(text).toContain(
      `${t('common.rules.classic.name')}, ${t('common.rules.cantina.name')}: ${t('table.tip.effect.double.previousCard')}`,
    )
    expect(text).toContain(
      `${t('common.rules.tournament.name')}: ${t('table.tip.effect.double.lastDraw')}`,
    )
    // a flip card means the same under every ruleset: said once, no names
    expect(text).toContain(t('table.tip.effect.flip', { n: 4 }))
    expect(text).not.toContain(
      `${t('common.rules.classic.name')}, ${t('common.rules.tournament.name')}`,
    )
  })
})
