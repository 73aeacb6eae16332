/**
 * Two tabs on one save: in the second the player stands, the round ends and the next is dealt,
 * while the first still shows the first round. A card the first tab then played went into the
 * new round, a position it never showed; main refuses it now, and the first tab is drawn where
 * the match stands and says the match moved on in another window: a notice that covers no
 * button and no hand card at any size, and goes with the player's next move, nothing dismissed.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { expectAccessible } from './fixtures/audit'
import { overlaps, type Box } from './fixtures/boxes'
import { readTotal, screen, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'
import { painted } from './fixtures/painted'

const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/**
 * The table's visible buttons and hand cards (`seen`, so a test sees it looked at them), and
 * those of them `box` lies over, by their test names.
 */
async function coveredBy(page: Page, box: Box): Promise<{ seen: number; covered: string[] }> {
  const covered: string[] = []
  let seen = 0
  const controls = page.locator(`${TABLE} button, ${TABLE} [data-test^="hand-card-"]`)
  for (const control of await controls.all()) {
    const at = (await control.isVisible()) ? await control.boundingBox() : null
    if (!at) continue
    seen++
    if (overlaps(box, at)) covered.push((await control.getAttribute('data-test')) ?? '?')
  }
  return { seen, covered }
}

test('a tab behind the match is told and redrawn, and its move is not played', async ({
  page,
  app,
  target,
}) => {
  test.skip(target !== 'web', 'one window in the desktop app')
  await openQuickMatch(page, 'classic')
  await waitForPlayer(page)
  const firstRound = await readTotal(page)

  // A second tab of the same browser picks the match up and stands.
  const other = await page.context().newPage()
  await other.goto(app.url as string)
  await other.click('[data-test="continue"]')
  await expect(other.locator(screen('Table'))).toBeVisible()
  await waitForPlayer(other)
  await other.keyboard.press('s')
  await expect
    .poll(async () => {
      const open = await app.call('match.resume')
      return open.ok ? (open.value?.view.round ?? 0) : 0
    })
    .toBeGreaterThan(1)
  await waitForPlayer(other)
  const moved = await app.call('match.resume')
  if (!moved.ok || !moved.value) throw new Error('the match should still be open')

  // The first tab still shows round 1, and plays its second hand card.
  expect(await readTotal(page)).toBe(firstRound)
  await page.keyboard.press('2')
  const notice = page.locator('[data-test="notice"]')
  await expect(notice).toContainText(
    'The match moved on in another window. Here is where it stands.',
  )
  // information, not an error: nothing in the danger strip, nothing to dismiss
  await expect(page.locator('[data-test="error"]')).toHaveCount(0)
  await screenshot(page, 'moved-on')
  await expectAccessible(page, 'the table with its notice')

  // main played nothing, and the first tab shows the match as main has it
  const now = await app.call('match.resume')
  expect(now.ok && now.value?.position).toBe(moved.value.position)
  expect(now.ok && now.value?.view).toEqual(moved.value.view)
  await waitForPlayer(page)
  expect(await readTotal(page)).toBe(moved.value.view.players[0].total)
  await other.close()

  // at every size the notice lies clear of the buttons and the hand
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    const box = await notice.boundingBox()
    if (!box) throw new Error(`no notice at ${size.width}x${size.height}`)
    // End turn, Stand, Hint, Menu and the four hand cards at least
    const { seen, covered } = await coveredBy(page, box)
    expect(seen).toBeGreaterThanOrEqual(8)
    expect(covered, `${size.width}x${size.height}`).toEqual([])
    await screenshot(page, `moved-on-${size.width}x${size.height}`)
  }

  // the player plays on at once: a hand card clicked (nothing over it) is played
  const hand = page.locator('[data-test^="hand-card-"]')
  const held = await hand.count()
  await page.locator('[data-test="hand-card-1"]').click()
  await expect(hand).toHaveCount(held - 1)
  await expect(notice).toHaveCount(0)
})
