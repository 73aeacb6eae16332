// @vitest-environment happy-dom
/**
 * A card's tip on the table is for the card the player is looking at. The keyboard resting on a
 * card of the board kept its tip open while the player played on by the table's keys, over the
 * card below it: a key that acts elsewhere closes it, and so does the board changing under it;
 * the focus coming to a card, or Enter on it, shows it again. Over the real api router on a
 * temporary data folder. Seed 57's classic deal gives the player the opening draw, 4.
 */
import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-card-tips', {
  profile: { slot: 1, name: 'Talon' },
})
const clock = useStoreClock()

/** The player's first card on their own table: the opening draw. */
function boardCard(w: VueWrapper): HTMLElement {
  return w.get<HTMLElement>('[data-test="my-table"] .placed').element
}

/**
 * Whether a card's tip shows for the keyboard, as CardTip's style decides it: the focus is on
 * the card and its tip has not been closed under it (`shut`).
 */
function tipShown(card: HTMLElement): boolean {
  const tip = card.closest('.card-tip')
  if (!tip) throw new Error('the card has no tip')
  return tip.contains(document.activeElement) && !tip.classList.contains('shut')
}

/** The focus moved to `control`, and the table drawn again. */
async function focus(control: HTMLElement): Promise<void> {
  control.focus()
  await settle()
}

/** A key pressed where the focus is: it reaches the card, then the table's keys on the window. */
async function press(key: string): Promise<void> {
  const at = document.activeElement ?? document.body
  at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await settle()
}

describe('a card’s tip on the board', () => {
  it('closes as the player acts by a key that is not about the card, opens as the focus comes back', async () => {
    const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    const card = boardCard(w)
    await focus(card)
    expect(tipShown(card)).toBe(true)

    // H asks the advisor: the key acts, and the tip gives way to what it opened
    await press('h')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(true)
    expect(document.activeElement).toBe(card)
    expect(tipShown(card)).toBe(false)
    // still the card's description for a screen reader, closed or not
    const tipId = card.getAttribute('aria-describedby')
    expect(tipId).toBeTruthy()
    expect(document.getElementById(tipId ?? '')?.textContent).toContain('4')

    // Enter on the card is about the card: its tip again, for a player by keyboard alone
    await press('Enter')
    expect(tipShown(card)).toBe(true)
    // a modifier pressed alone acts on nothing
    await press('Shift')
    expect(tipShown(card)).toBe(true)

    // Esc closes the advisor: a table key again, the tip closes with it
    await press('Escape')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(false)
    expect(tipShown(card)).toBe(false)
    // the focus going on and coming back to the card shows it
    await focus(w.get<HTMLElement>('[data-test="end-turn"]').element)
    await focus(card)
    expect(tipShown(card)).toBe(true)
  })

  it('closes as the board changes under it, the card still focused', async () => {
    const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    const card = boardCard(w)
    await focus(card)
    expect(tipShown(card)).toBe(true)
    // the turn ended from elsewhere (a click, a pad): the opponent plays, the next card is dealt
    const before = w.findAll('[data-test="their-table"] .placed').length
    expect(await useMatchStore().act({ type: 'end' })).toBe(true)
    await settle()
    expect(w.findAll('[data-test="their-table"] .placed').length).toBeGreaterThan(before)
    expect(document.activeElement).toBe(card)
    expect(tipShown(card)).toBe(false)
    // the next look at it, from another card, opens it
    await focus(w.get<HTMLElement>('[data-test="their-table"] .placed').element)
    expect(tipShown(card)).toBe(false)
    await focus(card)
    expect(tipShown(card)).toBe(true)
  })
})

describe('a hand card’s tip', () => {
  it('closes as the player plays on by other keys, and stays shut through the next turns', async () => {
    const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    const card = w.get<HTMLElement>('[data-test="hand-card-4"]').element
    await focus(card)
    expect(tipShown(card)).toBe(true)

    // another card's number plays that card: the keyboard stays here, the tip closes
    await press('1')
    expect(w.findAll('[data-test="played-place"]')).toHaveLength(1)
    expect(document.activeElement).toBe(card)
    expect(tipShown(card)).toBe(false)

    // Enter on the card is about the card: its tip says why it cannot be played now
    await press('Enter')
    expect(tipShown(card)).toBe(true)
    const tipId = card.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(tipId)?.textContent).toContain('already played a side card')

    // E ends the turn: the opponent plays, the next card is dealt, and the tip stays shut
    const mine = w.findAll('[data-test="my-table"] .placed').length
    await press('e')
    expect(w.findAll('[data-test="my-table"] .placed').length).toBeGreaterThan(mine)
    expect(document.activeElement).toBe(card)
    expect(tipShown(card)).toBe(false)

    // the focus coming back to the card shows it again
    await focus(w.get<HTMLElement>('[data-test="end-turn"]').element)
    await focus(card)
    expect(tipShown(card)).toBe(true)
  })
})
