// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { i18n } from '@/i18n'
import {
  CLASSIC,
  logOnPage,
  openTable,
  pressKey as key,
  TEST_OPPONENT,
  type EngineMain,
} from '@tools/testing/engine-main'
import type { MatchSetup } from '@main/engine'

let backend: EngineMain
vi.mock('@/bridge', async (original) => {
  const real = await original<typeof import('@/bridge')>()
  return {
    ...real,
    call: vi.fn((name: never, arg: never) => backend.call(name, arg)),
    request: vi.fn(async () => ({ ok: true, value: null })),
  }
})
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const { call } = await import('@/bridge')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { useNavigationStore } = await import('@/stores/navigation')
const TableView = (await import('./TableView.vue')).default

const table = (setup: MatchSetup, wager = 0) =>
  openTable(TableView, setup, (b) => (backend = b), wager)

const total = (w: Awaited<ReturnType<typeof table>>, side: 'my' | 'their') =>
  w.find(`[data-test="${side}-table"] [data-test="total-value"]`).text()

/** The log's line for an opponent's turn of one draw that ends the turn. */
const opponentDraws = (value: number, total: number): string =>
  i18n.global.t('table.say.turn', {
    who: TEST_OPPONENT.name,
    moves: i18n.global.t('table.say.moves.draw', { value }),
    total,
  })

beforeEach(() => {
  vi.mocked(call).mockClear()
})

