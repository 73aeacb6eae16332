import { test, expect } from './fixtures'
import { settled, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * The table holds still as turns pass: the status under the turn light ("Your turn", "<name> is
 * thinking…") is one line or two depending on the name and the language, and its box is always
 * two lines tall, so the main deck and everything under it never jump when it changes. (A
 * status that wrapped used to move the deck by a line at every turn, which also made the
 * compositor redraw the middle of the table each time.)
 */

/** Runs in the page: notes the deck's top and the status's height at every change of status. */
const WATCH = `(() => {
  const seen = []
  window.__turnLight = seen
  const light = document.querySelector('[data-test="turn-light"]')
  const note = () => seen.push({
    whose: light.dataset.whose ?? null,
    text: light.querySelector('[data-test="status"]').textContent.trim(),
    deckTop: document.querySelector('[data-test="deck"]').getBoundingClientRect().top,
    statusHeight: light.querySelector('[data-test="status"]').getBoundingClientRect().height,
  })
  note()
  new MutationObserver(note).observe(light, { subtree: true, attributes: true, characterData: true, childList: true })
})()`

interface Seen {
  whose: string | null
  text: string
  deckTop: number
  statusHeight: number
}

test('the main deck stays put while the status changes with the turn', async ({ app }) => {
  const page = app.page
  // the smallest window, where an opponent's status wraps onto a second line
  await page.setViewportSize({ width: 960, height: 600 })
  await openQuickMatch(page, 'classic')
  await page.keyboard.press('Space')
  await settled(page)
  await page.evaluate(WATCH)
  await page.keyboard.press('e')
  await waitForPlayer(page)
  const seen = (await page.evaluate('window.__turnLight')) as Seen[]
  // the opponent's turn was shown, with another status than the player's
  expect(seen.some((s) => s.whose === 'them')).toBe(true)
  expect(new Set(seen.map((s) => s.text)).size).toBeGreaterThan(1)
  // and nothing moved: one deck position, one status height
  expect(new Set(seen.map((s) => s.deckTop))).toEqual(new Set([seen[0]?.deckTop]))
  expect(new Set(seen.map((s) => s.statusHeight))).toEqual(new Set([seen[0]?.statusHeight]))
})

/**
 * Forced colours (Windows high contrast) drop the turn light's glow and gradients, and Chromium
 * keeps a drawing's own colours in this mode: an arrow's side colour (gold) read as lit. The arrow
 * toward the seat to act is the only one filled, in the system's highlight; the other is outlined
 * in its grey for what is off; the lamp is lit in the highlight. Each change of turn is noted as it
 * is drawn, in the page, as the test above notes the deck.
 */
const WATCH_ARROWS = `(() => {
  const seen = []
  window.__arrows = seen
  const light = document.querySelector('[data-test="turn-light"]')
  const paint = (el) => ({ fill: getComputedStyle(el).fill, stroke: getComputedStyle(el).stroke })
  const note = () => seen.push({
    whose: light.dataset.whose ?? null,
    left: paint(light.querySelector('.arrow.left')),
    right: paint(light.querySelector('.arrow.right')),
    lamp: getComputedStyle(light.querySelector('.lamp')).backgroundColor,
  })
  note()
  new MutationObserver(note).observe(light, { subtree: true, attributes: true, childList: true })
})()`

/** Runs in the page: what the system's colours are in the scheme emulated now. */
const SYSTEM = `(() => {
  const probe = document.createElement('i')
  document.body.append(probe)
  const of = (c) => { probe.style.color = c; return getComputedStyle(probe).color }
  const out = { highlight: of('Highlight'), grey: of('GrayText') }
  probe.remove()
  return out
})()`

interface Paint {
  fill: string
  stroke: string
}
interface ArrowsSeen {
  whose: 'you' | 'them' | null
  left: Paint
  right: Paint
  lamp: string
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`forced colours (${colorScheme}): only the arrow toward the seat to act reads as lit`, async ({
    app,
  }) => {
    const page = app.page
    await page.emulateMedia({ forcedColors: 'active', colorScheme })
    await openQuickMatch(page, 'classic')
    await page.keyboard.press('Space')
    await settled(page)
    await page.evaluate(WATCH_ARROWS)
    await page.keyboard.press('e')
    await waitForPlayer(page)
    const system = (await page.evaluate(SYSTEM)) as { highlight: string; grey: string }
    const seen = (await page.evaluate('window.__arrows')) as ArrowsSeen[]
    expect(seen.some((s) => s.whose === 'you')).toBe(true)
    expect(seen.some((s) => s.whose === 'them')).toBe(true)
    const lit: Paint = { fill: system.highlight, stroke: system.highlight }
    const off: Paint = { fill: 'none', stroke: system.grey }
    for (const s of seen) {
      expect(s.left, `the left arrow, ${s.whose ?? 'nobody'} to act`).toEqual(
        s.whose === 'you' ? lit : off,
      )
      expect(s.right, `the right arrow, ${s.whose ?? 'nobody'} to act`).toEqual(
        s.whose === 'them' ? lit : off,
      )
      if (s.whose !== null) expect(s.lamp).toBe(system.highlight)
    }
  })
}
