// @vitest-environment happy-dom
/**
 * Banners under reduced motion, where nothing moves and every beat is 0. A round's end before
 * the next deal (a set's before the next hand chooser) holds the finished table still under its
 * banner for its reading time, the opponent's last cards on their table; a click, Space or Enter
 * moves on sooner, and the next round is dealt with no banner left over it. The last banner of
 * any other move (who opens) stays on the table while the player may act, over the deck (which
 * stays hidden under it), never over the hand chooser, and goes with the player's next move,
 * when the table is left, or after its reading time. Over the real api router on a temporary
 * data folder, the store's timers faked.
 */
import type { VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { MatchEvent } from '@common/match'
import type { MatchUpdate } from '@preload/contract'
import type { BannerEvent } from '@/stores/match'
import { moveOn } from '@/testing/move-on'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'
import { mountTable, openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { bannerWords } = await import('@/i18n/banner-words')
const { BANNER_READING } = await import('@/fx/pacing')

const { settle } = useRealMainPerTest(real, 'table-banner', {
  profile: { slot: 1, name: 'Tester' },
})
// only the store's timers: the reading time is counted, never waited out on the machine
const clock = useStoreClock()

type End = Extract<MatchEvent, { type: 'roundEnd' | 'setEnd' }>
type RoundEnd = Extract<End, { type: 'roundEnd' }>

/** A move still being shown, its answer holding a finished round on the table. */
interface Held {
  moving: Promise<boolean>
  /** the end held: the banner over the table */
  end: End
  /** the round's own end (the same event, or the last round's where the set's end is held) */
  round: RoundEnd
}

/** A quick match against the rookie under reduced motion, the table on it. */
async function quickMatch(rules: 'classic' | 'tournament', seed?: number): Promise<VueWrapper> {
  const wrapper = await openTable(clock, quickStart(rules, seed), { reducedMotion: 'on' })
  await settle()
  return wrapper
}

/**
 * Plays plain moves until one's answer holds a finished round (of `kind`: a set's end before the
 * next hand chooser) on the table; answers that move, still being shown, and the end it holds.
 */
async function toAHeldEnd(kind: End['type'] = 'roundEnd'): Promise<Held> {
  const store = useMatchStore()
  for (let moves = 0; moves < 300; moves++) {
    if (!store.update || store.update.result) break
    const moving = store.act(plainMove(store.update))
    await settle()
    const { events } = store.update
    const end = events.find((e): e is End => e.type === kind)
    const round = events.findLast((e): e is RoundEnd => e.type === 'roundEnd')
    if (end && round && store.presenting) return { moving, end, round }
    await moveOn(settle, moving)
  }
  throw new Error(`no ${kind} held before the next deal`)
}

/** The words of `event`'s banner, as the banner shows them. */
function wordsOf(event: BannerEvent, update: MatchUpdate): string {
  const t = (key: string, named: Record<string, unknown> = {}): string =>
    String(i18n.global.t(key, named))
  const words = bannerWords(t, event, update.you, update.opponent.name, update.view.rules)
  if (!words) throw new Error('no words for the banner')
  return words.text
}

const banner = (w: VueWrapper) => w.find('[data-test="banner"]')
const deckHidden = (w: VueWrapper): boolean =>
  w.get('[data-test="deck"]').classes().includes('covered')
const roundLabel = (w: VueWrapper): string => w.get('[data-test="round-label"]').text()
const endTurnOff = (w: VueWrapper): boolean =>
  w.get('[data-test="end-turn"]').attributes('disabled') !== undefined
/** The cards on the opponent's table, as many as its filled places. */
const theirCards = (w: VueWrapper): number =>
  w.findAll('[data-test="their-table"] [data-test="slot"].filled').length
const theirTotal = (w: VueWrapper): string =>
  w.get('[data-test="their-table"] [data-test="total-value"]').text()

/** The finished round on the table, still: its banner, its label, their last cards, no move. */
function showsTheFinishedRound(w: VueWrapper, { end, round }: Held, label: string): void {
  const store = useMatchStore()
  expect(store.presenting).toBe(true)
  expect(banner(w).get('.text').text()).toBe(wordsOf(end, store.update!))
  expect(deckHidden(w)).toBe(true)
  expect(roundLabel(w)).toBe(label)
  // the opponent's last cards of the round, adding up to the total they ended on
  const theirs = store.scene!.players[1].table
  expect(theirCards(w)).toBe(theirs.length)
  expect(theirs.reduce((sum, card) => sum + card.face * card.sign, 0)).toBe(round.totals[1])
  expect(theirTotal(w)).toBe(String(round.totals[1]).replace('-', '−'))
  expect(endTurnOff(w)).toBe(true)
}

/** The next round dealt, waiting for the player, and no banner left over it, then or later. */
async function dealtClear(w: VueWrapper, moving: Promise<boolean>, label: string): Promise<void> {
  expect(await moving).toBe(true)
  await nextTick()
  expect(useMatchStore().presenting).toBe(false)
  expect(roundLabel(w)).toBe(label)
  expect(banner(w).exists()).toBe(false)
  expect(endTurnOff(w)).toBe(false)
  vi.advanceTimersByTime(BANNER_READING)
  await nextTick()
  expect(banner(w).exists()).toBe(false)
  expect(deckHidden(w)).toBe(false)
}

const ROUND = (n: number): string => i18n.global.t('table.round', { n })

describe('a round’s end under reduced motion', () => {
  it('holds the finished round still under its banner for its reading time, then deals the next', async () => {
    const w = await quickMatch('classic', 57)
    const held = await toAHeldEnd()
    const round = useMatchStore().scene!.round
    showsTheFinishedRound(w, held, ROUND(round))

    await vi.advanceTimersByTimeAsync(BANNER_READING - 1)
    showsTheFinishedRound(w, held, ROUND(round))
    await vi.advanceTimersByTimeAsync(1)
    await dealtClear(w, held.moving, ROUND(round + 1))
  })

  /** A key as the keyboard sends it (the table's keys listen on the window). */
  const key = (name: string) => async () => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  }
  for (const [how, hurry] of [
    ['Space', key(' ')],
    ['Enter', key('Enter')],
    ['a click on the table', (w: VueWrapper) => w.trigger('click')],
  ] as const) {
    it(`moves on to the next deal at once on ${how}`, async () => {
      const w = await quickMatch('classic', 57)
      const held = await toAHeldEnd()
      const round = useMatchStore().scene!.round
      showsTheFinishedRound(w, held, ROUND(round))
      await hurry(w)
      await settle()
      await dealtClear(w, held.moving, ROUND(round + 1))
    })
  }

  it('holds a set’s end the same way before the next set’s hand chooser', async () => {
    const w = await quickMatch('tournament', 3)
    const held = await toAHeldEnd('setEnd')
    const label = roundLabel(w)
    showsTheFinishedRound(w, held, label)
    expect(label).toMatch(/^Set 1 · Round \d+$/)
    // the chooser comes once the finished set has been read, with no banner over it
    expect(w.find('.chooser').exists()).toBe(false)
    await vi.advanceTimersByTimeAsync(BANNER_READING)
    expect(await held.moving).toBe(true)
    await nextTick()
    expect(w.find('.chooser').exists()).toBe(true)
    expect(banner(w).exists()).toBe(false)
  })
})

describe('who opens, under reduced motion', () => {
  it('stays over the hidden deck while the table waits for the player, for its reading time', async () => {
    const w = await quickMatch('classic')
    const first = useMatchStore().update!
    const opener = first.events.find((e): e is BannerEvent => e.type === 'opener')
    if (!opener) throw new Error('no opener')
    // nothing waits: the player may move, who opens still up
    expect(useMatchStore().presenting).toBe(false)
    expect(endTurnOff(w)).toBe(false)
    expect(banner(w).get('.text').text()).toBe(wordsOf(opener, first))
    expect(deckHidden(w)).toBe(true)

    vi.advanceTimersByTime(BANNER_READING - 1)
    await nextTick()
    expect(banner(w).exists()).toBe(true)
    vi.advanceTimersByTime(1)
    await nextTick()
    expect(banner(w).exists()).toBe(false)
    expect(deckHidden(w)).toBe(false)
  })

  it('goes as the player moves, before main answers', async () => {
    const w = await quickMatch('classic')
    expect(banner(w).exists()).toBe(true)
    await w.get('[data-test="end-turn"]').trigger('click')
    expect(useMatchStore().pending).toBe(true)
    expect(banner(w).exists()).toBe(false)
    await settle()
  })

  it('goes when the table is left, and is not there when the player comes back', async () => {
    const w = await quickMatch('classic')
    expect(banner(w).exists()).toBe(true)
    w.unmount()
    expect(useMatchStore().banner).toBeNull()
    // back at the table, on the same match (the app's store kept it)
    const wrapper = mountTable(clock)
    await settle()
    expect(banner(wrapper).exists()).toBe(false)
    expect(deckHidden(wrapper)).toBe(false)
  })

  it('never stays over the hand chooser: who opens is gone once hands are to be chosen', async () => {
    const w = await quickMatch('tournament')
    const first = useMatchStore().update
    expect(first?.events.some((e) => e.type === 'opener')).toBe(true)
    expect(w.find('.chooser').exists()).toBe(true)
    expect(banner(w).exists()).toBe(false)
    expect(deckHidden(w)).toBe(false)
  })
})
