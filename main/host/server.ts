/**
 * The browser host's HTTP server: the built renderer as static files and the api at
 * `POST /api/<call name>`, on 127.0.0.1 only. Guards, in order: the Host header must name this
 * server (a DNS-rebinding page cannot borrow it); the door (door.ts): the printed address's
 * one-time secret is traded for a cookie, and everything else needs that cookie; api calls
 * must be POSTs from this origin with a JSON body; static paths may not leave the renderer
 * folder.
 */
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename } from 'node:path'
import { CALL_NAMES } from '@preload/call-names'
import type { Result } from '@preload/contract'
import { contentSecurityPolicy } from '@main/serve/csp'
import { transportError, type GameApi } from '@main/serve/game-api'
import { contentTypeFor, servedFile } from '@main/serve/static-files'
import { doorPage, type Door } from './door'

/** The one address the host listens on: nothing off this machine can reach it. */
export const LOOPBACK = '127.0.0.1'

/** A file Vite built into assets/, named by its content: `name-<8-character hash>.ext`. */
const BUILT_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+(?:[?#]|$)/

/**
 * How long the browser may keep a served file. A built asset is named by its content, so a
 * changed file is a new name and the old name never changes: it is kept and never asked for
 * again, and a reload fetches little beyond the page. Anything else is asked for afresh, and
 * the page, which names the current assets, is never kept. Only a visitor with the cookie gets
 * in, so nothing is for a shared cache (`private`).
 */
export function cacheControlFor(fileName: string, requestPath: string): string {
  if (fileName === 'index.html') return 'no-store'
  return BUILT_ASSET.test(requestPath) ? 'private, max-age=31536000, immutable' : 'no-cache'
}

/** Far above any real payload (a deck is a few hundred bytes); stops a memory-filling body. */
const MAX_BODY_BYTES = 1024 * 1024
const CALLS: ReadonlySet<string> = new Set(CALL_NAMES)

export interface HostOptions {
  api: GameApi
  /** the built renderer (out/renderer) */
  rendererDir: string
  /** who may come in (door.ts) */
  door: Door
  /** 0 or absent: a free port */
  port?: number
}

export interface RunningHost {
  /** http://127.0.0.1:PORT/ (the bare address: a visit needs the cookie) */
  url: string
  /** the address to print: the bare one with the door's current one-time secret */
  address(): string
  port: number
  server: Server
  /** stops serving, then waits for every save to reach the disk */
  close(): Promise<void>
}

function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: Result<unknown>,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  })
  res.end(text)
}

function sendText(res: ServerResponse, status: number, text: string, headers = {}): void {
  res.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' })
  res.end(text)
}

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge()
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * What every answer of one running host needs: who it serves, where from, and the names and
 * headers of its own address, which are known only once it listens.
 */
interface Site {
  api: GameApi
  door: Door
  rendererDir: string
  port: number
  /** http://127.0.0.1:PORT */
  origin: string
  allowedHosts: ReadonlySet<string>
  allowedOrigins: ReadonlySet<string>
  headers: Record<string, string>
}

/**
 * Serves the built renderer and the api behind the door on LOOPBACK (a free port unless one is
 * given); resolves once it listens.
 */
export async function startHost(options: HostOptions): Promise<RunningHost> {
  const server = await listenOnLoopback(options.port ?? 0)
  const site = siteAt((server.address() as AddressInfo).port, options)
  server.on('request', (req: IncomingMessage, res: ServerResponse) => answerRequest(site, req, res))
  return runningHost(server, site)
}

/** Its own step: the port, and so every name of this host, is known only once it listens. */
async function listenOnLoopback(port: number): Promise<Server> {
  const server = createServer()
  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen)
    server.listen(port, LOOPBACK, () => {
      server.off('error', rejectListen)
      resolveListen()
    })
  })
  return server
}

/** Its own step: the names a request may give this host, and the headers of every answer. */
function siteAt(port: number, options: HostOptions): Site {
  const { api, rendererDir, door } = options
  const origin = `http://${LOOPBACK}:${port}`
  return {
    api,
    door,
    rendererDir,
    port,
    origin,
    allowedHosts: new Set([`${LOOPBACK}:${port}`, `localhost:${port}`]),
    allowedOrigins: new Set([origin, `http://localhost:${port}`]),
    headers: securityHeaders(contentSecurityPolicy([origin])),
  }
}

