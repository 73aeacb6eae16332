import type { Page } from '@playwright/test'
import { test, expect, screenshot, TITLE_SCREEN } from './fixtures'

/**
 * The first-match tutorial (How to play): from the title screen by keyboard only,
 * through the steps and a new save slot to the table, then the whole tutorial match played by
 * pressing the keys the coach names. Main deals the scripted cards, so following the coach
 * meets each lesson in turn and wins 3-0 (main/services/match/tutorial.ts).
 */

const screen = (name: string) => `[data-screen="${name}"]`
const COACH = '[data-test="coach"]'
const ADVICE = '[data-test="coach-advice"]'

async function press(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await page.locator(selector).focus()
  await page.keyboard.press(key)
}

/** The coach's batch counter: it moves on with every update main sends. */
async function batch(page: Page): Promise<number> {
  return Number((await page.locator(COACH).getAttribute('data-batch')) ?? '0')
}

test('the tutorial match, followed by keyboard from How to play to the result', async ({
  app,
  cspViolations,
}) => {
  // Reduced motion: the events show at once, so the test waits on main, not on animations.
  const settings = await app.call('settings.update', { reducedMotion: 'on' })
  expect(settings.ok).toBe(true)
  const page = app.page
  await page.reload()
  await page.locator(TITLE_SCREEN).waitFor()

  await press(page, '[data-test="rules"]')
  await expect(page.locator(screen('Rules'))).toBeVisible()
  await press(page, '[data-test="open-tutorial"]')
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  for (let i = 0; i < 20 && (await page.locator('[data-test="tutorial-next"]').isVisible()); i++) {
    await press(page, '[data-test="tutorial-next"]')
  }
  // No save slot yet: the tutorial sends the player to make one, then brings them back.
  await expect(page.locator('[data-test="tutorial-start"]')).toHaveText(/save slot/)
  await press(page, '[data-test="tutorial-start"]')
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  await page.locator('[data-test="new-name"]').first().focus()
  await page.keyboard.type('Learner')
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  await expect(page.locator('[data-test="tutorial-start"]')).toHaveText('Start the tutorial match')
  await press(page, '[data-test="tutorial-start"]')
  await expect(page.locator(screen('Table'))).toBeVisible()
  await expect(page.locator(COACH)).toBeVisible()
  await expect(page.locator('[data-note="firstDraw"]')).toContainText('You drew 8')

  const followed: string[] = []
  let seen = -1
  for (let move = 0; move < 30; move++) {
    // Wait for main's advice on a position newer than the last one acted on (or the end).
    const advice = page.locator(`${ADVICE}[data-advice]`)
    await expect
      .poll(
        async () =>
          (await page.locator(screen('Result')).isVisible()) ||
          ((await advice.isVisible()) && (await batch(page)) > seen),
        { timeout: 10_000 },
      )
      .toBe(true)
    if (await page.locator(screen('Result')).isVisible()) break
    seen = await batch(page)
    const kind = (await advice.getAttribute('data-advice')) ?? ''
    followed.push(kind)
    if (kind === 'play20') {
      await expect(advice).toHaveText('Press 4 to play +5 and make exactly 20.')
      await screenshot(page, 'tutorial')
    }
    if (kind === 'recover') {
      await expect(page.locator('[data-note="over"]')).toBeVisible()
      await screenshot(page, 'tutorial-recover')
    }
    // Every key cap the coach shows, in order (F then a number for a flip card to minus).
    for (const key of await advice.locator('kbd').allInnerTexts()) {
      await page.keyboard.press(key.toLowerCase())
    }
  }

  expect(followed).toEqual(['end', 'play20', 'end', 'endBehind', 'recover', 'end', 'standAhead'])
  await expect(page.locator(screen('Result'))).toBeVisible()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Victory')
  await expect(page.locator('[data-test="no-stake"]')).toContainText('does not count')
  await screenshot(page, 'tutorial-result')
  // It counted for nothing: no match in the stats, the purse untouched.
  const stats = await app.call('stats.get')
  expect(stats.ok && stats.value.matches).toBe(0)
  // With a save made on the way, the map is the next step, one button away.
  await press(page, '[data-test="result-campaign"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  expect(cspViolations).toEqual([])
})

test('a tutorial match given up says why to play it again, and Play again deals it anew', async ({
  page,
}) => {
  await page.click('[data-test="new-game"]')
  await page.fill('[data-test="slot-1"] [data-test="new-name"]', 'Quitter')
  await page.click('[data-test="slot-1"] [data-test="create-slot"]')
  await page.click('[data-test="tutorial-offer-play"]')
  await expect(page.locator('[data-test="tutorial-step"]')).toBeVisible()
  for (let i = 0; i < 20 && (await page.locator('[data-test="tutorial-next"]').isVisible()); i++)
    await page.click('[data-test="tutorial-next"]')
  await page.click('[data-test="tutorial-start"]')
  await expect(page.locator(COACH)).toBeVisible()
  await page.click('[data-test="menu"]')
  await page.click('[data-test="table-menu"] [data-test="forfeit"]')
  await page.click('[data-test="forfeit-confirm"]')
  await expect(page.locator(screen('Result'))).toBeVisible()
  // a lost tutorial is the cards left behind by a move of the player's own: play it again
  await expect(page.locator('[data-test="no-stake"]')).toContainText('play it again')
  await page.click('[data-test="play-again"]')
  await expect(page.locator(COACH)).toBeVisible()
  await expect(page.locator('[data-note="firstDraw"]')).toContainText('You drew 8')
})
