/**
 * The renderer's budget: what a player downloads before the title screen (initial JS and CSS,
 * raw and gzip, from out/renderer/index.html after `electron-vite build`), the size of every
 * asset, and, in headless Debian Chromium against the browser host, how soon the table can be
 * played and whether a round of animations stutters.
 *
 * renderer.tableInteractiveMs: a profile with a classic quick match in progress is set up
 * through the api first; then, in a fresh browser context, from the start of the navigation to
 * the host URL through the title screen's Continue (clicked in the page the moment it is
 * enabled; Continue resumes the match) to the table's End Turn button being enabled, on the
 * page's clock. Median of 5 loads.
 * renderer.tableLoadCpuMs / tableLoadMainThreadCpuMs: the CPU time Chromium spent on that load
 * (every thread of every process: the page's, the browser's, the compositor's), and the part of
 * it on the page's main thread, from a trace (category toplevel) up to End Turn being enabled.
 * The wall-clock figures swing by half a second from run to run on a shared two-core machine,
 * because the page's main thread waits for a core; these say what the load costs and where (the
 * page's main thread against everything else), which the wall time cannot. They move with the
 * machine too (about 20% between runs here), so a small change still needs many alternating
 * loads to show. Median of the same 5 loads.
 * renderer.longTasksDuringRound / droppedFramesDuringRound: at 1920x1080, with motion ON (reduced
 * motion off, animation speed 1), the script plays one round (stand from 17, else end the turn) without
 * skipping an animation; long tasks are PerformanceObserver 'longtask' entries (> 50 ms),
 * dropped frames are requestAnimationFrame gaps over 1.5 x 16.7 ms (rAF runs at 60 Hz here; a
 * gap of several frames counts once). renderer.compositorMsPerFrame / renderPassesPerFrame: a
 * Chromium trace (category viz) of the same round gives the display compositor's CPU time per
 * drawn frame and the off-screen passes it drew per frame. With --disable-gpu the compositor
 * draws on the CPU, so this is what a frame costs; CPU time, unlike the frame counts, hardly
 * moves with the machine's load. renderer.droppedFramesBlankPage: the same rAF watch on an empty
 * page at the same size for 5 s right after the round, the machine's own share of the drops.
 * renderer.wholePageRestylesDuringRound: style recalculations in the same round's trace
 * (category devtools.timeline) that restyled at least half the page's elements. A frame that
 * does one spends a few milliseconds on it; a count, so it does not move with the machine.
 *
 * With BENCH_TRACE=file.json the round's trace also records the main thread's timeline and is
 * written to that file, for Chromium DevTools' Performance panel (Load profile): where a long
 * task or a dropped frame went.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import { PROJECT_ROOT } from '../scripts/electron-binary.cjs'
import { matchInProgress, openHost, visitorContext } from './host'
import { median, round, type BenchResult } from './measure'

const RENDERER = join(PROJECT_ROOT, 'out', 'renderer')
export const CHROMIUM = process.env.PAZAAK_CHROMIUM ?? '/usr/bin/chromium'
/** Arguments that keep Chromium quiet and offline in a measured run. */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]
const FRAME_MS = 1000 / 60
/** Where to write the round's full trace, if anywhere. */
const TRACE_FILE = process.env.BENCH_TRACE
/** The compositor's category, plus what DevTools needs to show the main thread's work. */
const TRACE_CATEGORIES = TRACE_FILE
  ? ['viz', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink']
  : ['viz', 'devtools.timeline']
const LOADS = 5

/** Builds the app with electron-vite, throwing its error output if the build fails. */
export function build(): void {
  const bin = join(PROJECT_ROOT, 'node_modules', '.bin', 'electron-vite')
  const run = spawnSync(bin, ['build'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`electron-vite build failed:\n${run.stderr}`)
}

const kb = (bytes: number): number => round(bytes / 1024, 1)

/** The files index.html loads before anything runs: its module scripts, preloads and styles. */
export function initialFiles(html: string): { js: string[]; css: string[] } {
  const attr = (tag: string, name: string): string | undefined =>
    new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1]
  const js: string[] = []
  const css: string[] = []
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<script') && attr(tag, 'src')) js.push(attr(tag, 'src') as string)
    const rel = attr(tag, 'rel')
    const href = attr(tag, 'href')
    if (rel === 'modulepreload' && href) js.push(href)
    if (rel === 'stylesheet' && href) css.push(href)
  }
  return { js, css }
}