/** Its own step: the Host check comes before anything, then the door, then the api or a file. */
function answerRequest(site: Site, req: IncomingMessage, res: ServerResponse): void {
  const rawUrl = req.url ?? '/'
  const path = rawUrl.split(/[?#]/, 1)[0] ?? '/'
  if (!site.allowedHosts.has((req.headers.host ?? '').toLowerCase())) {
    sendText(res, 403, 'Unknown host', site.headers)
    return
  }
  const isApi = path === '/api' || path.startsWith('/api/')
  if (!isApi && handleDoor(site, req, res, rawUrl)) return
  const work = isApi ? handleApi(site, req, res, path) : handleStatic(site, req, res, rawUrl)
  work.catch(() => {
    if (!res.headersSent) sendText(res, 500, 'Internal error', site.headers)
    else res.destroy()
  })
}

/** Its own step: a call passes the door, the origin and the body checks before the api sees it. */
async function handleApi(site: Site, req: IncomingMessage, res: ServerResponse, path: string) {
  const { api, door, allowedOrigins, headers } = site
  if (req.method !== 'POST') {
    sendJson(res, 405, transportError('forbidden', 'errors.transport.postOnly'), {
      ...headers,
      allow: 'POST',
    })
    return
  }
  const requestOrigin = req.headers.origin
  if (
    !door.admits(req.headers.cookie) ||
    (requestOrigin !== undefined && !allowedOrigins.has(requestOrigin))
  ) {
    sendJson(res, 403, transportError('forbidden', 'errors.transport.pageForbidden'), headers)
    return
  }
  if (!(req.headers['content-type'] ?? '').toLowerCase().startsWith('application/json')) {
    sendJson(res, 415, transportError('invalid-payload', 'errors.transport.jsonOnly'), headers)
    return
  }
  let name: string
  try {
    name = decodeURIComponent(path.slice('/api/'.length))
  } catch {
    name = ''
  }
  if (!CALLS.has(name)) {
    sendJson(res, 404, transportError('unknown-call', 'errors.api.unknownCall'), headers)
    return
  }
  let arg: unknown
  let scope: unknown
  try {
    const body: unknown = JSON.parse(await readBody(req))
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SyntaxError()
    // The bridge sends `null` for calls without an argument; the api expects `undefined`,
    // as it gets over IPC.
    arg = (body as { arg?: unknown }).arg ?? undefined
    scope = (body as { scope?: unknown }).scope
  } catch (error) {
    const tooLarge = error instanceof BodyTooLarge
    sendJson(
      res,
      tooLarge ? 413 : 400,
      transportError(
        'invalid-payload',
        tooLarge ? 'errors.transport.tooLarge' : 'errors.transport.notJson',
      ),
      // The rest of a too-large body is never read: close the connection after answering.
      tooLarge ? { ...headers, connection: 'close' } : headers,
    )
    return
  }
  let result: Result<unknown>
  try {
    result = await api.call(name, arg, scope)
  } catch {
    sendJson(res, 500, transportError('internal', 'errors.transport.failed'), headers)
    return
  }
  sendJson(res, 200, result, headers)
}

/** Its own step: a file of the built renderer, by GET or HEAD only, never outside its folder. */
async function handleStatic(site: Site, req: IncomingMessage, res: ServerResponse, rawUrl: string) {
  const { rendererDir, headers } = site
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(res, 405, 'Method not allowed', { ...headers, allow: 'GET, HEAD' })
    return
  }
  const file = await servedFile(rendererDir, rawUrl)
  let body: Buffer | null = null
  if (file !== null) body = await readFile(file).catch(() => null)
  if (file === null || body === null) {
    sendText(res, 404, 'Not found', headers)
    return
  }
  res.writeHead(200, {
    ...headers,
    'content-type': contentTypeFor(file),
    'content-length': body.length,
    'cache-control': cacheControlFor(basename(file), rawUrl),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * The door: the printed address (`/?key=<secret>`) trades its one-time secret for the cookie
 * and sends the browser on to the bare address; a visit without the cookie gets the page
 * saying where to get in. True when the request was answered here.
 */
function handleDoor(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  rawUrl: string,
): boolean {
  const { door, headers } = site
  const query = rawUrl.includes('?') ? new URLSearchParams(rawUrl.slice(rawUrl.indexOf('?'))) : null
  const key = query?.get('key') ?? null
  const admitted = door.admits(req.headers.cookie)
  if (key !== null && (req.method === 'GET' || req.method === 'HEAD')) {
    const traded = door.trade(key)
    if (traded || admitted) {
      res.writeHead(303, {
        ...headers,
        location: '/',
        'cache-control': 'no-store',
        ...(traded ? { 'set-cookie': door.setCookie() } : {}),
      })
      res.end()
      return true
    }
  }
  if (admitted) return false
  const page = Buffer.from(doorPage())
  res.writeHead(403, {
    ...headers,
    'content-type': 'text/html; charset=utf-8',
    'content-length': page.length,
    'cache-control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : page)
  return true
}

/** Its own step: the handle the caller keeps, whose close waits for the saves. */
function runningHost(server: Server, site: Site): RunningHost {
  const { api, door, origin, port } = site
  let closing: Promise<void> | null = null
  return {
    url: `${origin}/`,
    address: () => `${origin}/?key=${door.secret}`,
    port,
    server,
    close() {
      closing ??= (async () => {
        await new Promise<void>((done) => {
          server.close(() => done())
          server.closeAllConnections()
        })
        await api.flush()
      })()
      return closing
    },
  }
}
