import type { Page } from '@playwright/test'
import { test, expect, screenshot, TITLE_SCREEN } from './fixtures'
import { FAKE_PAD, PAD_BUTTON, tapPad } from './fixtures/pad'
import { overlaps, within, type Box } from './fixtures/boxes'
import { readTotal, switchToGerman } from './fixtures/player'
import { COACH, startTutorial } from './fixtures/tutorial'
import { expectAccessible, stopsWithoutLight } from './fixtures/audit'
import { painted } from './fixtures/painted'

/**
 * The first-match tutorial (How to play): from the title screen by keyboard only,
 * through the steps and a new save slot to the table, then the whole tutorial match played by
 * pressing the keys the coach names. Main deals the scripted cards, so following the coach
 * meets each lesson in turn and wins 3-0 (main/services/match/tutorial.ts). In round 3 the
 * coach asks for the ±2 turned to minus, and holds the card back until it is: by F, by a click
 * on the sign toggle under it, or by the pad's X on the card (or A on that toggle).
 */

const screen = (name: string) => `[data-screen="${name}"]`
const ADVICE = '[data-test="coach-advice"]'

async function press(page: Page, selector: string, key = 'Enter'): Promise<void> {
  await page.locator(selector).focus()
  await page.keyboard.press(key)
}

/** The coach's batch counter: it moves on with every update main sends. */
async function batch(page: Page): Promise<number> {
  return Number((await page.locator(COACH).getAttribute('data-batch')) ?? '0')
}

/**
 * Follows the coach by keyboard, pressing every key cap its advice shows in order (F then a
 * number for a flip card to minus), until the match is over or the advice is of kind `until`,
 * which is left for the test to follow. `seen` and `kinds` carry on across calls. Before each
 * advice is followed `look` sees it.
 */
async function followCoach(
  page: Page,
  until: string | null,
  seen = { batch: -1 },
  kinds: string[] = [],
  look: (kind: string) => Promise<void> = async () => {},
): Promise<string[]> {
  const advice = page.locator(`${ADVICE}[data-advice]`)
  for (let move = 0; move < 30; move++) {
    // Wait for main's advice on a position newer than the last one acted on (or the end).
    await expect
      .poll(
        async () =>
          (await page.locator(screen('Result')).isVisible()) ||
          ((await advice.isVisible()) && (await batch(page)) > seen.batch),
        { timeout: 10_000 },
      )
      .toBe(true)
    if (await page.locator(screen('Result')).isVisible()) break
    const kind = (await advice.getAttribute('data-advice')) ?? ''
    if (kind === until) break
    seen.batch = await batch(page)
    kinds.push(kind)
    await look(kind)
    for (const key of await advice.locator('kbd').allInnerTexts()) {
      await page.keyboard.press(key.toLowerCase())
    }
  }
  return kinds
}

/** The ±2 played as −2 at 21: 19, the flip card's lesson noted, and the coach asks to stand. */
async function flipPlayed(page: Page): Promise<void> {
  await expect(page.locator('[data-note="recoveredFlip"]')).toContainText('21 to 19')
  await expect(page.locator('[data-test="hand-card-3"]')).toHaveCount(0)
  await expect(page.locator(`${ADVICE}[data-advice="standAhead"]`)).toBeVisible()
}

