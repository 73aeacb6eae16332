// @vitest-environment happy-dom
/**
 * The table over the real api router on a temporary data folder, main dealing and its AI
 * playing: seed 57 deals a classic quick match whose opening draw, 4, is the player's, with +4,
 * −2, ±2 and +1 in hand; Deckhand Wendel then draws 1 and ends, and the player draws 10.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { MatchStart } from '@preload/contract'
import { loadRealMain, type SaveOnDisk, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { useNavigationStore } = await import('@/stores/navigation')
const { SPOKEN_GAP_MS } = await import('@/composables/useSpokenLine')
const TableView = (await import('./TableView.vue')).default

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'table-view', {
  profile: { slot: 1, name: 'Tester' },
})
// the store's timers: the cards' beats are stepped through, never waited out
const clock = useStoreClock()

/** Seed 57's classic deal (above). */
const CLASSIC: MatchStart = quickStart('classic', 57)
/** The house player of the rookie's quick match. */
const WENDEL = 'Deckhand Wendel'

// the moves the table sends, seen on their way to main (each still answered by it)
let acted: MockInstance
beforeEach(() => {
  acted = vi.spyOn(window.pazaak!.match, 'act')
})
/** What the table last sent main as the player's move, in the match on the table. */
const lastSent = () => acted.mock.lastCall?.[0]
// with the position the table showed as it was sent (what main checks it by: store tests)
const sent = (action: unknown) => ({
  matchId: useMatchStore().update?.matchId,
  action,
  seen: expect.any(Number),
})

/**
 * The table's log takes its lines two frames after it is on the page (a screen reader misses
 * a log born with them): a test that reads the log waits for that once the table is mounted.
 */
async function logOnPage(): Promise<void> {
  await new Promise<void>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  )
  await settle()
}

/** A match started in main as `how`, under reduced motion, the table on it and its log up. */
async function table(how: MatchStart = CLASSIC, tableTalk?: boolean): Promise<VueWrapper> {
  const w = await openTable(clock, how, { reducedMotion: 'on', tableTalk })
  await settle()
  await logOnPage()
  return w
}

/** A key pressed at the table (its keys listen on the window), and main's answer shown. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

const total = (w: VueWrapper, side: 'my' | 'their') =>
  w.find(`[data-test="${side}-table"] [data-test="total-value"]`).text()

/** The log's line for an opponent's turn of one draw that ends the turn. */
const opponentDraws = (value: number, total: number): string =>
  i18n.global.t('table.say.turn', {
    who: WENDEL,
    moves: i18n.global.t('table.say.moves.draw', { value }),
    total,
  })

/**
 * The save as one far into the campaign leaves it: the campaign finished, the Glass Orchid
 * reached (Baron Thorne's table, a master who remembers the player; a new save's credits cover
 * his lowest stake) and, when `standsOn17`, three matches' habits of standing on 17 and drawing
 * on 16.
 */
async function atTheOrchid(standsOn17: boolean): Promise<void> {
  await rewriteSave(1, (data: SaveOnDisk) => {
    const campaign = data.campaign as { unlocked: string[]; finished: boolean }
    campaign.unlocked.push('glass-orchid')
    campaign.finished = true
    if (!standsOn17) return
    const count = (at: number) => Array.from({ length: 11 }, (_, i) => (i === at ? 10 : 0))
    // totals from 10 on: stood on 17 (index 7), drew on 16 (index 6), every time
    data.habits = {
      matches: 3,
      stood: count(7),
      drew: count(6),
      plays: { to20: 0, rescue: 0, reach: 0, low: 0 },
      letGo: 0,
    }
  })
}

/** Baron Thorne's table at his lowest stake, 2,500 credits, with the starter deck. */
const AT_THE_BARON: MatchStart = {
  mode: 'campaign',
  opponentId: 'baron-thorne',
  deckId: 'deck-1',
  wager: 2_500,
}

