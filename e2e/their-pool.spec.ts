import type { Locator, Page } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import { settled, switchToGerman } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'

/**
 * The opponent's pool at a tournament table, by keyboard in the smallest window: four cards
 * chosen and brought, P opens their pool (all ten, public by the rules) over their face-down
 * hand, clear of their table, the player's hand and the buttons, saying how many cards that hand
 * holds, every word of it readable; each card's tip opens in the pool's foot, in place of the
 * line under the cards, which gives way to it, filling the same room (so the pool, German
 * included, keeps below the frame of their table), clear of the other cards, of their table, of
 * that count and of the control (in English and German); Esc closes it, and the menu stays shut.
 */
test.use({ viewport: { width: 960, height: 600 } })

const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** Where a part lies on the page; it must be there. */
async function boxOf(part: Locator): Promise<Box> {
  const box = await part.boundingBox()
  expect(box, 'the part is on the page').not.toBeNull()
  return box as Box
}

/**
 * The open pool at window `size`: whole on screen, over their face-down hand in their half of the
 * table, and clear of every place of their table (where the cards they play land), of its own
 * control, of the player's hand and of the buttons.
 */
async function poolClear(page: Page, size: { width: number; height: number }): Promise<void> {
  const at = `at ${size.width}x${size.height}`
  const pool = await boxOf(page.locator('[data-test="their-pool-strip"]'))
  expect(within(pool, { x: 0, y: 0, ...size }), `the pool is on screen ${at}`).toBe(true)
  const places = await page.locator('[data-test="their-table"] [data-test="slot"]').all()
  expect(places).toHaveLength(9)
  for (const [i, place] of places.entries()) {
    const clear = !overlaps(pool, await boxOf(place))
    expect(clear, `the pool lies clear of their place ${i + 1} ${at}`).toBe(true)
  }
  expect(overlaps(pool, await boxOf(page.locator('[data-test="their-hand"]')))).toBe(true)
  // in their half: within the width of their cell of the bottom row (it rises above the cell)
  const half = await boxOf(page.locator('.their-pool'))
  const across = { ...pool, y: half.y, height: half.height }
  expect(within(across, half), `the pool lies in their half ${at}`).toBe(true)
  const control = await boxOf(page.locator('[data-test="their-pool-button"]'))
  expect(overlaps(pool, control), `the pool lies clear of its control ${at}`).toBe(false)
  for (const part of ['my-hand', 'end-turn', 'stand', 'hint', 'menu']) {
    const box = await boxOf(page.locator(`[data-test="${part}"]`))
    expect(overlaps(pool, box), `the pool lies clear of ${part} ${at}`).toBe(false)
    // the control lies in the room the opponent's hand row keeps under its cards
    expect(overlaps(control, box), `its control lies clear of ${part} ${at}`).toBe(false)
  }
  const hidden = page.locator('[data-test="their-hand"] [data-test="hidden-card"]')
  for (const card of await hidden.all())
    expect(overlaps(control, await boxOf(card)), `its control lies under their cards ${at}`).toBe(
      false,
    )
  // the hand it lies over is counted on it, whole and on top (the point at its middle is its own)
  const held = page.locator('[data-test="their-held"]')
  await expect(held).toHaveText(`In hand: ${await hidden.count()}`)
  const count = await boxOf(held)
  expect(within(count, pool), `the count lies on the pool ${at}`).toBe(true)
  // (a string: e2e code has no DOM library types)
  const onTop = await page.evaluate(
    `document.querySelector('[data-test="their-held"]')` +
      `.contains(document.elementFromPoint(${count.x + count.width / 2}, ${count.y + count.height / 2}))`,
  )
  expect(onTop, `nothing lies over the count ${at}`).toBe(true)
}

/**
 * The open pool at window `size` lies inside the table's frame and below the frame of their
 * table, clear of its bottom edge: its foot keeps room for two lines in every language, so the
 * line under the cards (two lines in German) does not lift it over that edge.
 */
async function poolInFrame(page: Page, size: { width: number; height: number }): Promise<void> {
  const at = `at ${size.width}x${size.height}`
  const pool = await boxOf(page.locator('[data-test="their-pool-strip"]'))
  const frame = await boxOf(page.locator('.console'))
  expect(within(pool, frame), `the pool lies inside the table's frame ${at}`).toBe(true)
  const theirs = await boxOf(page.locator('[data-test="their-table"]'))
  const below = pool.y - (theirs.y + theirs.height)
  expect(below, `the pool lies below the frame of their table ${at}`).toBeGreaterThanOrEqual(0)
}

/**
 * Each card's tip of the open pool at window `size`, shown by focus as the keyboard reads them:
 * whole inside the pool, over no other card of it, none of their places, not the heading, the
 * count, the pool's control or the buttons. The line under the cards, in whose place it lies,
 * gives way while it is up (half covered, it read as torn) and is back once it has gone.
 */
