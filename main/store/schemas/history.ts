import { z } from 'zod'
import { HISTORY_LIMIT, HISTORY_MODES, HISTORY_RESULTS } from '@common/history'
import {
  aiTierSchema,
  cardCodeSchema,
  dailyMatchSchema,
  idSchema,
  isoTimeSchema,
  MAX_CREDITS,
  playerIndexSchema,
  rulesetIdSchema,
} from './fields'

/**
 * The moves of a match, compact: one token per move, separated by spaces (history/moves.ts
 * reads and writes them). Bounded far above any real match (a long tournament match is a few
 * hundred moves of at most a few characters each).
 */
export const movesSchema = z.string().max(60_000)

const sideDeckSchema = z.array(cardCodeSchema).max(20)

const seatNameSchema = z.string().min(1).max(40)
/** A hot-seat match's two people by name, seat 1 first: in the match in progress and its record. */
export const hotseatNamesSchema = z.tuple([seatNameSchema, seatNameSchema])

/**
 * A side's count in a kept match's score: bounded far above any real match (the most rounds
 * one side can win is a tournament's eight, three sets of which it won two).
 */
const scoreCountSchema = z.number().int().min(0).max(99)

/** How a kept match ended, seat 0's first: the rounds each side won over it, and the sets. */
export const historyScoreSchema = z.strictObject({
  rounds: z.tuple([scoreCountSchema, scoreCountSchema]),
  sets: z.tuple([scoreCountSchema, scoreCountSchema]),
})

/**
 * A finished match as the history keeps it: what it takes to deal it again (ruleset, decks,
 * seed, and a scripted start where there was one) and every move, never a state: the replay
 * runs it through the engine. Plus what the History screen lists without replaying.
 */
export const historyRecordSchema = z.strictObject({
  /** the match's id (unique within the profile) */
  id: idSchema,
  /** when the match finished */
  at: isoTimeSchema,
  mode: z.enum(HISTORY_MODES),
  rules: rulesetIdSchema,
  /** the campaign opponent, or null */
  opponentId: idSchema.nullable(),
  /** the house opponent's tier (quick, tutorial), or null */
  tier: aiTierSchema.nullable(),
  /** the player's saved deck, or null (the house deck, the tutorial's cards) */
  deckId: idSchema.nullable(),
  decks: z.tuple([sideDeckSchema, sideDeckSchema]),
  seed: z.number().int().min(0).max(0xffffffff),
  /** a scripted start (the tutorial): the first hands, the opener and the first draws */
  script: z
    .strictObject({
      hands: z.tuple([z.array(cardCodeSchema).max(4), z.array(cardCodeSchema).max(4)]),
      opener: playerIndexSchema,
      draws: z.array(z.number().int().min(1).max(10)).max(200),
    })
    .optional(),
  /**
   * hot-seat: both people's names, seat 1 first (absent in other modes, and in hot-seat records
   * kept before the names were)
   */
  names: hotseatNamesSchema.optional(),
  /**
   * a daily match: which day's challenge it was and whether it was that day's counted attempt
   * (absent in other modes, and in daily records kept before the day was)
   */
  daily: dailyMatchSchema.optional(),
  moves: movesSchema,
  result: z.enum(HISTORY_RESULTS),
  resigned: z.boolean(),
  /** credits won or lost by the match, after the house cut */
  credits: z.number().int().min(-MAX_CREDITS).max(MAX_CREDITS),
  /**
   * the score it ended on, as the History screen lists it (absent in records kept before the
   * score was: main works those out by replaying the moves)
   */
  score: historyScoreSchema.optional(),
})

/** The kept history, newest last (absent in saves from before it: no history yet). */
export const historySchema = z.array(historyRecordSchema).max(HISTORY_LIMIT)

export type HistoryRecord = z.infer<typeof historyRecordSchema>
