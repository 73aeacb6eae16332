/* The small shapes every save is built from: card codes, credits, ids, days, bounds. */
import { z } from 'zod'
import { ALL_CARD_CODES, type CardCode } from '@common/cards'
import { RULESET_IDS } from '@common/rulesets'
import { AI_TIERS } from '@common/tiers'

/** A side card's code; nothing else passes. */
export const cardCodeSchema = z.enum(ALL_CARD_CODES as [CardCode, ...CardCode[]])
/** A ruleset's id. */
export const rulesetIdSchema = z.enum(RULESET_IDS)
/** A seat: 0, the human against the AI, or 1. */
export const playerIndexSchema = z.union([z.literal(0), z.literal(1)])
/** An AI tier's name. */
export const aiTierSchema = z.enum(AI_TIERS)

/** Credits: whole numbers, never negative, well inside what JSON and doubles hold exactly. */
export const MAX_CREDITS = 1_000_000_000_000
/** An amount of credits, 0..MAX_CREDITS. */
export const creditsSchema = z.number().int().min(0).max(MAX_CREDITS)
/** A moment as toISOString writes it; only its length is checked. */
export const isoTimeSchema = z.string().min(1).max(40)
/** An id of a deck, match, opponent or cantina: bounded, never empty. */
export const idSchema = z.string().min(1).max(64)
/** A calendar date, YYYY-MM-DD (the daily challenge's day). */
export const dailyDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
/** A daily-challenge match: its day and whether it is the day's counted attempt. */
export const dailyMatchSchema = z.strictObject({ date: dailyDateSchema, counted: z.boolean() })

/** Most copies of one card a collection holds (a sanity bound, far above any real need). */
export const MAX_COPIES = 99
/** Most decks a player keeps: one number with the deck builder, which says so before it asks. */
export { MAX_DECKS } from '@common/decks'
/** The longest list of cards a deck may hold while being built (a playable one holds 10). */
export const MAX_DECK_CARDS = 20
