// @vitest-environment happy-dom
/**
 * The table says which rules are in force and who opens, and why, over the real api router on
 * a temporary data folder: the ruleset's name over the round, the opener's reason from main's
 * own opener event and round records, and the last round's note from the match itself, so a
 * match picked up again in a fresh app (a reload, Title → Continue) still shows both.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { MatchUpdate } from '@preload/contract'
import { loadRealMain, openRealMain, type RealMainSession } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { default: TableView } = await import('./TableView.vue')

let session: RealMainSession
let wrapper: VueWrapper | null = null
const main: RealMainSession['main'] = (name, arg) => session.main(name, arg)
const settle = (): Promise<void> => session.settle()
const t = (key: string, named: Record<string, unknown> = {}): string =>
  String(i18n.global.t(key, named))

beforeEach(async () => {
  session = await openRealMain(real, 'table-opener')
  i18n.global.locale.value = 'en'
  await main('profiles.create', { slot: 1, name: 'Tester' })
})

afterEach(async () => {
  wrapper?.unmount()
  wrapper = null
  i18n.global.locale.value = 'en'
  await session.close()
})

/** A fresh app (a new Pinia, nothing animated) with the table mounted on main's open match. */
async function freshTable(): Promise<VueWrapper> {
  wrapper?.unmount()
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'on'
  wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** A quick match against the rookie started from the table's store, as the quick-match screen does. */
async function quickMatch(rules: 'classic' | 'cantina'): Promise<MatchUpdate> {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'on'
  const first = await useMatchStore().start({ mode: 'quick', rules, tier: 'rookie', deckId: null })
  if (!first) throw new Error('the match did not start')
  wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await settle()
  return first
}

const text = (w: VueWrapper, test: string): string => w.get(`[data-test="${test}"]`).text()
const phrases = (w: VueWrapper, test: string): string[] =>
  w.findAll(`[data-test="${test}"] .phrase`).map((p) => p.text())

describe('the table says what rules are in force and who opens', () => {
  it('classic: the ruleset, the high card that chose the opener, then why each round opens', async () => {
    const first = await quickMatch('classic')
    const w = wrapper as VueWrapper
    const name = first.opponent.name
    expect(text(w, 'rules-name')).toBe(
      t('table.rulesLabel', { rules: t('common.rules.classic.name') }),
    )

    // the first round: main's own high-card draws, the opener's card first
    const opener = first.events.find(
      (e): e is Extract<MatchEvent, { type: 'opener' }> => e.type === 'opener',
    )
    if (!opener) throw new Error('no opener event')
    const other: PlayerIndex = opener.player === 0 ? 1 : 0
    const deciding = opener.draws.at(-1) as [number, number]
    const [who, why] = phrases(w, 'opener')
    expect(who).toBe(
      opener.player === first.you
        ? t('table.banner.youOpen')
        : t('table.banner.theyOpen', { name }),
    )
    expect(why).toContain(
      t('table.opener.draw', { a: deciding[opener.player], b: deciding[other] }),
    )
    expect(phrases(w, 'last-round')).toEqual([])

    // stand until a round is over: its loser opens the next (or the same player, after a tie)
    const store = useMatchStore()
    for (let moves = 0; (store.view?.rounds.length ?? 0) === 0; moves++) {
      if (moves > 40) throw new Error('no round ended')
      const stand = store.legal.some((a) => a.type === 'stand')
      await store.act(stand ? { type: 'stand' } : { type: 'end' })
      await settle()
    }
    const view = store.view
    if (!view) throw new Error('no view')
    const ended = view.rounds[0]
    if (!ended) throw new Error('no round')
    const next = ended.winner === null ? opener.player : ended.winner === 0 ? 1 : 0
    const expected = [
      next === first.you ? t('table.banner.youOpen') : t('table.banner.theyOpen', { name }),
      t('table.opener.note', {
        why: t(ended.winner === null ? 'table.opener.tie' : 'table.opener.lostRound'),
      }),
    ]
    expect(view.opener).toBe(next)
    expect(phrases(w, 'opener')).toEqual(expected)
    const result =
      ended.winner === null
        ? 'lastRoundTie'
        : ended.winner === first.you
          ? 'lastRoundWon'
          : 'lastRoundLost'
    const lastRound = phrases(w, 'last-round')
    expect(lastRound[0]).toBe(t('table.lastRound', { result: t(`table.${result}`) }))
    expect(lastRound).toHaveLength(2)
    const rulesName = text(w, 'rules-name')

    // a fresh app picks the match up again: the same notes, from the match itself
    const again = await freshTable()
    expect(useMatchStore().matchId).toBe(first.matchId)
    expect(phrases(again, 'last-round')).toEqual(lastRound)
    expect(phrases(again, 'opener')).toEqual(expected)
    expect(text(again, 'rules-name')).toBe(rulesName)

    // and in German, worded from the same codes
    i18n.global.locale.value = 'de'
    await settle()
    expect(text(again, 'rules-name')).toBe(
      t('table.rulesLabel', { rules: t('common.rules.classic.name') }),
    )
    expect(text(again, 'rules-name')).not.toBe(
      String(i18n.global.t('table.rulesLabel', { rules: 'Classic' }, { locale: 'en' })),
    )
    expect(phrases(again, 'opener')[1]).toBe(
      t('table.opener.note', {
        why: t(ended.winner === null ? 'table.opener.tie' : 'table.opener.lostRound'),
      }),
    )
  })

  it('cantina: the ruleset, and the coin that chose the first opener', async () => {
    const first = await quickMatch('cantina')
    const w = wrapper as VueWrapper
    expect(text(w, 'rules-name')).toBe(
      t('table.rulesLabel', { rules: t('common.rules.cantina.name') }),
    )
    expect(phrases(w, 'opener')[1]).toBe(t('table.opener.note', { why: t('table.opener.coin') }))
    expect(first.events.some((e) => e.type === 'opener' && e.draws.length === 0)).toBe(true)
    // picked up again, the coin is still what chose: the ruleset's way, no draws to tell
    const before = phrases(w, 'opener')
    const again = await freshTable()
    expect(phrases(again, 'opener')).toEqual(before)
  })
})
