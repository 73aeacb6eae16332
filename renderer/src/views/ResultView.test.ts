// @vitest-environment happy-dom
/**
 * The result screen over the real api router on a temporary data folder: a match main started
 * and ended, its rounds' chips saying who went over 20, and at the hot-seat who forfeited.
 * The rounds are set on main's answer, so each chip's case is there however the deal fell.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardCode } from '@common/cards'
import type { RoundRecord } from '@common/match'
import type { MatchStart } from '@preload/contract'
import { accessibleName } from '@/testing/accessible-name'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useCollectionStore } = await import('@/stores/collection')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')
const { useSettingsStore } = await import('@/stores/settings')
const { playEffect } = await import('@/fx/sound')
const ResultView = (await import('./ResultView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'result', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t
/** The score as the chips write it: a narrow no-break space either side of the en dash. */
const score = (a: string, b: string): string => `${a}\u202f\u2013\u202f${b}`

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/**
 * Starts a match in main, forfeits it, and opens the result screen on main's answer with these
 * rounds (each seat's totals as given).
 */
async function resultOf(
  start: MatchStart,
  rounds: (winner: 0 | 1) => RoundRecord[],
  { won = false, prizeCards = [] as CardCode[] } = {},
) {
  const pinia = createPinia()
  setActivePinia(pinia)
  await useProfileStore().refresh()
  useSettingsStore().settings.reducedMotion = 'on'
  const match = useMatchStore()
  await match.start(start)
  await settle()
  await match.resign()
  await settle()
  const ended = match.update
  if (!ended?.result) throw new Error('the forfeit did not end the match')
  // a forfeit is a loss; `won` turns it round, for what the screen offers after a win
  const turned = won ? { ...ended.result, winner: ended.you } : ended.result
  // a prize as a cantina's first win brings one, on main's answer as the rounds are
  const result = prizeCards.length ? { ...turned, prizeCards } : turned
  match.update = { ...ended, result, view: { ...ended.view, rounds: rounds(result.winner) } }
  wrapper = mount(ResultView, { global: { plugins: [pinia, i18n] } })
  await settle()
  return { wrapper, update: ended }
}

const chips = (w: VueWrapper) =>
  w.findAll('[data-test="round-chip"]').map((chip) => ({
    score: chip.get('[data-test="round-score"]').text(),
    why: chip.find('[data-test="round-why"]').exists()
      ? chip.get('[data-test="round-why"]').text()
      : null,
  }))

/** The brief word each chip has for when its whole reason is cut, or null for none. */
const briefs = (w: VueWrapper): (string | null)[] =>
  w.findAll('[data-test="round-chip"]').map((chip) => {
    const brief = chip.find('[data-test="round-brief"]')
    return brief.exists() ? brief.text() : null
  })

/** What a screen reader hears of each chip (the colour says who took it on screen). */
const outcomes = (w: VueWrapper): string[] =>
  w.findAll('[data-test="round-chip"]').map((chip) => accessibleName(chip.element))

/** Each row of rounds as a screen reader meets it: a list, its name, its items. */
const lists = (w: VueWrapper) =>
  w.findAll('[data-test="round-row"]').map((row) => ({
    role: row.attributes('role'),
    name: row.attributes('aria-label'),
    items: row.findAll('[role="listitem"]').length,
  }))

/** Two people at one screen, Maren in the first seat. */
const NAMES = ['Maren', 'Jor'] as const
const HOTSEAT: MatchStart = {
  mode: 'hotseat',
  rules: 'classic',
  players: [
    { name: NAMES[0], deckId: null },
    { name: NAMES[1], deckId: null },
  ],
}

