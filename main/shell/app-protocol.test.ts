import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appResponse } from './app-protocol'
import { contentSecurityPolicy } from '@main/serve/csp'

let dir: string
let renderer: string
const csp = contentSecurityPolicy()

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pazaak-app-protocol-'))
  renderer = join(dir, 'renderer')
  await mkdir(join(renderer, 'assets'), { recursive: true })
  await writeFile(join(renderer, 'index.html'), '<!doctype html><title>Pazaak</title>')
  await writeFile(join(renderer, 'assets', 'flip.wav'), Buffer.from('RIFF....WAVE'))
  // A screen's code and style, fetched by the page only when the screen is opened.
  await writeFile(join(renderer, 'assets', 'HistoryView-a1B2.js'), 'export default {}')
  await writeFile(join(renderer, 'assets', 'HistoryView-a1B2.css'), '.history{}')
  // A file next to the renderer folder that a traversal would reach.
  await writeFile(join(dir, 'secret.txt'), 'not for the page')
  // Links: one planted to lead out of the renderer folder, one that stays inside it.
  await symlink(join(dir, 'secret.txt'), join(renderer, 'assets', 'out.txt'))
  await symlink(join(dir), join(renderer, 'assets', 'up'))
  await symlink(join(renderer, 'assets', 'flip.wav'), join(renderer, 'assets', 'in.wav'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the app:// handler', () => {
  it('answers with the file, its content type and the CSP header', async () => {
    const page = await appResponse('app://pazaak/index.html', renderer, csp)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toBe(csp)
    expect(await page.text()).toContain('<title>Pazaak</title>')

    const sound = await appResponse('app://pazaak/assets/flip.wav', renderer, csp)
    expect(sound.headers.get('content-type')).toBe('audio/wav')
    expect(Buffer.from(await sound.arrayBuffer()).toString()).toBe('RIFF....WAVE')
  })

  it('refuses a path that climbs out of the renderer folder, even to a file that exists', async () => {
    for (const url of ['app://pazaak/../secret.txt', 'app://pazaak/%2e%2e/secret.txt']) {
      const response = await appResponse(url, renderer, csp)
      expect(response.status).toBe(404)
      expect(await response.text()).not.toContain('not for the page')
    }
  })

  it('does not follow a link out of the renderer folder, file or folder, but serves one inside it', async () => {
    for (const url of ['app://pazaak/assets/out.txt', 'app://pazaak/assets/up/secret.txt']) {
      const response = await appResponse(url, renderer, csp)
      expect(response.status, url).toBe(404)
      expect(await response.text()).not.toContain('not for the page')
    }
    const inside = await appResponse('app://pazaak/assets/in.wav', renderer, csp)
    expect(inside.status).toBe(200)
    expect(Buffer.from(await inside.arrayBuffer()).toString()).toBe('RIFF....WAVE')
  })

  it('lists no folder', async () => {
    for (const url of ['app://pazaak/assets/', 'app://pazaak/assets']) {
      const response = await appResponse(url, renderer, csp)
      expect(response.status, url).toBe(404)
      expect(await response.text()).not.toContain('flip.wav')
    }
  })

  it("serves a lazily loaded screen's code and style from the same origin, as module script and CSS", async () => {
    const code = await appResponse('app://pazaak/assets/HistoryView-a1B2.js', renderer, csp)
    expect(code.status).toBe(200)
    expect(code.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(code.headers.get('content-security-policy')).toBe(csp)
    expect(await code.text()).toBe('export default {}')
    const style = await appResponse('app://pazaak/assets/HistoryView-a1B2.css', renderer, csp)
    expect(style.headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('answers 404 for a missing file, still with the CSP', async () => {
    const response = await appResponse('app://pazaak/nope.js', renderer, csp)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-security-policy')).toBe(csp)
  })
})
