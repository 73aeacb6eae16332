import type { Page } from '@playwright/test'
import { test, expect, screenshot, type PazaakApp } from './fixtures'
import { landsOn } from './fixtures/landing'
import { keyboardOn, newGame, ON, RESULT, settled, TABLE } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * Leaving a quick match by keyboard: the Esc menu's forfeit warns about the stake, then ends the
 * match as a loss, the keyboard on Play again; clicked, it leaves the focus to the pointer, and
 * Enter finds Play again. The whole match played to the end by keyboard, with every animation,
 * is in match.slow.spec.ts.
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

test('a forfeit clicked leaves the result as a match clicked to its end does: Enter finds Play again', async ({
  app,
}) => {
  const page = app.page
  await atTheTable(page)
  // the menu opened by Esc, its Forfeit and the question's clicked: the player is on the mouse
  await page.keyboard.press('Escape')
  await page.locator('[data-test="forfeit"]').click()
  await page.locator('[data-test="forfeit-confirm"]').click()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat', { timeout: 20_000 })
  await expect(page.locator('[data-test="play-again"]')).toBeEnabled()
  // the game moves the focus for the keyboard only: a mouse player sees no ring put anywhere
  expect(await keyboardOn(page)).toBeNull()
  // the first key finds the result's first action, and presses nothing yet
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="play-again"]')).toBeFocused()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Defeat')
  await screenshot(page, 'forfeit-clicked-enter')
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

/**
 * Leave the table, by the Esc menu or the hot-seat curtain's question, from a table first left
 * and then come back to through the open-match question (Play, Start or Sit down asks: return to
 * it). The question's Back to the table goes with the table it opens, so the screen coming back
 * waited for that button on the page: the keyboard lands on the control the question was asked
 * from instead, at once.
 */
test.describe('Leave the table, back where the match was started', () => {
  /** The Esc menu's Leave the table, pressed by `leave` (the landing follows it). */
  async function menuLeave(page: Page, control: string): Promise<void> {
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="back-to-game"]')).toBeFocused()
    await page.locator('[data-test="table-menu"] [data-test="leave"]').focus()
    await landsOn(page, control, () => page.keyboard.press('Enter'))
  }
  /** The control that started the match, pressed again: the question, and Back to the table. */
  async function returnToIt(page: Page): Promise<void> {
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-test="open-match-return"]')).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator(TABLE)).toBeVisible()
  }

  test('a campaign match: on the cantina’s Sit down', async ({ app }) => {
    const page = app.page
    await newGame(page, 'Oriella')
    await expect(page.locator('[data-test="enter-rusted-anchor"]')).toBeFocused()
    await page.keyboard.press('Enter')
    const sitDown = '[data-test="start-match"]'
    await page.locator(`${sitDown}${ON}`).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(TABLE)).toBeVisible()
    await menuLeave(page, sitDown)
    await returnToIt(page)
    // not on the player picked, the cantina's home, which the closing menu put it on first
    await menuLeave(page, sitDown)
  })

  test('a hot-seat match: on Start, from the curtain’s question', async ({ app }) => {
    const page = app.page
    await page.locator('[data-test="quick"]').focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-test="slot-1"] [data-test="new-name"]').focus()
    await page.keyboard.type('Vessa')
    await page.keyboard.press('Enter')
    await page.locator('[data-test="open-hotseat"]').focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-test="seat-name-0"]').fill('Maren')
    await page.locator('[data-test="seat-name-1"]').fill('Corrin')
    const start = '[data-test="start-hotseat"]'
    await page.locator(start).focus()
    /** The curtain's way out: Esc asks, Enter on its Leave the table. */
    const curtainLeave = async (): Promise<void> => {
      await expect(page.locator('[data-test="curtain-reveal"]')).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(page.locator('[data-test="curtain-leave-confirm"]')).toBeFocused()
      await landsOn(page, start, () => page.keyboard.press('Enter'))
    }
    await page.keyboard.press('Enter')
    await curtainLeave()
    await returnToIt(page)
    await curtainLeave()
    // and from the table itself, by its menu
    await returnToIt(page)
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-test="curtain"]')).toHaveCount(0)
    await menuLeave(page, start)
  })
})

/** How a table button looks, by its `data-test`: its face, its glow and ring, its words, its frame. */
const looks = (page: Page, test: string): Promise<unknown> =>
  page.evaluate(`(() => {
    const style = getComputedStyle(document.querySelector('[data-test="${test}"]'))
    return [style.backgroundImage, style.boxShadow, style.color, style.getPropertyValue('--frame-line')]
  })()`)

test('one button looks chosen: a pointer left on Menu lights nothing once the keys move on', async ({
  app,
}) => {
  const page = app.page
  await atTheTable(page)
  const end = page.locator('[data-test="end-turn"]')
  await expect(end).toBeEnabled({ timeout: 20_000 })
  await expect(end).toBeFocused()
  const resting = await looks(page, 'menu')
  // the pointer comes to rest on Menu (after the click that opened the menu): lit gold
  await page.locator('[data-test="menu"]').hover()
  await expect.poll(() => looks(page, 'menu')).not.toEqual(resting)
  // the keys move on to Stand and back, the pointer where it was: End turn alone looks chosen,
  // with the keyboard's ring, and Menu as it looks untouched
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(end).toBeFocused()
  await expect.poll(() => looks(page, 'menu')).toEqual(resting)
  // the theme's focus colour, as the browser writes it in a computed style
  const focus = await page.evaluate(`(() => {
    const probe = document.createElement('i')
    probe.style.color = 'var(--focus)'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })()`)
  const [, ring] = (await looks(page, 'end-turn')) as string[]
  expect(ring).toContain(focus as string)
  // nor does a hand card the keys passed on the way (the card F flips) stay raised
  await page.keyboard.press('Shift+Tab')
  const card = (await page.evaluate('document.activeElement.dataset.test')) as string
  expect(card).toMatch(/^hand-card-/)
  const raised = `getComputedStyle(document.querySelector('[data-test="${card}"]')).transform`
  await expect.poll(() => page.evaluate(raised)).not.toBe('none')
  await page.keyboard.press('Tab')
  await expect(end).toBeFocused()
  await expect.poll(() => page.evaluate(raised)).toBe('none')
  // the pointer moved again is in use again: Menu lights under it
  const box = await page.locator('[data-test="menu"]').boundingBox()
  if (!box) throw new Error('Menu is on the table')
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2)
  await expect.poll(() => looks(page, 'menu')).not.toEqual(resting)
})
