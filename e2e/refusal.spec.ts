import { test, expect } from './fixtures'
import { overlaps } from './fixtures/boxes'
import { readTotal, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * The advisor's answer stands in the main deck's place and the line saying why a move is refused at the
 * foot of the strip between the tables. At the smallest windows a refusal must not hide the
 * advice the player asked for: both show whole, apart, inside the window.
 */
for (const [width, height] of [
  [960, 600],
  [720, 450],
] as const) {
  test(`a refused card leaves the advisor's answer readable at ${width}×${height}`, async ({
    app,
  }) => {
    const page = app.page
    await page.setViewportSize({ width, height })
    await openQuickMatch(page, 'classic')
    await waitForPlayer(page)
    // a starter hand is plus cards of at most 5 and a first total at most 10: no card makes 20,
    // so the table waits for the player again after it
    expect(await readTotal(page)).toBeLessThanOrEqual(10)
    await page.keyboard.press('1')
    await waitForPlayer(page)

    await page.keyboard.press('h')
    const advice = page.locator('[data-test="hint-panel"]')
    await expect(page.locator('[data-test="hint-reason"]')).not.toBeEmpty()
    // classic allows one side card a turn: the second is refused, and the line says why
    await page.keyboard.press('2')
    const line = page.locator('[data-test="refusal"] .words')
    await expect(line).toHaveAttribute('data-key', /./)
    await expect(advice).toBeVisible()

    const a = await advice.boundingBox()
    const r = await line.boundingBox()
    expect(a).not.toBeNull()
    expect(r).not.toBeNull()
    if (!a || !r) return
    expect(overlaps(a, r)).toBe(false)
    for (const box of [a, r]) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.y).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
      expect(box.y + box.height).toBeLessThanOrEqual(height)
    }
  })
}
