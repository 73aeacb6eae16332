// @vitest-environment happy-dom
/**
 * A hot-seat table's notes in its centre over the real api router on a temporary data folder:
 * both people may be looking (the first curtain, every hand-over), so who opens a round and who
 * won the last are said by name, never as "you", in English and German.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { HOTSEAT_NAMES as NAMES, hotseatStart } from '@tools/testing/hotseat-start'
import { hotseatTableOpener } from '@/testing/hotseat-table'
import { clickThrough, moveOn } from '@/testing/move-on'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')

const { main, settle } = useRealMainPerTest(real, 'table-hotseat-notes', {
  profile: { slot: 1, name: 'Tester' },
})
/** A classic hot-seat match between Maren and Jor at its table, behind its first curtain. */
const hotseatTable = hotseatTableOpener(settle, hotseatStart)

const note = (w: VueWrapper, which: 'opener' | 'last-round'): string =>
  w.get(`[data-test="${which}"]`).text()

/** "you" or "du" as a word of its own, any letter case: a seat spoken to. */
const YOU = /\b(you|your|du|dein\w*)\b/i

describe('the centre of a hot-seat table', () => {
  it('names who opens the match while both are looking, never "you" (EN and DE)', async () => {
    const w = await hotseatTable(1)
    const first = useMatchStore().curtain as 0 | 1
    expect(note(w, 'opener')).toMatch(new RegExp(`^${NAMES[first]} opens \\(.+\\)$`))
    expect(note(w, 'opener')).not.toMatch(YOU)
    i18n.global.locale.value = 'de'
    await settle()
    expect(note(w, 'opener')).toMatch(new RegExp(`^${NAMES[first]} beginnt \\(.+\\)$`))
    expect(note(w, 'opener')).not.toMatch(YOU)
    // once the opener has the table, still by name: the other may be looking on
    await useMatchStore().reveal()
    await settle()
    expect(note(w, 'opener')).toMatch(new RegExp(`^${NAMES[first]} beginnt`))
  })

  it('names who won the last round as the next is dealt, never "you" (EN and DE)', async () => {
    const w = await hotseatTable(2)
    const store = useMatchStore()
    const won = (): boolean => store.scene?.rounds.at(-1)?.winner != null
    // both people stand at once, the totals deciding each round, until one is not a tie
    for (let step = 0; step < 40 && !won(); step++) {
      // a round's end holds the finished table still: each person clicks on through it
      if (store.curtain !== null) await moveOn(settle, store.reveal())
      else await w.get('[data-test="stand"]').trigger('click')
      await clickThrough(settle)
    }
    const round = (await main('match.resume'))!.view.rounds.at(-1)!
    expect(round.winner).not.toBeNull()
    const said = note(w, 'last-round')
    expect(said).not.toMatch(YOU)
    expect(said).toMatch(new RegExp(`^Last round: ${NAMES[round.winner!]} won \\(`))
    i18n.global.locale.value = 'de'
    await settle()
    const gesagt = note(w, 'last-round')
    expect(gesagt).not.toMatch(YOU)
    expect(gesagt).toMatch(new RegExp(`^Letzte Runde: ${NAMES[round.winner!]} hat gewonnen \\(`))
  })
})
