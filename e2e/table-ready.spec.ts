/**
 * The table opens ready for the whole match, here the way a returning player reaches it (a new
 * session, Continue):
 * - straight from the title: the screen it was started from (here the quick match screen; a
 *   cantina's match lies on its cantina and the map) is placed beneath the table in the same
 *   step, never drawn or even fetched on the way (the map cost its code before the table's, and
 *   on a slow machine a flash of its loading line), and leaving the table lands there;
 * - with every typeface the game declares loaded (a browser fetches a face only when text first
 *   needs it; at the table that happened mid-round, and the whole table reflowed under the new
 *   face in one long layout, the renderer bench's longest task), each face declared once (a
 *   face in two style sheets is two faces, and the page fetched its file twice);
 * - with the result screen's code already fetched (loaded on demand, it left a moment after the
 *   last event with no screen on the page).
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { newSession, ON, screen, TABLE } from './fixtures/player'
import { startQuickMatch } from './fixtures/quick-match'

/** Every declared family and weight that is not yet loaded for the game's text, by name. */
function missingFaces(page: Page): Promise<string[]> {
  // a string: e2e code is type-checked without the DOM library
  return page.evaluate(`(() => {
    const specs = new Set()
    // a face may serve a range of weights ("500 600"): each end is checked
    document.fonts.forEach((f) => f.weight.split(' ').forEach((w) => specs.add(f.style + ' ' + w + ' 1em "' + f.family.replace(/^"|"$/g, '') + '"')))
    return [...specs].filter((spec) => !document.fonts.check(spec, 'AaZz09ÄäÖöÜüß'))
  })()`) as Promise<string[]>
}

/**
 * The faces declared more than once (family, weight, style and characters alike): the browser
 * keeps each declaration as a face of its own and fetched the same file for each.
 */
function facesDeclaredTwice(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const keys = []
    document.fonts.forEach((f) => keys.push([f.family, f.weight, f.style, f.unicodeRange].join(' ')))
    return [...new Set(keys.filter((k, i) => keys.indexOf(k) !== i))]
  })()`) as Promise<string[]>
}

/** Whether the page has fetched the named screen's code. */
function fetched(page: Page, view: string): Promise<boolean> {
  return page.evaluate(
    `performance.getEntriesByType('resource').some((r) => /${view}[-.][^/]*\\.js$/.test(r.name))`,
  ) as Promise<boolean>
}

test('Continue opens the table ready: no map on the way, every typeface, the result code', async ({
  page,
}) => {
  await startQuickMatch(page, 'Vessa Tal')

  // a closed tab, a new session: every screen drawn from now on is written down
  await newSession(page)
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.evaluate(`(() => {
    window.__screens = []
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes)
        if (n.nodeType === 1 && n.dataset.screen) window.__screens.push(n.dataset.screen)
    }).observe(document.querySelector('main.app'), { childList: true })
  })()`)
  await page.locator(`[data-test="continue"]${ON}`).click()
  await expect(page.locator(TABLE)).toBeVisible({ timeout: 20_000 })

  // at the table's first frame: every family and weight fonts.css declares, each once
  expect(await missingFaces(page)).toEqual([])
  expect(await facesDeclaredTwice(page)).toEqual([])
  const families = (await page.evaluate(
    `(() => { const s = new Set(); document.fonts.forEach((f) => s.add(f.family.replace(/^"|"$/g, ''))); return [...s].sort() })()`,
  )) as string[]
  // Display Figures: the display type's digits, Exo 2's (fonts.css: Orbitron's zero reads Ø)
  expect(families).toEqual(['Display Figures', 'Exo 2', 'Orbitron', 'Rajdhani'])
  await expect(page.locator(`${TABLE} [data-test="end-turn"]`)).toBeEnabled({ timeout: 20_000 })
  expect(await page.evaluate('window.__screens')).toEqual(['Table'])
  expect(await fetched(page, 'QuickMatchView')).toBe(false)
  // the result screen's code came in with the table, before the match ends
  await expect.poll(() => fetched(page, 'ResultView')).toBe(true)

  // the quick match screen is beneath the table all the same, and the title under it
  await page.locator(`${TABLE} [data-test="menu"]`).click()
  await page.locator('[data-test="table-menu"] [data-test="leave"]').click()
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  expect(await fetched(page, 'QuickMatchView')).toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
})
