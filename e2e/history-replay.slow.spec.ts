/**
 * The match history in Chromium against the browser host: a quick match played at the table
 * is kept, History lists it, and its replay steps by the buttons and the arrow keys while the
 * master's review arrives (the match is played whole: part of the slow suite). The screenshots
 * of both screens in English and German are taken by history.slow.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { playMatch, reduceMotion, screen, TABLE } from './fixtures/player'

const step = (page: Page) => page.locator('[data-test="replay-step"]')

/** Title -> quick match in a new slot -> a classic match against the rookie, played out. */
async function playQuickMatch(page: Page): Promise<'won' | 'lost'> {
  await reduceMotion(page)
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="slot-1"] [data-test="new-name"]').fill('Vessa Tal')
  await page.locator('[data-test="slot-1"] [data-test="create-slot"]').click()
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator('[data-test="tier-rookie"]').check()
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  const played = await playMatch(page, { strategy: 'simple' })
  if (!played) throw new Error('the match did not end')
  await page.locator('[data-test="result-title-button"]').click()
  await expect(page.locator(screen('Title'))).toBeVisible()
  return played.outcome
}

test('a finished quick match is kept, listed and replayed step by step', async ({ page }) => {
  const outcome = await playQuickMatch(page)

  await page.locator('[data-test="history"]').click()
  await expect(page.locator(screen('History'))).toBeVisible()
  const lines = page.locator('[data-test="history-line"]')
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toHaveAttribute('data-result', outcome)
  // the filters ask main again: the other result lists nothing
  await page
    .locator(`[data-test="filter-result"] input[value="${outcome === 'won' ? 'lost' : 'won'}"]`)
    .check({ force: true })
  await expect(lines).toHaveCount(0)
  await expect(page.locator('[data-test="history-empty"]')).toBeVisible()
  await page.locator(`[data-test="filter-result"] input[value="${outcome}"]`).check({ force: true })
  await expect(lines).toHaveCount(1)

  await lines.first().locator('[data-test="watch"]').click()
  await expect(page.locator(screen('Replay'))).toBeVisible()
  await expect(step(page)).toHaveAttribute('data-at', '0')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(step(page)).toHaveAttribute('data-at', '2')
  await page.keyboard.press('ArrowLeft')
  await expect(step(page)).toHaveAttribute('data-at', '1')
  await page.locator('[data-test="replay-next"]').click()
  await expect(step(page)).toHaveAttribute('data-at', '2')
  await page.keyboard.press('End')
  await expect(page.locator('[data-test="replay-verdict"]')).toBeVisible()
  await expect(page.locator('[data-test="replay-next"]')).toBeDisabled()
  // the master's review arrives while the screen stays usable
  await expect(page.locator('[data-test="review"]')).toHaveAttribute('data-status', 'ready', {
    timeout: 60_000,
  })
  await expect(page.locator('[data-test="review-accuracy"]')).toBeVisible()
  await page.keyboard.press('Home')
  await expect(step(page)).toHaveAttribute('data-at', '0')
  // Esc goes back to the list
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('History'))).toBeVisible()
})
