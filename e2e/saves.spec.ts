/**
 * The player's progress around the edges of a session: a match left open is never thrown away
 * by starting another (the player is asked), a page never acts on a profile another tab
 * switched to, a restart of the host is explained, a resumed match ends like any other, and a
 * new player is offered the tutorial.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { screen, TABLE } from './fixtures/player'

/** Title -> Quick match -> a new save slot -> the quick match screen. */
async function quickMatchScreen(page: Page, name: string): Promise<void> {
  await page.click('[data-test="quick"]')
  await page.fill('[data-test="slot-1"] [data-test="new-name"]', name)
  await page.click('[data-test="slot-1"] [data-test="create-slot"]')
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator('label', { hasText: 'Rookie' }).click()
}

/** The table's menu -> Leave the table. */
async function leaveTable(page: Page): Promise<void> {
  await page.click(`${TABLE} [data-test="menu"]`)
  await page.click('[data-test="table-menu"] [data-test="leave"]')
  await expect(page.locator(TABLE)).toHaveCount(0)
}

test('starting a match while one is open asks: return to it, or forfeit it as a loss', async ({
  page,
  app,
}) => {
  await quickMatchScreen(page, 'Dodger')
  await page.click('[data-test="start-quick"]')
  await leaveTable(page)
  const open = await app.call('match.resume')
  if (!open.ok || !open.value) throw new Error('the quick match should still be open')

  // Play again: main refuses until the player chooses, and the screen asks.
  await page.click('[data-test="start-quick"]')
  const dialog = page.locator('[data-test="open-match"]')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(open.value.opponent.name)
  await screenshot(page, 'saves-open-match')
  await page.click('[data-test="open-match-return"]')
  await expect(page.locator(TABLE)).toBeVisible()
  const returned = await app.call('match.resume')
  expect(returned.ok && returned.value?.matchId).toBe(open.value.matchId)

  // This time forfeit it: a new table, and the old match is a loss in the stats.
  await leaveTable(page)
  await page.click('[data-test="start-quick"]')
  await page.click('[data-test="open-match-forfeit"]')
  await expect(page.locator(TABLE)).toBeVisible()
  const now = await app.call('match.resume')
  expect(now.ok && now.value?.matchId).not.toBe(open.value.matchId)
  const stats = await app.call('stats.get')
  expect(stats.ok && stats.value).toMatchObject({ matches: 1, matchesWon: 0 })
})
