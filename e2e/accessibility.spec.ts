/**
 * Every screen passes the accessibility audit (fixtures/audit.ts: axe-core's WCAG A and AA rules
 * and best practices, and each control's shown label in its name), in English and German: every
 * menu screen at 960x600 (each page of the rules too), the questions they ask, and the table
 * through a tournament match (the hand chooser, a turn, the advisor's answer, the Esc menu, the
 * forfeit question), its result and its replay, and a hot-seat table behind its curtain and in
 * play. And every control Tab reaches shows that it has the keyboard: on every menu screen and
 * in each question it asks, at the table, in its Esc menu and in the forfeit question. (The
 * daily's table is audited by modes.spec, the tutorial's by tutorial.slow.spec.)
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectAccessible, loaded, stopsWithoutLight } from './fixtures/audit'
import { backToTitle, openFromTitle, SCREENS } from './fixtures/menu-screens'
import { painted } from './fixtures/painted'
import { newGame, ON, RESULT, screen, switchToGerman, TABLE } from './fixtures/player'

/** A question a menu screen asks: its button, and what opens (a dialog, by default). */
interface Question {
  button: string
  what: string
  opens?: string
}

/** The questions each menu screen asks (the rename of a save opens a field in place). */
const QUESTIONS: Record<string, Question[]> = {
  Profiles: [
    {
      button: '[data-test="rename-slot"]',
      what: 'renaming a save',
      opens: '[data-test="rename-input"]',
    },
    { button: '[data-test="delete-slot"]', what: 'deleting a save' },
  ],
  Shop: [{ button: 'button[data-test^="buy-"]', what: 'buying a card' }],
  Collection: ['import-deck', 'rename-deck', 'export-deck', 'delete-deck'].map((name) => ({
    button: `[data-test="${name}"]`,
    what: `the decks' ${name}`,
  })),
}

/**
 * Opens the question by keyboard (its button focused, Enter), checks it with `check`, then
 * closes it unanswered by Esc.
 */
async function ask(page: Page, question: Question, check: () => Promise<void>): Promise<void> {
  const opens = question.opens ?? '[role="dialog"]'
  await page.locator(question.button).first().focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(opens)).toBeVisible()
  await check()
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
      if (name === 'Rules') {
        for (const tab of await page.getByRole('tab').all()) {
          await tab.click()
          await expect(tab).toHaveAttribute('aria-selected', 'true')
          await expectAccessible(page, `Rules, ${await tab.innerText()}`)
        }
      }
      for (const question of QUESTIONS[name] ?? [])
        await ask(page, question, () => expectAccessible(page, question.what))
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
    // a dialog's controls (the rename's field in place is left: taking the keyboard off it, as
    // the walk does at every stop, ends the renaming)
    for (const question of (QUESTIONS[menu.name] ?? []).filter((asked) => !asked.opens))
      await ask(page, question, async () => {
        expect.soft(await stopsWithoutLight(page), question.what).toEqual([])
      })
    await backToTitle(page)
  }
  // the table on the player's turn: the hand, the buttons, the cards on both tables; then its
  // Esc menu and the forfeit question
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="tier-rookie"]').check()
  await page.locator(`[data-test="start-quick"]${ON}`).click()
  await expect(page.locator(`[data-test="end-turn"]${ON}`)).toBeVisible()
  await painted(page)
  expect.soft(await stopsWithoutLight(page), 'the table').toEqual([])
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="forfeit"]')).toBeVisible()
  expect.soft(await stopsWithoutLight(page), 'the Esc menu').toEqual([])
  await page.locator('[data-test="forfeit"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="forfeit-confirm"]')).toBeVisible()
  expect.soft(await stopsWithoutLight(page), 'the forfeit question').toEqual([])
})
