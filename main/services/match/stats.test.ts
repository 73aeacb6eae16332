import { describe, expect, it } from 'vitest'
import { gameWithProfile } from '@tools/testing/feats-kit'
import { tempDir } from '@tools/testing/store-helpers'
import { statsOf } from './stats'

/**
 * The stats' rows by opponent name each opponent as the content does today: a save keeps the
 * name it last met them under, and the house players and a circuit regular have been renamed.
 */
describe('the stats by opponent', () => {
  it('names a row by the content’s name now, not the one the save kept', async () => {
    const { dir, cleanup } = tempDir('pazaak-stats-')
    try {
      const game = await gameWithProfile(dir, (profile) => {
        const rows = profile.stats.byOpponent
        rows['quick-rookie'] = { label: 'Deckhand Tobin', matches: 3, won: 2 }
        rows['vey-sarto'] = { label: 'Vey Sarto', matches: 1, won: 0 }
        rows['gone-from-content'] = { label: 'Old Friend', matches: 1, won: 1 }
      })
      const rows = statsOf(game.profiles.require()).byOpponent
      const label = (key: string) => rows.find((row) => row.key === key)?.label
      expect(label('quick-rookie')).toBe('Deckhand Wendel')
      expect(label('vey-sarto')).toBe('Elowen Sarto')
      expect(label('gone-from-content')).toBe('Old Friend')
      expect(rows.find((row) => row.key === 'quick-rookie')).toMatchObject({ matches: 3, won: 2 })
      await game.flush()
    } finally {
      cleanup()
    }
  })
})
