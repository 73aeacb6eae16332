/**
 * The table at every window size: from the smallest window a crowded screen allows (720×450;
 * the usual minimum is 960×600) to 2560×1440 the page
 * never scrolls, the buttons, both 3×3 tables, both hands and both totals lie wholly inside the
 * window, and the cards grow with it; so does the tutorial's table with the coach at its
 * wordiest, and the tournament's hand chooser lies clear of both name plates and of the hands and
 * buttons below, over the whole of both 3×3 tables, its advisor's answer and all. A name as long as
 * a save allows shows whole, and so does the opponent's line; the advisor's answer keeps the table's
 * scale, lies under the main deck and leaves the deck, the turn light, the notes on this turn, both
 * totals, both hands and the buttons in view (in the hand chooser: the pools, the count and the Bring
 * button). How to play's Next stays in one
 * place from step to step. At 960×600 the skip hint touches no button or corner ornament, and
 * every opponent's line fits their plate above the stake row; the coach's notes show whole lines.
 * Every menu screen fits without scrolling, and no paragraph on it ends in a short word alone.
 * Screenshots of each size, in English and German, are saved for a person to look at.
 */
import type { Locator, Page } from '@playwright/test'
import { ALL_CARD_CODES } from '@common/cards'
import { HISTORY_LIMIT } from '@common/history'
import { MAX_PLAYER_NAME } from '@common/players'
import { LOCATIONS, OPPONENTS } from '@main/services/campaign/content'
import { expect, screenshot, test } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import { detailClear, detailFits } from './fixtures/cantina'
import { framesCutOpen } from './fixtures/frames'
import { backToTitle, openFromTitle, SCREENS } from './fixtures/menu-screens'
import { newGame, screen, switchToGerman } from './fixtures/player'
import { editProfile, keepForfeitedMatch, setCollection } from './fixtures/saves'
import { quickMatchScreen, startQuickMatch } from './fixtures/quick-match'
import en from '@/i18n/messages/en/table'
import de from '@/i18n/messages/de/table'
import enCampaign from '@/i18n/messages/en/campaign'
import deCampaign from '@/i18n/messages/de/campaign'
import { painted } from './fixtures/painted'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'
import { loneLastWords } from './fixtures/words'

const SIZES = [
  { width: 720, height: 450 },
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
  { width: 2560, height: 1440 },
] as const

/** What must be wholly on screen at the table. */
const PARTS = [
  '[data-test="end-turn"]',
  '[data-test="stand"]',
  '[data-test="hint"]',
  '[data-test="menu"]',
  '[data-test="my-table"] [data-test="grid"]',
  '[data-test="their-table"] [data-test="grid"]',
  '[data-test="my-table"] [data-test="total"]',
  '[data-test="their-table"] [data-test="total"]',
  '[data-test="my-table"] [data-test="name"]',
  '[data-test="their-table"] [data-test="name"]',
  '[data-test="my-hand"]',
  '[data-test="their-hand"]',
]

/** The page's scroll size against the window (a string: e2e code has no DOM library types). */
async function scrollSize(page: Page): Promise<{ sw: number; sh: number; w: number; h: number }> {
  return page.evaluate(
    '(() => { const d = document.scrollingElement; return { sw: d.scrollWidth, sh: d.scrollHeight, w: innerWidth, h: innerHeight } })()',
  )
}

/**
 * The box of the first element each selector finds, null where none is drawn, all in one call
 * (a call each made the checks at every size slow; a string: e2e code has no DOM library types).
 */
function firstBoxes(page: Page, selectors: readonly string[]): Promise<(Box | null)[]> {
  return page.evaluate(`${JSON.stringify(selectors)}.map((selector) => {
    const el = document.querySelector(selector)
    return el && el.getClientRects().length > 0 ? el.getBoundingClientRect().toJSON() : null
  })`)
}

/** Waits until the layout has followed a resize (the root font size is the scale). */
async function resized(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate('innerWidth')).toBe(width)
  // two frames: the resize observer's layout settles before measuring
  await painted(page)
}

async function quickMatch(page: Page, language: 'en' | 'de'): Promise<void> {
  if (language === 'de') await switchToGerman(page)
  await startQuickMatch(page, 'Vessa Tal')
  // the opening deal plays; the table then waits for the player
  await expect(page.locator('[data-test="end-turn"]')).toBeEnabled({ timeout: 20_000 })
}

for (const language of ['en', 'de'] as const) {
  test(`the table fits every window from 720×450 to 2560×1440 (${language})`, async ({ page }) => {
    await quickMatch(page, language)
    const cardWidth: Record<number, number> = {}
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      const scroll = await scrollSize(page)
      expect.soft(scroll.sw, `no sideways scroll at ${label}`).toBeLessThanOrEqual(scroll.w)
      expect.soft(scroll.sh, `no scroll at ${label}`).toBeLessThanOrEqual(scroll.h)
      const boxes = await firstBoxes(page, PARTS)
      for (const [i, part] of PARTS.entries()) {
        const box = boxes[i] ?? null
        expect.soft(box, `${part} is shown at ${label}`).not.toBeNull()
        if (!box) continue
        const inside =
          box.x >= 0 &&
          box.y >= 0 &&
          box.x + box.width <= size.width + 0.5 &&
          box.y + box.height <= size.height + 0.5
        expect
          .soft(inside, `${part} lies inside the window at ${label}: ${JSON.stringify(box)}`)
          .toBe(true)
      }
      const card = await page.locator('[data-test="my-hand"] .side-card').first().boundingBox()
      cardWidth[size.width] = card?.width ?? 0
      expect
        .soft(await loneLastWords(page, 'Table'), `a word alone on a last line at ${label}`)
        .toEqual([])
      await screenshot(page, `table-${label}-${language}`)
      await advisorClear(page, `${label}-${language}`, card?.width ?? 0)
    }
    // cards, type and spacing grow with the window
    expect(cardWidth[1920]! / cardWidth[1280]!).toBeGreaterThanOrEqual(1.3)
    // every plate, total, portrait and button keeps its frame line round its bevels
    expect(await framesCutOpen(page)).toEqual([])
    expect(cardWidth[2560]!).toBeGreaterThan(cardWidth[1920]!)
    expect(cardWidth[960]!).toBeGreaterThan(0)
  })
}

