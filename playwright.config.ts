import { defineConfig } from '@playwright/test'
import type { PazaakOptions } from './e2e/fixtures'
import { systemChromium } from './e2e/fixtures/chromium'

/**
 * The system's Chromium where there is one; otherwise Playwright's own, which the global setup
 * installs when it is missing (e2e/fixtures/chromium.ts) and names in PAZAAK_CHROMIUM.
 */
const chromium = systemChromium()

/** Arguments that keep Chromium quiet and offline (no updates, sync or QUIC in a test run). */
export const CHROMIUM_ARGS = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
]

/** The journeys that play whole matches with every animation (`*.slow.spec.ts`). */
const SLOW = '**/*.slow.spec.ts'

/** The two targets' own settings (see below). */
const web = {
  target: 'web',
  browserName: 'chromium',
  launchOptions: {
    ...(chromium ? { executablePath: chromium } : {}),
    args: CHROMIUM_ARGS,
  },
} as const
const electron = { target: 'electron' } as const

/**
 * Two targets: `web` drives a Chromium against the browser host, `electron` launches the built
 * desktop app (skipped, with one line saying why, where there is no Electron binary). Two
 * suites: the everyday one (`web`, `electron`; part of `npm test`) and the long journeys
 * (`web-slow`, `electron-slow`: files named `*.slow.spec.ts`, part of `npm run test:slow`),
 * which play whole matches with the animations on at every window size. CI runs both. Each test
 * starts from a fresh temporary data folder (e2e/fixtures).
 */
export default defineConfig<PazaakOptions>({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/fixtures/global-setup.ts',
  // Ceilings that catch a hang, not speed checks: a whole campaign match takes about 30 s on a
  // quiet machine and several minutes on a busy one, and waits are on what the page shows.
  timeout: 600_000,
  expect: { timeout: 60_000 },
  fullyParallel: true,
  // Two cores shared with other work: two workers, each with one app at a time.
  workers: Number(process.env.PAZAAK_E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Recording a trace costs every test about a fifth of its time, so it is made only when a
    // failed test is tried again (CI retries once); `--trace on` records one for every test.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // A click on a button that never becomes enabled fails in a minute, like an expect, rather
    // than holding its worker for the whole test's ten minutes.
    actionTimeout: 60_000,
    viewport: { width: 1280, height: 800 },
    // The system asks for reduced motion, so a fresh profile (motion: "as the system") plays
    // without waiting for animations; the specs about motion set the game's own setting, which
    // overrides the system's (the bust-and-20 journey plays with every animation on).
    reducedMotion: 'reduce',
    seed: 20240601,
  },
  projects: [
    { name: 'web', testIgnore: SLOW, use: web },
    { name: 'electron', testIgnore: SLOW, use: electron },
    { name: 'web-slow', testMatch: SLOW, use: web },
    { name: 'electron-slow', testMatch: SLOW, use: electron },
  ],
})
