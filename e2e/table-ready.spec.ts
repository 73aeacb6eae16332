/**
 * The table opens with every typeface the game declares already loaded. A browser fetches a
 * face only when text first needs it; at the table that happened mid-round, and the whole table
 * reflowed under the new face in one long layout (the renderer bench's longest task).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { TABLE } from './fixtures/player'

/** Every declared family and weight that is not yet loaded for the game's text, by name. */
function missingFaces(page: Page): Promise<string[]> {
  // a string: e2e code is type-checked without the DOM library
  return page.evaluate(`(() => {
    const specs = new Set()
    document.fonts.forEach((f) => specs.add(f.style + ' ' + f.weight + ' 1em "' + f.family.replace(/^"|"$/g, '') + '"'))
    return [...specs].filter((spec) => !document.fonts.check(spec, 'AaZz09ÄäÖöÜüß'))
  })()`) as Promise<string[]>
}

test('the table shows with every typeface loaded, so no text reflows mid-round', async ({
  page,
}) => {
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="slot-1"] [data-test="new-name"]').fill('Vessa Tal')
  await page.locator('[data-test="slot-1"] [data-test="create-slot"]').click()
  await page.locator('[data-test="tier-rookie"]').check()
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator(TABLE)).toBeVisible({ timeout: 20_000 })
  // at the table's first frame: the families of theme.css and table.css, every weight
  expect(await missingFaces(page)).toEqual([])
  const families = (await page.evaluate(
    `(() => { const s = new Set(); document.fonts.forEach((f) => s.add(f.family.replace(/^"|"$/g, ''))); return [...s].sort() })()`,
  )) as string[]
  expect(families).toEqual(['Exo 2', 'Orbitron', 'Rajdhani'])
})