/**
 * What the advisor's answer must leave in view during a round, what the decision needs: the turn
 * light, the main deck, its count and the side-card rule under it, both totals and both tables,
 * the buttons, the hands. (The last round's notes lie hidden under it: they say what has been.)
 */
const UNDER_ADVISOR = [
  '[data-test="status"]',
  '[data-test="deck"]',
  '[data-test="deck-label"]',
  '[data-test="side-note"]',
  '[data-test="my-table"] [data-test="total"]',
  '[data-test="their-table"] [data-test="total"]',
  '[data-test="my-table"] [data-test="grid"]',
  '[data-test="their-table"] [data-test="grid"]',
  '[data-test="end-turn"]',
  '[data-test="stand"]',
  '[data-test="hint"]',
  '[data-test="menu"]',
  '[data-test="my-hand"]',
  '[data-test="their-hand"]',
]

/**
 * Asks the advisor (H) and checks where its answer lies: under the main deck, clear of it and of
 * all else the decision needs (in the deck's place it hid the deck), on screen, and in the table's
 * own scale (as wide as a few cards at every size: it was in px, small at 1920, large at 960).
 * Closes it again with Esc.
 */
async function advisorClear(page: Page, label: string, cardWidth: number): Promise<void> {
  await page.keyboard.press('h')
  await expect(page.locator('[data-test="hint-action"]')).toBeVisible({ timeout: 20_000 })
  const panel = await page.locator('[data-test="hint-panel"]').boundingBox()
  expect(panel, `the advisor shows at ${label}`).not.toBeNull()
  await screenshot(page, `advisor-${label}`)
  if (panel) {
    const boxes = await firstBoxes(page, UNDER_ADVISOR)
    for (const [i, part] of UNDER_ADVISOR.entries()) {
      const box = boxes[i] ?? null
      expect.soft(box, `${part} is shown under the advisor at ${label}`).not.toBeNull()
      if (!box) continue
      expect.soft(overlaps(panel, box), `the advisor covers ${part} at ${label}`).toBe(false)
    }
    const size = page.viewportSize()
    if (size)
      expect.soft(within(panel, windowBox(size)), `the advisor on screen at ${label}`).toBe(true)
    // below the deck, which stays where it is, whole
    await expect.soft(page.locator('[data-test="deck"]'), `the deck at ${label}`).toBeVisible()
    expect
      .soft(panel.width / cardWidth, `the advisor's width in cards at ${label}`)
      .toBeCloseTo(352 / 80, 0)
  }
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="hint-panel"]')).toHaveCount(0)
}

/** The window of `size` as a box. */
const windowBox = (size: { width: number; height: number }): Box => ({ x: 0, y: 0, ...size })

/**
 * Every element `selector` matches lies wholly inside `bounds` (the window, or the console,
 * which clips what runs past its edge); soft, so that all are reported.
 */
async function allInside(page: Page, selector: string, bounds: Box, label: string): Promise<void> {
  const boxes = await page
    .locator(selector)
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box))
  expect.soft(boxes.length, `${selector} is shown at ${label}`).toBeGreaterThan(0)
  for (const box of boxes)
    expect
      .soft(
        within(box, bounds),
        `${selector} lies inside ${JSON.stringify(bounds)} at ${label}: ${JSON.stringify(box)}`,
      )
      .toBe(true)
}

/** The coach's wordiest lines in a language: its three longest notes and its longest advice. */
function wordiest(language: 'en' | 'de'): { notes: string[]; advice: string } {
  const coach = (language === 'de' ? de : en).table.coach
  // a placeholder stands for a two-digit number or a short name, as the coach fills them
  const fill = (text: string): string =>
    text.replace(/\{(\w+)\}/g, (_, key: string) =>
      key === 'name'
        ? 'Vessa Tal'
        : key === 'card'
          ? '+5'
          : key === 'key' || key === 'then'
            ? 'E'
            : '20',
    )
  const byLength = (a: string, b: string): number => b.length - a.length
  const notes = Object.values(coach.notes).map(fill).sort(byLength)
  const advice = Object.values(coach.advice).map(fill).sort(byLength)
  return { notes: notes.slice(0, 3), advice: advice[0]! }
}

/**
 * New game -> a save named `name` -> the tutorial offered and taken -> its steps -> the table,
 * waiting for the player's first move with the coach's advice shown.
 */
async function tutorialTable(page: Page, language: 'en' | 'de', name: string): Promise<void> {
  if (language === 'de') await switchToGerman(page)
  await page.locator('[data-test="new-game"]').click()
  await page.locator('[data-test="slot-1"] [data-test="new-name"]').fill(name)
  await page.locator('[data-test="slot-1"] [data-test="create-slot"]').click()
  await page.locator('[data-test="tutorial-offer-play"]').click()
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  const next = page.locator('[data-test="tutorial-next"]')
  for (let i = 0; i < 20 && (await next.isVisible()); i++) await next.click()
  await page.locator('[data-test="tutorial-start"]').click()
  await expect(page.locator('[data-test="coach"]')).toBeVisible()
  await expect(page.locator('[data-test="coach-advice"][data-advice]')).toBeVisible({
    timeout: 20_000,
  })
}

