/**
 * The table centre's words at the smallest usual window (960×600): the side-card rule, who opens
 * and the last round's note are large enough to read (at least 12px; at 10px a new player could
 * not), and, larger, they still stay in the strip between the two tables, in English and German.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { overlaps, type Box } from './fixtures/boxes'
import { switchToGerman, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

interface Words {
  note: string
  text: string
  px: number
  /** the box of the words themselves (a phrase kept whole may run past its note's box) */
  box: Box | null
}

/** Each centre note's text, font size and the box its words take (a string: no DOM types here). */
function centreWords(page: Page): Promise<Words[]> {
  return page.evaluate(`['side-note', 'opener', 'last-round'].map((note) => {
    const el = document.querySelector('[data-test="' + note + '"]')
    if (!el) return { note, text: '', px: 0, box: null }
    const range = document.createRange()
    range.selectNodeContents(el)
    const box = range.getBoundingClientRect().toJSON()
    return { note, text: el.textContent.trim(), px: parseFloat(getComputedStyle(el).fontSize), box }
  })`)
}

/** The boxes the words must keep clear of: both 3×3 tables. */
async function tables(page: Page): Promise<Box[]> {
  const boxes = await Promise.all(
    ['my-table', 'their-table'].map((t) =>
      page.locator(`[data-test="${t}"] [data-test="grid"]`).boundingBox(),
    ),
  )
  return boxes.filter((b): b is Box => b !== null)
}

/** Checks every note shown now: readable, in the window, clear of both tables. */
async function readable(page: Page): Promise<string[]> {
  const grids = await tables(page)
  expect(grids).toHaveLength(2)
  const shown = (await centreWords(page)).filter((w) => w.text !== '')
  for (const words of shown) {
    expect(words.px, `${words.note} "${words.text}"`).toBeGreaterThanOrEqual(12)
    const box = words.box!
    expect(box.x, words.text).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, words.text).toBeLessThanOrEqual(960)
    for (const grid of grids) expect(overlaps(box, grid), words.text).toBe(false)
  }
  return shown.map((w) => w.note)
}

for (const language of ['en', 'de'] as const) {
  test(`the centre's words read at 960×600 and stay in the strip (${language})`, async ({
    app,
  }) => {
    const page = app.page
    await page.setViewportSize({ width: 960, height: 600 })
    if (language === 'de') await switchToGerman(page)
    await openQuickMatch(page, 'classic')
    await waitForPlayer(page)
    expect(await readable(page)).toContain('side-note')
    // standing at once ends the round as soon as the rookie stands or busts: then the last
    // round's note is on the table too
    const round = page.locator('[data-test="round-label"]')
    const first = await round.innerText()
    await page.locator('[data-test="stand"]').click()
    await expect(async () => {
      await waitForPlayer(page)
      expect(await round.innerText()).not.toBe(first)
    }).toPass()
    expect(await readable(page)).toEqual(expect.arrayContaining(['side-note', 'last-round']))
    await screenshot(page, `table-words-960-${language}`)
  })
}
