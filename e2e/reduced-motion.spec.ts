/**
 * The game's own Reduced motion setting stops every endless animation at the table (the
 * console's shimmer, the playable cards' rim light, the screen's scanline sweep), not only the
 * system's preference, and the settings screen says which way motion is.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { screen, TABLE } from './fixtures/player'
import { startQuickMatch } from './fixtures/quick-match'

/** Endless animations running in the page (a string: e2e code has no DOM library types). */
function endless(page: Page): Promise<number> {
  return page.evaluate(
    `document.getAnimations().filter((a) => a.playState === 'running' && a.effect && a.effect.getComputedTiming().iterations === Infinity).length`,
  ) as Promise<number>
}

/** Whether the screen-wide scan-line sweep is running. */
function sweeping(page: Page): Promise<boolean> {
  return page.evaluate(
    `document.getAnimations().some((a) => a.animationName === 'shimmer-sweep' && a.playState === 'running')`,
  ) as Promise<boolean>
}

async function setMotion(page: Page, mode: 'on' | 'off'): Promise<void> {
  await page.locator('[data-test="settings"]').click()
  await page.locator(`[data-test="motion-${mode}"]`).check()
  await expect(page.locator('html')).toHaveAttribute(
    'data-motion',
    mode === 'on' ? 'reduced' : 'full',
  )
  // the settings screen says what the choice means for this player
  await expect(page.locator('[data-test="motion-state"]')).toContainText(
    mode === 'on' ? 'Motion is reduced' : 'Full motion',
  )
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
}

test('Reduced motion in the settings stops every endless animation at the table', async ({
  page,
}) => {
  await setMotion(page, 'off')
  expect(await sweeping(page)).toBe(true)
  await startQuickMatch(page, 'Vessa Tal')
  await expect(page.locator(`${TABLE} [data-test="end-turn"]`)).toBeEnabled({ timeout: 20_000 })
  // with motion on, the shimmer and the rim lights run without end
  expect(await endless(page)).toBeGreaterThan(0)
  // but the screen-wide sweep rests at the table (it was a third of the compositor's work)
  expect(await sweeping(page)).toBe(false)

  // leave the table (the match stays open), turn Reduced motion on, come back to it
  await page.keyboard.press('Escape')
  await page.locator('[data-test="leave"]').click()
  for (let i = 0; i < 3 && !(await page.locator(screen('Title')).isVisible()); i++)
    await page.keyboard.press('Escape')
  await setMotion(page, 'on')
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(`${TABLE} [data-test="end-turn"]`)).toBeEnabled({ timeout: 20_000 })
  await expect(
    page.locator('[data-test="my-hand"] .side-card.state-playable').first(),
  ).toBeVisible()
  expect(await endless(page)).toBe(0)
})