/**
 * Whether the coach's notes box, when its notes scroll, starts at the top of one of their lines
 * (the cut line was half shown), whether its cue that earlier notes lie above is shown then, and
 * whether the newest note's first line is in view, too tall as it may be for the box; a box not
 * drawn (no room for a line) passes with no cue (a string: e2e code has no DOM library types).
 */
function notesTop(page: Page): Promise<{ onLine: boolean; cue: boolean; start: boolean }> {
  return page.evaluate(`(() => {
    const box = document.querySelector('[data-test="coach-scroll"]')
    const cued = !!document.querySelector('[data-test="coach-earlier"]:not(.none)')
    // with no room for a whole line the box is not drawn, and has no cue to scroll it
    if (getComputedStyle(box).visibility === 'hidden')
      return { start: true, onLine: true, cue: !cued }
    const top = box.getBoundingClientRect().top
    const tops = [...box.querySelectorAll('li')].flatMap((li) => {
      const r = li.getBoundingClientRect()
      const line = parseFloat(getComputedStyle(li).lineHeight)
      return Array.from({ length: Math.round(r.height / line) }, (_, k) => r.top + k * line)
    })
    const scrolls = box.scrollHeight > box.clientHeight + 1
    const newest = [...box.querySelectorAll('li')].at(-1).getBoundingClientRect().top
    return {
      start: newest >= top - 1 && newest < box.getBoundingClientRect().bottom,
      onLine: !scrolls || tops.some((t) => Math.abs(t - top) < 1),
      cue: scrolls === cued,
    }
  })()`)
}

/** What must lie wholly on screen at the tutorial's table, beside PARTS. */
const TUTORIAL_PARTS = [
  '[data-test="round-label"]',
  '[data-test="plate"]',
  '[data-test="coach"]',
  '[data-test="coach-advice"]',
  '[data-test="my-hand"] .sign-toggle',
]

for (const language of ['en', 'de'] as const) {
  test(`the tutorial's table fits with the coach at its wordiest (${language})`, async ({
    page,
  }) => {
    await tutorialTable(page, language, 'Vessa Tal')
    // the coach's longest lines, three notes and the advice: whatever it says must fit
    const { notes, advice } = wordiest(language)
    await page.locator('[data-test="coach-notes"]').evaluate((list, lines) => {
      while (list.children.length < lines.length && list.lastElementChild)
        list.append(list.lastElementChild.cloneNode(true))
      lines.forEach((line, i) => {
        const note = list.children[i]
        if (note) note.textContent = line
      })
    }, notes)
    await page.locator('[data-test="coach-advice"]').evaluate((p, line) => {
      p.textContent = line
    }, advice)
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      const scroll = await scrollSize(page)
      expect.soft(scroll.sh, `no scroll at ${label}`).toBeLessThanOrEqual(scroll.h)
      const console = await page.locator('.console').boundingBox()
      if (!console) throw new Error('no table')
      expect.soft(within(console, windowBox(size)), `the table is on screen at ${label}`).toBe(true)
      // and nothing on it runs past its edge, which would cut it off
      for (const part of [...PARTS, ...TUTORIAL_PARTS]) await allInside(page, part, console, label)
      // the notes' box starts on a line, never through one, and says when more lie above
      await expect
        .poll(() => notesTop(page), `the coach's top note line at ${label}`)
        .toEqual({ onLine: true, cue: true, start: true })
      expect
        .soft(await loneLastWords(page, 'Table'), `the coach: a word alone at ${label}`)
        .toEqual([])
      await screenshot(page, `tutorial-wordiest-${label}-${language}`)
    }
    expect(await framesCutOpen(page)).toEqual([])
  })
}

/**
 * How to play's steps from the first to the last, as a player clicks Next, Next: the box of
 * Next at each step, and of Start, which takes its place on the last.
 */
async function stepButtons(page: Page): Promise<{ next: Box[]; start: Box }> {
  const prev = page.locator('[data-test="tutorial-prev"]')
  const next = page.locator('[data-test="tutorial-next"]')
  // the steps are kept for the session: back to the first
  for (let i = 0; i < 20 && (await prev.isEnabled()); i++) await prev.click()
  const boxes: Box[] = []
  for (let i = 0; i < 20 && (await next.isVisible()); i++) {
    const box = await next.boundingBox()
    if (!box) throw new Error('no Next')
    boxes.push(box)
    await next.click()
  }
  const start = await page.locator('[data-test="tutorial-start"]').boundingBox()
  if (!start) throw new Error('no Start')
  return { next: boxes, start }
}

for (const language of ['en', 'de'] as const) {
  test(`How to play's Next stays in one place from step to step (${language})`, async ({
    page,
  }) => {
    if (language === 'de') await switchToGerman(page)
    await page.locator('[data-test="new-game"]').click()
    await page.locator('[data-test="slot-1"] [data-test="new-name"]').fill('Vessa Tal')
    await page.locator('[data-test="slot-1"] [data-test="create-slot"]').click()
    await page.locator('[data-test="tutorial-offer-play"]').click()
    await expect(page.locator(screen('Tutorial'))).toBeVisible()
    for (const size of [SIZES[1], SIZES[3]]) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      const { next, start } = await stepButtons(page)
      expect(next.length, label).toBe(7)
      // the panel is as tall as its tallest step: Next does not move as the words change
      for (const box of next) expect(box, label).toEqual(next[0])
      // Start lies where Next lay, grown to the left: a click on Next's place lands on it
      const first = next[0]!
      expect(start.y, label).toBe(first.y)
      expect(start.height, label).toBe(first.height)
      expect(start.x + start.width, label).toBeCloseTo(first.x + first.width, 0)
      await screenshot(page, `tutorial-steps-${label}-${language}`)
    }
  })
}

