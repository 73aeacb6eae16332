// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { i18n } from '@/i18n'
import { watchPointerRest } from '@/composables/usePointerRest'
import { useInputStore } from '@/stores/input'
import { mountHand } from '@/testing/hand-row'

// fresh stores for each test: the input mode one test switches is not the next one's
beforeEach(() => setActivePinia(createPinia()))

/** The player's own hand under a ruleset, every card playable but the tiebreaker. */
const hand = (rules: RulesetId, slots: CardCode[]) =>
  mountHand({
    rules,
    slots,
    handSize: slots.length,
    playable: slots.map((c) => c !== 'TB'),
    signed: slots.map(() => false),
    outcomes: undefined,
  })

const label = (w: ReturnType<typeof hand>, place: number): string | undefined =>
  w.get(`[data-test="hand-card-${place}"]`).attributes('aria-label')

describe("the hand's card buttons", () => {
  it('name each card with its key, a minus card with its minus sign', () => {
    const w = hand('classic', ['+4', '-3'])
    expect(label(w, 1)).toBe('Play +4 (1)')
    expect(label(w, 2)).toBe('Play \u22123 (2)')
    w.unmount()
  })

  it('say the sign chosen for a card that takes one, and follow it as it turns', async () => {
    const w = mountHand({
      slots: ['+4', '±2', 'TB'],
      handSize: 3,
      playable: [true, true, true],
      signed: [false, true, true],
      signs: ['+', '+', '-'],
      outcomes: undefined,
    })
    expect(label(w, 1)).toBe('Play +4 (1)')
    expect(label(w, 2)).toBe('Play \u00b12 as +2 (2)')
    expect(label(w, 3)).toBe('Play \u00b11T as \u22121T (3)')
    // each sign toggle is named with its card, and pressed while the card is set to minus
    const toggle = (place: number) => w.get(`[data-test="sign-${place}"]`)
    expect(toggle(2).attributes('aria-label')).toBe('Play \u00b12 as minus')
    expect(toggle(2).attributes('aria-pressed')).toBe('false')
    expect(toggle(3).attributes('aria-label')).toBe('Play \u00b11T as minus')
    expect(toggle(3).attributes('aria-pressed')).toBe('true')
    await w.setProps({ signs: ['+', '-', '-'] })
    expect(label(w, 2)).toBe('Play \u00b12 as \u22122 (2)')
    expect(toggle(2).attributes('aria-pressed')).toBe('true')
    i18n.global.locale.value = 'de'
    await w.vm.$nextTick()
    try {
      expect(label(w, 2)).toBe('\u00b12 als \u22122 legen (2)')
      expect(toggle(2).attributes('aria-label')).toBe('\u00b12 als Minus legen')
    } finally {
      i18n.global.locale.value = 'en'
    }
    w.unmount()
  })

  it("give a refused card's reason in its tip, and ask the table to say it when clicked", async () => {
    const w = mountHand({
      playable: [false, false],
      outcomes: [[{ sign: null, total: 16 }], [{ sign: null, total: 9 }]],
      refusals: [{ reason: 'side-card-played' }, { reason: 'side-card-played' }],
    })
    const tip = w.findAll('[data-test="card-tip"]')[1]
    expect(tip?.text()).toContain(i18n.global.t('refusal.side-card-played'))
    expect(tip?.text()).not.toContain(i18n.global.t('table.tip.outcome.one', { total: 9 }))
    await w.get('[data-test="hand-card-2"]').trigger('click')
    expect(w.emitted('play')).toBeUndefined()
    expect(w.emitted('blocked')).toEqual([[1]])
    w.unmount()
  })

  it("tell no total while there is none to tell, and on the opponent's turn that a card waits", async () => {
    const t = i18n.global.t
    const w = mountHand({
      slots: ['+4', '±2'],
      playable: [false, false],
      signed: [false, true],
      outcomes: [null, null],
      later: true,
    })
    const tips = () => w.findAll('[data-test="card-tip"]').map((tip) => tip.text())
    for (const tip of tips()) {
      expect(tip).toContain(t('table.tip.outcome.yourTurn'))
      expect(tip).not.toMatch(/total becomes/)
    }
    expect(tips()[0]).toContain(t('table.tip.key', { key: 1 }))
    // the player's own move being shown: no total, and nothing said of the turn
    await w.setProps({ later: false })
    expect(tips()[0]).not.toContain(t('table.tip.outcome.yourTurn'))
    expect(tips()[0]).not.toMatch(/total becomes/)
    // the table waiting for the player: the totals main worked out
    await w.setProps({ outcomes: [[{ sign: null, total: 16 }], []] })
    expect(tips()[0]).toContain(t('table.tip.outcome.one', { total: 16 }))
    w.unmount()
  })

  it('say a tournament tiebreaker is held, with no key to play it by', () => {
    const w = hand('tournament', ['+4', 'TB'])
    expect(label(w, 2)).toBe('TB: held, it settles a tied round by itself')
    expect(w.text()).toContain('Key 1')
    expect(w.text()).not.toContain('Key 2')
    w.unmount()
  })
})

