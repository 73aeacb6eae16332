import type { CDPSession, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { newGame, ON, readTotal, screen, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch, startQuickMatch } from './fixtures/quick-match'

/**
 * A player on a touch screen: a finger held on a hand card peeks at what it would make and does
 * not play it, a tap plays it; and under a coarse pointer every control is at least 24 × 24 px,
 * the console's main actions 44 px tall. A player by touch alone sees no key caps and reads no
 * key in a tip, where a mouse player keeps them. The finger is Chromium's own touch input (the
 * DevTools protocol's touch events, which a real touch screen sends as well), the media queries
 * those of a phone or tablet (pointer: coarse, no hover).
 */
test.skip(({ target }) => target !== 'web', 'the touch screen is emulated through Chromium')

/** Turns the page into a touch screen's: touch input on, and the media of a finger. */
async function touchScreen(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 })
  await cdp.send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'pointer', value: 'coarse' },
      { name: 'any-pointer', value: 'coarse' },
      { name: 'hover', value: 'none' },
      { name: 'any-hover', value: 'none' },
    ],
  })
  return cdp
}

/** Words that name a key, as the table's tips and hints would say them. */
const KEY_WORDS = /\b(Key|Press|Enter|Esc|Space)\b/

/**
 * A quick match against the rookie, with the table waiting for the player, reached by pointer
 * alone: a key pressed on the way would tell the game a keyboard is in use.
 */
async function tableByPointer(page: Page): Promise<void> {
  await startQuickMatch(page, 'Tess')
  // the opening deal plays out by itself: no Space to hurry it
  await expect(page.locator(`${TABLE} [data-test="end-turn"]${ON}`)).toBeVisible({
    timeout: 60_000,
  })
}

/** The middle of what `selector` shows. */
async function middle(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).boundingBox()
  expect(box, selector).not.toBeNull()
  if (!box) return { x: 0, y: 0 }
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * Every control a finger could aim at on the screen now, too small: under 24 px either way, or
 * one of the console's main actions under 44 px tall. A radio hidden inside its label (a
 * segmented switch) is the label's to hit, and is left out.
 */
const SMALL_TARGETS = `(() => {
  const controls = document.querySelectorAll(
    'button, a[href], input, select, textarea, [role="button"], [role="slider"], [tabindex="0"]',
  )
  const small = []
  for (const el of controls) {
    if (el.closest('[inert]') || el.matches('.segmented input, .visually-hidden')) continue
    const style = getComputedStyle(el)
    if (style.visibility === 'hidden' || style.display === 'none') continue
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) continue
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) continue
    const name = el.dataset.test ?? el.getAttribute('aria-label') ?? el.tagName
    const main = el.matches('[data-test="end-turn"], [data-test="stand"]')
    if (r.width < 24 || r.height < 24 || (main && r.height < 44))
      small.push(name + ' ' + r.width.toFixed(1) + '×' + r.height.toFixed(1))
  }
  return small
})()`

/** The controls on the screen now that are too small for a finger (SMALL_TARGETS). */
async function smallTargets(page: Page): Promise<string[]> {
  return (await page.evaluate(SMALL_TARGETS)) as string[]
}

test('a finger held on a hand card peeks at it, and a tap plays it', async ({ app }) => {
  const page = app.page
  const cdp = await touchScreen(page)
  await openQuickMatch(page, 'classic')
  await waitForPlayer(page)
  const before = await readTotal(page)
  const card = '[data-test="hand-card-1"]'
  const tip = page.locator('[data-test="hand-place-1"] [data-test="card-tip"]')
  await expect(tip).toBeHidden()

  // held: the tip shows while the finger stays down, and the card is not played
  const at = await middle(page, card)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  await expect(tip).toBeVisible()
  await expect(tip).toContainText(/\d/)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  // a moment after the finger lifts the tip goes, though the touch left the card focused
  await expect(tip).toBeHidden()
  await expect(page.locator(card)).toBeVisible()
  expect(await readTotal(page)).toBe(before)

  // a short tap plays it
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect(page.locator('[data-test="hand-place-1"] [data-test="played-place"]')).toBeVisible()
  await expect.poll(() => readTotal(page)).not.toBe(before)
})