describe('TableView, driven by the real main', () => {
  it('shows both halves, the hand and only the buttons main allows', async () => {
    const w = await table()
    expect(w.findAll('[data-test="slot"]')).toHaveLength(18)
    expect(total(w, 'my')).toBe('4')
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(4)
    expect(w.findAll('[data-test="their-hand"] [data-test="hidden-card"]')).toHaveLength(4)
    expect(w.find('[data-test="turn-light"]').attributes('data-whose')).toBe('you')
    expect(w.find('[data-test="end-turn"]').attributes('disabled')).toBeUndefined()
    expect(w.find('[data-test="end-turn"]').attributes('title')).toContain('(E)')
    expect(w.find('[data-test="stand"]').attributes('title')).toContain('(S)')
    // each hand card points at its tooltip, which names its key
    const tipId = w.find('[data-test="hand-card-1"]').attributes('aria-describedby')
    expect(w.find(`#${tipId}[role="tooltip"]`).text()).toContain(
      String(i18n.global.t('table.tip.key', { key: 1 })),
    )
    // only a flip card gets a sign toggle
    expect(w.findAll('[data-test^="sign-"]').map((b) => b.attributes('data-test'))).toEqual([
      'sign-3',
    ])
  })

  it('names a stake on the plates only at a campaign table, where one can be put up', async () => {
    const stakes = (w: VueWrapper) => w.findAll('.plate [data-test="stake"]').map((s) => s.text())
    // a quick match stakes nothing, ever: no "Stake: none" to suggest otherwise
    const quick = await table()
    expect(quick.findAll('.plate .stake').map((row) => row.text())).toEqual(['', ''])
    expect(stakes(quick)).toEqual([])
    await main('match.resign', { matchId: useMatchStore().update!.matchId })
    quick.unmount()
    await atTheOrchid(false)
    const baron = await table(AT_THE_BARON)
    expect(stakes(baron)).toEqual(['2,500\u00a0cr', '2,500\u00a0cr'])
  })

  it("shows a remembering opponent's remark on the player's habits as its line, in the language", async () => {
    const line = (w: VueWrapper) => w.get('.half.theirs .plate .subtitle').text()
    // the rookie remembers nothing: its line is its title (its greeting, said over it for a few
    // seconds, turned off)
    const plain = await table(CLASSIC, false)
    const wendel = useMatchStore().update!.opponent
    expect(wendel.remark).toBeUndefined()
    expect(line(plain)).toBe(wendel.title)
    await main('match.resign', { matchId: useMatchStore().update!.matchId })
    // a master who has seen the player stand on 17 three matches running says so, in place of
    // a greeting (the talk on)
    await atTheOrchid(true)
    const w = await table(AT_THE_BARON)
    const baron = useMatchStore().update!.opponent
    expect(baron.remark).toEqual({ key: 'remark.standsOn', params: { total: 17 } })
    const worded = () =>
      String(
        i18n.global.t('campaign.quote', {
          line: i18n.global.t('remark.standsOn', { total: '17' }),
        }),
      )
    expect(line(w)).toBe(worded())
    i18n.global.locale.value = 'de'
    await flushPromises()
    expect(line(w)).toBe(worded())
    expect(line(w)).not.toBe(baron.title)
  })

  it('F flips the card whose sign toggle has the keyboard, not the last card focused', async () => {
    // seed 9 deals the player −1, ±2, −2 and ±1: two flip cards, at places 2 and 4
    const w = await table(quickStart('classic', 9))
    expect(useMatchStore().update!.view.players[0].hand).toEqual(['-1', '±2', '-2', '±1'])
    const sign = (place: number) =>
      w.find(`[data-test="hand-card-${place}"] .side-card`).attributes('data-sign')
    ;(w.get('[data-test="hand-card-2"]').element as HTMLElement).focus()
    ;(w.get('[data-test="sign-4"]').element as HTMLElement).focus()
    await key('f')
    expect(sign(4)).toBe('-')
    expect(sign(2)).not.toBe('-')
  })

  it('plays by keyboard: a hand card with 1-4, F flips the sign, E ends the turn', async () => {
    const w = await table()
    const name = () => w.get('[data-test="hand-card-3"]').attributes('aria-label')
    expect(name()).toBe('Play \u00b12 as +2 (3)')
    await key('f') // the ±2 is the only flip card: it turns to minus
    expect(w.find('[data-test="hand-card-3"] .side-card').attributes('data-sign')).toBe('-')
    // a screen reader is told the sign the card now carries, as the eye is: the card's name
    // follows, its toggle is pressed, and the log says it, as F moves no focus to hear it from
    expect(name()).toBe('Play \u00b12 as \u22122 (3)')
    expect(w.get('[data-test="sign-3"]').attributes('aria-pressed')).toBe('true')
    const said = () => w.findAll('[data-test="narration"] li').map((li) => li.text())
    expect(said().at(-1)).toBe(
      i18n.global.t('table.say.sign', { card: '\u00b12', value: '\u22122' }),
    )
    await key('f')
    expect(said().at(-1)).toBe(i18n.global.t('table.say.sign', { card: '\u00b12', value: '+2' }))
    expect(w.get('[data-test="sign-3"]').attributes('aria-pressed')).toBe('false')
    await key('f')
    await key('3')
    expect(lastSent()).toEqual(sent({ type: 'play', card: '±2', sign: '-' }))
    expect(total(w, 'my')).toBe('2')
    const placed = w.findAll('[data-test="my-table"] .slot .side-card')
    expect(placed[1]?.attributes('data-kind')).toBe('flip')
    expect(placed[1]?.attributes('data-sign')).toBe('-')
    // one side card a turn in classic: the rest of the hand is dimmed
    expect(w.find('[data-test="hand-card-1"]').attributes('aria-disabled')).toBe('true')

    await key('e') // Wendel draws 1 and ends; the player draws 10
    expect(total(w, 'their')).toBe('1')
    expect(total(w, 'my')).toBe('12')
    await key('s')
    expect(lastSent()).toEqual(sent({ type: 'stand' }))
  })

  it('takes a move only from a fresh press: a held key’s repeats end no turn, open no menu', async () => {
    const w = await table()
    const repeat = async (key: string): Promise<void> => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, repeat: true }))
      await flushPromises()
    }
    const moves = () => acted.mock.calls.length
    const before = moves()
    await repeat('e')
    await repeat('s')
    await repeat('1')
    await repeat('Escape')
    expect(moves()).toBe(before)
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    // the same key pressed anew is the player's move
    await key('e')
    expect(lastSent()).toEqual(sent({ type: 'end' }))
  })

  it('asks the advisor with H and shows its advice and win chance', async () => {
    const w = await table()
    await key('h')
    // main's advisor on the 4 dealt: draw on, 45% to win the match
    const advice = useMatchStore().advice
    expect(advice?.action).toEqual({ type: 'end' })
    expect(Math.round((advice?.winChance ?? 0) * 100)).toBe(45)
    expect(w.find('[data-test="hint-chance"]').text()).toBe(
      i18n.global.t('table.hint.chance', { pct: 45 }),
    )
    expect(w.find('[data-test="hint-action"]').text()).toBe(i18n.global.t('table.hint.end'))
    expect(w.find('[data-test="hint-reason"]').attributes('data-key')).toBe('advice.drawOn')
    // under the main deck and its notes, which stay in view
    expect(w.find('.middle .advice [data-test="hint-panel"]').exists()).toBe(true)
  })

  it('Esc opens the menu; forfeiting warns about the stake and ends on the result screen', async () => {
    await atTheOrchid(false)
    const resigned = vi.spyOn(window.pazaak!.match, 'resign')
    const w = await table(AT_THE_BARON)
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
    await w.find('[data-test="forfeit"]').trigger('click')
    expect(w.find('[data-test="forfeit-warning"]').text()).toContain('2,500\u00a0cr')
    await w.find('[data-test="forfeit-confirm"]').trigger('click')
    await settle()
    expect(resigned).toHaveBeenCalledWith({
      matchId: useMatchStore().update?.matchId,
      seen: expect.any(Number),
    })
    expect(useMatchStore().update?.result).toMatchObject({ resigned: true, creditsDelta: -2_500 })
    expect(useNavigationStore().current.screen).toBe('result')
  })

  it('Esc while cards move opens the menu at once, over the table as main left it', async () => {
    const w = await table()
    const match = useMatchStore()
    const effects = vi.mocked((await import('@/fx/sound')).playEffect)
    useSettingsStore().settings.reducedMotion = 'off'
    {
      await key('e') // the opponent's draw and end, then the player's draw, shown at their pace
      expect(match.presenting).toBe(true)
      effects.mockClear()
      await key('Escape')
      // the first Esc is the menu, not only the rest of the animation
      expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
      // the move is shown to its end at once and silently: behind the menu is main's table
      expect(match.presenting).toBe(false)
      expect(effects).not.toHaveBeenCalled()
      expect(total(w, 'their')).toBe('1')
      expect(total(w, 'my')).toBe('14')
      // every event still went through the table: the log says the opponent's turn
      const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
      expect(said).toContain(opponentDraws(1, 1))
      await key('Escape')
      expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    }
  })

  it('picked up again after a reload, the log starts with what lies on each table', async () => {
    const first = await table()
    await key('e') // the player 4, Wendel draws 1 and ends, the player draws 10: 14
    first.unmount()
    const resumed = vi.spyOn(window.pazaak!.match, 'resume')
    // a fresh app: the table asks main for its open match, which comes without events
    const pinia = createPinia()
    setActivePinia(pinia)
    useSettingsStore().settings.reducedMotion = 'on'
    const w = clock.keep(
      mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body }),
    )
    await settle()
    await logOnPage()
    expect(resumed).toHaveBeenCalled()
    const said = () => w.findAll('[data-test="narration"] li').map((li) => li.text())
    const t = i18n.global.t
    expect(said()).toEqual([
      t('table.say.myOnTable', { cards: '4 and 10', total: '14' }),
      t('table.say.onTable', { who: WENDEL, cards: '1', total: '1' }),
    ])
    // and the log goes on from there with each move shown (its last few lines kept): the player
    // stands on 14, Wendel's turns follow to the round's end
    await key('s')
    const wendels = useMatchStore().update!.events.find((e) => e.type === 'draw' && e.player === 1)
    if (wendels?.type !== 'draw') throw new Error('Wendel drew nothing')
    expect(said()).toContain(opponentDraws(wendels.value, wendels.total))
  })

  it('the cantina choose phase: pick 4 of 10 with the number keys, Enter brings them', async () => {
    // the house lends its cantina deck: +1 to +5, −1 to −3, ±1 and ±2, in that order
    const w = await table(quickStart('cantina', 57))
    // the cantina plays one set: the hand is chosen for the match
    expect(w.find('[role="dialog"]').text()).toContain(i18n.global.t('table.choose.titleMatch'))
    expect(w.find('[data-test="their-pool"]').exists()).toBe(false) // pools are hidden in cantina
    // the shoe is shuffled as the round deals: no count of 0 before it is
    expect(w.get('[data-test="deck-label"]').text()).toBe(i18n.global.t('table.deck'))
    // the advisor answers inside the chooser (its Tab stays there), not in the deck's place
    await key('h')
    expect(w.find('.choose-panel [data-test="hint-panel"]').exists()).toBe(true)
    expect(w.findAll('[data-test="hint-panel"]')).toHaveLength(1)
    await key('Escape')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(false)
    await key('1')
    // a digit moves no focus: a screen reader is told what it did
    const chosen = () => w.get('[data-test="choose-said"]').text()
    // said a moment after the region empties (useSpokenLine), so the same line twice is heard
    const said = async (line: string) => {
      await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
      expect(chosen()).toBe(line)
    }
    await said(i18n.global.t('table.choose.said.picked', { card: '+1', n: 1, of: 4 }))
    await key('5')
    await key('9')
    expect(w.find('[data-test="choose-confirm"]').attributes('disabled')).toBeDefined()
    await key('0')
    // a fifth is refused, and said to be
    await key('2')
    await said(i18n.global.t('table.choose.said.full', { of: 4 }))
    expect(w.get('[data-test="pool-1"]').attributes('aria-pressed')).toBe('false')
    // Enter brings the hand, as its button says, even from a focused pool card (Space picks one)
    const card = w.get('[data-test="pool-0"]').element
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    await settle()
    expect(lastSent()).toEqual(sent({ type: 'choose', cards: ['+1', '+5', '±1', '±2'] }))
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(4)
    // dealt: the shoe counts its cards left, 40 less the first few dealt
    const left = w.get('[data-test="deck-label"]').text().match(/\d+/)?.[0]
    expect(Number(left)).toBeGreaterThanOrEqual(36)
    expect(Number(left)).toBeLessThan(40)
  })

  it('shows the opponent pool while choosing in the tournament', async () => {
    const w = await table(quickStart('tournament', 57))
    expect(w.findAll('[data-test="their-pool"] .side-card')).toHaveLength(10)
  })

  it('keeps each card in its place: key 1 pressed twice never plays a second card', async () => {
    const w = await table(quickStart('tournament', 57))
    const match = useMatchStore()
    // the tournament allows more than one side card a turn: the hand chosen, in this order
    await match.act({ type: 'choose', cards: ['+3', '-3', '±1', '+4'] })
    await settle()
    expect(match.update!.view.players[0].hand).toEqual(['+3', '-3', '±1', '+4'])
    expect(match.update!.view.turn).toBe(0)
    await key('1')
    expect(lastSent()).toEqual(sent({ type: 'play', card: '+3' }))
    const calls = acted.mock.calls.length
    // place 1 is empty now, and the other cards have not moved up
    expect(w.find('[data-test="hand-card-1"]').exists()).toBe(false)
    expect(w.find('[data-test="hand-place-1"] [data-test="played-place"]').exists()).toBe(true)
    expect(w.find('[data-test="hand-card-2"]').attributes('data-code')).toBe('-3')
    await key('1')
    expect(acted.mock.calls.length).toBe(calls)
    await key('4')
    expect(lastSent()).toEqual(sent({ type: 'play', card: '+4' }))
  })

  it('tooltips: a hand card tells the total it would make, a flip card both; a table card what it is', async () => {
    const w = await table()
    const tipOf = (selector: string): string => {
      const id = w.find(selector).attributes('aria-describedby')
      return w.find(`#${id}[role="tooltip"]`).text()
    }
    const say = (key: string, named: Record<string, unknown> = {}): string =>
      String(i18n.global.t(key, named))
    // the opening draw is 4: +4 makes 8; the flip card ±2 makes 6 or 2
    expect(tipOf('[data-test="hand-card-1"]')).toContain(say('table.tip.outcome.one', { total: 8 }))
    expect(tipOf('[data-test="hand-card-1"]')).toContain(say('table.tip.effect.plus', { n: 4 }))
    const flip = tipOf('[data-test="hand-card-3"]')
    expect(flip).toContain(say('table.tip.outcome.plus', { total: 6 }))
    expect(flip).toContain(say('table.tip.outcome.minus', { total: 2 }))
    // the green card on the table says it is a main deck card
    expect(tipOf('[data-test="my-table"] .placed')).toContain(
      say('table.tip.kind.main', { label: '4' }),
    )
    // the tips are kept between renders, but never in the language the player left
    i18n.global.locale.value = 'de'
    await flushPromises()
    try {
      expect(tipOf('[data-test="hand-card-1"]')).toContain(say('table.tip.effect.plus', { n: 4 }))
      expect(say('table.tip.effect.plus', { n: 4 })).not.toBe(
        String(i18n.global.t('table.tip.effect.plus', { n: 4 }, { locale: 'en' })),
      )
    } finally {
      i18n.global.locale.value = 'en'
    }
  })
})