describe('the round chips', () => {
  it('say who went over 20, not only "bust", against the AI', async () => {
    const { wrapper: w, update } = await resultOf(
      { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null },
      () => [
        { set: 1, winner: 1, reason: 'bust', totals: [24, 20] },
        { set: 1, winner: 0, reason: 'bust', totals: [17, 25] },
        { set: 1, winner: 0, reason: 'stand', totals: [19, 18] },
        { set: 1, winner: 1, reason: 'fill', totals: [18, 19] },
        { set: 1, winner: null, reason: 'tie', totals: [18, 18] },
      ],
    )
    const them = update.opponent.name
    expect(chips(w)).toEqual([
      { score: score('24', '20'), why: t('table.reason.bustYou') },
      { score: score('17', '25'), why: t('table.reason.bust', { name: them }) },
      { score: score('19', '18'), why: null },
      { score: score('18', '19'), why: t('table.reason.fill', { name: them }) },
      { score: score('18', '18'), why: t('table.result.why.tie') },
    ])
    // the two busts no longer read alike
    expect(chips(w)[0]!.why).not.toBe(chips(w)[1]!.why)
    // each reason also in brief, for a chip whose lines cut the whole one (a long match's)
    expect(briefs(w)).toEqual([
      'over 20',
      'over 20',
      null,
      t('table.result.brief.fill'),
      t('table.result.brief.tie'),
    ])
    // who took each round in words, not by colour only, kept apart from the score
    // each total said with its seat, the winner's first, whatever order the chip's score has
    expect(outcomes(w)).toEqual([
      `Round 1: ${them} won with 20; you went over 20 with 24`,
      `Round 2: you won with 17; ${them} went over 20 with 25`,
      `Round 3: you won with 19; ${them} had 18`,
      `Round 4: ${them} filled the table with 19 and won; you had 18`,
      // a tie said once: no "tie" after "tied"
      `Round 5: tied, you had 18 and ${them} had 18`,
    ])
    // one list of rounds, named as the eye reads its row, a round an item
    expect(lists(w)).toEqual([{ role: 'list', name: t('table.result.rounds'), items: 5 }])
    // an item's title would be its name in Chromium ("… had the higher total"), the round's
    // words only second: the short why is the mouse's tooltip on the face the eye reads
    for (const chip of w.findAll('[data-test="round-chip"]')) {
      expect(chip.attributes('title')).toBeUndefined()
      const face = chip.get('[data-test="round-face"]')
      expect(face.attributes('aria-hidden')).toBe('true')
      expect(face.attributes('title')).toBeTruthy()
    }
    expect(w.get('[data-test="round-face"]').attributes('title')).toBe(t('table.reason.bustYou'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(outcomes(w)[0]).toMatch(
      /^Runde 1: .+ hat mit 20 gewonnen; du hast dich mit 24 überkauft$/,
    )
    expect(outcomes(w)[2]).toMatch(/^Runde 3: Du hast mit 19 gewonnen; .+ hatte 18$/)
    expect(outcomes(w)[4]).toMatch(/^Runde 5: unentschieden, du hattest 18 und .+ hatte 18$/)
    i18n.global.locale.value = 'en'
    await settle()
    // against the AI the forfeit is the player's, said as before
    expect(w.get('[data-test="result"]').text()).toContain(t('table.result.resigned'))
    expect(w.find('[data-test="forfeited"]').exists()).toBe(false)
  })

  it('at the hot-seat: names who went over 20, writes a negative total with a true minus, and who forfeited', async () => {
    const names = NAMES
    const { wrapper: w, update } = await resultOf(
      HOTSEAT,
      // the winner's total first on their chips: 21 against −2, then the loser over 20
      (winner) => {
        const seats = (mine: number, theirs: number): [number, number] =>
          winner === 0 ? [mine, theirs] : [theirs, mine]
        return [
          { set: 1, winner, reason: 'stand', totals: seats(21, -2) },
          { set: 1, winner, reason: 'bust', totals: seats(15, 23) },
        ]
      },
    )
    const winner = update.result!.winner
    const loser = names[winner === 0 ? 1 : 0]
    const [first, second] = chips(w)
    expect(first!.score).toBe(score('21', '\u22122'))
    // never a hyphen-minus beside the dash ("21–-2")
    expect(first!.score).not.toMatch(/[-–]-/)
    expect(second).toEqual({
      score: score('15', '23'),
      why: t('table.reason.bust', { name: loser }),
    })
    // two people played: each round is said as whose it was
    expect(outcomes(w)).toEqual([
      `Round 1: ${names[winner]} won with 21; ${loser} had \u22122`,
      `Round 2: ${names[winner]} won with 15; ${loser} went over 20 with 23`,
    ])
    i18n.global.locale.value = 'de'
    await settle()
    expect(outcomes(w)[0]).toBe(
      `Runde 1: ${names[winner]} hat mit 21 gewonnen; ${loser} hatte \u22122`,
    )
    expect(w.get('[data-test="forfeited"]').text()).toBe(
      t('modes.hotseat.forfeited', { name: loser }),
    )
    expect(w.get('[data-test="result-title"]').text()).toBe(
      t('modes.hotseat.wins', { name: names[winner] }),
    )
  })
})

describe('a round chip as a screen reader says it', () => {
  it('gives each total to its seat when the round went to the match’s loser', async () => {
    i18n.global.locale.value = 'en'
    const names = NAMES
    // the match's winner went over 20 with 22 in round 1, which the other person took with 8
    const { wrapper: w, update } = await resultOf(HOTSEAT, (winner) => {
      const other = winner === 0 ? 1 : 0
      const totals: [number, number] = winner === 0 ? [22, 8] : [8, 22]
      return [{ set: 1, winner: other, reason: 'bust', totals }]
    })
    const winner = names[update.result!.winner]
    const other = names[update.result!.winner === 0 ? 1 : 0]
    // the chip is the match winner's: their 22 first
    expect(chips(w)[0]!.score).toBe(score('22', '8'))
    expect(outcomes(w)).toEqual([`Round 1: ${other} won with 8; ${winner} went over 20 with 22`])
    i18n.global.locale.value = 'de'
    await settle()
    expect(outcomes(w)).toEqual([
      `Runde 1: ${other} hat mit 8 gewonnen; ${winner} hat sich mit 22 überkauft`,
    ])
    i18n.global.locale.value = 'en'
  })
})

describe("a long tournament match's rounds", () => {
  it('lie on one grid: a column for each round of the longest set, each set a row of it', async () => {
    const round = (set: number, winner: 0 | 1 | null, reason: RoundRecord['reason']) =>
      ({ set, winner, reason, totals: [19, 18] }) as RoundRecord
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'tournament', tier: 'rookie', deckId: null },
      () => [
        ...[0, 1, 1, 0].map((winner) => round(1, winner as 0 | 1, 'stand')),
        round(2, null, 'tie'),
        round(2, 1, 'bust'),
        round(2, 0, 'fill'),
        round(2, 1, 'tiebreaker'),
        round(2, 0, 'stand'),
        round(2, 0, 'stand'),
        ...[1, 1, 1].map((winner) => round(3, winner as 0 | 1, 'stand')),
      ],
    )
    const grid = w.get('[data-test="result-rounds"]').element as HTMLElement
    // the rows' n-th rounds share a column however wide their names, totals and reasons are
    expect(grid.style.getPropertyValue('--rounds')).toBe('6')
    const rows = w.findAll('[data-test="round-row"]')
    expect(rows.map((row) => row.get('[data-test="row-name"]').text())).toEqual([
      'Set 1',
      'Set 2',
      'Set 3',
    ])
    expect(rows.map((row) => row.findAll('[data-test="round-chip"]').length)).toEqual([4, 6, 3])
    // a list a set, named by the set and who took it, with no space before the colon
    expect(lists(w).map((list) => [list.role, list.items])).toEqual([
      ['list', 4],
      ['list', 6],
      ['list', 3],
    ])
    expect(lists(w)[0]!.name).toMatch(/^Set 1: (won|lost|unfinished)$/)
    // three sets played: no row is left for a set not played
    expect(w.findAll('[data-test="set-unplayed"]')).toHaveLength(0)
  })

  it('keep a row for every set the rules can take: a 2–0 shows its third set not played', async () => {
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'tournament', tier: 'rookie', deckId: null },
      (winner) =>
        [1, 1, 1, 2, 2, 2].map((set) => ({ set, winner, reason: 'stand', totals: [19, 18] })),
    )
    // the table of rounds as tall as a match that went to the third set: the rows of sets
    // played, then the third by its name and "not played", with no rounds
    const grid = w.get('[data-test="result-rounds"]')
    expect(grid.classes()).toContain('sets')
    expect(w.findAll('[data-test="round-row"]')).toHaveLength(2)
    const left = w.findAll('[data-test="set-unplayed"]')
    /** a row's name and the word under it */
    const words = (row: (typeof left)[number]): string[] =>
      row.findAll('.label > *').map((part) => part.text())
    expect(left.map(words)).toEqual([['Set 3', t('table.result.set.unplayed')]])
    expect(left[0]!.findAll('[data-test="round-chip"]')).toHaveLength(0)
    // for the eye only: a screen reader hears the two sets played, as before, and the sets'
    // score beside the opponent's name
    expect(left[0]!.attributes('aria-hidden')).toBe('true')
    expect(left[0]!.attributes('role')).toBeUndefined()
    expect(lists(w).map((list) => [list.role, list.items])).toEqual([
      ['list', 3],
      ['list', 3],
    ])
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.findAll('[data-test="set-unplayed"]').map(words)).toEqual([
      ['Satz 3', 'nicht gespielt'],
    ])
    i18n.global.locale.value = 'en'
    await settle()
  })

  it('one set: a single row of rounds, none left for sets', async () => {
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null },
      (winner) => [0, 1, 2].map(() => ({ set: 1, winner, reason: 'stand', totals: [19, 18] })),
    )
    expect(w.get('[data-test="result-rounds"]').classes()).not.toContain('sets')
    expect(w.findAll('[data-test="round-row"]')).toHaveLength(1)
    expect(w.findAll('[data-test="set-unplayed"]')).toHaveLength(0)
  })

  it('say the sets’ score, and beside each set in words who took it', async () => {
    const round = (set: number, winner: 0 | 1 | null) =>
      ({ set, winner, reason: winner === null ? 'tie' : 'stand', totals: [19, 18] }) as RoundRecord
    // the forfeit's winner is the opponent: the player takes set 1 three rounds to one, loses
    // set 2 after a tie, and forfeits in set 3
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'tournament', tier: 'rookie', deckId: null },
      (them) => {
        const you: 0 | 1 = them === 0 ? 1 : 0
        return [
          ...[you, them, you, you].map((at) => round(1, at)),
          ...[them, null, them, them].map((at) => round(2, at)),
          round(3, them),
        ]
      },
    )
    // main's count of the sets as the forfeit left them, one each, and who took which: the
    // words beside each set are main's, the screen counts no rounds
    const match = useMatchStore()
    const ended = match.update!
    const you = ended.you
    const them = you === 0 ? 1 : 0
    const [first, second] = ended.view.players
    const withSets = (setWinners: (0 | 1)[]) => {
      match.update = {
        ...ended,
        view: {
          ...ended.view,
          players: [
            { ...first, setWins: setWinners.filter((p) => p === 0).length },
            { ...second, setWins: setWinners.filter((p) => p === 1).length },
          ],
          setWinners,
        },
      }
      return settle()
    }
    await withSets([you, them])
    expect(w.get('[data-test="set-score"]').text()).toBe(
      t('table.result.sets', { score: score('1', '1') }),
    )
    // on the line that names the opponent, no line of its own: the campaign's tallest result
    // (three sets, a prize, the bounty and the ending) fits a 960×600 window with it
    const against = w.get('[data-test="against"]')
    expect(against.find('[data-test="set-score"]').exists()).toBe(true)
    // said as one sentence, its comma against the name: the eye's line, without the comma, is
    // hidden from a screen reader, which said a hidden comma between the two as "Tal , Sets"
    const name = ended.opponent.name
    const sets = t('table.result.sets', { score: score('1', '1') })
    const said = (): string => accessibleName(against.element).replace(/\s/g, ' ')
    expect(said()).toBe(`against ${name}, ${sets}`.replace(/\s/g, ' '))
    expect(against.findAll('[aria-hidden="true"] [data-test="set-score"]')).toHaveLength(1)
    i18n.global.locale.value = 'de'
    await settle()
    expect(said()).toMatch(/^gegen \S.*\S, Sätze 1 – 1$/)
    i18n.global.locale.value = 'en'
    await settle()
    const outcomes = w.findAll('[data-test="set-outcome"]')
    expect(outcomes.map((o) => o.text())).toEqual([
      t('table.result.set.won'),
      t('table.result.set.lost'),
      t('table.result.set.unfinished'),
    ])
    // the word, and its colour beside it: the player's set lit as their rounds are, a set
    // nobody took in the plain colour of a tied round's chip
    expect(outcomes.map((o) => o.classes())).toEqual([
      ['set-outcome', 'mine'],
      ['set-outcome', 'theirs'],
      ['set-outcome', 'tie'],
    ])
    // main names only the first set taken: the second reads as unfinished, whatever its chips
    await withSets([you])
    expect(w.findAll('[data-test="set-outcome"]').map((o) => o.text())).toEqual([
      t('table.result.set.won'),
      t('table.result.set.unfinished'),
      t('table.result.set.unfinished'),
    ])
  })
})

