import { z } from 'zod'
import {
  CALENDAR_DAY,
  MESSAGES,
  SAVE_NAMES,
  SAVE_PROBLEMS,
  type MessageKey,
  type MessageOf,
  type ParamKind,
} from '@common/messages'
import { NAME_FAULTS } from '@common/players'
import { RULESET_IDS } from '@common/rulesets'

const text = z.string().max(200)

/** A parameter as saved, by its kind (common/messages.ts). Messages nest only one level here. */
function paramSchema(kind: ParamKind): z.ZodType<unknown> {
  switch (kind) {
    case 'number':
    case 'plural':
      return z.number().finite()
    case 'text':
    case 'opponent':
    case 'merchant':
    case 'card':
      return text
    case 'day':
      return z.string().regex(CALENDAR_DAY)
    case 'deck':
      return z.strictObject({ name: text, starter: z.boolean() })
    case 'rules':
      return z.enum(RULESET_IDS)
    case 'list':
    case 'merchants':
      return z.array(text).max(40)
    case 'plays':
      return z.array(z.strictObject({ card: text, sign: z.enum(['+', '-']).optional() })).max(40)
    case 'save':
      return z.enum(SAVE_NAMES)
    case 'saveProblem':
      return z.enum(SAVE_PROBLEMS)
    case 'character':
      return z.enum(NAME_FAULTS)
    case 'messages':
      return z.array(z.strictObject({ key: z.string().max(100), params: z.unknown() })).max(40)
  }
}

/**
 * A saved message of one of `keys`: the key and exactly the parameters MESSAGES gives it, each
 * of its kind. Built from the one table, so a save and the renderer agree on every key.
 */
export function messageSchema<K extends MessageKey>(keys: readonly K[]): z.ZodType<MessageOf<K>> {
  const options = keys.map((key) => {
    const kinds = Object.entries(MESSAGES[key] as Record<string, ParamKind>)
    if (kinds.length === 0) {
      return z.strictObject({ key: z.literal(key), params: z.undefined().optional() })
    }
    const params = z.strictObject(
      Object.fromEntries(kinds.map(([name, kind]) => [name, paramSchema(kind)])),
    )
    return z.strictObject({ key: z.literal(key), params })
  })
  return z.union(options as unknown as [z.ZodType, z.ZodType]) as unknown as z.ZodType<MessageOf<K>>
}

/** Every key under a prefix, e.g. keysUnder('ledger'). */
export function keysUnder<P extends string>(prefix: P): Extract<MessageKey, `${P}.${string}`>[] {
  return (Object.keys(MESSAGES) as MessageKey[]).filter((key) =>
    key.startsWith(`${prefix}.`),
  ) as Extract<MessageKey, `${P}.${string}`>[]
}
