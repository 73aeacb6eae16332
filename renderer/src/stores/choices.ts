import { defineStore } from 'pinia'
import type { AiTier, HotseatSeat, RulesetId } from '@preload/contract'
import { readKept } from './kept'
import { useProfileStore } from './profile'

/**
 * The last quick match set up: ruleset, opponent tier and deck as main was sent it (null: the
 * house's deck; HOUSE_SAMPLER: its sampler).
 */
export interface QuickChoice {
  rules: RulesetId
  tier: AiTier
  deckId: string | null
}

/** The last table taken in a cantina: opponent, deck and wager. */
export interface CantinaChoice {
  opponentId: string
  deckId: string | null
  wager: number
}

/** The last hot-seat table set up: ruleset, then each seat's name and deck (null: the house's). */
export interface HotseatChoice {
  rules: RulesetId
  seats: HotseatSeat[]
}

/**
 * What the player chose last time in the quick match, at the hot-seat table and in each cantina,
 * so the screens open on it. A convenience only, kept per save in the browser's storage: main
 * still checks every deck and wager, and a choice that no longer fits (a deck deleted, too few
 * credits) is ignored.
 */
export const useChoicesStore = defineStore('choices', () => {
  const profiles = useProfileStore()

  function key(kind: string): string | null {
    const p = profiles.current
    return p ? `pazaak.choices.${p.slot}.${p.createdAt}.${kind}` : null
  }
  // only that it is an object is checked here: each screen ignores a field that no longer fits
  function read<T>(kind: string): Partial<T> {
    const at = key(kind)
    const isChoice = (value: unknown): value is Partial<T> =>
      typeof value === 'object' && value !== null
    return (at ? readKept('local', at, isChoice) : undefined) ?? {}
  }
  function write(kind: string, value: object): void {
    const at = key(kind)
    try {
      if (at) globalThis.localStorage?.setItem(at, JSON.stringify(value))
    } catch {
      // no storage (private mode, full): the screens just start from their defaults
    }
  }

  return {
    quick: (): Partial<QuickChoice> => read<QuickChoice>('quick'),
    rememberQuick: (choice: QuickChoice): void => write('quick', choice),
    hotseat: (): Partial<HotseatChoice> => read<HotseatChoice>('hotseat'),
    rememberHotseat: (choice: HotseatChoice): void => write('hotseat', choice),
    cantina: (locationId: string): Partial<CantinaChoice> =>
      read<CantinaChoice>(`cantina.${locationId}`),
    rememberCantina: (locationId: string, choice: CantinaChoice): void =>
      write(`cantina.${locationId}`, choice),
  }
})
