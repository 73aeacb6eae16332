// @vitest-environment happy-dom
/**
 * The quick match's KOTOR-tier house player is named by what it is, "The Table Droid": the table
 * names it with its article, in the case each sentence asks for. Over the real api router on a
 * temporary data folder, main seating the droid as it does (main/services/match/quick.ts).
 */
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')

const { settle } = useRealMainPerTest(real, 'table-names', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

/** A classic quick match against the droid, the player opening (seed 2: the player draws first). */
async function table() {
  const w = await openTable(
    clock,
    { mode: 'quick', rules: 'classic', tier: 'kotor', deckId: null, seed: 2 },
    { reducedMotion: 'on' },
  )
  await settle()
  return w
}

/** A key pressed at the table (its keys listen on the window), and main's answer shown. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

describe('TableView names a house player named by what they are', () => {
  it('in German with its article, in the case each sentence asks for', async () => {
    i18n.global.locale.value = 'de'
    const w = await table()
    const theirs = w.get('[data-test="their-table"]')
    // alone on its plate, as a name; in a sentence with its article
    expect(theirs.get('[data-test="name"]').text()).toBe('Tischdroide')
    expect(theirs.get('h2[data-test="table-heading"]').text()).toBe('Tisch des Tischdroiden')
    expect(w.get('[data-test="their-hand"]').attributes('aria-label')).toBe('Hand des Tischdroiden')
    await key('e') // the player ends the turn; the droid draws and plays its turn
    const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
    // the subject of a sentence, in the nominative with its article
    expect(
      said.some((line) => /^Der Tischdroide zieht \d+/.test(line)),
      said.join('\n'),
    ).toBe(true)
  })

  it('in English as the content names it', async () => {
    const w = await table()
    const theirs = w.get('[data-test="their-table"]')
    expect(theirs.get('[data-test="name"]').text()).toBe('The Table Droid')
    expect(theirs.get('h2[data-test="table-heading"]').text()).toBe("The Table Droid's table")
  })
})
