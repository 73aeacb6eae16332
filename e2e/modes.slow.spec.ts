/**
 * Whole hot-seat matches, passed between two people with the curtain checked at every
 * hand-over: a classic match (its second curtain saved as a screenshot) and a tournament match
 * (best of three sets: hands chosen by each person behind the curtain before every set, the set
 * winner's muck). A minute or more each: part of the slow suite.
 */
import { expect, screenshot, test } from './fixtures'
import { newProfile, playHotseat, startHotseat } from './fixtures/modes'
import { screen } from './fixtures/player'

test('hot-seat: a whole tournament match, hands chosen and hidden at every pass', async ({
  page,
  app,
}) => {
  await newProfile(page, 'en')
  const before = await app.call('wallet.get')
  await startHotseat(page, 'tournament')
  const curtains = await playHotseat(page)
  expect(curtains).toBeGreaterThan(5)
  await expect(page.locator('[data-test="result-title"]')).toContainText(/Maren|Jor/)
  // the result reads the match set by set: a row for each set played, under its name
  const rows = page.locator('[data-test="round-row"]')
  const sets = await rows.count()
  expect(sets).toBeGreaterThanOrEqual(2)
  expect(sets).toBeLessThanOrEqual(3)
  let setsWon = 0
  for (let n = 1; n <= sets; n++) {
    await expect(rows.nth(n - 1).locator('.label')).toHaveText(new RegExp(`Set ${n}`, 'i'))
    // the chips are the winner's, whoever held the screen last: they won two sets of three
    if (
      (await rows
        .nth(n - 1)
        .locator('.round.mine')
        .count()) === 3
    )
      setsWon++
  }
  expect(setsWon).toBe(2)
  // the sets' rounds on one grid: each set's n-th round right under the set's before it, as
  // wide, whatever the totals and the reasons under them
  const columns: string[][] = []
  for (const [r, row] of (await rows.all()).entries()) {
    const boxes = await row
      .locator('[data-test="round-chip"]')
      .evaluateAll((chips) =>
        chips.map((chip) => chip.getBoundingClientRect()).map((b) => `${b.left} ${b.width}`),
      )
    boxes.forEach((box, n) => (columns[n] ??= []).push(box))
    expect(boxes.length, `set ${r + 1}'s rounds`).toBeGreaterThan(0)
  }
  for (const [n, column] of columns.entries())
    expect(new Set(column).size, `round ${n + 1} of each set: ${column.join(' | ')}`).toBe(1)
  await screenshot(page, 'hotseat-tournament-result')
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
  await expect(page.locator('[data-test="result-title"]')).toContainText(/Maren|Jor/)
  // both names over the scores, the winner's first, and neither person's rounds in the red of
  // a round lost
  const winner = ((await page.locator('[data-test="result-title"]').textContent()) ?? '').trim()
  const first = winner.startsWith('Maren') ? 'Maren' : 'Jor'
  const second = first === 'Maren' ? 'Jor' : 'Maren'
  await expect(page.locator('[data-test="score-key"]')).toHaveText(`Totals ${first} – ${second}`)
  await expect(page.locator('[data-test="round-chip"].theirs')).toHaveCount(0)
  // one set: one row of rounds, no set named
  await expect(page.locator('[data-test="round-row"]')).toHaveCount(1)
  await expect(page.locator('[data-test="round-row"] .label')).toHaveText(/Rounds/i)
  // no credits changed hands
  expect(await app.call('wallet.get')).toEqual(before)

  // kept in the History under the two people, and replayed with both hands shown
  await page.locator('[data-test="result-title-button"]').click()
  await page.locator('[data-test="history"]').click()
  const row = page.locator('[data-test="watch"]').first()
  await expect(row).toHaveAccessibleName(/Jor/)
  await row.click()
  await expect(page.locator(screen('Replay'))).toBeVisible()
  await expect(page.locator('.screen-header')).toContainText('Maren against Jor')
  await page.locator('[data-test="replay-last"]').click()
  await expect(page.locator('[data-test="replay-verdict"]')).toContainText(/Maren|Jor/)
  await expect(page.locator('.replay').getByText(/hidden/i)).toHaveCount(0)
  await screenshot(page, 'hotseat-replay-en')
})
