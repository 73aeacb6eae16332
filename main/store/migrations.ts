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
        note: { key: 'cardLog.carriedOver' },
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

/**
 * Each cantina's champion title as saves before v4 wrote it, in English, to the cantina's id.
 * Frozen here, never read from the content: a title reworded later still finds its cantina.
 */
const V3_TITLES = new Map([
  ['Champion of the Rusted Anchor', 'rusted-anchor'],
  ['Lantern-Keeper of Ashmarrow', 'dune-lantern'],
  ['Warden of the Coral Vault', 'coral-vault'],
  ['Flame of the Ember Hall', 'ember-hall'],
  ['Patron of the Glass Orchid', 'glass-orchid'],
  ['Grandmaster of the Circuit', 'gilded-circuit'],
])

/** A v3 earned title (English) as v4 keeps it: its cantina's id, or the text no cantina owns. */
function earnedTitle(title: unknown): unknown {
  if (typeof title !== 'string') return title
  const location = V3_TITLES.get(title)
  return location ? { location } : { text: title }
}

/** A v3 log entry without the English of a `championBeaten` title that is its cantina's own. */
function withoutOwnTitle(entry: unknown): unknown {
  if (typeof entry !== 'object' || entry === null || !('message' in entry)) return entry
  const message = entry.message as { key?: unknown; location?: { id?: unknown }; title?: unknown }
  if (typeof message !== 'object' || message === null || message.key !== 'championBeaten') {
    return entry
  }
  const { title, ...rest } = message
  const own = typeof title === 'string' && V3_TITLES.get(title) === message.location?.id
  return own ? { ...entry, message: rest } : entry
}

/**
 * Profile v4 keeps no English in a save: an earned title becomes its cantina's id (English that
 * was no cantina's title stays as text, shown as written), and a `championBeaten` log line drops
 * its title's English where it is the cantina's own (the renderer words it by the cantina's id).
 * Card-log notes are messages from v4 on; older English notes are kept as written.
 */
export function profileV3ToV4(data: unknown): unknown {
  const v3 = record(data, 'The profile')
  const campaign = v3.campaign
  if (typeof campaign !== 'object' || campaign === null || Array.isArray(campaign)) return v3
  const { titles, log } = campaign as { titles?: unknown; log?: unknown }
  return {
    ...v3,
    campaign: {
      ...campaign,
      ...(Array.isArray(titles) ? { titles: titles.map(earnedTitle) } : {}),
      ...(Array.isArray(log) ? { log: log.map(withoutOwnTitle) } : {}),
    },
  }
}

/** migrations[N] turns version N into version N+1. */
export const PROFILE_MIGRATIONS: Readonly<Record<number, Migration>> = {
  1: profileV1ToV2,
  2: profileV2ToV3,
  3: profileV3ToV4,
}
/** None yet: the settings are still at their first version. */
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
