/**
 * Hot-seat, the daily challenge and the gamepad, played as people do: the hot-seat curtain in
 * German and after a reload (neither hand on the page while it is up; whole hot-seat matches
 * are in modes.slow.spec.ts), the hot-seat setup's decks and its memory of the last table,
 * today's challenge started from its screen, and the menus and the table driven by a mocked
 * gamepad. Screenshots of the curtain in German and of the daily
 * screen in English and German.
 */
import { cardInfo } from '@common/cards'
import { expect, screenshot, test } from './fixtures'
import { CURTAIN, handsOnPage, newProfile, startHotseat } from './fixtures/modes'
import { expectAccessible } from './fixtures/audit'
import { within } from './fixtures/boxes'
import { framesCutOpen } from './fixtures/frames'
import { FAKE_PAD, PAD_BUTTON, tapPad } from './fixtures/pad'
import { newSession, ON, RESULT, screen, TABLE } from './fixtures/player'
import { drawnTexts, LEAST_TEXT_PX } from './fixtures/type-size'

/** Names of one word as long as a name may be (24 letters): the curtain must hold them whole. */
const LONG_NAMES = ['Donaudampfschifffahrtska', 'Kesselflickerinnungsmeis'] as const

test('hot-seat: the curtain in German, and again after a reload', async ({ page }) => {
  await newProfile(page, 'de')
  await startHotseat(page, 'cantina', [...LONG_NAMES])
  await expect(page.locator(CURTAIN)).toBeVisible()
  // the match's first curtain is its start: nobody has had the screen to hand over yet
  await expect(page.locator('[data-test="curtain-title"]')).toHaveText(/^.+ beginnt$/)
  // both are looking: the table's note names who opens, never "du"
  await expect(page.locator('[data-test="opener"]')).toHaveText(
    new RegExp(`^(${LONG_NAMES.join('|')}) beginnt \\(.+\\)$`),
  )
  expect(await handsOnPage(page)).toBe(0)
  expect(await framesCutOpen(page)).toEqual([])
  await screenshot(page, 'hotseat-curtain-de')
  // Space, the table's key for hurrying the cards, never lifts it: the player who just moved
  // may still be tapping it, and would see the next hand
  await expect(page.locator('[data-test="curtain-reveal"]')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page.locator(CURTAIN)).toBeVisible()
  expect(await handsOnPage(page)).toBe(0)
  await page.keyboard.press('Enter')
  await expect(page.locator(`${TABLE} .choose-panel`)).toBeVisible()
  // a new session puts the curtain back up: whoever opens the app next sees no hand
  await newSession(page)
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(CURTAIN)).toBeVisible()
  expect(await handsOnPage(page)).toBe(0)
  await page.setViewportSize({ width: 960, height: 600 })
  await screenshot(page, 'hotseat-curtain-960-de')
  // the long name breaks inside the panel: once it ran out, cutting off the button to press
  const panel = await page.locator(`${CURTAIN} .panel`).boundingBox()
  for (const part of ['[data-test="curtain-title"]', '.body', '[data-test="curtain-reveal"]']) {
    const box = await page.locator(`${CURTAIN} ${part}`).boundingBox()
    expect(box && panel && within(box, panel), `${part} lies inside the curtain's panel`).toBe(true)
  }
  // both hands chosen, the curtain lifted for the opener: the turn light names the seat whole,
  // broken at a syllable (it cut the name at the box's edge)
  const status = page.locator('[data-test="status"]')
  const named = new RegExp(LONG_NAMES.join('|'))
  for (let step = 0; !named.test((await status.textContent()) ?? ''); step++) {
    if (step > 6) throw new Error('no turn named a seat')
    const chooser = page.locator(`${TABLE} .choose-panel`)
    await page
      .locator(`${CURTAIN}, ${TABLE} .choose-panel, [data-test="end-turn"]${ON}`)
      .first()
      .waitFor()
    if (await page.locator(CURTAIN).isVisible()) {
      await page.keyboard.press('Enter')
      await expect(page.locator(CURTAIN)).toHaveCount(0)
    } else if (await chooser.isVisible()) {
      for (const key of ['1', '2', '3', '4', 'Enter']) await page.keyboard.press(key)
      await expect(chooser).toHaveCount(0)
    }
  }
  const cut = await status.evaluate(
    (light) =>
      light.scrollHeight > light.clientHeight + 1 || light.scrollWidth > light.clientWidth + 1,
  )
  expect(cut, 'the turn light cuts the long name').toBe(false)
  await screenshot(page, 'hotseat-turn-light-960-de')
})