describe('after the tutorial match', () => {
  it('says the campaign’s starter deck has no minus card, and where to buy one', async () => {
    const { wrapper: w } = await resultOf({ mode: 'tutorial' }, () => [])
    const notes = w.findAll('[data-test="result-note"]').map((n) => n.text())
    expect(notes).toContain(t('table.result.tutorialDeck'))
    // nothing was staked: the lines are notes, not a settlement
    expect(w.get('[data-test="notes-heading"]').text()).toBe('Notes')
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="notes-heading"]').text()).toBe('Hinweise')
    i18n.global.locale.value = 'en'
  })

  it('leads on to the campaign once won, ahead of the tutorial again; lost, Play again leads', async () => {
    const lost = (await resultOf({ mode: 'tutorial' }, () => [])).wrapper
    expect(lost.findAll('.buttons button').map((b) => b.attributes('data-test'))).toEqual([
      'play-again',
      'result-back',
      'result-campaign',
      'result-replay',
      'result-title-button',
    ])
    expect(lost.get('[data-test="play-again"]').classes()).toContain('primary')
    lost.unmount()
    const { wrapper: w } = await resultOf({ mode: 'tutorial' }, () => [], { won: true })
    const buttons = w.findAll('.buttons button')
    expect(buttons.map((b) => b.attributes('data-test'))).toEqual([
      'result-campaign',
      'play-again',
      'result-back',
      'result-replay',
      'result-title-button',
    ])
    expect(buttons[0]?.classes()).toContain('primary')
    expect(buttons[0]?.attributes('data-focus-home')).toBe('1')
    expect(buttons[1]?.classes()).not.toContain('primary')
  })

  it('says nothing of it after any other match', async () => {
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null },
      () => [],
    )
    expect(w.text()).not.toContain(t('table.result.tutorialDeck'))
  })
})

