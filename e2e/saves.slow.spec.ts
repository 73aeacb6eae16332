/**
 * A match resumed after a reload ends like any other: the result screen's buttons work after a
 * quick match and after a campaign match (back to its cantina, Play again at the same table).
 * Part of the slow suite.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newSession, RESULT, screen, sitDownWith, TABLE } from './fixtures/player'
import { quickMatchScreen } from './fixtures/quick-match'

/** The table's menu -> Forfeit -> confirm: the result screen. */
async function forfeitAtTable(page: Page): Promise<void> {
  await page.click(`${TABLE} [data-test="menu"]`)
  await page.click('[data-test="table-menu"] [data-test="forfeit"]')
  await page.click('[data-test="table-menu"] [data-test="forfeit-confirm"]')
  await expect(page.locator(RESULT)).toBeVisible()
}

/** Reload the page (a closed tab, a crash) and pick the save up again with Continue. */
async function reloadAndContinue(page: Page): Promise<void> {
  await newSession(page)
  await page.click('[data-test="continue"]')
  await expect(page.locator(TABLE)).toBeVisible()
}

test('after a resumed match the result screen works as after any other', async ({ page }) => {
  await quickMatchScreen(page, 'Resumer')
  await page.click('[data-test="start-quick"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await reloadAndContinue(page)
  await forfeitAtTable(page)
  await expect(page.locator('[data-test="play-again"]')).toBeEnabled()
  await page.click('[data-test="result-back"]')
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()

  // A campaign match: back to its cantina, and Play again sits down at the same table.
  await page.keyboard.press('Escape')
  await page.click('[data-test="load"]')
  await page.click('[data-test="slot-1"] [data-test="load-slot"]')
  await sitDownWith(page, 'pip-odell')
  await page.click('[data-test="start-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await reloadAndContinue(page)
  await forfeitAtTable(page)
  await expect(page.locator('[data-test="result-back"]')).toContainText(/cantina/i)
  await page.click('[data-test="result-back"]')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.locator('[data-test="opponent-pip-odell"]').click()
  await page.click('[data-test="start-match"]')
  await forfeitAtTable(page)
  await page.click('[data-test="play-again"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await expect(page.locator(`${TABLE}`)).toContainText('Pip Odell')
})