describe('the hand over 20', () => {
  /** The light each card is drawn with: the side card's state class. */
  const lights = (w: ReturnType<typeof mountHand>): string[] =>
    w.findAll('.side-card').map((card) => /state-(\w+)/.exec(card.classes().join(' '))?.[1] ?? '')

  it('lights only the cards that bring the total back, and still plays the others', async () => {
    // 22: the +4 makes 26, the −3 makes 19
    const w = mountHand({
      outcomes: [[{ sign: null, total: 26 }], [{ sign: null, total: 19 }]],
      noWayBack: [true, false],
    })
    expect(lights(w)).toEqual(['plain', 'playable'])
    // not dimmed as a card that cannot be played: its key and the Tab stop stay
    const plus = w.get('[data-test="hand-card-1"]')
    expect(plus.classes()).not.toContain('unplayable')
    expect(plus.attributes('aria-disabled')).toBe('false')
    await plus.trigger('click')
    expect(w.emitted('play')).toEqual([[0]])
    expect(w.emitted('blocked')).toBeUndefined()
    // a card that cannot be played now is off, whatever it would make
    await w.setProps({ playable: [false, false] })
    expect(lights(w)).toEqual(['dim', 'dim'])
    w.unmount()
  })
})

describe('the hand under a gamepad', () => {
  /** The caps the hand shows, in order: the cards' and played places' numbers, the toggles' F. */
  const caps = (w: ReturnType<typeof mountHand>): string[] =>
    w.findAll('kbd').map((cap) => cap.text())

  it('shows no number caps while the pad is in use, X for F, and the keys again after a key', async () => {
    const t = i18n.global.t
    const w = mountHand({
      slots: ['+4', null, '±2'],
      handSize: 3,
      playable: [true, false, true],
      signed: [false, false, true],
      signs: ['+', '+', '+'],
      outcomes: [[{ sign: null, total: 14 }], null, [{ sign: null, total: 12 }]],
    })
    const tip = () => w.findAll('[data-test="card-tip"]')[0]?.text() ?? ''
    expect(caps(w)).toEqual(['1', '2', '3', 'F'])
    expect(tip()).toContain(t('table.tip.key', { key: 1 }))
    const input = useInputStore()
    input.use('gamepad')
    await w.vm.$nextTick()
    // the pad walks to a card and presses A: no number and no "Key 1" tip; its X turns a sign
    expect(caps(w)).toEqual(['X'])
    expect(tip()).not.toContain(t('table.tip.key', { key: 1 }))
    expect(tip()).toContain(t('table.tip.outcome.one', { total: 14 }))
    // the toggle is still there to press, and a screen reader still hears the keyboard's keys
    const toggle = w.get('[data-test="sign-3"]')
    expect(toggle.text()).toBe('+\u2212X')
    expect(toggle.attributes('title')).toBe(t('table.tips.sign', { key: 'X' }))
    expect(toggle.attributes('aria-keyshortcuts')).toBe('F')
    // X means F on the card that takes a sign and its toggle (useGamepad), nowhere else
    expect(w.get('[data-test="hand-place-3"]').attributes('data-pad-x')).toBe('f')
    expect(w.get('[data-test="hand-place-1"]').attributes('data-pad-x')).toBeUndefined()
    expect(w.get('[data-test="hand-place-2"]').attributes('data-pad-x')).toBeUndefined()
    expect(w.get('[data-test="hand-card-1"]').attributes('aria-keyshortcuts')).toBe('1')
    input.use('keyboard')
    await w.vm.$nextTick()
    expect(caps(w)).toEqual(['1', '2', '3', 'F'])
    expect(toggle.attributes('title')).toBe(t('table.tips.sign', { key: 'F' }))
    expect(tip()).toContain(t('table.tip.key', { key: 1 }))
    w.unmount()
  })
})

