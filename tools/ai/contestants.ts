import { AI_TIERS, type AiTier } from '@main/ai'
import { POLICIES } from '@main/ai/belief'
import type { Contestant } from './arena'

/**
 * The scripted human-like players of `npm run sim`, each a policy of the belief's family
 * (belief.ts): the habits a real player shows, played to the letter.
 */
export const SCRIPTED_PLAYERS = {
  stand16: 'stand16-rescue',
  stand18: 'stand18-rescue',
  greedy: 'stand17-reach',
  saver: 'stand17-save',
} as const

export type ScriptedName = keyof typeof SCRIPTED_PLAYERS

/** What each scripted player is, in words, for reports. */
export const SCRIPTED_WORDS: Record<ScriptedName, string> = {
  stand16: 'stands on 16',
  stand18: 'stands on 18',
  greedy: 'spends greedily',
  saver: 'saves every card',
}

/**
 * A contestant by its command-line name: a tier (rookie, kotor, veteran, master), `adaptive`
 * (the master reading its opponent, as in live matches), a scripted player (stand16, stand18,
 * greedy, saver), `policy:<id>` for any policy of the family, or `sure:<id>` for the master
 * certain that its opponent plays that policy. Null for anything else.
 */
export function contestantByName(name: string): Contestant | null {
  if ((AI_TIERS as readonly string[]).includes(name)) return { tier: name as AiTier }
  if (name === 'adaptive') return { tier: 'master', adaptive: true }
  if (name.startsWith('sure:')) {
    const id = name.slice('sure:'.length)
    return POLICIES.some((p) => p.id === id) ? { tier: 'master', sure: id } : null
  }
  const script =
    name in SCRIPTED_PLAYERS
      ? SCRIPTED_PLAYERS[name as ScriptedName]
      : name.startsWith('policy:')
        ? name.slice('policy:'.length)
        : null
  if (script === null || !POLICIES.some((p) => p.id === script)) return null
  // a scripted player picks its hand as the kotor tier does
  return { tier: 'kotor', script }
}

/** The names `contestantByName` takes, for usage lines. */
export const CONTESTANT_NAMES = [...AI_TIERS, 'adaptive', ...Object.keys(SCRIPTED_PLAYERS)]