/** Title -> Quick match -> a save named `name` -> a tournament match: the hand chooser shows. */
async function tournamentTable(page: Page, language: 'en' | 'de', name: string): Promise<void> {
  if (language === 'de') await switchToGerman(page)
  await quickMatchScreen(page, name)
  await page.locator('[data-test="rules-tournament"]').check()
  // a new player owns no tournament card: the house deck is lent
  await expect(page.locator('[data-test="deck-house"]')).toBeChecked()
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator('.choose-panel [data-test="choose-confirm"]')).toBeVisible({
    timeout: 20_000,
  })
}

/**
 * The hand chooser at `chooser` lies over the whole of both 3×3 tables (ending above their foot,
 * it showed their bottom row as a strip cut off at the top) and clear of the row below them: the
 * hands and the buttons, whose top it covered once the advisor's answer made it taller.
 */
async function chooserOverTables(page: Page, chooser: Box, label: string): Promise<void> {
  for (const grid of await page.locator('[data-test="grid"]').all()) {
    const box = await grid.boundingBox()
    expect
      .soft(box && within(box, chooser), `a 3×3 table shows under the chooser at ${label}`)
      .toBe(true)
  }
  for (const row of await page.locator('.console > .bottom').all()) {
    const box = await row.boundingBox()
    expect
      .soft(
        box && overlaps(chooser, box),
        `the chooser covers the row below the tables at ${label}`,
      )
      .toBe(false)
  }
}

/**
 * Asks the advisor (H) while hands are chosen: its answer lies inside the chooser, clear of both
 * pools, the count and the Bring button, and the name plates, and the chooser with it still
 * keeps to the tables' row. Closes it again with Esc.
 */
async function chooserAdvisorClear(page: Page, label: string): Promise<void> {
  const before = await chooserParts(page)
  await page.keyboard.press('h')
  await expect(page.locator('[data-test="hint-action"]')).toBeVisible({ timeout: 20_000 })
  // the answer rises into room the chooser has: nothing in it moves as the answer comes
  expect.soft(await chooserParts(page), `the chooser's parts move at ${label}`).toEqual(before)
  const advisor = await page.locator('[data-test="hint-panel"]').boundingBox()
  const chooser = await page.locator('.choose-panel').boundingBox()
  if (!advisor || !chooser) throw new Error(`no advisor in the chooser at ${label}`)
  expect.soft(within(advisor, chooser), `the advisor lies in the chooser at ${label}`).toBe(true)
  await chooserOverTables(page, chooser, `${label} with the advisor's answer`)
  const clear = [
    '.choose-panel .pick',
    '.choose-panel .count',
    '[data-test="choose-confirm"]',
    '[data-test="their-pool"] .side-card',
    '[data-test="plate"]',
  ]
  for (const part of clear)
    for (const box of await page
      .locator(part)
      .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box)))
      expect.soft(overlaps(advisor, box), `the advisor covers ${part} at ${label}`).toBe(false)
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="hint-panel"]')).toHaveCount(0)
}

/** The chooser's boxes and those of its pools, count and Bring button. */
async function chooserParts(page: Page): Promise<Box[]> {
  const parts = [
    '.choose-panel',
    '.choose-panel .pick',
    '.choose-panel .count',
    '[data-test="choose-confirm"]',
    '[data-test="their-pool"]',
  ]
  const boxes: Box[] = []
  for (const part of parts)
    boxes.push(
      ...(await page
        .locator(part)
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box))),
    )
  return boxes
}

/**
 * The band under the chooser's last row, beyond its padding, in px (a string: e2e code has no
 * DOM library types): the room the chooser has over what it holds lies above the opponent's
 * pool, not under it as an empty foot.
 */
function chooserFoot(page: Page): Promise<number> {
  return page.evaluate(`(() => {
    const panel = document.querySelector('.choose-panel')
    const style = getComputedStyle(panel)
    const last = panel.querySelector('.their-side').getBoundingClientRect().bottom
    return panel.getBoundingClientRect().bottom - last - parseFloat(style.paddingBottom) - parseFloat(style.borderBottomWidth)
  })()`)
}

/** A name as long as a save allows. */
const LONG_NAME = 'Wernher von Kesselbrandt'

/** Whether each element's text is cut (by an ellipsis, or a box that clips it). */
function cut(page: Page, selector: string): Promise<boolean[]> {
  return page
    .locator(selector)
    .evaluateAll((els) =>
      els.map(
        (el) => el.scrollWidth > el.clientWidth + 0.5 || el.scrollHeight > el.clientHeight + 0.5,
      ),
    )
}