describe("the match's replay", () => {
  it('is a way on after every kept match, never the lead; Back from it finds the result again', async () => {
    const { wrapper: w, update } = await resultOf(HOTSEAT, () => [])
    const buttons = w.findAll('.buttons button')
    const replay = w.get('[data-test="result-replay"]')
    expect(replay.text()).toBe('Watch the replay')
    expect(replay.element.tagName).toBe('BUTTON')
    // after Play again and the way back, one Tab before the title: not where the keyboard lands
    expect(buttons.map((b) => b.attributes('data-test'))).toEqual([
      'play-again',
      'result-back',
      'result-replay',
      'result-title-button',
    ])
    expect(replay.classes()).not.toContain('primary')
    expect(replay.attributes('data-focus-home')).toBeUndefined()
    // the History keeps the match under its id: the replay opened is this match's
    await replay.trigger('click')
    const navigation = useNavigationStore()
    expect(navigation.current).toEqual({ screen: 'replay', params: { id: update.matchId } })
    const kept = await main('history.get', { id: update.matchId })
    expect(kept.summary.names).toEqual([...NAMES])
    // Back from the replay comes back to the result, its news not sounded a second time
    navigation.back()
    expect(navigation.current.screen).toBe('result')
    w.unmount()
    const match = useMatchStore()
    const ended = match.update!
    match.update = { ...ended, result: { ...ended.result!, creditsDelta: 50 } }
    vi.mocked(playEffect).mockClear()
    wrapper = mount(ResultView, { global: { plugins: [getActivePinia()!, i18n] } })
    await settle()
    expect(wrapper.find('[data-test="result-replay"]').exists()).toBe(true)
    expect(vi.mocked(playEffect)).not.toHaveBeenCalledWith('creditsEarned')
    // where a match's result is shown the first time, the same credits do sound
    wrapper.unmount()
    match.update = { ...match.update, matchId: `${ended.matchId}-other` }
    wrapper = mount(ResultView, { global: { plugins: [getActivePinia()!, i18n] } })
    await settle()
    expect(vi.mocked(playEffect)).toHaveBeenCalledWith('creditsEarned')
    i18n.global.locale.value = 'de'
    await settle()
    expect(wrapper.get('[data-test="result-replay"]').text()).toBe('Wiederholung ansehen')
    i18n.global.locale.value = 'en'
    // a match main did not keep (begun before moves were kept) offers no replay to open
    expect(update.result?.kept).toBe(true)
    wrapper.unmount()
    match.update = { ...match.update!, result: { ...match.update!.result!, kept: false } }
    wrapper = mount(ResultView, { global: { plugins: [getActivePinia()!, i18n] } })
    await settle()
    expect(wrapper.find('[data-test="result-replay"]').exists()).toBe(false)
  })
})

