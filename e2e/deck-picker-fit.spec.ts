/**
 * The deck picker's "no playable deck" state at the smallest window, in German: a player with
 * only the starter's cards and every cantina open sits down at the Gilded Circuit, whose
 * tournament rules refuse the starter deck and whose cards the player has too few of. The reason,
 * the way out, Edit decks and every trader who has cards for these rules are in sight at once:
 * the detail does not scroll, and nothing lies under the fade at its foot.
 */
import type { Locator, Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import type { Box } from './fixtures/boxes'
import { detailFits } from './fixtures/cantina'
import { newGame, switchToGerman } from './fixtures/player'
import { editProfile, openEveryCantina, setCollection } from './fixtures/saves'

const BODY = '[data-test="opponent-detail"] [data-test="detail-body"]'

/** The detail's view, less the fade at its foot (none while everything fits), in px. */
async function clearView(page: Page): Promise<Box> {
  const body = await page.locator(BODY).boundingBox()
  if (!body) throw new Error("the detail's body is not shown")
  const fade: number = await page.evaluate(
    `parseFloat(getComputedStyle(document.querySelector('${BODY}')).getPropertyValue('--fade-bottom')) || 0`,
  )
  return { ...body, height: body.height - fade }
}

/** Whether `part` lies whole in the clear view (half a pixel for rounding). */
async function inSight(part: Locator, view: Box): Promise<boolean> {
  const box = await part.boundingBox()
  return box !== null && box.y >= view.y - 0.5 && box.y + box.height <= view.y + view.height + 0.5
}

test('with few cards and no deck for the Gilded Circuit, the way out and all traders are in sight at 960×600 in German', async ({
  app,
}) => {
  let page = app.page
  await page.setViewportSize({ width: 960, height: 600 })
  await switchToGerman(page)
  await newGame(page, 'Corrin')
  // further on: every cantina open, so every trader is one to name; the starter's cards only
  await app.stop()
  await editProfile(app.dataDir, 1, (data) => {
    openEveryCantina(data)
    setCollection(data, { '+1': 2, '+2': 2, '+3': 2, '+4': 2, '+5': 2 })
  })
  page = await app.start()
  await page.setViewportSize({ width: 960, height: 600 })
  await page.click('[data-test="continue"]')
  await page.click('[data-test="enter-gilded-circuit"]')
  await page.click('[data-test="opponent-vey-sarto"]')

  await expect(page.locator('[data-test="deck-none"]')).toHaveText(
    'Dein Deck „Startdeck“ kann hier nicht gespielt werden. Diese Regeln erlauben +1 und +2 nicht.',
  )
  const traders = page.locator('[data-test="deck-trader"]')
  await expect(traders).toHaveCount(6)
  await expect(traders.first()).toHaveText('Vessas Verkaufsstand · The Rusted Anchor')
  await screenshot(page, 'deck-picker-no-deck-960-de')

  expect(await detailFits(page), 'the detail fits without scrolling').toBe(true)
  const view = await clearView(page)
  const parts = [
    ...(await page.locator('[data-test="deck-way-out"]').all()),
    page.locator('[data-test="edit-decks"]'),
    ...(await traders.all()),
  ]
  for (const part of parts) {
    const what = (await part.innerText()).trim()
    expect.soft(await inSight(part, view), `${what} lies in sight, clear of the fade`).toBe(true)
  }
})
