import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { keyboardOn, RESULT, screen, settled, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * By keyboard alone, the focus is where the player acts next whenever the table comes to wait
 * for them: End turn after the opening deal (not the menu, where Enter opens the menu), after
 * the hands are chosen with Enter, after a match resumed from the title's Continue or from the
 * map a save's Load opens; the result's Play again after a forfeit. Never the page.
 */

/** The `data-test` of the focused element, or 'page' when the focus is on the page. */
const focusedName = async (page: Page): Promise<string> => (await keyboardOn(page)) ?? 'page'

/** Hurries the table (Space) until it waits for the player, then waits for the focus there. */
async function focusWhenReady(page: Page, name: string): Promise<void> {
  await waitForPlayer(page)
  await settled(page)
  await expect.poll(() => focusedName(page)).toBe(name)
}

/** Presses Enter on a control, as a player who has tabbed to it. */
async function enterOn(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().focus()
  await page.keyboard.press('Enter')
}

/** Leaves the table by its Esc menu's Leave, the match kept open. */
async function leaveTable(page: Page): Promise<void> {
  await page.keyboard.press('Escape')
  await enterOn(page, '[data-test="table-menu"] [data-test="leave"]')
  await expect(page.locator(TABLE)).toHaveCount(0)
}

test('a classic match starts, and resumes, with the keyboard on End turn', async ({ app }) => {
  const page = app.page
  await openQuickMatch(page, 'classic')
  await focusWhenReady(page, 'end-turn')

  // the title's Continue brings the open match back, the keyboard on End turn again
  await leaveTable(page)
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.keyboard.press('Escape')
  await enterOn(page, `${screen('Title')} [data-test="continue"]`)
  await expect(page.locator(TABLE)).toBeVisible()
  await focusWhenReady(page, 'end-turn')

  // a save's Load opens the map, whose way back to the table does the same
  await leaveTable(page)
  await page.keyboard.press('Escape')
  await enterOn(page, `${screen('Title')} [data-test="load"]`)
  await expect.poll(() => focusedName(page)).toBe('load-slot')
  await page.keyboard.press('Enter')
  await enterOn(page, '[data-test="return-to-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await focusWhenReady(page, 'end-turn')

  // a forfeit by the Esc menu leaves the keyboard on the result's Play again, not the page
  await page.keyboard.press('Escape')
  await enterOn(page, '[data-test="table-menu"] [data-test="forfeit"]')
  await expect(page.locator('[data-test="forfeit-cancel"]')).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('[data-test="forfeit-confirm"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(RESULT)).toBeVisible()
  await expect.poll(() => focusedName(page)).toBe('play-again')
})

test('the hands chosen with Enter, the keyboard goes on to End turn', async ({ app }) => {
  const page = app.page
  await openQuickMatch(page, 'tournament')
  await expect.poll(() => focusedName(page)).toBe('pool-0')
  // the first four cards of the pool, by their digits, and Enter brings them
  for (const digit of ['1', '2', '3', '4']) await page.keyboard.press(digit)
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test^="pool-"]')).toHaveCount(0)
  await focusWhenReady(page, 'end-turn')
})
