/**
 * The title's ways into a save: Continue goes back to an open match's table, else to the map;
 * Campaign is listed exactly when Continue would not lead to the map. The entries that need a save
 * give the save slots the words for what the player came for.
 */
import { describe, expect, it } from 'vitest'
import { cameForLabel, continueLeadsTo, ENTRIES, listsCampaign } from './title-ways'

describe("the title's ways into a save", () => {
  it('continue at the table of an open match, else on the campaign map', () => {
    expect(continueLeadsTo({ matchInProgress: true })).toBe('table')
    expect(continueLeadsTo({ matchInProgress: false })).toBe('campaign')
  })

  it('list Campaign beside a Continue that leads to a table, and only then', () => {
    expect(listsCampaign({ matchInProgress: true })).toBe(true)
    expect(listsCampaign({ matchInProgress: false })).toBe(false)
    expect(listsCampaign(null)).toBe(false)
  })

  it('name a screen reached through the slots by its title button, and no other', () => {
    expect(cameForLabel('quick')).toBe('screens.title.quickMatch')
    expect(cameForLabel('collection')).toBe('screens.title.collection')
    // the slots themselves and the screens that need no save are not what a player "came for"
    expect(cameForLabel('profiles')).toBeNull()
    expect(cameForLabel('rules')).toBeNull()
    expect(cameForLabel('campaign')).toBeNull()
    for (const entry of ENTRIES.filter((way) => way.profile))
      expect(cameForLabel(entry.to)).toBe(entry.label)
  })
})
