import { ANY_SCREEN, expect, screenshot, test } from './fixtures'

test('the app loads and shows the title screen without errors', async ({
  page,
  app,
  consoleErrors,
}) => {
  await expect(page.locator(ANY_SCREEN).first()).toBeVisible()
  await expect(page).toHaveTitle(/Pazaak/)
  // The api answers through whichever transport this target uses.
  const info = await app.call('app.info')
  expect(info).toMatchObject({ ok: true, value: { host: app.target } })
  await screenshot(page, 'title')
  expect(consoleErrors).toEqual([])
})

test('a relaunch on the same data folder shows the title screen again', async ({ app }) => {
  const page = await app.relaunch()
  await expect(page.locator(ANY_SCREEN).first()).toBeVisible()
})
