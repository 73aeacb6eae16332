import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { networkInterfaces, tmpdir } from 'node:os'
import { join } from 'node:path'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Result } from '@preload/contract'
import type { GameApi } from '@main/serve/game-api'
import { Door } from './door'
import { cacheControlFor, startHost, type RunningHost } from './server'

interface Reply {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** A raw HTTP request: node:http lets the test send what a browser would not (bad Host, ../). */
function raw(
  host: RunningHost,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port: host.port, method, path, headers, setHost: !('host' in headers) },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
      },
    )
    req.on('error', fail)
    req.end(body)
  })
}

const COOKIE_KEY = 'test-cookie-key-0123456789'
let secrets = 0
const door = new Door({ cookieKey: COOKIE_KEY, newSecret: () => `secret-${++secrets}` })
const COOKIE = `${door.cookieName}=${COOKIE_KEY}`

/** A request from a browser that came in through the door (it sends the cookie). */
function send(
  host: RunningHost,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Reply> {
  return raw(host, method, path, { cookie: COOKIE, ...headers }, body)
}
const calls: Array<[string, unknown]> = []
let flushes = 0
/** A small api that answers like the router does; the transport is what is under test here. */
const api: GameApi = {
  async call(name, payload): Promise<Result<unknown>> {
    calls.push([name, payload])
    if (name === 'wallet.get') return { ok: true, value: { credits: 1000, ledger: [] } }
    return { ok: false, error: { code: 'no-profile', key: 'errors.profile.none' } }
  },
  async flush() {
    flushes++
  },
}

let dir: string
let host: RunningHost

function apiCall(name: string, arg: unknown, extra: Record<string, string> = {}) {
  return send(
    host,
    'POST',
    `/api/${name}`,
    { 'content-type': 'application/json', ...extra },
    JSON.stringify({ arg }),
  )
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pazaak-host-'))
  const renderer = join(dir, 'renderer')
  await mkdir(join(renderer, 'assets'), { recursive: true })
  await writeFile(
    join(renderer, 'index.html'),
    '<!doctype html><html><head><title>Pazaak</title></head></html>',
  )
  for (const f of ['a.wav', 'b.ogg', 'c.woff2', 'd.svg', 'e.js', 'TableView-C1ez_H-s.js'])
    await writeFile(join(renderer, 'assets', f), f)
  await writeFile(join(dir, 'secret.txt'), 'not for the page')
  // Links: one planted to lead out of the renderer folder, one that stays inside it.
  await symlink(join(dir, 'secret.txt'), join(renderer, 'assets', 'out.txt'))
  await symlink(join(renderer, 'assets', 'a.wav'), join(renderer, 'assets', 'in.wav'))
  host = await startHost({ api, rendererDir: renderer, door })
})
afterAll(async () => {
  await host.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the api over HTTP', () => {
  it('round-trips a call with the cookie: the api gets the argument, the page gets the Result', async () => {
    calls.length = 0
    const reply = await apiCall('wallet.get', null)
    expect(reply.status).toBe(200)
    expect(JSON.parse(reply.body)).toEqual({ ok: true, value: { credits: 1000, ledger: [] } })
    // `null` from the bridge arrives as `undefined`, as over IPC.
    expect(calls).toEqual([['wallet.get', undefined]])

    const withArg = await apiCall('shop.buy', { merchantId: 'm1', card: '+3' })
    expect(JSON.parse(withArg.body)).toMatchObject({ ok: false, error: { code: 'no-profile' } })
    expect(calls[1]).toEqual(['shop.buy', { merchantId: 'm1', card: '+3' }])
  })

  it.each<[string, Record<string, string>]>([
    ['no cookie', { cookie: '' }],
    ['a wrong cookie', { cookie: `${door.cookieName}=guess` }],
    ['a cookie one character off', { cookie: `${door.cookieName}=${COOKIE_KEY.slice(0, -1)}X` }],
    ['the key under another name', { cookie: `pazaak_000000000000=${COOKIE_KEY}` }],
    ['the old token header alone', { cookie: '', 'x-pazaak-token': COOKIE_KEY }],
    ['another origin', { origin: 'http://evil.example' }],
  ])('refuses a request with %s (403, JSON) before the api sees it', async (_label, headers) => {
    calls.length = 0
    const reply = await apiCall('wallet.get', null, headers)
    expect(reply.status).toBe(403)
    expect(reply.headers['content-type']).toContain('application/json')
    expect(JSON.parse(reply.body)).toMatchObject({
      ok: false,
      error: { code: 'forbidden', key: 'errors.transport.pageForbidden' },
    })
    expect(calls).toEqual([])
  })

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s to /api', async (method) => {
    calls.length = 0
    const reply = await send(host, method, '/api/wallet.get')
    expect(reply.status).toBe(405)
    expect(reply.headers.allow).toBe('POST')
    expect(calls).toEqual([])
  })

  it('refuses unknown calls, bodies that are not JSON, and huge bodies', async () => {
    calls.length = 0
    expect((await apiCall('constructor', null)).status).toBe(404)
    expect((await apiCall('wallet.get/../shop.buy', null)).status).toBe(404)
    const headers = { 'content-type': 'application/json' }
    const notJson = await send(host, 'POST', '/api/wallet.get', headers, '{"arg":')
    expect(notJson.status).toBe(400)
    expect(JSON.parse(notJson.body)).toMatchObject({ error: { code: 'invalid-payload' } })
    const form = await send(
      host,
      'POST',
      '/api/wallet.get',
      { ...headers, 'content-type': 'text/plain' },
      '{}',
    )
    expect(form.status).toBe(415)
    const huge = await send(
      host,
      'POST',
      '/api/decks.import',
      headers,
      JSON.stringify({ arg: 'x'.repeat(2_000_000) }),
    )
    expect(huge.status).toBe(413)
    expect(calls).toEqual([])
  })

  it('refuses a request that names another host (DNS rebinding)', async () => {
    const reply = await send(host, 'GET', '/', { host: `evil.example:${host.port}` })
    expect(reply.status).toBe(403)
    expect(reply.body).not.toContain(COOKIE_KEY)
    expect((await send(host, 'GET', '/', { host: `localhost:${host.port}` })).status).toBe(200)
  })
})

