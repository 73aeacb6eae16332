/**
 * Achievements and the collection book, as a player meets them: a purchase that completes the
 * collection unlocks an achievement with a toast, the Achievements screen lists it with hidden
 * ones as ???, and the card book walks every card by the arrow keys. Screenshots in English and
 * German at 1280×800 (and 960×600, to look at). A journey of a few screens in each language:
 * part of the slow suite.
 */
import { ALL_CARD_CODES } from '@common/cards'
import { expect, screenshot, test } from './fixtures'
import { allCardsBut, editProfile, setCollection } from './fixtures/saves'
import { expectAccessible } from './fixtures/audit'
import { newGame, screen, switchToGerman } from './fixtures/player'

const SIZES = [
  { width: 1280, height: 800 },
  { width: 960, height: 600 },
] as const

for (const language of ['en', 'de'] as const) {
  test(`a purchase unlocks an achievement; the list and the card book (${language})`, async ({
    app,
  }) => {
    let page = app.page
    await newGame(page, 'Vessa Tal')
    await app.stop()
    // a returning player: every card but -1, a few achievements already, twelve matches played
    await editProfile(app.dataDir, 1, (data) => {
      setCollection(data, allCardsBut('-1'))
      data.achievements = {
        unlocked: {
          firstWin: '2026-01-03T18:20:00.000Z',
          fillTable: '2026-01-05T21:04:00.000Z',
          flawless: '2026-01-07T20:41:00.000Z',
        },
        winStreak: 2,
      }
      const stats = data.stats as { matches: number; matchesWon: number }
      stats.matches = 12
      stats.matchesWon = 7
    })
    page = await app.start()
    if (language === 'de') await switchToGerman(page)
    await page.setViewportSize(SIZES[0])

    // the shop: buying the last missing card unlocks the collector, with a toast
    await page.locator('[data-test="continue"]').click()
    await expect(page.locator(screen('Campaign'))).toBeVisible()
    await page.locator('.location').first().getByRole('button').last().click()
    await expect(page.locator(screen('Shop'))).toBeVisible()
    await page.locator('[data-test="buy--1"]').click()
    await page.locator('[data-test="dialog-confirm"]').click()
    const toast = page.locator('[data-test="notice"]').filter({
      hasText: language === 'en' ? 'Collector' : 'Volle Sammlung',
    })
    await expect(toast).toBeVisible()
    await screenshot(page, `feats-toast-1280x800-${language}`)
    await expectAccessible(page, 'an achievement told')

    // the Achievements screen: the new one with its date, hidden ones as ???
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Campaign'))).toBeVisible()
    const back = page.locator('[data-test="back"]')
    const backAt = (await back.boundingBox())?.y
    await page.locator('[data-test="achievements"]').click()
    await expect(page.locator(screen('Achievements'))).toBeVisible()
    // Back where every screen has it: a subtitle on two lines (German's once) pushed it down
    expect(Math.abs(((await back.boundingBox())?.y ?? 0) - (backAt ?? -99))).toBeLessThan(1)
    await expect(
      page.locator('[data-achievement="collector"] [data-test="unlocked-on"]'),
    ).toBeVisible()
    await expect(page.locator('[data-achievement="flawless"]')).toBeVisible()
    // two hidden ones are still locked: nothing of them is on the page
    await expect(page.locator('[data-achievement="hidden"]')).toHaveCount(2)
    expect(await page.content()).not.toContain('data-achievement="fortune"')
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await screenshot(page, `feats-achievements-${size.width}x${size.height}-${language}`)
    }
    await expectAccessible(page, 'achievements won and hidden')

    // the card book, by keyboard: every card, six steps right from +1 is -1
    await page.setViewportSize(SIZES[0])
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Campaign'))).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Title'))).toBeVisible()
    await page.locator('[data-test="collection"]').click()
    await page.locator('[data-test="book"]').click()
    await expect(page.locator(screen('Book'))).toBeVisible()
    await expect(page.locator('[data-card]')).toHaveCount(ALL_CARD_CODES.length)
    await page.locator('[data-card="+1"]').focus()
    for (let n = 0; n < 6; n++) await page.keyboard.press('ArrowRight')
    await expect(page.locator('[data-card="-1"]')).toBeFocused()
    await expect(
      page.locator('[data-test="book-sources"] [data-source="merchant"]').first(),
    ).toBeVisible()
    await page.keyboard.press('End')
    await expect(page.locator('[data-card="TB"]')).toBeFocused()
    await expect(page.locator('[data-test="book-sources"] [data-source="prize"]')).toHaveCount(1)
    for (let n = 0; n < 4; n++) await page.keyboard.press('ArrowLeft')
    for (const size of SIZES) {
      await page.setViewportSize(size)
      await screenshot(page, `feats-book-${size.width}x${size.height}-${language}`)
    }
    await expectAccessible(page, 'a full card book')
  })
}
