// @vitest-environment happy-dom
/**
 * A player by touch alone: the screen's primary input cannot hover and is coarse (a tablet), so
 * no word on the table names a key: a hand card's tip, the coach's advice, the hot-seat curtain.
 * A key pressed on the tablet (a keyboard docked to it) brings the keys back.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import type { Hint } from '@preload/contract'
import { i18n } from '@/i18n'
import CoachPanel from '@/components/table/CoachPanel.vue'
import PassCurtain from '@/components/table/PassCurtain.vue'
import { mountHand as hand } from '@/testing/hand-row'
import { TOUCH_SCREEN, useTouchOnly } from './useTouchOnly'

// the screen is a tablet's before any of the app's modules asks (vi.hoisted runs first)
vi.hoisted(() => {
  const real = window.matchMedia.bind(window)
  window.matchMedia = (query: string): MediaQueryList =>
    query === '(hover: none) and (pointer: coarse)'
      ? ({
          matches: true,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => true,
        } as MediaQueryList)
      : real(query)
})

/** Words that name a key, in English or German. */
const KEY_WORDS = /\b(Key|Press|Taste|Drück|Enter|Esc|Space|Leertaste)\b/

/** What `root` says besides its key caps, which touch.css hides from a player by touch alone. */
function wordsBesideCaps(root: Element): string {
  const copy = root.cloneNode(true) as Element
  copy.querySelectorAll('kbd').forEach((cap) => cap.remove())
  return copy.textContent ?? ''
}

/** The tutorial's coach advising `hint` at a total of `total`. */
function coach(hint: Hint, total: number) {
  return mount(CoachPanel, {
    props: {
      matchId: 'm1',
      you: 0,
      rules: 'classic',
      opponent: 'Deckhand Wendel',
      events: [],
      shown: 0,
      advice: hint,
      yourMove: true,
      theirTurn: false,
      hand: ['+4', '-3', '±2', '+5'],
      signs: ['+', '+', '+', '+'],
      total,
      theirs: { total: 0, standing: false },
      calm: true,
    },
    global: { plugins: [i18n] },
  }).get('[data-test="coach-advice"]')
}

const reason = { key: 'advice.coach.choose' } as const
const END: Hint = { action: { type: 'end' }, winChance: 0.5, reason, total: 8 }
const PLAY: Hint = { action: { type: 'play', card: '+5' }, winChance: 0.5, reason, total: 20 }
const MINUS: Hint = {
  action: { type: 'play', card: '±2', sign: '-' },
  winChance: 0.5,
  reason,
  total: 19,
}

beforeEach(() => setActivePinia(createPinia()))
afterAll(() => (i18n.global.locale.value = 'en'))

describe('a player by touch alone', () => {
  it('is one on a screen that cannot hover and is coarse', () => {
    expect(TOUCH_SCREEN).toBe('(hover: none) and (pointer: coarse)')
    expect(useTouchOnly().value).toBe(true)
  })

  it('reads no key in a hand card’s tip, in English and German', async () => {
    for (const language of ['en', 'de'] as const) {
      i18n.global.locale.value = language
      const w = hand()
      await nextTick()
      const tips = w.findAll('[data-test="card-tip"]').map((tip) => tip.text())
      expect(tips).toHaveLength(2)
      for (const tip of tips) expect(tip).not.toMatch(KEY_WORDS)
      expect(tips[0]).toContain(i18n.global.t('table.tip.outcome.one', { total: 14 }))
      w.unmount()
    }
  })

  it('is told by the coach which button or card to tap, in English and German', () => {
    i18n.global.locale.value = 'en'
    const end = coach(END, 8)
    expect(end.find('kbd').exists()).toBe(false)
    expect(end.text()).toBe(
      i18n.global.t('table.coach.tap.end', { button: 'End Turn', total: 8 }).trim(),
    )
    expect(end.get('.button-name').text()).toBe('End Turn')
    // over 20 with no way back the button reads Take the Loss: the coach names it so
    expect(coach(END, 23).get('.button-name').text()).toBe('Take the Loss')
    expect(coach(PLAY, 15).text()).toBe('Tap +5 to play it and make exactly 20.')
    expect(coach(MINUS, 21).text()).toBe(
      'Tap −\u00a0under your ±2 to turn it to minus, then tap the card to play it: 21 becomes 19.',
    )
    i18n.global.locale.value = 'de'
    const ende = coach(END, 8)
    expect(ende.text()).toMatch(/^Tippe auf Zug beenden, um den Zug zu beenden/)
    for (const hint of [END, PLAY, MINUS]) expect(coach(hint, 15).text()).not.toMatch(KEY_WORDS)
  })

  it('reads no key on the hot-seat curtain, nor in its leave question', async () => {
    i18n.global.locale.value = 'en'
    const w = mount(PassCurtain, {
      props: { name: 'Maren', other: 'Jor', busy: false },
      global: { plugins: [i18n] },
    })
    expect(w.find('[data-test="curtain-keys"]').exists()).toBe(false)
    expect(wordsBesideCaps(w.element)).not.toMatch(KEY_WORDS)
    await w.get('[data-test="curtain-leave"]').trigger('click')
    expect(w.get('[data-test="curtain-forfeit-note"]').text()).toBe(
      i18n.global.t('modes.curtain.forfeitNoteTouch', { name: 'Maren' }),
    )
    expect(wordsBesideCaps(w.element)).not.toMatch(KEY_WORDS)
    w.unmount()
  })

  it('has the keys back once a key is pressed outside a text field, not inside one', async () => {
    i18n.global.locale.value = 'en'
    const field = document.createElement('input')
    document.body.append(field)
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }))
    expect(useTouchOnly().value).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    expect(useTouchOnly().value).toBe(false)
    const w = hand()
    await nextTick()
    expect(w.get('[data-test="card-tip"]').text()).toContain('Key 1')
    expect(coach(END, 8).get('kbd').text()).toBe('E')
    w.unmount()
    field.remove()
  })
})
