// @vitest-environment happy-dom
/**
 * A card's tip opens on hover only once the pointer has moved on the card. After the click on
 * the daily's Play the pointer rested where the opponent's side deck was then drawn, and a
 * card's tip ("Plus card +6") stood over their cards on the first screen though the player
 * never moved.
 * What the style asks beyond the browser's :hover is the card's `pointed` class (CardTip.vue).
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { h, nextTick } from 'vue'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { watchPointerRest } from '@/composables/usePointerRest'
import CardTip from './CardTip.vue'

const PLUS_SIX = { title: 'Plus card +6', lines: ['Adds 6 to the total.'] }
const MINUS_FOUR = { title: 'Minus card -4', lines: ['Takes 4 from the total.'] }

let w: VueWrapper | null = null
// the app watches the pointer from its start (App.vue's usePointerRest)
let stop = (): void => {}
beforeEach(() => (stop = watchPointerRest(window)))
afterEach(() => {
  w?.unmount()
  stop()
})

/** A card with its tip, drawn on the page. */
function drawCard(tip = PLUS_SIX): VueWrapper {
  w = mount(CardTip, {
    props: { tip },
    slots: {
      default: ({ tipId }: { tipId?: string }) => h('button', { 'aria-describedby': tipId }),
    },
    attachTo: document.body,
  })
  return w
}

/** A pointer event at a place on the screen, on `at` (the window: somewhere off the card). */
async function pointer(at: EventTarget, type: string, x: number, y: number, kind = 'mouse') {
  const bubbles = type !== 'pointerenter' && type !== 'pointerleave'
  at.dispatchEvent(new PointerEvent(type, { screenX: x, screenY: y, pointerType: kind, bubbles }))
  await nextTick()
}

/** Whether hovering opens the card's tip (with the browser's :hover, which the style adds). */
const hoverOpens = (card: VueWrapper): boolean => card.classes().includes('pointed')

describe('a card’s tip under the pointer', async () => {
  it('stays closed for a card drawn under a resting pointer, and opens once it moves', async () => {
    // the click that started the match, where their side deck is then drawn
    await pointer(window, 'pointermove', 200, 120)
    const card = drawCard()
    // the browser's own events at the same place, as the page changed under the pointer
    await pointer(card.element, 'pointerenter', 200, 120)
    await pointer(card.element, 'pointermove', 200, 120)
    expect(hoverOpens(card)).toBe(false)
    await pointer(card.element, 'pointermove', 203, 121)
    expect(hoverOpens(card)).toBe(true)
  })

  it('opens for a pointer moved onto the card, in one step, and closes as it leaves', async () => {
    await pointer(window, 'pointermove', 10, 10)
    const card = drawCard()
    await pointer(card.element, 'pointerenter', 200, 120)
    await pointer(card.element, 'pointermove', 200, 120)
    expect(hoverOpens(card)).toBe(true)
    await pointer(card.element, 'pointerleave', 400, 120)
    expect(hoverOpens(card)).toBe(false)
  })

  it('stays closed when another card comes in its place under a resting pointer', async () => {
    await pointer(window, 'pointermove', 30, 30)
    const card = drawCard()
    await pointer(card.element, 'pointerenter', 200, 120)
    await pointer(card.element, 'pointermove', 200, 120)
    expect(hoverOpens(card)).toBe(true)
    await card.setProps({ tip: MINUS_FOUR })
    await pointer(card.element, 'pointermove', 200, 120)
    expect(hoverOpens(card)).toBe(false)
    await pointer(card.element, 'pointermove', 201, 120)
    expect(hoverOpens(card)).toBe(true)
  })

  it('opens for a press on the card, moved or not, and a finger’s tap keeps it', async () => {
    await pointer(window, 'pointermove', 200, 120)
    const card = drawCard()
    await pointer(card.element, 'pointerdown', 200, 120)
    expect(hoverOpens(card)).toBe(true)
    await pointer(card.element, 'pointerleave', 200, 120, 'touch')
    expect(hoverOpens(card)).toBe(true)
  })
})

describe('a quiet tip under the keyboard', () => {
  it('stays open for the card’s own keys and closes for a key that acts elsewhere', async () => {
    w = mount(CardTip, {
      props: { tip: PLUS_SIX, quiet: true, own: ['f', '4'] },
      slots: { default: () => h('button') },
      attachTo: document.body,
    })
    const key = async (name: string) => {
      w?.get('button').element.dispatchEvent(
        new KeyboardEvent('keydown', { key: name, bubbles: true }),
      )
      await nextTick()
    }
    const shut = (): boolean => w?.classes().includes('shut') ?? true
    await key('F')
    await key('4')
    expect(shut()).toBe(false)
    await key('1')
    expect(shut()).toBe(true)
    await key('f')
    expect(shut()).toBe(false)
  })
})
