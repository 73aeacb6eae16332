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
