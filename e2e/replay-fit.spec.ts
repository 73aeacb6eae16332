/**
 * History and Replay laid out in Chromium at three window sizes, in English and German, on a
 * kept cantina match (its long first move: the opponent's chosen hand): the replay's toolbar
 * keeps one height at every step, so the buttons under the pointer never move, its counter and
 * round each on one line, Play and Pause one width; the timeline's legend in one line, the whole
 * screen in the window; and the History list's Replay buttons sit inside its table. Then a kept
 * hot-seat match: the review panel's two people read alike, each name on one line (the longest
 * name a seat takes cut short, its title saying it whole), their marks counted in columns that
 * line up, the explanation whole in the panel or its "more below" line shown, the panel beside
 * the seats and the screen in the window; at its last step, the round's end and the match's
 * verdict under the board, inside the window.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test, type PazaakApp } from './fixtures'
import { within, type Box } from './fixtures/boxes'
import { newGame, screen, switchToGerman } from './fixtures/player'
import { linesOf } from './fixtures/words'

const SIZES = [
  [960, 600],
  [1280, 800],
  [1920, 1080],
] as const

/** A cantina match against the rookie, a few moves played by the advisor, then resigned. */
async function keepCantinaMatch(app: PazaakApp): Promise<void> {
  const start = await app.call('match.start', {
    mode: 'quick',
    rules: 'cantina',
    tier: 'rookie',
    deckId: null,
  })
  if (!start.ok) throw new Error(`no quick match: ${start.error.key}`)
  let update = start.value
  for (let n = 0; n < 8 && !update.result; n++) {
    const hint = await app.call('match.hint', { matchId: update.matchId })
    if (!hint.ok) throw new Error(`no hint: ${hint.error.key}`)
    const acted = await app.call('match.act', {
      matchId: update.matchId,
      action: hint.value.action,
    })
    if (!acted.ok) throw new Error(`refused: ${acted.error.key}`)
    update = acted.value
  }
  if (!update.result) await app.call('match.resign', { matchId: update.matchId })
}

/** The hot-seat names: a short one, and one as long as a seat's name may be (24 characters). */
const HOTSEAT = ['Colm Oakes', 'Isadora Vantreight-Wolde'] as const

/**
 * A classic hot-seat match between HOTSEAT's two, played plainly to its end: its last step is a
 * round's end and the match's, the replay's foot at its fullest.
 */
async function keepHotseatMatch(app: PazaakApp): Promise<void> {
  const start = await app.call('match.start', {
    mode: 'hotseat',
    rules: 'classic',
    players: [
      { name: HOTSEAT[0], deckId: null },
      { name: HOTSEAT[1], deckId: null },
    ],
  })
  if (!start.ok) throw new Error(`no hot-seat match: ${start.error.key}`)
  let update = start.value
  for (let n = 0; n < 600 && !update.result; n++) {
    const mine = update.view.players[update.you].total
    const next =
      update.hotseat?.curtain !== null
        ? await app.call('match.reveal', { matchId: update.matchId })
        : await app.call('match.act', {
            matchId: update.matchId,
            action: { type: mine >= 17 ? 'stand' : 'end' },
          })
    if (!next.ok) throw new Error(`refused: ${next.error.key}`)
    update = next.value
  }
  if (!update.result) throw new Error('the hot-seat match did not end')
  // main starts the review on the first ask: it is done by the time the replay opens
  await app.call('history.get', { id: update.matchId })
}

/** The hot-seat review panel as laid out: what the fit check reads (measured in the page). */
interface ReviewLayout {
  nameHeights: number[]
  lineHeight: number
  /** each name: whether its ellipsis cut it */
  cut: boolean[]
  /** each person's counts: [left, top] of each */
  counts: [number, number][][]
  /** the panel's body shows all it holds, or says that more lies below */
  wholeOrCue: boolean
  /** the seats' own names over their tables */
  plateHeights: number[]
  /** the panel's foot level with both seats' */
  besideSeats: boolean
}

const box = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => e.getBoundingClientRect().toJSON() as Box)

