import { z } from 'zod'
import type { MatchState } from '@main/engine'
import { cardCodeSchema, playerIndexSchema, rulesetIdSchema } from './fields'

const tableCardSchema = z.strictObject({
  code: cardCodeSchema.nullable(),
  face: z.number().int().min(0).max(20),
  sign: z.union([z.literal(1), z.literal(-1)]),
  turned: z.literal(true).optional(),
})

const playerStateSchema = z.strictObject({
  sideDeck: z.array(cardCodeSchema).max(10),
  mucked: z.array(cardCodeSchema).max(10),
  brought: z.array(cardCodeSchema).max(10),
  hand: z.array(cardCodeSchema).max(10),
  chosen: z.boolean(),
  table: z.array(tableCardSchema).max(9),
  standing: z.boolean(),
  roundWins: z.number().int().min(0).max(10),
  setWins: z.number().int().min(0).max(10),
})

const roundRecordSchema = z.strictObject({
  set: z.number().int().min(1),
  winner: playerIndexSchema.nullable(),
  reason: z.enum(['stand', 'bust', 'fill', 'tiebreaker', 'tie']),
  totals: z.tuple([z.number().int(), z.number().int()]),
})

/**
 * The engine's MatchState as saved inside a profile (a match in progress). Checked on load so
 * a damaged save cannot hand the engine a state it never made.
 */
export const matchStateSchema: z.ZodType<MatchState> = z.strictObject({
  version: z.literal(1),
  rules: rulesetIdSchema,
  rng: z.number().int().min(0).max(0xffffffff),
  forcedDraws: z.array(z.number().int().min(1).max(10)).max(1000),
  shoe: z.array(z.number().int().min(1).max(10)).max(40),
  phase: z.enum(['choose', 'turn', 'over']),
  turn: playerIndexSchema.nullable(),
  opener: playerIndexSchema,
  sidePlayedThisTurn: z.number().int().min(0).max(10),
  players: z.tuple([playerStateSchema, playerStateSchema]),
  set: z.number().int().min(1).max(10),
  round: z.number().int().min(1).max(100_000),
  rounds: z.array(roundRecordSchema).max(100_000),
  winner: playerIndexSchema.nullable(),
})
