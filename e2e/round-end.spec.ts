import { test, expect } from './fixtures'
import type { Page } from '@playwright/test'
import { ON, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * A round's end is a moment at the table: with the cards moving, its banner holds the table
 * before the next deal and says who took the round, why and the score ("Rounds 0–1"); a key
 * moves on at once, and the player plays the next round as before. The player here stands on 17
 * or more and ends the turn otherwise, by keyboard, until a round has ended.
 */
// the cards move (the system asks for no less motion), at the settings' fastest speed: every
// moment still plays, in half the time
test.use({ reducedMotion: 'no-preference' })

/** After a move: whether a round's end banner came up before the table waited for the player. */
async function roundEndShown(page: Page): Promise<boolean> {
  const ended = page.locator('[data-test="banner-detail"]', { hasText: /Rounds \d–\d/ })
  const waiting = page.locator(
    `${TABLE} .console[data-presenting="false"] [data-test="end-turn"]${ON}`,
  )
  await expect(ended.or(waiting).first()).toBeVisible({ timeout: 20_000 })
  return ended.isVisible()
}

test('a round’s end says why and the score, and a key moves on to the next round', async ({
  app,
}) => {
  expect((await app.call('settings.update', { animationSpeed: 2 })).ok).toBe(true)
  const page = app.page
  await page.reload()
  await openQuickMatch(page, 'classic')
  const banner = page.locator('[data-test="banner"]')
  const detail = banner.locator('[data-test="banner-detail"]')
  const round = page.locator('[data-test="round-label"]')
  for (let moves = 0; ; moves++) {
    expect(moves).toBeLessThan(40)
    await waitForPlayer(page)
    if ((await round.textContent())?.trim() !== 'Round 1') break
    const total = Number(
      (await page.locator('[data-test="my-table"] [data-test="total-value"]').textContent())
        ?.trim()
        .replace('\u2212', '-'),
    )
    await page.keyboard.press(total >= 17 && total <= 20 ? 's' : 'e')
    // the move that ends the round shows its banner before the next deal: read it there
    const ended = await roundEndShown(page)
    if (ended) {
      await expect(banner.locator('.text')).toHaveText(/round|replayed/i)
      await expect(detail).toHaveText(/^(.+) · Rounds \d–\d/)
      // the next round is not dealt under it yet; a key moves on
      await expect(round).toHaveText('Round 1')
      await page.keyboard.press('Space')
      await expect(detail.filter({ hasText: /Rounds \d–\d/ })).toHaveCount(0)
      await waitForPlayer(page)
      await expect(round).toHaveText('Round 2')
      return
    }
  }
  throw new Error('no round’s end was shown')
})
