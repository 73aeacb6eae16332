/**
 * The daily challenge across two calendar days, through the browser host's `--today`: the
 * first day's counted attempt, lost, becomes a past day on the second, which deals afresh and
 * counts a new attempt. Two relaunches: part of the slow suite (web only; the desktop app reads
 * the player's real clock).
 */
import { expect, screenshot, test } from './fixtures'
import { newProfile } from './fixtures/modes'
import { RESULT, screen, TABLE } from './fixtures/player'

const DAILY = screen('Daily')

test('the daily on two days: yesterday lost is a past day, today deals afresh', async ({
  page,
  app,
}) => {
  test.skip(app.target !== 'web', 'only the browser host pins the calendar day')
  await app.relaunch({ today: '2026-12-05' })
  await newProfile(page, 'en')
  await page.keyboard.press('Escape')
  await page.locator('[data-test="daily"]').click()
  await expect(page.locator(DAILY)).toBeVisible()
  const first = await app.call('daily.get')
  expect(first.ok && first.value.today.date).toBe('2026-12-05')
  await page.locator('[data-test="daily-play"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await page.locator('[data-test="menu"]').click()
  await page.locator('[data-test="forfeit"]').click()
  await page.locator('[data-test="forfeit-confirm"]').click()
  await expect(page.locator(RESULT)).toBeVisible()
  await page.locator('[data-test="result-back"]').click()
  await expect(page.locator('[data-test="daily-attempt"]')).toHaveAttribute('data-attempt', 'lost')
  // the loss says when the next deal comes: the pinned day's tomorrow
  await expect(page.locator('[data-test="daily-next"]')).toContainText('December 6')

  // the next day: the host's calendar moves on, the save is the same
  await app.relaunch({ today: '2026-12-06' })
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.keyboard.press('Escape')
  await page.locator('[data-test="daily"]').click()
  await expect(page.locator(DAILY)).toBeVisible()
  await expect(page.locator('[data-test="daily-attempt"]')).toHaveAttribute('data-attempt', 'none')
  await expect(page.locator('[data-test="daily-prize"]')).toBeVisible()
  const past = page.locator('[data-test="daily-days"] li')
  await expect(past).toHaveCount(1)
  await expect(past.first()).toHaveAttribute('data-result', 'lost')
  await expect(past.first()).toContainText('Dec 5, 2026')
  const second = await app.call('daily.get')
  if (!second.ok) throw new Error('daily.get failed')
  expect(second.value.today.date).toBe('2026-12-06')
  expect(second.value.days.map((day) => day.date)).toEqual(['2026-12-05'])
  await screenshot(page, 'daily-second-day')
  // today's start is counted, as the first day's was
  await page.locator('[data-test="daily-play"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  const started = await app.call('match.resume')
  expect(started.ok && started.value?.daily).toEqual({ date: '2026-12-06', counted: true })
})