describe('TableView for a screen reader', () => {
  const t = (key: string, named: Record<string, unknown> = {}): string =>
    String(i18n.global.t(key, named))

  it('gives each side a heading that names it', async () => {
    const w = await table()
    const headings = w.findAll('h2[data-test="table-heading"]')
    expect(headings.map((h) => h.text())).toEqual([
      t('table.tableOf', { name: w.get('[data-test="my-table"] [data-test="name"]').text() }),
      t('table.tableOf', { name: WENDEL }),
    ])
    for (const side of ['my-table', 'their-table']) {
      const section = w.get(`[data-test="${side}"]`)
      expect(section.get(`#${section.attributes('aria-labelledby')}`).element.tagName).toBe('H2')
    }
  })

  it('says whose turn it is, not each pause of the opponent to think', async () => {
    const w = await table()
    const match = useMatchStore()
    useSettingsStore().settings.reducedMotion = 'off'
    {
      await key('e') // the opponent draws, thinks, and ends its turn
      for (let step = 0; step < 100 && !match.thinking; step++)
        await vi.advanceTimersByTimeAsync(50)
      expect(match.thinking).toBe(true)
      const name = WENDEL
      // the eye sees the opponent thinking; the region a screen reader hears says whose turn
      expect(w.get('[data-test="status"]').text()).toBe(t('table.status.thinking', { name }))
      expect(w.get('[data-test="status"]').attributes('aria-hidden')).toBe('true')
      expect(w.get('[data-test="status-said"]').text()).toBe(t('table.theirTurn', { name }))
      expect(w.get('[data-test="status-said"]').attributes('aria-live')).toBe('polite')
      // the plate's "Thinking" is no second live region
      expect(w.get('[data-test="thinking"]').attributes('role')).toBeUndefined()
      await vi.runAllTimersAsync()
    }
    await settle()
    expect(w.get('[data-test="status-said"]').text()).toBe(t('table.yourTurn'))
  })

  it('says who won a round, with the score, in the log on the page all along', async () => {
    const w = await table()
    await key('e')
    await key('s') // the player stands on 17 and the opponent plays the round out
    const view = useMatchStore().update!.view
    const round = view.rounds.at(-1)!
    const result =
      round.winner === null
        ? t('table.banner.tie')
        : round.winner === 0
          ? t('table.banner.roundWon')
          : t('table.banner.roundLost', { name: WENDEL })
    const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
    expect(said).toContain(
      t('table.say.roundScore', {
        result,
        who: WENDEL,
        mine: view.players[0].roundWins,
        theirs: view.players[1].roundWins,
      }),
    )
  })
})
