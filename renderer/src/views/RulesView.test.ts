// @vitest-environment happy-dom
/**
 * How to play's examples against the table: each example card is drawn as the table draws the
 * card the real engine puts down in the same play, and the caption names what the cards show.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import {
  apply,
  createMatch,
  type Action,
  type CardCode,
  type MatchSetup,
  type RulesetId,
  type TableCard,
} from '@main/engine'
import SideCard from '@/components/cards/SideCard.vue'
import { i18n } from '@/i18n'
import RulesView from './RulesView.vue'

const TOURNAMENT_DECK: CardCode[] = ['D', '+4', 'T24', '+3', '+5', '-3', '-4', '±1', '±2', '+6']
const CLASSIC_DECK: CardCode[] = ['D', '+4', 'F24', '+3', '+5', '-3', '-4', '±1', '±2', '+6']

/** Player 0's table after these moves of a real match (player 1 only ends the turn). */
function tableAfter(rules: RulesetId, draws: number[], moves: Action[]): TableCard[] {
  const deck = rules === 'tournament' ? TOURNAMENT_DECK : CLASSIC_DECK
  const setup: MatchSetup = {
    rules,
    seed: 1,
    sideDecks: [deck, ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']],
    hands: [deck.slice(0, 4), ['+3', '+4', '+5', '+6']],
    opener: 0,
    draws,
  }
  let { state } = createMatch(setup)
  for (const action of moves) {
    const result = apply(state, action)
    if (!result.ok) throw new Error(result.error.reason)
    state = result.state
  }
  return state.players[0].table
}

const end = (player: 0 | 1): Action => ({ type: 'end', player })
const play = (card: CardCode): Action => ({ type: 'play', player: 0, card })

/** A card as the eye reads it: its kind, its sign, the texts printed on it and its badge. */
function looks(el: Element) {
  return {
    kind: el.getAttribute('data-kind'),
    sign: el.getAttribute('data-sign'),
    text: [...el.querySelectorAll('[data-part="main"], [data-part="sub"]')].map(
      (p) => p.textContent?.trim() ?? '',
    ),
    badge: el.querySelector('[data-part="badge"]')?.getAttribute('data-badge') ?? null,
  }
}

/** The table's own drawing of each card. */
function onTable(cards: TableCard[], rules: RulesetId) {
  return cards.map((c) =>
    looks(
      mount(SideCard, {
        props: { code: c.code, face: c.face, sign: c.sign, rules, placed: true },
        global: { plugins: [i18n] },
      }).get('.side-card').element,
    ),
  )
}

async function examples(tab: 'classic' | 'tournament') {
  setActivePinia(createPinia())
  const w = mount(RulesView, { global: { plugins: [i18n] } })
  await w.get(`[data-test="rules-tab-${tab}"]`).trigger('click')
  return w.findAll('figure.example').map((figure) => ({
    cards: figure.findAll('.side-card').map((card) => looks(card.element)),
    caption: figure.get('figcaption').text(),
  }))
}

describe('How to play draws its examples as the table draws the same cards', () => {
  const t = (key: string) => String(i18n.global.t(key))

  it('the tournament’s ×2 shows the 5 it added again, as on the table', async () => {
    const [double] = await examples('tournament')
    const table = tableAfter('tournament', [7, 9, 5], [end(0), end(1), play('D')])
    expect(double!.cards).toEqual(onTable(table, 'tournament'))
    expect(double!.cards[2]!.text).toEqual(['×2', '+5'])
    expect(double!.caption).toBe(t('screens.rules.tournament.ex.double'))
  })

  it('a twist’s turned +4 reads −4, and the caption adds up what the cards show', async () => {
    const [, twist] = await examples('tournament')
    const table = tableAfter('tournament', [8], [play('+4'), play('T24')])
    expect(twist!.cards).toEqual(onTable(table, 'tournament'))
    expect(twist!.cards[1]!.text).toEqual(['\u22124'])
    expect(twist!.cards[1]!.badge).toBe('turned')
    // "8 and −4 make 4", not "8 and +4 make 4" beside a card that reads −4
    expect(twist!.caption).toContain('8 and \u22124 make 4')
  })

  it('the classic D shows the 6 it copied, and a 2&4 turns the green 4', async () => {
    const [double, flipPair] = await examples('classic')
    expect(double!.cards).toEqual(onTable(tableAfter('classic', [6], [play('D')]), 'classic'))
    expect(double!.cards[1]!.text).toEqual(['D', '+6'])
    const turned = tableAfter('classic', [4, 9, 9], [end(0), end(1), play('F24')])
    expect(flipPair!.cards).toEqual(onTable(turned, 'classic'))
    expect(flipPair!.caption).toContain('\u22124 and 9 make 5')
  })
})

/** Each example's cards by their accessible names, on a tab, in the language shown. */
async function namesOn(tab: 'basics' | 'classic' | 'tournament' | 'cantina') {
  setActivePinia(createPinia())
  const w = mount(RulesView, { global: { plugins: [i18n] } })
  await w.get(`[data-test="rules-tab-${tab}"]`).trigger('click')
  const names = w
    .findAll('figure.example')
    .map((figure) => figure.findAll('.side-card').map((card) => card.attributes('aria-label')))
  w.unmount()
  return names
}

describe('How to play names each example card as its picture shows it', () => {
  const main = (...values: string[]) => values.map((v) => `Main deck card ${v}`)

  it('on every tab, a turned card by its face and what it reads now, a gold card by its count', async () => {
    i18n.global.locale.value = 'en'
    expect(await namesOn('basics')).toEqual([
      [...main('7', '9'), 'Plus card +4'],
      [...main('10', '6', '8'), 'Minus card \u22124'],
      main('8', '6', '9'),
      [...main('2', '1', '3', '2', '1', '2', '3', '1'), 'Plus card +2'],
    ])
    expect(await namesOn('classic')).toEqual([
      [...main('6'), 'Special card D, counts +6'],
      ['Main deck card 4, now \u22124', ...main('9'), 'Special card 2&4'],
      [...main('9', '8'), 'Special card ±1T, counts +1'],
    ])
    // the twist's +4 is blue and reads −4: not a "plus card −4"
    expect(await namesOn('tournament')).toEqual([
      [...main('7', '5'), 'Special card ×2, counts +5'],
      [...main('8'), 'Plus card +4, now \u22124', 'Special card 2↔4'],
      ['Special card TB'],
    ])
    expect(await namesOn('cantina')).toEqual([
      [...main('2'), 'Minus card \u22125', 'Plus card +3'],
      main('10', '10', '10', '10'),
    ])
  })

  it('in German too', async () => {
    i18n.global.locale.value = 'de'
    try {
      const [, twist] = await namesOn('tournament')
      expect(twist).toEqual([
        'Hauptstapelkarte 8',
        'Pluskarte +4, jetzt \u22124',
        'Sonderkarte 2↔4',
      ])
      const [double, flipPair] = await namesOn('classic')
      expect(double![1]).toBe('Sonderkarte D, zählt +6')
      expect(flipPair![0]).toBe('Hauptstapelkarte 4, jetzt \u22124')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('as the table names the same card the real engine put down', async () => {
    const [, twist] = await namesOn('tournament')
    const table = tableAfter('tournament', [8], [play('+4'), play('T24')])
    const named = table.map((c) =>
      mount(SideCard, {
        props: { code: c.code, face: c.face, sign: c.sign, rules: 'tournament', placed: true },
        global: { plugins: [i18n] },
      }).attributes('aria-label'),
    )
    expect(twist).toEqual(named)
  })
})

describe('How to play draws its examples with cards whose words read', () => {
  it('every example card is a menu card, the full table of nine too', async () => {
    setActivePinia(createPinia())
    const w = mount(RulesView, { global: { plugins: [i18n] } })
    const counts: number[] = []
    for (const tab of ['basics', 'classic', 'tournament', 'cantina'] as const) {
      await w.get(`[data-test="rules-tab-${tab}"]`).trigger('click')
      for (const figure of w.findAll('figure.example')) {
        const chips = figure.findAll('.chip')
        counts.push(chips.length)
        // a card's words shrink with it: the small size drew a flip card's other sign at 7.8px
        expect(chips.map((chip) => chip.classes('size-medium'))).toEqual(chips.map(() => true))
      }
    }
    expect(Math.max(...counts)).toBe(9)
    w.unmount()
  })
})

describe('How to play for a screen reader', () => {
  it('names its page by the tab shown, and its headings go on from the screen’s h1', async () => {
    setActivePinia(createPinia())
    const w = mount(RulesView, { global: { plugins: [i18n] }, attachTo: document.body })
    for (const tab of ['basics', 'cards'] as const) {
      await w.get(`[data-test="rules-tab-${tab}"]`).trigger('click')
      const panel = w.get('[role="tabpanel"]')
      const label = document.getElementById(panel.attributes('aria-labelledby')!)
      expect(label?.getAttribute('role')).toBe('tab')
      expect(label?.textContent?.trim()).toBe(i18n.global.t(`screens.rules.${tab}.title`))
      expect(label?.getAttribute('aria-controls')).toBe(panel.attributes('id'))
      // the header's h1, then h2: never a level skipped
      const levels = [...w.element.querySelectorAll('h1, h2, h3, h4')].map((h) => h.tagName)
      expect(levels[0]).toBe('H1')
      expect(levels.slice(1).length).toBeGreaterThan(0)
      expect(levels.slice(1).every((level) => level === 'H2')).toBe(true)
    }
    w.unmount()
  })
})