describe('a prize card', () => {
  const quick = { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null } as const

  it('says it plays only from a deck, and opens the decks; the result keeps its focus', async () => {
    const { wrapper: w } = await resultOf(quick, () => [], { won: true, prizeCards: ['-3'] })
    expect(w.get('[data-test="prize-to-deck"]').text()).toBe('Put it in a deck to play it.')
    const decks = w.get('[data-test="prize-decks"]')
    // a button Tab reaches, never the screen's first stop: the result's own buttons keep that
    expect(decks.element.tagName).toBe('BUTTON')
    expect(decks.attributes('tabindex')).toBeUndefined()
    expect(decks.attributes('data-focus-home')).toBeUndefined()
    expect(w.find('[data-focus-home="1"]').attributes('data-test')).not.toBe('prize-decks')
    await decks.trigger('click')
    expect(useNavigationStore().current.screen).toBe('collection')
  })

  it('speaks of them all when there are two', async () => {
    const prizeCards: CardCode[] = ['-3', '+4']
    const { wrapper: w } = await resultOf(quick, () => [], { won: true, prizeCards })
    expect(w.get('[data-test="prize-to-deck"]').text()).toBe('Put them in a deck to play them.')
  })

  it('says it is in a deck once a saved deck holds it, in either language', async () => {
    // a -3 bought from the shop: the player owns it, but no deck holds it yet
    await main('shop.buy', { merchantId: 'vessa', card: '-3' })
    const { wrapper: w } = await resultOf(quick, () => [], { won: true, prizeCards: ['-3'] })
    const line = () => w.get('[data-test="prize-to-deck"]')
    expect(line().attributes('data-key')).toBe('table.result.prizeToDeck')
    // the deck builder saves a deck with it, and the player comes back to the result
    const { cards } = await useCollectionStore().fromCollection('classic', ['-3'])
    expect(cards).toContain('-3')
    await useCollectionStore().save({ id: null, name: 'Talon’s minus', rules: 'classic', cards })
    await settle()
    expect(line().attributes('data-key')).toBe('table.result.prizeInDeck')
    expect(line().text()).toBe(t('table.result.prizeInDeck', 1))
    i18n.global.locale.value = 'de'
    await settle()
    expect(line().text()).toBe('Die Karte liegt jetzt in einem Deck und ist spielbereit.')
    i18n.global.locale.value = 'en'
  })

  it('offers no way to the decks without one', async () => {
    const { wrapper: w } = await resultOf(quick, () => [], { won: true })
    expect(w.find('[data-test="prize-cards"]').exists()).toBe(false)
    expect(w.find('[data-test="prize-to-deck"]').exists()).toBe(false)
    expect(w.find('[data-test="prize-decks"]').exists()).toBe(false)
  })
})

