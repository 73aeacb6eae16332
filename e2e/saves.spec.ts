/**
 * The player's progress around the edges of a session: a match left open is never thrown away
 * by starting another (the player is asked) and never keeps the player from the map, a page
 * never acts on a profile another tab switched to, a restart of the host is explained, and a new
 * player is offered the tutorial. A resumed match played to its end is in saves.slow.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { newGame, newSession, screen, sitDownWith, switchToGerman, TABLE } from './fixtures/player'
import { quickMatchScreen } from './fixtures/quick-match'
import { painted } from './fixtures/painted'
import { within, type Box } from './fixtures/boxes'

/** The header's Back, title and subtitle line, in px; the line's count of lines. */
interface HeaderParts {
  back: Box
  title: Box
  line: Box
  lines: number
  way: Box
}

/** Measures the screen header's parts in one go (a string: e2e code has no DOM library). */
function headerParts(page: Page): Promise<HeaderParts> {
  return page.evaluate(`(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width, height: r.height } }
    const header = document.querySelector('.screen-header')
    const line = header.querySelector('[data-test="open-match-line"]')
    return {
      back: box(header.querySelector('[data-test="back"]')),
      title: box(header.querySelector('h1')),
      line: box(line),
      lines: Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight)),
      way: box(line.querySelector('[data-test="return-to-match"]')),
    }
  })()`)
}

/** The table's menu -> Leave the table. */
async function leaveTable(page: Page): Promise<void> {
  await page.click(`${TABLE} [data-test="menu"]`)
  await page.click('[data-test="table-menu"] [data-test="leave"]')
  await expect(page.locator(TABLE)).toHaveCount(0)
}

test('starting a match while one is open asks: return to it, or forfeit it as a loss', async ({
  page,
  app,
}) => {
  await quickMatchScreen(page, 'Dodger')
  await page.click('[data-test="start-quick"]')
  await leaveTable(page)
  const open = await app.call('match.resume')
  if (!open.ok || !open.value) throw new Error('the quick match should still be open')

  // Play again: main refuses until the player chooses, and the screen asks.
  await page.click('[data-test="start-quick"]')
  const dialog = page.locator('[data-test="open-match"]')
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(open.value.opponent.name)
  await expect(dialog).toContainText('Forfeiting counts as a lost match in your stats.')
  await screenshot(page, 'saves-open-match')
  await page.click('[data-test="open-match-return"]')
  await expect(page.locator(TABLE)).toBeVisible()
  const returned = await app.call('match.resume')
  expect(returned.ok && returned.value?.matchId).toBe(open.value.matchId)

  // This time forfeit it: a new table, and the old match is a loss in the stats.
  await leaveTable(page)
  await page.click('[data-test="start-quick"]')
  await page.click('[data-test="open-match-forfeit"]')
  await expect(page.locator(TABLE)).toBeVisible()
  const now = await app.call('match.resume')
  expect(now.ok && now.value?.matchId).not.toBe(open.value.matchId)
  const stats = await app.call('stats.get')
  expect(stats.ok && stats.value).toMatchObject({ matches: 1, matchesWon: 0 })
})

