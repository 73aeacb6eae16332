/**
 * The result's boxes (the credits, the rounds, the prize cards and the settlement) on one grid,
 * measured as drawn at 960×600 and 1920×1080: the boxes of a row as tall as each other, every
 * row's outer edges in line, the account whole without scrolling. A quick match (the fewest
 * boxes) and a campaign win with a stake and a prize card (the most a first win has), each
 * played to its end at the table; the quick match's card and buttons where a second match,
 * lost in the fewest rounds, puts them too; and a daily's result, its round chips all one width
 * with their words whole (the longest German reason too, in two lines), and its lines as
 * Chromium's accessibility tree says them.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test } from './fixtures'
import { newGame, playMatch, RESULT, screen, sitDownWith, TABLE } from './fixtures/player'
import { expectAccessible } from './fixtures/audit'
import { painted } from './fixtures/painted'
import { swapText } from './fixtures/words'
import { OPPONENTS } from '@main/services/campaign/content'
import deTable from '@/i18n/messages/de/table'
import deCampaign from '@/i18n/messages/de/campaign'

const SIZES = [
  { width: 960, height: 600 },
  { width: 1920, height: 1080 },
] as const

interface Edges {
  left: number
  right: number
  top: number
  bottom: number
}

/**
 * Each row of the result's boxes, its boxes' edges from the left (a row is a box, or holds the
 * boxes it lays side by side), and whether the account scrolls. A string: e2e code has no DOM
 * library types.
 */
const MEASURE = `(() => {
  const edges = (element) => {
    const { left, right, top, bottom } = element.getBoundingClientRect()
    return { left, right, top, bottom }
  }
  const rows = [...document.querySelector('[data-test="result-boxes"]').children].map((row) =>
    row.classList.contains('result-box')
      ? [edges(row)]
      : [...row.children].filter((box) => box.classList.contains('result-box')).map(edges),
  )
  const account = document.querySelector('${RESULT} .account')
  return { rows, scrolls: account.scrollHeight > account.clientHeight }
})()`

/** At each size: the boxes lie on one grid, and the account needs no scrolling. */
async function boxesOnOneGrid(page: Page, name: string, rowsAtLeast: number): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    const label = `${name} at ${size.width}x${size.height}`
    const { rows, scrolls } = (await page.evaluate(MEASURE)) as {
      rows: Edges[][]
      scrolls: boolean
    }
    expect(rows.length, `the rows of ${label}`).toBeGreaterThanOrEqual(rowsAtLeast)
    expect.soft(scrolls, `the account scrolls, ${label}`).toBe(false)
    const first = rows[0]![0]!
    const lastOf = (row: Edges[]): Edges => row[row.length - 1]!
    for (const [i, row] of rows.entries()) {
      for (const box of row) {
        // the boxes of a row as tall as each other, side by side
        expect
          .soft(Math.abs(box.top - row[0]!.top), `row ${i + 1}'s tops, ${label}`)
          .toBeLessThanOrEqual(1)
        expect
          .soft(Math.abs(box.bottom - row[0]!.bottom), `row ${i + 1}'s heights, ${label}`)
          .toBeLessThanOrEqual(1)
      }
      // every row from the same left edge to the same right edge
      expect
        .soft(Math.abs(row[0]!.left - first.left), `row ${i + 1}'s left, ${label}`)
        .toBeLessThanOrEqual(1)
      expect
        .soft(
          Math.abs(lastOf(row).right - lastOf(rows[0]!).right),
          `row ${i + 1}'s right, ${label}`,
        )
        .toBeLessThanOrEqual(1)
      // rows one under another, none over the next
      if (i > 0)
        expect
          .soft(row[0]!.top, `row ${i + 1} under row ${i}, ${label}`)
          .toBeGreaterThan(rows[i - 1]![0]!.bottom)
    }
    await screenshot(page, `result-boxes-${name}-${size.width}x${size.height}`)
  }
  await expectAccessible(page, `the ${name} result`)
}

/** Runs in the page: the result's card, its row of buttons, and how many rounds it shows. */
const CARD = `(() => {
  const edges = (selector) => {
    const { left, right, top, bottom } = document.querySelector(selector).getBoundingClientRect()
    return { left, right, top, bottom }
  }
  const card = edges('${RESULT} [data-test="result"]')
  const buttons = edges('${RESULT} [data-test="result"] .buttons')
  return { card, buttons, rounds: document.querySelectorAll('[data-test="round-chip"]').length }
})()`

