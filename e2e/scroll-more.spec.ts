/**
 * A scrolling list of cards says that it scrolls, in Chromium (whose headless bars, like an
 * overlay scrollbar, show nothing): the trader's "Your cards" and the deck builder's owned
 * cards, for a player who owns every card, show whole rows only at rest, at three window sizes,
 * and a line under them says how many cards lie below and scrolls them into view. Also the
 * tournament's hand chooser marks a card chosen with more than its light, and the quick match
 * leaves the notices' strip at its foot free in German at the smallest window. The arithmetic
 * behind the line is renderer/src/composables/more-below.test.ts.
 */
import type { Locator, Page } from '@playwright/test'
import { ALL_CARD_CODES } from '@common/cards'
import { expect, screenshot, test, type PazaakApp } from './fixtures'
import { newGame, screen, switchToGerman, TABLE } from './fixtures/player'
import { quickMatchScreen } from './fixtures/quick-match'
import { editProfile, setCollection } from './fixtures/saves'

const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** A returning player who owns two of every card (one tiebreaker, as a save allows). */
async function everyCard(app: PazaakApp): Promise<Page> {
  await newGame(app.page, 'Vessa Tal')
  await app.stop()
  await editProfile(app.dataDir, 1, (data) =>
    setCollection(
      data,
      Object.fromEntries(ALL_CARD_CODES.map((card) => [card, card === 'TB' ? 1 : 2])),
    ),
  )
  return app.start()
}

/*
 * What the page measures is passed as script text, as in the other specs: the e2e code is
 * type-checked without the DOM's types. Each takes the selector of the box the cards scroll in,
 * whose list's items are the cards.
 */

/** The list's cards against what it shows: how many are cut at its edges, how many lie below. */
function cardsInView(page: Page, list: string): Promise<{ cut: number; below: number }> {
  return page.evaluate(`(() => {
    const el = document.querySelector('${list}')
    const top = el.getBoundingClientRect().top + el.clientTop
    const bottom = top + el.clientHeight
    let cut = 0
    let below = 0
    for (const card of el.querySelectorAll(':scope > ul > li')) {
      const r = card.getBoundingClientRect()
      const inside = r.top >= top - 1 && r.bottom <= bottom + 1
      const outside = r.bottom <= top + 1 || r.top >= bottom - 1
      if (!inside && !outside) cut++
      if (r.bottom > bottom + 1) below++
    }
    return { cut, below }
  })()`)
}

/** The first card of the list not wholly in view below, by its data-card. */
function firstBelow(page: Page, list: string): Promise<string | undefined> {
  return page.evaluate(`(() => {
    const el = document.querySelector('${list}')
    const foot = el.getBoundingClientRect().top + el.clientTop + el.clientHeight
    return [...el.querySelectorAll(':scope > ul > li')]
      .find((card) => card.getBoundingClientRect().bottom > foot + 1)
      ?.dataset.card
  })()`)
}

/** The list's scroll position. */
function scrollTop(page: Page, list: string): Promise<number> {
  return page.evaluate(`document.querySelector('${list}').scrollTop`)
}

/** Waits until the list has come to rest: the same scroll position two frames apart. */
async function atRest(page: Page, list: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(`new Promise((done) => {
        const el = document.querySelector('${list}')
        const was = el.scrollTop
        requestAnimationFrame(() => requestAnimationFrame(() => done(el.scrollTop === was)))
      })`),
    )
    .toBe(true)
}

/** The number the "N more cards" line says; none, when it is not shown (nothing lies below). */
async function saidBelow(line: Locator): Promise<number> {
  if (!(await line.isVisible())) return 0
  return Number(/\d+/.exec(await line.innerText())?.[0] ?? NaN)
}

/**
 * At rest no card of `list` is cut; the line under it says as many as lie below, and a click on
 * it brings the next row to the top, whole, with fewer said below; a turn of the wheel comes to
 * rest on a row too.
 */
async function saysWhatIsBelow(page: Page, list: string, label: string): Promise<void> {
  const line = page.locator('[data-test="more-below"]')
  await atRest(page, list)
  await expect
    .poll(() => cardsInView(page, list), `whole rows at ${label}`)
    .toMatchObject({ cut: 0 })
  const { below } = await cardsInView(page, list)
  expect(below, `cards below at ${label}`).toBeGreaterThan(0)
  await expect(line).toBeVisible()
  await expect.poll(() => saidBelow(line), `the line at ${label}`).toBe(below)
  await line.click()
  await atRest(page, list)
  expect(await scrollTop(page, list), `scrolled at ${label}`).toBeGreaterThan(0)
  const after = await cardsInView(page, list)
  expect(after.cut, `whole rows after "more" at ${label}`).toBe(0)
  expect(after.below).toBeLessThan(below)
  await expect.poll(() => saidBelow(line)).toBe(after.below)
  // a turn of the wheel, less than a row: it comes to rest on a row, none cut
  const box = await page.locator(list).boundingBox()
  if (!box) throw new Error(`no list at ${label}`)
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.wheel(0, -40)
  await atRest(page, list)
  expect((await cardsInView(page, list)).cut, `whole rows after the wheel at ${label}`).toBe(0)
  await page.evaluate(`document.querySelector('${list}').scrollTo({ top: 0, behavior: 'instant' })`)
}