test('a quick match left open never keeps the player from the campaign', async ({ page, app }) => {
  await quickMatchScreen(page, 'Corrin')
  await page.click('[data-test="start-quick"]')
  await leaveTable(page)
  const open = await app.call('match.resume')
  if (!open.ok || !open.value) throw new Error('the quick match should still be open')

  // The title: Continue goes back to the table, Campaign under it (by keyboard) to the map.
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="continue"]')).toContainText('back to your open match')
  await page.locator('[data-test="continue"]').focus()
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('[data-test="campaign"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await expect(page.locator('[data-test="open-match-line"]')).toBeVisible()
  // in German at 960×600 the map's four buttons leave the line two lines; Back and the title
  // stay where the cantina's header, whose line is one, has them, and the way back is whole
  await switchToGerman(page)
  await page.setViewportSize({ width: 960, height: 600 })
  await expect.poll(() => page.evaluate('innerWidth')).toBe(960)
  await painted(page)
  const map = await headerParts(page)
  expect(map.lines).toBe(2)
  expect(within(map.way, map.line)).toBe(true)

  // A campaign match asks about the open one: Back to the table goes back to the quick match.
  await sitDownWith(page, 'pip-odell')
  await expect(page.locator('[data-test="open-match-line"]')).toBeVisible()
  const cantina = await headerParts(page)
  expect(cantina.lines).toBe(1)
  expect(cantina.back.y).toBeCloseTo(map.back.y, 0)
  expect(cantina.title.y).toBeCloseTo(map.title.y, 0)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.click('[data-test="start-match"]')
  await expect(page.locator('[data-test="open-match"]')).toBeVisible()
  await screenshot(page, 'saves-open-match-campaign')
  await page.click('[data-test="open-match-return"]')
  await expect(page.locator(TABLE)).toBeVisible()
  const returned = await app.call('match.resume')
  expect(returned.ok && returned.value?.matchId).toBe(open.value.matchId)

  // Left again, it lies on the cantina: forfeiting it starts the campaign match.
  await leaveTable(page)
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.locator('[data-test="opponent-pip-odell"]').click()
  await page.click('[data-test="start-match"]')
  await page.click('[data-test="open-match-forfeit"]')
  await expect(page.locator(TABLE)).toContainText('Pip Odell')
  const now = await app.call('match.resume')
  expect(now.ok && now.value).toMatchObject({ mode: 'campaign' })
  const stats = await app.call('stats.get')
  expect(stats.ok && stats.value).toMatchObject({ matches: 1, matchesWon: 0 })
})

test('a tab whose profile another tab switched says so, acts on nothing, and reloads', async ({
  page,
  app,
  target,
}) => {
  test.skip(target !== 'web', 'one window in the desktop app')
  await quickMatchScreen(page, 'Tab One')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()

  // A second tab of the same browser makes and loads another profile.
  const other = await page.context().newPage()
  await other.goto(app.url as string)
  await other.click('[data-test="load"]')
  await other.click('[data-test="slot-2"] [data-test="new-game-here"]')
  await other.fill('[data-test="slot-2"] [data-test="new-name"]', 'Tab Two')
  await other.click('[data-test="slot-2"] [data-test="create-slot"]')
  await other.click('[data-test="tutorial-skip"]')
  await expect(other.locator(screen('Campaign'))).toBeVisible()

  // The first tab still shows Tab One: whatever it asks of the profile is refused.
  await page.click('[data-test="stats"]')
  const stale = page.locator('[data-test="stale-page"]')
  await expect(stale).toBeVisible()
  await expect(stale).toHaveAttribute('data-why', 'profile-changed')
  await screenshot(page, 'saves-profile-changed')
  await page.click('[data-test="reload"]')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await expect(page.locator('.footer')).toContainText('Tab Two')
  await other.close()
})

