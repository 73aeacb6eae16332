import type { ProfileSummary } from '@preload/contract'
import type { Screen } from '@/stores/navigation'

/** The save as the title's menu judges it: only whether it holds an open match matters. */
type SaveState = Pick<ProfileSummary, 'matchInProgress'>

/**
 * Where Continue leads for the save played last. A match is only ever left open by leaving its
 * table or closing the game at it, so an open match is where the player last was and stopped:
 * Continue picks it up there. Without one, the save's home, the campaign map.
 */
export function continueLeadsTo(save: SaveState): 'table' | 'campaign' {
  return save.matchInProgress ? 'table' : 'campaign'
}

/**
 * Whether the title lists Campaign beside Continue: when Continue leads to a table, so an open
 * match never stands between the player and the map. Otherwise Continue is that way itself
 * (and with no save, New game and Load are), and the menu stays as short as it was.
 */
export function listsCampaign(save: SaveState | null): boolean {
  return save !== null && continueLeadsTo(save) === 'table'
}

/** A menu entry: it opens a screen, through the save slots first where it plays with a profile. */
export interface Entry {
  test: string
  label: string
  to: Screen
  /** it plays with a profile (its cards, purse or records): the save slots open first */
  profile: boolean
  /** what the screen is opened with: New game asks the slots for the new-game form at once */
  params?: Record<string, string>
  /** its screen's header offers the way back to a match left open (matches start there) */
  offersReturn?: boolean
}

/** The ways to play, under Continue (and Campaign), large: what a player comes to the title for. */
export const WAYS: Entry[] = [
  {
    test: 'new-game',
    label: 'screens.title.newGame',
    to: 'profiles',
    profile: false,
    params: { newGame: 'yes' },
  },
  { test: 'load', label: 'screens.title.load', to: 'profiles', profile: false },
  {
    test: 'quick',
    label: 'screens.title.quickMatch',
    to: 'quick',
    profile: true,
    offersReturn: true,
  },
  { test: 'daily', label: 'modes.daily.open', to: 'daily', profile: true, offersReturn: true },
]

/** The rest, small and two to a row under the ways to play, Quit after them. */
export const MORE: Entry[] = [
  { test: 'collection', label: 'screens.title.collection', to: 'collection', profile: true },
  { test: 'stats', label: 'screens.title.stats', to: 'stats', profile: true },
  { test: 'history', label: 'history.menu', to: 'history', profile: true },
  { test: 'rules', label: 'screens.title.howToPlay', to: 'rules', profile: false },
  { test: 'settings', label: 'screens.title.settings', to: 'settings', profile: false },
]

/** Every entry of the title's menu, the ways to play first. */
export const ENTRIES: readonly Entry[] = [...WAYS, ...MORE]

/**
 * The label of the title's button that opens `screen` through the save slots, or null when no
 * such button does: the slots name what the player came for in that button's own words.
 */
export function cameForLabel(screen: Screen): string | null {
  return throughSlots(screen)?.label ?? null
}

/**
 * The label of the title's button for `screen` when that screen offers the way back to an open
 * match, or null: the slots then tell a save's open match is taken up there, not on the map.
 */
export function wayBackAt(screen: Screen): string | null {
  const entry = throughSlots(screen)
  return entry?.offersReturn ? entry.label : null
}

/** The title's entry that opens `screen` through the save slots, if any does. */
function throughSlots(screen: Screen): Entry | undefined {
  return ENTRIES.find((way) => way.profile && way.to === screen)
}
