// @vitest-environment happy-dom
/**
 * A round's end is a moment at the table: its banner says who took the round, why, with the
 * deciding total, and the score after it; a set's end says the set's rounds and the match's
 * sets before the next set's hand chooser opens. With the cards moving, it holds the table for
 * its beat before the next deal (under reduced motion, still, for its reading time), and Space
 * or Enter moves on at once, as a click does. Over the real api router on a temporary data
 * folder (the store's timers faked, never waited out).
 */
import type { VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { MatchEvent } from '@common/match'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { moveOn } from '@/testing/move-on'
import { plainMove } from '@/testing/plain-move'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')

const { settle } = useRealMainPerTest(real, 'table-round-end', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

type RoundEnd = Extract<MatchEvent, { type: 'roundEnd' }>

const text = (w: VueWrapper) => w.get('[data-test="banner"] .text').text()
const detail = (w: VueWrapper) => w.get('[data-test="banner"] [data-test="banner-detail"]').text()
/** The centre's note on the last round. */
const lastRound = (w: VueWrapper) => w.get('[data-test="last-round"]').text()
/** A total as the table writes it: a true minus sign. */
const num = (n: number): string => (n < 0 ? `−${-n}` : String(n))

/** The banner's words for a round `e` ended, seen from seat 0 against `name`, in English. */
function expected(e: RoundEnd, name: string): [string, string] {
  const [mine, theirs] = e.totals
  const score = `Rounds ${e.roundWins[0]}–${e.roundWins[1]}`
  if (e.winner === null) return ['Tie: the round is replayed', `Both on ${num(mine)} · ${score}`]
  const won = e.winner === 0
  const why = {
    bust: won ? `${name} busts at ${num(theirs)}` : `You bust at ${num(mine)}`,
    stand: won
      ? `You are higher, ${num(mine)} to ${num(theirs)}`
      : `${name} is higher, ${num(theirs)} to ${num(mine)}`,
    fill: won ? 'You fill the table' : `${name} fills the table`,
    tiebreaker: won ? 'You take the tiebreaker' : `${name} takes the tiebreaker`,
    tie: '',
  }[e.reason]
  return [won ? 'You win the round' : `${name} wins the round`, `${why} · ${score}`]
}

/** A key as the keyboard sends it, to the focused element. */
async function press(name: string): Promise<void> {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true })
  ;(document.activeElement ?? document.body).dispatchEvent(event)
  await settle()
}

/** Steps the table's clock until `done` holds, or fails. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let steps = 0; !done(); steps++) {
    if (steps > 2000) throw new Error(`never ${what}`)
    await vi.advanceTimersByTimeAsync(20)
  }
}

describe('a round’s end at the table', () => {
  it('says who won, why and the score, for a round won, lost by a bust and tied', async () => {
    const seen = new Set<string>()
    // seed 3's deal has the player bust; seed 6's has rounds won and a tie
    for (const seed of [3, 6]) {
      const w = await openTable(clock, quickStart('classic', seed), { reducedMotion: 'on' })
      await settle()
      const match = useMatchStore()
      while (match.update && !match.update.result) {
        const acted = match.act(plainMove(match.update))
        await settle()
        const end = match.update.events.find((e): e is RoundEnd => e.type === 'roundEnd')
        // the round's end holds its finished table still, before the next deal (reduced motion)
        if (end && !match.update.result) {
          expect(match.presenting).toBe(true)
          expect([text(w), detail(w)]).toEqual(expected(end, match.update.opponent.name))
          // said once: the centre's note on the last round waits for the banner to go
          expect(lastRound(w)).toBe('')
          if (end.winner === null) seen.add('tie')
          else if (end.winner === 0) seen.add('won')
          else if (end.reason === 'bust') seen.add('bust')
        }
        await moveOn(settle, acted)
        if (end && !match.update.result) {
          const won = { 0: 'won', 1: 'lost', null: 'tie' }[String(end.winner) as '0' | '1' | 'null']
          expect(lastRound(w)).toMatch(new RegExp(`^Last round: ${won} \\(`))
        }
      }
      w.unmount()
    }
    expect([...seen].sort()).toEqual(['bust', 'tie', 'won'])
  })

  it('holds the table before the next deal, and Space or Enter moves on at once', async () => {
    const w = await openTable(clock, quickStart('classic', 3), { reducedMotion: 'off' })
    const match = useMatchStore()
    await until(() => !match.presenting, 'dealt')
    for (let moves = 0; ; moves++) {
      if (moves > 40 || !match.update) throw new Error('no round ended')
      void match.act(plainMove(match.update))
      await settle()
      if (match.update.events.some((e) => e.type === 'roundEnd')) break
      await until(() => !match.presenting, 'shown')
    }
    await until(() => match.banner?.type === 'roundEnd', 'at the round’s end')
    const round = match.scene!.round
    expect(text(w)).toMatch(/round/)
    // held: a while later the banner is still up and the next round not dealt
    await vi.advanceTimersByTimeAsync(1000)
    expect(match.banner?.type).toBe('roundEnd')
    expect(match.scene!.round).toBe(round)
    await press('Enter')
    expect(match.banner?.type).not.toBe('roundEnd')
    // the next round's deal follows; its own banner, were it one, would go with Space too
    await until(() => !match.presenting, 'shown')
    expect(match.update!.view.round).toBe(round + 1)
    expect(w.find('[data-test="banner"]').exists()).toBe(false)
  })

  it('says a set’s rounds and the match’s sets before the next hand chooser', async () => {
    const w = await openTable(clock, quickStart('tournament', 2), { reducedMotion: 'off' })
    const match = useMatchStore()
    await until(() => !match.presenting, 'dealt')
    for (let moves = 0; ; moves++) {
      if (moves > 300 || !match.update) throw new Error('no set ended')
      void match.act(plainMove(match.update))
      await settle()
      if (match.update.events.some((e) => e.type === 'setEnd')) break
      while (match.presenting) {
        await press(' ')
      }
    }
    await until(() => match.banner?.type === 'setEnd', 'at the set’s end')
    const set = match.banner as Extract<MatchEvent, { type: 'setEnd' }>
    const rounds = match.scene!.players.map((p) => p.roundWins)
    expect(text(w)).toMatch(/set 1$/)
    expect(detail(w)).toBe(
      `Rounds ${rounds[0]}–${rounds[1]} · Sets ${set.setWins[0]}–${set.setWins[1]}`,
    )
    expect(Math.max(...rounds)).toBe(3)
    expect(w.find('.chooser').exists()).toBe(false)
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(detail(w)).toBe(
      `Runden ${rounds[0]}:${rounds[1]} · Sätze ${set.setWins[0]}:${set.setWins[1]}`,
    )
    i18n.global.locale.value = 'en'
    await press(' ')
    while (match.presenting) await press(' ')
    expect(w.find('.chooser').exists()).toBe(true)
  })
})
