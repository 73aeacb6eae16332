/**
 * The opponent's table talk in its place: at 960×600 in German, the line it greets the player
 * with stands in its name plate, clear of the totals, the cards and the buttons, and whole.
 * The line is measured the moment it comes onto the page (it goes again after a few seconds),
 * so the check waits on the page, never on a clock; in the same moment every other line of every
 * voice is put in its place and measured whole too. Screenshot of the greeting, for a person to
 * look at.
 */
import { expect, screenshot, test } from './fixtures'
import { overlaps, within, type Box } from './fixtures/boxes'
import { newProfile } from './fixtures/modes'
import { TABLE } from './fixtures/player'
import de from '@/i18n/messages/de/talk'

/** What the page saw as the line came: the line, its plate and what it must keep clear of. */
interface TalkSeen {
  key: string
  whole: boolean
  talk: Box
  plate: Box
  clear: [string, Box][]
  /** the catalogue's lines that did not lie whole in the line's place, by voice.moment.letter */
  cut: string[]
}

/** Every German line of every voice, by voice.moment.letter. */
const LINES = Object.entries(de.talk.voice).flatMap(([voice, moments]) =>
  Object.entries(moments).flatMap(([moment, lines]) =>
    Object.entries(lines).map(([letter, line]) => [`${voice}.${moment}.${letter}`, line]),
  ),
)

/**
 * Watches the page for the opponent's line and measures it as it is added (in the page, as
 * text: the e2e folder has no DOM types): the line, its plate, and each box the player reads
 * or presses that it must not cover, by what it is; then each line of the catalogue in its place
 * (the words between the quotation marks swapped), whole or not, and the line said put back.
 */
const WATCH_FOR_TALK = `(() => {
  const box = (el) => {
    const r = el.getBoundingClientRect()
    return { x: r.x, y: r.y, width: r.width, height: r.height }
  }
  const all = (selector, what) => [...document.querySelectorAll(selector)].map((el) => [what, box(el)])
  new MutationObserver((records, observer) => {
    const talk = document.querySelector('[data-test="talk"]')
    if (!talk) return
    observer.disconnect()
    window.talkSeen = {
      key: talk.dataset.key || '',
      whole: talk.scrollHeight <= talk.clientHeight + 1,
      talk: box(talk),
      plate: box(talk.closest('.plate') || document.body),
      clear: [
        ...all('[data-test="total"]', 'total'),
        ...all('[data-test="slot"]', 'slot'),
        ...all('.console button', 'button'),
      ],
      cut: [],
    }
    const words = [...talk.childNodes].find((node) => node.nodeType === 3 && node.data.trim())
    const said = words.data
    for (const [key, line] of ${JSON.stringify(LINES)}) {
      words.data = line
      if (talk.scrollHeight > talk.clientHeight + 1) window.talkSeen.cut.push(key)
    }
    words.data = said
  }).observe(document.body, { childList: true, subtree: true })
})()`

test('the opponent’s greeting lies in its plate, clear of totals, cards and buttons, and every line fits it (960×600, de)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 960, height: 600 })
  await newProfile(page, 'de')
  await page.evaluate(WATCH_FOR_TALK)
  await page.locator('[data-test="start-quick"]').click()
  await expect(page.locator(TABLE)).toBeVisible()
  // the line is measured as it came; here the test only waits for the page to have seen it
  await expect.poll(() => page.evaluate('!!window.talkSeen')).toBe(true)
  const seen = (await page.evaluate('window.talkSeen')) as TalkSeen
  // the rookie's house player is the nervous sort, and greets in German
  expect(seen.key).toMatch(/^talk\.voice\.nervous\.greeting\.[a-h]$/)
  expect(seen.whole).toBe(true)
  expect(within(seen.talk, seen.plate)).toBe(true)
  const covered = seen.clear.filter(([, b]) => overlaps(seen.talk, b)).map(([what]) => what)
  expect(covered).toEqual([])
  expect(seen.cut).toEqual([])
  await screenshot(page, 'table-talk-960-de')
})
