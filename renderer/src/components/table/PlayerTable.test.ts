// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import {
  apply,
  createMatch,
  view,
  type Action,
  type MatchSetup,
  type MatchState,
  type MatchView,
} from '@main/engine'
import { advanceScene, cloneScene } from '@common/scene'
import { i18n } from '@/i18n'
import { CLASSIC_DECK } from '@tools/testing/engine-main'
import { TWIST_DEAL } from '@tools/testing/engine-steps'
import { paintUrl } from '@/components/cards/card-paint'
import PlayerTable from './PlayerTable.vue'
import totalDisplaySource from './TotalDisplay.vue?raw'

function play(state: MatchState, ...actions: Action[]): MatchState {
  for (const action of actions) {
    const next = apply(state, action)
    if (!next.ok) throw new Error(next.error.reason)
    state = next.state
  }
  return state
}

function mountSeat(state: MatchState, player: 0 | 1, sets = false) {
  return mountShown(view(state, 0), player, sets)
}

/** The seat as the table shows it: main's view, or a scene its events moved forward. */
function mountShown(v: MatchView, player: 0 | 1, sets = false) {
  return mount(PlayerTable, {
    props: {
      seat: v.players[player],
      player,
      rules: v.rules,
      name: 'Vessa',
      subtitle: 'Dealer',
      portrait: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      stake: 1500,
      active: v.turn === player,
      side: player === 0 ? 'left' : 'right',
      cue: null,
      scale: 0,
      sets,
    },
    global: { plugins: [i18n] },
  })
}