test('the tutorial match, followed by keyboard from How to play to the result', async ({
  app,
  cspViolations,
}) => {
  // Reduced motion: the events show at once, so the test waits on main, not on animations.
  const settings = await app.call('settings.update', { reducedMotion: 'on' })
  expect(settings.ok).toBe(true)
  const page = app.page
  await page.reload()
  await page.locator(TITLE_SCREEN).waitFor()

  await press(page, '[data-test="rules"]')
  await expect(page.locator(screen('Rules'))).toBeVisible()
  await press(page, '[data-test="open-tutorial"]')
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  for (let i = 0; i < 20 && (await page.locator('[data-test="tutorial-next"]').isVisible()); i++) {
    await press(page, '[data-test="tutorial-next"]')
  }
  // No save slot yet: the tutorial sends the player to make one, then brings them back.
  await expect(page.locator('[data-test="tutorial-start"]')).toHaveText(/save slot/)
  await press(page, '[data-test="tutorial-start"]')
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  await page.locator('[data-test="new-name"]').first().focus()
  await page.keyboard.type('Learner')
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Tutorial'))).toBeVisible()
  await expect(page.locator('[data-test="tutorial-start"]')).toHaveText('Start the tutorial match')
  await press(page, '[data-test="tutorial-start"]')
  await expect(page.locator(screen('Table'))).toBeVisible()
  await expect(page.locator(COACH)).toBeVisible()
  await expect(page.locator('[data-note="firstDraw"]')).toContainText('You drew 8')

  const seen = { batch: -1 }
  const followed = await followCoach(page, 'playMinus', seen, [], async (kind) => {
    if (kind === 'play20') {
      await expect(page.locator(ADVICE)).toHaveText('Press 4 to play +5 and make exactly 20.')
      await screenshot(page, 'tutorial')
      // the table with its coach passes the audit, and every stop of Tab there is lit (the
      // coach's Hide among them)
      await expectAccessible(page, 'the tutorial table')
      await painted(page)
      expect.soft(await stopsWithoutLight(page), 'the tutorial table').toEqual([])
    }
    if (kind === 'recover') {
      await expect(page.locator('[data-note="over"]')).toBeVisible()
      await screenshot(page, 'tutorial-recover')
    }
  })
  // Round 3: 21 with the -3 spent, and the coach asks for the ±2 (key 3) turned to minus.
  await expect(page.locator(ADVICE)).toHaveText(
    'Flip your ±2 to minus with F, or click − under it, then press 3 to play it: 21 becomes 19.',
  )
  await screenshot(page, 'tutorial-flip')
  // Its key alone does not play it: the card stays, and the coach says gently to turn it first.
  await page.keyboard.press('3')
  await expect(page.locator(`${ADVICE}[data-advice="flipFirst"]`)).toBeVisible()
  await expect(page.locator('[data-test="hand-card-3"]')).toBeVisible()
  expect(await readTotal(page)).toBe(21)
  await screenshot(page, 'tutorial-flip-first')
  await expectAccessible(page, 'the coach holding the flip card back')
  // F turns it, and 3 plays it.
  await page.keyboard.press('f')
  await expect(page.locator('[data-test="sign-3"]')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator(`${ADVICE}[data-advice="recover"]`)).toBeVisible()
  await page.keyboard.press('3')
  await flipPlayed(page)
  followed.push('playMinus')
  await followCoach(page, null, seen, followed)

  expect(followed).toEqual([
    'end',
    'play20',
    'end',
    'endBehind',
    'recover',
    'end',
    'endBehind',
    'playMinus',
    'standAhead',
  ])
  await expect(page.locator(screen('Result'))).toBeVisible()
  await expect(page.locator('[data-test="result-title"]')).toHaveText('Victory')
  await expect(page.locator('[data-test="no-stake"]')).toContainText('does not count')
  await screenshot(page, 'tutorial-result')
  await expectAccessible(page, "the tutorial's result")
  // It counted for nothing: no match in the stats, the purse untouched.
  const stats = await app.call('stats.get')
  expect(stats.ok && stats.value.matches).toBe(0)
  // With a save made on the way, the map is the next step, one button away.
  await press(page, '[data-test="result-campaign"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  expect(cspViolations).toEqual([])
})

test('a tutorial match given up says why to play it again, and Play again deals it anew', async ({
  page,
}) => {
  await startTutorial(page, 'Quitter')
  await page.click('[data-test="menu"]')
  await page.click('[data-test="table-menu"] [data-test="forfeit"]')
  await page.click('[data-test="forfeit-confirm"]')
  await expect(page.locator(screen('Result'))).toBeVisible()
  // a lost tutorial is the cards left behind by a move of the player's own: play it again
  await expect(page.locator('[data-test="no-stake"]')).toContainText('play it again')
  await page.click('[data-test="play-again"]')
  await expect(page.locator(COACH)).toBeVisible()
  await expect(page.locator('[data-note="firstDraw"]')).toContainText('You drew 8')
})

const CARD = '[data-test="hand-card-3"]'
const TOGGLE = '[data-test="sign-3"]'
const FLIP_FIRST = `${ADVICE}[data-advice="flipFirst"]`

test('the flip card by mouse: a click on it unturned is held back, the sign toggle turns it', async ({
  page,
}) => {
  await startTutorial(page, 'Oriella')
  await followCoach(page, 'playMinus')
  await page.click(CARD)
  await expect(page.locator(FLIP_FIRST)).toBeVisible()
  await expect(page.locator(CARD)).toBeVisible()
  expect(await readTotal(page)).toBe(21)
  await page.click(TOGGLE)
  await expect(page.locator(TOGGLE)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator(`${ADVICE}[data-advice="recover"]`)).toBeVisible()
  await page.click(CARD)
  await flipPlayed(page)
})

test('the flip card by the pad: A on it unturned is held back, X on it turns it, as A on its toggle', async ({
  page,
}) => {
  await page.addInitScript(FAKE_PAD)
  await page.reload()
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  await startTutorial(page, 'Vessa')
  await followCoach(page, 'playMinus')
  const focused = () => page.evaluate('document.activeElement?.dataset.test')
  // the d-pad's walk starts on the card the coach rings; A on it plays it as it is set
  await page.locator(CARD).focus()
  await tapPad(page, PAD_BUTTON.a)
  await expect(page.locator(FLIP_FIRST)).toBeVisible()
  await expect(page.locator(CARD)).toBeVisible()
  // the coach names the pad's buttons: X on the card turns it, A plays it
  await expect(page.locator(`${ADVICE} kbd`)).toHaveText(['X', 'A'])
  // and points at the card the pad turns, not at the toggle a pad never needs
  await expect(page.locator('[data-test="hand-place-3"]')).toHaveClass(/\badvised\b/)
  await expect(page.locator(TOGGLE)).not.toHaveClass(/\badvised\b/)
  await tapPad(page, PAD_BUTTON.x)
  await expect(page.locator(TOGGLE)).toHaveAttribute('aria-pressed', 'true')
  expect(await focused()).toBe('hand-card-3')
  // the sign toggle under it still turns it with A (back to plus), and X there turns it again
  await tapPad(page, PAD_BUTTON.down)
  expect(await focused()).toBe('sign-3')
  await tapPad(page, PAD_BUTTON.a)
  await expect(page.locator(TOGGLE)).toHaveAttribute('aria-pressed', 'false')
  await tapPad(page, PAD_BUTTON.x)
  await expect(page.locator(TOGGLE)).toHaveAttribute('aria-pressed', 'true')
  await tapPad(page, PAD_BUTTON.up)
  expect(await focused()).toBe('hand-card-3')
  await tapPad(page, PAD_BUTTON.a)
  await flipPlayed(page)
})

/** The flip step's sizes: the smallest usual window, the usual one and a large one. */
const FLIP_SIZES = [
  { width: 960, height: 600 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const

/** What must not overlap at the table while the coach asks for the flip, the coach among them. */
const FLIP_PARTS = [
  COACH,
  '[data-test="deck"]',
  '[data-test="deck-label"]',
  '[data-test="side-note"]',
  '[data-test="end-turn"]',
  '[data-test="stand"]',
  '[data-test="hint"]',
  '[data-test="menu"]',
  '[data-test="my-table"] [data-test="grid"]',
  '[data-test="their-table"] [data-test="grid"]',
  '[data-test="my-hand"]',
]

/**
 * The coach's notes box as drawn: its height (0 when not drawn), a line's height from its
 * newest note's computed line-height, and whether the cue to earlier notes is shown (a string:
 * e2e code has no DOM library types).
 */
function notesBox(page: Page): Promise<{ height: number; line: number; cue: boolean }> {
  return page.evaluate(`(() => {
    const box = document.querySelector('[data-test="coach-scroll"]')
    const note = box && [...box.querySelectorAll('li')].at(-1)
    const drawn = box && getComputedStyle(box).visibility !== 'hidden'
    return {
      height: drawn ? box.getBoundingClientRect().height : 0,
      line: note ? parseFloat(getComputedStyle(note).lineHeight) : 0,
      cue: !!document.querySelector('[data-test="coach-earlier"]:not(.none)'),
    }
  })()`)
}

/** How the notes box reads: 'whole' (a line or more), 'none' (not drawn), else what is wrong. */
function notesShown(box: { height: number; line: number; cue: boolean }): string {
  if (box.height === 0) return box.cue ? 'a cue to notes not drawn' : 'none'
  return box.height >= box.line - 0.5 ? 'whole' : `a sliver ${box.height}px tall`
}

/**
 * At each size: the coach's notes show at least one whole line or are not drawn at all (a
 * sliver of a line was unreadable), with no cue to earlier notes it cannot scroll to; the
 * over-20 note gives way to the coach, whose advice says the same; and no two parts of the
 * table overlap, all in the window.
 */
async function flipStepFits(page: Page, how: string): Promise<void> {
  for (const size of FLIP_SIZES) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    const label = `${how} ${size.width}x${size.height}`
    await expect(page.locator(`${ADVICE}[data-advice="playMinus"]`)).toBeVisible()
    await expect(page.locator('[data-test="over-note"]')).toHaveCount(0)
    await expect
      .poll(async () => notesShown(await notesBox(page)), `the coach's notes at ${label}`)
      .toMatch(/^(none|whole)$/)
    const boxes: { part: string; box: Box }[] = []
    for (const part of FLIP_PARTS) {
      const box = await page.locator(part).first().boundingBox()
      expect(box, `${part} is shown at ${label}`).not.toBeNull()
      if (box) boxes.push({ part, box })
    }
    const window = { x: 0, y: 0, ...size }
    for (const [i, a] of boxes.entries()) {
      expect.soft(within(a.box, window), `${a.part} in the window at ${label}`).toBe(true)
      for (const b of boxes.slice(i + 1))
        expect.soft(overlaps(a.box, b.box), `${a.part} over ${b.part} at ${label}`).toBe(false)
    }
    // inside the coach, the notes stay clear of its advice
    const notes = await page.locator('[data-test="coach-scroll"]').boundingBox()
    const advice = await page.locator(ADVICE).boundingBox()
    if (notes && advice && notes.height > 0)
      expect.soft(overlaps(notes, advice), `the notes over the advice at ${label}`).toBe(false)
    await screenshot(page, `tutorial-flip-${how}-${size.width}x${size.height}`)
  }
}

for (const language of ['en', 'de'] as const) {
  test(`the flip step's coach fits the table by keys and by pad (${language})`, async ({
    page,
  }) => {
    await page.addInitScript(FAKE_PAD)
    await page.reload()
    await expect(page.locator(TITLE_SCREEN)).toBeVisible()
    if (language === 'de') await switchToGerman(page)
    await startTutorial(page, 'Corrin')
    await followCoach(page, 'playMinus')
    await flipStepFits(page, `keys-${language}`)
    // the pad taken up on the ringed card (down to its toggle, back up): the pad's advice
    await page.locator(CARD).focus()
    await tapPad(page, PAD_BUTTON.down)
    await tapPad(page, PAD_BUTTON.up)
    await expect(page.locator(`${ADVICE} kbd`)).toHaveText(['X', 'A'])
    await flipStepFits(page, `pad-${language}`)
  })
}