test('hot-seat setup: the player brings their deck, and the last table is set up again', async ({
  page,
  app,
}) => {
  await newProfile(page, 'en')
  const decks = await app.call('decks.list')
  const starter = decks.ok ? decks.value.find((d) => d.rules === 'classic')?.id : undefined
  if (!starter) throw new Error('a new profile has no classic deck')
  await page.locator('[data-test="open-hotseat"]').click()
  await expect(page.locator(screen('Hotseat'))).toBeVisible()
  const deck = (i: number) => page.locator(`[data-test="seat-deck-${i}"]`)
  const name = (i: number) => page.locator(`[data-test="seat-name-${i}"]`)
  // the first seat is the profile's player, with their own deck; the guest borrows the house's
  await expect(name(0)).toHaveValue('Vessa Tal')
  await expect(deck(0)).toHaveValue(starter)
  await expect(deck(1)).toHaveValue('@house')
  // no saved deck is built for the cantina rules: both borrow the house's, and back again
  await page.locator('[data-test="rules-cantina"]').check()
  await expect(deck(0)).toHaveValue('@house')
  await page.locator('[data-test="rules-classic"]').check()
  await expect(deck(0)).toHaveValue(starter)
  // the guest takes the player's deck this time
  await name(0).fill('Maren')
  await name(1).fill('Jor')
  await deck(0).selectOption('@house')
  await deck(1).selectOption(starter)
  await page.locator('[data-test="start-hotseat"]').click()
  await expect(page.locator(CURTAIN)).toBeVisible()
  await page.keyboard.press('Enter')
  await page.locator('[data-test="menu"]').click()
  await page.locator('[data-test="forfeit"]').click()
  await page.locator('[data-test="forfeit-confirm"]').click()
  await page.locator('[data-test="result-back"]').click()
  await expect(page.locator(screen('Hotseat'))).toBeVisible()
  // a new session too: the choice is kept with the save, not in the screen
  await newSession(page)
  await page.locator('[data-test="continue"]').click()
  await expect(page.locator(screen('Campaign'))).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator(screen('Title'))).toBeVisible()
  await page.locator('[data-test="quick"]').click()
  await page.locator('[data-test="open-hotseat"]').click()
  await expect(page.locator(screen('Hotseat'))).toBeVisible()
  await expect(name(0)).toHaveValue('Maren')
  await expect(name(1)).toHaveValue('Jor')
  await expect(deck(1)).toHaveValue(starter)
  await expect(deck(0)).toHaveValue('@house')
  await expect(page.locator('[data-test="rules-classic"]')).toBeChecked()
})