for (const language of ['en', 'de'] as const) {
  test(`the tournament's hand chooser lies clear of the name plates, and a long name shows whole (${language})`, async ({
    page,
  }) => {
    expect(LONG_NAME).toHaveLength(MAX_PLAYER_NAME)
    await tournamentTable(page, language, LONG_NAME)
    const panel = page.locator('.choose-panel')
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      const box = await panel.boundingBox()
      if (!box) throw new Error('no hand chooser')
      expect.soft(within(box, windowBox(size)), `the chooser is on screen at ${label}`).toBe(true)
      for (const plate of await page.locator('[data-test="plate"]').all()) {
        const plateBox = await plate.boundingBox()
        expect
          .soft(plateBox && overlaps(box, plateBox), `the chooser covers a plate at ${label}`)
          .toBe(false)
      }
      await chooserOverTables(page, box, label)
      // opaque: nothing of the table shows through behind the cards
      const background = (await page.evaluate(
        "getComputedStyle(document.querySelector('.choose-panel')).backgroundColor",
      )) as string
      expect.soft(background, `the chooser's background at ${label}`).toMatch(/^rgb\(/)
      // the pool of ten laid out evenly: all in one row
      const tops = await panel
        .locator('.pick')
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect.soft(new Set(tops).size, `the pool's rows at ${label}: ${tops.join(' ')}`).toBe(1)
      await allInside(page, '.choose-panel .pick', box, label)
      await allInside(page, '.choose-panel [data-test="choose-confirm"]', box, label)
      expect.soft(await chooserFoot(page), `the chooser's empty foot at ${label}`).toBeLessThan(1)
      await chooserAdvisorClear(page, label)
      expect
        .soft(await cut(page, '[data-test="my-table"] [data-test="name"]'), label)
        .toEqual([false])
      expect
        .soft(await loneLastWords(page, 'Table'), `the chooser: a word alone at ${label}`)
        .toEqual([])
      await screenshot(page, `table-choose-${label}-${language}`)
    }
    for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
    await page.keyboard.press('Enter')
    await expect(page.locator('.choose-panel')).toHaveCount(0)
    await expect(page.locator('[data-test="end-turn"]')).toBeEnabled({ timeout: 20_000 })
    // mid-set, beside the set marks: the name still whole, and the opponent's line too
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      expect
        .soft(await cut(page, '[data-test="my-table"] [data-test="name"]'), label)
        .toEqual([false])
      // a word the opponent says stands in that line for a few seconds (TableTalk): measure the
      // line itself, once it is back
      await expect(page.locator('[data-test="their-table"] .subtitle')).toHaveCount(1, {
        timeout: 20_000,
      })
      expect
        .soft(await cut(page, '[data-test="their-table"] .subtitle'), `their line at ${label}`)
        .toEqual([false])
      for (const part of PARTS) await allInside(page, part, windowBox(size), label)
      expect
        .soft(await loneLastWords(page, 'Table'), `mid-set: a word alone at ${label}`)
        .toEqual([])
      await screenshot(page, `table-tournament-${label}-${language}`)
    }
  })
}

/**
 * The boxes of the skip hint and of every button and corner ornament on the console, taken the
 * moment the hint appears (it shows only while a move is played out): set up before the move.
 */
function hintAndParts(page: Page): Promise<{ hint: Box; parts: { what: string; box: Box }[] }> {
  return page.evaluate(`new Promise((resolve) => {
    const take = () => {
      const hint = document.querySelector('[data-test="skip-hint"]')
      if (!hint) return false
      const parts = [...document.querySelectorAll('.console button, .console .bevel')].map((el) => ({
        what: el.getAttribute('data-test') ?? el.className,
        box: el.getBoundingClientRect().toJSON(),
      }))
      resolve({ hint: hint.getBoundingClientRect().toJSON(), parts })
      return true
    }
    if (take()) return
    const watch = new MutationObserver(() => take() && watch.disconnect())
    watch.observe(document.body, { childList: true, subtree: true })
  })`)
}

/** Each opponent's line on their plate, as the plate words it in `language` (content's ids). */
function opponentLines(language: 'en' | 'de'): [string, string][] {
  const lines = (language === 'de' ? deCampaign : enCampaign).campaign.opponent
  return Object.entries(lines).map(([id, line]) => [id, line.title])
}

/**
 * How the line `text` lies on the opponent's plate: cut, and its gap above the stake row (a
 * string: e2e code has no DOM library types).
 */
function plateLine(page: Page, text: string): Promise<{ cut: boolean; gap: number }> {
  return page.evaluate(`(() => {
    const plate = document.querySelector('[data-test="their-table"] [data-test="plate"]')
    const sub = plate.querySelector('.subtitle')
    sub.textContent = ${JSON.stringify(text)}
    const words = document.createRange()
    words.selectNodeContents(sub)
    const bottom = Math.max(...Array.from(words.getClientRects(), (r) => r.bottom))
    return {
      cut: sub.scrollHeight > sub.clientHeight + 0.5,
      gap: plate.querySelector('.stake').getBoundingClientRect().top - bottom,
    }
  })()`)
}

for (const language of ['en', 'de'] as const) {
  test(`at 960×600 the skip hint touches no button or ornament, and every opponent's line fits its plate (${language})`, async ({
    page,
  }) => {
    const size = SIZES[1]
    await page.setViewportSize(size)
    await resized(page, size.width)
    // a tournament table: the opponent's pool control lies in the corner the hint once took
    await tournamentTable(page, language, 'Talon')
    for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
    await page.keyboard.press('Enter')
    const endTurn = page.locator('[data-test="end-turn"]')
    await expect(endTurn).toBeEnabled({ timeout: 20_000 })
    // the turn ended: the opponent's turn is played out, under the hint
    const shown = hintAndParts(page)
    await endTurn.click()
    const { hint, parts } = await shown
    expect(within(hint, windowBox(size)), 'the hint is on screen').toBe(true)
    expect(parts.map((part) => part.what)).toContain('their-pool-button')
    for (const part of parts)
      expect.soft(overlaps(hint, part.box), `the skip hint runs into ${part.what}`).toBe(false)
    await expect(endTurn).toBeEnabled({ timeout: 20_000 })
    // every opponent's line (the campaign's and the house players') in two lines at most,
    // clear of the stake row under it: a German line took three and ran into it (the line is
    // back once the greeting said over it has gone)
    await expect(page.locator('[data-test="their-table"] .subtitle')).toBeVisible({
      timeout: 20_000,
    })
    for (const [id, line] of opponentLines(language)) {
      const { cut, gap } = await plateLine(page, line)
      expect.soft(cut, `${id}'s line is cut`).toBe(false)
      expect.soft(gap, `${id}'s line runs into the stake row`).toBeGreaterThanOrEqual(2)
    }
  })
}

