// @vitest-environment happy-dom
/**
 * Under reduced motion nothing waits, so a banner would go in the tick it came: the last one of
 * a move stays on the table while the player may act, over the deck (which stays hidden under
 * it), never over the hand chooser, and goes with the player's next move, when the table is
 * left, or after its reading time. A round's end left over the next round, already dealt, says
 * which round it was. Over the real api router on a temporary data folder.
 */
import type { VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { MatchUpdate } from '@preload/contract'
import type { BannerEvent } from '@/stores/match'
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

/** A quick match against the rookie under reduced motion, the table on it. */
async function quickMatch(rules: 'classic' | 'tournament'): Promise<VueWrapper> {
  const wrapper = await openTable(clock, quickStart(rules), { reducedMotion: 'on' })
  await settle()
  return wrapper
}

/** Stands when it may, else ends the turn, until a round is over; answers the update that ended it. */
async function playToRoundEnd(): Promise<MatchUpdate> {
  const store = useMatchStore()
  for (let moves = 0; (store.view?.rounds.length ?? 0) === 0; moves++) {
    if (moves > 40) throw new Error('no round ended')
    const stand = store.legal.some((a) => a.type === 'stand')
    await store.act(stand ? { type: 'stand' } : { type: 'end' })
    await settle()
  }
  if (!store.update) throw new Error('no update')
  return store.update
}

/** The words of the update's last banner, as the banner shows them. */
function lastBannerText(update: MatchUpdate): string {
  const shown = update.events.filter((e): e is BannerEvent =>
    ['roundEnd', 'setEnd', 'matchEnd', 'opener', 'muck', 'tiebreaker'].includes(e.type),
  )
  const last = shown.at(-1)
  if (!last) throw new Error('no banner in the update')
  const t = (key: string, named: Record<string, unknown> = {}): string =>
    String(i18n.global.t(key, named))
  const words = bannerWords(t, last, update.you, update.opponent.name, update.view.rules)
  if (!words) throw new Error('no words for the banner')
  return words.text
}

/** Plays plain moves until an update ends a round of set `set` and deals the next round. */
async function playToRoundDealt(set: number): Promise<MatchUpdate> {
  const store = useMatchStore()
  for (let moves = 0; ; moves++) {
    if (moves > 200 || !store.update) throw new Error(`no round of set ${set} ended`)
    await store.act(plainMove(store.update))
    await settle()
    const { events, view } = store.update
    const ended = events.findIndex((e) => e.type === 'roundEnd')
    if (view.set === set && ended >= 0 && events.slice(ended).some((e) => e.type === 'roundStart'))
      return store.update
  }
}

const banner = (w: VueWrapper) => w.find('[data-test="banner"]')
/** The banner's last line: under a round's reason and score, which round it was. */
const pastLine = (w: VueWrapper): string | undefined =>
  banner(w).get('[data-test="banner-detail"]').text().split('\n').at(-1)
const deckHidden = (w: VueWrapper): boolean =>
  w.get('[data-test="deck"]').classes().includes('covered')

describe('the last banner of a move, under reduced motion', () => {
  it('stays over the hidden deck while the table waits for the player, for its reading time', async () => {
    const w = await quickMatch('classic')
    const ended = await playToRoundEnd()
    expect(ended.events.some((e) => e.type === 'roundEnd')).toBe(true)
    // nothing waits: the next round is dealt and the player may move, the result still up
    expect(useMatchStore().presenting).toBe(false)
    expect(w.get('[data-test="end-turn"]').attributes('disabled')).toBeUndefined()
    expect(banner(w).get('.text').text()).toBe(lastBannerText(ended))
    expect(deckHidden(w)).toBe(true)

    vi.advanceTimersByTime(BANNER_READING - 1)
    await nextTick()
    expect(banner(w).exists()).toBe(true)
    vi.advanceTimersByTime(1)
    await nextTick()
    expect(banner(w).exists()).toBe(false)
    expect(deckHidden(w)).toBe(false)
  })

  it('names the round it speaks of, the next one dealt under it, in either language', async () => {
    const w = await quickMatch('classic')
    await playToRoundEnd()
    // "You win the round" over round 2's first cards: its line says it was round 1
    expect(w.get('[data-test="round-label"]').text()).toBe(i18n.global.t('table.round', { n: 2 }))
    expect(pastLine(w)).toBe('That was round 1 · now round 2')
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(pastLine(w)).toBe('Das war Runde 1 · jetzt Runde 2')
    // and goes with the banner
    vi.advanceTimersByTime(BANNER_READING)
    await nextTick()
    expect(banner(w).exists()).toBe(false)
    expect(useMatchStore().bannerRound).toBeNull()
  })

  it('counts the rounds of the set the table shows, as its label does', async () => {
    const w = await quickMatch('tournament')
    await playToRoundDealt(2)
    expect(w.get('[data-test="round-label"]').text()).toMatch(/^Set 2 · Round (\d+)$/)
    const next = Number(/(\d+)$/.exec(w.get('[data-test="round-label"]').text())?.[1])
    expect(pastLine(w)).toBe(`That was round ${next - 1} · now round ${next}`)
  })

  it('names no past round under who opens the round in front of the player', async () => {
    const w = await quickMatch('classic')
    const first = useMatchStore().update
    const opener = first?.events.find((e) => e.type === 'opener')
    expect(opener).toBeDefined()
    expect(banner(w).get('.text').text()).toBe(lastBannerText(first!))
    expect(useMatchStore().bannerRound).toBeNull()
    expect(banner(w).get('[data-test="banner-detail"]').text()).not.toMatch(/round \d/i)
  })

  it('goes as the player moves, before main answers', async () => {
    const w = await quickMatch('classic')
    await playToRoundEnd()
    expect(banner(w).exists()).toBe(true)
    await w.get('[data-test="end-turn"]').trigger('click')
    expect(useMatchStore().pending).toBe(true)
    expect(banner(w).exists()).toBe(false)
    await settle()
  })

  it('goes when the table is left, and is not there when the player comes back', async () => {
    const w = await quickMatch('classic')
    await playToRoundEnd()
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
