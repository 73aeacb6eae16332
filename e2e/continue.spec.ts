/**
 * Continue goes straight back to a match left open: the campaign map it lies on is placed
 * beneath the table in the same step, never drawn or even fetched on the way (it cost the map's
 * code before the table's, and on a slow machine a flash of its loading line), and leaving the
 * table still lands there.
 */
import { expect, test } from './fixtures'
import { screen, TABLE } from './fixtures/player'
import { startQuickMatch } from './fixtures/quick-match'

test('Continue opens the open match without drawing the campaign map first', async ({ page }) => {
  await startQuickMatch(page, 'Vessa Tal')

  // a closed tab, a new session: every screen drawn from now on is written down
  await page.reload()
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.evaluate(`(() => {
    window.__screens = []
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes)
        if (n.nodeType === 1 && n.dataset.screen) window.__screens.push(n.dataset.screen)
    }).observe(document.querySelector('main.app'), { childList: true })
  })()`)
  await page.locator('[data-test="continue"]:not([disabled])').click()
  await expect(page.locator(`${TABLE} [data-test="end-turn"]`)).toBeEnabled({ timeout: 20_000 })
  expect(await page.evaluate('window.__screens')).toEqual(['Table'])
  const fetched = `performance.getEntriesByType('resource').some((r) => /CampaignView[-.][^/]*\\.js$/.test(r.name))`
  expect(await page.evaluate(fetched)).toBe(false)

  // the map is beneath the table all the same
  await page.locator(`${TABLE} [data-test="menu"]`).click()
  await page.locator('[data-test="table-menu"] [data-test="leave"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  expect(await page.evaluate(fetched)).toBe(true)
})
