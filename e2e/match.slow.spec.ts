import type { Page } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'
import { readTotal, RESULT, settled, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * A full quick match played to the end with the keyboard only, against the real host, with
 * every animation: the table offers only main's legal actions, animates the events and lands
 * on the result screen. A minute or more: part of the slow suite.
 */

// This match is about the animated table: every event plays, and a key skips it.
test.use({ reducedMotion: 'no-preference' })

/** The player's total as the table shows it once the events have played. */
async function myTotal(page: Page): Promise<number> {
  return readTotal(page)
}

test('a quick match played to the end by keyboard', async ({ app, cspViolations }) => {
  const page = app.page
  await openQuickMatch(page, 'classic')

  // While the opening plays, a key skips ahead; then it is our turn.
  await page.keyboard.press('Space')
  await settled(page)
  await expect(page.locator('[data-test="turn-light"]')).toHaveAttribute('data-whose', 'you')
  await expect(page.locator('[data-test="my-table"] [data-test="slot"]')).toHaveCount(9)
  await expect(page.locator('[data-test="my-hand"] .card-button')).toHaveCount(4)
  await expect(page.locator('[data-test="end-turn"]')).toHaveAttribute('title', /\(E\)/)
  await expect(page.locator('[data-test="stand"]')).toHaveAttribute('title', /\(S\)/)

  // The advisor answers with an action and a chance.
  await page.keyboard.press('h')
  await expect(page.locator('[data-test="hint-action"]')).toBeVisible()
  await page.keyboard.press('Escape')

  let shotTaken = false
  for (let move = 0; move < 200; move++) {
    // Until the table waits for my move or the result shows, and only then is the table read:
    // between the last event and the result screen neither is on the page, and a read of the
    // table then would wait for the test's whole time limit.
    await waitForPlayer(page)
    if (await page.locator(RESULT).isVisible()) break
    await expect(page.locator('[data-test="turn-light"]')).toHaveAttribute('data-whose', 'you')
    const total = await myTotal(page)
    const mine = await page.locator('[data-test="my-table"] .slot.filled').count()
    if (!shotTaken && mine >= 2) {
      await screenshot(page, 'table-mid-round')
      shotTaken = true
    }
    // Over 20: try to come back with a playable hand card (key 1-4), flipping a ± card to minus.
    if (total > 20) {
      // the table says so in words, and whether a card in hand brings the total back
      await expect(page.locator('[data-test="over-note"]')).toHaveText(
        /^Over 20(: play a card that brings you back, or you bust\.|, and no card you may still play brings you back: this round is lost\.)$/,
      )
      const cards = page.locator('[data-test="my-hand"] .card-button')
      const count = await cards.count()
      for (let i = 0; i < count; i++) {
        const code = (await cards.nth(i).getAttribute('data-code')) ?? ''
        if (code.startsWith('±')) {
          await page.locator(`[data-test="my-hand"] .card-button`).nth(i).hover()
          await page.keyboard.press('f')
        }
        if ((code.startsWith('-') || code.startsWith('±')) && (await cards.nth(i).isEnabled())) {
          await page.keyboard.press(String(i + 1))
          break
        }
      }
      await waitForPlayer(page)
      if (await page.locator(RESULT).isVisible()) break
    }
    const now = await myTotal(page)
    // over 20 the table stands on nothing (S says why): ending the turn is the bust
    await page.keyboard.press(now >= 17 && now <= 20 ? 's' : 'e')
  }

  await expect(page.locator(RESULT)).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('[data-test="result-title"]')).toHaveText(/Victory|Defeat/)
  await screenshot(page, 'match-result')
  expect(shotTaken).toBe(true)
  expect(cspViolations).toEqual([])
})
