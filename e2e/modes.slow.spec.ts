/**
 * A whole tournament hot-seat match (best of three sets: hands chosen by each person behind the
 * curtain before every set, the set winner's muck), with the curtain checked at every hand-over.
 * A minute or more: part of the slow suite.
 */
import { expect, test } from './fixtures'
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