async function tipsClear(page: Page, size: { width: number; height: number }): Promise<void> {
  const at = `at ${size.width}x${size.height}`
  const strip = page.locator('[data-test="their-pool-strip"]')
  const pool = await boxOf(strip)
  const line = strip.locator('p')
  const cards = await strip.locator('[data-test="their-pool-card"] .card').all()
  const faces = await Promise.all(cards.map(boxOf))
  const places = await page.locator('[data-test="their-table"] [data-test="slot"]').all()
  const clearOf = [
    ...(await Promise.all(places.map(boxOf))),
    await boxOf(strip.locator('h3')),
    await boxOf(page.locator('[data-test="their-held"]')),
    await boxOf(page.locator('[data-test="their-pool-button"]')),
    ...(await Promise.all(
      ['end-turn', 'stand', 'hint', 'menu'].map((p) => boxOf(page.locator(`[data-test="${p}"]`))),
    )),
  ]
  // the foot's room: the line's, which a tip takes over whole, neither taller nor shorter
  const foot = await boxOf(line)
  for (const [i, card] of cards.entries()) {
    await card.focus()
    const tip = strip.locator('[data-test="card-tip"]').nth(i)
    await expect(tip).toBeVisible()
    const box = await boxOf(tip)
    expect(within(box, pool), `tip ${i + 1} lies whole in the pool ${at}`).toBe(true)
    expect(box.height, `tip ${i + 1} fills the foot as the line did ${at}`).toBeCloseTo(
      foot.height,
      0,
    )
    expect(await boxOf(strip), `the pool keeps its height with tip ${i + 1} up ${at}`).toEqual(pool)
    await expect(line, `the line gives way to tip ${i + 1} ${at}`).toBeHidden()
    for (const [j, face] of faces.entries())
      if (j !== i)
        expect(overlaps(box, face), `tip ${i + 1} covers card ${j + 1} ${at}`).toBe(false)
    for (const part of clearOf)
      expect(
        overlaps(box, part),
        `tip ${i + 1} covers their table, a label or a control ${at}`,
      ).toBe(false)
  }
  await cards.at(-1)?.blur()
  await expect(line, `the line is back without a tip ${at}`).toBeVisible()
}

/** The tournament's hands chosen by keyboard (the first four), the table waiting for the player. */
async function handBrought(page: Page): Promise<void> {
  await openQuickMatch(page, 'tournament')
  await expect(page.locator('[data-test="pool-0"]')).toBeFocused()
  for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
  await page.keyboard.press('Enter')
  await expect(page.locator('.choose-panel')).toHaveCount(0)
  await settled(page)
  await expect(page.locator('[data-test="end-turn"]')).toBeEnabled({ timeout: 20_000 })
}

test('the opponent’s pool opens with P over their hand and closes with Esc', async ({ app }) => {
  const page = app.page
  await handBrought(page)

  const button = page.locator('[data-test="their-pool-button"]')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('p')
  const strip = page.locator('[data-test="their-pool-strip"]')
  await expect(strip).toBeVisible()
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(strip.locator('[data-test="their-pool-card"]')).toHaveCount(10)
  // the heading names no one (the plate above does); the group says whose to a screen reader
  await expect(strip.getByRole('heading')).toHaveText(/^side deck$/i)
  await expect(strip).toHaveAttribute('aria-label', "Deckhand Wendel's side deck")

  await expect(page.locator('[data-test="their-hand"] [data-test="hidden-card"]')).toHaveCount(4)
  // on screen whole, and over none of what the player plays with, at each window size
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await poolClear(page, size)
    await poolInFrame(page, size)
    await tipsClear(page, size)
  }
  await page.setViewportSize(SIZES[0])
  // every word of it reads in the smallest window: a flip card's two signs, one under the other
  // on a card 2.25rem wide, were drawn at 7 px; its ± face alone is drawn larger
  const drawn = await drawnTexts(page, '[data-test="their-pool-strip"]')
  expect(drawn.map((text) => text.text)).toContainEqual(expect.stringMatching(/^±\d$/))
  expect(drawn[0]?.px, `"${drawn[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
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

test('in German the pool’s tips, longer, keep to its foot and hide nothing else', async ({
  app,
}) => {
  const page = app.page
  await switchToGerman(page)
  await handBrought(page)
  await page.keyboard.press('p')
  await expect(page.locator('[data-test="their-pool-strip"]')).toBeVisible()
  const last = page.locator('[data-test="their-pool-card"] .card').last()
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await poolInFrame(page, size)
    await tipsClear(page, size)
    // a flip card's tip, the longest
    await last.focus()
    await screenshot(page, `table-their-pool-tip-${size.width}-de`)
    await last.blur()
  }
})
