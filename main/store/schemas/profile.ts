import { z } from 'zod'
import type { CampaignLogEntry } from '@preload/contract'
import {
  aiTierSchema,
  cardCodeSchema,
  creditsSchema,
  dailyDateSchema,
  dailyMatchSchema,
  idSchema,
  MAX_CREDITS,
  isoTimeSchema,
  playerIndexSchema,
  rulesetIdSchema,
} from './fields'
import { historySchema, hotseatNamesSchema, movesSchema } from './history'
import { habitsSchema } from './habits'
import { matchStateSchema } from './match-state'
import { achievementsSchema, matchTallySchema } from './feats'
import { keysUnder, messageSchema } from './message'

/** The most daily attempts a profile keeps: over a year; older days are dropped. */
export const MAX_DAILY_DAYS = 400

/**
 * The profile file's current data shape (schema version PROFILE_VERSION). 3: the ledger and the
 * card log keep their newest lines and carry older ones forward (main/store/carried.ts), in
 * lines an older game could not read, so it sets a v3 file aside instead of refusing it. 4:
 * earned titles are kept by their cantina's id and card-log notes are messages (no English in
 * a save), which a v3 game could not read either.
 */
export const PROFILE_VERSION = 4

/**
 * A ledger line. Its note is a message (`ledger.*`, worded by the renderer); saves from before
 * the ledger was data hold an English line instead, which stays valid and is shown as written
 * (the union was added without a version bump: every older save still validates).
 */
export const ledgerEntrySchema = z.strictObject({
  at: isoTimeSchema,
  amount: z.number().int().min(-MAX_CREDITS).max(MAX_CREDITS),
  /** 'carried': older lines carried forward, summed, into the ledger's first line */
  reason: z.enum([
    'start',
    'purchase',
    'sale',
    'wager-won',
    'wager-lost',
    'house-cut',
    'reward',
    'carried',
  ]),
  note: z.union([messageSchema(keysUnder('ledger')), z.string().max(200)]),
  balance: creditsSchema,
})

/** Every card that enters or leaves the collection leaves a line here, with its reason. */
export const cardLogEntrySchema = z.strictObject({
  at: isoTimeSchema,
  card: cardCodeSchema,
  delta: z.number().int().min(-100).max(100),
  /** 'carried': a card's older lines carried forward, summed, at the log's head */
  reason: z.enum(['start', 'purchase', 'sale', 'prize', 'carried']),
  /**
   * who or what: a message (`cardLog.*`), or an English line as saves before v4 hold it, kept
   * as written. Nothing shows the card log yet; it is the collection's record.
   */
  note: z.union([messageSchema(keysUnder('cardLog')), z.string().max(200)]),
})

/** A saved side deck; its cards may break the rules while it is being built. */
export const storedDeckSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1).max(40),
  rules: rulesetIdSchema,
  cards: z.array(cardCodeSchema).max(40),
  active: z.boolean(),
  /**
   * the new profile's first deck, under the name main gave it; false once the player renames
   * it. Absent in saves from before the flag: see isStarterDeck.
   */
  starter: z.boolean().optional(),
})

const campaignNameSchema = z.strictObject({ id: idSchema, name: z.string().min(1).max(200) })
const potSchema = (key: 'potWon' | 'potLost') =>
  z.strictObject({ key: z.literal(key), opponent: campaignNameSchema, credits: creditsSchema })