describe('the scores of a hot-seat match', () => {
  /** "you" or "du" as a word of its own, any letter case: a seat spoken to. */
  const YOU = /\b(you|your|du|dein\w*)\b/i
  /** Each round chip's colour, by who took it. */
  /** The names over the scores as the eye reads them, the page's spaces as one. */
  const key = (w: VueWrapper): string =>
    w.get('[data-test="score-key"]').text().replace(/\s+/g, ' ')
  const takers = (w: VueWrapper): string[] =>
    w.findAll('[data-test="round-chip"]').map((chip) => chip.classes().join(' '))

  it('names both people over their scores, colours neither as the loser, says no "you"', async () => {
    // the winner takes round 1 on 19 against 17, the other person round 2 on 20, then a tie
    const { wrapper: w, update } = await resultOf(HOTSEAT, (winner) => {
      const seats = (theirs: number, others: number): [number, number] =>
        winner === 0 ? [theirs, others] : [others, theirs]
      return [
        { set: 1, winner, reason: 'stand', totals: seats(19, 17) },
        { set: 1, winner: winner === 0 ? 1 : 0, reason: 'stand', totals: seats(16, 20) },
        { set: 1, winner: null, reason: 'tie', totals: seats(18, 18) },
      ]
    })
    const winner = NAMES[update.result!.winner]
    const other = NAMES[update.result!.winner === 0 ? 1 : 0]
    expect(w.get('[data-test="result-title"]').text()).toBe(`${winner} wins`)
    // whose total each score starts with: the winner's, as the heading names them
    expect(key(w)).toBe(`Totals ${winner} – ${other}`)
    expect(chips(w).map((chip) => chip.score)).toEqual([
      score('19', '17'),
      score('16', '20'),
      score('18', '18'),
    ])
    // the other person's round in a colour of their own, not the red of a round lost
    expect(takers(w)).toEqual(['round mine', 'round other', 'round tie'])
    expect(w.findAll('.theirs')).toHaveLength(0)
    expect(w.get('[data-test="result"]').text()).not.toMatch(YOU)
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="result-title"]').text()).toBe(`${winner} gewinnt`)
    expect(key(w)).toBe(`Summen ${winner} – ${other}`)
    expect(w.get('[data-test="result"]').text()).not.toMatch(YOU)
    i18n.global.locale.value = 'en'
    await settle()
  })

  it('against the AI keeps the player’s side: no names over the scores, their rounds in red', async () => {
    const { wrapper: w } = await resultOf(
      { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null },
      () => [
        { set: 1, winner: 0, reason: 'stand', totals: [19, 17] },
        { set: 1, winner: 1, reason: 'stand', totals: [16, 20] },
      ],
    )
    expect(w.find('[data-test="score-key"]').exists()).toBe(false)
    expect(takers(w)).toEqual(['round mine', 'round theirs'])
    expect(w.get('[data-test="result-title"]').text()).toBe(t('table.result.lost'))
  })
})