test('under a coarse pointer every control is a finger wide, the main actions more', async ({
  app,
}) => {
  const page = app.page
  await page.setViewportSize({ width: 960, height: 600 })
  await touchScreen(page)

  await page.locator('[data-test="settings"]').click()
  await expect(page.locator(screen('Settings'))).toBeVisible()
  expect(await smallTargets(page), 'settings').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Settings'))).toHaveCount(0)

  await newGame(page, 'Tess')
  await page.locator('[data-test^="shop-"]').first().click()
  await expect(page.locator(screen('Shop'))).toBeVisible()
  expect(await smallTargets(page), 'the shop').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()

  await page.locator('[data-test^="enter-"]').first().click()
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.locator('[data-test^="opponent-"]').first().click()
  await page.locator('[data-test="start-match"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await waitForPlayer(page)
  expect(await smallTargets(page), 'the table').toEqual([])
})

test('a player by touch alone sees no key caps and reads no key at the table', async ({ app }) => {
  const page = app.page
  const cdp = await touchScreen(page)
  await tableByPointer(page)
  await expect(page.locator('html')).toHaveAttribute('data-input', 'touch')
  // the console's E, S, H and Esc, the hand's numbers, the sign toggle's F: none is shown
  await expect(page.locator(`${TABLE} [data-test="end-turn"]`)).toBeVisible()
  expect(await page.locator(`${TABLE} kbd`).count()).toBeGreaterThan(0)
  await expect(page.locator(`${TABLE} kbd:visible`)).toHaveCount(0)
  expect(await page.locator(TABLE).innerText()).not.toMatch(KEY_WORDS)
  // without their caps, the buttons are still a finger wide
  expect(await smallTargets(page), 'the table by touch alone').toEqual([])

  // a finger held on a card: its tip says what it makes, and no key
  const tip = page.locator('[data-test="hand-place-1"] [data-test="card-tip"]')
  const at = await middle(page, '[data-test="hand-card-1"]')
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] })
  await expect(tip).toBeVisible()
  await expect(tip).toContainText(/\d/)
  expect(await tip.innerText()).not.toMatch(KEY_WORDS)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
})

test('a mouse player keeps the key caps and each card’s key', async ({ app }) => {
  const page = app.page
  await tableByPointer(page)
  await expect(page.locator('html')).toHaveAttribute('data-input', 'keys')
  for (const cap of ['key-end', 'key-stand', 'key-menu'])
    await expect(page.locator(`${TABLE} [data-test="${cap}"]`)).toBeVisible()
  await expect(page.locator('[data-test="hand-place-1"] kbd.key')).toHaveText('1')
  await page.locator('[data-test="hand-card-1"]').hover()
  const tip = page.locator('[data-test="hand-place-1"] [data-test="card-tip"]')
  await expect(tip).toBeVisible()
  await expect(tip).toContainText('Key 1')
})

test('a pointer left resting on a card opens no tip while the keys move to another', async ({
  app,
}) => {
  const page = app.page
  await tableByPointer(page)
  const tip = (place: number) =>
    page.locator(`[data-test="hand-place-${place}"] [data-test="card-tip"]`)
  const at = await middle(page, '[data-test="hand-card-1"]')
  await page.mouse.move(at.x, at.y)
  await expect(tip(1)).toBeVisible()

  // the keys walk on to the second card, the pointer left where it was
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab')
    const on = await page.evaluate('document.activeElement?.dataset.test ?? null')
    if (on === 'hand-card-2') break
  }
  await expect(page.locator('[data-test="hand-card-2"]')).toBeFocused()
  await expect(page.locator('html')).toHaveAttribute('data-pointer', 'resting')
  // one tip, the focused card's: the resting pointer's is gone
  await expect(tip(2)).toBeVisible()
  await expect(tip(1)).toBeHidden()
  await expect(page.locator('[data-test="card-tip"]:visible')).toHaveCount(1)
})
