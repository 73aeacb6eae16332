import type { Page } from '@playwright/test'
import { test, expect, screenshot, type PazaakApp } from './fixtures'
import { ON, RESULT, settled } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * Leaving a quick match by keyboard: the Esc menu's forfeit warns about the stake, then ends the
 * match as a loss. The whole match played to the end by keyboard, with every animation, is in
 * match.slow.spec.ts.
 */

/** A classic quick match opened by keyboard, its opening deal played: the table waits for a move. */
async function atTheTable(page: Page): Promise<void> {
  await openQuickMatch(page, 'classic')
  await page.keyboard.press('Space')
  await settled(page)
}

test('forfeit from the Esc menu warns about the stake and ends the match', async ({ app }) => {
  const page = app.page
  await atTheTable(page)
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="table-menu"]')).toBeVisible()
  await screenshot(page, 'table-menu')
  await page.locator('[data-test="forfeit"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="forfeit-warning"]')).toBeVisible()
  // the question opens on Keep playing, and Esc steps back to the menu, on Forfeit
  await expect(page.locator('[data-test="forfeit-cancel"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="forfeit-warning"]')).toHaveCount(0)
  await expect(page.locator('[data-test="table-menu"]')).toBeVisible()
  await expect(page.locator('[data-test="forfeit"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Shift+Tab')
  await expect(page.locator('[data-test="forfeit-confirm"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(RESULT)).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  // the keyboard lands on the screen's home once it has settled, never on the page
  await expect(page.locator('[data-test="play-again"]')).toBeFocused()
  // Space, tapped on through the last cards, does not start the next match; Enter would
  await page.keyboard.press('Space')
  await expect(page.locator(RESULT)).toBeVisible()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  expect(await page.evaluate('document.activeElement?.dataset.test')).toBe('play-again')
  // the forfeit is said once, not again among the notes
  await expect(page.getByText('You forfeited the match.', { exact: true })).toHaveCount(1)
  // forfeited before a round was decided: no empty list of rounds
  await expect(page.locator('[data-test="result-rounds"]')).toHaveCount(0)
})

test('the Esc menu holds the keyboard: Tab stays in it, the table is out of reach', async ({
  app,
}) => {
  const page = app.page
  await atTheTable(page)
  // a hand card has the focus when the menu opens
  const card = page.locator('[data-test="my-hand"] button').first()
  await card.focus()
  await page.keyboard.press('Escape')
  const menu = page.locator('[data-test="table-menu"]')
  await expect(menu).toBeVisible()
  const inMenu = () =>
    page.evaluate(`!!document.activeElement?.closest('[data-test="table-menu"]')`)
  // round and round its three buttons, both ways, never out to the table behind it
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await inMenu(), `after ${key}`).toBe(true)
  }
  // Esc closes it and the card has the focus again
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  await expect(card).toBeFocused()
})

/**
 * The match as main has it: the set, the round and how many cards lie on each table. An ended
 * turn changes it (the opponent draws, or the player does at their next turn); a key that did
 * nothing leaves it. Asked through the page's own bridge, after whatever the key sent.
 */
async function tables(app: PazaakApp): Promise<string> {
  const now = await app.call('match.resume')
  if (!now.ok || !now.value) throw new Error('no match to resume')
  const { set, round, players } = now.value.view
  return JSON.stringify({ set, round, cards: players.map((p) => p.table.length) })
}

/**
 * Runs in the page: keeps a record on `window.__off` of the button `test`: whether it was turned
 * off while it held the focus, and whether the focus ever fell to the page. The page keeps it
 * because a move and the opponent's answer can pass between two polls (with reduced motion
 * nothing waits for an animation, and the off moment lasts one round trip to main).
 */
function watchOff(test: string): string {
  return `(() => {
    const button = document.querySelector('[data-test="${test}"]')
    const seen = { heldOff: false, dropped: false }
    window.__off = seen
    new MutationObserver(() => {
      if (button.getAttribute('aria-disabled') === 'true' && document.activeElement === button)
        seen.heldOff = true
    }).observe(button, { attributes: true })
    button.addEventListener('blur', () => setTimeout(() => {
      if (document.activeElement === document.body || document.activeElement === null) seen.dropped = true
    }))
  })()`
}

/** Notes every control the focus goes to from now on, by its `data-test`, in `window.__stops`. */
const watchStops = `(() => {
  const stops = []
  window.__stops = stops
  document.addEventListener('focusin', (event) => stops.push(event.target.dataset.test ?? '?'))
})()`

/** What the watch set by watchOff saw. */
const offSeen = (page: Page): Promise<{ heldOff: boolean; dropped: boolean }> =>
  page.evaluate('window.__off') as Promise<{ heldOff: boolean; dropped: boolean }>