describe('a hand card under the pointer', () => {
  /** A pointer event at a place on the screen, on `at` (the window: somewhere off the hand). */
  async function pointer(at: EventTarget, type: string, x: number, y: number): Promise<void> {
    const bubbles = type !== 'pointerenter' && type !== 'pointerleave'
    at.dispatchEvent(
      new PointerEvent(type, { screenX: x, screenY: y, pointerType: 'mouse', bubbles }),
    )
    await nextTick()
  }
  /**
   * Whether the card in `place` rises under the pointer: what the style asks beyond the
   * browser's :hover is the button's `pointed` class (HandRow.vue).
   */
  const rises = (w: ReturnType<typeof mountHand>, place: number): boolean =>
    w.get(`[data-test="hand-card-${place}"]`).classes().includes('pointed')
  /** The pointer comes to the card in `place` at (x, y): the browser's enter, then a move. */
  async function cometo(w: ReturnType<typeof mountHand>, place: number, x: number, y: number) {
    const card = w.get(`[data-test="hand-card-${place}"]`).element
    await pointer(card.closest('.card-tip') as Element, 'pointerenter', x, y)
    await pointer(card, 'pointermove', x, y)
  }

  it('stays down for a card dealt under a resting pointer, and rises once the pointer moves', async () => {
    // the app watches the pointer from its start (App.vue's usePointerRest)
    const stop = watchPointerRest(window)
    try {
      // the click that started the match, left where the hand is then dealt
      await pointer(window, 'pointermove', 300, 500)
      const w = mountHand({}, true)
      await cometo(w, 1, 300, 500)
      expect(rises(w, 1)).toBe(false)
      await pointer(w.get('[data-test="hand-card-1"]').element, 'pointermove', 302, 499)
      expect(rises(w, 1)).toBe(true)
      // another card in the same place under the pointer, which rests again: down until it moves
      await w.setProps({ slots: ['+2', '-3'] })
      await pointer(w.get('[data-test="hand-card-1"]').element, 'pointermove', 302, 499)
      expect(rises(w, 1)).toBe(false)
      w.unmount()
    } finally {
      stop()
    }
  })

  it('makes a card dealt under a resting pointer F’s target only once the pointer moves', async () => {
    const stop = watchPointerRest(window)
    try {
      await pointer(window, 'pointermove', 300, 500)
      const w = mountHand({}, true)
      const card = w.get('[data-test="hand-card-1"]').element
      // the browser's own enter and move at the same place as the card comes under the pointer
      await cometo(w, 1, 300, 500)
      card.dispatchEvent(new MouseEvent('mouseenter', { screenX: 300, screenY: 500 }))
      await nextTick()
      expect(w.emitted('select')).toBeUndefined()
      // a real move on it: pointed at, so F turns its sign (TableView's selected place)
      await pointer(card, 'pointermove', 302, 499)
      expect(w.emitted('select')).toEqual([[0]])
      // on to the second card, and back: each becomes the target as the pointer moves onto it
      const tip = card.closest('.card-tip') as Element
      await pointer(tip, 'pointerleave', 400, 500)
      await cometo(w, 2, 400, 500)
      await pointer(tip, 'pointerenter', 301, 500)
      await pointer(card, 'pointermove', 301, 500)
      expect(w.emitted('select')).toEqual([[0], [1], [0]])
      w.unmount()
    } finally {
      stop()
    }
  })

  it('rises for a pointer moved onto it, and goes down as the pointer leaves', async () => {
    const stop = watchPointerRest(window)
    try {
      await pointer(window, 'pointermove', 10, 10)
      const w = mountHand({}, true)
      await cometo(w, 2, 400, 500)
      expect(rises(w, 2)).toBe(true)
      expect(rises(w, 1)).toBe(false)
      const tip = w.get('[data-test="hand-card-2"]').element.closest('.card-tip') as Element
      await pointer(tip, 'pointerleave', 600, 500)
      expect(rises(w, 2)).toBe(false)
      w.unmount()
    } finally {
      stop()
    }
  })
})
