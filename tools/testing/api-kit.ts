import type {
  ApiError,
  LedgerEntry,
  LedgerPage,
  MatchReplay,
  MatchUpdate,
  PlayerAction,
  Result,
  ReviewState,
  Wallet,
} from '@preload/contract'
import type { Action } from '@main/engine'
import type { Api } from '@main/api/router'

/** Calls the api and returns the value, failing the test with main's refusal otherwise. */
export async function ok<T = unknown>(api: Api, name: string, payload?: unknown): Promise<T> {
  const result = await api.call(name, payload)
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`)
  return result.value as T
}

/** Calls the api and returns the error (code, key, params), failing the test if it succeeded. */
export async function refused(api: Api, name: string, payload?: unknown): Promise<ApiError> {
  const result: Result<unknown> = await api.call(name, payload)
  if (result.ok) throw new Error(`${name} succeeded but was expected to fail`)
  return result.error
}

/**
 * A kept match's review once it is ready: history.get until then, as the renderer asks again
 * (main computes it off the call, between decisions). The pause between questions is no
 * verdict: a slower review only means more questions.
 */
export async function reviewed(
  api: Api,
  id: string,
): Promise<Extract<ReviewState, { status: 'ready' }>> {
  for (;;) {
    const { review } = await ok<MatchReplay>(api, 'history.get', { id })
    if (review.status === 'ready') return review
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** The credits and the whole ledger kept, oldest line first, as a test checks the books. */
export interface WalletBooks {
  credits: number
  ledger: LedgerEntry[]
}

/** The wallet with every ledger line kept: wallet.get, then wallet.ledger page by page. */
export async function walletBooks(api: Api): Promise<WalletBooks> {
  const { credits } = await ok<Wallet>(api, 'wallet.get')
  const newestFirst: LedgerEntry[] = []
  let before: number | null | undefined
  do {
    const page: LedgerPage = await ok<LedgerPage>(api, 'wallet.ledger', {
      limit: 200,
      ...(before ? { before } : {}),
    })
    newestFirst.push(...page.entries)
    before = page.before
  } while (before !== null)
  return { credits, ledger: newestFirst.reverse() }
}

/** A plain player for tests: stands on 17..20, saves a bust with a card when it can, else ends. */
export function simpleMove(update: MatchUpdate): PlayerAction {
  const { view } = update
  const legal = view.legal
  const strip = (action: Action): PlayerAction => {
    const { player: _player, ...rest } = action
    return rest as PlayerAction
  }
  const choose = legal.find((a) => a.type === 'choose')
  if (choose) return strip(choose)
  const total = view.players[0].total
  if (total > 20) {
    const play = legal.find((a) => a.type === 'play')
    if (play) return strip(play)
  }
  if (total >= 17) return { type: 'stand' }
  return { type: 'end' }
}

/** Plays a match to its end with `simpleMove`; returns the last update. */
export async function playOut(api: Api, first: MatchUpdate): Promise<MatchUpdate> {
  let update = first
  for (let n = 0; update.result === null; n++) {
    if (n > 2_000) throw new Error('the match did not end')
    update = await ok<MatchUpdate>(api, 'match.act', {
      matchId: update.matchId,
      action: simpleMove(update),
    })
  }
  return update
}