test('End turn and Stand keep the keyboard while the opponent plays', async ({ app }) => {
  const page = app.page
  await atTheTable(page)
  const end = page.locator('[data-test="end-turn"]')
  const stand = page.locator('[data-test="stand"]')
  await end.focus()
  await page.evaluate(watchOff('end-turn'))
  await page.keyboard.press('Enter')
  // off while the opponent plays, and still where the player left the keyboard (a disabled
  // button drops the focus to the page, and the next Tab starts from the top)
  await expect.poll(async () => (await offSeen(page)).heldOff).toBe(true)
  await settled(page)
  await expect(end).toBeEnabled({ timeout: 20_000 })
  await expect(end).toBeFocused()
  expect((await offSeen(page)).dropped).toBe(false)
  // Space hurries the table along and never ends a turn, even on End turn
  const before = await tables(app)
  await page.keyboard.press('Space')
  expect(await tables(app)).toBe(before)
  await page.keyboard.press('Tab')
  await expect(stand).toBeFocused()
  await page.evaluate(watchOff('stand'))
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await offSeen(page)).heldOff).toBe(true)
  await settled(page)
  await expect(stand).toBeFocused()
  expect((await offSeen(page)).dropped).toBe(false)
  // and Tab walks on from there, not from the top of the page. Once the next round is dealt:
  // between the round's end and the deal nothing presents, End turn is off and the Tab wraps
  // to a board card the deal then clears (the keeper takes the focus home, after a moment)
  await expect(end).toBeEnabled({ timeout: 20_000 })
  await page.keyboard.press('Shift+Tab')
  await expect(stand).not.toBeFocused()
  expect(await page.evaluate(`!!document.activeElement?.closest('.console')`)).toBe(true)
})

test('the keyboard stays at the table when the control it is on goes away', async ({ app }) => {
  const page = app.page
  await openQuickMatch(page, 'tournament')
  // the hand chooser takes the keyboard as it opens, on the pool's first card
  await expect(page.locator('[data-test="pool-0"]')).toBeFocused()
  for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
  await page.locator('[data-test="choose-confirm"]').focus()
  await page.evaluate(watchStops)
  await page.keyboard.press('Enter')
  // the chooser goes as the hands are dealt, and the keyboard stays at the table: it goes once,
  // to End turn as the deal has been shown, never back into the closing chooser nor to the menu
  // on the way (a screen reader says every stop)
  await expect(page.locator('.choose-panel')).toHaveCount(0)
  await settled(page)
  const end = page.locator('[data-test="end-turn"]')
  await expect(end).toBeEnabled({ timeout: 20_000 })
  await expect(end).toBeFocused()
  expect(await page.evaluate('window.__stops')).toEqual(['end-turn'])
  // a card played from the hand leaves it: the keyboard goes on to End turn once it is on
  const card = page.locator(`[data-test="my-hand"] button${ON}`).first()
  await card.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(':focus')).toHaveAttribute('data-focus-home', /\d/)
  await settled(page)
  await expect(end).toBeEnabled({ timeout: 20_000 })
  await expect(end).toBeFocused()
  // the advisor's own close button goes with it: back to End turn as well
  await page.keyboard.press('h')
  await page.locator('[data-test="hint-panel"] .close').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="hint-panel"]')).toHaveCount(0)
  await expect(end).toBeFocused()
})

test('a screen reader hears each card drawn and played, with the total', async ({ app }) => {
  const page = app.page
  await atTheTable(page)
  const log = page.locator('[data-test="narration"]')
  await expect(log).toHaveAttribute('role', 'log')
  const total = (
    await page.locator('[data-test="my-table"] [data-test="total-value"]').innerText()
  ).trim()
  // the opening draw, said with the total the table shows
  await expect(log.locator('li').last()).toHaveText(
    new RegExp(`^You draw \\d+: total ${total}\\.$`),
  )
  await page.keyboard.press('e')
  await settled(page)
  await expect(page.locator('[data-test="end-turn"]')).toBeEnabled({ timeout: 20_000 })
  // the opponent's turn by name in one line (its draw, any card it played), then the player's
  // next draw
  await expect(log).toContainText(/Deckhand Wendel draws \d+[^.]*: total \d+\./)
  await expect(log.locator('li').last()).toHaveText(/^You draw \d+: total \d+\.$/)
})

test('a mouse click leaves no focus behind for a later key to press', async ({ app }) => {
  const page = app.page
  await atTheTable(page)
  const end = page.locator('[data-test="end-turn"]')
  await end.click()
  // a mouse player never sees the focus: the button is off for real, the page has the focus
  await expect(end).not.toBeFocused()
  await settled(page)
  await expect(end).toBeEnabled({ timeout: 20_000 })
  const before = await tables(app)
  await page.keyboard.press('Enter')
  await page.keyboard.press('Space')
  expect(await tables(app)).toBe(before)
})
