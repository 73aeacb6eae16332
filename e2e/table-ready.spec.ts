/**
 * The table opens ready for the whole match: every typeface the game declares is loaded (a
 * browser fetches a face only when text first needs it; at the table that happened mid-round,
 * and the whole table reflowed under the new face in one long layout, the renderer bench's
 * longest task), and the result screen's code is already fetched (loaded on demand, it left a
 * moment after the last event with no screen on the page).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { startQuickMatch } from './fixtures/quick-match'

/** Every declared family and weight that is not yet loaded for the game's text, by name. */
function missingFaces(page: Page): Promise<string[]> {
  // a string: e2e code is type-checked without the DOM library
  return page.evaluate(`(() => {
    const specs = new Set()
    document.fonts.forEach((f) => specs.add(f.style + ' ' + f.weight + ' 1em "' + f.family.replace(/^"|"$/g, '') + '"'))
    return [...specs].filter((spec) => !document.fonts.check(spec, 'AaZz09ÄäÖöÜüß'))
  })()`) as Promise<string[]>
}

test('the table shows with every typeface loaded and the result screen fetched', async ({
  page,
}) => {
  await startQuickMatch(page, 'Vessa Tal')
  // at the table's first frame: the families of theme.css and table.css, every weight
  expect(await missingFaces(page)).toEqual([])
  const families = (await page.evaluate(
    `(() => { const s = new Set(); document.fonts.forEach((f) => s.add(f.family.replace(/^"|"$/g, ''))); return [...s].sort() })()`,
  )) as string[]
  expect(families).toEqual(['Exo 2', 'Orbitron', 'Rajdhani'])

  // the result screen's code came in with the table, before the match ends
  await expect
    .poll(() =>
      page.evaluate(
        `performance.getEntriesByType('resource').some((r) => /ResultView[-.][^/]*\\.js$/.test(r.name))`,
      ),
    )
    .toBe(true)
})
