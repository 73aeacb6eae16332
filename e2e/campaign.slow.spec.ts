/**
 * The campaign from a new game: the first match against the first opponent played to
 * the end at the table, the credits changed by it, and the progress still there after the host
 * (or the desktop app) is quit and started again. The host's fixed seed makes it repeatable.
 * At the tournament's cantina with only the classic starter deck: the picker names the cards
 * those rules refuse, builds a deck of the player's own cards with one press, and play starts.
 */
import { expect, screenshot, test } from './fixtures'
import {
  creditsOf,
  newGame,
  ON,
  playMatch,
  reduceMotion,
  PURSE,
  screen,
  sitDownWith,
  TABLE,
} from './fixtures/player'
import { editProfile, openEveryCantina, setCollection } from './fixtures/saves'

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
  await expect(page.locator(PURSE)).toHaveText(
    new RegExp(after.value.credits.toLocaleString('en-US').replace(/,/g, '[,.\u202f\u00a0]?')),
  )
  await page.locator('[data-test^="enter-"]').first().click()
  await page.locator(`[data-test="opponent-${FIRST_OPPONENT}"]`).click()
  await expect(page.locator('[data-test="record"]')).toContainText(record)
  await screenshot(page, 'campaign-after-relaunch')
})

test('at the Gilded Circuit, one press builds a tournament deck of the player’s cards to play', async ({
  app,
}) => {
  let page = app.page
  await reduceMotion(page)
  await newGame(page, 'Vessa')
  // a player further on: every cantina open, and besides the starter, −3 and +6 twice each
  await app.stop()
  await editProfile(app.dataDir, 1, (data) => {
    openEveryCantina(data)
    setCollection(data, { '+1': 2, '+2': 2, '+3': 2, '+4': 2, '+5': 2, '-3': 2, '+6': 2 })
  })
  page = await app.start()
  await page.click('[data-test="continue"]')
  await page.click('[data-test="enter-gilded-circuit"]')
  await page.click('[data-test="opponent-vey-sarto"]')
  await expect(page.locator('[data-test="deck-none"]')).toHaveText(
    'Your deck “Starter deck” can’t be played here. These rules don’t allow +1 and +2.',
  )
  const sitDown = page.locator(`[data-test="start-match"]${ON}`)
  await expect(sitDown).toHaveCount(0)
  await page.click('[data-test="deck-build-for-rules"]')
  await expect(page.locator('.deck-picker .deck-name')).toHaveText('Starter deck (Tournament)')
  await expect(page.locator('[data-test="deck-option"]')).toBeChecked()
  await sitDown.click()
  await expect(page.locator(TABLE)).toBeVisible()
})
