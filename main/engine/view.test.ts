import { describe, expect, it } from 'vitest'
import { legalActions } from './legal'
import { apply, createMatch } from './match'
import type { CardCode } from '@common/cards'
import type { MatchState, PlayerIndex } from '@common/match'
import { blockedFor, view } from './view'
import { act, TWIST_DEAL } from '@tools/testing/engine-steps'

const CLASSIC: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
const TOURNAMENT: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']

describe('view', () => {
  it('marks the cards a gold card turned, a played flip card too, until a second turn undoes it', () => {
    // you: ±2 played as −2; the other player: ±1 played as +1 and a +4; then your twists
    let state = createMatch(TWIST_DEAL).state
    state = act(
      state,
      { type: 'play', player: 0, card: '±2', sign: '-' },
      { type: 'end', player: 0 },
      { type: 'play', player: 1, card: '±1', sign: '+' },
      { type: 'play', player: 1, card: '+4' },
      { type: 'end', player: 1 },
    )
    const before = view(state, 0).players
    expect(before[0].table.some((card) => 'turned' in card)).toBe(false)
    expect(before[1].table.some((card) => 'turned' in card)).toBe(false)
    // 2↔4 turns your −2 to +2 and their +4 to −4: both marked, the flip card as the plus card
    state = act(state, { type: 'play', player: 0, card: 'T24' })
    const once = view(state, 0).players
    expect(once[0].table[1]).toEqual({ code: '±2', face: 2, sign: 1, turned: true })
    expect(once[1].table[2]).toEqual({ code: '+4', face: 4, sign: -1, turned: true })
    // the other seat sees the same marks; 1↔5 turns their ±1, and the twists are never marked
    state = act(state, { type: 'play', player: 0, card: 'T15' })
    const theirs = view(state, 1).players
    expect(theirs[1].table[1]).toEqual({ code: '±1', face: 1, sign: -1, turned: true })
    expect(theirs[0].table.filter((card) => card.code?.startsWith('T'))).toEqual([
      { code: 'T24', face: 0, sign: 1 },
      { code: 'T15', face: 0, sign: 1 },
    ])
    // a second 2↔4 turns both back: each counts as it landed, and is no longer marked
    state = act(state, { type: 'play', player: 0, card: 'T24' })
    const twice = view(state, 0).players
    expect(twice[0].table[1]).toEqual({ code: '±2', face: 2, sign: -1 })
    expect(twice[1].table[2]).toEqual({ code: '+4', face: 4, sign: 1 })
    expect(twice[1].table[1]).toEqual({ code: '±1', face: 1, sign: -1, turned: true })
  })

  it('marks a flip card and a double a classic 2&4 turned on your own table', () => {
    const deck: CardCode[] = ['±2', 'D', 'F24', '+1', '+2', '+3', '-1', '-2', '-3', '+4']
    let state = createMatch({
      rules: 'classic',
      seed: 3,
      opener: 0,
      sideDecks: [deck, deck],
      hands: [
        ['±2', 'D', 'F24', '+1'],
        ['+1', '+2', '+3', '-1'],
      ],
      draws: [4, 6, 2, 7, 5],
    }).state
    // you 4, D copies it (8); 2, then ±2 as +2 (12); 5, then 2&4 turns the 4s and the 2s
    state = act(
      state,
      { type: 'play', player: 0, card: 'D' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
      { type: 'play', player: 0, card: '±2', sign: '+' },
      { type: 'end', player: 0 },
      { type: 'end', player: 1 },
      { type: 'play', player: 0, card: 'F24' },
    )
    expect(view(state, 0).players[0].table).toEqual([
      { code: null, face: 4, sign: -1, turned: true },
      { code: 'D', face: 4, sign: -1, turned: true },
      { code: null, face: 2, sign: -1, turned: true },
      { code: '±2', face: 2, sign: -1, turned: true },
      { code: null, face: 5, sign: 1 },
      { code: 'F24', face: 0, sign: 1 },
    ])
  })

  it('classic: shows your hand and pool, hides the opponent’s hand and pool but not its size', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [CLASSIC, TOURNAMENT.slice(0, 8).concat(['+1', '+2'])],
    })
    const mine = view(state, 0)
    expect(mine.you).toBe(0)
    expect(mine.players[0].hand).toEqual(state.players[0].hand)
    expect(mine.players[0].pool).toEqual(CLASSIC)
    expect(mine.players[1].hand).toBeNull()
    expect(mine.players[1].pool).toBeNull()
    expect(mine.players[1].handSize).toBe(4)
    expect(mine.shoeLeft).toBeNull()
    expect(JSON.stringify(mine)).not.toMatch(/"(rng|shoe|forcedDraws|sideDeck|brought|mucked)"/)
  })

  it('lists the legal actions of the viewer only', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [CLASSIC, CLASSIC],
      opener: 0,
    })
    expect(view(state, 0).legal).toEqual(legalActions(state, 0))
    expect(view(state, 0).legal.length).toBeGreaterThanOrEqual(2)
    expect(view(state, 1).legal).toEqual([])
  })

  it('counts the side cards left this turn where the ruleset limits them', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['+1', '+2', '+3', '+4'],
      ['+1', '+2', '+3', '+4'],
    ]
    const classic = createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CLASSIC, CLASSIC],
      hands,
      opener: 0,
      draws: [2],
    }).state
    expect(view(classic, 0).sideCardsLeftThisTurn).toBe(1)
    expect(
      view(act(classic, { type: 'play', player: 0, card: '+1' }), 0).sideCardsLeftThisTurn,
    ).toBe(0)
    const tournament = createMatch({
      rules: 'tournament',
      seed: 1,
      sideDecks: [TOURNAMENT, TOURNAMENT],
      hands: [
        ['+3', '+4', '+5', '+6'],
        ['+3', '+4', '+5', '+6'],
      ],
      opener: 0,
    }).state
    expect(view(tournament, 0).sideCardsLeftThisTurn).toBeNull()
  })

  it('tournament: the opponent’s pool is public, the 4 they chose are not', () => {
    const deck1: CardCode[] = ['TB', 'D', 'T24', '+3', '+4', '+5', '-3', '-4', '±1', '±2']
    let state = createMatch({
      rules: 'tournament',
      seed: 9,
      sideDecks: [TOURNAMENT, deck1],
      opener: 0,
    }).state
    expect(view(state, 0).players[1].pool).toEqual(deck1)
    state = act(state, { type: 'choose', player: 1, cards: ['TB', 'D', 'T24', '+3'] })
    const seen = view(state, 0)
    expect(seen.phase).toBe('choose')
    expect(seen.players[1].chosen).toBe(true)
    expect(seen.players[1].hand).toBeNull()
    expect(seen.players[1].handSize).toBe(4)
    expect(seen.players[1].pool).toEqual(deck1)
    // Had they chosen other cards, player 0 would see exactly the same.
    const other = act(
      createMatch({ rules: 'tournament', seed: 9, sideDecks: [TOURNAMENT, deck1], opener: 0 })
        .state,
      { type: 'choose', player: 1, cards: ['-3', '-4', '±1', '±2'] },
    )
    expect(view(other, 0)).toEqual(seen)
    // Their own view shows what they chose.
    expect(view(state, 1).players[1].hand).toEqual(['TB', 'D', 'T24', '+3'])
  })

  it('tournament: after the muck the set winner’s public pool is the 6 left', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['+3', '+4', '+5', '+6'],
      ['-3', '-4', '-5', '-6'],
    ]
    let state = createMatch({
      rules: 'tournament',
      seed: 2,
      sideDecks: [TOURNAMENT, TOURNAMENT],
      hands,
      opener: 0,
      draws: [10, 9, 9, 10, 9, 10],
    }).state
    for (const player of [0, 1, 1, 0, 1, 0] as const) state = act(state, { type: 'stand', player })
    expect(state.phase).toBe('choose')
    const seen = view(state, 1)
    expect(seen.players[0].pool).toEqual(['-3', '-4', '-5', '-6', '±1', '±2'])
    expect(seen.players[1].pool).toEqual(TOURNAMENT)
  })

  it('cantina: tells how many cards are left in the shoe, never their order', () => {
    const cantina: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
    let state = createMatch({
      rules: 'cantina',
      seed: 5,
      sideDecks: [cantina, cantina],
      hands: [
        ['+1', '+2', '+3', '+4'],
        ['+1', '+2', '+3', '+4'],
      ],
      opener: 0,
    }).state
    expect(view(state, 0).shoeLeft).toBe(39)
    state = act(state, { type: 'end', player: 0 })
    const seen = view(state, 0)
    expect(seen.shoeLeft).toBe(38)
    expect(JSON.stringify(seen)).not.toMatch(/"shoe"|"rng"/)
  })

  it('is a copy: changing it changes nothing in the match', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [CLASSIC, CLASSIC],
      opener: 0,
    })
    const before = JSON.stringify(state)
    const seen = view(state, 0)
    seen.players[0].table.push({ code: '+1', face: 1, sign: 1 })
    seen.players[0].hand?.pop()
    seen.rounds.push({ set: 1, winner: 0, reason: 'stand', totals: [1, 0] })
    expect(JSON.stringify(state)).toBe(before)
  })

  it('shows the cantina total clamped, as the table counts it', () => {
    const cantina: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
    let state = createMatch({
      rules: 'cantina',
      seed: 5,
      sideDecks: [cantina, cantina],
      hands: [
        ['-5', '+2', '+3', '+4'],
        ['+1', '+2', '+3', '+4'],
      ],
      opener: 0,
      draws: [2],
    }).state
    state = act(state, { type: 'play', player: 0, card: '-5' })
    expect(view(state, 1).players[0].total).toBe(0)
    expect(view(state, 1).players[0].table).toEqual([
      { code: null, face: 2, sign: 1 },
      { code: '-5', face: 5, sign: -1 },
    ])
  })
})

