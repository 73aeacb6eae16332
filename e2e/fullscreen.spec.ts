/**
 * The Fullscreen setting in the browser host says what the page is: ticked, the page fills the
 * screen; left by the browser's way on another screen, the box is off when Settings opens again;
 * a reload (which leaves fullscreen) opens it off, and saved so. A tab's fullscreen is its own:
 * a second tab on the same saves, in its window, saves "off", and the first tab's box still says
 * the first tab fills the screen. Electron's window is main's to follow (main/shell), so this is
 * the browser host's alone.
 */
import type { Page } from '@playwright/test'
import { expect, test, TITLE_SCREEN, type PazaakApp } from './fixtures'
import { screen } from './fixtures/player'

const BOX = '[data-test="fullscreen"]'

/** Whether the page fills the screen, as the browser says (a string: no DOM types in e2e). */
function filled(page: Page): Promise<boolean> {
  return page.evaluate('document.fullscreenElement !== null') as Promise<boolean>
}

/** Whether main has saved the Fullscreen setting on. */
async function savedFullscreen(app: PazaakApp): Promise<boolean> {
  const settings = await app.call('settings.get')
  if (!settings.ok) throw new Error(`settings.get refused: ${settings.error.key}`)
  return settings.value.fullscreen
}

test('the Fullscreen box follows the page, whichever way it leaves fullscreen', async ({
  page,
  app,
  target,
}) => {
  test.skip(target !== 'web', 'the desktop app’s window is followed by main, not by the page')
  const saved = (): Promise<boolean> => savedFullscreen(app)

  await page.locator('[data-test="settings"]').click()
  await page.locator(BOX).check()
  await expect.poll(() => filled(page)).toBe(true)
  await expect.poll(saved).toBe(true)

  // on another screen, the browser's way out (Esc, which a script cannot press for the browser)
  await page.keyboard.press('Escape')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  await page.evaluate('document.exitFullscreen()')
  await expect.poll(() => filled(page)).toBe(false)
  await expect.poll(saved).toBe(false)
  await page.locator('[data-test="settings"]').click()
  await expect(page.locator(BOX)).not.toBeChecked()

  // on again with one click; a reload leaves fullscreen, and the box says so
  await page.locator(BOX).check()
  await expect.poll(() => filled(page)).toBe(true)
  await page.reload()
  await expect(page.locator(screen('Settings'))).toBeVisible()
  expect(await filled(page)).toBe(false)
  await expect(page.locator(BOX)).not.toBeChecked()
  await expect.poll(saved).toBe(false)
  // and one click puts the page in fullscreen again
  await page.locator(BOX).check()
  await expect.poll(() => filled(page)).toBe(true)
  await expect(page.locator(BOX)).toBeChecked()
})

test('a tab’s Fullscreen box shows that tab, when a second tab on the same saves is not', async ({
  page,
  app,
  target,
}) => {
  test.skip(target !== 'web', 'one window in the desktop app')
  const saved = (): Promise<boolean> => savedFullscreen(app)

  await page.locator('[data-test="settings"]').click()
  await page.locator(BOX).check()
  await expect.poll(() => filled(page)).toBe(true)
  await expect.poll(saved).toBe(true)

  // a second tab opens in its window, and saves so: the one setting says "off" now
  const other = await page.context().newPage()
  await other.goto(app.url as string)
  await expect(other.locator(TITLE_SCREEN)).toBeVisible()
  await expect.poll(saved).toBe(false)
  await other.locator('[data-test="settings"]').click()
  await expect(other.locator(BOX)).not.toBeChecked()

  // the first tab is still fullscreen, and its box says so, on Settings opened again too
  expect(await filled(page)).toBe(true)
  await expect(page.locator(BOX)).toBeChecked()
  await page.keyboard.press('Escape')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  await page.locator('[data-test="settings"]').click()
  await expect(page.locator(BOX)).toBeChecked()
  expect(await filled(page)).toBe(true)

  // one click takes it out, as the ticked box promises
  await page.locator(BOX).uncheck()
  await expect.poll(() => filled(page)).toBe(false)
  await expect(page.locator(BOX)).not.toBeChecked()
  await expect.poll(saved).toBe(false)
  await other.close()
})
