// @vitest-environment happy-dom
/**
 * The History list against the real api router on a temporary data folder: the matches it lists
 * are the ones main kept, and each row's Replay button names its row for a screen reader.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { MatchUpdate } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { forfeitQuickMatch } from '@/testing/forfeit'
import { plainMove } from '@/testing/plain-move'
import { hotseatStart } from '@tools/testing/hotseat-start'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { formatCalendarDay, formatScore } = await import('@/i18n/numbers')
const { default: HistoryView } = await import('./HistoryView.vue')
const { useHistoryStore } = await import('@/stores/history')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'history-list', {
  profile: { slot: 1, name: 'Tester' },
})

/** Plays a started match to its end, a plain move at a time. */
async function playOut(first: MatchUpdate): Promise<MatchUpdate> {
  let update = first
  for (let n = 0; update.result === null; n++) {
    if (n > 2_000) throw new Error('the match did not end')
    update = await main('match.act', { matchId: update.matchId, action: plainMove(update) })
  }
  return update
}

/** The list, in the page's document where a test follows the focus (`attach`). */
async function openList(attach = false): Promise<VueWrapper> {
  setActivePinia(createPinia())
  const w = mount(HistoryView, {
    global: { plugins: [i18n] },
    ...(attach ? { attachTo: document.body } : {}),
  })
  await settle()
  return w
}

describe('the History list', () => {
  it("names each row's Replay button with its match, its date and how it ended", async () => {
    await forfeitQuickMatch(main)
    const [kept] = await main('history.list')
    expect(kept?.result).toBe('lost')

    const w = await openList()
    const button = w.get('[data-test="history-line"] [data-test="watch"]')
    // seen: the one word; heard: the row it replays
    expect(button.text()).toBe('Replay')
    const when = w.get('[data-test="history-line"] td').text()
    expect(button.attributes('aria-label')).toBe(
      `Replay: Quick match against ${kept?.opponent.name}, ${when}, lost (forfeited), rounds 0\u202f–\u202f0`,
    )

    i18n.global.locale.value = 'de'
    await settle()
    const wann = w.get('[data-test="history-line"] td').text()
    expect(button.attributes('aria-label')).toBe(
      `Ansehen: Schnelle Partie gegen Decksmann Wendel, ${wann}, verloren (aufgegeben), Rundenstand 0\u202f–\u202f0`,
    )
    w.unmount()
  })

  it('says who won a hot-seat match, in no side’s colour: neither seat is the player', async () => {
    const started = await main('match.start', hotseatStart(4))
    // whoever has the move gives up: the other one won
    const quitter = started.view.turn
    expect(quitter).not.toBeNull()
    await main('match.resign', { matchId: started.matchId })
    const w = await openList()
    const result = w.get('[data-test="history-result"]')
    // who forfeited is named: "Jor won (forfeited)" read as if the winner had given up
    const [winner, loser] = quitter === 0 ? ['Jor', 'Maren'] : ['Maren', 'Jor']
    // and, on a line under it, the score it stood at (given up at the deal)
    expect(result.text()).toBe(
      `${winner} won: ${loser} forfeited rounds ${formatScore(0, 0, 'en')}`,
    )
    expect(w.get('[data-test="watch"]').attributes('aria-label')).toContain(
      `, ${winner} won: ${loser} forfeited, rounds 0\u202f–\u202f0`,
    )
    expect(result.classes()).not.toContain('gain')
    expect(result.classes()).not.toContain('loss')
    // both people, one against the other, under a heading that fits them: neither is the
    // player's opponent ("Maren and Jor" under Opponent listed the save's player as her own)
    const opponent = w.get('[data-test="history-opponent"]')
    const heading = w.get('[data-test="history-opponent-heading"]')
    expect(opponent.text()).toBe('Maren vs Jor')
    expect(heading.text()).toBe('Players')
    i18n.global.locale.value = 'de'
    await settle()
    expect(opponent.text()).toBe('Maren gegen Jor')
    expect(heading.text()).toBe('Spieler')
    // beside a match against the AI, the heading names both kinds of row
    await forfeitQuickMatch(main)
    await useHistoryStore().refresh()
    await settle()
    expect(w.findAll('[data-test="history-opponent"]')).toHaveLength(2)
    expect(heading.text()).toBe('Gegner / Spieler')
    i18n.global.locale.value = 'en'
    await settle()
    expect(heading.text()).toBe('Opponent / players')
    await w.get('[data-test="filter-mode"]').setValue('quick')
    await settle()
    expect(heading.text()).toBe('Opponent')
    w.unmount()
  })
})

