import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { MatchStart, PlayerAction } from '@preload/contract'
import {
  matchStartSchema,
  playerActionSchema,
  schemasMatchContract,
  type ContractArgs,
  type Mismatched,
  type SameShape,
} from './schemas'

/**
 * The schemas and the contract are checked against each other when main compiles
 * (`schemasMatchContract`); the lines marked `@ts-expect-error` below are the contract growing
 * without its schema, and the type check (tsc -p tsconfig.node.json) fails if any of them
 * compiles, i.e. if such a drift would go unnoticed until a call is refused at run time.
 */
type Action = z.input<typeof playerActionSchema>
type Start = z.input<typeof matchStartSchema>

export const sameAction: SameShape<Action, PlayerAction> = true
export const sameStart: SameShape<Start, MatchStart> = true
// @ts-expect-error a new action in the contract that the schema refuses
export const surrender: SameShape<Action, PlayerAction | { type: 'surrender' }> = true
// @ts-expect-error a new optional field in the contract that the strict schema refuses
export const noted: SameShape<Start, MatchStart & { note?: string }> = true
// @ts-expect-error a field the contract makes optional that the schema requires
export const optionalCards: SameShape<{ cards: string[] }, { cards?: string[] }> = true
// @ts-expect-error a field the schema takes that the contract no longer has
export const dropped: SameShape<Action, Exclude<PlayerAction, { type: 'end' }>> = true

type Grown = Omit<ContractArgs, 'match.act'> & {
  'match.act': { matchId: string; action: PlayerAction | { type: 'surrender' } }
}
type Shrunk = Omit<ContractArgs, 'decks.delete'> & { 'decks.delete': { id: string; all?: boolean } }
export const grown: Mismatched<Grown> = 'match.act'
export const shrunk: Mismatched<Shrunk> = 'decks.delete'
// @ts-expect-error the table names no other call
export const others: Mismatched<Grown> = 'match.start'

describe('the schemas and the contract', () => {
  it('agree both ways (checked when main compiles)', () => {
    expect(schemasMatchContract).toBe(true)
  })
})