/** Every player of the cantina shown, picked in turn: their detail fits its panel whole. */
async function eachDetailFits(page: Page, label: string): Promise<void> {
  const players = page.locator('[data-test^="opponent-"]:not([data-test="opponent-detail"])')
  for (let i = 0; i < (await players.count()); i++) {
    await players.nth(i).click()
    const id = await players.nth(i).getAttribute('data-test')
    await expect(page.locator('[data-test="opponent-detail"] h2')).toBeVisible()
    await painted(page)
    expect.soft(await detailFits(page), `${id}'s detail scrolls at ${label}`).toBe(true)
    // and nothing in it lies under Sit down (cantina-fit.slow.spec.ts: every state of a player)
    await detailClear(page, `${id} at ${label}`)
  }
}

/** Each size in one of the two languages (German, the longer, at the smallest windows). */
const MENU_SIZES = { en: [SIZES[2], SIZES[4]], de: [SIZES[0], SIZES[1], SIZES[3]] } as const

for (const language of ['en', 'de'] as const) {
  test(`every menu screen fits without scrolling (${language})`, async ({ page }) => {
    if (language === 'de') await switchToGerman(page)
    await newGame(page, LONG_NAME)
    await page.keyboard.press('Escape')
    for (const size of MENU_SIZES[language]) {
      await page.setViewportSize(size)
      await resized(page, size.width)
      const label = `${size.width}x${size.height}`
      for (const menu of SCREENS) {
        const { name } = menu
        await openFromTitle(page, menu)
        const scroll = await scrollSize(page)
        expect.soft(scroll.sw, `${name} scrolls sideways at ${label}`).toBeLessThanOrEqual(scroll.w)
        expect.soft(scroll.sh, `${name} scrolls at ${label}`).toBeLessThanOrEqual(scroll.h)
        expect.soft(await framesCutOpen(page), `${name}'s frames`).toEqual([])
        expect
          .soft(await loneLastWords(page, name), `${name}: a word alone on a last line at ${label}`)
          .toEqual([])
        // one deck: no player's detail scrolls (the one with a prize card is the tallest; the
        // longest name makes the header's subtitle wrap in German)
        if (name === 'Cantina') await eachDetailFits(page, label)
        // a save's Load, Rename and Delete in one row (German's Löschen wrapped to a second)
        if (name === 'Profiles') {
          const oneRow = await page.evaluate(`(() => {
            const boxes = [...document.querySelectorAll('[data-screen="Profiles"] .actions .btn')]
              .map((b) => b.getBoundingClientRect())
            return Math.max(...boxes.map((b) => b.top)) < Math.min(...boxes.map((b) => b.bottom))
          })()`)
          expect.soft(oneRow, `a save's buttons wrap at ${label}`).toBe(true)
        }
        // the rules' first page, the wordiest with its four examples, reads whole without scrolling
        if (name === 'Rules') {
          const basics = page.locator('[data-test="rules-basics"]')
          const { sh, ch } = await basics.evaluate((e) => ({
            sh: e.scrollHeight,
            ch: e.clientHeight,
          }))
          expect.soft(sh, `the rules' basics scroll at ${label}`).toBeLessThanOrEqual(ch)
        }
        await screenshot(page, `screen-${name}-${label}-${language}`)
        await backToTitle(page)
      }
    }
  })
}

/**
 * The top and bottom of what a screen shows (its children's boxes; a line kept for screen
 * readers alone is drawn nowhere), and the band its 50rem leaves above and below on a window
 * taller than that, in the window's pixels.
 */
function shownBand(
  page: Page,
  name: string,
): Promise<{ top: number; bottom: number; gap: number }> {
  return page.evaluate(`(() => {
    const boxes = [...document.querySelectorAll('[data-screen="${name}"] > :not(.visually-hidden)')]
      .map((e) => e.getBoundingClientRect()).filter((b) => b.height > 0)
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize)
    return {
      top: Math.min(...boxes.map((b) => b.top)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
      gap: Math.max(0, (innerHeight - 50 * rem) / 2),
    }
  })()`)
}

/** The screens of lists that grow, which take a taller window's room below (.uses-height). */
const USES_HEIGHT = new Set(['Stats', 'Achievements', 'Book', 'History', 'Rules', 'About'])

for (const size of [
  { width: 1200, height: 1600 },
  { width: 1280, height: 1024 },
]) {
  const label = `${size.width}x${size.height}`
  test(`a taller window (${label}) shows each menu screen in its middle, or its lists to the foot, every header in one place`, async ({
    page,
  }) => {
    await newGame(page, LONG_NAME)
    await page.keyboard.press('Escape')
    await page.setViewportSize(size)
    await resized(page, size.width)
    const headers = new Map<string, number>()
    for (const menu of SCREENS) {
      const { name } = menu
      await openFromTitle(page, menu)
      // a list's panels come with main's answer, after the header
      if (USES_HEIGHT.has(name)) await expect(page.locator(`${screen(name)} > .fill`)).toBeVisible()
      const { top, bottom, gap } = await shownBand(page, name)
      // laid out for 50rem: 1600 px tall, 425 px above and below are the window's; 1024, 112
      expect(gap).toBeGreaterThan(size.height === 1600 ? 400 : 100)
      expect.soft(top, `${name} starts in the band above its middle`).toBeGreaterThanOrEqual(gap)
      if (USES_HEIGHT.has(name))
        expect
          .soft(bottom, `${name} reaches the window's foot`)
          .toBeGreaterThan(size.height - gap / 2)
      else
        expect
          .soft(bottom, `${name} runs into the band below`)
          .toBeLessThanOrEqual(size.height - gap)
      // (the title has none)
      const header = page.locator(`${screen(name)} > .screen-header`)
      if (await header.count()) headers.set(name, Math.round((await header.boundingBox())!.y))
      await screenshot(page, `screen-${name}-${label}`)
      await backToTitle(page)
    }
    // every header where the first is: none jumps to the window's top as its screen opens
    expect(headers.size).toBeGreaterThan(10)
    const first = [...headers.values()][0]
    for (const [name, y] of headers) expect.soft(y, `${name}'s header`).toBe(first)
  })
}