/** One thing that happened in the campaign, as data (preload/contract.ts CampaignLogMessage). */
export const campaignLogMessageSchema = z.discriminatedUnion('key', [
  z.strictObject({
    key: z.literal('prizeWon'),
    opponent: campaignNameSchema,
    cards: z.array(cardCodeSchema).min(1).max(40),
  }),
  z.strictObject({
    key: z.literal('beat'),
    opponent: campaignNameSchema,
    location: campaignNameSchema,
  }),
  z.strictObject({
    key: z.literal('lostTo'),
    opponent: campaignNameSchema,
    location: campaignNameSchema,
  }),
  z.strictObject({
    key: z.literal('championBeaten'),
    opponent: campaignNameSchema,
    location: campaignNameSchema,
    /**
     * the title's English, as saves before v4 wrote it; the v4 migration drops it where it is
     * the cantina's own (the renderer words the title by the cantina's id)
     */
    title: z.string().max(200).optional(),
  }),
  z.strictObject({
    key: z.literal('doorsOpened'),
    location: campaignNameSchema,
    planet: z.string().min(1).max(200),
  }),
  z.strictObject({ key: z.literal('campaignWon') }),
  potSchema('potWon'),
  potSchema('potLost'),
])

/**
 * A log entry: data since the log was made translatable, or an English line as older saves
 * hold it (added without a version bump: every older save still validates, its lines shown as
 * they were written).
 */
export const campaignLogEntrySchema = z.union([
  z.strictObject({ at: isoTimeSchema, message: campaignLogMessageSchema }),
  z.strictObject({ at: isoTimeSchema, text: z.string().max(500) }),
]) satisfies z.ZodType<CampaignLogEntry>

/**
 * An earned champion title: the cantina whose champion fell (the title's identity; the renderer
 * words it), or English from a save before v4 that was no cantina's title, shown as written.
 */
export const earnedTitleSchema = z.union([
  z.strictObject({ location: idSchema }),
  z.strictObject({ text: z.string().max(200) }),
])

/** The player's way through the campaign: cantinas open, records, titles, the story log. */
export const campaignProgressSchema = z.strictObject({
  unlocked: z.array(idSchema).max(1000),
  records: z.record(
    idSchema,
    z.strictObject({ won: z.number().int().min(0), lost: z.number().int().min(0) }),
  ),
  titles: z.array(earnedTitleSchema).max(1000),
  log: z.array(campaignLogEntrySchema).max(100_000),
  finished: z.boolean(),
})

/** The open match, saved after every move so a relaunch resumes it and quitting dodges nothing. */
export const storedMatchSchema = z.strictObject({
  id: idSchema,
  /**
   * 'tutorial', 'hotseat' and 'daily' (added without a version bump: every older save still
   * validates)
   */
  mode: z.enum(['quick', 'campaign', 'tutorial', 'hotseat', 'daily']),
  /** the campaign opponent's id; null in every other mode */
  opponentId: idSchema.nullable(),
  /** the house AI's tier (quick, tutorial, daily); null in a campaign or hot-seat match */
  tier: aiTierSchema.nullable(),
  /**
   * the player's saved deck or the house's sampler (HOUSE_SAMPLER); null for the house deck, and
   * in the tutorial and the daily, which bring their own cards, and in hot-seat (`hotseat.deckIds`)
   */
  deckId: idSchema.nullable(),
  wager: creditsSchema,
  /** the table's cut when the match began, kept for the record (settlement follows the campaign's rules) */
  houseCut: z.number().min(0).max(1),
  /**
   * a campaign match: the player's credits when it began, which decide the table's purse at its
   * end (absent in other modes, and in a match begun before the purse asked: the wallet then)
   */
  creditsAtStart: creditsSchema.optional(),
  seed: z.number().int().min(0).max(0xffffffff),
  /** AI decisions taken so far; each decision's seed is derived from the match seed and this */
  aiMoves: z.number().int().min(0),
  startedAt: isoTimeSchema,
  state: matchStateSchema,
  /** what the achievements read from the match's events so far (absent: begun before them) */
  tally: matchTallySchema.optional(),
  /**
   * every move so far, for the history (history/moves.ts); absent in a match begun before the
   * history was kept, which then finishes without a record
   */
  moves: movesSchema.optional(),
  /** a hot-seat match's people and whose view has been revealed (absent in other modes) */
  hotseat: z
    .strictObject({
      names: hotseatNamesSchema,
      deckIds: z.tuple([idSchema.nullable(), idSchema.nullable()]),
      /** the seat that lifted the curtain and may act; null while the curtain is up */
      revealed: playerIndexSchema.nullable(),
    })
    .optional(),
  /** a daily-challenge match: its day and whether it is the day's counted attempt */
  daily: dailyMatchSchema.optional(),
})