for (const language of ['en', 'de'] as const) {
  test(`the daily challenge: today's deal, a counted start, then a replay (${language})`, async ({
    page,
    app,
  }) => {
    await newProfile(page, language)
    await page.keyboard.press('Escape')
    await page.locator('[data-test="daily"]').click()
    await expect(page.locator(screen('Daily'))).toBeVisible()
    const daily = await app.call('daily.get')
    if (!daily.ok) throw new Error('daily.get failed')
    await expect(page.locator('[data-test="daily-attempt"]')).toHaveAttribute(
      'data-attempt',
      'none',
    )
    await expect(page.locator('[data-test="daily-deck"] > *')).toHaveCount(10)
    // every card whose face does not say what it does is explained on the screen, once; two
    // flip cards or more share one line, which names each
    const unusual = [...new Set(daily.value.today.deck.filter((card) => !/^[+-]\d$/.test(card)))]
    const flips = unusual.filter((card) => cardInfo(card).kind === 'flip').length
    const lines = unusual.length - flips + (flips >= 2 ? 1 : flips)
    await expect(page.locator('[data-test="card-key"] .entry')).toHaveCount(lines)
    await expect(page.locator('[data-test="daily-prize"]')).toBeVisible()
    await screenshot(page, `daily-${language}`)
    await page.locator('[data-test="daily-play"]').click()
    await expect(page.locator(TABLE)).toBeVisible()
    const started = await app.call('match.resume')
    expect(started.ok && started.value?.daily).toEqual({
      date: daily.value.today.date,
      counted: true,
    })
    // forfeit from the table's menu: the counted attempt is lost
    await expect(page.locator('[data-test="menu"]')).toBeEnabled()
    // today's table as dealt (under the tournament's or the cantina's rules, a hand to choose)
    await expectAccessible(page, "the daily's table")
    await page.locator('[data-test="menu"]').click()
    await page.locator('[data-test="forfeit"]').click()
    await page.locator('[data-test="forfeit-confirm"]').click()
    await expect(page.locator(RESULT)).toBeVisible()
    await page.locator('[data-test="result-back"]').click()
    await expect(page.locator(screen('Daily'))).toBeVisible()
    await expect(page.locator('[data-test="daily-attempt"]')).toHaveAttribute(
      'data-attempt',
      'lost',
    )
    // today's lost attempt is told in today's panel, not among the past days
    await expect(page.locator('[data-test="daily-days"] li')).toHaveCount(0)
    await expect(page.locator('[data-test="daily-none"]')).toBeVisible()
    // the day is lost: no purse is offered any more
    await expect(page.locator('[data-test="daily-prize"]')).toHaveCount(0)
    // the streak is said once: its number, then the unit
    for (const streak of ['daily-streak', 'daily-best'])
      expect(
        (await page.locator(`[data-test="${streak}"]`).innerText()).match(/\d+/g),
        streak,
      ).toEqual(['0'])
    await screenshot(page, `daily-after-${language}`)
    await page.setViewportSize({ width: 960, height: 600 })
    // what the daily is, said in the subtitle's one line at the smallest window, German too
    const subtitleLines = await page.evaluate(`(() => {
      const line = document.querySelector('.screen-header .subtitle')
      return Math.round(line.getBoundingClientRect().height / parseFloat(getComputedStyle(line).lineHeight))
    })()`)
    expect(subtitleLines, 'the subtitle at 960x600').toBe(1)
    // today's cards read there: at 2.5rem their signs were drawn at 7.8px
    const deck = await drawnTexts(page, '[data-test="daily-deck"]')
    expect(deck[0]?.px, `"${deck[0]?.text}"`).toBeGreaterThanOrEqual(LEAST_TEXT_PX)
    await screenshot(page, `daily-960-${language}`)
    await page.setViewportSize({ width: 1280, height: 800 })
    // the same deal again is a replay
    await page.locator('[data-test="daily-play"]').click()
    await expect(page.locator(TABLE)).toBeVisible()
    const replay = await app.call('match.resume')
    expect(replay.ok && replay.value?.daily?.counted).toBe(false)
  })
}

