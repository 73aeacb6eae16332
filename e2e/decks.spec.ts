/**
 * The deck builder in Chromium against the browser host: a deck built and saved by Ctrl+S from
 * the name field (a card with none left pressed on the way, its line moving no card), and a
 * changed deck saved by Save and switch as New deck takes the bench, each found again once the
 * screen is loaded anew; a rename to a name another deck shows, refused;
 * of two decks an older save holds under one name, the second named "(2)" when open, as listed;
 * a code that is no share code, refused in words whose example code never breaks across lines
 * and imports as copied.
 * Building by clicks and the Save button are in screens.spec.ts.
 */
import { expect, test } from './fixtures'
import { newGame, ON, screen, switchToGerman } from './fixtures/player'
import { editProfile } from './fixtures/saves'
import { linesOf } from './fixtures/words'

test('Ctrl+S in the deck’s name field saves the deck, which a reload finds', async ({ page }) => {
  await newGame(page, 'Corrin')
  await page.click('text=Decks')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await page.click('[data-test="new-deck"]')
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('0 / 10 cards')
  const library = page.locator(`[data-test="library"] button${ON}`)
  for (let n = 1; n <= 10; n++) {
    await library.first().click()
    await expect(page.locator('[data-test="deck-count"]')).toHaveText(`${n} / 10 cards`)
  }
  // a card with none left pressed: the line says why in the room kept for it under the hint,
  // and the cards stay where they were under the pointer (the line pushed them 30 px down)
  const top = async (): Promise<number> =>
    (await page.locator('[data-test="library"]').boundingBox())!.y
  const before = await top()
  await page.locator('[data-test="library"] button[aria-disabled="true"]').first().focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="add-refused"]')).not.toBeEmpty()
  expect(await top()).toBe(before)
  // the key named on Save as the player's keyboard has it (⌘S on a Mac)
  await expect(page.locator('[data-test="save-deck"] kbd')).toHaveText(/^(Ctrl\+S|⌘S)$/)

  await page.click('[data-test="rename-deck"]')
  const field = page.locator('[data-test="deck-rename-input"]')
  await field.fill('Corrin’s opener')
  await expect(field).toBeFocused()
  await page.keyboard.press('Control+S')
  // the name taken, the deck saved under it: no dialog, nothing unsaved, main's notice
  await expect(field).toHaveCount(0)
  await expect(page.locator('[data-test="deck-name"]')).toHaveText('Corrin’s opener')
  await expect(
    page.locator('[data-test="notice"]', { hasText: 'Deck “Corrin’s opener” saved.' }),
  ).toBeVisible()

  await page.reload()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  const saved = page.locator('[data-test="saved-deck"]', { hasText: 'Corrin’s opener' })
  await expect(saved).toBeVisible()
  await saved.click()
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('10 / 10 cards')
  await expect(page.locator('[data-test="deck-name"] .unsaved')).toHaveCount(0)
})