/** One counted daily attempt: its day and how it ended ('open' while it is being played). */
export const dailyDaySchema = z.strictObject({
  date: dailyDateSchema,
  result: z.enum(['won', 'lost', 'open']),
})

const tallySchema = z.strictObject({
  label: z.string().max(100),
  matches: z.number().int().min(0),
  won: z.number().int().min(0),
})

/** The stats screen's running totals, with a tally per opponent (or quick tier) and per ruleset. */
export const statsSchema = z.strictObject({
  matches: z.number().int().min(0),
  matchesWon: z.number().int().min(0),
  rounds: z.number().int().min(0),
  roundsWon: z.number().int().min(0),
  busts: z.number().int().min(0),
  biggestPot: creditsSchema,
  byOpponent: z.record(idSchema, tallySchema),
  byRuleset: z.partialRecord(rulesetIdSchema, tallySchema),
})

/** A slot's whole profile; invariants.ts checks what a schema cannot say. */
export const profileSchema = z.strictObject({
  name: z.string().min(1).max(40),
  /** which of the player portraits the player picked (saves from before the choice have none) */
  portrait: z.number().int().min(0).max(63).optional(),
  createdAt: isoTimeSchema,
  /** when the save was last played (every change made while playing); renaming it is not */
  updatedAt: isoTimeSchema,
  wallet: z.strictObject({
    credits: creditsSchema,
    ledger: z.array(ledgerEntrySchema).max(1_000_000),
  }),
  collection: z.partialRecord(cardCodeSchema, z.number().int().min(0).max(100)),
  cardLog: z.array(cardLogEntrySchema).max(1_000_000),
  decks: z.array(storedDeckSchema).max(50),
  /** the next number for a deck or match id, so ids are never reused within a profile */
  nextId: z.number().int().min(1),
  campaign: campaignProgressSchema,
  match: storedMatchSchema.nullable(),
  /** merchant id -> card -> how many the player has bought there (stock left = stock - sold) */
  merchantSales: z.record(idSchema, z.partialRecord(cardCodeSchema, z.number().int().min(0))),
  stats: statsSchema,
  /** unlocked achievements and the win streak (absent in older saves: nothing unlocked yet) */
  achievements: achievementsSchema.optional(),
  /**
   * the last finished matches, oldest first (main/services/history); absent in saves from
   * before the history was kept, which is read as an empty history
   */
  history: historySchema.optional(),
  /**
   * The daily challenge: counted attempts (oldest first, at most MAX_DAILY_DAYS) and the best
   * streak ever. Absent in older saves and until the first daily match: no attempts yet.
   */
  daily: z
    .strictObject({
      days: z.array(dailyDaySchema).max(MAX_DAILY_DAYS),
      best: z.number().int().min(0),
    })
    .optional(),
  /**
   * The player's habits as master opponents remember them (main/services/match/habits.ts).
   * Absent in older saves and until the first match against the AI ends: nothing remembered.
   * A memory that does not fit its schema is dropped (read as absent), never the whole save:
   * it is a guess about the player, not the player's progress.
   */
  habits: habitsSchema.optional().catch(undefined),
})

export type ProfileData = z.infer<typeof profileSchema>
export type StoredDeck = z.infer<typeof storedDeckSchema>
export type StoredMatch = z.infer<typeof storedMatchSchema>
export type StatsData = z.infer<typeof statsSchema>
export type MatchTally = z.infer<typeof matchTallySchema>
export type DailyDayData = z.infer<typeof dailyDaySchema>
export type LedgerEntryData = z.infer<typeof ledgerEntrySchema>
export type CardLogEntry = z.infer<typeof cardLogEntrySchema>
export type EarnedTitle = z.infer<typeof earnedTitleSchema>
