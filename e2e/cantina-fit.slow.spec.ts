/**
 * The cantina's detail of the player picked, at 960×600, 1280×800 and 1920×1080 in English and
 * German, in each state a player meets it: a prize with its note and card, a champion locked,
 * open (with the line under the prize that explains its card) and beaten, players beaten (their
 * bounty won), a table no saved deck can play. The part of the detail that scrolls ends above
 * Sit down, which stays in one place for every player; every control lies whole in view and
 * takes its own click; from a player with no prize card to one with, the wager and the deck box
 * stay put. Screenshots of each are saved for a person to look at.
 */
import type { Page } from '@playwright/test'
import { LOCATIONS } from '@main/services/campaign/content'
import { expect, screenshot, test } from './fixtures'
import { detailClear, detailRows } from './fixtures/cantina'
import { newGame, screen, switchToGerman } from './fixtures/player'
import { editProfile } from './fixtures/saves'
import { painted } from './fixtures/painted'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'

const SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** A name as long as a save allows: the header's other lines have the least room beside it. */
const LONG_NAME = 'Wernher von Kesselbrandt'

/** Waits until the layout has followed a resize (the root font size is the scale). */
async function resized(page: Page, width: number): Promise<void> {
  await expect.poll(() => page.evaluate('innerWidth')).toBe(width)
  await painted(page)
}

/** The players looked at, by cantina. */
type Tables = Record<string, string[]>

/** A new save: every bounty still to win, the Anchor's champion locked. */
const NEW_SAVE: Tables = {
  'rusted-anchor': ['pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell'],
}

/**
 * Further on: the Anchor won (its champion beaten), and at the Dune Lantern two regulars beaten,
 * its champion open, and Tobin Vey, whose cantina rules no saved deck is built for.
 */
const FURTHER: Tables = {
  'rusted-anchor': ['pip-odell', 'marla-quince', 'hobb-tarrow', 'sister-kell'],
  'dune-lantern': ['juno-brask', 'tobin-vey', 'ressa-moor', 'gannet-rook'],
}
const BEATEN = [
  'pip-odell',
  'marla-quince',
  'hobb-tarrow',
  'sister-kell',
  'juno-brask',
  'ressa-moor',
]

/** Picks each player of `tables` at each size from the campaign map, checking their detail. */
async function eachDetail(page: Page, tables: Tables, save: string, language: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await resized(page, size.width)
    const at = `${size.width}x${size.height}`
    const places = new Set<string>()
    for (const [cantina, players] of Object.entries(tables)) {
      await page.locator(`[data-test="enter-${cantina}"]`).click()
      await expect(page.locator(screen('Cantina'))).toBeVisible()
      const rows: Record<string, { wager: number; decks: number }> = {}
      for (const player of players) {
        const row = page.locator(`[data-test="opponent-${player}"]`)
        await row.click()
        await expect(row).toHaveAttribute('aria-pressed', 'true')
        await painted(page)
        const label = `${player}, ${save}, ${at} (${language})`
        const sitDown = await detailClear(page, label)
        if (sitDown) places.add(JSON.stringify(sitDown))
        // every word readable at the smallest window, a prize card's signs among them
        if (size.width === 960) {
          const words = await drawnTexts(page, screen('Cantina'))
          const smallest = `the smallest word, ${label}: "${words[0]?.text}"`
          expect.soft(words[0]?.px, smallest).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
        }
        if (player === 'marla-quince' || player === 'hobb-tarrow')
          rows[player] = await detailRows(page)
        await screenshot(page, `cantina-${player}-${save}-${at}-${language}`)
      }
      // a prize card's line is kept for every player: from Marla's prize (credits) to Hobb's (a
      // card besides), nothing below it moves
      if (rows['marla-quince'] && rows['hobb-tarrow'])
        expect
          .soft(rows['hobb-tarrow'], `Hobb's rows against Marla's at ${at}`)
          .toEqual(rows['marla-quince'])
      await page.keyboard.press('Escape')
      await expect(page.locator(screen('Campaign'))).toBeVisible()
    }
    // Sit down in one place for every player of every cantina
    expect.soft([...places], `Sit down's places at ${at}`).toHaveLength(1)
  }
}

for (const language of ['en', 'de'] as const) {
  test(`the cantina's detail leaves every control clear of Sit down, in every state (${language})`, async ({
    app,
  }) => {
    let page = app.page
    if (language === 'de') await switchToGerman(page)
    await newGame(page, LONG_NAME)
    await eachDetail(page, NEW_SAVE, 'new', language)

    await app.stop()
    await editProfile(app.dataDir, 1, (data) => {
      const campaign = data.campaign as {
        unlocked: string[]
        records: Record<string, { won: number; lost: number }>
        titles: { location: string }[]
      }
      for (const id of BEATEN) campaign.records[id] = { won: 1, lost: 0 }
      const [anchor, lantern] = LOCATIONS
      if (!anchor || !lantern) throw new Error('the campaign has two cantinas at least')
      campaign.unlocked = [anchor.id, lantern.id]
      campaign.titles = [{ location: anchor.id }]
    })
    page = await app.start()
    await page.locator('[data-test="continue"]').click()
    await expect(page.locator(screen('Campaign'))).toBeVisible()
    await eachDetail(page, FURTHER, 'further', language)
  })
}