describe('a damaged record in the History list', () => {
  it('says so where its Replay would stand, and the other rows still replay', async () => {
    await forfeitQuickMatch(main)
    await forfeitQuickMatch(main)
    await rewriteSave(1, (data) => {
      const older = data.history?.[0]
      if (!older) throw new Error('the forfeited match was not kept')
      // moves no match is made of, as a hand might leave them
      older.moves = '0pD 0pD 0pD'
    })
    const w = await openList()
    const [newer, older] = w.findAll('[data-test="history-line"]')
    expect(newer?.find('[data-test="watch"]').exists()).toBe(true)
    expect(older?.find('[data-test="watch"]').exists()).toBe(false)
    // seen: one word; heard: what it means
    const damaged = older?.get('[data-test="history-damaged"]')
    expect(damaged?.text()).toBe(
      'Damaged The record of this match is damaged: it cannot be replayed.',
    )
    expect(damaged?.get('.visually-hidden').text()).toBe(
      'The record of this match is damaged: it cannot be replayed.',
    )
    // its result and score are the record's own still
    expect(older?.get('[data-test="history-result"]').text()).toContain('Lost')
    i18n.global.locale.value = 'de'
    await settle()
    expect(damaged?.text()).toMatch(/^Beschädigt Die Aufzeichnung dieser Partie ist beschädigt/)
    i18n.global.locale.value = 'en'
    w.unmount()
  })
})

describe('matches of the same minute in the History list', () => {
  it('are told apart by the score they ended on, in the row and in its Replay button', async () => {
    // main's clock stands still here: all three end at the same moment
    const classic = await playOut(
      await main('match.start', { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null }),
    )
    await forfeitQuickMatch(main)
    const tournament = await playOut(
      await main('match.start', {
        mode: 'quick',
        rules: 'tournament',
        tier: 'rookie',
        deckId: null,
      }),
    )
    const won = (end: MatchUpdate, seat: 0 | 1) =>
      end.view.rounds.filter((r) => r.winner === seat).length
    const sets = tournament.view.players.map((p) => p.setWins)
    expect(Math.max(...sets)).toBe(2)

    const w = await openList()
    const lines = w.findAll('[data-test="history-line"]')
    const whens = lines.map((line) => line.get('td').text())
    expect(new Set(whens).size).toBe(1)
    const score = (a: number, b: number) => formatScore(a, b, 'en')
    // newest first; a tournament match by its sets, the others by their rounds
    const scores = [
      `sets ${score(sets[0]!, sets[1]!)}`,
      'rounds ' + score(0, 0),
      `rounds ${score(won(classic, 0), won(classic, 1))}`,
    ]
    expect(lines.map((line) => line.get('[data-test="history-score"]').text())).toEqual(scores)
    // said in the column of the result: the columns stay as they were
    expect(lines.map((line) => line.findAll('td').length)).toEqual([7, 7, 7])
    expect(
      lines.map((line) => line.get('[data-test="history-result"] [data-test="history-score"]')),
    ).toHaveLength(3)
    const names = w.findAll('[data-test="watch"]').map((b) => b.attributes('aria-label'))
    names.forEach((name, i) => expect(name).toMatch(new RegExp(`, ${scores[i]}$`)))
    expect(new Set(names).size).toBe(3)

    i18n.global.locale.value = 'de'
    await settle()
    expect(w.findAll('[data-test="history-score"]').map((s) => s.text())).toEqual([
      `Satzstand ${formatScore(sets[0]!, sets[1]!, 'de')}`,
      `Rundenstand ${formatScore(0, 0, 'de')}`,
      `Rundenstand ${formatScore(won(classic, 0), won(classic, 1), 'de')}`,
    ])
    w.unmount()
  })
})

