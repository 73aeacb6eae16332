import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { readTotal, RESULT, settled, TABLE, waitForPlayer } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * Forced colours (Windows high contrast) repaint the app in the player's few system colours and
 * drop gradients and glows. What a look told by those alone must still be told: a round's lamp
 * and a set's mark lit or not, the hand card under the keyboard, a round won or lost on the
 * result screen. Checked as Chromium draws them, in a dark scheme and a light one. (Whose turn
 * it is: turn-light.spec.ts.)
 */

const SCHEMES = ['dark', 'light'] as const

/** Runs in the page: what the system's colours are in the scheme emulated now. */
const SYSTEM = `(() => {
  const probe = document.createElement('i')
  document.body.append(probe)
  const of = (c) => { probe.style.color = c; return getComputedStyle(probe).color }
  const out = { highlight: of('Highlight'), canvas: of('Canvas'), text: of('CanvasText') }
  probe.remove()
  return out
})()`

interface System {
  highlight: string
  canvas: string
  text: string
}

/** The page in forced colours with the given scheme, and that scheme's system colours. */
async function forced(page: Page, colorScheme: 'dark' | 'light'): Promise<System> {
  await page.emulateMedia({ forcedColors: 'active', colorScheme })
  return (await page.evaluate(SYSTEM)) as System
}

/** Runs in the page: each lamp's and set mark's fill and edge, with whether it is lit. */
const LIGHTS = `[...document.querySelectorAll('[data-test="round-light"], [data-test="set-mark"]')].map((el) => ({
  lit: el.dataset.lit === 'true',
  fill: getComputedStyle(el).backgroundColor,
  edge: getComputedStyle(el).borderTopColor,
}))`

/** Runs in the page: the focus ring drawn round the hand card the keyboard is on. */
const RING = `(() => {
  const card = document.activeElement
  const ring = getComputedStyle(card, '::before')
  return {
    card: card.matches('[data-test="my-hand"] .card-button:focus-visible'),
    colour: ring.borderTopColor,
    width: parseFloat(ring.borderTopWidth),
    gap: -parseFloat(ring.top) - parseFloat(ring.borderTopWidth),
  }
})()`

/** Runs in the page: each round chip's edge, with who took the round. */
const CHIPS = `[...document.querySelectorAll('[data-test="round-chip"]')].map((el) => ({
  won: el.classList.contains('mine'),
  lost: el.classList.contains('theirs'),
  style: getComputedStyle(el).borderTopStyle,
  width: parseFloat(getComputedStyle(el).borderTopWidth),
  colour: getComputedStyle(el).borderTopColor,
}))`

/**
 * Waits for the player's move; a choice of hand (a new set) is made with the first cards not yet
 * picked (the Space that skips the deal may have picked the card the keyboard starts on).
 */
async function toMove(page: Page): Promise<void> {
  const choose = page.locator(`${TABLE} .choose-panel [data-test="choose-confirm"]`)
  const picked = page.locator(`${TABLE} [data-test^="pool-"][aria-pressed="true"]`)
  for (;;) {
    await waitForPlayer(page)
    if (!(await choose.isVisible())) return
    for (let i = 0; (await picked.count()) < 4; i++) {
      const card = page.locator(`${TABLE} [data-test="pool-${i}"]`)
      if ((await card.getAttribute('aria-pressed')) !== 'true') await card.click()
    }
    await choose.click()
    await expect(choose).toHaveCount(0)
  }
}

test('in forced colours a lit lamp, the card under the keyboard and a round won stand out', async ({
  app,
}) => {
  const page = app.page
  await forced(page, 'dark')
  // a tournament: its table has the sets' marks beside the rounds' lamps
  await openQuickMatch(page, 'tournament')
  await page.keyboard.press('Space')
  await settled(page)

  // Play until a round is won, by either seat: its lamp lit, filled with the highlight; every
  // lamp and mark not lit only ringed, on the page's own colour.
  for (let move = 0; move < 60; move++) {
    await toMove(page)
    if ((await page.locator('[data-test="round-light"][data-lit="true"]').count()) > 0) break
    const total = await readTotal(page)
    // over 20 the table stands on nothing (S says why): ending the turn is the bust
    await page.keyboard.press(total >= 17 && total <= 20 ? 's' : 'e')
  }
  for (const scheme of SCHEMES) {
    const system = await forced(page, scheme)
    const seen = (await page.evaluate(LIGHTS)) as { lit: boolean; fill: string; edge: string }[]
    expect(seen.filter((l) => l.lit).length, 'a round was won').toBeGreaterThan(0)
    expect(seen.filter((l) => !l.lit).length).toBeGreaterThan(0)
    for (const l of seen) {
      const look = l.lit
        ? { fill: system.highlight, edge: system.highlight }
        : { fill: system.canvas, edge: system.text }
      expect(
        { fill: l.fill, edge: l.edge },
        `a ${l.lit ? 'lit' : 'dark'} lamp (${scheme})`,
      ).toEqual(look)
    }
  }

  // The card under the keyboard: a ring in the highlight, thick, clear of the card's rim light
  // (which keeps its gold, and hid the focus outline under it).
  await toMove(page)
  await page.locator('[data-test="my-hand"] .card-button[data-focus-home]').first().focus()
  for (const scheme of SCHEMES) {
    const system = await forced(page, scheme)
    const ring = (await page.evaluate(RING)) as {
      card: boolean
      colour: string
      width: number
      gap: number
    }
    expect(ring.card).toBe(true)
    expect(ring.colour, `the ring (${scheme})`).toBe(system.highlight)
    expect(ring.width).toBeGreaterThanOrEqual(3)
    // the rim light reaches 5 px out of the card (SideCard: 3 px out, 2 px wide)
    expect(ring.gap).toBeGreaterThan(5)
  }

  // Forfeit: the result screen lists the rounds played, each won or lost told by its edge.
  await page.keyboard.press('Escape')
  await page.locator('[data-test="forfeit"]').click()
  await page.locator('[data-test="forfeit-confirm"]').click()
  await expect(page.locator(RESULT)).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('[data-test="round-chip"]').first()).toBeVisible()
  for (const scheme of SCHEMES) {
    const system = await forced(page, scheme)
    const edges = (await page.evaluate(CHIPS)) as {
      won: boolean
      lost: boolean
      style: string
      width: number
      colour: string
    }[]
    expect(edges.some((e) => e.won || e.lost)).toBe(true)
    for (const e of edges) {
      if (e.won)
        expect(e, `a round won (${scheme})`).toMatchObject({
          style: 'solid',
          width: 3,
          colour: system.highlight,
        })
      else if (e.lost) expect(e.style, `a round lost (${scheme})`).toBe('dashed')
      else expect(e.style, `a tie (${scheme})`).toBe('solid')
    }
  }
})