test('gamepad: the menus and the table, and the hints follow the device in use', async ({
  page,
  app,
}) => {
  await page.addInitScript(FAKE_PAD)
  await page.reload()
  await expect(page.locator(screen('Title'))).toBeVisible()
  await newProfile(page, 'en')
  // B goes back to the title
  await tapPad(page, PAD_BUTTON.b)
  await expect(page.locator(screen('Title'))).toBeVisible()
  // the d-pad walks down the menu to Quick match, A opens it
  await page.locator('[data-test="continue"]').focus()
  for (let i = 0; i < 10; i++) {
    if ((await page.evaluate('document.activeElement?.dataset.test')) === 'quick') break
    await tapPad(page, PAD_BUTTON.down)
  }
  expect(await page.evaluate('document.activeElement?.dataset.test')).toBe('quick')
  // on past the ways to play to the small buttons under them, two to a row: down lands on the
  // row's first, right on the one beside it, and up comes back to Quick match
  const walked: unknown[] = []
  for (const direction of ['down', 'down', 'right', 'up', 'up'] as const) {
    await tapPad(page, PAD_BUTTON[direction])
    walked.push(await page.evaluate('document.activeElement?.dataset.test'))
  }
  expect(walked).toEqual(['daily', 'collection', 'stats', 'daily', 'quick'])
  await tapPad(page, PAD_BUTTON.a)
  await expect(page.locator(screen('QuickMatch'))).toBeVisible()
  await page.locator('[data-test="tier-rookie"]').check()
  // the house sampler: flip cards in the hand, for X
  await page.locator('[data-test="deck-sampler"]').check()
  // Play is off until main has said which deck to bring, and a disabled button takes no focus
  const play = page.locator('[data-test="start-quick"]')
  await expect(play).toBeEnabled()
  await play.focus()
  await tapPad(page, PAD_BUTTON.a)
  await expect(page.locator(TABLE)).toBeVisible()
  const end = page.locator('[data-test="end-turn"]')
  await expect(end).toBeEnabled()
  // the pad is in use: the table's hints name its buttons
  await expect(page.locator('[data-test="key-end"]')).toHaveText('LB')
  await expect(page.locator('[data-test="key-stand"]')).toHaveText('RB')
  // and the hand no number keys (the pad walks to a card and presses A); a sign toggle's F is X
  await expect(page.locator('[data-test="hand-card-1"]')).toBeVisible()
  await expect(page.locator('.hand-row kbd.key')).toHaveCount(0)
  const flipPlaces = page.locator('.hand-row [data-pad-x]')
  expect(await flipPlaces.count()).toBeGreaterThan(0)
  const flipPlace = flipPlaces.first()
  await expect(flipPlace.locator('kbd')).toHaveText('X')
  // X on the flip card turns its sign, as F does; on its toggle the same card; off it nothing
  const sign = flipPlace.locator('.sign-toggle')
  await expect(sign).toHaveAttribute('aria-pressed', 'false')
  await flipPlace.locator('.card-button').focus()
  await tapPad(page, PAD_BUTTON.x)
  await expect(sign).toHaveAttribute('aria-pressed', 'true')
  await sign.focus()
  await tapPad(page, PAD_BUTTON.x)
  await expect(sign).toHaveAttribute('aria-pressed', 'false')
  await end.focus()
  await tapPad(page, PAD_BUTTON.x)
  await expect(page.locator('.hand-row .sign-toggle[aria-pressed="true"]')).toHaveCount(0)
  // each button's cap holds its label ("START" the longest) and stays inside its button
  // (a string: the e2e files are type-checked without the DOM's types)
  const caps =
    (await page.evaluate(`[...document.querySelectorAll('.table-actions kbd')].map((cap) => {
    const box = cap.getBoundingClientRect()
    const button = cap.closest('button').getBoundingClientRect()
    return {
      cap: cap.textContent.trim(),
      fits: cap.scrollWidth <= cap.clientWidth + 0.5,
      inside: box.left >= button.left && box.right <= button.right,
    }
  })`)) as { cap: string; fits: boolean; inside: boolean }[]
  expect(caps.length).toBeGreaterThan(0)
  for (const cap of caps) expect(cap).toEqual({ cap: cap.cap, fits: true, inside: true })
  // the left shoulder ends the turn: the player's table gains a card by the next turn
  const cards = page.locator('[data-test="my-table"] [data-test="grid"] .slot.filled')
  const before = await cards.count()
  await tapPad(page, PAD_BUTTON.lb)
  await expect(end).toBeEnabled()
  expect(await cards.count()).toBeGreaterThan(before)
  // the right shoulder stands: the round is played out and recorded
  const rounds = async () => {
    const open = await app.call('match.resume')
    return open.ok ? (open.value?.view.rounds.length ?? -1) : -1
  }
  const roundsBefore = await rounds()
  await tapPad(page, PAD_BUTTON.rb)
  await expect.poll(rounds).toBeGreaterThan(roundsBefore)
  await expect(end.or(page.locator(RESULT))).toBeVisible()
  // a key on the keyboard brings the key hints back
  await page.keyboard.press('x')
  await expect(page.locator('[data-test="key-end"]')).toHaveText('E')
})
