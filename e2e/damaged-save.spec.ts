/**
 * A short player journey about saves, from a fresh profile and driven as a new player drives the
 * game: a damaged save is replaced by its backup. The api is only read, to check what the
 * screens claim, or used to set a damaged file up while the app is stopped. The journeys that
 * play matches (a win paid and kept, a lost or forfeited wager, a match resumed after a quit)
 * are in journeys.slow.spec.ts.
 */
import { expect, screenshot, test } from './fixtures'
import { expectAccessible } from './fixtures/audit'
import { credits, newGame, reduceMotion, screen } from './fixtures/player'
import { damageProfile, profilePath, savedFiles } from './fixtures/saves'

test('a damaged save on launch: the backup is loaded and the player is told', async ({ app }) => {
  let page = app.page
  await reduceMotion(page)
  await newGame(page, 'Dace')
  // Two purchases: the backup then holds the state after the first.
  await page.locator('.location').first().getByRole('button', { name: 'Trader' }).click()
  await expect(page.locator(screen('Shop'))).toBeVisible()
  await page.locator('[data-test="buy--1"]').click()
  await page.locator('[data-test="dialog-confirm"]').click()
  await expect(page.locator('[data-test="deal-done"]')).toBeVisible()
  const afterFirst = await credits(app)
  await page.locator('[data-test="buy--2"]').click()
  await page.locator('[data-test="dialog-confirm"]').click()
  // the card named as its face shows it, with a minus sign
  await expect(page.locator('[data-test="deal-done"]')).toContainText('\u22122')

  await app.stop()
  await damageProfile(app.dataDir, 1)
  page = await app.start()

  const notice = page.locator('[data-test="notice"]')
  // the player learns what was lost and where the damaged file is
  await expect(notice.first()).toContainText('its backup was loaded')
  await expect(notice.first()).toContainText('the last change saved before that may be lost')
  await expect(notice.first()).toContainText(app.dataDir)
  await screenshot(page, 'journey-damaged-save-notice')
  await expectAccessible(page, 'the title with its notice')
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  expect(await credits(app)).toBe(afterFirst)
  const collection = await app.call('collection.get')
  expect(collection.ok && collection.value['-1']).toBe(1)
  expect(collection.ok && collection.value['-2']).toBeUndefined()
  // the damaged file is kept aside, never deleted, and a good profile is back in place
  const files = await savedFiles(app.dataDir)
  expect(files.some((f) => f.startsWith('profile-1') && /corrupt/.test(f))).toBe(true)
  expect(files).toContain(profilePath(app.dataDir, 1).split(/[\\/]/).at(-1))
})
