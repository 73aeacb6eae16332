import type { Page } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'

/**
 * Leaving a quick match by keyboard: the Esc menu's forfeit warns about the stake, then ends the
 * match as a loss. The whole match played to the end by keyboard, with every animation, is in
 * match.slow.spec.ts.
 */

const TABLE = '[data-screen="Table"]'

/** Reaches a classic quick match: new save slot, quick match screen, start. */
async function openQuickMatch(page: Page, rules: 'classic' | 'tournament' | 'cantina') {
  await page.locator('[data-test="quick"]').focus()
  await page.keyboard.press('Enter')
  const name = page.locator('[data-test="new-name"]').first()
  await name.focus()
  await page.keyboard.type('Keyboard Kid')
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="start-quick"]')).toBeVisible()
  await page.locator(`[data-test="rules-${rules}"]`).focus()
  await page.keyboard.press('Space')
  // the rookie answers at once: the test measures the table, not the AI's search
  await page.locator('[data-test="tier-rookie"]').focus()
  await page.keyboard.press('Space')
  await page.locator('[data-test="start-quick"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(TABLE)).toBeVisible()
}

/** Skips the animations with Space (a key, like a click, skips the current one) until the table waits. */
async function settled(page: Page): Promise<void> {
  const busy = page.locator(`${TABLE} .console[data-presenting="true"]`)
  for (let i = 0; i < 400; i++) {
    if (!(await page.locator(TABLE).isVisible())) return
    if (!(await busy.isVisible())) return
    await page.keyboard.press('Space')
  }
  throw new Error('the table never stopped animating')
}

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
  await expect(page.locator('[data-screen="Result"]')).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  // the forfeit is said once, not again among the notes
  await expect(page.getByText('You forfeited the match.', { exact: true })).toHaveCount(1)
})