/** Every hand card is offered or refused, never both; so is ending the turn. */
function expectOfferedOrRefused(state: MatchState, you: PlayerIndex): void {
  const seen = view(state, you)
  for (const card of seen.players[you].hand ?? []) {
    const offered = seen.legal.some((a) => a.type === 'play' && a.card === card)
    expect(offered, card).toBe(seen.blocked.cards[card] === undefined)
  }
  expect(seen.legal.some((a) => a.type === 'end')).toBe(seen.blocked.turn === null)
}

describe('view: what the viewer may not do, and why', () => {
  const classicStart = (): MatchState =>
    createMatch({
      rules: 'classic',
      seed: 1,
      sideDecks: [CLASSIC, CLASSIC],
      hands: [
        ['+1', '+2', '±1', 'D'],
        ['+1', '+2', '+3', '+4'],
      ],
      opener: 0,
      draws: [5, 6, 7],
    }).state

  it('nothing while the player to act may do everything; a flip card is asked with its sign', () => {
    const state = classicStart()
    expect(view(state, 0).blocked).toEqual({ turn: null, cards: {} })
    expectOfferedOrRefused(state, 0)
  })

  it('the opponent, waiting: not their turn, for the turn and every card', () => {
    const state = classicStart()
    const not = { reason: 'not-your-turn' }
    expect(view(state, 1).blocked).toEqual({
      turn: not,
      cards: { '+1': not, '+2': not, '+3': not, '+4': not },
    })
    expectOfferedOrRefused(state, 1)
  })

  it('classic: once a side card is played, the rest of the hand is refused, the turn is not', () => {
    const state = act(classicStart(), { type: 'play', player: 0, card: '+1' })
    const played = { reason: 'side-card-played' }
    expect(view(state, 0).blocked).toEqual({
      turn: null,
      cards: { '+2': played, '±1': played, D: played },
    })
    expectOfferedOrRefused(state, 0)
  })

  it('standing: the turn and every card, until the round ends', () => {
    const state = act(classicStart(), { type: 'stand', player: 0 })
    const standing = { reason: 'standing' }
    expect(view(state, 0).blocked).toEqual({
      turn: standing,
      cards: { '+1': standing, '+2': standing, '±1': standing, D: standing },
    })
    expectOfferedOrRefused(state, 0)
  })

  it('classic: a double with nothing on the table to copy', () => {
    const start = classicStart()
    const [mine, theirs] = start.players
    const state: MatchState = { ...start, players: [{ ...mine, table: [] }, theirs] }
    expect(view(state, 0).blocked).toEqual({
      turn: null,
      cards: { D: { reason: 'nothing-to-double' } },
    })
    expectOfferedOrRefused(state, 0)
  })

  it('the match over: everything, with the match over', () => {
    const state: MatchState = { ...classicStart(), phase: 'over', turn: null, winner: 0 }
    const over = { reason: 'match-over' }
    expect(view(state, 0).blocked).toEqual({
      turn: over,
      cards: { '+1': over, '+2': over, '±1': over, D: over },
    })
    expectOfferedOrRefused(state, 0)
  })

  it('tournament: the held tiebreaker is refused, and hands are chosen before anything else', () => {
    const deck: CardCode[] = ['TB', 'D', 'T24', '+3', '+4', '+5', '-3', '-4', '±1', '±2']
    let state = createMatch({ rules: 'tournament', seed: 9, sideDecks: [deck, deck] }).state
    const choosing = { reason: 'hands-not-chosen' }
    // nothing in hand yet: only the turn is refused
    expect(view(state, 0).blocked).toEqual({ turn: choosing, cards: {} })
    expectOfferedOrRefused(state, 0)
    state = act(state, { type: 'choose', player: 0, cards: ['TB', 'D', '+3', '±1'] })
    expect(view(state, 0).blocked).toEqual({
      turn: choosing,
      cards: { TB: choosing, D: choosing, '+3': choosing, '±1': choosing },
    })
    expectOfferedOrRefused(state, 0)
    state = act(state, { type: 'choose', player: 1, cards: ['TB', '+4', '+5', '-3'] })
    const you = state.turn as PlayerIndex
    const seen = view(state, you)
    expect(seen.blocked.turn).toBeNull()
    expect(seen.blocked.cards).toEqual({ TB: { reason: 'tiebreaker-is-held' } })
    expectOfferedOrRefused(state, you)
  })

  it('is the same answer the view carries, and what apply refuses with', () => {
    const state = act(classicStart(), { type: 'play', player: 0, card: '+1' })
    expect(blockedFor(state, 0)).toEqual(view(state, 0).blocked)
    const refused = apply(state, { type: 'play', player: 0, card: '+2' })
    expect(refused.ok).toBe(false)
    if (!refused.ok) expect(view(state, 0).blocked.cards['+2']).toEqual(refused.error)
  })
})
