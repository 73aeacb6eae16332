/**
 * The campaign from a new game: the first match against the first opponent played to
 * the end at the table, the credits changed by it, and the progress still there after the host
 * (or the desktop app) is quit and started again. The host's fixed seed makes it repeatable.
 */
import { expect, screenshot, test } from './fixtures'
import { creditsOf, newGame, playMatch, reduceMotion, screen, sitDownWith } from './fixtures/player'

const FIRST_OPPONENT = 'pip-odell'

test('a new game: the first campaign match is played, paid and kept across a relaunch', async ({
  app,
}) => {
  let page = app.page
  await reduceMotion(page)
  await newGame(page, 'Tamsin')
  const start = await app.call('wallet.get')
  if (!start.ok) throw new Error(start.error.key)
  await screenshot(page, 'campaign-new-game')

  // The first cantina's first table, with a stake two steps up the slider.
  const { wager } = await sitDownWith(page, FIRST_OPPONENT, 2)
  expect(creditsOf(wager)).toBeGreaterThan(0)
  await page.locator('[data-test="start-match"]').click()
  await expect(page.locator(screen('Table'))).toBeVisible()

  const played = await playMatch(page)
  if (!played) throw new Error('the match did not end')
  await screenshot(page, 'campaign-first-result')
  // The result screen says how many credits changed hands, and the wallet agrees.
  const delta = page.locator('[data-test="credits-delta"]')
  await expect(delta).toBeVisible()
  const after = await app.call('wallet.get')
  if (!after.ok) throw new Error(after.error.key)
  expect(after.value.credits).not.toBe(start.value.credits)
  expect(Math.sign(after.value.credits - start.value.credits)).toBe(
    played.outcome === 'won' ? 1 : -1,
  )
  const record = played.outcome === 'won' ? '1 won' : '1 lost'

  // Quit and start again: the save is continued from the title screen.
  page = await app.relaunch()
  await expect(page.locator('[data-test="continue"]')).toContainText('Tamsin')
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await expect(page.locator('[data-test="credits"] .numeric')).toHaveText(
    new RegExp(after.value.credits.toLocaleString('en-US').replace(/,/g, '[,.\u202f\u00a0]?')),
  )
  await page.locator('[data-test^="enter-"]').first().click()
  await page.locator(`[data-test="opponent-${FIRST_OPPONENT}"]`).click()
  await expect(page.locator('[data-test="record"]')).toContainText(record)
  await screenshot(page, 'campaign-after-relaunch')
})
