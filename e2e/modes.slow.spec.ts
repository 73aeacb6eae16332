/**
 * Whole hot-seat matches, passed between two people with the curtain checked at every
 * hand-over: a classic match (its second curtain saved as a screenshot) and a tournament match
 * (best of three sets: hands chosen by each person behind the curtain before every set, the set
 * winner's muck). A minute or more each: part of the slow suite.
 */
import { expect, screenshot, test } from './fixtures'
import { newProfile, playHotseat, startHotseat } from './fixtures/modes'

test('hot-seat: a whole tournament match, hands chosen and hidden at every pass', async ({
  page,
  app,
}) => {
  await newProfile(page, 'en')
  const before = await app.call('wallet.get')
  await startHotseat(page, 'tournament')
  const curtains = await playHotseat(page)
  expect(curtains).toBeGreaterThan(5)
  await expect(page.locator('[data-test="result-title"]')).toContainText(/Mira|Jor/)
  const after = await app.call('wallet.get')
  expect(after).toEqual(before)
})

test('hot-seat: a whole classic match between two people, hands hidden at every pass', async ({
  page,
  app,
}) => {
  await newProfile(page, 'en')
  const before = await app.call('wallet.get')
  await startHotseat(page, 'classic')
  const curtains = await playHotseat(page, async (n) => {
    if (n === 2) await screenshot(page, 'hotseat-curtain-en')
  })
  expect(curtains).toBeGreaterThan(3)
  await expect(page.locator('[data-test="result-title"]')).toContainText(/Mira|Jor/)
  // no credits changed hands
  expect(await app.call('wallet.get')).toEqual(before)
})
