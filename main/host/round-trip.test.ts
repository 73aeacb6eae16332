import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '@main/api/router'
import { startHost, type RunningHost } from './server'
import { Door } from './door'

let dir: string
let host: RunningHost
const door = new Door({ cookieKey: 'round-trip-key' })

async function post(name: string, arg: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${host.url}api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${door.cookieName}=round-trip-key` },
    body: JSON.stringify({ arg }),
  })
  return { status: response.status, body: await response.json() }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pazaak-host-real-'))
  await mkdir(join(dir, 'renderer'))
  await writeFile(join(dir, 'renderer', 'index.html'), '<html><head></head></html>')
  host = await startHost({
    api: createApi({ dataDir: join(dir, 'data'), host: 'web', seed: 7 }),
    rendererDir: join(dir, 'renderer'),
    door,
  })
})
afterAll(async () => {
  await host.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the browser host with the real api', () => {
  it('creates a profile over HTTP and lists it back, answering refusals in the same shape', async () => {
    expect(await post('app.info', null)).toMatchObject({
      status: 200,
      body: { ok: true, value: { host: 'web', dataDir: join(dir, 'data') } },
    })
    const created = await post('profiles.create', { slot: 1, name: 'Spacer' })
    expect(created).toMatchObject({
      status: 200,
      body: { ok: true, value: { slot: 1, name: 'Spacer' } },
    })
    const listed = await post('profiles.list', null)
    expect(listed.body).toMatchObject({ ok: true, value: [{ slot: 1, name: 'Spacer' }] })
    const refused = await post('profiles.create', { slot: 9, name: '' })
    expect(refused).toMatchObject({
      status: 200,
      body: { ok: false, error: { code: 'invalid-payload' } },
    })
  })
})
