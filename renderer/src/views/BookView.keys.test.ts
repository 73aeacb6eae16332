// @vitest-environment happy-dom
/**
 * The Card book's keys against the real main on a temporary data folder: opened by mouse, the
 * focus is on the page, not on a card, and the arrow keys must still walk the cards; each move
 * is said by the card's name alone, not by its whole page read aloud.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ALL_CARD_CODES } from '@common/cards'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: BookView } = await import('./BookView.vue')

const { settle } = useRealMainPerTest(real, 'book-keys', {
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  document.querySelectorAll('[data-test="typed"]').forEach((field) => field.remove())
})

async function openBook(): Promise<VueWrapper> {
  wrapper = mount(BookView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** A key pressed where the focus is (the page itself when nothing has it). */
async function press(key: string): Promise<void> {
  const at = document.activeElement ?? document.body
  at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await settle()
}

const chosen = (w: VueWrapper): string | undefined =>
  w.get('[role="option"][aria-selected="true"]').attributes('data-card')

describe('the Card book’s keys', () => {
  it('walk the cards with the focus on the page, as after opening it by mouse', async () => {
    const w = await openBook()
    ;(document.activeElement as HTMLElement | null)?.blur()
    expect(document.activeElement).toBe(document.body)
    expect(chosen(w)).toBe(ALL_CARD_CODES[0])
    await press('ArrowRight')
    expect(chosen(w)).toBe(ALL_CARD_CODES[1])
    // the focus goes with the choice: the next keys start from the card
    expect(document.activeElement?.getAttribute('data-card')).toBe(ALL_CARD_CODES[1])
    // a row down: seven cards on
    await press('ArrowDown')
    expect(chosen(w)).toBe(ALL_CARD_CODES[8])
    await press('End')
    expect(chosen(w)).toBe(ALL_CARD_CODES[ALL_CARD_CODES.length - 1])
    // from the screen's other controls too (its Back button)
    ;(w.get('button:not([role="option"])').element as HTMLButtonElement).focus()
    await press('Home')
    expect(chosen(w)).toBe(ALL_CARD_CODES[0])
  })

  it('leave a text field’s arrows to the field', async () => {
    const w = await openBook()
    const field = document.createElement('input')
    field.dataset.test = 'typed'
    document.body.append(field)
    field.focus()
    await press('ArrowRight')
    expect(chosen(w)).toBe(ALL_CARD_CODES[0])
    expect(document.activeElement).toBe(field)
  })

  it('say the chosen card by its name alone, not its whole page', async () => {
    const w = await openBook()
    const page = w.get('[data-test="book-page"]')
    expect(page.attributes('aria-live')).toBeUndefined()
    expect(w.findAll('[aria-live]')).toHaveLength(1)
    const said = w.get('[data-test="book-announce"]')
    expect(said.attributes('aria-live')).toBe('polite')
    // nothing said on opening: the heading is there to read
    expect(said.text()).toBe('')
    await press('ArrowRight')
    expect(said.text()).toBe(page.get('.card-name').text())
    expect(said.text()).not.toBe('')
    await w.findAll('[role="option"]')[3]!.trigger('click')
    expect(said.text()).toBe(page.get('.card-name').text())
  })
})
