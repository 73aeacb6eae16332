import type { Locator, Page } from '@playwright/test'
import { test, expect, screenshot } from './fixtures'
import { gapBetween, overlaps, within, type Box } from './fixtures/boxes'
import { reduceMotion, switchToGerman, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'
import { swapText } from './fixtures/words'
import de from '@/i18n/messages/de/table'

/**
 * The tips in the tournament's hand chooser, in German (its tips are the longest), at each window
 * size, for the first set and for the second, whose lines on what was set aside leave less room
 * between the two pools: a tip of the player's pool covers no other card to choose, no card's
 * key and no heading, and stays in the chooser, off the opponent's pool, a tip of two lines too;
 * a tip of the opponent's pool covers no key of the player's pool and stays in the chooser too.
 * A tip of the player's pool keeps a gap from each heading too: in the second set it lay flush on
 * the heading of the opponent's pool, nothing covered and no room between.
 */
const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const
const CHOOSER = `${TABLE} .choose-panel`

/** Where a part lies on the page; it must be there. */
async function boxOf(part: Locator): Promise<Box> {
  const box = await part.boundingBox()
  expect(box, 'the part is on the page').not.toBeNull()
  return box as Box
}

/** The boxes of every part that matches `selector` in the chooser. */
async function boxesOf(page: Page, selector: string): Promise<Box[]> {
  const parts = await page.locator(`${CHOOSER} ${selector}`).all()
  return Promise.all(parts.map(boxOf))
}

/** What a tip must stay in or clear of: the chooser, the cards, key caps, headings, their pool. */
interface Clear {
  chooser: Box
  cards: Box[]
  keys: Box[]
  headings: Box[]
  theirCards: Box[]
  /** the least room between a tip and a heading, in px: a quarter of the root's size */
  headingGap: number
}

/** Checks `tip`, of card `own` of the player's pool (null for the opponent's), at `at`. */
async function tipClear(tip: Locator, own: number | null, parts: Clear, at: string): Promise<void> {
  const box = await boxOf(tip)
  expect(within(box, parts.chooser), `${at}: in the chooser`).toBe(true)
  for (const [i, key] of parts.keys.entries())
    if (i !== own) expect(overlaps(box, key), `${at}: clear of key cap ${i + 1}`).toBe(false)
  // the cards the player chooses among: the first card's tip, open as the chooser opened with
  // the keyboard on it, lay over the second and the third
  for (const [i, card] of parts.cards.entries())
    if (i !== own) expect(overlaps(box, card), `${at}: clear of card ${i + 1}`).toBe(false)
  // a tip at the pool's foot keeps a gap to the headings round it, the opponent's pool's below
  // (in the second set it lay flush on it); one beside the opponent's card only covers none
  for (const heading of parts.headings) {
    if (own === null) expect(overlaps(box, heading), `${at}: clear of the headings`).toBe(false)
    else
      expect(gapBetween(box, heading), `${at}: a gap to the headings`).toBeGreaterThanOrEqual(
        parts.headingGap,
      )
  }
  if (own !== null)
    for (const card of parts.theirCards)
      expect(overlaps(box, card), `${at}: clear of the opponent's pool`).toBe(false)
}

/**
 * Words for a tip of two lines. The longest a chooser's tip says, a German Double's at the
 * cantina, all but fills the pool's one line at 960×600 (a quick match's pool has no such card),
 * so the second line must have its room: the first card's tip is given those words twice in
 * place of its own (its text node's words, which Vue keeps), and they are given back.
 */
const LONGEST = de.table.tip.effect.double.previousCard
const TWO_LINES = `${LONGEST} ${LONGEST}`
/** The words of the first card's tip in the player's pool. */
const FIRST_TIP = `${CHOOSER} [data-choose-pool] .card-tip .tip-line`
/** Runs in the page: how many lines the first card's tip takes. */
const TIP_LINES = `(() => {
  const tip = document.querySelector('${CHOOSER} [data-choose-pool] .card-tip > .tip')
  const style = getComputedStyle(tip)
  const words = tip.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)
  return Math.round(words / parseFloat(style.lineHeight))
})()`

/** Runs in the page: the root's font size in px, what 1rem is at this window size. */
const ROOT_SIZE = 'parseFloat(getComputedStyle(document.documentElement).fontSize)'

/** Opens every tip of both pools in turn, the player's by focus and the opponent's by hover. */
async function tipsClear(page: Page, label: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    const at = `${label} at ${size.width}x${size.height}`
    const parts: Clear = {
      chooser: await boxOf(page.locator(CHOOSER)),
      cards: await boxesOf(page, '[data-test^="pool-"] .side-card'),
      keys: await boxesOf(page, '[data-test^="pool-"] kbd'),
      headings: await boxesOf(page, 'h2, h3, [data-test="set-aside"]'),
      theirCards: await boxesOf(page, '[data-test="their-pool"] .side-card'),
      headingGap: ((await page.evaluate(ROOT_SIZE)) as number) / 4,
    }
    const mine = await page.locator(`${CHOOSER} [data-test^="pool-"]`).all()
    for (const [i, card] of mine.entries()) {
      await card.focus()
      const tip = page.locator(`${CHOOSER} [data-choose-pool] .card-tip`).nth(i).locator('> .tip')
      await expect(tip).toBeVisible()
      await tipClear(tip, i, parts, `${at}, card ${i + 1}`)
      if (i === mine.length - 1) await screenshot(page, `chooser-tip-${label}-${size.width}`)
    }
    // a tip of two lines, as clear: its second line grew up over the keys
    await mine[0]?.focus()
    const had = await swapText(page, FIRST_TIP, TWO_LINES)
    const first = page.locator(`${CHOOSER} [data-choose-pool] .card-tip`).first().locator('> .tip')
    await expect(first).toContainText(TWO_LINES)
    expect(await page.evaluate(TIP_LINES), `${at}: the tip's lines`).toBe(2)
    await tipClear(first, 0, parts, `${at}, a tip of two lines`)
    await screenshot(page, `chooser-tip-two-lines-${label}-${size.width}`)
    await swapText(page, FIRST_TIP, had)
    // the keyboard's card shows its tip too: off it, so only the hovered card's shows
    await mine.at(-1)?.blur()
    const theirs = await page.locator(`${CHOOSER} [data-test="their-pool"] .card-tip`).all()
    for (const [i, card] of theirs.entries()) {
      await card.hover()
      const tip = card.locator('> .tip')
      await expect(tip).toBeVisible()
      await tipClear(tip, null, parts, `${at}, their card ${i + 1}`)
    }
    await page.mouse.move(0, 0)
  }
}

test('the chooser’s tips cover no card to choose, no key and no heading, in both sets', async ({
  app,
}) => {
  test.slow()
  const page = app.page
  // no animations to skip while the first set is played out
  await reduceMotion(page)
  await switchToGerman(page)
  await openQuickMatch(page, 'tournament')
  const bring = page.locator(`${CHOOSER} [data-test="choose-confirm"]`)
  await expect(bring).toBeVisible()
  await tipsClear(page, 'set-1')

  // the first set played out by ending every turn, to the chooser of the second
  for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
  await page.keyboard.press('Enter')
  await expect(bring).toHaveCount(0)
  for (let turn = 0; !(await bring.isVisible()); turn++) {
    expect(turn, 'the first set ends').toBeLessThan(200)
    await waitForPlayer(page)
    if (!(await bring.isVisible())) await page.keyboard.press('e')
  }
  await expect(page.locator(`${CHOOSER} [data-test="set-aside"]`)).toBeVisible()
  await tipsClear(page, 'set-2')
})