describe('PlayerTable (real engine views)', () => {
  const start = createMatch({
    rules: 'classic',
    seed: 3,
    opener: 0,
    sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
    hands: [
      ['+4', '-3', '±2', '+1'],
      ['+1', '+2', '+3', '-1'],
    ],
    draws: [5, 6, 4],
  }).state

  it('shows nine slots, the cards on the table and the total', () => {
    // you 5, +4 -> 9, end; opponent 6, end; you draw 4 -> 13
    const state = play(
      start,
      { type: 'play', player: 0, card: '+4' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
    )
    const w = mountSeat(state, 0)
    expect(w.findAll('[data-test="slot"]')).toHaveLength(9)
    const cards = w.findAll('.slot .side-card')
    expect(cards.map((c) => c.attributes('data-kind'))).toEqual(['main', 'plus', 'main'])
    expect(cards.map((c) => c.find('[data-part="main"]').text())).toEqual(['5', '+4', '4'])
    expect(w.find('[data-test="total-value"]').text()).toBe('13')
    expect(w.find('[data-test="stake"]').text()).toContain('1,500')
    // a screen reader hears the stake as one phrase; the plate's two words are for the eye
    const stake = w.get('.stake')
    expect(stake.get('.visually-hidden').text()).toBe(
      `${i18n.global.t('table.stake')}: ${stake.get('[data-test="stake"]').text()}`,
    )
    expect(stake.findAll('[aria-hidden="true"]')).toHaveLength(2)
  })

  it('shows a played flip card as the one value it counts for, and again once 2&4 turns it', () => {
    const flips = createMatch({
      rules: 'classic',
      seed: 3,
      opener: 0,
      sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
      hands: [
        ['±2', 'F24', '+1', '+2'],
        ['±3', '+1', '+2', '-1'],
      ],
      draws: [5, 6, 4, 7],
    }).state
    const faces = (w: ReturnType<typeof mountSeat>) =>
      w.findAll('.slot .side-card').map((c) => ({
        sign: c.attributes('data-sign'),
        played: c.attributes('data-played') !== undefined,
        text: c.findAll('[data-part="main"], [data-part="sub"]').map((p) => p.text()),
      }))
    // you 5, −2 -> 3; the opponent 6, +3 -> 9
    const chosen = play(
      flips,
      { type: 'play', player: 0, card: '±2', sign: '-' },
      { type: 'end', player: 0 },
      { type: 'play', player: 1, card: '±3', sign: '+' },
      { type: 'end', player: 1 },
    )
    expect(faces(mountSeat(chosen, 0))[1]).toEqual({ sign: '-', played: true, text: ['\u22122'] })
    expect(faces(mountSeat(chosen, 1))[1]).toEqual({ sign: '+', played: true, text: ['+3'] })
    // you draw 4 and play 2&4: your −2 now counts +2 and reads so, alone
    const turned = play(chosen, { type: 'play', player: 0, card: 'F24' })
    const card = faces(mountSeat(turned, 0))[1]
    expect(card).toEqual({ sign: '+', played: true, text: ['+2'] })
  })

  it('shows a played ±1T as +1T or −1T, the sign it was played with', () => {
    const tiebreak = createMatch({
      rules: 'classic',
      seed: 3,
      opener: 0,
      sideDecks: [
        [...CLASSIC_DECK.slice(0, 9), 'TB'],
        [...CLASSIC_DECK.slice(0, 9), 'TB'],
      ],
      hands: [
        ['TB', '+1', '+2', '+3'],
        ['TB', '+1', '+2', '-1'],
      ],
      draws: [5, 6],
    }).state
    // you 5, −1T -> 4; the opponent 6, +1T -> 7
    const state = play(
      tiebreak,
      { type: 'play', player: 0, card: 'TB', sign: '-' },
      { type: 'end', player: 0 },
      { type: 'play', player: 1, card: 'TB', sign: '+' },
    )
    const played = (player: 0 | 1) => mountSeat(state, player).findAll('.slot .side-card')[1]!
    for (const [player, sign, text] of [
      [0, '-', '\u22121T'],
      [1, '+', '+1T'],
    ] as const) {
      const card = played(player)
      expect(card.attributes('data-kind')).toBe('gold')
      expect(card.attributes('data-sign')).toBe(sign)
      expect(card.attributes('data-played')).toBe('')
      expect(card.findAll('[data-part="main"], [data-part="sub"]').map((p) => p.text())).toEqual([
        text,
      ])
    }
  })

  it('paints the side cards a twist turned in the sign they count now, on both tables', () => {
    // the scenario twist-1-5-turns-played-side-cards-on-both-tables, up to the twist
    const twist = createMatch({
      rules: 'tournament',
      seed: 5,
      opener: 0,
      sideDecks: [
        ['T24', 'T36', 'T15', 'D', '+3', '+4', '+5', '+6', '-3', '-4'],
        ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
      ],
      hands: [
        ['+5', 'T15', '+3', '+4'],
        ['±1', '-5', '+3', '+4'],
      ],
      draws: [1, 5, 5, 1],
    }).state
    const before = play(
      twist,
      { type: 'play', player: 0, card: '+5' },
      { type: 'end', player: 0 },
      { type: 'play', player: 1, card: '±1', sign: '-' },
      { type: 'play', player: 1, card: '-5' },
      { type: 'end', player: 1 },
    )
    const after = play(before, { type: 'play', player: 0, card: 'T15' })
    const looks = (state: MatchState, player: 0 | 1) =>
      mountSeat(state, player)
        .findAll('.slot .side-card')
        .map((c) => ({
          kind: c.attributes('data-kind'),
          text:
            c.find('[data-part="main"]').attributes('data-label') ??
            c.find('[data-part="main"]').text(),
          paint: c.find('[fill^="url("]').attributes('fill'),
          badge: c.find('[data-part="badge"]').exists()
            ? c.get('[data-part="badge"]').attributes('data-badge')
            : null,
        }))
    const plus = paintUrl('body-plus')
    const minus = paintUrl('body-minus')
    const green = paintUrl('body-main')
    const gold = paintUrl('body-gold')
    // before: each card in the colour of its printed (or chosen) sign, none marked as turned
    expect(looks(before, 0)).toEqual([
      { kind: 'main', text: '1', paint: green, badge: null },
      { kind: 'plus', text: '+5', paint: plus, badge: null },
      { kind: 'main', text: '5', paint: green, badge: null },
    ])
    // after 1↔5: your +5 counts −5 on red, and says it was turned; the green cards are not
    expect(looks(after, 0)).toEqual([
      { kind: 'main', text: '1', paint: green, badge: null },
      { kind: 'plus', text: '\u22125', paint: minus, badge: 'turned' },
      { kind: 'main', text: '5', paint: green, badge: null },
      { kind: 'gold', text: '1↔5', paint: gold, badge: null },
    ])
    // on the other table: the −5 counts +5 on blue, turned; the ±1 played as −1 reads +1 and
    // is marked turned as the −5 is, where before the twist it wore a played flip card's ±
    expect(looks(before, 1).slice(1)).toEqual([
      { kind: 'flip', text: '\u22121', paint: minus, badge: 'flip' },
      { kind: 'minus', text: '\u22125', paint: minus, badge: null },
    ])
    expect(looks(after, 1).slice(1)).toEqual([
      { kind: 'flip', text: '+1', paint: plus, badge: 'turned' },
      { kind: 'minus', text: '+5', paint: plus, badge: 'turned' },
    ])
    // the turned card's tip says what turned it and what it counts now
    const w = mountSeat(after, 0)
    const placed = w.findAll('.placed')[1]!
    const tip = w.find(`#${placed.attributes('aria-describedby')}[role="tooltip"]`).text()
    expect(tip).toContain('Turned over by a gold card: it counts \u22125 now.')
    expect(tip).not.toContain('Counts')
  })

  it("marks a flip card a twist turned as turned, in main's view and as the update plays", () => {
    const start = createMatch(TWIST_DEAL).state
    // you: 5 and ±2 played as −2; then 9 for the other player, who ends; you draw 3
    const before = play(
      start,
      { type: 'play', player: 0, card: '±2', sign: '-' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
    )
    const flipCard = (w: ReturnType<typeof mountShown>) => {
      const placed = w.findAll('.placed')[1]!
      const card = placed.get('.side-card')
      return {
        text: card.get('[data-part="main"]').text(),
        turned: card.attributes('data-turned') !== undefined,
        badge: card.get('[data-part="badge"]').attributes('data-badge'),
        tip: w.get(`#${placed.attributes('aria-describedby')}[role="tooltip"]`).text(),
      }
    }
    const played = flipCard(mountSeat(before, 0))
    expect(played).toMatchObject({ text: '\u22122', turned: false, badge: 'flip' })
    expect(played.tip).not.toContain('Turned over')
    // 2↔4 turns it to +2: the turned badge in place of its ±, as a twisted +4 wears it
    const twist = apply(before, { type: 'play', player: 0, card: 'T24' })
    if (!twist.ok) throw new Error(twist.error.reason)
    const turned = flipCard(mountSeat(twist.state, 0))
    expect(turned).toMatchObject({ text: '+2', turned: true, badge: 'turned' })
    expect(turned.tip).toContain('Turned over by a gold card: it counts +2 now.')
    // the table as it animates the update, from the view before and the events, shows it so too
    const scene = cloneScene(view(before, 0))
    for (const event of twist.events) advanceScene(scene, event)
    expect(flipCard(mountShown(scene, 0))).toEqual(turned)
    // a second 2↔4 turns it back to the −2 it was played as: a played flip card again
    const back = play(twist.state, { type: 'play', player: 0, card: 'T24' })
    expect(flipCard(mountSeat(back, 0))).toEqual(played)
  })

  it('names its parts for a screen reader where a name is read: a heading, images', async () => {
    const state = play(start, { type: 'stand', player: 0 })
    const w = mountSeat(state, 0)
    // the side's heading names the section, so a screen reader can jump to it
    const heading = w.get('h2[data-test="table-heading"]')
    expect(heading.text()).toBe(i18n.global.t('table.tableOf', { name: 'Vessa' }))
    expect(w.get('section').attributes('aria-labelledby')).toBe(heading.attributes('id'))
    expect(w.get('section').attributes('aria-label')).toBeUndefined()
    // a name on a plain box is not read: the total is an image
    const total = w.get('[data-test="total"]')
    expect(total.attributes('role')).toBe('img')
    expect(total.attributes('aria-label')).toBe(
      `${i18n.global.t('table.total')}: 5, ${i18n.global.t('table.standing')}`,
    )
    // the cards on the table are a list named with their count of nine; the eight empty
    // places are not read one by one
    const grid = w.get('[data-test="grid"]')
    expect(grid.attributes('role')).toBe('list')
    expect(grid.attributes('aria-label')).toBe(i18n.global.t('table.placed', { n: 1, max: 9 }))
    const slots = w.findAll('[data-test="slot"]')
    expect(slots.filter((slot) => slot.attributes('role') === 'listitem')).toHaveLength(1)
    const hidden = slots.filter((slot) => slot.attributes('aria-hidden') === 'true')
    expect(hidden).toHaveLength(8)
    for (const slot of hidden) expect(slot.find('.placed').exists()).toBe(false)
    // the plate's "Thinking" is for the eye; the turn light says whose turn it is
    await w.setProps({ thinking: true })
    expect(w.get('[data-test="thinking"]').attributes('role')).toBeUndefined()
  })

  it("writes the stake the player's language's way, not the browser's", () => {
    i18n.global.locale.value = 'de'
    try {
      expect(mountSeat(start, 0).find('[data-test="stake"]').text()).toContain('1.500')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('says no stake once: "Stake: none", not "Stake: No stake"', async () => {
    const w = mountSeat(start, 0)
    await w.setProps({ stake: 0 })
    const stake = w.get('.stake')
    expect(stake.get('.visually-hidden').text()).toBe('Stake: none')
    i18n.global.locale.value = 'de'
    try {
      await w.vm.$nextTick()
      expect(stake.get('.visually-hidden').text()).toBe('Einsatz: keiner')
      expect(stake.get('[data-test="stake"]').text()).toBe('keiner')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('lights one round light per round won, and set marks only in the tournament', () => {
    // you 10, opponent 5, you 10 = 20 (stands by itself), opponent 10 and stands: you win
    const afterRound = play(
      createMatch({
        rules: 'classic',
        seed: 3,
        opener: 0,
        sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
        hands: [
          ['+4', '-3', '±2', '+1'],
          ['+1', '+2', '+3', '-1'],
        ],
        draws: [10, 5, 10, 5],
      }).state,
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
      { type: 'stand', player: 1 },
    )
    const wins = view(afterRound, 0).players[0].roundWins
    expect(wins).toBe(1)
    const w = mountSeat(afterRound, 0)
    const lit = w.findAll('[data-test="round-light"][data-lit="true"]')
    expect(w.findAll('[data-test="round-light"]')).toHaveLength(3)
    expect(lit).toHaveLength(wins)
    expect(w.findAll('[data-test="set-mark"]')).toHaveLength(0)
    expect(mountSeat(afterRound, 0, true).findAll('[data-test="set-mark"]')).toHaveLength(2)
  })

  it('shows the portrait SVG only as an image, never as markup in the page', () => {
    const w = mountSeat(start, 1)
    const img = w.find('[data-test="portrait"]')
    expect(img.attributes('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,/)
    expect(w.find('script').exists()).toBe(false)
  })

  it('lands a card in flight on its slot when the window changes size under it', async () => {
    // the flight starts where the deck was at the old size: at the new size that place is
    // elsewhere, and the card came in from beside the deck
    const played = apply(start, { type: 'play', player: 0, card: '+4' })
    if (!played.ok) throw new Error(played.error.reason)
    const event = played.events.find((e) => e.type === 'play')!
    const w = mountSeat(played.state, 0)
    await w.setProps({ scale: 1, cue: { id: 1, kind: 'event', event, duration: 460 } })
    const [flight] = w.findAll('.slot .side-card')[1]!.element.getAnimations()
    expect(flight?.playState).toBe('running')
    window.dispatchEvent(new Event('resize'))
    expect(flight?.playState).toBe('finished')
  })

  it('marks a standing player on the total display', () => {
    const state = play(start, { type: 'stand', player: 0 })
    const w = mountSeat(state, 0)
    expect(w.find('[data-test="total"]').classes()).toContain('standing')
  })
})

/** A classic match you open, your hand holding a −3, with the main deck's first cards. */
const classicWith = (draws: number[]): MatchState =>
  createMatch({
    rules: 'classic',
    seed: 3,
    opener: 0,
    sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
    hands: [
      ['-3', '+1', '+2', '+4'],
      ['+1', '+2', '+3', '-1'],
    ],
    draws,
  }).state

describe("a table's cards read as its total does", () => {
  const CANTINA_DECK: MatchSetup['sideDecks'][0] = [
    '-3',
    '-3',
    '+1',
    '+1',
    '+2',
    '+2',
    '+4',
    '+4',
    '-1',
    '-1',
  ]
  const tipOf = (w: ReturnType<typeof mountSeat>, at: number): string => {
    const placed = w.findAll('.placed')[at]!
    return w.find(`#${placed.attributes('aria-describedby')}[role="tooltip"]`).text()
  }

  it('marks a cantina minus card the floor at 0 cut short, and its tip says what it counted', () => {
    // you draw 1 and play −3: the total stops at 0; the opponent draws 5; you draw 8: total 8
    const state = play(
      createMatch({
        rules: 'cantina',
        seed: 3,
        opener: 0,
        sideDecks: [CANTINA_DECK, CANTINA_DECK],
        hands: [
          ['-3', '+1', '+2', '+4'],
          ['+1', '+2', '+4', '-1'],
        ],
        draws: [1, 5, 8],
      }).state,
      { type: 'play', player: 0, card: '-3' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
    )
    const w = mountSeat(state, 0)
    expect(w.find('[data-test="total-value"]').text()).toBe('8')
    const t = i18n.global.t
    // the −3 counted −1 (1 to 0): said so, and never "Counts −3"
    const tip = tipOf(w, 1)
    expect(tip).toContain(t('table.tip.countsClamped', { value: '\u22121' }))
    expect(tip).not.toContain(t('table.tip.counts', { value: '\u22123' }))
    // one quiet mark, on that card alone, with what it counted
    const marks = w.findAll('[data-test="counted"]')
    expect(marks).toHaveLength(1)
    expect(marks[0]!.text()).toBe('\u22121')
    expect(w.findAll('.slot')[1]!.find('[data-test="counted"]').exists()).toBe(true)
    // the green cards count their faces: 1 − 1 + 8 reads as the total 8
    expect(tipOf(w, 0)).toBe(t('table.tip.kind.main', { label: '1' }))
    expect(tipOf(w, 2)).toBe(t('table.tip.kind.main', { label: '8' }))
  })

  it('keeps "Counts" for a card that counted its face, and marks nothing', () => {
    // classic has no floor: 5, +4 counts +4
    const state = play(classicWith([5]), { type: 'play', player: 0, card: '+4' })
    const w = mountSeat(state, 0)
    expect(tipOf(w, 1)).toContain(i18n.global.t('table.tip.counts', { value: '+4' }))
    expect(w.find('[data-test="counted"]').exists()).toBe(false)
  })

  it('writes a total below 0 with a true minus sign', () => {
    // classic: you draw 1 and play −3: −2
    const state = play(classicWith([1]), { type: 'play', player: 0, card: '-3' })
    const w = mountSeat(state, 0)
    expect(w.find('[data-test="total-value"]').text()).toBe('\u22122')
    expect(w.find('[data-test="total"]').attributes('aria-label')).toBe(
      `${i18n.global.t('table.total')}: \u22122`,
    )
  })

  it('opens a card tip away from the total: downwards, but on the last row', () => {
    const shown = mountSeat(classicWith([5]), 0)
    const seven = Array.from({ length: 7 }, () => ({ code: null, face: 2, sign: 1 as const }))
    const w = mount(PlayerTable, {
      props: { ...shown.props(), seat: { ...shown.props('seat'), table: seven, total: 14 } },
      global: { plugins: [i18n] },
    })
    const places = w.findAll('[data-test="card-tip"]').map((tip) => tip.attributes('data-place'))
    // the top row's tips, above, lay over the total; the middle row's reached it with a long tip
    expect(places).toEqual(['below', 'below', 'below', 'below', 'below', 'below', 'above'])
    expect(w.findAll('[data-test="card-tip"].below')).toHaveLength(6)
  })
})

describe('a total over 20', () => {
  it('shows in the danger colour on the player’s turn, before it is a bust', () => {
    // you 9, opponent 5, you 9 = 18, opponent 5 = 10, you draw 6: 24 on your turn
    const over = play(
      classicWith([9, 5, 9, 5, 6]),
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
    )
    const w = mountSeat(over, 0)
    const total = w.find('[data-test="total"]')
    expect(w.find('[data-test="total-value"]').text()).toBe('24')
    expect(total.classes()).toContain('over')
    expect(total.classes()).not.toContain('busted')
    // a −3 brings it back to 21: still over; under 20 again the warning goes
    const back = mountSeat(play(over, { type: 'play', player: 0, card: '-3' }), 0)
    expect(back.find('[data-test="total"]').classes()).toContain('over')
    expect(
      mountSeat(classicWith([5]), 0)
        .find('[data-test="total"]')
        .classes(),
    ).not.toContain('over')
  })

  it('is a bust only past 20: a full table on 20 that won the round is not bust', () => {
    // the opponent stands on 10; you draw 2 eight times: the 4 you draw next fills the table on
    // 20 and wins the round, which leaves you on 20, neither standing nor to play
    const end: Action = { type: 'end', player: 0 }
    const before = play(
      classicWith([2, 10, 2, 2, 2, 2, 2, 2, 2, 4]),
      end,
      { type: 'stand', player: 1 },
      ...Array.from({ length: 6 }, () => end),
    )
    const last = apply(before, end)
    if (!last.ok) throw new Error(last.error.reason)
    // the table shows the move's events one by one: here up to the round's end
    const scene = cloneScene(view(before, 0))
    for (const event of last.events) {
      if (event.type === 'roundStart') break
      advanceScene(scene, event)
    }
    expect(scene.players[0]).toMatchObject({ total: 20, standing: false })
    expect(scene.players[0].table).toHaveLength(9)
    expect(scene.turn).toBeNull()
    const total = mountShown(scene, 0).find('[data-test="total"]')
    expect(total.classes()).not.toContain('busted')
    expect(total.text()).not.toContain(i18n.global.t('table.bust'))
  })

  it("takes its colour from the theme's danger variable", () => {
    // the test DOM draws no styles: the rule itself is read
    expect(totalDisplaySource).toMatch(/\.over \.value \{[^}]*color: var\(--danger\);/)
  })
})
