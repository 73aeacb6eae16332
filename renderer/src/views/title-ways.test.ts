/**
 * The title's ways into a save: Continue goes back to an open match's table, else to the map;
 * Campaign is listed exactly when Continue would not lead to the map.
 */
import { describe, expect, it } from 'vitest'
import { continueLeadsTo, listsCampaign } from './title-ways'

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
})
