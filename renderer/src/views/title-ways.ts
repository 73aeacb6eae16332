import type { ProfileSummary } from '@preload/contract'

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