/**
 * The bottom edge of every panel of a screen, in the window's pixels; of a panel inside a box
 * that scrolls, that box's (the panel is reached by scrolling it).
 */
function panelBottoms(page: Page, name: string): Promise<number[]> {
  return page.evaluate(
    `[...document.querySelectorAll('[data-screen="${name}"] .panel')].map((p) => (p.parentElement.closest('.scroll') ?? p).getBoundingClientRect().bottom)`,
  )
}

for (const language of ['en', 'de'] as const) {
  test(`a long-played profile at 960×600: every list stays on screen and scrolls (${language})`, async ({
    app,
  }) => {
    let page = app.page
    await newGame(page, 'Vessa Tal')
    // one kept match, played through main, to copy into a full history below
    await keepForfeitedMatch(app)
    await app.stop()
    // a returning player with long lists in small panels: every side card there is (two of
    // each, one tiebreaker, as a save allows), 60 lines of the ledger, 60 of the campaign's log,
    // as many saved classic decks as a profile may keep, and as many kept matches, played with
    // every one of those decks; their campaign is won
    await editProfile(app.dataDir, 1, (data) => {
      const decks = data.decks as { id: string; name: string; cards: string[] }[]
      const [starter] = decks
      if (!starter) throw new Error('a new profile has its starter deck')
      for (let n = decks.length + 1; decks.length < 30; n++)
        decks.push({
          ...starter,
          id: `deck-${n}`,
          name: `Deck ${n}`,
          active: false,
          starter: false,
        } as never)
      data.nextId = Math.max(data.nextId as number, 100)
      const history = data.history as { id: string; at: string; deckId: string | null }[]
      const [played] = history
      if (!played) throw new Error('the resigned match was not kept')
      data.history = Array.from({ length: HISTORY_LIMIT }, (_, i) => ({
        ...played,
        id: `${played.id}-${i}`,
        at: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
        deckId: decks[i % decks.length]!.id,
      }))
      setCollection(
        data,
        Object.fromEntries(ALL_CARD_CODES.map((card) => [card, card === 'TB' ? 1 : 2])),
      )
      const wallet = data.wallet as { credits: number; ledger: unknown[] }
      const campaign = data.campaign as {
        unlocked: string[]
        records: Record<string, { won: number; lost: number }>
        titles: { location: string }[]
        log: unknown[]
        finished: boolean
      }
      for (let i = 0; i < 60; i++) {
        const at = new Date(Date.UTC(2026, 0, 2, 0, i)).toISOString()
        wallet.credits += 100
        wallet.ledger.push({
          at,
          amount: 100,
          reason: 'reward',
          note: `e2e ${i}`,
          balance: wallet.credits,
        })
        campaign.log.push({ at, text: `e2e log line ${i}` })
      }
      // and the campaign won: every cantina open, every champion beaten, every title held
      campaign.unlocked = LOCATIONS.map((location) => location.id)
      for (const champion of OPPONENTS.filter((opponent) => opponent.champion))
        campaign.records[champion.id] = { won: 1, lost: 0 }
      campaign.titles = LOCATIONS.map((location) => ({ location: location.id }))
      campaign.finished = true
    })
    page = await app.start()
    if (language === 'de') await switchToGerman(page)
    // the usual minimum window: the smallest that most screens allow
    const usual = SIZES[1]
    await page.setViewportSize(usual)
    await resized(page, usual.width)

    // the shop: both panels on screen, and the last of your cards scrolled to and sold (the
    // very last, the one tiebreaker, a prize no merchant stocks, is kept: its Sell is off)
    await page.locator('[data-test="continue"]').click()
    await page.locator('.location').first().getByRole('button').last().click()
    await expect(page.locator(screen('Shop'))).toBeVisible()
    await expect(page.locator('button[data-test="sell-TB"]')).toBeDisabled()
    const lastSell = page.locator('button[data-test^="sell-"]:enabled').last()
    await expect(lastSell).toBeEnabled()
    for (const bottom of await panelBottoms(page, 'Shop'))
      expect(bottom).toBeLessThanOrEqual(usual.height)
    await lastSell.scrollIntoViewIfNeeded()
    await expect(lastSell).toBeInViewport()
    // your cards' words read: at 2.5rem a gold card's 2&4 was drawn at 7.2px
    const yours = await drawnTexts(page, '[data-test="owned"]')
    expect(yours.map((text) => text.text)).toContain('2&4')
    expect(yours[0]?.px, `"${yours[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
    await screenshot(page, `shop-every-card-960x600-${language}`)
    await lastSell.click()
    await page.locator('[data-test="dialog-confirm"]').click()
    await expect(page.locator('[data-test="deal-done"]')).toBeVisible()

    // the deck builder: the same for the cards you own
    await backToTitle(page)
    await page.locator('[data-test="collection"]').click()
    await expect(page.locator(screen('Collection'))).toBeVisible()
    const lastOwned = page.locator('button[data-test^="owned-"]').last()
    await expect(lastOwned).toBeVisible()
    for (const bottom of await panelBottoms(page, 'Collection'))
      expect(bottom).toBeLessThanOrEqual(usual.height)
    // the panel's frame stays where it is while its cards scroll under it
    const owned = page.locator('[data-screen="Collection"] .panel.owned')
    const box = await owned.boundingBox()
    if (!box) throw new Error('no panel of owned cards')
    // its 1 px frame line, which no scrolling row may paint over
    const topEdge = { x: box.x + box.width / 2 - 20, y: box.y, width: 40, height: 1 }
    const edgeBefore = await page.screenshot({ clip: topEdge })
    await lastOwned.scrollIntoViewIfNeeded()
    await expect(lastOwned).toBeInViewport()
    // the cards scroll in a box of their own, under the panel's words
    expect(await owned.locator('.scroll').evaluate((box) => box.scrollTop)).toBeGreaterThan(0)
    expect(await page.screenshot({ clip: topEdge })).toEqual(edgeBefore)
    await screenshot(page, `collection-every-card-960x600-${language}`)

    // the ledger and the campaign's log: on screen, the page still, the oldest line reachable
    for (const { name, open, last, action, header } of [
      {
        name: 'Stats',
        open: async () => {
          await page.locator('[data-test="stats"]').click()
          // the ledger beside the tallies: its first lines in sight as the screen opens, after
          // two dozen players and thirty decks, and neither box scrolls inside one that scrolls
          await expect(page.locator('[data-test="ledger"] tbody tr').first()).toBeInViewport()
          const nested = await page.evaluate(`['ledger-panel', 'stats-body'].filter((name) => {
            let up = document.querySelector('[data-test="' + name + '"]').parentElement
            for (; up; up = up.parentElement)
              if (/auto|scroll/.test(getComputedStyle(up).overflowY)) return true
            return false
          })`)
          expect(nested, 'a box of Stats scrolls inside another').toEqual([])
        },
        last: page.locator('[data-test="ledger"] tbody tr').last(),
        header: '[data-test="ledger"] thead th',
      },
      {
        name: 'History',
        open: () => page.locator('[data-test="history"]').click(),
        last: page.locator('[data-test="history-line"]').last(),
        header: '[data-test="history-list"] thead th',
      },
      {
        name: 'Stats',
        open: () => page.locator('[data-test="stats"]').click(),
        last: page.locator('[data-test="deck-record"]').last(),
      },
      {
        name: 'Campaign',
        open: async () => {
          await page.locator('[data-test="continue"]').click()
          // the ending above the route, which shows every cantina open and won
          await expect(page.locator('[data-test="ending"]')).toBeVisible()
          await expect(page.locator('.stop.beaten')).toHaveCount(LOCATIONS.length)
          await expect(page.locator('.titles li')).toHaveCount(LOCATIONS.length)
        },
        last: page.locator('[data-test="log-line"]').last(),
      },
      {
        name: 'QuickMatch',
        open: () => page.locator('[data-test="quick"]').click(),
        last: page.locator('.deck-picker .deck-name').last(),
        action: page.locator('[data-test="start-quick"]'),
      },
      {
        name: 'Cantina',
        open: async () => {
          await page.locator('[data-test="continue"]').click()
          await page.locator('[data-test^="enter-"]').first().click()
          // thirty decks (their list scrolls in itself): every control of the detail clear of
          // Sit down, which comes after the part that scrolls
          await expect(page.locator('.deck-picker .deck-name')).toHaveCount(30)
          await detailClear(page, 'thirty decks at 960x600')
        },
        last: page.locator('.deck-picker .deck-name').last(),
        action: page.locator('[data-test="start-match"]'),
      },
      {
        name: 'Collection',
        open: () => page.locator('[data-test="collection"]').click(),
        last: page.locator('.deck-list li').last(),
      },
      {
        name: 'Hotseat',
        open: async () => {
          await page.locator('[data-test="quick"]').click()
          await page.locator('[data-test="open-hotseat"]').click()
        },
        last: page.locator('[data-screen="Hotseat"] button, [data-screen="Hotseat"] select').last(),
      },
      {
        name: 'Daily',
        open: () => page.locator('[data-test="daily"]').click(),
        last: page.locator('[data-screen="Daily"] button').last(),
      },
    ] as {
      name: string
      open: () => Promise<unknown>
      last: Locator
      action?: Locator
      /** the column names of a table that scrolls in its panel */
      header?: string
    }[]) {
      await backToTitle(page)
      await open()
      await expect(page.locator(screen(name))).toBeVisible()
      await expect(last).toBeAttached()
      const scroll = await scrollSize(page)
      expect(scroll.sh, `${name} scrolls the page`).toBeLessThanOrEqual(scroll.h)
      for (const bottom of await panelBottoms(page, name))
        expect(bottom, `a panel of ${name} runs off the window`).toBeLessThanOrEqual(usual.height)
      expect
        .soft(await loneLastWords(page, name), `${name}: a word alone on a last line`)
        .toEqual([])
      // the button that starts the match is wholly on screen, before and after the list scrolls
      if (action) await expect(action).toBeInViewport({ ratio: 1 })
      await last.scrollIntoViewIfNeeded()
      await expect(last).toBeInViewport()
      if (action) await expect(action).toBeInViewport({ ratio: 1 })
      // the column names stay above the rows that scrolled under them, from the panel's frame
      // line down: a row showed through a 1 px band between the two
      const names = header && (await page.locator(header).first().boundingBox())
      if (names) {
        expect(
          await page.evaluate(
            `document.elementFromPoint(${names.x + 8}, ${names.y + names.height / 2})?.closest('thead') != null`,
          ),
          `${name}'s column names scrolled away`,
        ).toBe(true)
        // the gap between the frame line's inner edge and the names' top, in px
        const band = await page.evaluate(`(() => {
          const names = document.querySelector(${JSON.stringify(header)})
          let panel = names.parentElement
          while (panel && !/auto|scroll/.test(getComputedStyle(panel).overflowY))
            panel = panel.parentElement
          const inside = panel.getBoundingClientRect().top + panel.clientTop
          return names.getBoundingClientRect().top - inside
        })()`)
        expect(band, `${name}: rows show between the frame line and the column names`).toBeLessThan(
          0.25,
        )
      }
      await screenshot(page, `${name.toLowerCase()}-long-960x600-${language}`)
    }
  })
}
