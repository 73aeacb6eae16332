/**
 * The security checklist's end-to-end checks. Web: the host refuses api requests without its token, and
 * another page cannot drive it. Electron: no Node in the page, no navigation away, no new
 * windows, the CSP header, the app:// origin. Both: the CSP is present and the fixture fails
 * any test in which a `securitypolicyviolation` fires.
 */
import { expect, test } from './fixtures'
import type { PageWindow } from './fixtures/page-types'

const CSP_CORE =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; media-src 'self'; connect-src 'self'"

test.describe('both targets', () => {
  test('the page is served with the strict Content Security Policy', async ({ page }) => {
    const policy = await page.evaluate(async () => {
      const w = globalThis as unknown as PageWindow
      const response = await w.fetch(w.location.href, { cache: 'no-store' })
      return response.headers.get('content-security-policy')
    })
    expect(policy).toContain(CSP_CORE)
    expect(policy).toContain("object-src 'none'; base-uri 'none'; form-action 'none'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
  })

  test('the violation watch sees an inline script the policy blocks', async ({
    page,
    cspViolations,
  }) => {
    // Proves the suite-wide "no violation" check can fail: provoke one, see it, then clear it.
    await page.evaluate(() => {
      const w = globalThis as unknown as PageWindow
      const script = w.document.createElement('script')
      script.textContent = 'window.__inlineRan = true'
      w.document.head.append(script)
    })
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => '__inlineRan' in globalThis)).toBe(false)
    cspViolations.length = 0
  })
})

test.describe('web target', () => {
  test.skip(({ target }) => target !== 'web', 'the door guards the browser host only')

  test('api requests without the cookie are refused', async ({ page, app, request }) => {
    const url = `${app.url}api/wallet.get`
    const bare = await request.post(url, { data: { arg: null } })
    expect(bare.status()).toBe(403)
    expect(await bare.json()).toMatchObject({ ok: false, error: { code: 'forbidden' } })

    const wrong = await request.post(url, {
      data: { arg: null },
      headers: { 'x-pazaak-token': 'guessed', cookie: 'pazaak=guessed' },
    })
    expect(wrong.status()).toBe(403)

    // From the page itself, leaving its cookie out: refused too.
    const fromPage = await page.evaluate(async () => {
      const w = globalThis as unknown as PageWindow
      const response = await w.fetch('/api/profiles.list', {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: '{"arg":null}',
      })
      return response.status
    })
    expect(fromPage).toBe(403)

    // With the cookie the page was given, the same call works: the refusals were the cookie's.
    expect(await app.call('profiles.list')).toMatchObject({ ok: true })
  })

  test('a bare visit shows where to get in and nothing usable; a printed address works once', async ({
    page,
    app,
  }) => {
    // The page came in through the printed address, which left it on the bare one.
    expect(page.url()).toBe(app.url)
    const elsewhere = await page.context().browser()!.newContext()
    try {
      const stranger = await elsewhere.newPage()
      const bare = await stranger.goto(app.url as string)
      expect(bare?.status()).toBe(403)
      await expect(stranger.locator('body')).toContainText('Open the address the game printed')
      expect(await stranger.content()).not.toMatch(/<script|pazaak_[0-9a-f]+=/)

      // The host printed a fresh address for the next browser: it lets this one in, once.
      const fresh = [...app.hostLog.matchAll(/another browser, open (\S+)/g)].at(-1)?.[1]
      expect(fresh, app.hostLog).toBeTruthy()
      await stranger.goto(fresh as string)
      expect(stranger.url()).toBe(app.url)
      await expect(stranger.locator('[data-screen="Title"]')).toBeVisible()
      const [cookie] = await elsewhere.cookies()
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' })

      const late = await (await page.context().browser()!.newContext()).newPage()
      const spent = await late.goto(fresh as string)
      expect(spent?.status()).toBe(403)
      await late.context().close()
    } finally {
      await elsewhere.close()
    }
  })

  test('GET to the api is refused', async ({ request, app }) => {
    const response = await request.get(`${app.url}api/profiles.list`)
    expect(response.status()).toBe(405)
  })

  test('another page in the browser cannot drive the host', async ({ page, app }) => {
    const other = await page.context().newPage()
    await other.goto('data:text/html,<title>elsewhere</title>')
    const outcome = await other.evaluate(async (url) => {
      try {
        const response = await (globalThis as unknown as PageWindow).fetch(
          `${url}api/profiles.list`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-pazaak-token': 'guessed' },
            body: '{"arg":null}',
          },
        )
        return `answered ${response.status}`
      } catch {
        return 'blocked'
      }
    }, app.url as string)
    expect(outcome).toBe('blocked')
    await other.close()
  })
})

test.describe('electron target', () => {
  test.skip(({ target }) => target !== 'electron', 'checks of the Electron window')

  test('the page has no Node: no require, no process', async ({ page }) => {
    const node = await page.evaluate(() => {
      const w = globalThis as unknown as PageWindow
      return { require: typeof w.require, process: typeof w.process }
    })
    expect(node).toEqual({ require: 'undefined', process: 'undefined' })
    const keys = await page.evaluate(() =>
      Object.keys((globalThis as unknown as PageWindow).pazaak ?? {}),
    )
    expect(keys.length).toBeGreaterThan(0)
  })

  test('the app is served from app://', async ({ page }) => {
    expect(page.url()).toMatch(/^app:\/\/pazaak\//)
  })

  test('navigation to another origin is blocked', async ({ page, app }) => {
    const before = page.url()
    const electron = app.electron
    if (!electron) throw new Error('the electron target runs a desktop app')
    // Main records the next navigation attempt, so the test waits for the attempt itself
    // (the app's own will-navigate handler, registered first, has refused it by then).
    await electron.evaluate(({ BrowserWindow }) => {
      const contents = BrowserWindow.getAllWindows()[0]?.webContents
      ;(globalThis as { navigationAttempt?: Promise<string> }).navigationAttempt = new Promise(
        (resolve) => contents?.once('will-navigate', (_event, url) => resolve(url)),
      )
    })
    await page.evaluate(() => {
      ;(globalThis as unknown as PageWindow).location.href = 'https://example.com/'
    })
    const attempted = await electron.evaluate(
      () => (globalThis as { navigationAttempt?: Promise<string> }).navigationAttempt,
    )
    expect(attempted).toBe('https://example.com/')
    expect(page.url()).toBe(before)
    await expect(page.locator('[data-screen]').first()).toBeVisible()
  })

  test('window.open is blocked', async ({ page, app }) => {
    const electronWindowsBefore = page.context().pages().length
    const opened = await page.evaluate(
      () => (globalThis as unknown as PageWindow).open('https://example.com/') === null,
    )
    // window.open answers null only when main's window-open handler has already denied it
    expect(opened).toBe(true)
    expect(page.context().pages().length).toBe(electronWindowsBefore)
    expect(app.page.url()).toMatch(/^app:\/\//)
  })
})
