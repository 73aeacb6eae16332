/**
 * Every screen passes the accessibility audit (fixtures/audit.ts: axe-core's WCAG A and AA rules
 * and best practices, and each control's shown label in its name), in English and German: every
 * menu screen at 960x600 (each page of the rules too), the questions they ask, and the table through a tournament match (the hand
 * chooser, a turn, the advisor's answer, the Esc menu, the forfeit question), its result and its
 * replay, and a hot-seat table behind its curtain and in play. And every control Tab reaches, on
 * every menu screen and at the table, shows that it has the keyboard.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, loaded, stopsWithoutLight } from './fixtures/audit'
import { backToTitle, openFromTitle, SCREENS } from './fixtures/menu-screens'
import { painted } from './fixtures/painted'
import { newGame, ON, RESULT, screen, switchToGerman, TABLE } from './fixtures/player'

/**
 * What a button opens (a question, by default; the rename of a save opens a field in place),
 * audited, then closed unanswered by Esc.
 */
async function openAndAudit(
  page: Page,
  button: string,
  what: string,
  opens = '[role="dialog"]',
): Promise<void> {
  await page.locator(button).first().click()
  await expect(page.locator(opens)).toBeVisible()
  await expectAccessible(page, what)
  await page.keyboard.press('Escape')
  await expect(page.locator(opens)).toHaveCount(0)
}

/** A new save made in `language`, the player back on the title screen. */
async function newSave(page: Page, language: 'en' | 'de'): Promise<void> {
  if (language === 'de') await switchToGerman(page)
  await newGame(page, 'Vessa Tal')
  await page.keyboard.press('Escape')
}

for (const language of ['en', 'de'] as const) {
  test(`every menu screen and its questions pass the audit (${language})`, async ({ page }) => {
    // the smallest usual window, where the most parts scroll (a scrolling part the keyboard
    // cannot reach is a finding)
    await page.setViewportSize({ width: 960, height: 600 })
    await newSave(page, language)
    for (const menu of SCREENS) {
      const { name } = menu
      await openFromTitle(page, menu)
      await expectAccessible(page, name)
      if (name === 'Profiles') {
        const rename = '[data-test="rename-input"]'
        await openAndAudit(page, '[data-test="rename-slot"]', 'renaming a save', rename)
        await openAndAudit(page, '[data-test="delete-slot"]', 'deleting a save')
      }
      if (name === 'Rules') {
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click()
          await expect(tab).toHaveAttribute('aria-selected', 'true')
          await expectAccessible(page, `Rules, ${await tab.innerText()}`)
        }
      }
      if (name === 'Shop') await openAndAudit(page, 'button[data-test^="buy-"]', 'buying a card')
      if (name === 'Collection') {
        for (const button of ['import-deck', 'rename-deck', 'export-deck', 'delete-deck'])
          await openAndAudit(page, `[data-test="${button}"]`, `the decks' ${button}`)
      }
      await backToTitle(page)
    }
  })

  test(`the table, its result and its replay pass the audit (${language})`, async ({ page }) => {
    await newSave(page, language)
    await page.locator('[data-test="quick"]').click()
    await page.locator('[data-test="rules-tournament"]').check()
    await page.locator('[data-test="tier-rookie"]').check()
    await page.locator(`[data-test="start-quick"]${ON}`).click()
    await expect(page.locator(TABLE)).toBeVisible()

    await expect(page.locator('[data-test="pool-0"]')).toBeVisible()
    await expectAccessible(page, 'the hand chooser')
    for (const key of ['1', '2', '3', '4']) await page.keyboard.press(key)
    await page.keyboard.press('Enter')
    await expect(page.locator(`[data-test="end-turn"]${ON}`)).toBeVisible()
    await expectAccessible(page, 'a turn')
    await page.keyboard.press('h')
    await expect(page.locator('[data-test="hint-panel"]')).toBeVisible()
    await expectAccessible(page, "the advisor's answer")
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="hint-panel"]')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="forfeit"]')).toBeVisible()
    await expectAccessible(page, 'the Esc menu')
    await page.locator('[data-test="forfeit"]').click()
    await expect(page.locator('[data-test="forfeit-confirm"]')).toBeVisible()
    await expectAccessible(page, 'the forfeit question')
    await page.locator('[data-test="forfeit-confirm"]').click()

    await expect(page.locator(RESULT)).toBeVisible()
    await expectAccessible(page, 'the result')
    await page.locator('[data-test="result-replay"]').click()
    await expect(page.locator('[data-test="replay-timeline"]')).toBeVisible()
    await expectAccessible(page, 'the replay')
    await page.keyboard.press('End')
    await expect(page.locator('[data-test="replay-verdict"]')).toBeVisible()
    await expectAccessible(page, "the replay's end")
  })

  test(`a hot-seat table passes the audit (${language})`, async ({ page }) => {
    await newSave(page, language)
    await page.locator('[data-test="quick"]').click()
    await page.locator('[data-test="open-hotseat"]').click()
    await expect(page.locator(screen('Hotseat'))).toBeVisible()
    await page.locator(`[data-test="start-hotseat"]${ON}`).click()
    await expect(page.locator('[data-test="curtain-reveal"]')).toBeVisible()
    await expectAccessible(page, 'the curtain')
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="curtain-leave-confirm"]')).toBeVisible()
    await expectAccessible(page, 'the question of leaving')
    await page.keyboard.press('Escape')
    await page.locator('[data-test="curtain-reveal"]').click()
    await expect(page.locator(`[data-test="end-turn"]${ON}`)).toBeVisible()
    await expectAccessible(page, 'a hot-seat turn')
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="back-to-game"]')).toBeVisible()
    await expectAccessible(page, "a hot-seat table's Esc menu")
  })
}

test('every control Tab reaches shows that it has the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 960, height: 600 })
  await newSave(page, 'en')
  for (const menu of SCREENS) {
    await openFromTitle(page, menu)
    await loaded(page)
    await painted(page)
    expect.soft(await stopsWithoutLight(page), menu.name).toEqual([])
    await backToTitle(page)
  }
  // the table on the player's turn: the hand, the buttons, the cards on both tables
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="tier-rookie"]').check()
  await page.locator(`[data-test="start-quick"]${ON}`).click()
  await expect(page.locator(`[data-test="end-turn"]${ON}`)).toBeVisible()
  await painted(page)
  expect.soft(await stopsWithoutLight(page), 'the table').toEqual([])
})
