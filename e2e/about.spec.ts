import { expect, screenshot, test, TITLE_SCREEN } from './fixtures'

test('About, from Settings by keyboard: the version, the credits and a licence text', async ({
  page,
  app,
  consoleErrors,
}) => {
  // the title's menu: End is Quit, Left the button beside it, Settings
  await page.keyboard.press('End')
  await page.keyboard.press('ArrowLeft')
  await expect(page.locator('[data-test="settings"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await page.locator('[data-test="about"]').focus()
  await page.keyboard.press('Enter')

  const about = page.locator('[data-screen="About"]')
  const info = (await app.call('app.info')) as { value: { version: string } }
  await expect(about.locator('[data-test="about-version"]')).toHaveText(`v${info.value.version}`)
  await expect(about).toContainText('Free software under the MIT licence.')
  // the keyboard starts on the first package; Down walks, Enter shows its licence
  const packages = about.locator('[data-test="third-party"] button')
  await expect(packages.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(packages.nth(1)).toHaveAttribute('aria-expanded', 'true')
  await expect(about.locator('[data-test="licence-text"]')).toContainText(/permission/i)
  await screenshot(page, 'about')

  await page.keyboard.press('Escape')
  await expect(page.locator('[data-screen="Settings"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a licence opened at the foot of the list scrolls into sight', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 })
  await page.locator('[data-test="settings"]').click()
  await page.locator('[data-test="about"]').click()
  const list = page.locator('[data-test="third-party"]')
  await list.locator('button').first().focus()
  await page.keyboard.press('End')
  await expect(list.locator('button').last()).toBeFocused()
  await page.keyboard.press('Enter')
  const text = page.locator('[data-test="licence-text"]')
  await expect(text).toBeVisible()
  // the text's first lines lie inside the list's window, not below its foot
  await expect
    .poll(async () => {
      const shown = await list.boundingBox()
      const opened = await text.boundingBox()
      return shown && opened ? shown.y + shown.height - opened.y : -1
    })
    .toBeGreaterThan(60)
})