test('Save and switch saves the changed deck before New deck takes the bench', async ({ page }) => {
  await newGame(page, 'Vessa')
  await page.click('text=Decks')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  const count = page.locator('[data-test="deck-count"]')
  await expect(count).toHaveText('10 / 10 cards')
  await page.locator('[data-test="deck-card"]').first().click()
  await expect(count).toHaveText('9 / 10 cards')

  await page.click('[data-test="new-deck"]')
  const question = page.locator('[data-test="switch-question"]')
  await expect(question).toBeVisible()
  // the keyboard starts on saving: Enter keeps the work and switches
  await expect(question.locator('[data-test="save-and-switch"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(question).toHaveCount(0)
  await expect(count).toHaveText('0 / 10 cards')

  // main kept the nine cards: a reload finds the deck as it was saved
  await page.reload()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await page.locator('[data-test="saved-deck"]').first().click()
  await expect(count).toHaveText('9 / 10 cards')
  await expect(page.locator('[data-test="deck-name"] .unsaved')).toHaveCount(0)
})

test('a rename to a name another deck shows is refused, in words, and no deck changes', async ({
  page,
}) => {
  await newGame(page, 'Oriella')
  await page.click('text=Decks')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  const names = page.locator('[data-test="saved-deck-name"]')
  // the active deck's row says so in words a screen reader hears
  const listed = ['★ Starter deck (active deck)', 'Starter deck (copy)']
  await page.click('[data-test="duplicate-deck"]')
  await expect(names).toHaveText(listed)
  await expect(page.locator('[data-test="deck-name"]')).toHaveText('Starter deck (copy)')

  await page.click('[data-test="rename-deck"]')
  const field = page.locator('[data-test="deck-rename-input"]')
  const refusal = page.locator('[role="alert"]', { hasText: 'Pick another name.' })
  // as the player reads it: another case and spacing are the same name
  await field.fill('  starter DECK ')
  await page.keyboard.press('Enter')
  await expect(refusal).toHaveText(
    'You already have a deck called “Starter deck”. Pick another name.',
  )
  // the starter's name in German too: a switch of language would show it beside the starter
  await field.fill('Startdeck')
  await page.keyboard.press('Enter')
  await expect(refusal).toHaveText(
    '“Startdeck” is what your starter deck is called in another language. Pick another name.',
  )
  await expect(field).toBeVisible()
  await page.click('[data-test="dialog-cancel"]')
  await expect(field).toHaveCount(0)

  await page.reload()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await expect(names).toHaveText(listed)
})

/**
 * The bench's space left and right of its contents, in px: the panel's edge to the furthest
 * its rows reach (a row of buttons wider than the panel pushes past its padding). A string:
 * e2e code has no DOM library types.
 */
const BENCH_SIDES = `(() => {
  const bench = document.querySelector('[data-test="bench"]').getBoundingClientRect()
  const rows = [...document.querySelectorAll('[data-test="bench"] > *, [data-test="bench"] .action-row > *')]
    .map((row) => row.getBoundingClientRect()).filter((box) => box.width > 0)
  // the head's lines of words as drawn: a word longer than its line runs past the line's box
  for (const line of document.querySelectorAll('[data-test="deck-count"], [data-test="rules-allow"]')) {
    const range = document.createRange()
    range.selectNodeContents(line)
    rows.push(range.getBoundingClientRect())
  }
  const left = Math.min(...rows.map((box) => box.left))
  const right = Math.max(...rows.map((box) => box.right))
  return [left - bench.left, bench.right - right]
})()`

test('of two decks read alike, the one open is named as the list names it, in German too', async ({
  app,
}) => {
  let page = app.page
  await newGame(page, 'Talon')
  await page.click('[data-test="decks"]')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  // two copies of the starter, the second a copy of the first
  await page.click('[data-test="duplicate-deck"]')
  await expect(page.locator('[data-test="saved-deck"]')).toHaveCount(2)
  await page.click('[data-test="duplicate-deck"]')
  await expect(page.locator('[data-test="saved-deck"]')).toHaveCount(3)
  // a save from before names were unique: the two copies stored under one name
  await app.stop()
  await editProfile(app.dataDir, 1, (data) => {
    for (const deck of (data.decks as { name: string }[]).slice(1)) deck.name = 'Smugglers'
  })
  page = await app.start()
  await page.click('[data-test="continue"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.click('[data-test="decks"]')
  const names = page.locator('[data-test="saved-deck-name"]')
  const heading = page.locator('[data-test="deck-name"]')
  const question = page.getByRole('dialog')
  await expect(names).toHaveText(['★ Starter deck (active deck)', 'Smugglers', 'Smugglers (2)'])
  await names.nth(2).click()
  await expect(heading).toHaveText('Smugglers (2)')
  await page.click('[data-test="delete-deck"]')
  await expect(question).toHaveAccessibleName('Delete the deck “Smugglers (2)”?')
  await page.keyboard.press('Escape')
  await expect(question).toHaveCount(0)
  await names.nth(1).click()
  await expect(heading).toHaveText('Smugglers')

  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await switchToGerman(page)
  await page.click('[data-test="decks"]')
  await names.nth(2).click()
  await expect(heading).toHaveText('Smugglers (2)')
  // a card taken out: Make active says it saves first ("Als aktiv speichern"), the longest
  // word its row has ("Speichern und aktivieren" ran 17 px past the bench at 960×600)
  await page.locator('[data-test="deck-card"]').first().click()
  await expect(page.locator('[data-test="set-active"]')).toHaveText('Als aktiv speichern')
  // German's longest row of buttons keeps inside the bench's padding, at the window's
  // smallest size and the usual one: it once ran 11 px into the right padding
  for (const size of [
    { width: 960, height: 600 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    const sides = (await page.evaluate(BENCH_SIDES)) as [number, number]
    expect(Math.abs(sides[0] - sides[1]), `left ${sides[0]}, right ${sides[1]}`).toBeLessThan(1)
  }
  // what each ruleset allows, in German at the smallest window: the line wraps inside the
  // bench's padding (a word too long for the row ran past it to the panel's edge)
  await page.setViewportSize({ width: 960, height: 600 })
  await expect.poll(() => page.evaluate('innerWidth')).toBe(960)
  for (const rules of ['tournament', 'cantina', 'classic']) {
    await page.locator(`[data-test="deck-rules-${rules}"]`).check()
    const sides = (await page.evaluate(BENCH_SIDES)) as [number, number]
    expect(Math.abs(sides[0] - sides[1]), `${rules}: ${sides[0]}, ${sides[1]}`).toBeLessThan(1)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.click('[data-test="delete-deck"]')
  await expect(question).toHaveAccessibleName('Das Deck „Smugglers (2)“ löschen?')
})

test('a code that is no share code is refused in words, its example one line that imports', async ({
  page,
}) => {
  await newGame(page, 'Talon')
  await page.setViewportSize({ width: 960, height: 600 })
  for (const language of ['en', 'de'] as const) {
    if (language === 'de') await switchToGerman(page)
    await page.click('[data-test="decks"]')
    await expect(page.locator(screen('Collection'))).toBeVisible()
    await page.click('[data-test="import-deck"]')
    await page.fill('[data-test="import-code"]', 'PZK1-blahblah')
    await page.keyboard.press('Enter')
    const error = page.getByRole('dialog').getByRole('alert')
    await expect(error).toHaveText(
      language === 'en'
        ? /^That is not a deck share code \(they look like PZ1-.?ABCDEFGHIJ-.?R\)\.$/
        : /^Das ist kein Deck-Code \(er sieht so aus: PZ1-.?ABCDEFGHIJ-.?R\)\.$/,
    )
    // the example as one word, in the smallest window, where German's line wraps: at the
    // example's first hyphen, "PZ1-" above "ABCDEFGHIJ-R"
    const example = await linesOf(error, { from: 'PZ1', to: ')' })
    expect(example, `${language}: the example's lines`).toBe(1)
    if (language === 'de') expect(await linesOf(error)).toBeGreaterThan(1)
    if (language === 'en') {
      // the example copied as shown, word joiners and all, imports
      const shown = /PZ1-.*-.?R/u.exec((await error.textContent()) ?? '')?.[0] ?? ''
      expect(shown).toContain('\u2060')
      await page.fill('[data-test="import-code"]', shown)
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.locator('[data-test="saved-deck-name"]')).toHaveText([
        '★ Starter deck (active deck)',
        'Imported deck',
      ])
      await page.click('[data-test="import-deck"]')
      await page.fill('[data-test="import-code"]', 'PZK1-blahblah')
      await page.keyboard.press('Enter')
      await expect(error).toBeVisible()
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(page.locator(screen('Campaign'))).toBeVisible()
  }
})