describe('the static files', () => {
  it('serve the index, carrying no secret, with the CSP naming the host origin', async () => {
    const reply = await send(host, 'GET', '/')
    expect(reply.status).toBe(200)
    expect(reply.body).toContain('<title>Pazaak</title>')
    expect(reply.body).not.toContain(COOKIE_KEY)
    expect(reply.headers['cache-control']).toBe('no-store')
    expect(reply.headers['content-security-policy']).toContain(
      `connect-src 'self' http://127.0.0.1:${host.port};`,
    )
    expect(reply.headers['content-security-policy']).toContain("script-src 'self';")
    // No other site may frame the game: the policy's own word, and the older header's.
    expect(reply.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/)
    expect(reply.headers['x-frame-options']).toBe('DENY')
  })

  it.each([
    ['a.wav', 'audio/wav'],
    ['b.ogg', 'audio/ogg'],
    ['c.woff2', 'font/woff2'],
    ['d.svg', 'image/svg+xml'],
    ['e.js', 'text/javascript; charset=utf-8'],
  ])('serve %s as %s', async (file, type) => {
    const reply = await send(host, 'GET', `/assets/${file}`)
    expect(reply.status).toBe(200)
    expect(reply.headers['content-type']).toBe(type)
    expect(reply.body).toBe(file)
  })

  it('let the browser keep a built asset for good, and ask afresh for anything else', async () => {
    const built = await send(host, 'GET', '/assets/TableView-C1ez_H-s.js')
    expect(built.status).toBe(200)
    expect(built.headers['cache-control']).toBe('private, max-age=31536000, immutable')
    // a file not named by its content may change under the same name
    expect((await send(host, 'GET', '/assets/e.js')).headers['cache-control']).toBe('no-cache')
    // the page names the current assets: never kept, even at a path that looks built
    expect((await send(host, 'GET', '/')).headers['cache-control']).toBe('no-store')
    expect(cacheControlFor('index.html', '/assets/index-12345678.html')).toBe('no-store')
  })

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/..%5csecret.txt',
  ])('refuse %s', async (path) => {
    const reply = await send(host, 'GET', path)
    expect(reply.status).toBe(404)
    expect(reply.body).not.toContain('not for the page')
  })

  it('do not follow a link out of the renderer folder', async () => {
    const out = await send(host, 'GET', '/assets/out.txt')
    expect(out.status).toBe(404)
    expect(out.body).not.toContain('not for the page')
    expect((await send(host, 'GET', '/assets/in.wav')).body).toBe('a.wav')
  })

  it('answer only GET and HEAD', async () => {
    expect((await send(host, 'POST', '/index.html')).status).toBe(405)
    const head = await send(host, 'HEAD', '/assets/a.wav')
    expect(head.status).toBe(200)
    expect(head.body).toBe('')
  })
})