test('after the host restarts, an open page says the game restarted and reloads into it', async ({
  page,
  app,
  target,
}) => {
  test.skip(target !== 'web', 'the desktop app restarts with its window')
  await quickMatchScreen(page, 'Restarter')
  await app.restartHost()
  await page.click('[data-test="start-quick"]')
  const stale = page.locator('[data-test="stale-page"]')
  await expect(stale).toBeVisible()
  await expect(stale).toHaveAttribute('data-why', 'restarted')
  await expect(stale).toContainText('The game restarted')
  await screenshot(page, 'saves-restarted')
  await page.click('[data-test="reload"]')
  await expect(page.locator('[data-test="continue"]')).toContainText('Restarter')
  // Nothing was started by the refused click.
  await page.click('[data-test="continue"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
})

test('a call still on its way when New game switches the profile does not make the page stale', async ({
  page,
  target,
}) => {
  test.skip(target !== 'web', 'the desktop app sends no scope with its calls')
  // The save slots ask for the portraits as they open; on a busy machine that request can reach
  // main after a New game sent later, still naming no profile. Held here for a second (the slots
  // now wait for it before they show, so the New game follows it here).
  await page.route('**/api/profiles.portraits', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  const portraits = page.waitForResponse('**/api/profiles.portraits')
  await page.click('[data-test="new-game"]')
  await page.fill('[data-test="slot-1"] [data-test="new-name"]', 'Quick Hands')
  await page.click('[data-test="slot-1"] [data-test="create-slot"]')
  await expect(page.locator('[data-test="tutorial-offer"]')).toBeVisible()
  await page.click('[data-test="tutorial-skip"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  // the held answer has come and gone: nothing said this page was overtaken
  expect(await (await portraits).json()).toMatchObject({ ok: true })
  await expect(page.locator('[data-test="stale-page"]')).toHaveCount(0)
})

test('a match reopened in a new session lies on the cantina it was started from, over the map', async ({
  page,
}) => {
  await newGame(page, 'Returner')
  await sitDownWith(page, 'pip-odell')
  await page.click('[data-test="start-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await newSession(page)
  await page.click('[data-test="continue"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await leaveTable(page)
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await expect(page.locator('[data-test="opponent-pip-odell"]')).toBeVisible()
  // the cantina says the match is still open, in its subtitle's place, and leads back to it
  await expect(page.locator('[data-test="open-match-line"]')).toContainText(
    'Your match against Pip Odell is still open.',
  )
  await screenshot(page, 'saves-open-match-line')
  await page.click('[data-test="return-to-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  await leaveTable(page)
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await expect(page.locator('[data-test="open-match-line"]')).toBeVisible()
})

test('a reload at the table comes back to the same match, the cantina still beneath', async ({
  page,
}) => {
  await newGame(page, 'Reloader')
  await sitDownWith(page, 'pip-odell')
  await page.click('[data-test="start-match"]')
  await expect(page.locator(TABLE)).toBeVisible()
  // the same match: the same hand, card for card
  const hand = page.locator('[data-test^="hand-card-"]')
  await expect(hand.first()).toBeVisible()
  const before = await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))
  expect(before.length).toBeGreaterThan(0)
  expect(before.every((label) => label !== null && label !== '')).toBe(true)
  await page.reload()
  await expect(page.locator(TABLE)).toBeVisible()
  await expect(hand.first()).toBeVisible()
  expect(await hand.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(
    before,
  )
  await leaveTable(page)
  await expect(page.locator(screen('Cantina'))).toBeVisible()
})

test('a slot started without a name says so under its button, and nothing moves', async ({
  page,
}) => {
  await page.click('[data-test="new-game"]')
  const start = page.locator('[data-test="slot-1"] [data-test="create-slot"]')
  const at = await start.boundingBox()
  await start.click()
  await expect(page.locator('[data-test="slot-1"] [data-test="name-needed"]')).toHaveText(
    'Give your spacer a name first.',
  )
  expect(await start.boundingBox()).toEqual(at)
  await page.fill('[data-test="slot-1"] [data-test="new-name"]', 'Named Later')
  // judged again as the name is typed, not left beside it until the next Start
  await expect(page.locator('[data-test="slot-1"] [data-test="name-needed"]')).toHaveCount(0)
  await start.click()
  await expect(page.locator('[data-test="tutorial-offer"]')).toBeVisible()
})

test('the save slots show once main has answered, so Start new game never moves under a click', async ({
  page,
}) => {
  // the portraits (a block above Start new game) held back for a second, as a busy machine may
  let answered = false
  await page.route('**/api/profiles.portraits', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    answered = true
    await route.continue()
  })
  await page.click('[data-test="new-game"]')
  const start = page.locator('[data-test="slot-1"] [data-test="create-slot"]')
  await expect(start).toBeVisible()
  expect(answered).toBe(true)
  await expect(page.locator('[data-test="slot-1"] [data-test="portrait-1"]')).toBeAttached()
  const before = await start.boundingBox()
  await painted(page)
  expect(await start.boundingBox()).toEqual(before)
})

test('a new player is offered the tutorial after New game and a name, before the campaign map', async ({
  page,
}) => {
  await page.click('[data-test="new-game"]')
  await page.fill('[data-test="slot-1"] [data-test="new-name"]', 'Newcomer')
  await page.click('[data-test="slot-1"] [data-test="create-slot"]')
  const offer = page.locator('[data-test="tutorial-offer"]')
  await expect(offer).toBeVisible()
  await expect(offer).toContainText('Welcome, Newcomer')
  await expect(page.locator('[data-test="tutorial-offer-play"]')).toBeFocused()
  await screenshot(page, 'saves-tutorial-offer')
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  // Leaving the tutorial lands on the campaign map it was offered before.
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()

  // Another new game, and the offer skipped with its button: straight to the map.
  await page.keyboard.press('Escape')
  await page.click('[data-test="new-game"]')
  await page.fill('[data-test="slot-2"] [data-test="new-name"]', 'Old Hand')
  await page.click('[data-test="slot-2"] [data-test="create-slot"]')
  await page.click('[data-test="tutorial-skip"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
})

/** A new game saved as Vessa, then back to the title and into the save slots to load it. */
async function savedGameToSlots(page: Page): Promise<void> {
  await newGame(page, 'Vessa')
  await page.keyboard.press('Escape')
  await page.click('[data-test="load"]')
  await expect(page.locator(screen('Profiles'))).toBeVisible()
}

test('naming by keyboard: Esc closes a name field or the new-game form, not the screen', async ({
  page,
}) => {
  await savedGameToSlots(page)
  const slot = page.locator('[data-test="slot-1"]')
  const rename = slot.getByRole('button', { name: 'Rename' })
  await rename.click()
  const field = slot.locator('[data-test="rename-input"]')
  await expect(field).toBeFocused()
  // The old name is selected: typing replaces it; Esc throws the edit away and stays here.
  await page.keyboard.type('Nobody')
  await page.keyboard.press('Escape')
  await expect(field).toHaveCount(0)
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  await expect(slot.locator('.name')).toHaveText('Vessa')
  await expect(rename).toBeFocused()
  // Enter on the Rename button opens the field again; Enter in it saves the new name.
  await page.keyboard.press('Enter')
  await expect(field).toBeFocused()
  await page.keyboard.type('Vessa Dray')
  await page.keyboard.press('Enter')
  await expect(slot.locator('.name')).toHaveText('Vessa Dray')
  // saved, the keyboard is back on Rename (not on Back, where an Enter would leave)
  await expect(rename).toBeFocused()
  // An empty slot opens the new-game form on its button, the keyboard in the name; Esc in the
  // form closes it, not the screen, back to that button, and keeps what was typed for the next
  // opening; the next Esc leaves the screen as everywhere else.
  const here = page.locator('[data-test="slot-2"] [data-test="new-game-here"]')
  const newName = page.locator('[data-test="slot-2"] [data-test="new-name"]')
  await expect(newName).toHaveCount(0)
  await here.focus()
  await page.keyboard.press('Enter')
  await expect(newName).toBeFocused()
  await page.keyboard.type('Zed')
  await page.keyboard.press('Escape')
  await expect(newName).toHaveCount(0)
  await expect(here).toBeFocused()
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(newName).toHaveValue('Zed')
  await page.keyboard.press('Escape')
  await expect(here).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Profiles'))).toHaveCount(0)
})

test('Enter pressed twice on a save slot never opens what the first Enter closed', async ({
  page,
}) => {
  await savedGameToSlots(page)
  // the page's clock stands still from here: the second Enter comes "at once" on any machine
  await page.clock.install()
  await page.clock.pauseAt(new Date('2030-01-01T12:00:00Z'))
  const slot = page.locator('[data-test="slot-1"]')
  const rename = slot.locator('[data-test="rename-slot"]')
  const field = slot.locator('[data-test="rename-input"]')
  await rename.click()
  await expect(field).toBeFocused()
  await page.keyboard.type('Vessa Dray')
  await page.keyboard.press('Enter')
  await expect(slot.locator('.name')).toHaveText('Vessa Dray')
  await expect(rename).toBeFocused()
  // the same Enter again: the field stays closed; a moment later Enter opens it as ever
  await page.keyboard.press('Enter')
  await expect(field).toHaveCount(0)
  await page.clock.runFor(1000)
  await page.keyboard.press('Enter')
  await expect(field).toBeFocused()
  await page.keyboard.press('Escape')

  // Delete's question answered with Enter on Cancel: Enter again does not ask it again
  const remove = slot.locator('[data-test="delete-slot"]')
  await remove.focus()
  await page.keyboard.press('Enter')
  const cancel = page.locator('[data-test="dialog-cancel"]')
  await cancel.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(remove).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(slot.locator('.name')).toHaveText('Vessa Dray')
})
