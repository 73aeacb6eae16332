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
/** A calendar date, YYYY-MM-DD (the daily challenge's day). */
export const dailyDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A daily-challenge match: its day and whether it is the day's counted attempt. */
export const dailyMatchSchema = z.strictObject({ date: dailyDateSchema, counted: z.boolean() })

/** Most copies of one card a collection holds (a sanity bound, far above any real need). */
export const MAX_COPIES = 99
/** Most decks a player keeps. */
export const MAX_DECKS = 30
/** The longest list of cards a deck may hold while being built (a playable one holds 10). */
export const MAX_DECK_CARDS = 20
