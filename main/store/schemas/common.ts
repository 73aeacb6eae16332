import { z } from 'zod'
import { ALL_CARD_CODES, type CardCode } from '@common/cards'
import { RULESET_IDS } from '@common/rulesets'
import { AI_TIERS } from '@common/tiers'

export const cardCodeSchema = z.enum(ALL_CARD_CODES as [CardCode, ...CardCode[]])
export const rulesetIdSchema = z.enum(RULESET_IDS)
export const playerIndexSchema = z.union([z.literal(0), z.literal(1)])
export const aiTierSchema = z.enum(AI_TIERS)

/** Credits: whole numbers, never negative, well inside what JSON and doubles hold exactly. */
export const MAX_CREDITS = 1_000_000_000_000
export const creditsSchema = z.number().int().min(0).max(MAX_CREDITS)
export const isoTimeSchema = z.string().min(1).max(40)
export const idSchema = z.string().min(1).max(64)
