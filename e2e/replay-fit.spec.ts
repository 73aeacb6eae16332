/**
 * History and Replay laid out in Chromium at three window sizes, in English and German, on a
 * kept cantina match (its long first move: the opponent's chosen hand): the replay's toolbar
 * keeps one height at every step, so the buttons under the pointer never move, its counter and
 * round each on one line, Play and Pause one width; the timeline's legend in one line, the whole
 * screen in the window; and the History list's Replay buttons sit inside its table.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test, type PazaakApp } from './fixtures'
import { within, type Box } from './fixtures/boxes'
import { newGame, screen, switchToGerman } from './fixtures/player'

const SIZES = [
  [960, 600],
  [1280, 800],
  [1920, 1080],
] as const

/** A cantina match against the rookie, a few moves played by the advisor, then resigned. */
async function keepCantinaMatch(app: PazaakApp): Promise<void> {
  const start = await app.call('match.start', {
    mode: 'quick',
    rules: 'cantina',
    tier: 'rookie',
    deckId: null,
  })
  if (!start.ok) throw new Error(`no quick match: ${start.error.key}`)
  let update = start.value
  for (let n = 0; n < 8 && !update.result; n++) {
    const hint = await app.call('match.hint', { matchId: update.matchId })
    if (!hint.ok) throw new Error(`no hint: ${hint.error.key}`)
    const acted = await app.call('match.act', {
      matchId: update.matchId,
      action: hint.value.action,
    })
    if (!acted.ok) throw new Error(`refused: ${acted.error.key}`)
    update = acted.value
  }
  if (!update.result) await app.call('match.resign', { matchId: update.matchId })
}

const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().toJSON() as Box)

/** How many lines an element's text takes on screen (a string: e2e code has no DOM types). */
const lines = (page: Page, selector: string): Promise<number> =>
  page.evaluate(`(() => {
    const range = document.createRange()
    range.selectNodeContents(document.querySelector(${JSON.stringify(selector)}))
    return new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top))).size
  })()`)

/** The replay's toolbar at each of the first `steps` steps: its height, and the buttons' place. */
async function toolbarOverSteps(page: Page, steps: number): Promise<string[]> {
  const seen: string[] = []
  await page.keyboard.press('Home')
  for (let at = 0; at < steps; at++) {
    await expect(page.locator('[data-test="replay-step"]')).toHaveAttribute('data-at', String(at))
    const bar = await box(page, '.replay .controls')
    const next = await box(page, '[data-test="replay-next"]')
    seen.push(`${bar.height.toFixed(1)} ${next.x.toFixed(1)},${next.y.toFixed(1)}`)
    expect(await lines(page, '[data-test="replay-step"]')).toBe(1)
    if (await page.locator('[data-test="replay-round"]').count())
      expect(await lines(page, '[data-test="replay-round"]')).toBe(1)
    await page.keyboard.press('ArrowRight')
  }
  return seen
}

for (const language of ['en', 'de'] as const) {
  test(`the replay's toolbar holds still and History's buttons sit in its table (${language})`, async ({
    app,
  }) => {
    const page = app.page
    await newGame(page, 'Corrin Vale')
    await keepCantinaMatch(app)
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Title'))).toBeVisible()
    if (language === 'de') await switchToGerman(page)
    await page.locator('[data-test="history"]').click()
    await expect(page.locator('[data-test="history-line"]')).toHaveCount(1)
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const table = await box(page, '[data-test="history-list"]')
      expect(within(await box(page, '[data-test="watch"]'), table), `${width}×${height}`).toBe(true)
    }
    await page.locator('[data-test="watch"]').click()
    await expect(page.locator(screen('Replay'))).toBeVisible()
    // the opponent's chosen hand, the longest move there is, is the first step
    await expect(page.locator('[data-test="replay-move"]')).toHaveAttribute('title', /.+/)
    const play = page.locator('[data-test="replay-play"]')
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const seen = await toolbarOverSteps(page, 6)
      expect(new Set(seen), `${width}×${height}: ${seen.join(' | ')}`).toHaveProperty('size', 1)
      // Play and Pause take one width, so the buttons beside them hold still as it turns
      const still = await box(page, '[data-test="replay-play"]')
      await play.click()
      await expect(play).toHaveAttribute('data-playing', 'true')
      await screenshot(page, `replay-playing-${width}x${height}-${language}`)
      expect(await box(page, '[data-test="replay-play"]')).toEqual(still)
      await play.click()
      await expect(play).toHaveAttribute('data-playing', 'false')
      // the timeline's legend in one line, and the whole screen in the window
      const rows = await page.evaluate(
        `new Set([...document.querySelectorAll('[data-test="replay-legend"] li')].map((li) => Math.round(li.getBoundingClientRect().top))).size`,
      )
      expect(rows, `the legend's rows at ${width}×${height}`).toBe(1)
      const fits = await page.evaluate(
        `(() => { const s = document.querySelector('[data-screen="Replay"]'); return s.scrollHeight <= s.clientHeight && document.documentElement.scrollHeight <= innerHeight })()`,
      )
      expect(fits, `the replay scrolls at ${width}×${height}`).toBe(true)
    }
  })
}
