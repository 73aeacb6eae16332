/**
 * An achievement's toast keeps one place on every screen it follows the player to: bought in the
 * shop, it is where it was on the map, the cantina, the result (the table draws none) and the
 * title, at the smallest usual window and a large one, and it never lies over the result's
 * buttons.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test, TITLE_SCREEN } from './fixtures'
import { overlaps, type Box } from './fixtures/boxes'
import { newGame, RESULT, screen, TABLE } from './fixtures/player'
import { allCardsBut, editProfile, setCollection } from './fixtures/saves'
import { painted } from './fixtures/painted'

const SIZES = [
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
] as const

/** The toast's box at each size, on the screen the page shows now. */
async function toastBoxes(page: Page, where: string): Promise<Box[]> {
  const toast = page.locator('[data-test="notice"]', { hasText: 'Collector' })
  const boxes: Box[] = []
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    const box = await toast.boundingBox()
    if (!box) throw new Error(`the toast is not shown on ${where} at ${size.width}x${size.height}`)
    boxes.push(box)
    await screenshot(page, `notices-place-${where}-${size.width}x${size.height}`)
  }
  return boxes
}

/** Two boxes the same, to the pixel's rounding. */
function expectSameBox(actual: Box, expected: Box, label: string): void {
  for (const edge of ['x', 'y', 'width', 'height'] as const)
    expect.soft(Math.abs(actual[edge] - expected[edge]), `${label}: ${edge}`).toBeLessThanOrEqual(1)
}

test('an achievement’s toast is in the same place on every screen it follows the player to', async ({
  app,
}) => {
  let page = app.page
  await newGame(page, 'Corrin')
  await app.stop()
  // every card but -1: buying it completes the collection and unlocks the collector
  await editProfile(app.dataDir, 1, (data) => setCollection(data, allCardsBut('-1')))
  page = await app.start()
  // click events alone, no key and no press of the pointer: a notice's few seconds start at the
  // next key or press, so it stays while it is measured
  const go = (selector: string) => page.locator(selector).first().dispatchEvent('click')
  await go('[data-test="continue"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.locator('.location').first().getByRole('button').last().dispatchEvent('click')
  await expect(page.locator(screen('Shop'))).toBeVisible()
  await go('[data-test="buy--1"]')
  await go('[data-test="dialog-confirm"]')
  await expect(page.locator('[data-test="notice"]', { hasText: 'Collector' })).toBeVisible()
  const shop = await toastBoxes(page, 'shop')

  const seen: Record<string, Box[]> = {}
  await go(`${screen('Shop')} [data-test="back"]`)
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  seen.map = await toastBoxes(page, 'map')
  await go('[data-test^="enter-"]')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  seen.cantina = await toastBoxes(page, 'cantina')
  // the table has no room for it: it waits, and the clicks that forfeit do not start its time
  await go('[data-test="start-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await expect(page.locator('[data-test="notice"]')).toHaveCount(0)
  await page.click(`${TABLE} [data-test="menu"]`)
  await page.click('[data-test="table-menu"] [data-test="forfeit"]')
  await page.click('[data-test="table-menu"] [data-test="forfeit-confirm"]')
  await expect(page.locator(RESULT)).toBeVisible()
  seen.result = await toastBoxes(page, 'result')
  // on the result it lies under the card, clear of every button of its foot
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    const toast = await page.locator('[data-test="notice"]').boundingBox()
    for (const button of await page.locator(`${RESULT} button`).all()) {
      const box = await button.boundingBox()
      const name = await button.getAttribute('data-test')
      if (toast && box)
        expect.soft(overlaps(toast, box), `the toast covers ${name} at ${size.width}`).toBe(false)
    }
  }
  await go('[data-test="result-title-button"]')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  seen.title = await toastBoxes(page, 'title')

  for (const [where, boxes] of Object.entries(seen))
    SIZES.forEach((size, i) =>
      expectSameBox(
        boxes[i]!,
        shop[i]!,
        `the toast on the ${where} against the shop at ${size.width}x${size.height}`,
      ),
    )
  // and it is at the window's foot, on its left
  SIZES.forEach((size, i) => {
    const box = shop[i]!
    expect(box.y + box.height).toBeGreaterThan(size.height - 0.05 * size.height)
    expect(box.x + box.width).toBeLessThan(size.width / 2)
  })
})
