/**
 * Short player journeys about money and saves, each from a fresh profile and driven as a new
 * player drives the game (keyboard and mouse): resigning forfeits the wager, a match left by
 * quitting resumes, a damaged save is replaced by its backup. The api is only read, to check
 * what the screens claim, or used to set a damaged file up while the app is stopped. The
 * journeys that play whole campaign matches are in journeys.slow.spec.ts.
 */
import { expect, screenshot, test } from './fixtures'
import {
  credits,
  creditsOf,
  newGame,
  playMatch,
  reduceMotion,
  RESULT,
  screen,
  sitDownWith,
  TABLE,
} from './fixtures/player'
import { damageProfile, profilePath, savedFiles } from './fixtures/saves'

const FIRST_OPPONENT = 'pip-odell'

test('resigning mid-match forfeits the wager', async ({ app }) => {
  const page = app.page
  await reduceMotion(page)
  await newGame(page, 'Rhee')
  const start = await credits(app)
  const { wager } = await sitDownWith(page, FIRST_OPPONENT, 3)
  const stake = creditsOf(wager)
  await page.locator('[data-test="start-match"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await playMatch(page, { strategy: 'simple', until: (moves) => moves >= 2 })

  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="table-menu"]')).toBeVisible()
  await page.locator('[data-test="forfeit"]').click()
  await expect(page.locator('[data-test="forfeit-warning"]')).toContainText(String(stake))
  await screenshot(page, 'journey-forfeit-warning')
  await page.keyboard.press('Enter')
  await expect(page.locator(RESULT)).toBeVisible()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  await expect(page.locator('.resigned')).toBeVisible()
  await screenshot(page, 'journey-forfeited')
  expect(await credits(app)).toBe(start - stake)
  const wallet = await app.call('wallet.get')
  const last = wallet.ok ? wallet.value.ledger.at(-1) : undefined
  expect(last).toMatchObject({ reason: 'wager-lost', amount: -stake })
  expect(last?.note).toEqual({ key: 'ledger.forfeited', params: { opponent: 'Pip Odell' } })
})

test('quitting mid-match and relaunching resumes the same match', async ({ app }) => {
  let page = app.page
  await reduceMotion(page)
  await newGame(page, 'Yoren')
  await sitDownWith(page, FIRST_OPPONENT, 1)
  await page.locator('[data-test="start-match"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await playMatch(page, { strategy: 'simple', until: (moves) => moves >= 3 })
  const before = await app.call('match.resume')
  if (!before.ok || !before.value) throw new Error('no match in progress')
  const myTable = page.locator('[data-test="my-table"] .slot.filled')
  const cardsBefore = await myTable.count()
  const totalBefore = await page
    .locator('[data-test="my-table"] [data-test="total-value"]')
    .innerText()
  await screenshot(page, 'journey-before-quit')

  page = await app.relaunch()
  // The save slot says a match is waiting; Continue goes straight back to the table.
  await expect(page.locator('[data-test="continue"]')).toBeVisible()
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await expect(page.locator('[data-test="end-turn"]')).toBeEnabled()
  await expect(page.locator('[data-test="my-table"] .slot.filled')).toHaveCount(cardsBefore)
  await expect(page.locator('[data-test="my-table"] [data-test="total-value"]')).toHaveText(
    totalBefore,
  )
  const after = await app.call('match.resume')
  expect(after.ok && after.value?.matchId).toBe(before.value.matchId)
  expect(after.ok && after.value?.view).toEqual(before.value.view)
  await screenshot(page, 'journey-resumed')
  // and the match goes on from there
  await page.keyboard.press('e')
  await expect
    .poll(async () => {
      const now = await app.call('match.resume')
      return now.ok ? JSON.stringify(now.value?.view ?? null) : ''
    })
    .not.toBe(JSON.stringify(before.value.view))
})

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
  await expect(page.locator('[data-test="deal-done"]')).toContainText('-2')

  await app.stop()
  await damageProfile(app.dataDir, 1)
  page = await app.start()

  const notice = page.locator('[data-test="notice"]')
  await expect(notice.first()).toContainText('last good copy was loaded')
  await screenshot(page, 'journey-damaged-save-notice')
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