interface CardPlace {
  card: Edges
  buttons: Edges
  rounds: number
}

/** The result's card and buttons at each size, in SIZES' order. */
async function cardAtSizes(page: Page): Promise<CardPlace[]> {
  const places: CardPlace[] = []
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    places.push((await page.evaluate(CARD)) as CardPlace)
  }
  return places
}

test('a quick match’s result: its boxes on one grid, its card one size whatever the rounds', async ({
  page,
}) => {
  await newGame(page, 'Talon')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.locator('[data-test="quick"]').click()
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator('[data-test="tier-rookie"]').check()
  await page.locator('[data-test="rules-classic"]').click()
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await playMatch(page)
  await expect(page.locator(RESULT)).toBeVisible()
  // what credits did not change hands, and the rounds
  await expect(page.locator('[data-test="no-stake"]')).toBeVisible()
  await boxesOnOneGrid(page, 'quick', 2)
  const played = await cardAtSizes(page)
  // a second match, every turn ended until over 20: lost in as few rounds as a match can take
  await page.locator('[data-test="play-again"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await playMatch(page, { strategy: 'reckless' })
  await expect(page.locator(RESULT)).toBeVisible()
  const short = await cardAtSizes(page)
  const rounds = `${played[0]!.rounds} rounds, then ${short[0]!.rounds}`
  expect(short[0]!.rounds, `the second match is the shorter: ${rounds}`).toBeLessThan(
    played[0]!.rounds,
  )
  for (const [i, size] of SIZES.entries()) {
    const label = `${rounds}, at ${size.width}x${size.height}`
    for (const [part, named] of [
      ['card', 'the card’s'],
      ['buttons', 'the buttons’'],
    ] as const) {
      for (const edge of ['left', 'right', 'top', 'bottom'] as const) {
        const moved = Math.abs(short[i]![part][edge] - played[i]![part][edge])
        expect.soft(moved, `${named} ${edge} edge, ${label}`).toBeLessThanOrEqual(1)
      }
    }
  }
  await screenshot(page, 'result-boxes-quick-short-1920x1080')
})

test('a campaign win with a stake and a prize card: its boxes on one grid', async ({ page }) => {
  await newGame(page, 'Oriella')
  // Hobb Tarrow's first win pays a bounty and a prize card besides the stake
  await sitDownWith(page, 'hobb-tarrow', 2)
  await page.locator('[data-test="start-match"]').click()
  let outcome = (await playMatch(page))?.outcome
  for (let again = 0; outcome !== 'won' && again < 6; again++) {
    await page.locator('[data-test="play-again"]').click()
    await expect(page.locator(TABLE)).toBeVisible()
    outcome = (await playMatch(page))?.outcome
  }
  expect(outcome, 'the advisor beats Hobb Tarrow').toBe('won')
  await expect(page.locator('[data-test="balance"]')).toBeVisible()
  await expect(page.locator('[data-test="prize-cards"]')).toBeVisible()
  await expect(page.locator('[data-test="result-note"]').first()).toBeVisible()
  // the credits, the rounds, and the prize cards beside the settlement
  await boxesOnOneGrid(page, 'campaign', 3)
  const spoils = (await page.evaluate(MEASURE)) as { rows: Edges[][] }
  expect(spoils.rows[2], 'the prize cards and the settlement side by side').toHaveLength(2)
  // the keyboard on the way back to the cantina (a match for credits), not on Play again
  await expect(page.locator('[data-test="result-back"]')).toBeFocused()
  // a prize plays only from a deck, as a card bought does: said, and the way there offered
  await expect(page.locator('[data-test="prize-to-deck"]')).toHaveText(
    'Put it in a deck to play it.',
  )
  await page.locator('[data-test="prize-decks"]').click()
  await expect(page.locator(screen('Collection'))).toBeVisible()
})

/**
 * Runs in the page: each round chip's width, rounded to a tenth of a pixel, and the chips whose
 * score or shown reason (the whole one, or the brief word where that is cut, or none where that
 * is cut too) their box cuts.
 */
const CHIPS = `(() => {
  const chips = [...document.querySelectorAll('[data-test="round-chip"]')]
  const cut = (el) =>
    !!el && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
  return {
    widths: chips.map((chip) => Math.round(chip.getBoundingClientRect().width * 10) / 10),
    cut: chips
      .filter((chip) => {
        const reason = chip.hasAttribute('data-brief') ? 'round-brief' : 'round-why'
        const shown = chip.hasAttribute('data-bare')
          ? null
          : chip.querySelector('[data-test="' + reason + '"]')
        return cut(chip.querySelector('[data-test="round-score"]')) || cut(shown)
      })
      .map((chip) => chip.textContent.trim()),
  }
})()`

/**
 * The longest words a German round chip says: the longest of its reasons with a name, said by
 * the player with the longest German name ("Großmeisterin Sable Orrin hat per Tiebreaker
 * gewonnen").
 */
const LONGEST_REASON = (() => {
  const german = deCampaign.campaign.opponent as Record<string, { name?: string }>
  const names = OPPONENTS.map((o) => german[o.id]?.name ?? o.name)
  const name = names.reduce((a, b) => (b.length > a.length ? b : a))
  const reasons = Object.values(deTable.table.reason).filter((line) => line.includes('{name}'))
  return reasons.reduce((a, b) => (b.length > a.length ? b : a)).replace('{name}', name)
})()

/** Runs in the page: whether the first reason shows whole, and in how many lines. */
const FIRST_REASON = `(() => {
  const reason = document.querySelector('[data-test="round-why"]')
  const chip = reason.closest('[data-test="round-chip"]')
  const lines = Math.round(reason.scrollHeight / parseFloat(getComputedStyle(reason).lineHeight))
  return { whole: !chip.hasAttribute('data-brief'), lines }
})()`

test('a daily’s result: every round the same box, each line said as one sentence', async ({
  page,
  app,
}) => {
  test.skip(app.target !== 'web', 'only the browser host pins the calendar day')
  // 6 December deals tournament rules and two flip cards ±2
  await app.relaunch({ today: '2026-12-06' })
  await newGame(page, 'Corrin')
  await page.keyboard.press('Escape')
  await page.locator('[data-test="daily"]').click()
  await expect(page.locator(screen('Daily'))).toBeVisible()
  // the deck names a flip card by its ±, as its card key does, and no sign it has not got
  const deck = await page.locator('[data-test="daily-deck"]').ariaSnapshot()
  expect(deck).toContain('img "Flip card ±2"')
  expect(deck).not.toMatch(/now/)
  await page.locator('[data-test="daily-play"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  await playMatch(page, { rules: 'tournament' })
  await expect(page.locator(RESULT)).toBeVisible()
  // the opponent's line as Chromium gives it: the comma against the name ("Castell, Sets")
  expect(await page.locator('[data-test="against"]').ariaSnapshot()).toMatch(
    /^- paragraph: against \S.*\S, Sets \d – \d$/,
  )
  // a round is named by its words, not by a shorter title said before them
  const rounds = (await page.locator('[data-test="result-rounds"]').ariaSnapshot())
    .split('\n')
    .filter((line) => line.includes('listitem'))
  expect(rounds.length).toBeGreaterThan(0)
  for (const round of rounds) expect(round).toMatch(/- listitem: "?Round \d+: /)
  await expectAccessible(page, "a daily challenge's result")
  for (const size of SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    const { widths, cut } = (await page.evaluate(CHIPS)) as { widths: number[]; cut: string[] }
    const label = `the round chips at ${size.width}x${size.height}: ${widths.join(', ')}`
    expect(Math.max(...widths) - Math.min(...widths), label).toBeLessThanOrEqual(0.5)
    // each chip's score and reason read whole, the reason in brief where its lines cut it
    expect(cut, `chips cut at ${size.width}x${size.height}`).toEqual([])
    await screenshot(page, `result-boxes-daily-${size.width}x${size.height}`)
    // the longest German reason: its chip, and every chip with it, as wide as it needs to say
    // it whole in two lines (at 7.25rem it took three narrow ones), and the card still whole
    const had = await swapText(page, '[data-test="round-why"]', LONGEST_REASON)
    const at = `the longest reason at ${size.width}x${size.height}`
    await expect.poll(() => page.evaluate(FIRST_REASON), at).toEqual({ whole: true, lines: 2 })
    const longest = (await page.evaluate(CHIPS)) as { widths: number[]; cut: string[] }
    expect(Math.max(...longest.widths) - Math.min(...longest.widths), at).toBeLessThanOrEqual(0.5)
    expect(longest.cut, at).toEqual([])
    const { scrolls } = (await page.evaluate(MEASURE)) as { scrolls: boolean }
    expect(scrolls, `the account scrolls, ${at}`).toBe(false)
    await screenshot(page, `result-boxes-daily-longest-${size.width}x${size.height}`)
    await swapText(page, '[data-test="round-why"]', had)
  }
})
