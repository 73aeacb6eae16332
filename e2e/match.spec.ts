import { test, expect, screenshot } from './fixtures'
import { RESULT, settled } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * Leaving a quick match by keyboard: the Esc menu's forfeit warns about the stake, then ends the
 * match as a loss. The whole match played to the end by keyboard, with every animation, is in
 * match.slow.spec.ts.
 */

test('forfeit from the Esc menu warns about the stake and ends the match', async ({ app }) => {
  const page = app.page
  await openQuickMatch(page, 'classic')
  await page.keyboard.press('Space')
  await settled(page)
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="table-menu"]')).toBeVisible()
  await screenshot(page, 'table-menu')
  await page.locator('[data-test="forfeit"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="forfeit-warning"]')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator(RESULT)).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  // the forfeit is said once, not again among the notes
  await expect(page.getByText('You forfeited the match.', { exact: true })).toHaveCount(1)
  // forfeited before a round was decided: no empty list of rounds
  await expect(page.locator('[data-test="result-rounds"]')).toHaveCount(0)
})