describe('a daily match in the History list', () => {
  it('tells the counted attempt from a replay, with its day the language’s way', async () => {
    const { today } = await main('daily.get')
    const counted = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId: counted.matchId })
    const replay = await main('match.start', { mode: 'daily' })
    await main('match.resign', { matchId: replay.matchId })

    const w = await openList()
    const days = () => w.findAll('[data-test="history-daily"]').map((d) => d.text())
    // newest first: the replay, then the counted attempt
    const day = formatCalendarDay(today.date, 'en')
    expect(days()).toEqual([`${day} · replay, not counted`, `${day} · counted`])
    expect(days().join(' ')).not.toContain(today.date)
    const [first] = w.findAll('[data-test="watch"]')
    expect(first?.attributes('aria-label')).toContain(
      `Daily challenge of ${day} (replay, not counted) against`,
    )

    i18n.global.locale.value = 'de'
    await settle()
    const tag = formatCalendarDay(today.date, 'de')
    expect(days()).toEqual([`${tag} · Wiederholung, nicht gewertet`, `${tag} · gewertet`])
    w.unmount()
  })
})

describe('the opponent filter', () => {
  /** A match started in main and given up at once. */
  async function forfeit(how: Parameters<typeof main<'match.start'>>[1]): Promise<void> {
    const started = await main('match.start', how)
    await main('match.resign', { matchId: started.matchId })
  }

  const options = (w: VueWrapper): string[] =>
    w.findAll('[data-test="filter-opponent"] option').map((o) => o.text())
  const against = (w: VueWrapper): string[] =>
    w.findAll('[data-test="history-line"] td:nth-child(3)').map((td) => td.text())

  it('offers every player met, all by default, and lists only the matches against the one chosen', async () => {
    await forfeitQuickMatch(main)
    await forfeit({ mode: 'campaign', opponentId: 'pip-odell', deckId: 'deck-1', wager: 0 })
    await forfeit({ mode: 'campaign', opponentId: 'marla-quince', deckId: 'deck-1', wager: 50 })
    await forfeitQuickMatch(main)
    const rookie = (await main('history.list'))[0]!.opponent.name

    const w = await openList(true)
    const select = w.get('[data-test="filter-opponent"]')
    expect((select.element as HTMLSelectElement).value).toBe('')
    expect(options(w)).toEqual(['All', ...[rookie, 'Marla Quince', 'Pip Odell'].sort()])
    expect(against(w)).toHaveLength(4)

    await select.setValue('pip-odell')
    await settle()
    expect(against(w)).toEqual(['Pip Odell'])
    // with another filter that leaves none: the list says so, and every player is still offered
    await w.get('[data-test="filter-mode"]').setValue('quick')
    await settle()
    expect(against(w)).toEqual([])
    expect(w.get('[data-test="history-empty"]').text()).toContain(
      i18n.global.t('history.noneFiltered'),
    )
    expect(options(w)).toHaveLength(4)
    // one button takes every filter back to All, and the keyboard to the first filter
    const showAll = w.get<HTMLButtonElement>('[data-test="show-all"]')
    expect(showAll.text()).toBe('Show every match')
    showAll.element.focus()
    await showAll.trigger('click')
    await settle()
    expect(against(w)).toHaveLength(4)
    expect((select.element as HTMLSelectElement).value).toBe('')
    expect((w.get('[data-test="filter-mode"]').element as HTMLSelectElement).value).toBe('')
    expect(document.activeElement).toBe(w.get('[data-test="filter-mode"]').element)
    expect(w.find('[data-test="show-all"]').exists()).toBe(false)

    // the mode alone: the quick matches, against every player
    await w.get('[data-test="filter-mode"]').setValue('quick')
    await settle()
    expect(against(w)).toEqual([rookie, rookie])

    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="filter-opponent"]').element.closest('label')!.textContent).toContain(
      'Gegner',
    )
    expect(options(w)[0]).toBe('Alle')
    w.unmount()
  })
})

