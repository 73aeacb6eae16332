/**
 * Pure migrations: each takes the data of version N and returns the data of version N+1. They
 * never read files or clocks, so they are tested on fixture files alone (migrations.test.ts).
 */
import { foldCardLog, foldLedger } from './carried'
import { cardLogEntrySchema, ledgerEntrySchema } from './schemas/profile'

export type Migration = (data: unknown) => unknown

/** Thrown by a migration when old data cannot be carried forward (the load treats it as damage). */
export class MigrationError extends Error {
  override name = 'MigrationError'
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MigrationError(`${what} is not an object.`)
  }
  return value as Record<string, unknown>
}

/**
 * Profile v1 (the first save format) kept a bare credit balance and no ledger, no card log, no
 * stats and no match in progress. v2 starts the ledger and the card log from what v1 held, so
 * "the ledger sums to the balance" and "every card has a reason" hold for migrated saves too.
 */
export function profileV1ToV2(data: unknown): unknown {
  const v1 = record(data, 'The profile')
  const credits = v1.credits
  if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 0) {
    throw new MigrationError('The profile has no valid credit balance.')
  }
  const createdAt = typeof v1.createdAt === 'string' ? v1.createdAt : '1970-01-01T00:00:00.000Z'
  const collection = record(v1.collection ?? {}, 'The collection')
  const decks = Array.isArray(v1.decks) ? v1.decks : []
  const { credits: _credits, ...rest } = v1
  return {
    ...rest,
    wallet: {
      credits,
      ledger: [
        {
          at: createdAt,
          amount: credits,
          reason: 'start',
          note: { key: 'ledger.carriedOver' },
          balance: credits,
        },
      ],
    },
    cardLog: Object.entries(collection)
      .filter(([, count]) => typeof count === 'number' && count > 0)
      .map(([card, count]) => ({
        at: createdAt,
        card,
        delta: count,
        reason: 'start',
        note: 'Carried over from an older save',
      })),
    nextId: decks.length + 1,
    match: null,
    merchantSales: {},
    stats: {
      matches: 0,
      matchesWon: 0,
      rounds: 0,
      roundsWon: 0,
      busts: 0,
      biggestPot: 0,
      byOpponent: {},
      byRuleset: {},
    },
  }
}

/**
 * Profile v3 keeps the newest lines of the ledger and the card log and carries older ones
 * forward (carried.ts); v2 kept every line, so a long v2 log is folded here as it loads. Lines
 * that are not well formed, or do not keep the running sums, are left as they are: the schema
 * and the invariants then report them, as they would have in v2.
 */
export function profileV2ToV3(data: unknown): unknown {
  const v2 = record(data, 'The profile')
  const wallet = typeof v2.wallet === 'object' && v2.wallet !== null ? v2.wallet : null
  const ledger = ledgerEntrySchema.array().safeParse((wallet as { ledger?: unknown })?.ledger)
  const cardLog = cardLogEntrySchema.array().safeParse(v2.cardLog)
  const foldedLedger = ledger.success ? foldLedger(ledger.data) : null
  const foldedCardLog = cardLog.success ? foldCardLog(cardLog.data) : null
  return {
    ...v2,
    ...(foldedLedger ? { wallet: { ...wallet, ledger: foldedLedger } } : {}),
    ...(foldedCardLog ? { cardLog: foldedCardLog } : {}),
  }
}

/** migrations[N] turns version N into version N+1. */
export const PROFILE_MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: profileV1ToV2,
  2: profileV2ToV3,
}
export const SETTINGS_MIGRATIONS: Readonly<Record<number, Migration>> = {}

/** Runs every migration from `from` up to `to`; throws MigrationError where one is missing. */
export function migrate(
  data: unknown,
  from: number,
  to: number,
  migrations: Readonly<Record<number, Migration>>,
): unknown {
  let current = data
  for (let version = from; version < to; version++) {
    const step = migrations[version]
    if (!step) throw new MigrationError(`No way to read save format ${version}.`)
    current = step(current)
  }
  return current
}
