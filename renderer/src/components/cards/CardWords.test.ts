// @vitest-environment happy-dom
/**
 * A twist's 2↔4 is drawn wherever its label shows, never left to a fallback face's ↔: on a card
 * of any size (a chip is the table's card) and in the words that name a card (a tip's title, a
 * card key's term), with the character kept, unseen, for a screen reader.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { defineComponent, h } from 'vue'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import CardChip from '@/components/ui/CardChip.vue'
import CardKey from '@/components/ui/CardKey.vue'
import CardTip from '@/components/table/CardTip.vue'
import CardWords from './CardWords.vue'
import { TWIST_INLINE, TWIST_LOOK } from './card-look'

/** The words in a line of their own, as a heading or a term holds them. */
const line = (text: string) =>
  mount(defineComponent({ render: () => h('p', [h(CardWords, { text })]) }))

/** What the eye reads: the words without what is there for a screen reader alone. */
function seen(w: VueWrapper): string {
  const copy = w.element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove()
  return copy.textContent?.replace(/\s+/g, ' ').trim() ?? ''
}

describe('a twist’s label', () => {
  it('is drawn on a chip: its numbers either side of the card’s arrow, no ↔ printed', () => {
    const w = mount(CardChip, {
      props: { card: 'T24', rules: 'tournament' },
      global: { plugins: [i18n] },
    })
    expect(w.get('[data-part="arrow"]').attributes('points')).toBe(TWIST_LOOK.arrow)
    expect(w.get('svg').text()).not.toContain('↔')
    expect(w.get('svg').text().replace(/\s+/g, '')).toBe('24')
    w.unmount()
  })

  it('draws the same arrow in words that name the card, the ↔ kept unseen for the ear', () => {
    const w = line('Twist 2↔4 and Twist 1↔5')
    const arrows = w.findAll('svg[data-part="arrow"]')
    expect(arrows).toHaveLength(2)
    for (const arrow of arrows) {
      expect(arrow.attributes('aria-hidden')).toBe('true')
      expect(arrow.get('polygon').attributes('points')).toBe(TWIST_INLINE.arrow)
    }
    expect(seen(w)).toBe('Twist 24 and Twist 15')
    expect(w.text()).toBe('Twist 2↔4 and Twist 1↔5')
    w.unmount()
  })

  it('leaves words without a twist as they are', () => {
    const w = line('Flip card ±2, 3&6')
    expect(w.find('svg').exists()).toBe(false)
    expect(w.text()).toBe('Flip card ±2, 3&6')
    w.unmount()
  })

  it('is drawn in a card tip’s title and a card key’s term, in either language', () => {
    const t = i18n.global.t
    const title = t('table.tip.kind.twist', { label: '3↔6' })
    const tip = mount(CardTip, { props: { tip: { title, lines: ['…'] } } })
    expect(tip.find('.tip-title svg[data-part="arrow"]').exists()).toBe(true)
    expect(tip.get('.tip-title').text()).toBe(title)
    tip.unmount()
    i18n.global.locale.value = 'de'
    const key = mount(CardKey, {
      props: { cards: ['T15', '+3'], rules: 'tournament' },
      global: { plugins: [i18n] },
    })
    const term = key.get('[data-code="T15"] dt')
    expect(term.find('svg[data-part="arrow"]').exists()).toBe(true)
    expect(term.text()).toBe(i18n.global.t('table.tip.kind.twist', { label: '1↔5' }))
    key.unmount()
    i18n.global.locale.value = 'en'
  })
})
