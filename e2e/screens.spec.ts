/**
 * The menu screens in Chromium against the browser host: building and saving a deck, the
 * rules, a purchase in the shop, the quick match and cantina set-ups, and screenshots of the
 * title, the deck builder and the shop for a person to look at. Switching the language across
 * every screen is in screens.slow.spec.ts.
 */
import type { Page } from '@playwright/test'
import { expect, screenshot, test, TITLE_SCREEN } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import {
  holdAnswer,
  keyboardOn,
  newGame,
  newSession,
  ON,
  RESULT,
  PURSE,
  screen,
  skipUnlessAnswersCanBeHeld,
  switchToGerman,
  TABLE,
} from './fixtures/player'
import { landsOn } from './fixtures/landing'
import {
  allCardsBut,
  damageProfile,
  editProfile,
  keepForfeitedMatch,
  setCollection,
} from './fixtures/saves'
import { painted } from './fixtures/painted'
import { linesOf } from './fixtures/words'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'
import type { PageWindow } from './fixtures/page-types'
import { playCardsInRecord, type KeptMatch } from '@tools/testing/played-cards'

test('the title screen is played by keyboard and looks finished', async ({ page }) => {
  await expect(page.locator('[data-test="new-game"]')).toBeFocused()
  await screenshot(page, 'title')
  // Down walks the menu, Enter opens, Esc comes back
  await page.keyboard.press('ArrowDown')
  await expect(page.locator('[data-test="load"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  // no save to load: the new-game form is open in the first slot, the keyboard in its name;
  // Esc closes it back to that slot's button, and the next Esc goes back
  await expect(page.locator('[data-test="slot-1"] [data-test="new-name"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="slot-1"] [data-test="new-game-here"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  // back on the title, the keyboard is on the item it left from, not the menu's first
  await expect(page.locator('[data-test="load"]')).toBeFocused()
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[data-test="load"]')).toBeFocused()
})

test('a deck is built by clicking owned cards and saved', async ({ page, app }) => {
  await newGame(page, 'Vessa')
  // two cards from the first trader, so the deck mixes kinds (and the screenshot shows them)
  const merchants = await app.call('shop.merchants')
  const bought: string[] = []
  for (const item of merchants.ok ? (merchants.value[0]?.stock.slice(0, 2) ?? []) : []) {
    const deal = await app.call('shop.buy', {
      merchantId: merchants.ok ? merchants.value[0]!.id : '',
      card: item.card,
    })
    if (deal.ok) bought.push(item.card)
  }
  expect(bought.length).toBeGreaterThan(0)
  await page.click('text=Decks')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await page.click('[data-test="new-deck"]')
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('0 / 10 cards')
  // an empty deck being built is counted neutrally, not told off in red
  await expect(page.locator('[data-test="deck-to-go"]')).toHaveText(
    'Add 10 more cards to complete the deck.',
  )
  await expect(page.locator('[data-test="deck-problems"] li')).toHaveCount(0)

  for (const [i, card] of bought.entries()) {
    await page.click(`[data-test="owned-${card}"]`)
    await expect(page.locator('[data-test="deck-count"]')).toHaveText(`${i + 1} / 10 cards`)
  }
  const library = page.locator(`[data-test="library"] button${ON}`)
  for (let n = bought.length + 1; n <= 10; n++) {
    await library.first().click()
    await expect(page.locator('[data-test="deck-count"]')).toHaveText(`${n} / 10 cards`)
  }
  await expect(page.locator('[data-test="deck-problems"]')).toContainText('Ready to play')
  // taking the last card out by keyboard leaves the keyboard on the card before it, not on Save
  const inDeck = page.locator('[data-test="deck-card"]')
  await inDeck.last().focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('9 / 10 cards')
  await expect(inDeck.nth(8)).toBeFocused()
  await library.first().click()
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('10 / 10 cards')
  await page.click('[data-test="rename-deck"]')
  await page.fill('[data-test="deck-rename-input"]', 'Bar brawler')
  // Enter renames the deck not yet saved and closes the dialog, not opening it again
  await page.press('[data-test="deck-rename-input"]', 'Enter')
  await expect(page.locator('[data-test="deck-name"]')).toContainText('Bar brawler')
  await expect(page.locator('[data-test="deck-rename-input"]')).toHaveCount(0)
  await expect(page.locator('[data-test="rename-deck"]')).toBeFocused()
  await screenshot(page, 'deck-builder')

  // Saved at the window's smallest size, the notice leaves the screen's header and the deck's
  // own panel readable (measured in one step: the notice goes by itself after a few seconds).
  await page.setViewportSize({ width: 960, height: 600 })
  await page.click('[data-test="save-deck"]')
  // the rename said its own notice; the save's is the one to see now
  await expect(
    page.locator('[data-test="notice"]', { hasText: 'Deck “Bar brawler” saved.' }),
  ).toBeVisible()
  const covered = await page.evaluate(`(() => {
    const box = (selector) => document.querySelector(selector)?.getBoundingClientRect() ?? null
    const notice = box('[data-test="notice"]')
    const parts = ['.screen-header', '[data-test="deck-name"]', '[data-test="save-deck"]']
    return notice && parts.map((part) => ({ part, box: box(part) }))
      .map(({ part, box }) => [part, box ? [notice.toJSON(), box.toJSON()] : null])
  })()`)
  expect(covered).not.toBeNull()
  for (const [part, boxes] of covered as [string, [Box, Box] | null][]) {
    expect(boxes, part).not.toBeNull()
    expect(overlaps(...(boxes as [Box, Box])), `the notice covers ${part}`).toBe(false)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  const decks = await app.call('decks.list')
  expect(decks.ok && decks.value.map((d) => d.name)).toContain('Bar brawler')
  const saved = decks.ok ? decks.value.find((d) => d.name === 'Bar brawler') : undefined
  expect(saved?.cards).toHaveLength(10)
  expect(saved?.problems).toEqual([])

  // the share code round-trips through the dialog; closing it gives the keyboard back to the
  // button that opened it
  await page.click('[data-test="export-deck"]')
  await expect(page.locator('[data-test="share-code"]')).not.toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="share-code"]')).toHaveCount(0)
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await expect(page.locator('[data-test="export-deck"]')).toBeFocused()
  // deleting asks first, with the keyboard on Cancel: one Enter keeps the deck
  const remove = page.getByRole('button', { name: 'Delete', exact: true })
  await remove.click()
  await expect(page.locator('[data-test="dialog-cancel"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="dialog-cancel"]')).toHaveCount(0)
  await expect(page.locator('[data-test="deck-name"]')).toContainText('Bar brawler')
  await expect(remove).toBeFocused()
})

/**
 * The controls of the screen (buttons, links, fields) that a notice's box meets, by name: each
 * control as much of it as shows, cut by the boxes that scroll it (a row scrolled out of a list
 * is not under a notice). A string: e2e code has no DOM library types.
 */
const UNDER_NOTICES = `(() => {
  const notices = [...document.querySelectorAll('[data-test="notice"]')].map((n) => n.getBoundingClientRect())
  const shown = (control) => {
    let { left, top, right, bottom } = control.getBoundingClientRect()
    for (let box = control.parentElement; box; box = box.parentElement) {
      if (getComputedStyle(box).overflow === 'visible') continue
      const edge = box.getBoundingClientRect()
      left = Math.max(left, edge.left)
      top = Math.max(top, edge.top)
      right = Math.min(right, edge.right)
      bottom = Math.min(bottom, edge.bottom)
    }
    // a visually hidden radio is a pixel: no control a notice could hide
    return right - left >= 2 && bottom - top >= 2 ? { left, top, right, bottom } : null
  }
  const under = []
  for (const control of document.querySelectorAll('main :is(button, a[href], input, select, textarea)')) {
    if (getComputedStyle(control).visibility !== 'visible') continue
    const box = shown(control)
    if (box && notices.some((n) => n.left < box.right && box.left < n.right && n.top < box.bottom && box.top < n.bottom))
      under.push(control.dataset.test || control.getAttribute('aria-label') || control.textContent.trim())
  }
  return under
})()`

/** At 960×600 and 1280×800, with `count` notices showing, none lies over a control of `where`. */
async function noticesCoverNothing(page: Page, where: string, count: number): Promise<void> {
  for (const size of [
    { width: 960, height: 600 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(size)
    await expect.poll(() => page.evaluate('innerWidth')).toBe(size.width)
    await painted(page)
    await expect(page.locator('[data-test="notice"]')).toHaveCount(count)
    const label = `${where} at ${size.width}x${size.height}`
    expect.soft(await page.evaluate(UNDER_NOTICES), `the notices cover on ${label}`).toEqual([])
    await screenshot(page, `notices-${where.replace(/\W+/g, '-')}-${size.width}x${size.height}`)
  }
}

test('notices cover no control of the screen they are on, and the table draws none', async ({
  app,
}) => {
  let page = app.page
  await newGame(page, 'Vessa Tal')
  await app.stop()
  // every card but -1, so buying it unlocks the collector; and a second save gone bad, which
  // main tells of at the start: an achievement's toast and main's long notice, to follow the player
  await editProfile(app.dataDir, 1, (data) => setCollection(data, allCardsBut('-1')))
  await damageProfile(app.dataDir, 2)
  page = await app.start()
  // The player moves by click events alone, no key and no press of the pointer: a notice's few
  // seconds start at the next key or press, so none goes while it is measured.
  const go = (selector: string) => page.locator(selector).first().dispatchEvent('click')
  await expect(page.locator('[data-test="notice"]')).toHaveCount(1)
  await noticesCoverNothing(page, 'the title', 1)
  await go('[data-test="continue"]')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.locator('.location').first().getByRole('button').last().dispatchEvent('click')
  await expect(page.locator(screen('Shop'))).toBeVisible()
  await go('[data-test="buy--1"]')
  await go('[data-test="dialog-confirm"]')
  await expect(page.locator('[data-test="notice"]', { hasText: 'Collector' })).toBeVisible()
  await noticesCoverNothing(page, 'the shop', 2)
  await go(`${screen('Shop')} [data-test="back"]`)
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await noticesCoverNothing(page, 'the map', 2)
  await go('[data-test^="enter-"]')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await noticesCoverNothing(page, 'the cantina', 2)
  await go('[data-test="start-match"]')
  // the table has no room for one: the notices wait, and the keys and clicks that play the
  // match (here, forfeit it) do not start their time
  await expect(page.locator(TABLE)).toBeVisible()
  await expect(page.locator('[data-test="notice"]')).toHaveCount(0)
  await page.click(`${TABLE} [data-test="menu"]`)
  await page.click('[data-test="table-menu"] [data-test="forfeit"]')
  await page.click('[data-test="table-menu"] [data-test="forfeit-confirm"]')
  await expect(page.locator(RESULT)).toBeVisible()
  await noticesCoverNothing(page, 'the result', 2)
  // the decks screen, where saving a deck says so
  await go('[data-test="result-title-button"]')
  await go('[data-test="collection"]')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await go('[data-test="saved-deck"]')
  await go('[data-test="deck-card"]')
  await go('[data-test="owned--1"]')
  await go('[data-test="save-deck"]')
  const saved = page.locator('[data-test="notice"]', { hasText: 'Deck “Starter deck” saved.' })
  await expect(saved).toBeVisible()
  await noticesCoverNothing(page, 'the decks screen', 3)
  // a deck's notice stays with the decks screen; the others follow the player out
  await go(`${screen('Collection')} [data-test="back"]`)
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  await expect(saved).toHaveCount(0)
  await expect(page.locator('[data-test="notice"]')).toHaveCount(2)
})

test('a deck begun before the saved decks arrive is kept when they do', async ({
  page,
  target,
}) => {
  skipUnlessAnswersCanBeHeld(target)
  await newGame(page, 'Wren')
  // The decks screen asks for the saved decks as it opens; the answer is held back while the
  // player starts a new deck and picks its rules (a busy machine, a quick player).
  const release = await holdAnswer(page, 'decks.list')
  await page.click('text=Decks')
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await page.click('[data-test="new-deck"]')
  await page.locator('[data-test="deck-rules-cantina"]').check()
  release()
  // the saved decks are listed once they arrive, and the new deck stays open, rules and all
  await expect(page.getByRole('button', { name: /Starter deck/ })).toBeVisible()
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('0 / 10 cards')
  await expect(page.locator('[data-test="deck-rules-cantina"]')).toBeChecked()
  await page.locator('[data-test="owned-+1"]').click()
  await expect(page.locator('[data-test="deck-count"]')).toHaveText('1 / 10 cards')
})

test('buying and selling in the shop ask first and show the new credits', async ({ page }) => {
  await newGame(page, 'Vessa')
  await page.locator('.location').first().getByRole('button', { name: 'Trader' }).click()
  await expect(page.locator(screen('Shop'))).toBeVisible()
  const before = await page.locator(PURSE).innerText()
  await screenshot(page, 'shop')
  // a new game owns just a side deck's 10 cards: none may be sold, and the shop says why first
  await expect(page.locator('[data-test="sell-+1"]')).toBeDisabled()
  await expect(page.locator('[data-test="sell-note"]')).toHaveText(
    'You need at least 10 side cards to build a deck: buy another before you sell one.',
  )

  const onACard = `(() => {
    const on = (b) => !b.disabled && b.getAttribute('aria-disabled') !== 'true'
    const at = document.activeElement
    const buys = [...document.querySelectorAll('[data-test="stock"] button')].filter(on)
    if (buys.length === 0) return at?.getAttribute('data-test') === 'to-decks'
    return !!at?.closest('[data-test="stock"]') && on(at)
  })()`
  const buy = page.locator(`[data-test="stock"] button${ON}`).first()
  await buy.click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // Esc cancels without buying
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.locator(screen('Shop'))).toBeVisible()

  // bought by keyboard: the eleventh card turns the Sell buttons on as the dialog closes, and
  // the keyboard goes back to Buy, not to the first Sell
  const stockAt = await page.locator('[data-test="stock"]').boundingBox()
  await buy.focus()
  await page.keyboard.press('Enter')
  await page.locator('[data-test="dialog-confirm"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="deal-done"]')).toBeVisible()
  // the deal's line takes the merchant's greeting's place: the lists stay under the pointer
  await expect(page.locator('[data-test="greeting"]')).toBeHidden()
  expect(await page.locator('[data-test="stock"]').boundingBox()).toEqual(stockAt)
  await expect.poll(() => page.evaluate(onACard), 'after the first purchase').toBe(true)
  await expect(page.locator(PURSE)).not.toHaveText(before)

  // an eleventh card frees the rest for sale at once
  await expect(page.locator('[data-test="sell-note"]')).toHaveCount(0)
  // selling a starter card back: main sets the price, the purse goes up again
  const afterBuy = await page.locator(PURSE).innerText()
  await page.click('[data-test="sell-+1"]')
  await page.click('[data-test="dialog-confirm"]')
  await expect(page.locator('[data-test="deal-done"]')).toContainText('Sold +1')
  await expect(page.locator(PURSE)).not.toHaveText(afterBuy)

  // buying by keyboard until the purse runs short: the shop says why the dearer cards' buttons
  // are off, and after each purchase the keyboard is on a Buy that is on while there is one,
  // else on Open your decks (never on a Sell, where the next Enter would sell a card); never on
  // Back, never on the page
  await expect(page.locator('[data-test="buy-note"]')).toHaveCount(0)
  for (let bought = 0; bought < 8 && (await buy.count()) > 0; bought++) {
    await buy.focus()
    await page.keyboard.press('Enter')
    await page.locator('[data-test="dialog-confirm"]').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect.poll(() => page.evaluate(onACard), `after purchase ${bought + 1}`).toBe(true)
  }
  await expect(page.locator('[data-test="buy-note"]')).toHaveText(
    /^Every card here costs more than your [\d,]+\scr\.$/,
  )
})

test('double clicks in the shop select no words, and the last buy by mouse leaves a control focused', async ({
  page,
}) => {
  await newGame(page, 'Oriella')
  await page.locator('.location').first().getByRole('button', { name: 'Trader' }).click()
  await expect(page.locator(screen('Shop'))).toBeVisible()
  const selected = (): Promise<string> => page.evaluate('String(getSelection())')
  const at = (): Promise<string | null> =>
    page.evaluate(`document.activeElement?.getAttribute('data-test') ?? null`)
  // the game's words are not text: a double click on a heading selects nothing
  await page.locator('h1').dblclick()
  expect(await selected()).toBe('')
  const buy = page.locator(`[data-test="stock"] button${ON}`).first()
  for (let bought = 0; bought < 8 && (await buy.count()) > 0; bought++) {
    await buy.dblclick()
    await page.locator('[data-test="dialog-confirm"]').dblclick()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[data-test="deal-done"]')).toBeVisible()
    expect(await selected(), `after purchase ${bought + 1}`).toBe('')
  }
  // every Buy is off now: the focus is on the way to the decks, as after the keyboard's last buy
  await expect(page.locator(`[data-test="stock"] button${ON}`)).toHaveCount(0)
  await expect.poll(at).toBe('to-decks')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  expect(await selected()).toBe('')
  // what the player types is still theirs to select
  await page.locator('[data-test="back"]').click()
  await page.locator('[data-test="load"]').click()
  await page.locator('[data-test="slot-2"] [data-test="new-game-here"]').click()
  const field = page.locator('[data-test="slot-2"] [data-test="new-name"]')
  await field.fill('Corrin')
  await field.dblclick()
  const picked = `(() => {
    const input = document.querySelector('[data-test="slot-2"] [data-test="new-name"]')
    return input.value.slice(input.selectionStart, input.selectionEnd)
  })()`
  expect(await page.evaluate(picked)).toBe('Corrin')
})

test('the rules screen explains each ruleset with pictures, by mouse and keyboard', async ({
  page,
}) => {
  await page.click('[data-test="rules"]')
  await expect(page.locator('[data-test="rules-basics"]')).toContainText('20')
  await expect(page.locator('[data-test="rules-basics"] .side-card').first()).toBeVisible()
  // at the smallest usual window every example's cards are menu cards (3.25rem, 39px), whose
  // words read, the full table of nine too (drawn 2.5rem wide, it would print a flip card's
  // other sign at 7.8px): in one row, inside its box, which lies inside the panel
  await page.setViewportSize({ width: 960, height: 600 })
  for (const tab of ['basics', 'classic', 'tournament', 'cantina']) {
    await page.click(`[data-test="rules-tab-${tab}"]`)
    await painted(page)
    const words = await drawnTexts(page, '#rules-panel .examples')
    expect(words[0]?.px, `${tab}: "${words[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
    const widths = await page
      .locator('#rules-panel .example .side-card')
      .evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width))
    expect(Math.min(...widths), tab).toBeGreaterThanOrEqual(39)
  }
  await page.click('[data-test="rules-tab-basics"]')
  await painted(page)
  const nine = page.locator('#rules-panel .example').last()
  await expect(nine.locator('.side-card')).toHaveCount(9)
  const tops = await nine
    .locator('.side-card')
    .evaluateAll((cards) => [
      ...new Set(cards.map((c) => Math.round(c.getBoundingClientRect().top))),
    ])
  expect(tops).toHaveLength(1)
  const [last, box, panel] = await Promise.all(
    [nine.locator('.side-card').last(), nine, page.locator('#rules-panel')].map((l) =>
      l.boundingBox(),
    ),
  )
  expect(within(last!, box!), 'the ninth card inside its example').toBe(true)
  expect(within(box!, panel!), 'the example inside the panel').toBe(true)
  await page.setViewportSize({ width: 1280, height: 800 })
  // arrow keys walk the tabs
  await page.focus('[data-test="rules-tab-basics"]')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-test="rules-classic"]')).toContainText('one side card per turn')
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-test="rules-tournament"]')).toContainText('best of three')
  // Home and End go to the first and the last tab, as in any tab list
  await page.keyboard.press('End')
  await expect(page.locator('[data-test="rules-tab-controls"]')).toBeFocused()
  await page.keyboard.press('Home')
  await expect(page.locator('[data-test="rules-tab-basics"]')).toBeFocused()
  await page.click('[data-test="rules-tab-cantina"]')
  await expect(page.locator('[data-test="rules-cantina"]')).toContainText('40 cards')
  await page.click('[data-test="rules-tab-cards"]')
  await expect(page.locator('[data-test="rules-cards"] .side-card')).toHaveCount(9)
  // every card's printed label lies inside its window (SVG units, whatever the card's size),
  // a twist's numbers and the arrow drawn between them (a group) as any other label
  const spills =
    await page.evaluate(`[...document.querySelectorAll('[data-test="rules-cards"] svg')]
    .flatMap((svg) => {
      const label = svg.querySelector('[data-part="main"]')
      const window = svg.querySelector('rect.window')
      if (!label || !window) return []
      const [a, b] = [label.getBBox(), window.getBBox()]
      const name = label.getAttribute('data-label') ?? label.textContent.trim()
      return a.x < b.x || a.x + a.width > b.x + b.width ? [name] : []
    })`)
  expect(spills).toEqual([])
  const twists = await page.locator('[data-test="rules-cards"] g[data-label="3↔6"]').count()
  expect(twists).toBe(1)
  // the tutorial and back: the keyboard is on the button that opened it
  await page.locator('[data-test="open-tutorial"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="tutorial-step"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="open-tutorial"]')).toBeFocused()
  await page.click('[data-test="open-tutorial"]')
  await expect(page.locator('[data-test="tutorial-page"]')).toContainText('Twenty wins')
  await page.click('[data-test="tutorial-next"]')
  await expect(page.locator('[data-test="tutorial-step"]')).toContainText('Step 2')
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
})

test('quick match asks for a save slot first, then opens the table', async ({ page }) => {
  await page.click('[data-test="quick"]')
  // no profile yet: the save slots come first, then the screen that was asked for; the one
  // new-game form opens in the first slot, and moves to the slot picked
  await expect(page.locator(screen('Profiles'))).toBeVisible()
  await expect(page.locator('[data-test="new-name"]')).toHaveCount(1)
  await page.click('[data-test="slot-2"] [data-test="new-game-here"]')
  await expect(page.locator('[data-test="new-name"]')).toHaveCount(1)
  await expect(page.locator('[data-test="slot-1"] [data-test="new-game-here"]')).toBeVisible()
  await page.fill('[data-test="slot-2"] [data-test="new-name"]', 'Orrin')
  // a face of their own, which the save slot shows from then on
  await page.locator('[data-test="slot-2"] .portrait-choice').nth(2).click()
  await expect(page.locator('[data-test="slot-2"] [data-test="portrait-3"]')).toBeChecked()
  const face = await page
    .locator('[data-test="slot-2"] .portrait-choice.chosen img')
    .getAttribute('src')
  await page.click('[data-test="slot-2"] [data-test="create-slot"]')
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator('label', { hasText: 'Rookie' }).click()
  await expect(page.locator('[data-test="deck-option"]').first()).toBeChecked()
  // no deck of my own for the tournament: the house's deck is picked, and that is no error
  await page.locator('[data-test="rules-tournament"]').check()
  await expect(page.locator('[data-test="deck-house"]')).toBeChecked()
  await expect(page.locator('[data-test="deck-none"]')).not.toHaveAttribute('role', 'alert')
  await expect(page.locator('[data-test="start-quick"]')).toBeEnabled()
  await page.locator('[data-test="rules-classic"]').check()
  await page.click('[data-test="start-quick"]')
  await expect(page.locator(screen('Table'))).toBeVisible()
  await expect(page.locator('[data-test="my-table"] [data-test="portrait"]')).toHaveAttribute(
    'src',
    face ?? 'a chosen face',
  )
  await newSession(page)
  await page.locator('[data-test="load"]').click()
  await expect(page.locator('[data-test="slot-2"] [data-test="slot-portrait"]')).toHaveAttribute(
    'src',
    face ?? 'a chosen face',
  )
})

test('a cantina shows its players and seats you at a table with a wager', async ({ page }) => {
  await newGame(page, 'Vessa')
  await page.locator('[data-test^="enter-"]').first().click()
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  const detail = page.locator('[data-test="opponent-detail"]')
  await expect(detail.locator('img')).toBeVisible()
  await expect(detail.locator('[data-test="record"]')).toContainText('0 won')
  await page.click('[data-test="start-match"]')
  await expect(page.locator(screen('Table'))).toBeVisible()
})

test('an opponent picked before the saved decks arrive still gets a deck to play', async ({
  page,
  target,
}) => {
  skipUnlessAnswersCanBeHeld(target)
  await newGame(page, 'Quill')
  // The cantina asks for the saved decks as it opens; that answer is held back until the player
  // has already clicked an opponent (a busy machine, a quick player).
  const release = await holdAnswer(page, 'decks.list')
  await page.locator('[data-test^="enter-"]').first().click()
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.locator('[data-test^="opponent-"]').first().click()
  await expect(page.locator('[data-test="opponent-detail"]')).toBeVisible()
  release()
  // the starter deck is picked once it arrives, and the table can be sat at
  await expect(
    page.locator('[data-test="opponent-detail"] input[type="radio"]:checked'),
  ).toHaveCount(1)
  await expect(page.locator('[data-test="start-match"]')).toBeEnabled()
})

test('the keyboard starts on each screen’s own place and comes back where it left', async ({
  page,
}) => {
  await newGame(page, 'Vessa')
  // the campaign map starts on the furthest open cantina's Enter
  await expect(page.locator('[data-test="enter-rusted-anchor"]')).toBeFocused()
  // Tab comes round, as in a desktop program: Shift+Tab on Back to the last control, and Tab
  // there back to Back (the browser left the page focused, and Tab went to the home again)
  await page.locator('[data-test="back"]').focus()
  await page.keyboard.press('Shift+Tab')
  expect(await keyboardOn(page)).not.toBeNull()
  await page.keyboard.press('Tab')
  await expect(page.locator('[data-test="back"]')).toBeFocused()
  // a header button without a list around it is found again coming back
  await page.locator('[data-test="stats"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Stats'))).toBeVisible()
  // screens to read start on what they show, where the arrow keys scroll it
  await expect(page.locator('[data-test="stats-body"]')).toBeFocused()
  // its ring whole, as built: in a clear border of its own, inside which the tallies' panels
  // scroll (drawn among them, it was hidden under them), and kept out of the list's fade
  const ring = await page.locator('[data-test="stats-body"]').evaluate((box) => {
    const style = (globalThis as unknown as PageWindow).getComputedStyle(box)
    const frame = box.getBoundingClientRect()
    const border = parseFloat(style.borderLeftWidth)
    const panels = [...box.children].map((panel) => panel.getBoundingClientRect())
    return {
      border,
      outline: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      layers: style.maskImage.split('linear-gradient(').length - 1,
      clear: panels.every((p) => p.left >= frame.left + border && p.right <= frame.right - border),
    }
  })
  expect(ring.offset).toBe(-ring.outline)
  expect(ring.border).toBeGreaterThan(ring.outline)
  expect(ring.layers).toBe(5)
  expect(ring.clear).toBe(true)
  // every tile's label starts on one line, however many lines the longest takes
  const labelTops = await page
    .locator('.tile-label')
    .evaluateAll((labels) => labels.map((label) => Math.round(label.getBoundingClientRect().top)))
  expect(labelTops).toHaveLength(6)
  expect(new Set(labelTops).size).toBe(1)
  // and the row is no taller than its words need: the biggest pot's label and its note take a
  // line each in its wide tile, and no tile is taller than the tallest one's value and words
  // (the pot's label in three lines and its note in a row of its own had set every tile's height)
  for (const size of [
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(size)
    const pot = page.locator('[data-test="tile-biggestPot"]')
    expect(await linesOf(pot.locator('.tile-label'))).toBe(1)
    expect(await linesOf(pot.locator('.tile-note'))).toBe(1)
    const tiles = await page.locator('.tile').evaluateAll((all) =>
      all.map((tile) => {
        const style = (globalThis as unknown as PageWindow).getComputedStyle(tile)
        const parts = [...tile.children].map((part) => part.getBoundingClientRect())
        const words = Math.max(...parts.map((b) => b.bottom)) - Math.min(...parts.map((b) => b.top))
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)
        return { height: tile.getBoundingClientRect().height, content: words + padding }
      }),
    )
    const tallest = Math.max(...tiles.map((tile) => tile.content))
    for (const tile of tiles) expect(tile.height).toBeLessThanOrEqual(tallest + 1)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.locator('button[data-test="achievements"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Achievements'))).toBeVisible()
  await expect(page.locator('ul[data-test="achievements"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('button[data-test="achievements"]')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="stats"]')).toBeFocused()
  // the cantina starts on the opponent picked
  await page.locator('[data-test="enter-rusted-anchor"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await expect(page.locator('.opponent[aria-pressed="true"]')).toBeFocused()
  // up and down walk the players, as on the title's menu
  const players = page.locator('.opponent')
  const picked = await players.evaluateAll((all) =>
    all.findIndex((p) => p.getAttribute('aria-pressed') === 'true'),
  )
  await page.keyboard.press('ArrowDown')
  await expect(players.nth((picked + 1) % (await players.count()))).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(players.nth(picked)).toBeFocused()
  await page.keyboard.press('End')
  await expect(players.last()).toBeFocused()
  await page.keyboard.press('Home')
  await expect(players.first()).toBeFocused()
  await page.locator('[data-test="shop"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Shop'))).toBeVisible()
  // the shop starts on the first card the purse can buy
  await expect(page.locator(`[data-test="stock"] button${ON}`).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.locator('[data-test="shop"]')).toBeFocused()
  // the card book starts on its chosen card, where its arrow keys work at once
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.locator('[data-test="collection"]').focus()
  await page.keyboard.press('Enter')
  await page.locator('[data-test="book"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="book-cards"] [aria-selected="true"]')).toBeFocused()
  // at the smallest usual window every card's words read, a gold card's 2&4 and a flip card's
  // other sign too (at 2.5rem cards they were drawn at 7.2 and 6.6px)
  await page.setViewportSize({ width: 960, height: 600 })
  await painted(page)
  const book = await drawnTexts(page, screen('Book'))
  expect(book.map((t) => t.text)).toContain('2&4')
  expect(book[0]?.px, `"${book[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.keyboard.press('ArrowRight')
  await expect(page.locator('[data-test="book-cards"] [data-card="+2"]')).toBeFocused()
  // the settings start on their first control: the music, or the mute switch while muted
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.locator('[data-test="settings"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="music-volume"]')).toBeFocused()
  await page.locator('[data-test="mute"]').check()
  // muted once main has saved it: the volumes are off then (a quick Esc and Enter came back to
  // the settings before main's answer, when the music was still the first control)
  await expect(page.locator('[data-test="music-volume"]')).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  // back on the title, the keyboard is on Settings again (a key before that lands nowhere)
  await expect(page.locator('[data-test="settings"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="mute"]')).toBeFocused()
  // unmuted, the keyboard stays where the player is, not pulled to the music
  await page.keyboard.press('Space')
  await expect(page.locator('[data-test="music-volume"]')).toBeEnabled()
  await expect(page.locator('[data-test="mute"]')).toBeFocused()
  // the match history with no match kept starts on its first filter, not on the page
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.locator('[data-test="history"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="history-empty"]')).toBeVisible()
  await expect(page.locator('[data-test="filter-mode"]')).toBeFocused()
})

/** How a menu control looks, by a selector: its face, its words, its frame, its lift. */
const looks = (page: Page, selector: string): Promise<unknown> =>
  page.evaluate(`(() => {
    const style = getComputedStyle(document.querySelector('${selector}'))
    return [style.backgroundImage, style.color, style.borderColor, style.transform]
  })()`)

/**
 * Hovers `target`, which must light, then presses `key`, which moves the keyboard's focus
 * elsewhere: the control under the resting pointer must look as it did untouched, and light
 * again once the pointer moves.
 */
async function restsUnlit(page: Page, target: string, key: string): Promise<void> {
  await page.mouse.move(1, 1)
  const untouched = await looks(page, target)
  await page.locator(target).hover()
  await expect.poll(() => looks(page, target)).not.toEqual(untouched)
  await page.keyboard.press(key)
  await expect(page.locator(target)).not.toBeFocused()
  await expect.poll(() => looks(page, target)).toEqual(untouched)
  const box = await page.locator(target).boundingBox()
  if (!box) throw new Error(`${target} is on screen`)
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2)
  await expect.poll(() => looks(page, target)).not.toEqual(untouched)
}

test('the Stats screen reads at 960×600 with the cards a deck played most', async ({ app }) => {
  let page = app.page
  await newGame(page, 'Vessa')
  // a match given up at the deal, kept as if four cards had been played in it (a scripted
  // deal the engine replays, as main checks every kept match)
  await keepForfeitedMatch(app)
  await app.stop()
  await editProfile(app.dataDir, 1, (data) => {
    const [kept] = data.history as KeptMatch[]
    if (!kept) throw new Error('the match was not kept')
    playCardsInRecord(kept, ['D', '+1', '±3', '-2'])
  })
  page = await app.start()
  await page.setViewportSize({ width: 960, height: 600 })
  for (const language of ['en', 'de'] as const) {
    if (language === 'de') await switchToGerman(page)
    await page.locator('[data-test="continue"]').click()
    // the map's Stats: the title has one too, which a click made while the save still loaded found
    await expect(page.locator(screen('Campaign'))).toBeVisible()
    await page.locator('[data-test="stats"]').click()
    await expect(page.locator(screen('Stats'))).toBeVisible()
    await expect(page.locator('.played-card')).toHaveCount(4)
    const words = await drawnTexts(page, screen('Stats'))
    expect(words[0]?.px, `"${words[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
    await screenshot(page, `stats-played-960-${language}`)
    for (let i = 0; i < 3 && !(await page.locator(TITLE_SCREEN).isVisible()); i++)
      await page.keyboard.press('Escape')
    await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  }
})

test('a pointer left on a menu button lights nothing once the keys move on', async ({ page }) => {
  await newGame(page, 'Corrin')
  // the cantina's players: the keys walk from the one picked to the next, the pointer rests on
  // the one after that
  await page.locator('[data-test="enter-rusted-anchor"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await expect(page.locator('.opponent[aria-pressed="true"]')).toBeFocused()
  const players = await page
    .locator('.opponent')
    .evaluateAll((all) =>
      all.map((p) => [p.getAttribute('data-test'), p.getAttribute('aria-pressed')]),
    )
  expect(players.length).toBeGreaterThanOrEqual(3)
  const picked = players.findIndex(([, pressed]) => pressed === 'true')
  const resting = players[(picked + 2) % players.length]?.[0]
  await restsUnlit(page, `[data-test="${resting}"]`, 'ArrowDown')
  // the title's menu: a plain button and the gold Continue, the keys walking past both
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  for (const target of ['settings', 'continue']) {
    await page.locator('[data-test="load"]').focus()
    await restsUnlit(page, `[data-test="${target}"]`, 'ArrowDown')
  }
})

test('back from the deck builder to the trader, every way out lands on the trader at once', async ({
  app,
}) => {
  let page = app.page
  await newGame(page, 'Corrin')
  // a purse for four cards at the first trader's 5,000: a deal offers the way to the decks
  await app.stop()
  await editProfile(app.dataDir, 1, (data) => {
    const wallet = data.wallet as { credits: number; ledger: { amount: number; balance: number }[] }
    const [start] = wallet.ledger
    if (wallet.ledger.length !== 1 || !start) throw new Error('a new save has its start line alone')
    start.amount = start.balance = wallet.credits = 40_000
  })
  page = await app.start()
  await page.locator('[data-test="continue"]').focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('[data-test="enter-rusted-anchor"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await page.locator('[data-test="shop"]').focus()
  await page.keyboard.press('Enter')
  // the trader's home: the first card the purse can buy
  const home = `${screen('Shop')} [data-focus-home="1"]`
  await expect(page.locator(home).first()).toBeFocused()

  /** Buys the card the keyboard is on, and goes on to the decks by the deal's own way there. */
  async function buyAndOpenDecks(): Promise<void> {
    await page.keyboard.press('Enter')
    const confirm = page.locator('[role="dialog"] [data-test="dialog-confirm"]')
    await expect(confirm).toBeFocused()
    await page.keyboard.press('Enter')
    await page.locator('[data-test="to-decks"]').focus()
    await page.keyboard.press('Enter')
    await expect(page.locator(screen('Collection'))).toBeVisible()
  }
  /** A card taken off the deck on the bench: unsaved work, which leaving asks about. */
  async function changeTheDeck(): Promise<void> {
    await page.locator('[data-test="deck-card"]').first().focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-test="deck-name"] .unsaved')).toBeVisible()
  }
  /** Esc asks the leaving question, which opens on Save and leave. */
  async function askToLeave(): Promise<void> {
    await page.keyboard.press('Escape')
    await expect(page.locator('[data-test="save-and-leave"]')).toBeFocused()
  }
  const ways: { way: string; ready: () => Promise<void>; leave: () => Promise<void> }[] = [
    {
      way: 'Save and leave',
      ready: async () => {
        await changeTheDeck()
        await askToLeave()
      },
      leave: () => page.keyboard.press('Enter'),
    },
    {
      way: 'Leave without saving',
      ready: async () => {
        await changeTheDeck()
        await askToLeave()
        await page.keyboard.press('Tab')
        await expect(
          page.locator('[data-test="leave-question"] [data-test="dialog-confirm"]'),
        ).toBeFocused()
      },
      leave: () => page.keyboard.press('Enter'),
    },
    {
      way: 'Back with nothing unsaved',
      ready: () => page.locator('[data-test="back"]').focus(),
      leave: () => page.keyboard.press('Enter'),
    },
    { way: 'Esc', ready: async () => {}, leave: () => page.keyboard.press('Escape') },
  ]
  for (const { way, ready, leave } of ways) {
    await test.step(way, async () => {
      await buyAndOpenDecks()
      await ready()
      // the way to the decks is not on the trader drawn anew: the keyboard starts on its home,
      // not on the page while the trader waits for that button
      await landsOn(page, home, leave)
      await expect(page.locator(screen('Collection'))).toHaveCount(0)
    })
  }
})

test('a reload comes back to the same screen, and the browser Back steps back one', async ({
  page,
}) => {
  await newGame(page, 'Orla')
  await page.locator('[data-test^="enter-"]').first().click()
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  // F5 on the cantina: the cantina again, with the map beneath it
  await page.reload()
  await expect(page.locator(screen('Cantina'))).toBeVisible()
  await expect(page.locator(TITLE_SCREEN)).toHaveCount(0)
  // Back steps down the kept stack, one screen at a time, as Esc does
  await page.goBack()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.goBack()
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  // a new session (a closed tab, a restarted app) starts on the title, whatever was kept
  await page.locator('[data-test="collection"]').click()
  await expect(page.locator(screen('Collection'))).toBeVisible()
  await newSession(page)
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
})
