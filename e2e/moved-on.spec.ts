/**
 * Two tabs on one save: in the second the player stands, the round ends and the next is dealt,
 * while the first still shows the first round. A card the first tab then played went into the
 * new round, a position it never showed; main refuses it now, and the first tab is drawn where
 * the match stands and says the match moved on in another window.
 */
import { expect, screenshot, test } from './fixtures'
import { readTotal, screen, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

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
  const notice = page.locator('[data-test="error"]')
  await expect(notice).toContainText(
    'The match moved on in another window. Here is where it stands.',
  )
  await screenshot(page, 'moved-on')

  // main played nothing, and the first tab shows the match as main has it
  const now = await app.call('match.resume')
  expect(now.ok && now.value?.position).toBe(moved.value.position)
  expect(now.ok && now.value?.view).toEqual(moved.value.view)
  await waitForPlayer(page)
  expect(await readTotal(page)).toBe(moved.value.view.players[0].total)
  await other.close()
})