test('the trader’s cards show whole rows and say how many lie below', async ({
  app,
  consoleErrors,
}) => {
  const page = await everyCard(app)
  await page.locator('[data-test="continue"]').click()
  await page.locator('.location').first().getByRole('button').last().click()
  await expect(page.locator(screen('Shop'))).toBeVisible()
  const list = '[data-screen="Shop"] .scroll.rows'
  await expect(page.locator(`${list} [data-test="owned"] > li`)).toHaveCount(ALL_CARD_CODES.length)
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const label = `${size.width}x${size.height}`
    await saysWhatIsBelow(page, list, label)
    await screenshot(page, `shop-more-below-${label}`)
  }
  // by keyboard: Enter on the line scrolls, and the keyboard goes on to the cards it showed
  await atRest(page, list)
  const next = await firstBelow(page, list)
  expect(next).toBeTruthy()
  await page.locator('[data-test="more-below"]').focus()
  await page.keyboard.press('Enter')
  await atRest(page, list)
  const focused = page.locator(`${list} button:focus`)
  await expect(focused).toBeInViewport({ ratio: 1 })
  await expect(page.locator(`${list} li[data-card="${next}"] button:focus`)).toHaveCount(1)
  // the list is measured as it changes size, never in a loop of its own (ResizeObserver's error)
  expect(consoleErrors).toEqual([])
})

test('the deck builder’s owned cards show whole rows and say how many lie below', async ({
  app,
  consoleErrors,
}) => {
  const page = await everyCard(app)
  await switchToGerman(page)
  // the save is loaded by Continue, which the deck builder needs; back to the title from there
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.keyboard.press('Escape')
  await page.locator('[data-test="collection"]').click()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  const list = '[data-screen="Collection"] .scroll.rows'
  await expect(page.locator(`${list} [data-test="library"] > li`)).toHaveCount(
    ALL_CARD_CODES.length,
  )
  // in German: the line's words are the language's too
  await expect(page.locator('[data-test="more-below"]')).toContainText('weitere Karten')
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await saysWhatIsBelow(page, list, `${size.width}x${size.height}`)
  }
  expect(consoleErrors).toEqual([])
})

test('a card chosen in the hand chooser is checked and framed, not lit alone', async ({ page }) => {
  await quickMatchScreen(page, 'Corrin')
  await page.locator('[data-test="rules-tournament"]').check()
  await page.locator('[data-test="start-quick"]').click()
  const pick = `${TABLE} [data-test="pool-0"]`
  const card = page.locator(pick)
  await expect(card).toBeVisible()
  const mark = card.locator('[data-test="picked-mark"]')
  await expect(mark).toHaveCount(0)
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'true')
  // a check on the card's corner, in sight
  await expect(mark).toBeVisible()
  const [cardBox, markBox] = [await card.boundingBox(), await mark.boundingBox()]
  if (!cardBox || !markBox) throw new Error('the card or its check is not drawn')
  expect(markBox.x + markBox.width).toBeGreaterThan(cardBox.x + cardBox.width - 2)
  expect(markBox.y).toBeLessThan(cardBox.y + 2)
  // and a frame round it in the highlight, as every chosen thing has
  const frame: { width: number; colour: string; highlight: string } = await page.evaluate(`(() => {
    const style = getComputedStyle(document.querySelector('${pick}'), '::before')
    const probe = document.createElement('span')
    probe.style.color = 'var(--highlight)'
    document.body.append(probe)
    const highlight = getComputedStyle(probe).color
    probe.remove()
    return { width: parseFloat(style.borderTopWidth), colour: style.borderTopColor, highlight }
  })()`)
  expect(frame.width).toBeGreaterThan(0)
  expect(frame.colour).toBe(frame.highlight)
  await screenshot(page, 'chooser-picked')
  // put back: no check
  await card.click()
  await expect(card).toHaveAttribute('aria-pressed', 'false')
  await expect(mark).toHaveCount(0)
})

test('the quick match leaves the notices’ strip free in German at 960×600', async ({ page }) => {
  await page.setViewportSize(SIZES[0])
  await switchToGerman(page)
  await quickMatchScreen(page, 'Oriella')
  // the tallest it gets: the picker's note that the house lends a deck, and the line that the
  // deck was switched for the rules
  await page.locator('[data-test="rules-tournament"]').check()
  await expect(page.locator('[data-test="deck-switched"] p')).toBeVisible()
  await expect(page.locator('[data-test="deck-none"]')).toBeVisible()
  // the screen's content ends where the strip's room begins (its padding, --notice-room)
  const { bottoms, foot }: { bottoms: number[]; foot: number } = await page.evaluate(`(() => {
    const el = document.querySelector('${screen('QuickMatch')}')
    return {
      bottoms: [...el.querySelectorAll('.panel')].map((p) => p.getBoundingClientRect().bottom),
      foot: el.getBoundingClientRect().bottom - parseFloat(getComputedStyle(el).paddingBottom),
    }
  })()`)
  expect(bottoms.length).toBeGreaterThan(0)
  for (const bottom of bottoms) expect(bottom).toBeLessThanOrEqual(foot + 0.5)
  await screenshot(page, 'quick-match-de-960x600')
})
