// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, shallowRef } from 'vue'
import type { MatchEvent } from '@common/match'
import type { RulesetId } from '@common/rulesets'
import {
  apply,
  createMatch,
  view,
  type Action,
  type CardCode,
  type MatchSetup,
  type MatchState,
} from '@main/engine'
import type { MatchUpdate } from '@preload/contract'
import { CLASSIC } from '@tools/testing/engine-main'
import { i18n } from '@/i18n'
import type { Cue } from '@/stores/match'
import { useTableNarration } from './useTableNarration'

/**
 * The narration of a table where the player sits in seat 0 against Wendel (or a hot-seat table
 * of `names`), fed cue by cue.
 */
function table(rules: RulesetId = 'classic', names: [string, string] | null = null) {
  const cue = shallowRef<Cue | null>(null)
  const update = shallowRef<MatchUpdate | null>(null)
  let narration: ReturnType<typeof useTableNarration> | null = null
  mount(
    defineComponent(() => {
      narration = useTableNarration(
        cue,
        () => ({ you: 0, opponent: 'Wendel', rules, names }),
        () => update.value,
      )
      return () => h('div')
    }),
    { global: { plugins: [i18n] } },
  )
  let id = 0
  const show = async (event: MatchEvent) => {
    cue.value = { id: ++id, kind: 'event', event, duration: 0 }
    await nextTick()
  }
  /** main's update for the table drawn from its view (a match picked up again) */
  const draw = async (state: MatchState, events: MatchEvent[] = []) => {
    update.value = { events, view: view(state, 0) } as unknown as MatchUpdate
    await nextTick()
  }
  /** the table done showing an update: the cue goes */
  const rest = async () => {
    cue.value = null
    await nextTick()
  }
  /** every event of a match as the table shows it, one cue each, then the table at rest */
  const play = async (events: readonly MatchEvent[]) => {
    for (const event of events) await show(event)
    await rest()
  }
  return {
    show,
    play,
    draw,
    rest,
    say: (text: string) => narration!.say(text),
    said: () => narration!.lines.value.map((line) => line.text),
  }
}

const t = (key: string, named: Record<string, unknown> = {}): string =>
  String(i18n.global.t(key, named))

/** A classic round played by the real engine: you 8 +4 9 ±2(−), Wendel 6 and stands. */
function playedRound(): MatchState {
  let state = createMatch(CLASSIC).state
  const moves: Action[] = [
    { type: 'play', player: 0, card: '+4' },
    { type: 'end', player: 0 },
    { type: 'stand', player: 1 },
    { type: 'play', player: 0, card: '±2', sign: '-' },
  ]
  for (const move of moves) {
    const next = apply(state, move)
    if (!next.ok) throw new Error(next.error.reason)
    state = next.state
  }
  return state
}

