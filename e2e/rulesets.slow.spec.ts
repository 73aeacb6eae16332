/**
 * Every ruleset played to the end in a quick match against the rookie, with a deck
 * built for it in the deck builder. The player stands from 17 and otherwise ends the turn:
 * this is about each ruleset's flow reaching a result (the hand picks before a set, the shoe,
 * best of three sets), not about winning.
 */
import type { Page } from '@playwright/test'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { expect, screenshot, test, type PazaakApp } from './fixtures'
import { newGame, playMatch, reduceMotion, RESULT, screen, TABLE } from './fixtures/player'

/** Title -> Cards and decks -> a new deck for `rules` made of these owned cards -> saved. */
async function buildDeck(page: Page, rules: RulesetId, cards: CardCode[]): Promise<void> {
  await page.locator('[data-test="collection"]').click()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await page.locator('[data-test="new-deck"]').click()
  await page.locator(`[data-test="deck-rules-${rules}"]`).check()
  for (const [i, card] of cards.entries()) {
    await page.locator(`[data-test="owned-${card}"]`).click()
    await expect(page.locator('[data-test="deck-count"]')).toHaveText(`${i + 1} / 10 cards`)
  }
  await expect(page.locator('[data-test="deck-problems"]')).toContainText('Ready to play')
  await page.locator('[data-test="save-deck"]').click()
  await expect(page.locator('[data-test="notice"]').first()).toBeVisible()
  await screenshot(page, `rulesets-deck-${rules}`)
  await toTitle(page)
}

/** Esc walks back screen by screen to the title. */
async function toTitle(page: Page): Promise<void> {
  for (let i = 0; i < 5 && !(await page.locator(screen('Title')).isVisible()); i++)
    await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
}

/** Title -> Quick match -> ruleset, the rookie, play -> the table, played to its result. */
async function quickMatch(page: Page, rules: RulesetId): Promise<void> {
  await page.locator('[data-test="quick"]').click()
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator(`[data-test="rules-${rules}"]`).check()
  await page.locator('[data-test="tier-rookie"]').check()
  await expect(page.locator('[data-test="start-quick"]')).toBeEnabled()
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  let shot = false
  const played = await playMatch(page, {
    rules,
    strategy: 'simple',
    onMove: async (move) => {
      if (!shot && move >= 3) {
        shot = true
        await screenshot(page, `rulesets-table-${rules}`)
      }
    },
  })
  expect(played?.outcome).toMatch(/won|lost/)
  await expect(page.locator(RESULT)).toBeVisible()
  await screenshot(page, `rulesets-result-${rules}`)
}

async function stats(app: PazaakApp, rules: RulesetId): Promise<number> {
  const got = await app.call('stats.get')
  return got.ok ? (got.value.byRuleset.find((r) => r.key === rules)?.matches ?? 0) : -1
}

async function newPlayer(app: PazaakApp, name: string): Promise<Page> {
  const page = app.page
  await reduceMotion(page)
  await newGame(page, name)
  await toTitle(page)
  return page
}

test('classic: the starter deck plays a quick match to the end', async ({ app }) => {
  const page = await newPlayer(app, 'Classic Cass')
  await quickMatch(page, 'classic')
  expect(await stats(app, 'classic')).toBe(1)
})

test('cantina: a deck built from the starter cards plays a quick match to the end', async ({
  app,
}) => {
  const page = await newPlayer(app, 'Shoe Sella')
  await buildDeck(page, 'cantina', ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'])
  await quickMatch(page, 'cantina')
  expect(await stats(app, 'cantina')).toBe(1)
})

test('tournament: best of three sets with hands picked before each set', async ({ app }) => {
  const page = await newPlayer(app, 'Circuit Cato')
  // A new player owns no card the tournament knows: the quick-match table lends its house
  // deck, and the picker offers it by itself.
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="rules-tournament"]').check()
  await expect(page.locator('[data-test="deck-house"]')).toBeChecked()
  await toTitle(page)
  await quickMatch(page, 'tournament')
  expect(await stats(app, 'tournament')).toBe(1)
  // best of three sets of three round wins: at least six rounds were decided
  const tally = await app.call('stats.get')
  expect(tally.ok && tally.value.rounds).toBeGreaterThanOrEqual(6)
})