describe('TableView, driven by real engine views', () => {
  it('shows both halves, the hand and only the buttons main allows', async () => {
    const w = await table(CLASSIC)
    expect(w.findAll('[data-test="slot"]')).toHaveLength(18)
    expect(total(w, 'my')).toBe('8')
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
    w.unmount()
  })

  it("shows a remembering opponent's remark on the player's habits as its line, in the language", async () => {
    const line = (w: Awaited<ReturnType<typeof table>>) =>
      w.find('.half.theirs .plate .subtitle').text()
    const plain = await table(CLASSIC)
    expect(line(plain)).toBe(TEST_OPPONENT.title)
    plain.unmount()
    TEST_OPPONENT.remark = { key: 'remark.standsOn', params: { total: 17 } }
    try {
      const w = await table(CLASSIC)
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
      expect(line(w)).not.toBe(TEST_OPPONENT.title)
      w.unmount()
    } finally {
      i18n.global.locale.value = 'en'
      delete TEST_OPPONENT.remark
    }
  })

  it('F flips the card whose sign toggle has the keyboard, not the last card focused', async () => {
    const w = await table({
      ...CLASSIC,
      hands: [
        ['±1', '±2', '±3', '+1'],
        ['+1', '+2', '+3', '-1'],
      ],
    })
    const sign = (place: number) =>
      w.find(`[data-test="hand-card-${place}"] .side-card`).attributes('data-sign')
    ;(w.get('[data-test="hand-card-2"]').element as HTMLElement).focus()
    ;(w.get('[data-test="sign-3"]').element as HTMLElement).focus()
    await key('f')
    expect(sign(3)).toBe('-')
    expect(sign(2)).not.toBe('-')
    w.unmount()
  })

  it('plays by keyboard: a hand card with 1-4, F flips the sign, E ends the turn', async () => {
    const w = await table(CLASSIC)
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
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'play', card: '±2', sign: '-' },
    })
    expect(total(w, 'my')).toBe('6')
    const placed = w.findAll('[data-test="my-table"] .slot .side-card')
    expect(placed[1]?.attributes('data-kind')).toBe('flip')
    expect(placed[1]?.attributes('data-sign')).toBe('-')
    // one side card a turn in classic: the rest of the hand is dimmed
    expect(w.find('[data-test="hand-card-1"]').attributes('aria-disabled')).toBe('true')

    await key('e') // opponent draws 6 and ends; you draw 9
    expect(total(w, 'their')).toBe('6')
    expect(total(w, 'my')).toBe('15')
    await key('s')
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'stand' },
    })
    w.unmount()
  })

  it('takes a move only from a fresh press: a held key’s repeats end no turn, open no menu', async () => {
    const w = await table(CLASSIC)
    const repeat = async (key: string): Promise<void> => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key, repeat: true }))
      await flushPromises()
    }
    const moves = () => vi.mocked(call).mock.calls.filter(([name]) => name === 'match.act').length
    const before = moves()
    await repeat('e')
    await repeat('s')
    await repeat('1')
    await repeat('Escape')
    expect(moves()).toBe(before)
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    // the same key pressed anew is the player's move
    await key('e')
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'end' },
    })
    w.unmount()
  })

  it('asks the advisor with H and shows its advice and win chance', async () => {
    const w = await table(CLASSIC)
    await key('h')
    expect(w.find('[data-test="hint-chance"]').text()).toBe(
      i18n.global.t('table.hint.chance', { pct: 62 }),
    )
    expect(w.find('[data-test="hint-action"]').text()).toBe(i18n.global.t('table.actions.stand'))
    expect(w.find('[data-test="hint-reason"]').attributes('data-key')).toBe('advice.stand')
    // over the main deck, where the notes under it stay in view
    expect(w.find('.middle .stage [data-test="hint-panel"]').exists()).toBe(true)
    w.unmount()
  })

  it('Esc opens the menu; forfeiting warns about the stake and ends on the result screen', async () => {
    const w = await table(CLASSIC, 2500)
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
    await w.find('[data-test="forfeit"]').trigger('click')
    expect(w.find('[data-test="forfeit-warning"]').text()).toContain('2,500 credits')
    await w.find('[data-test="forfeit-confirm"]').trigger('click')
    await flushPromises()
    expect(call).toHaveBeenLastCalledWith('match.resign', { matchId: 'test-match' })
    expect(useNavigationStore().current.screen).toBe('result')
    w.unmount()
  })

  it('Esc while cards move opens the menu at once, over the table as main left it', async () => {
    const w = await table(CLASSIC)
    const match = useMatchStore()
    const effects = vi.mocked((await import('@/fx/sound')).playEffect)
    useSettingsStore().settings.reducedMotion = 'off'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await key('e') // the opponent's draw and end, then the player's draw, shown at their pace
      expect(match.presenting).toBe(true)
      effects.mockClear()
      await key('Escape')
      // the first Esc is the menu, not only the rest of the animation
      expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
      // the move is shown to its end at once and silently: behind the menu is main's table
      expect(match.presenting).toBe(false)
      expect(effects).not.toHaveBeenCalled()
      expect(total(w, 'their')).toBe('6')
      expect(total(w, 'my')).toBe('17')
      // every event still went through the table: the log says the opponent's turn
      const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
      expect(said).toContain(opponentDraws(6, 6))
      await key('Escape')
      expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
    w.unmount()
  })

  it('picked up again after a reload, the log starts with what lies on each table', async () => {
    const first = await table(CLASSIC)
    await key('e') // the player 8, the opponent draws 6 and ends, the player draws 9: 17
    first.unmount()
    // a fresh app: the table asks main for its open match, which comes without events
    const pinia = createPinia()
    setActivePinia(pinia)
    useSettingsStore().settings.reducedMotion = 'on'
    const w = mount(TableView, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
    await flushPromises()
    await logOnPage()
    expect(vi.mocked(call)).toHaveBeenCalledWith('match.resume')
    const said = () => w.findAll('[data-test="narration"] li').map((li) => li.text())
    const t = i18n.global.t
    expect(said()).toEqual([
      t('table.say.myOnTable', { cards: '8 and 9', total: '17' }),
      t('table.say.onTable', { who: TEST_OPPONENT.name, cards: '6', total: '6' }),
    ])
    // and the log goes on from there with each move shown
    await key('s')
    expect(said()).toContain(t('table.say.myStand', { total: 17 }))
    expect(said()).toContain(opponentDraws(7, 13))
    w.unmount()
  })

  it('the cantina choose phase: pick 4 of 10 with the number keys, Enter brings them', async () => {
    const w = await table({
      rules: 'cantina',
      seed: 5,
      sideDecks: [
        ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±1', '±2'],
        ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±1', '±2'],
      ],
    })
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
    const said = (line: string) =>
      vi.waitFor(() => expect(chosen()).toBe(line), { timeout: 10_000 })
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
    await flushPromises()
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'choose', cards: ['+1', '-1', '±1', '±2'] },
    })
    expect(w.find('[role="dialog"]').exists()).toBe(false)
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(4)
    // dealt: the shoe counts its cards left, 40 less the first few dealt
    const left = w.get('[data-test="deck-label"]').text().match(/\d+/)?.[0]
    expect(Number(left)).toBeGreaterThanOrEqual(36)
    expect(Number(left)).toBeLessThan(40)
    w.unmount()
  })

  it('shows the opponent pool while choosing in the tournament', async () => {
    const deck = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'] as const
    const w = await table({ rules: 'tournament', seed: 2, sideDecks: [[...deck], [...deck]] })
    expect(w.findAll('[data-test="their-pool"] .side-card')).toHaveLength(10)
    w.unmount()
  })

  it('keeps each card in its place: key 1 pressed twice never plays a second card', async () => {
    const deck = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'] as const
    const w = await table({
      rules: 'tournament',
      seed: 2,
      opener: 0,
      sideDecks: [[...deck], [...deck]],
      hands: [
        ['+3', '-3', '±1', '+4'],
        ['+3', '-3', '±1', '+4'],
      ],
      draws: [5],
    })
    await key('1')
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'play', card: '+3' },
    })
    const calls = vi.mocked(call).mock.calls.length
    // place 1 is empty now, and the other cards have not moved up
    expect(w.find('[data-test="hand-card-1"]').exists()).toBe(false)
    expect(w.find('[data-test="hand-place-1"] [data-test="played-place"]').exists()).toBe(true)
    expect(w.find('[data-test="hand-card-2"]').attributes('data-code')).toBe('-3')
    await key('1')
    expect(vi.mocked(call).mock.calls.length).toBe(calls)
    await key('4')
    expect(call).toHaveBeenLastCalledWith('match.act', {
      matchId: 'test-match',
      action: { type: 'play', card: '+4' },
    })
    w.unmount()
  })

  it('tooltips: a hand card tells the total it would make, a flip card both; a table card what it is', async () => {
    const w = await table(CLASSIC)
    const tipOf = (selector: string): string => {
      const id = w.find(selector).attributes('aria-describedby')
      return w.find(`#${id}[role="tooltip"]`).text()
    }
    const say = (key: string, named: Record<string, unknown> = {}): string =>
      String(i18n.global.t(key, named))
    // the opening draw is 8: +4 makes 12; the flip card ±2 makes 10 or 6
    expect(tipOf('[data-test="hand-card-1"]')).toContain(
      say('table.tip.outcome.one', { total: 12 }),
    )
    expect(tipOf('[data-test="hand-card-1"]')).toContain(say('table.tip.effect.plus', { n: 4 }))
    const flip = tipOf('[data-test="hand-card-3"]')
    expect(flip).toContain(say('table.tip.outcome.plus', { total: 10 }))
    expect(flip).toContain(say('table.tip.outcome.minus', { total: 6 }))
    // the green card on the table says it is a main deck card
    expect(tipOf('[data-test="my-table"] .placed')).toContain(
      say('table.tip.kind.main', { label: '8' }),
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
    w.unmount()
  })
})