/** A match's events from its start through `moves`, as the real engine answers them. */
function played(setup: MatchSetup, moves: Action[]): MatchEvent[] {
  const start = createMatch(setup)
  let state = start.state
  const events = [...start.events]
  for (const move of moves) {
    const next = apply(state, move)
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.reason}`)
    state = next.state
    events.push(...next.events)
  }
  return events
}

const PLAIN: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']
const TWISTS: CardCode[] = ['T24', '+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1']

/**
 * A tournament round where one seat stands on 20 with a +4 and the other plays 2↔4 on 19: the
 * player (seat 0) twists the opponent's 20, or the opponent twists the player's.
 */
function twisted(twister: 0 | 1): MatchEvent[] {
  const end = (player: 0 | 1): Action => ({ type: 'end', player })
  const holder: 0 | 1 = twister === 0 ? 1 : 0
  const hands: [CardCode[], CardCode[]] = [
    ['+3', '+5', '+6', '-3'],
    ['+3', '+5', '+6', '-3'],
  ]
  hands[twister] = ['T24', '+3', '+5', '+6']
  hands[holder] = ['+4', '+3', '+5', '+6']
  const decks: [CardCode[], CardCode[]] = [PLAIN, PLAIN]
  decks[twister] = TWISTS
  return played(
    {
      rules: 'tournament',
      seed: 3,
      sideDecks: decks,
      hands,
      opener: holder,
      // the holder 8, the twister 5, the holder 8 (16) and +4 (20, stands), the twister 4 and
      // 10: 19, and plays 2↔4
      draws: [8, 5, 8, 4, 10],
    },
    [
      end(holder),
      end(twister),
      { type: 'play', player: holder, card: '+4' },
      end(twister),
      { type: 'play', player: twister, card: 'T24' },
      { type: 'stand', player: twister },
    ],
  )
}

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('the table in words', () => {
  it('says each of the player’s own draws, plays, stands and busts with its total, as "you"', async () => {
    const { show, said } = table()
    await show({ type: 'draw', player: 0, value: 4, total: 4 })
    await show({ type: 'play', player: 0, card: '±3', sign: '-', value: -3, total: 1 })
    await show({ type: 'stand', player: 0, total: 1, auto: false })
    await show({ type: 'bust', player: 0, total: 23 })
    expect(said()).toEqual([
      'You draw 4: total 4.',
      'You play ±3 as −3: total 1.',
      'You stand on 1.',
      'You bust with 23.',
    ])
  })

  it('says the opponent’s turn in one line as it ends, not a line a card', async () => {
    const { show, said } = table()
    await show({ type: 'turn', player: 1 })
    await show({ type: 'draw', player: 1, value: 7, total: 17 })
    await show({ type: 'play', player: 1, card: '-3', sign: null, value: -3, total: 14 })
    // nothing yet: the turn goes on
    expect(said()).toEqual([])
    await show({ type: 'stand', player: 1, total: 14, auto: false })
    expect(said()).toEqual(['Wendel draws 7 and plays −3: total 14. Wendel stands on 14.'])
    // a turn that only passes the turn says its cards, and a bust says itself after them
    await show({ type: 'turn', player: 1 })
    await show({ type: 'draw', player: 1, value: 2, total: 9 })
    await show({ type: 'endTurn', player: 1, total: 9 })
    await show({ type: 'draw', player: 1, value: 9, total: 18 })
    await show({ type: 'play', player: 1, card: '±1', sign: '+', value: 1, total: 19 })
    await show({ type: 'play', player: 1, card: '+4', sign: null, value: 4, total: 23 })
    await show({ type: 'bust', player: 1, total: 23 })
    expect(said().slice(1)).toEqual([
      'Wendel draws 2: total 9.',
      'Wendel draws 9, plays ±1 as +1 and plays +4: total 23. Wendel busts with 23.',
    ])
  })

  it('says the opponent’s turn so far once anything else happens or the table rests', async () => {
    const { show, rest, said } = table()
    await show({ type: 'draw', player: 1, value: 7, total: 12 })
    await show({ type: 'draw', player: 0, value: 4, total: 4 })
    expect(said()).toEqual(['Wendel draws 7: total 12.', 'You draw 4: total 4.'])
    await show({ type: 'draw', player: 1, value: 5, total: 17 })
    await rest()
    expect(said().at(-1)).toBe('Wendel draws 5: total 17.')
  })

  it('says what the banner shows, a round’s result with the score after it', async () => {
    const { show, said } = table()
    // each draw is seat 0's card, then seat 1's: Wendel's 9 beats the player's 4
    await show({ type: 'opener', player: 1, draws: [[4, 9]] })
    await show({ type: 'turn', player: 1 })
    await show({
      type: 'roundEnd',
      winner: 1,
      reason: 'stand',
      totals: [18, 19],
      roundWins: [1, 2],
    })
    await show({
      type: 'roundEnd',
      winner: null,
      reason: 'tie',
      totals: [18, 18],
      roundWins: [1, 2],
    })
    await show({ type: 'matchEnd', winner: 0 })
    expect(said()).toEqual([
      'Wendel opens. High card for the opener: Wendel drew 9, you drew 4.',
      'Wendel wins the round. Rounds won: you 1, Wendel 2.',
      'Tie: the round is replayed. Rounds won: you 1, Wendel 2.',
      t('table.banner.matchWon'),
    ])
  })

  it('says equal opening cards as a tie before the cards that decided, in English and German', async () => {
    // "Both drew 2." alone left a listener to guess what it meant
    const tied: [number, number][] = [
      [2, 2],
      [9, 1],
    ]
    const twice: [number, number][] = [[5, 5], ...tied]
    const english = table()
    await english.show({ type: 'opener', player: 0, draws: tied })
    await english.show({ type: 'opener', player: 1, draws: [[6, 6], ...tied.slice(0, 1), [1, 9]] })
    expect(english.said()).toEqual([
      'You open. High card for the opener: both drew 2, a tie; then you drew 9, Wendel drew 1.',
      'Wendel opens. High card for the opener: both drew 6, then both 2, a tie each time; ' +
        'then Wendel drew 9, you drew 1.',
    ])
    i18n.global.locale.value = 'de'
    const german = table()
    await german.show({ type: 'opener', player: 0, draws: twice })
    expect(german.said()).toEqual([
      `${t('table.banner.youOpen')}. Wer höher zieht, beginnt: Beide ziehen 5, dann beide 2, jedes Mal Gleichstand; ` +
        'dann ziehst du 9, Wendel zieht 1.',
    ])
  })

  it('ends each of the banner’s lines with a full stop, and says the muck’s cards as a list', async () => {
    const { show, said } = table()
    await show({ type: 'muck', player: 0, cards: ['+3', '+6', '-3', '±1'] })
    await show({ type: 'muck', player: 1, cards: ['+2', '-1'] })
    await show({ type: 'matchEnd', winner: 1 })
    expect(said()).toEqual([
      'The muck: your +3, +6, −3 and ±1 set aside.',
      'The muck: Wendel’s +2 and −1 set aside.',
      'Wendel wins the match.',
    ])
  })

  it('says the opponent’s card that takes a sign as the player’s own: with the value played', async () => {
    const { show, said } = table()
    await show({ type: 'play', player: 1, card: '±2', sign: '+', value: 2, total: 14 })
    await show({ type: 'endTurn', player: 1, total: 14 })
    await show({ type: 'play', player: 0, card: '±1', sign: '+', value: 1, total: 12 })
    expect(said()).toEqual(['Wendel plays ±2 as +2: total 14.', 'You play ±1 as +1: total 12.'])
  })

  it('leaves out what the turn light says, and keeps the last six lines', async () => {
    const { show, said, say } = table()
    await show({ type: 'turn', player: 1 })
    await show({ type: 'endTurn', player: 1, total: 9 })
    expect(said()).toEqual([])
    for (let total = 1; total <= 8; total++)
      await show({ type: 'draw', player: 0, value: 1, total })
    expect(said()).toHaveLength(6)
    expect(said().at(-1)).toBe('You draw 1: total 8.')
    // a line of the table's own goes on the end, like any other
    say('±2 will be played as −2.')
    expect(said()).toHaveLength(6)
    expect(said().at(-1)).toBe('±2 will be played as −2.')
  })

  it('a table drawn without events (picked up again) starts with what lies on each table', async () => {
    const { draw, show, said } = table()
    await draw(playedRound())
    expect(said()).toEqual([
      'You have 8, +4, 9 and −2 on the table: total 19.',
      'Wendel has 6 on the table and stands on 6.',
    ])
    // an update with events is said event by event as it is shown, never as a table
    await draw(playedRound(), [{ type: 'stand', player: 0, total: 19, auto: false }])
    await show({ type: 'stand', player: 0, total: 19, auto: false })
    expect(said()).toHaveLength(3)
    expect(said().at(-1)).toBe('You stand on 19.')
  })

  it('says an empty table not at all, and a picked-up table in German', async () => {
    i18n.global.locale.value = 'de'
    const { draw, said } = table()
    await draw(createMatch(CLASSIC).state)
    expect(said()).toEqual(['Du hast 8 auf dem Tisch: Summe 8.'])
    await draw(playedRound())
    expect(said().slice(1)).toEqual([
      'Du hast 8, +4, 9 und −2 auf dem Tisch: Summe 19.',
      'Wendel hat 6 auf dem Tisch und hält bei 6.',
    ])
  })

  it('speaks German with the game’s German words', async () => {
    i18n.global.locale.value = 'de'
    const { show, said } = table()
    await show({ type: 'draw', player: 1, value: 4, total: 12 })
    await show({ type: 'play', player: 1, card: '+3', sign: null, value: 3, total: 15 })
    await show({ type: 'stand', player: 1, total: 15, auto: false })
    await show({ type: 'stand', player: 0, total: 19, auto: false })
    await show({
      type: 'roundEnd',
      winner: 0,
      reason: 'stand',
      totals: [19, 15],
      roundWins: [2, 0],
    })
    await show({ type: 'muck', player: 1, cards: ['+2', '±4', '-1'] })
    await show({ type: 'play', player: 1, card: '±2', sign: '-', value: -2, total: 13 })
    await show({ type: 'endTurn', player: 1, total: 13 })
    await show({ type: 'matchEnd', winner: 1 })
    expect(said()).toEqual([
      'Wendel zieht 4 und legt +3: Summe 15. Wendel hält bei 15.',
      'Du hältst bei 19.',
      'Du gewinnst die Runde. Gewonnene Runden: du 2, Wendel 0.',
      'Abwurf: +2, ±4 und −1 von Wendel beiseitegelegt.',
      'Wendel legt ±2 als −2: Summe 13.',
      'Wendel gewinnt die Partie.',
    ])
  })

  it('says what a gold card did to the player’s own total, not the total before its flips', async () => {
    const { play, said } = table()
    // classic: the player 3, Wendel 5, the player 9 (12), Wendel 5, the player 9: 21; 3&6
    // turns the 3 into −3
    const end = (player: 0 | 1): Action => ({ type: 'end', player })
    await play(
      played(
        {
          rules: 'classic',
          seed: 3,
          sideDecks: [
            ['F36', '+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4'],
            ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
          ],
          hands: [
            ['F36', '+1', '+2', '+3'],
            ['+1', '+2', '+3', '+4'],
          ],
          opener: 0,
          draws: [3, 5, 9, 5, 9],
        },
        [end(0), end(1), end(0), end(1), { type: 'play', player: 0, card: 'F36' }],
      ),
    )
    expect(said().slice(-2)).toEqual([
      'You draw 9: total 21.',
      'You play 3&6: your total falls from 21 to 15.',
    ])
  })

  it('says a twist of the player’s own with both totals: the opponent’s, turned, and the player’s', async () => {
    const { play, said } = table('tournament')
    await play(twisted(0))
    expect(said()).toContain(
      'You play 2↔4: Wendel’s total falls from 20 to 12 and your total is 19.',
    )
    // the next line is said after it, in the table's order
    const at = said().indexOf('You stand on 19.')
    expect(said()[at - 1]).toMatch(/^You play 2↔4/)
  })

  it('says the opponent’s twist with its total after it and what it did to the player’s', async () => {
    const { play, said } = table('tournament')
    await play(twisted(1))
    expect(said()).toContain(
      'Wendel draws 10 and plays 2↔4: total 19, and your total falls from 20 to 12. Wendel stands on 19.',
    )
  })

  it('names both seats of a hot-seat table in a twist’s line', async () => {
    const { play, said } = table('tournament', ['Maren', 'Ola'])
    await play(twisted(0))
    expect(said()).toContain('Maren plays 2↔4: total 19, and Ola’s total falls from 20 to 12.')
  })

  it('says a twist in German', async () => {
    i18n.global.locale.value = 'de'
    const mine = table('tournament')
    await mine.play(twisted(0))
    expect(mine.said()).toContain(
      'Du legst 2↔4: Die Summe von Wendel sinkt von 20 auf 12 und deine Summe liegt bei 19.',
    )
    const theirs = table('tournament')
    await theirs.play(twisted(1))
    expect(theirs.said()).toContain(
      'Wendel zieht 10 und legt 2↔4: Summe 19, und deine Summe sinkt von 20 auf 12. Wendel hält bei 19.',
    )
  })
})
