/**
 * The browser host as a player's page talks to it: the real out/main/web-host.js on a temporary
 * data folder and a fixed seed, its api over HTTP with the cookie its printed address sets. `match.act` round-trip
 * time includes the AI's reply (main plays the AI's moves before it answers).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, BrowserContext } from '@playwright/test'
import type { CallArg, CallName, CallResult, MatchUpdate, Result } from '@preload/contract'
import { launchWebHost, stopWebHost, type RunningWebHost } from '../e2e/fixtures/web-host'
import { median, percentile, round, type BenchResult } from './measure'

export interface HostSession {
  host: RunningWebHost
  dataDir: string
  /** the host's cookie, as its printed address set it (for a browser context to carry) */
  cookie: { name: string; value: string }
  call<N extends CallName>(name: N, arg?: CallArg<N>): Promise<CallResult<N>>
  close(): Promise<void>
}

/** A browser host on a temporary data folder, serving the build in `root` (default: this checkout). */
export async function openHost(seed = 20240601, root?: string): Promise<HostSession> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pazaak-bench-'))
  const host = await launchWebHost({ dataDir, seed, ...(root === undefined ? {} : { root }) })
  // Come in as a browser does: the printed address trades its secret for the host's cookie.
  const door = await fetch(host.address, { redirect: 'manual' })
  const cookie = door.headers.get('set-cookie')?.split(';')[0]
  if (!cookie) throw new Error('the printed address set no cookie')
  const eq = cookie.indexOf('=')
  return {
    host,
    dataDir,
    cookie: { name: cookie.slice(0, eq), value: cookie.slice(eq + 1) },
    async call(name, arg) {
      const response = await fetch(`${host.url}api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ arg: arg ?? null }),
      })
      const result = (await response.json()) as Result<CallResult<typeof name>>
      if (!result.ok) throw new Error(`${name}: ${result.error.key}`)
      return result.value
    },
    async close() {
      await stopWebHost(host)
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A fixed, simple player: picks the first hand offered, stands from 17, else ends the turn. */
export function simpleAction(update: MatchUpdate): CallArg<'match.act'>['action'] {
  const view = update.view
  const choose = view.legal.find((a) => a.type === 'choose')
  if (choose && choose.type === 'choose') return { type: 'choose', cards: choose.cards }
  const total = view.players[update.you].total
  return total >= 17 ? { type: 'stand' } : { type: 'end' }
}

/** A profile with a classic quick match in progress against `tier`. */
export async function matchInProgress(
  session: HostSession,
  tier: 'rookie' | 'kotor' | 'veteran' | 'master',
  slot: 1 | 2 | 3 = 1,
): Promise<MatchUpdate> {
  await session.call('profiles.create', { slot, name: `Bench ${slot}` })
  await session.call('profiles.load', { slot })
  const decks = await session.call('decks.list')
  const deck = decks.find((d) => d.rules === 'classic' && d.problems.length === 0)
  if (!deck) throw new Error('the new profile has no classic deck')
  return session.call('match.start', { mode: 'quick', rules: 'classic', tier, deckId: deck.id })
}

async function actTimes(session: HostSession, tier: 'kotor' | 'master', acts: number) {
  const times: number[] = []
  let update = await matchInProgress(session, tier, tier === 'kotor' ? 1 : 2)
  while (times.length < acts) {
    if (update.result) {
      const deckId = (await session.call('decks.list'))[0]?.id ?? ''
      update = await session.call('match.start', { mode: 'quick', rules: 'classic', tier, deckId })
      continue
    }
    const started = performance.now()
    update = await session.call('match.act', {
      matchId: update.matchId,
      action: simpleAction(update),
    })
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** The browser host's `match.act` round trip in ms, against kotor and against the master. */
export async function benchHost(acts = 200): Promise<BenchResult[]> {
  const session = await openHost()
  try {
    // The quick match's default opponent (kotor), then the master for comparison.
    const kotor = await actTimes(session, 'kotor', acts)
    const master = await actTimes(session, 'master', Math.round(acts / 2))
    return [
      { name: 'host.matchActMsP50', value: round(median(kotor), 2), unit: 'ms', budget: 50 },
      {
        name: 'host.matchActMsP99',
        value: round(percentile(kotor, 99), 2),
        unit: 'ms',
        budget: null,
      },
      {
        name: 'host.matchActMsP50.master',
        value: round(median(master), 2),
        unit: 'ms',
        budget: null,
      },
      {
        name: 'host.matchActMsP99.master',
        value: round(percentile(master, 99), 2),
        unit: 'ms',
        budget: null,
      },
    ]
  } finally {
    await session.close()
  }
}

/** A fresh browser context of a player's browser that has come in once through the printed address. */
export async function visitorContext(
  browser: Browser,
  session: HostSession,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  await context.addCookies([
    { ...session.cookie, url: session.host.url, httpOnly: true, sameSite: 'Strict' },
  ])
  return context
}