describe('the door', () => {
  it('a bare visit without the cookie gets a page saying to open the printed address, nothing more', async () => {
    for (const path of ['/', '/index.html', '/assets/e.js', '/?key=guess']) {
      const reply = await raw(host, 'GET', path)
      expect(reply.status, path).toBe(403)
      expect(reply.body).toMatch(/Open the address the game printed/)
      expect(reply.body).not.toContain(COOKIE_KEY)
      expect(reply.body).not.toContain(door.secret)
      expect(reply.body).not.toContain('<script')
      expect(reply.headers['set-cookie']).toBeUndefined()
    }
  })

  it('the printed address trades its secret, once, for an HttpOnly, SameSite=Strict cookie', async () => {
    const address = new URL(host.address())
    expect(address.origin).toBe(new URL(host.url).origin)
    const printed = `/${address.search}`
    const printedSecret = door.secret
    let fresh = 0
    door.onSecretUsed = () => fresh++

    const first = await raw(host, 'GET', printed)
    expect(first.status).toBe(303)
    expect(first.headers.location).toBe('/')
    const [cookie] = first.headers['set-cookie'] ?? []
    expect(cookie).toBe(`${COOKIE}; HttpOnly; SameSite=Strict; Path=/`)
    expect(fresh).toBe(1)
    expect(door.secret).not.toBe(printedSecret)
    // With the cookie, the bare address is the game.
    expect((await raw(host, 'GET', '/', { cookie: COOKIE })).status).toBe(200)

    // The same address again, from a browser without the cookie: spent.
    const again = await raw(host, 'GET', printed)
    expect(again.status).toBe(403)
    expect(again.headers['set-cookie']).toBeUndefined()
    // A browser that already has the cookie is simply sent on.
    expect((await raw(host, 'GET', printed, { cookie: COOKIE })).status).toBe(303)
    door.onSecretUsed = null
  })
})

describe('the listening socket', () => {
  it('is bound to the loopback address only', async () => {
    expect(host.server.address()).toMatchObject({ address: '127.0.0.1', family: 'IPv4' })
    const outward = Object.values(networkInterfaces())
      .flat()
      .filter((i) => i && !i.internal && i.family === 'IPv4')
      .map((i) => i!.address)
    for (const address of outward) {
      const reached = await new Promise<boolean>((done) => {
        const socket = connect({ host: address, port: host.port })
        socket.once('connect', () => {
          socket.destroy()
          done(true)
        })
        socket.once('error', () => done(false))
      })
      expect(reached, `reachable on ${address}`).toBe(false)
    }
  })
})

describe('shutting down', () => {
  it('stops serving and flushes the saves once', async () => {
    const renderer = join(dir, 'renderer')
    const second = await startHost({ api, rendererDir: renderer, door })
    const before = flushes
    await Promise.all([second.close(), second.close()])
    expect(flushes).toBe(before + 1)
    expect(second.server.listening).toBe(false)
  })
})
