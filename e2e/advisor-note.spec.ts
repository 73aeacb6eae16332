import type { Page } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import { reduceMotion, switchToGerman } from './fixtures/player'
import { COACH, startTutorial } from './fixtures/tutorial'
import { painted } from './fixtures/painted'

/**
 * The over-20 note and the advisor's answer at once, in the tutorial's second round (23 on the
 * table, the coach folded away so the table's own note shows): at 960×600, 1280×800 and
 * 1920×1080, in English and German, both are drawn and readable, neither over the other, the
 * answer under the note and clear of the deck, the totals and the buttons. The answer once hid
 * the note, which left a gap where the warning had been.
 */

const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

const ADVICE = '[data-test="coach-advice"][data-advice]'
const NOTE = '[data-test="over-note"]'
const PANEL = '[data-test="hint-panel"]'

/** What the answer must leave in view, besides the note: what the decision needs. */
const CLEAR_OF = [
  '[data-test="deck"]',
  '[data-test="side-note"]',
  '[data-test="my-table"] [data-test="total"]',
  '[data-test="their-table"] [data-test="total"]',
  '[data-test="end-turn"]',
  '[data-test="stand"]',
  '[data-test="hint"]',
  '[data-test="menu"]',
  '[data-test="my-hand"]',
]

/** Where a part lies on the page; it must be there. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox()
  expect(box, `${selector} is on the page`).not.toBeNull()
  return box as Box
}

/**
 * A new save slot, the tutorial it offers, and the coach followed by the keys its advice names
 * until it asks the player to come back from over 20 (round 2, at 23); the coach then folded.
 */
async function overTwentyInTutorial(page: Page): Promise<void> {
  await startTutorial(page, 'Corrin')
  let acted = -1
  for (let move = 0; move < 20; move++) {
    // advice on a position newer than the one last acted on
    await expect
      .poll(async () => Number((await page.locator(COACH).getAttribute('data-batch')) ?? -1))
      .toBeGreaterThan(acted)
    await expect(page.locator(ADVICE)).toBeVisible()
    if ((await page.locator(ADVICE).getAttribute('data-advice')) === 'recover') break
    acted = Number(await page.locator(COACH).getAttribute('data-batch'))
    for (const key of await page.locator(`${ADVICE} kbd`).allInnerTexts())
      await page.keyboard.press(key.toLowerCase())
  }
  await expect(page.locator(`${ADVICE}[data-advice="recover"]`)).toBeVisible()
  await page.click('[data-test="coach-toggle"]')
  await expect(page.locator(NOTE)).toBeVisible()
}

/** Two frames drawn: the layout has followed a resize or a panel's opening (its observers too). */
async function framesDrawn(page: Page): Promise<void> {
  await painted(page)
}

/** At window `size`: the advisor asked (H), the note and its answer both whole and apart. */
async function bothReadable(page: Page, size: { width: number; height: number }): Promise<void> {
  const at = `at ${size.width}x${size.height}`
  await page.keyboard.press('h')
  await expect(page.locator('[data-test="hint-action"]')).toBeVisible()
  await framesDrawn(page)
  await expect(page.locator(NOTE), `the over-20 note stays in sight ${at}`).toBeVisible()
  const note = await boxOf(page, NOTE)
  const panel = await boxOf(page, PANEL)
  const screenBox = { x: 0, y: 0, ...size }
  expect(within(note, screenBox), `the note on screen ${at}`).toBe(true)
  expect(within(panel, screenBox), `the answer on screen ${at}`).toBe(true)
  expect(overlaps(note, panel), `the answer covers the note ${at}`).toBe(false)
  expect(panel.y, `the answer lies under the note ${at}`).toBeGreaterThanOrEqual(
    note.y + note.height,
  )
  for (const part of CLEAR_OF)
    expect(overlaps(panel, await boxOf(page, part)), `the answer covers ${part} ${at}`).toBe(false)
  // the note's middle is its own: nothing is drawn over it (a string: no DOM types in e2e code)
  const onTop = await page.evaluate(
    `document.querySelector('${NOTE}')` +
      `.contains(document.elementFromPoint(${note.x + note.width / 2}, ${note.y + note.height / 2}))`,
  )
  expect(onTop, `nothing lies over the note ${at}`).toBe(true)
}

for (const language of ['en', 'de'] as const) {
  test(`over 20, the advisor's answer and the note both readable (${language})`, async ({
    page,
  }) => {
    await reduceMotion(page)
    if (language === 'de') await switchToGerman(page)
    await overTwentyInTutorial(page)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
      await bothReadable(page, size)
      await screenshot(page, `table-over-note-advisor-${size.width}-${language}`)
      await page.keyboard.press('Escape')
      await expect(page.locator(PANEL)).toHaveCount(0)
    }
  })
}
