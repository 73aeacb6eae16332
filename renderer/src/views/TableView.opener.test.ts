// @vitest-environment happy-dom
/**
 * The table says which rules are in force and who opens, and why, over the real api router on
 * a temporary data folder: the ruleset's name over the round, the opener's reason from main's
 * own opener event and round records, and the last round's note from the match itself, so a
 * match picked up again in a fresh app (a reload, Title → Continue) still shows both.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { MatchUpdate } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { bannerWords } = await import('@/i18n/banner-words')
const { roundUnderWay } = await import('@/composables/status/round-notes')
const { default: TableView } = await import('./TableView.vue')

const { settle } = useRealMainPerTest(real, 'table-opener', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = (key: string, named: Record<string, unknown> = {}): string =>
  String(i18n.global.t(key, named))

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
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

/**
 * A quick match against the rookie started from the table's store, as the quick-match screen
 * does; `seed` picks main's deal.
 */
async function quickMatch(rules: 'classic' | 'cantina', seed?: number): Promise<MatchUpdate> {
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'on'
  const first = await useMatchStore().start({
    mode: 'quick',
    rules,
    tier: 'rookie',
    deckId: null,
    ...(seed === undefined ? {} : { seed }),
  })
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
    // seed 57: the player opens, so the round waits for them and the note stays to be read
    const first = await quickMatch('classic', 57)
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
    const whoOpens =
      opener.player === first.you ? t('table.banner.youOpen') : t('table.banner.theyOpen', { name })
    // the banner left on the table (reduced motion) gives the draws: the note only who opens,
    // the same news not told twice at once
    expect(text(w, 'banner-detail')).toContain(String(deciding[opener.player]))
    expect(phrases(w, 'opener')).toEqual([whoOpens])
    // the banner gone, the note says why: the draws, the opener's card first
    useMatchStore().dismissBanner()
    await settle()
    expect(w.find('[data-test="banner"]').exists()).toBe(false)
    const [who, why] = phrases(w, 'opener')
    expect(who).toBe(whoOpens)
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

/** Two frames, and what they set off drawn: the log takes its lines once it has been drawn. */
async function frames(): Promise<void> {
  await new Promise<void>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  )
  await settle()
}

const said = (w: VueWrapper): string[] =>
  w.findAll('[data-test="narration"] li').map((li) => li.text())

/** The log's line for the match's opener event, as the banner words it. */
function openerLine(first: MatchUpdate): string {
  const opener = first.events.find((e) => e.type === 'opener')
  if (!opener) throw new Error('no opener event')
  const words = bannerWords(t, opener, first.you, first.opponent.name, first.view.rules)
  if (!words?.detail) throw new Error('no reason for the opener')
  return t('table.say.banner', { text: words.text, detail: words.detail })
}

describe('the first banner, who opens the match', () => {
  it('is on the table as it opens, and said once the log is on the page, not born in it', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    useSettingsStore().settings.reducedMotion = 'off'
    const first = await useMatchStore().start({
      mode: 'quick',
      rules: 'classic',
      tier: 'rookie',
      deckId: null,
    })
    if (!first) throw new Error('the match did not start')
    wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    const w = wrapper
    // the opener's beat is still on: the banner is there for the eye, and gives why; the
    // centre's note says only who opens meanwhile
    expect(w.find('[data-test="banner"]').exists()).toBe(true)
    expect(w.get('[data-test="banner-detail"]').text()).not.toBe('')
    expect(phrases(w, 'opener')).toHaveLength(1)
    // the log comes on the page empty: a region born with its words is often not read
    expect(w.find('[data-test="narration"]').exists()).toBe(true)
    expect(said(w)).toEqual([])
    await frames()
    expect(said(w)[0]).toBe(openerLine(first))
    useMatchStore().finish()
    await settle()
  })

  for (const rules of ['classic', 'tournament', 'cantina'] as const) {
    it(`${rules}: said first even when the start has played before the table is there`, async () => {
      // reduced motion shows the whole start at once, before the table's code is on the page
      const pinia = createPinia()
      setActivePinia(pinia)
      useSettingsStore().settings.reducedMotion = 'on'
      const first = await useMatchStore().start({
        mode: 'quick',
        rules,
        tier: 'rookie',
        deckId: null,
      })
      if (!first) throw new Error('the match did not start')
      await settle()
      expect(useMatchStore().presenting).toBe(false)
      wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
      const w = wrapper
      await frames()
      const lines = said(w)
      expect(lines[0]).toBe(openerLine(first))
      expect(lines.filter((line) => line === openerLine(first))).toHaveLength(1)
      if (rules !== 'classic') {
        // the hand chooser follows it, and choosing says nothing of the opener again
        expect(w.find('.chooser').exists()).toBe(true)
        const legal = useMatchStore().legal.find((a) => a.type === 'choose')
        if (!legal) throw new Error('no hand to choose')
        await useMatchStore().act(legal)
        await settle()
        expect(said(w).filter((line) => line === openerLine(first))).toHaveLength(1)
      } else {
        // the opening deal, said after who opens: the player's own first draw
        expect(lines.at(-1)).toMatch(/^You draw \d+: total \d+\.$/)
      }
    })
  }

  it('a table picked up again (Continue) has no banner; its log starts with the tables', async () => {
    await quickMatch('classic')
    wrapper?.unmount()
    // Title → Continue: main's open match is fetched first, then the table opens on it
    const pinia = createPinia()
    setActivePinia(pinia)
    useSettingsStore().settings.reducedMotion = 'on'
    await useMatchStore().resume()
    wrapper = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    const again = wrapper
    expect(again.find('[data-test="banner"]').exists()).toBe(false)
    // who opens, and why, is written on the table until the round's first move: picked up after
    // it, with no banner staying, nothing is
    const scene = useMatchStore().scene
    if (!scene) throw new Error('no table')
    expect(phrases(again, 'opener')).toHaveLength(roundUnderWay(scene) ? 0 : 2)
    // the log is on the page empty, then says what lies on the tables
    expect(said(again)).toEqual([])
    await frames()
    expect(said(again)[0]).toMatch(/^You have .+ on the table: total \d+\.$/)
  })
})