function sizes(): BenchResult[] {
  const html = readFileSync(join(RENDERER, 'index.html'), 'utf8')
  const { js, css } = initialFiles(html)
  const measure = (files: string[]) => {
    const bodies = files.map((f) => readFileSync(resolve(RENDERER, f)))
    return {
      raw: bodies.reduce((n, b) => n + b.length, 0),
      gzip: bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    }
  }
  const j = measure(js)
  const c = measure(css)
  let total = 0
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry)
      const stat = statSync(path)
      if (stat.isDirectory()) walk(path)
      else total += stat.size
    }
  }
  walk(RENDERER)
  return [
    { name: 'renderer.initialJsKB', value: kb(j.raw), unit: 'KB', budget: null },
    { name: 'renderer.initialJsGzipKB', value: kb(j.gzip), unit: 'KB', budget: 250 },
    { name: 'renderer.initialCssKB', value: kb(c.raw), unit: 'KB', budget: null },
    { name: 'renderer.initialCssGzipKB', value: kb(c.gzip), unit: 'KB', budget: null },
    { name: 'renderer.totalAssetsKB', value: kb(total), unit: 'KB', budget: null },
  ]
}

/** One load's marks on the page's clock (ms from the navigation's start) and its CPU time. */
export interface Load {
  fcp: number
  /** Continue enabled (and clicked): the title screen ready */
  clicked: number
  table: number
  interactive: number
  cpu: LoadCpu
}

/** The user-timing mark the page sets when End Turn is enabled: where a load's trace ends. */
const INTERACTIVE_MARK = 'pazaak-interactive'
/** The categories of a load's trace: every thread's tasks with their CPU time, and the mark. */
const LOAD_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing']

export interface LoadCpu {
  /** CPU ms of every traced thread up to the mark */
  allMs: number
  /** CPU ms of the marking page's main thread up to the mark */
  mainMs: number
}

/**
 * The CPU time in a trace up to the first `mark`: the thread time of every outermost task on
 * every thread (a task inside another counts once), and of the marking page's main thread
 * alone. Events without thread time are left out, not guessed.
 */
export function cpuUntilMark(traceJson: string, mark: string): LoadCpu {
  const events = (JSON.parse(traceJson) as { traceEvents: TraceEvent[] }).traceEvents
  const at = events.find((e) => e.name === mark)
  if (at?.ts === undefined) throw new Error(`the trace has no mark ${mark}`)
  const main = events.find(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.pid === at.pid &&
      e.args?.name === 'CrRendererMain',
  )
  const ends = new Map<string, number>()
  let allUs = 0
  let mainUs = 0
  const tasks = events
    .filter((e) => e.ph === 'X' && e.tdur !== undefined && e.ts !== undefined && e.ts < at.ts!)
    .sort((a, b) => a.ts! - b.ts!)
  for (const e of tasks) {
    const thread = `${e.pid}:${e.tid}`
    if (e.ts! < (ends.get(thread) ?? -Infinity)) continue
    ends.set(thread, e.ts! + (e.dur ?? 0))
    allUs += e.tdur!
    if (main && e.pid === main.pid && e.tid === main.tid) mainUs += e.tdur!
  }
  return { allMs: allUs / 1000, mainMs: mainUs / 1000 }
}

/**
 * Watches the page from its first script on (an init script, so before the app's own): clicks
 * Continue in the page the moment it is enabled, as a player's click arrives, and notes when the
 * table screen appears and when End Turn is enabled, on the page's own clock (from the start of
 * the navigation). Driving the click from outside measured the test harness too: Playwright waits
 * for the page's load event (every typeface and the menu music), injects its own script and
 * checks the button over several round trips before it clicks, 0.3 to 1 s on this machine.
 * The end is awaited the same way, as a promise the page keeps: a locator's wait would run
 * Playwright's own selector engine in the page over and over while the app loads, taking main
 * thread time from what is measured.
 */
const WATCH_LOAD = `(() => {
  let arrived
  const marks = (window.__pazaakLoad = { arrived: new Promise((resolve) => (arrived = resolve)) })
  const look = () => {
    const proceed = document.querySelector('[data-test="continue"]')
    if (proceed && !proceed.disabled && marks.clicked === undefined) {
      marks.clicked = performance.now()
      proceed.click()
    }
    if (marks.table === undefined && document.querySelector('[data-screen="Table"]'))
      marks.table = performance.now()
    const end = document.querySelector('[data-test="end-turn"]')
    if (end && !end.disabled && marks.interactive === undefined) {
      marks.interactive = performance.now()
      performance.mark('${INTERACTIVE_MARK}')
      arrived()
    }
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, attributes: true })
})()`

/** How long a load may take before the bench gives up on it. */
const LOAD_TIMEOUT_MS = 30_000