/** The replay's toolbar at each of the first `steps` steps: its height, and the buttons' place. */
async function toolbarOverSteps(page: Page, steps: number): Promise<string[]> {
  const seen: string[] = []
  await page.keyboard.press('Home')
  for (let at = 0; at < steps; at++) {
    await expect(page.locator('[data-test="replay-step"]')).toHaveAttribute('data-at', String(at))
    const bar = await box(page, '.replay .controls')
    const next = await box(page, '[data-test="replay-next"]')
    seen.push(`${bar.height.toFixed(1)} ${next.x.toFixed(1)},${next.y.toFixed(1)}`)
    expect(await linesOf(page.locator('[data-test="replay-step"]').first())).toBe(1)
    if (await page.locator('[data-test="replay-round"]').count())
      expect(await linesOf(page.locator('[data-test="replay-round"]').first())).toBe(1)
    await page.keyboard.press('ArrowRight')
  }
  return seen
}

for (const language of ['en', 'de'] as const) {
  test(`the replay's toolbar holds still and History's buttons sit in its table (${language})`, async ({
    app,
  }) => {
    const page = app.page
    await newGame(page, 'Corrin Vale')
    // kept first, so the cantina match is the list's first line
    await keepHotseatMatch(app)
    await keepCantinaMatch(app)
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Title'))).toBeVisible()
    if (language === 'de') await switchToGerman(page)
    await page.locator('[data-test="history"]').click()
    await expect(page.locator('[data-test="history-line"]')).toHaveCount(2)
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const table = await box(page, '[data-test="history-list"]')
      for (const watch of await page.locator('[data-test="watch"]').all())
        expect(
          within(await watch.evaluate((e) => e.getBoundingClientRect().toJSON() as Box), table),
          `${width}×${height}`,
        ).toBe(true)
    }
    await page.locator('[data-test="watch"]').first().click()
    await expect(page.locator(screen('Replay'))).toBeVisible()
    // the opponent's chosen hand, the longest move there is, is the first step
    await expect(page.locator('[data-test="replay-move"]')).toHaveAttribute('title', /.+/)
    const play = page.locator('[data-test="replay-play"]')
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const seen = await toolbarOverSteps(page, 6)
      expect(new Set(seen), `${width}×${height}: ${seen.join(' | ')}`).toHaveProperty('size', 1)
      // Play and Pause take one width, so the buttons beside them hold still as it turns
      const still = await box(page, '[data-test="replay-play"]')
      await play.click()
      await expect(play).toHaveAttribute('data-playing', 'true')
      await screenshot(page, `replay-playing-${width}x${height}-${language}`)
      expect(await box(page, '[data-test="replay-play"]')).toEqual(still)
      await play.click()
      await expect(play).toHaveAttribute('data-playing', 'false')
      // the timeline's legend in one line, and the whole screen in the window
      const rows = await page.evaluate(
        `new Set([...document.querySelectorAll('[data-test="replay-legend"] li')].map((li) => Math.round(li.getBoundingClientRect().top))).size`,
      )
      expect(rows, `the legend's rows at ${width}×${height}`).toBe(1)
      const fits = await page.evaluate(
        `(() => { const s = document.querySelector('[data-screen="Replay"]'); return s.scrollHeight <= s.clientHeight && document.documentElement.scrollHeight <= innerHeight })()`,
      )
      expect(fits, `the replay scrolls at ${width}×${height}`).toBe(true)
    }

    // the hot-seat match's replay: both people's lines in the review read alike
    await page.locator('[data-test="back"]').click()
    await page.locator('[data-test="watch"]').nth(1).click()
    await expect(page.locator('[data-test="review"]')).toHaveAttribute('data-status', 'ready')
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const at = `${width}×${height}`
      const panel: ReviewLayout = await page.evaluate(`(() => {
        const panel = document.querySelector('[data-test="review"]')
        const rect = (e) => e.getBoundingClientRect()
        const names = [...panel.querySelectorAll('[data-test="review-seat-name"]')]
        const plates = [...document.querySelectorAll('[data-test="replay-seat-name"]')]
        const counts = [...panel.querySelectorAll('[data-test="review-seat-counts"]')].map(
          (row) => [...row.children].map((li) => [Math.round(rect(li).left), Math.round(rect(li).top)]),
        )
        const body = panel.querySelector('[data-test="review-body"]')
        const seats = [...document.querySelectorAll('[data-test="replay-seat"]')]
        return {
          nameHeights: names.map((n) => Math.round(rect(n).height)),
          lineHeight: parseFloat(getComputedStyle(names[0]).lineHeight),
          cut: names.map((n) => n.scrollWidth > n.clientWidth),
          counts,
          wholeOrCue: body.scrollHeight <= body.clientHeight + 1 || !!panel.querySelector('[data-test="more-below"]'),
          plateHeights: plates.map((n) => Math.round(rect(n).height)),
          besideSeats: seats.every((seat) => Math.abs(rect(panel).bottom - rect(seat).bottom) < 1),
        }
      })()`)
      // each name on one line: the short one whole, the longest one cut short
      for (const h of panel.nameHeights)
        expect(h, `${at}: a name's height`).toBeLessThanOrEqual(panel.lineHeight + 1)
      // and the seats' plates alike, one line each, so both tables stand level
      expect(new Set(panel.plateHeights).size, `${at}: the plates`).toBe(1)
      expect(panel.cut[0], `${at}: the short name whole`).toBe(false)
      // three counts a person, each row on one line, each column under the other's
      const [first, second] = panel.counts
      expect(first?.length).toBe(3)
      for (const row of panel.counts)
        expect(new Set(row.map(([, top]) => top)).size, `${at}: a row's lines`).toBe(1)
      expect(
        second?.map(([left]) => left),
        `${at}: the columns`,
      ).toEqual(first?.map(([left]) => left))
      expect(panel.wholeOrCue, `${at}: the explanation cut off`).toBe(true)
      expect(panel.besideSeats, `${at}: the panel's foot`).toBe(true)
      const fits = await page.evaluate(
        `(() => { const s = document.querySelector('[data-screen="Replay"]'); return s.scrollHeight <= s.clientHeight && document.documentElement.scrollHeight <= innerHeight })()`,
      )
      expect(fits, `the hot-seat replay scrolls at ${at}`).toBe(true)
      // a name cut short says itself whole in its title as the pointer comes; a whole one has none
      const names = page.locator('[data-test="review-seat-name"]')
      await names.nth(0).hover()
      await expect(names.nth(0)).not.toHaveAttribute('title')
      await names.nth(1).hover()
      if (panel.cut[1]) await expect(names.nth(1)).toHaveAttribute('title', HOTSEAT[1])
      await screenshot(page, `replay-hotseat-${width}x${height}-${language}`)
    }

    // the last step: who won the last round and why, then the match's verdict, both in the
    // window under the board (the verdict once fell below the window's foot at every size)
    await page.keyboard.press('End')
    await expect(page.locator('[data-test="replay-verdict"]')).toBeVisible()
    await expect(page.locator('[data-test="replay-round-end"]')).toBeVisible()
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height })
      const foot: { bottoms: number[]; board: number; fits: boolean } =
        await page.evaluate(`(() => {
        const s = document.querySelector('[data-screen="Replay"]')
        const lines = ['replay-round-end', 'replay-verdict'].map((t) => document.querySelector('[data-test="' + t + '"]'))
        return {
          bottoms: lines.map((l) => l.getBoundingClientRect().bottom),
          board: document.querySelector('.replay .board').getBoundingClientRect().bottom,
          fits: s.scrollHeight <= s.clientHeight && document.documentElement.scrollHeight <= innerHeight,
        }
      })()`)
      const at = `${width}×${height}`
      for (const bottom of foot.bottoms)
        expect(bottom, `${at}: the last step's lines`).toBeLessThanOrEqual(height)
      expect(foot.bottoms[0], `${at}: under the board`).toBeGreaterThan(foot.board)
      expect(foot.fits, `the last step scrolls at ${at}`).toBe(true)
    }
  })
}
