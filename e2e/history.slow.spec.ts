/**
 * The match history in Chromium against the browser host, after a quick match played whole at
 * the table (part of the slow suite): the match is kept, History lists it, and its replay steps
 * by the buttons and the arrow keys while the master's review arrives; and screenshots of both
 * screens in English and German, for a person to look at.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { expectAccessible } from './fixtures/audit'
import { playMatch, reduceMotion, screen, switchToGerman } from './fixtures/player'
import { startQuickMatch } from './fixtures/quick-match'

const step = (page: Page) => page.locator('[data-test="replay-step"]')

/** Title -> quick match in a new slot -> a classic match against the rookie, played out. */
async function playQuickMatch(page: Page): Promise<'won' | 'lost'> {
  await reduceMotion(page)
  await startQuickMatch(page, 'Vessa Tal')
  const played = await playMatch(page, { strategy: 'simple' })
  if (!played) throw new Error('the match did not end')
  await page.locator('[data-test="result-title-button"]').click()
  await expect(page.locator(screen('Title'))).toBeVisible()
  return played.outcome
}

test('a finished quick match is kept, listed and replayed step by step', async ({ page }) => {
  const outcome = await playQuickMatch(page)

  await page.locator('[data-test="history"]').click()
  await expect(page.locator(screen('History'))).toBeVisible()
  const lines = page.locator('[data-test="history-line"]')
  await expect(lines).toHaveCount(1)
  await expect(lines.first()).toHaveAttribute('data-result', outcome)
  // the filters ask main again: the other result lists nothing, and no column moves for it
  const columns = () =>
    page
      .locator('[data-test="history-list"] thead th')
      .evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().x)))
  const listed = await columns()
  await page
    .locator(`[data-test="filter-result"] input[value="${outcome === 'won' ? 'lost' : 'won'}"]`)
    .check({ force: true })
  await expect(lines).toHaveCount(0)
  await expect(page.locator('[data-test="history-empty"]')).toBeVisible()
  expect(await columns()).toEqual(listed)
  await page.locator(`[data-test="filter-result"] input[value="${outcome}"]`).check({ force: true })
  await expect(lines).toHaveCount(1)

  await lines.first().locator('[data-test="watch"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Replay'))).toBeVisible()
  await expect(step(page)).toHaveAttribute('data-at', '0')
  // opened by keyboard, the replay starts on Next
  await expect(page.locator('[data-test="replay-next"]')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(step(page)).toHaveAttribute('data-at', '2')
  await page.keyboard.press('ArrowLeft')
  await expect(step(page)).toHaveAttribute('data-at', '1')
  await page.locator('[data-test="replay-next"]').click()
  await expect(step(page)).toHaveAttribute('data-at', '2')
  await page.keyboard.press('End')
  await expect(page.locator('[data-test="replay-verdict"]')).toBeVisible()
  await expect(page.locator('[data-test="replay-next"]')).toBeDisabled()
  // off at the last step, Next keeps the focus the click gave it: Tab goes on from there
  await expect(page.locator('[data-test="replay-next"]')).toBeFocused()
  // the master's review arrives while the screen stays usable
  await expect(page.locator('[data-test="review"]')).toHaveAttribute('data-status', 'ready', {
    timeout: 60_000,
  })
  await expect(page.locator('[data-test="review-accuracy"]')).toBeVisible()
  await page.keyboard.press('Home')
  await expect(step(page)).toHaveAttribute('data-at', '0')
  await expect(page.locator('[data-test="replay-next"]')).toBeEnabled()
  await expect(page.locator('[data-test="replay-next"]')).toBeFocused()
  // on the timeline, the keyboard goes with the step to the tick now shown
  const shown = page.locator('[data-test="replay-tick"][aria-current="step"]')
  await shown.focus()
  await page.keyboard.press('ArrowRight')
  await expect(step(page)).toHaveAttribute('data-at', '1')
  await expect(shown).toBeFocused()
  await page.keyboard.press('Home')
  // a tick is drawn under 24 px tall, but a pointer 11 px above its middle still hits it, and
  // one in the gap beside it hits a tick too: the strip has no dead spots
  const box = await shown.boundingBox()
  if (!box) throw new Error('the tick shown has no box')
  expect(box.height).toBeLessThan(22)
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
  const hits: boolean[] = []
  for (const [px, py] of [
    [x, y - 11],
    [x, y + 11],
    [box.x + box.width + 0.5, y],
  ] as const)
    hits.push(
      await page.evaluate(
        `document.elementFromPoint(${px}, ${py})?.closest('[data-test="replay-tick"]') != null`,
      ),
    )
  expect(hits).toEqual([true, true, true])
  // Esc goes back to the list
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('History'))).toBeVisible()
})

async function openReplay(page: Page): Promise<void> {
  await page.locator('[data-test="history"]').click()
  await expect(page.locator(screen('History'))).toBeVisible()
  // the oldest line: the match played at the table
  await page.locator('[data-test="history-line"] [data-test="watch"]').last().click()
  await expect(page.locator(screen('Replay'))).toBeVisible()
}

test('screenshots of History and Replay in English and German', async ({ page, app }) => {
  await playQuickMatch(page)
  // two resigned matches after it, so the list shows more than one line
  for (const rules of ['tournament', 'cantina'] as const) {
    const start = await app.call('match.start', {
      mode: 'quick',
      rules,
      tier: 'veteran',
      deckId: null,
    })
    if (start.ok) await app.call('match.resign', { matchId: start.value.matchId })
  }
  for (const language of ['en', 'de'] as const) {
    if (language === 'de') await switchToGerman(page)
    await openReplay(page)
    await expect(page.locator('[data-test="review"]')).toHaveAttribute('data-status', 'ready', {
      timeout: 60_000,
    })
    // a marked decision of the player's (else any of theirs), so the review's verdict shows
    const marked = page.locator('[data-test="replay-tick"][data-mark]')
    const mine = page.locator('[data-test="replay-tick"][data-mine="true"]')
    await ((await marked.count()) > 0 ? marked.first() : mine.nth(1)).click()
    await expect(page.locator('[data-test="review-verdict"]')).toBeVisible()
    for (const [width, height] of [
      [1280, 800],
      [960, 600],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height })
      await screenshot(page, `replay-${language}-${width}x${height}`)
    }
    await expectAccessible(page, 'a replay with its review')
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('History'))).toBeVisible()
    for (const [width, height] of [
      [1280, 800],
      [960, 600],
      [1920, 1080],
    ] as const) {
      await page.setViewportSize({ width, height })
      await screenshot(page, `history-${language}-${width}x${height}`)
    }
    await expectAccessible(page, 'the history')
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Title'))).toBeVisible()
  }
})