describe('TableView for a screen reader', () => {
  const t = (key: string, named: Record<string, unknown> = {}): string =>
    String(i18n.global.t(key, named))

  it('gives each side a heading that names it', async () => {
    const w = await table(CLASSIC)
    const headings = w.findAll('h2[data-test="table-heading"]')
    expect(headings.map((h) => h.text())).toEqual([
      t('table.tableOf', { name: w.get('[data-test="my-table"] [data-test="name"]').text() }),
      t('table.tableOf', { name: TEST_OPPONENT.name }),
    ])
    for (const side of ['my-table', 'their-table']) {
      const section = w.get(`[data-test="${side}"]`)
      expect(section.get(`#${section.attributes('aria-labelledby')}`).element.tagName).toBe('H2')
    }
    w.unmount()
  })

  it('says whose turn it is, not each pause of the opponent to think', async () => {
    const w = await table(CLASSIC)
    const match = useMatchStore()
    useSettingsStore().settings.reducedMotion = 'off'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await key('e') // the opponent draws, thinks, and ends its turn
      for (let step = 0; step < 100 && !match.thinking; step++)
        await vi.advanceTimersByTimeAsync(50)
      expect(match.thinking).toBe(true)
      const name = TEST_OPPONENT.name
      // the eye sees the opponent thinking; the region a screen reader hears says whose turn
      expect(w.get('[data-test="status"]').text()).toBe(t('table.status.thinking', { name }))
      expect(w.get('[data-test="status"]').attributes('aria-hidden')).toBe('true')
      expect(w.get('[data-test="status-said"]').text()).toBe(t('table.theirTurn', { name }))
      expect(w.get('[data-test="status-said"]').attributes('aria-live')).toBe('polite')
      // the plate's "Thinking" is no second live region
      expect(w.get('[data-test="thinking"]').attributes('role')).toBeUndefined()
      await vi.runAllTimersAsync()
    } finally {
      vi.useRealTimers()
    }
    await flushPromises()
    expect(w.get('[data-test="status-said"]').text()).toBe(t('table.yourTurn'))
    w.unmount()
  })

  it('says who won a round, with the score, in the log on the page all along', async () => {
    const w = await table(CLASSIC)
    await key('e')
    await key('s') // the player stands on 17 and the opponent plays the round out
    const view = useMatchStore().update!.view
    const round = view.rounds.at(-1)!
    const result =
      round.winner === null
        ? t('table.banner.tie')
        : round.winner === 0
          ? t('table.banner.roundWon')
          : t('table.banner.roundLost', { name: TEST_OPPONENT.name })
    const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
    expect(said).toContain(
      t('table.say.roundScore', {
        result,
        who: TEST_OPPONENT.name,
        mine: view.players[0].roundWins,
        theirs: view.players[1].roundWins,
      }),
    )
    w.unmount()
  })
})
