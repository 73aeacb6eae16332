/**
 * A keyboard player ends turns with Enter. Pressed on and on through the last round of a
 * wagered campaign match, it must not stake a new match on the result screen: the keyboard
 * lands on the way back to the cantina there, and Play again, its stake on it, is one Tab on.
 */
import { expect, test } from './fixtures'
import {
  credits,
  creditsOf,
  newGame,
  reduceMotion,
  RESULT,
  screen,
  sitDownWith,
  TABLE,
} from './fixtures/player'

/** Enough presses of Enter to end a match by ending every turn (the player busts or loses). */
const MOST_PRESSES = 600

test('Enter pressed through a wagered match to its end starts no new match', async ({ app }) => {
  const page = app.page
  await reduceMotion(page)
  await newGame(page, 'Oriella')
  // the first table's highest stake, as the player would set it by keys
  await sitDownWith(page, 'pip-odell')
  await page.keyboard.press('End')
  const stake = creditsOf(await page.locator('.wager-row output').innerText())
  expect(stake).toBeGreaterThan(0)
  await page.locator('[data-test="start-match"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(TABLE)).toBeVisible()

  // Enter, and Enter again, until main has ended the match: every turn ended by the same key
  // (one press more, as the result arrives, would be the Enter on its lead button below)
  const result = page.locator(RESULT)
  const over = async (): Promise<boolean> => {
    const open = await app.call('match.resume')
    return open.ok && open.value === null
  }
  for (let n = 0; n < MOST_PRESSES && !(await over()); n++) await page.keyboard.press('Enter')
  await expect(result).toBeVisible()

  // the keyboard on the way back to the cantina, the first button, where Enter stakes nothing
  const back = page.locator('[data-test="result-back"]')
  await expect(back).toBeFocused()
  // the purse is what the result says it is
  const balance = creditsOf(await page.locator('[data-test="balance"]').innerText())
  expect(await credits(app)).toBe(balance)

  // Play again is one Tab on, and says its stake before it is pressed
  await page.keyboard.press('Tab')
  const again = page.locator('[data-test="play-again"]')
  await expect(again).toBeFocused()
  await expect(again).toContainText(String(Math.min(stake, balance)))
  await page.keyboard.press('Shift+Tab')
  await expect(back).toBeFocused()

  // and Enter on, as a player does who has not looked up yet: back at the cantina, no new match
  for (let n = 0; n < 10; n++) await page.keyboard.press('Enter')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await expect(page.locator(TABLE)).toHaveCount(0)
  const open = await app.call('match.resume')
  expect(open.ok && open.value).toBeNull()
  expect(await credits(app)).toBe(balance)
})
