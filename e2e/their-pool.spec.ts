import type { Locator } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import { settled } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * The opponent's pool at a tournament table, by keyboard in the smallest window: four cards
 * chosen and brought, P opens their pool (all ten, public by the rules), clear of the player's
 * hand, the buttons and the opponent's hand; Esc closes it, and the menu stays shut.
 */
test.use({ viewport: { width: 960, height: 600 } })

/** Where a part lies on the page; it must be there. */
async function boxOf(part: Locator): Promise<Box> {
  const box = await part.boundingBox()
  expect(box, 'the part is on the page').not.toBeNull()
  return box as Box
}

test('the opponent’s pool opens with P over their table and closes with Esc', async ({ app }) => {
  const page = app.page
  await openQuickMatch(page, 'tournament')
  await expect(page.locator('[data-test="pool-0"]')).toBeFocused()
  for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
  await page.keyboard.press('Enter')
  await expect(page.locator('.choose-panel')).toHaveCount(0)
  await settled(page)
  await expect(page.locator('[data-test="end-turn"]')).toBeEnabled({ timeout: 20_000 })

  const button = page.locator('[data-test="their-pool-button"]')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('p')
  const strip = page.locator('[data-test="their-pool-strip"]')
  await expect(strip).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(strip.locator('[data-test="their-pool-card"]')).toHaveCount(10)
  await expect(strip.getByRole('heading')).toHaveText(/Deckhand Wendel's side deck/i)

  // on screen whole, and over none of what the player plays with
  const window = { x: 0, y: 0, width: 960, height: 600 }
  const pool = await boxOf(strip)
  expect(within(pool, window)).toBe(true)
  const control = await boxOf(button)
  for (const part of ['my-hand', 'their-hand', 'end-turn', 'stand', 'hint', 'menu']) {
    const box = await boxOf(page.locator(`[data-test="${part}"]`))
    expect(overlaps(pool, box), `the pool lies clear of ${part}`).toBe(false)
    // the control lies in the room the opponent's hand row keeps under its cards
    if (part !== 'their-hand')
      expect(overlaps(control, box), `its control lies clear of ${part}`).toBe(false)
  }
  const hidden = page.locator('[data-test="their-hand"] [data-test="hidden-card"]')
  await expect(hidden).toHaveCount(4)
  for (const card of await hidden.all())
    expect(overlaps(control, await boxOf(card)), 'its control lies under their cards').toBe(false)
  await screenshot(page, 'table-their-pool-960')

  // Tab reaches its cards from the control, for their tips
  await button.focus()
  await page.keyboard.press('Tab')
  await expect(strip.locator('[data-test="their-pool-card"] .card').first()).toBeFocused()

  await page.keyboard.press('Escape')
  await expect(strip).toHaveCount(0)
  await expect(page.locator('[data-test="table-menu"]')).toHaveCount(0)
  // the keyboard goes back to the control, not to the page
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
})