/** Loads the host's page in `page` and times it from the navigation to End Turn enabled. */
export async function loadTable(page: Page, url: string): Promise<Load> {
  await page.addInitScript(WATCH_LOAD)
  const browser = page.context().browser()
  if (!browser) throw new Error('the bench needs a launched browser to trace')
  await browser.startTracing(page, { categories: LOAD_TRACE_CATEGORIES })
  await page.goto(url, { waitUntil: 'commit' })
  // Runs in the page (a string: this code is type-checked without the DOM library).
  await page.evaluate(`Promise.race([
    window.__pazaakLoad.arrived,
    new Promise((_, fail) => setTimeout(() => fail(new Error('End Turn never enabled')), ${LOAD_TIMEOUT_MS})),
  ])`)
  const cpu = cpuUntilMark((await browser.stopTracing()).toString(), INTERACTIVE_MARK)
  const marks = (await page.evaluate(`({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    clicked: window.__pazaakLoad.clicked,
    table: window.__pazaakLoad.table,
    interactive: window.__pazaakLoad.interactive,
  })`)) as Omit<Load, 'cpu'>
  return { ...marks, cpu }
}

const WATCH = `(() => {
  const b = { long: [], gaps: [], stop: false }
  window.__bench = b
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) b.long.push(e.duration)
  }).observe({ type: 'longtask' })
  let last = performance.now()
  const tick = (t) => {
    b.gaps.push(t - last)
    last = t
    if (!b.stop) requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

/** The display compositor's work in a trace: frames drawn, their CPU ms, off-screen passes. */
export function compositorWork(traceJson: string): {
  draws: number
  cpuMs: number
  passes: number
} {
  const events = (JSON.parse(traceJson) as { traceEvents: TraceEvent[] }).traceEvents
  let draws = 0
  let cpuMs = 0
  let passes = 0
  for (const e of events) {
    if (e.ph !== 'X') continue
    if (e.name === 'DirectRenderer::DrawFrame') {
      draws++
      cpuMs += (e.tdur ?? e.dur ?? 0) / 1000
    } else if (e.name === 'DirectRenderer::DrawRenderPass') passes++
  }
  return { draws, cpuMs, passes }
}

/**
 * The style recalculations in a trace that restyled at least `elements` elements: a class or an
 * inherited property changed high up the page restyles everything below it, all in one frame.
 */
export function wholeRestyles(traceJson: string, elements: number): number {
  const events = (JSON.parse(traceJson) as { traceEvents: TraceEvent[] }).traceEvents
  let count = 0
  for (const e of events) {
    if (e.ph === 'X' && e.name === 'UpdateLayoutTree' && (e.args?.elementCount ?? 0) >= elements)
      count++
  }
  return count
}

interface TraceEvent {
  name: string
  ph: string
  pid?: number
  tid?: number
  /** start, microseconds */
  ts?: number
  dur?: number
  /** thread (CPU) time, microseconds */
  tdur?: number
  /** a thread's name; the elements a style recalculation restyled */
  args?: { name?: string; elementCount?: number }
}

interface RoundSeen {
  long: number[]
  gaps: number[]
  ms: number
  compositor: ReturnType<typeof compositorWork>
  /** style recalculations of at least half the page */
  wholeRestyles: number
}

/** Plays one round with every animation shown; returns what the page measured meanwhile. */
async function animatedRound(page: Page): Promise<RoundSeen> {
  const roundNo = page.locator('[data-screen="Table"] .match-no')
  const startRound = await roundNo.innerText()
  const elements = (await page.evaluate("document.querySelectorAll('*').length")) as number
  await page.context().browser()?.startTracing(page, { categories: TRACE_CATEGORIES })
  await page.evaluate(WATCH)
  const t0 = performance.now()
  const ready = page.locator('[data-test="end-turn"]:not([disabled]), [data-screen="Result"]')
  for (let move = 0; move < 40; move++) {
    await ready.first().waitFor({ state: 'visible', timeout: 30_000 })
    if (await page.locator('[data-screen="Result"]').isVisible()) break
    if ((await roundNo.innerText()) !== startRound) break
    const total = Number(
      await page.locator('[data-test="my-table"] [data-test="total-value"]').innerText(),
    )
    await page.keyboard.press(total >= 17 ? 's' : 'e')
  }
  const ms = performance.now() - t0
  const seen = (await page.evaluate(
    '(() => { window.__bench.stop = true; return { long: window.__bench.long, gaps: window.__bench.gaps } })()',
  )) as { long: number[]; gaps: number[] }
  const trace = await page.context().browser()?.stopTracing()
  if (trace && TRACE_FILE) writeFileSync(TRACE_FILE, trace)
  const compositor = trace
    ? compositorWork(trace.toString())
    : { draws: 0, cpuMs: Number.NaN, passes: Number.NaN }
  const restyles = trace ? wholeRestyles(trace.toString(), elements / 2) : Number.NaN
  return { ...seen, ms, compositor, wholeRestyles: restyles }
}

/** The rAF gaps that are dropped frames: over 1.5 frames (several missed frames count once). */
function droppedOf(gaps: number[]): number {
  return gaps.filter((g) => g > 1.5 * FRAME_MS).length
}

/** How long the blank page is watched: long enough to see a busy machine's stalls. */
const BLANK_MS = 5000

/** rAF gaps over 1.5 frames on an empty page (no app, no animation), and the frames seen. */
async function blankPageDrops(page: Page): Promise<{ dropped: number; frames: number }> {
  await page.goto('about:blank')
  await page.evaluate(WATCH)
  await page.waitForTimeout(BLANK_MS)
  const gaps = (await page.evaluate(
    '(() => { window.__bench.stop = true; return window.__bench.gaps.slice(1) })()',
  )) as number[]
  return { dropped: droppedOf(gaps), frames: gaps.length }
}

async function inChromium(): Promise<BenchResult[]> {
  if (!existsSync(CHROMIUM)) {
    console.error(`renderer: no Chromium at ${CHROMIUM}; timings skipped`)
    return []
  }
  const session = await openHost()
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    await session.call('settings.update', { reducedMotion: 'off', animationSpeed: 1 })
    await matchInProgress(session, 'rookie')
    const loads: Load[] = []
    let round_: Awaited<ReturnType<typeof animatedRound>> | null = null
    let blank: Awaited<ReturnType<typeof blankPageDrops>> | null = null
    for (let i = 0; i < LOADS; i++) {
      // the load at the test window's size, the animated round at full HD, as a player sees it
      const last = i === LOADS - 1
      const context = await visitorContext(
        browser,
        session,
        last ? { width: 1920, height: 1080 } : { width: 1280, height: 800 },
      )
      const page = await context.newPage()
      loads.push(await loadTable(page, session.host.url))
      if (last) {
        round_ = await animatedRound(page)
        blank = await blankPageDrops(page)
      }
      await context.close()
    }
    const results: BenchResult[] = [
      {
        name: 'renderer.firstContentfulPaintMs',
        value: round(median(loads.map((l) => l.fcp)), 0),
        unit: 'ms',
        budget: null,
      },
      {
        name: 'renderer.tableVisibleMs',
        value: round(median(loads.map((l) => l.table)), 0),
        unit: 'ms',
        budget: null,
      },
      {
        name: 'renderer.tableInteractiveMs',
        value: round(median(loads.map((l) => l.interactive)), 0),
        unit: 'ms',
        budget: 1500,
      },
      {
        name: 'renderer.tableLoadCpuMs',
        value: round(median(loads.map((l) => l.cpu.allMs)), 0),
        unit: 'ms',
        budget: null,
      },
      {
        name: 'renderer.tableLoadMainThreadCpuMs',
        value: round(median(loads.map((l) => l.cpu.mainMs)), 0),
        unit: 'ms',
        budget: null,
      },
    ]
    if (round_) {
      // the first gap is from the observer's start to the first frame, not a frame
      const gaps = round_.gaps.slice(1)
      results.push(
        {
          name: 'renderer.longTasksDuringRound',
          value: round_.long.length,
          unit: 'tasks',
          budget: 0,
        },
        {
          name: 'renderer.longestTaskDuringRoundMs',
          value: round(Math.max(0, ...round_.long), 0),
          unit: 'ms',
          budget: null,
        },
        {
          name: 'renderer.droppedFramesDuringRound',
          value: droppedOf(gaps),
          unit: 'frames',
          budget: null,
        },
        { name: 'renderer.framesDuringRound', value: gaps.length, unit: 'frames', budget: null },
        {
          name: 'renderer.droppedFramesBlankPage',
          value: blank?.dropped ?? Number.NaN,
          unit: 'frames',
          budget: null,
        },
        {
          name: 'renderer.framesBlankPage',
          value: blank?.frames ?? Number.NaN,
          unit: 'frames',
          budget: null,
        },
        {
          name: 'renderer.compositorMsPerFrame',
          value: round(round_.compositor.cpuMs / round_.compositor.draws, 1),
          unit: 'ms',
          budget: null,
        },
        {
          name: 'renderer.renderPassesPerFrame',
          value: round(round_.compositor.passes / round_.compositor.draws, 1),
          unit: 'passes',
          budget: null,
        },
        {
          name: 'renderer.wholePageRestylesDuringRound',
          value: round_.wholeRestyles,
          unit: 'restyles',
          budget: null,
        },
        { name: 'renderer.roundMs', value: round(round_.ms, 0), unit: 'ms', budget: null },
      )
    }
    return results
  } finally {
    await browser.close()
    await session.close()
  }
}

/** The renderer's bundle sizes and, in Chromium, the table's load and an animated round. */
export async function benchRenderer(): Promise<BenchResult[]> {
  build()
  return [...sizes(), ...(await inChromium())]
}
