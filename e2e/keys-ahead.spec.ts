import { test, expect } from './fixtures'
import { holdAnswer, ON, skipUnlessAnswersCanBeHeld, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'
import { painted } from './fixtures/painted'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'

/**
 * A quick player's keys at the table: two card keys pressed one after the other, with no wait
 * between, play both cards in the tournament (any number of side cards a turn). The first card's
 * answer is held back until both keys are down, so the second is always pressed while the first
 * is on its way, however fast the machine; the second waits for it and is played once it lands.
 * On the way, at 960×600, every word and card of the chooser is drawn large enough to read.
 */

test('two card keys pressed at once play both cards', async ({ app }) => {
  skipUnlessAnswersCanBeHeld(app.target)
  const page = app.page
  await openQuickMatch(page, 'tournament')
  // the hand chooser has the keyboard: its first four plus or minus cards by their digits
  await expect(page.locator('[data-test="pool-0"]')).toBeFocused()
  // at the smallest usual window the digits and both pools' cards read (the opponent's flip
  // cards drew their other sign at 7px)
  await page.setViewportSize({ width: 960, height: 600 })
  await painted(page)
  const chooser = await drawnTexts(page, '.choose-panel')
  expect(chooser.map((t) => t.text)).toContain('0')
  expect(chooser[0]?.px, `"${chooser[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
  await page.setViewportSize({ width: 1280, height: 800 })
  const kinds = await page
    .locator('[data-test^="pool-"] .side-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-kind')))
  const plain = kinds.flatMap((kind, i) => (kind === 'plus' || kind === 'minus' ? [i] : []))
  expect(plain.length).toBeGreaterThanOrEqual(4)
  for (const i of plain.slice(0, 4)) await page.keyboard.press(String((i + 1) % 10))
  await page.keyboard.press('Enter')
  await waitForPlayer(page)
  const hand = page.locator('[data-test="my-hand"]')
  await expect(hand.locator(`[data-test="hand-card-1"]${ON}`)).toBeVisible()
  await expect(hand.locator(`[data-test="hand-card-2"]${ON}`)).toBeVisible()

  const release = await holdAnswer(page, 'match.act')
  await page.keyboard.press('1')
  await page.keyboard.press('2')
  release()
  // both places empty: each card was played, none refused
  await expect(hand.locator('[data-test="played-place"]')).toHaveCount(2)
  await expect(hand.locator('[data-test="hand-place-1"] [data-test="played-place"]')).toBeVisible()
  await expect(hand.locator('[data-test="hand-place-2"] [data-test="played-place"]')).toBeVisible()
  await expect(page.locator('[data-test="refusal"] .words')).toHaveCount(0)
})
