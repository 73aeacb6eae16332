// @vitest-environment happy-dom
/**
 * The opponent's pool at the table, over the real api router on a temporary data folder: in the
 * tournament, once hands are chosen, a control under the opponent's hand opens the cards main's
 * view gives of their pool (public by the rules), and P, a second press and Esc close it; at the
 * hot-seat it shows the pool of the person not on turn; classic and cantina tables have none.
 */
import { describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import type { RulesetId } from '@common/rulesets'
import { hotseatStart } from '@tools/testing/hotseat-start'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { moveOn } from '@/testing/move-on'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')

const { main, settle } = useRealMainPerTest(real, 'table-pool', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

const BUTTON = '[data-test="their-pool-button"]'
const STRIP = '[data-test="their-pool-strip"]'

/** A key pressed at the table (its keys listen on the window), and what it did shown. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

/** The cards the open pool lists, by code, in its order. */
const listed = (w: VueWrapper): (string | undefined)[] =>
  w.findAll(`${STRIP} [data-test="their-pool-card"]`).map((li) => li.attributes('data-card'))

/** Chooses the first hand main offers the seat at the table, and shows main's answer. */
async function chooseFirstOffered(): Promise<void> {
  const match = useMatchStore()
  const offer = match.update?.view.legal.find((a) => a.type === 'choose')
  if (offer?.type !== 'choose') throw new Error('no hand to choose')
  await match.act({ type: 'choose', cards: offer.cards })
  await settle()
}

/** A quick match of `rules` against the rookie, under reduced motion, its hands chosen. */
async function dealt(rules: RulesetId): Promise<VueWrapper> {
  const w = await openTable(clock, quickStart(rules, 57), { reducedMotion: 'on' })
  await settle()
  if (rules !== 'classic') await chooseFirstOffered()
  expect(useMatchStore().update?.view.phase).toBe('turn')
  return w
}

describe('the opponent’s pool at the table', () => {
  it('tournament: lists exactly the pool main’s view gives, opened and closed by P, a press and Esc', async () => {
    const w = await openTable(clock, quickStart('tournament', 57), { reducedMotion: 'on' })
    await settle()
    // while hands are chosen the chooser shows the pool: no second way to it
    expect(w.find('[data-test="their-pool"]').exists()).toBe(true)
    expect(w.find(BUTTON).exists()).toBe(false)
    await chooseFirstOffered()

    const button = w.get(BUTTON)
    expect(button.attributes('aria-expanded')).toBe('false')
    expect(button.attributes('aria-keyshortcuts')).toBe('P')
    expect(button.attributes('aria-label')).toBe("Deckhand Wendel's side deck")
    expect(w.find(STRIP).exists()).toBe(false)

    await key('p')
    expect(button.attributes('aria-expanded')).toBe('true')
    const seen = (await main('match.resume'))!.view
    const theirs = seen.players[seen.you === 0 ? 1 : 0]
    // all ten: the four they brought are among them, which four stays hidden
    expect(theirs.pool).toHaveLength(10)
    expect(theirs.hand).toBeNull()
    expect(listed(w)).toEqual(theirs.pool)
    expect(w.get(STRIP).text()).toContain(i18n.global.t('table.pool.hidden', { n: 4 }, 4))
    // it lies over their face-down hand, and says how many cards that holds
    expect(theirs.handSize).toBe(4)
    expect(w.get(`${STRIP} [data-test="their-held"]`).text()).toBe('In hand: 4')

    await key('Escape')
    expect(w.find(STRIP).exists()).toBe(false)
    // Esc closed the pool, not opened the menu
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)

    await button.trigger('click')
    expect(w.find(STRIP).exists()).toBe(true)
    await button.trigger('click')
    expect(w.find(STRIP).exists()).toBe(false)
    await key('P')
    await key('p')
    expect(w.find(STRIP).exists()).toBe(false)
  })

  it('tournament, after the muck: their pool less the cards it set aside, never the player’s', async () => {
    const w = await dealt('tournament')
    const match = useMatchStore()
    // the player stands at once, every turn, until the first set is over and hands are chosen
    for (let step = 0; step < 200 && match.update?.view.phase === 'turn'; step++) {
      if (match.canAct) await moveOn(settle, match.act({ type: 'stand' }))
      else await settle()
    }
    expect(match.update?.view.set).toBe(2)
    await chooseFirstOffered()
    const seen = match.update!.view
    const theirs = seen.players[seen.you === 0 ? 1 : 0].pool!
    const mine = seen.players[seen.you].pool!
    // the set's winner set aside the four they brought: the two pools differ by those four
    expect([theirs.length, mine.length].sort((a, b) => a - b)).toEqual([6, 10])
    await key('p')
    expect(listed(w)).toEqual(theirs)
  })

  for (const rules of ['classic', 'cantina'] as const) {
    it(`${rules}: nothing new on the table, and P opens nothing`, async () => {
      const w = await dealt(rules)
      expect(useMatchStore().update?.view.players[1].pool).toBeNull()
      await key('p')
      expect(w.find(BUTTON).exists()).toBe(false)
      expect(w.find(STRIP).exists()).toBe(false)
    })
  }

  it('hot-seat: shows the pool of the person not on turn, and closes as the screen passes', async () => {
    const w = await openTable(clock, hotseatStart(5, 'tournament'), { reducedMotion: 'on' })
    await settle()
    const match = useMatchStore()
    // each person takes the screen and chooses, until a set is under way and someone has it
    const playing = (): boolean =>
      match.update?.view.phase === 'turn' && match.curtain === null && match.canAct
    for (let step = 0; step < 8 && !playing(); step++) {
      if (match.curtain !== null) await match.reveal()
      else await chooseFirstOffered()
      await settle()
    }
    expect(match.update?.view.phase).toBe('turn')
    const at = match.update!.view.you
    const other = at === 0 ? 1 : 0
    const names = match.update!.hotseat!.names

    await key('p')
    expect(w.get(STRIP).attributes('aria-label')).toBe(`${names[other]}'s side deck`)
    const seen = (await main('match.resume'))!
    expect(listed(w)).toEqual(seen.view.players[other].pool)

    // the turn passes: the curtain comes down, and the pool does not stay open for the next one
    await w.get('[data-test="end-turn"]').trigger('click')
    await settle()
    expect(match.curtain).toBe(other)
    expect(w.find(STRIP).exists()).toBe(false)
    await match.reveal()
    await settle()
    expect(w.find(STRIP).exists()).toBe(false)
    await key('p')
    expect(w.get(STRIP).attributes('aria-label')).toBe(`${names[at]}'s side deck`)
    expect(listed(w)).toEqual(match.update!.view.players[at].pool)
  })
})
