import type { Page } from '@playwright/test'
import { test, expect, TITLE_SCREEN } from './fixtures'
import { TABLE } from './fixtures/player'
import { openQuickMatch } from './fixtures/quick-match'

/**
 * The music is a run of short parts played back to back on the audio clock (renderer/src/fx/
 * music.ts), so no decode holds the page and a loop has no gap. These specs hear it through the
 * browser's own Web Audio API, noting what the page schedules (music-parts.slow.spec.ts hears
 * what the browser's decoder makes of the committed files).
 */

/**
 * Runs before the page's scripts: notes every buffer of a second or more started with a time
 * alone (the music's parts: howler starts its effects with an offset and a duration too, and
 * unlocks the audio with a buffer of one sample) and whether it was stopped.
 */
const WATCH = `(() => {
  const parts = []
  window.__music = parts
  const start = AudioBufferSourceNode.prototype.start
  AudioBufferSourceNode.prototype.start = function (...args) {
    if (args.length === 1 && this.buffer.duration >= 1) {
      const part = { when: args[0], seconds: this.buffer.duration, stopped: false }
      parts.push(part)
      const stop = this.stop
      this.stop = function (...at) { part.stopped = true; return stop.apply(this, at) }
    }
    return start.apply(this, args)
  }
})()`

interface Part {
  when: number
  seconds: number
  stopped: boolean
}

/** Parts joined into runs: a part belongs to the run it starts exactly at the end of. */
function runs(parts: Part[]): Part[][] {
  const found: Part[][] = []
  for (const part of parts) {
    const run = found.find((r) => Math.abs(endOf(r) - part.when) < 1e-9)
    if (run) run.push(part)
    else found.push([part])
  }
  return found
}
const endOf = (run: Part[]): number => (run.at(-1)?.when ?? 0) + (run.at(-1)?.seconds ?? 0)

/** Reloads the app with the watch on; returns once the title's first two parts are scheduled. */
async function titleWithMusic(page: Page): Promise<Part[]> {
  await page.addInitScript(WATCH)
  await page.reload()
  await expect(page.locator(TITLE_SCREEN)).toBeVisible()
  // a part sounding and the next queued behind it
  await expect
    .poll(async () => ((await page.evaluate('window.__music')) as Part[]).length)
    .toBeGreaterThanOrEqual(2)
  return (await page.evaluate('window.__music')) as Part[]
}

test('the title plays its music as parts back to back', async ({ app }) => {
  const parts = await titleWithMusic(app.page)
  expect(runs(parts)).toHaveLength(1)
  for (const part of parts) {
    expect(part.seconds).toBeGreaterThan(1)
    expect(part.seconds).toBeLessThanOrEqual(8)
  }
})

test('a screen with its own track crossfades to it and lets the last one go', async ({ app }) => {
  const page = app.page
  await titleWithMusic(page)
  // the quick-match table has its own track; the menus before it keep the menu's
  await openQuickMatch(page, 'classic')
  await expect(page.locator(TABLE)).toBeVisible()
  // the menu's run stops once faded out, and a new run plays on
  await expect
    .poll(async () => {
      const all = runs((await page.evaluate('window.__music')) as Part[])
      return all.map((run) => ({
        parts: Math.min(run.length, 2),
        stopped: run.some((p) => p.stopped),
      }))
    })
    .toEqual([
      { parts: 2, stopped: true },
      { parts: 2, stopped: false },
    ])
})
