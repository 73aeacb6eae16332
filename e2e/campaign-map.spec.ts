/**
 * The galaxy map after a champion's win: the cantina it opened is named in a line at the head
 * of the map's journal, with its Enter where the keyboard starts, and the whole fits the
 * smallest usual window in German, the longer language. Entered once, the line is gone. The words and the rule for
 * when a cantina stops being new are renderer/src/views/CampaignView.fresh.test.ts.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { within, type Box } from './fixtures/boxes'
import { newGame, screen, switchToGerman } from './fixtures/player'
import { editProfile } from './fixtures/saves'

/** An element's box as the page lays it out, or a failure naming what is missing. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not shown`)
  return box
}

test('the map names the cantina a champion’s win opened, and it fits 960x600 in German', async ({
  app,
}) => {
  let page = app.page
  await newGame(page, 'Oriella')
  await switchToGerman(page)
  await app.stop()
  // as Sister Kell's fall leaves the save: two regulars and her beaten, the Dune Lantern open
  await editProfile(app.dataDir, 1, (data) => {
    const won = { won: 1, lost: 0 }
    data.campaign = {
      ...(data.campaign as object),
      unlocked: ['rusted-anchor', 'dune-lantern'],
      records: { 'pip-odell': won, 'marla-quince': won, 'sister-kell': won },
      titles: [{ location: 'rusted-anchor' }],
    }
  })
  page = await app.start()
  await page.setViewportSize({ width: 960, height: 600 })
  await page.locator('[data-test="continue"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Campaign'))).toBeVisible()

  const line = page.locator('[data-test="fresh-line"]')
  await expect(line).toHaveText(
    /Eine neue Cantina steht dir offen: die Dune Lantern auf Ashmarrow\s*Cantina betreten/,
  )
  // the keyboard starts on the new cantina's Enter in the line; the older cantina's steps back
  await expect(page.locator('[data-test="fresh-enter"]')).toBeFocused()
  await expect(page.locator('[data-test="enter-rusted-anchor"]')).not.toHaveClass(/primary/)
  await expect(page.locator('[data-test="enter-dune-lantern"]')).toHaveClass(/primary/)
  await screenshot(page, 'campaign-map-new-cantina-de-960x600')

  // it fits: the line inside the window at the journal's head, its button inside it; the route
  // beside it starts where the journal does (the line pushes no cantina down), the new
  // cantina's stop in the route's view without scrolling
  const window: Box = { x: 0, y: 0, width: 960, height: 600 }
  const lineBox = await boxOf(page, '[data-test="fresh-line"]')
  const journal = await boxOf(page, '.journal')
  expect(within(lineBox, window)).toBe(true)
  expect(within(lineBox, journal)).toBe(true)
  expect(within(await boxOf(page, '[data-test="fresh-enter"]'), lineBox)).toBe(true)
  const route = await boxOf(page, '.route')
  expect(Math.abs(route.y - journal.y)).toBeLessThan(1)
  expect(within(await boxOf(page, '.stop.fresh .location'), route)).toBe(true)
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(960)

  // neither column scrolls while its content fits: in German the Dune Lantern's goal takes two
  // lines, and the six stops were 6 px taller than the route at 1280x800 (its scrollbar and fade
  // cut the last cantina's frame); the journal's log scrolls inside its own panel, never the column
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
    { width: 960, height: 600 },
  ]) {
    await page.setViewportSize(size)
    const overflow = await page
      .locator('.route, .journal')
      .evaluateAll((columns) =>
        columns.map((column) => `${column.tagName} ${column.scrollHeight - column.clientHeight}`),
      )
    expect(overflow, `${size.width}x${size.height}`).toEqual(['OL 0', 'ASIDE 0'])
  }

  // entered from the line, the cantina is no longer new: back on the map, no line
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await expect(page.locator('[data-test="enter-dune-lantern"]')).toBeVisible()
  await expect(line).toHaveCount(0)
  await expect(page.locator('[data-test="enter-rusted-anchor"]')).toHaveClass(/primary/)
})