describe('the result filter and hot-seat matches', () => {
  /** A hot-seat match between Maren and Jor, given up by the seat with the move at the deal. */
  async function hotseatForfeit(seed: number): Promise<void> {
    const started = await main('match.start', hotseatStart(seed))
    await main('match.resign', { matchId: started.matchId })
  }
  const modes = (w: VueWrapper): string[] =>
    w.findAll('[data-test="history-line"] td:nth-child(2)').map((td) => td.text())
  const note = (w: VueWrapper) => w.find('[data-test="history-hotseat-note"]')

  it('counts a hot-seat match as neither Won nor Lost, and says so over the list', async () => {
    await forfeitQuickMatch(main)
    // seat 1 has the move at seed 5's deal, seat 2 at seed 4's: one kept as "won", one "lost"
    await hotseatForfeit(5)
    await hotseatForfeit(4)
    const w = await openList()
    expect(modes(w)).toEqual(['Hot-seat', 'Hot-seat', 'Quick match'])
    expect(note(w).exists()).toBe(false)

    await w.get('[data-test="filter-result"] input[value="lost"]').setValue(true)
    await settle()
    expect(modes(w)).toEqual(['Quick match'])
    expect(note(w).text()).toBe(i18n.global.t('history.hotseatLeftOut'))
    expect(w.get('[data-test="filter-result"]').attributes('aria-describedby')).toBe(
      note(w).attributes('id'),
    )
    await w.get('[data-test="filter-result"] input[value="won"]').setValue(true)
    await settle()
    expect(modes(w)).toEqual([])
    // an opponent chosen too: the quick match's
    const opponent = () => w.find<HTMLSelectElement>('[data-test="filter-opponent"]')
    const met = opponent().findAll('option')[1]!.attributes('value')!
    await opponent().setValue(met)
    await settle()
    // the hot-seat mode has no result of the player's, nor an opponent of theirs: Won/Lost and
    // the opponent go back to All, and are not offered
    await w.get('[data-test="filter-mode"]').setValue('hotseat')
    await settle()
    expect(modes(w)).toEqual(['Hot-seat', 'Hot-seat'])
    expect(opponent().exists()).toBe(false)
    expect(note(w).exists()).toBe(false)
    expect(w.get('[data-test="filter-result"]').attributes('aria-describedby')).toBeUndefined()
    // no button there that does nothing: in their place, said on the screen, why none is offered
    const results = () => w.findAll('[data-test="filter-result"] input')
    const none = () => w.find('[data-test="filter-result-none"]')
    expect(results()).toHaveLength(0)
    expect(none().text()).toBe(i18n.global.t('history.hotseatNoResult'))
    // and said with the Mode filter that took them away
    expect(w.get('[data-test="filter-mode"]').attributes('aria-describedby')).toBe(
      none().attributes('id'),
    )
    // every mode again: they are back, All chosen
    await w.get('[data-test="filter-mode"]').setValue('')
    await settle()
    expect(none().exists()).toBe(false)
    expect(opponent().element.value).toBe('')
    expect(w.get('[data-test="filter-mode"]').attributes('aria-describedby')).toBeUndefined()
    expect(results().map((r) => (r.element as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ])
    expect(results().every((r) => !(r.element as HTMLInputElement).disabled)).toBe(true)

    i18n.global.locale.value = 'de'
    await w.get('[data-test="filter-result"] input[value="won"]').setValue(true)
    await settle()
    expect(note(w).text()).toBe(
      'Gewonnen und Verloren zeigen nur deine eigenen Partien: Hot-Seat-Partien, in denen zwei Leute spielen, sind nicht dabei.',
    )
    w.unmount()
  })

  it('says nothing of hot-seat matches where none is kept', async () => {
    await forfeitQuickMatch(main)
    const w = await openList()
    await w.get('[data-test="filter-result"] input[value="lost"]').setValue(true)
    await settle()
    expect(modes(w)).toEqual(['Quick match'])
    expect(note(w).exists()).toBe(false)
    w.unmount()
  })
})
