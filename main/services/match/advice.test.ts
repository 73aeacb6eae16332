import { describe, expect, it } from 'vitest'
import {
  apply,
  createMatch,
  view,
  type Action,
  type CardCode,
  type MatchSetup,
  type MatchState,
  type MatchView,
} from '@main/engine'
import { advise } from '@main/ai'
import { adviceReason, advised, coached, type NextAdvice } from './advice'
import { totalAfter } from './tutorial'

/** A match started from `setup` and played on by the real engine through `moves`. */
function position(setup: MatchSetup, moves: Action[]): MatchState {
  let state = createMatch(setup).state
  for (const move of moves) {
    const next = apply(state, move)
    if (!next.ok) throw new Error(`${JSON.stringify(move)}: ${next.error.reason}`)
    state = next.state
  }
  return state
}

const end = (player: 0 | 1): Action => ({ type: 'end', player })
const stand = (player: 0 | 1): Action => ({ type: 'stand', player })
const STAND: Action = stand(0)
const END: Action = end(0)

/** A real cantina match in its choose phase, from player 0's seat, with this pool. */
function choosing(pool: CardCode[]): { state: MatchState; seen: MatchView } {
  const { state } = createMatch({
    rules: 'cantina',
    seed: 7,
    sideDecks: [pool, ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']],
  })
  const seen = view(state, 0)
  expect(seen.phase).toBe('choose')
  return { state, seen }
}

/** The choose action for these 4 cards, as the engine offers it. */
function chosen(at: MatchView, cards: CardCode[]): Action {
  const key = [...cards].sort().join(' ')
  const action = at.legal.find((a) => a.type === 'choose' && [...a.cards].sort().join(' ') === key)
  if (!action) throw new Error(`the engine does not offer ${key}`)
  return action
}

describe('the advisor’s reason for a chosen hand follows the way the hand moves a total', () => {
  const pool: CardCode[] = ['+1', '+2', '+3', '+4', '-1', '-2', '-3', '-4', '±2', '±3']
  const { state, seen: at } = choosing(pool)
  const reason = (cards: CardCode[]) => adviceReason(state, chosen(at, cards)).key

  it('plus cards lift 15 to 17 into 18 to 20', () => {
    expect(reason(['+1', '+2', '+3', '+4'])).toBe('advice.choose')
    expect(reason(['+2', '+3', '+4', '-3'])).toBe('advice.choose')
  })

  it('a minus-heavy hand brings a total back from over 20, not up from 15', () => {
    expect(reason(['-1', '-2', '-3', '-4'])).toBe('advice.chooseDown')
    expect(reason(['-2', '-3', '-4', '+3'])).toBe('advice.chooseDown')
  })

  it('flip cards and an even mix go both ways', () => {
    expect(reason(['+2', '+3', '-2', '-3'])).toBe('advice.chooseBoth')
    expect(reason(['±2', '±3', '-2', '+3'])).toBe('advice.chooseBoth')
    expect(reason(['±2', '-1', '-2', '-3'])).toBe('advice.chooseDown')
  })
})

describe('the advisor’s reason for a card to play', () => {
  it('says the total the card makes: the action line above it already names the card', () => {
    const { state } = createMatch({
      rules: 'classic',
      seed: 3,
      sideDecks: [
        ['±2', '+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4'],
        ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
      ],
      hands: [
        ['±2', '+1', '+2', '+3'],
        ['+1', '+2', '+3', '+4'],
      ],
      opener: 0,
    })
    const action: Action = { type: 'play', player: 0, card: '±2', sign: '+' }
    const after = totalAfter(state, action)
    // the flip card played as +2 adds two to the opener's first draw
    expect(after).toBe(view(state, 0).players[0].total + 2)
    expect(adviceReason(state, action)).toEqual({ key: 'advice.play', params: { total: after } })
  })
})

/** A tournament match from seat 0 with these hands, the player opening, the draws forced. */
function tournament(hands: [CardCode[], CardCode[]], draws: number[], pools?: CardCode[][]) {
  const plain: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']
  return {
    rules: 'tournament',
    seed: 3,
    sideDecks: [pools?.[0] ?? plain, pools?.[1] ?? plain],
    hands,
    opener: 0,
    draws,
  } satisfies MatchSetup
}

describe('the advisor’s reason for the first card of a plan over the target', () => {
  it('says another card follows, not the total over 20 it makes on the way', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['+3', '-5', '+4', '+5'],
      ['+3', '+4', '+5', '+6'],
    ]
    // the player draws 10, the opponent 5, the player 9: 19; or 7: 17
    const at19 = position(tournament(hands, [10, 5, 9]), [end(0), end(1)])
    const at17 = position(tournament(hands, [10, 5, 7]), [end(0), end(1)])
    const plus3: Action = { type: 'play', player: 0, card: '+3' }
    // what the card makes decides the reason: over 20, the first step of a plan
    expect(adviceReason(at19, plus3)).toEqual({ key: 'advice.playFirst' })
    expect(adviceReason(at17, plus3)).toEqual({ key: 'advice.play', params: { total: 20 } })
  })

  /** The player's turn after drawing to `last` + 10 + `mine`, the opponent standing on 19. */
  const against19 = (hand: CardCode[], mine: number, last: number) =>
    position(
      tournament(
        [hand, ['+3', '+4', '+5', '+6']],
        [10, 9, mine, 10, last],
        [[...hand, '-3', '-5', '-6', '-4', 'T24', 'T36']],
      ),
      [end(0), end(1), end(0), stand(1)],
    )
  // the player draws 10, 6 and 5 to 21, the opponent 9 and 10 and stands on 19
  const at21 = (hand: CardCode[]) => against19(hand, 6, 5)
  /** The advisor's move for the player, as the hint asks it (no moves of the AI to read). */
  const advisor: NextAdvice = (after) => advise(view(after, 0)).action

  it('names the card that follows and the total it makes, as the advisor plans them', () => {
    // −4 alone makes 17 against their 19: the advisor goes to 24 first
    const state = at21(['+3', '-4', '+5', '+6'])
    const first = advise(view(state, 0)).action
    expect(first).toEqual({ type: 'play', player: 0, card: '+3' })
    expect(adviceReason(state, first, advisor)).toEqual({
      key: 'advice.playFirstThen',
      params: { card: '-4', total: 20 },
    })
  })

  it('names a flip card that follows with the sign the advisor gives it', () => {
    // at 17 against their 19, with no +3: +4 to 21, then ±1 as −1 to 20
    const state = against19(['+4', '±1', '+5', '+6'], 4, 3)
    expect(view(state, 0).players[0].total).toBe(17)
    const first = advise(view(state, 0)).action
    expect(first).toEqual({ type: 'play', player: 0, card: '+4' })
    expect(adviceReason(state, first, advisor)).toEqual({
      key: 'advice.playFirstThenAs',
      params: { card: '±1', value: '-1', total: 20 },
    })
  })

  it('keeps the plain first step when the card that follows would not bring it back', () => {
    const state = at21(['+3', '-4', '+5', '+6'])
    const plus5: Action = { type: 'play', player: 0, card: '+5' }
    // 26, and −4 only brings it to 22: no plan to name
    expect(adviceReason(state, plus5, () => ({ type: 'play', player: 0, card: '-4' }))).toEqual({
      key: 'advice.playFirst',
    })
  })

  it('names every card of a longer plan and where the last lands, as the advisor plans them', () => {
    const mine: CardCode[] = ['T15', 'T36', '+6', '-3', 'T36', 'TB', 'T24', '-4', '±1', '+6']
    const theirs: CardCode[] = ['T24', '+5', '-6', 'TB', '±1', 'T15', '-5', '±2', '-3', 'T36']
    // The player takes the first round (20 against 15); in the second the opponent stands on
    // 7, 8 and +5, and the player draws 4, 4, 5, 3, 2 and 3 to 21, a round up, holding a TB.
    const state = position(
      tournament(
        [
          ['+6', '-3', '-4', 'TB'],
          ['+5', '-6', '±1', '-5'],
        ],
        [10, 10, 10, 5, 7, 4, 8, 4, 5, 3, 2, 3],
        [mine, theirs],
      ),
      [
        END,
        end(1),
        stand(1),
        end(1),
        END,
        { type: 'play', player: 1, card: '+5' },
        END,
        END,
        END,
        END,
      ],
    )
    const seen = view(state, 0)
    expect([seen.players[0].total, seen.players[1].total, seen.players[1].standing]).toEqual([
      21,
      20,
      true,
    ])
    // a tie its TB wins: +6 to 27, −3 to 24, −4 to 20 (found by the seeded search the docs name)
    const first = advise(seen).action
    expect(first).toEqual({ type: 'play', player: 0, card: '+6' })
    expect(adviceReason(state, first, advisor)).toEqual({
      key: 'advice.playFirstThenCards',
      params: { cards: [{ card: '-3' }, { card: '-4' }], total: 20 },
    })
  })

  it('names flip cards of a longer plan with the signs the advisor gives them', () => {
    // 10, 6 and 10: 26 against their 19; −4 to 22, then ±1 as −1 twice to 20
    const state = against19(['-4', '±1', '±1', '+6'], 6, 10)
    expect(view(state, 0).players[0].total).toBe(26)
    const minusOne: NextAdvice = () => ({ type: 'play', player: 0, card: '±1', sign: '-' })
    const minus4: Action = { type: 'play', player: 0, card: '-4' }
    expect(adviceReason(state, minus4, minusOne)).toEqual({
      key: 'advice.playFirstThenCards',
      params: {
        cards: [
          { card: '±1', sign: '-' },
          { card: '±1', sign: '-' },
        ],
        total: 20,
      },
    })
  })

  it('keeps the plain first step when the plan stops over the target', () => {
    const state = against19(['-4', '±1', '±1', '+6'], 6, 10)
    const minus4: Action = { type: 'play', player: 0, card: '-4' }
    // −4 to 22, ±1 as −1 to 21, and then the turn ends: a bust, no plan to name
    const plans = (after: MatchState): Action =>
      after.players[0].hand.filter((card) => card === '±1').length === 2
        ? { type: 'play', player: 0, card: '±1', sign: '-' }
        : END
    expect(adviceReason(state, minus4, plans)).toEqual({ key: 'advice.playFirst' })
  })
})

describe('the advisor’s reason for a card the advisor plays on from this turn', () => {
  /** The advisor's next moves as a list: each card in turn while the hand holds it, then END. */
  const playing =
    (...cards: CardCode[]): NextAdvice =>
    (after) => {
      const card = cards.find((c) => after.players[0].hand.includes(c))
      if (card) cards.splice(cards.indexOf(card), 1)
      return card ? { type: 'play', player: 0, card } : END
    }

  it('names the plan where it comes back under 20 and goes over again, not "makes 18"', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['-3', '+4', '-4', '+5'],
      ['+3', '+4', '+5', '+6'],
    ]
    // 10, 9 and 3: 22; −4 makes 18, then +5 to 23 and −3 to 20
    const state = position(tournament(hands, [10, 5, 9, 5, 3]), [END, end(1), END, end(1)])
    expect(view(state, 0).players[0].total).toBe(22)
    const minus4: Action = { type: 'play', player: 0, card: '-4' }
    expect(adviceReason(state, minus4, playing('+5', '-3'))).toEqual({
      key: 'advice.playFirstThenCards',
      params: { cards: [{ card: '+5' }, { card: '-3' }], total: 20 },
    })
    // the turn ends after it: the card's own total is the plan's
    expect(adviceReason(state, minus4, playing())).toEqual({
      key: 'advice.play',
      params: { total: 18 },
    })
  })

  it('names the card that follows a total under 20 and where it lands, not "makes 13"', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['+3', 'D', '-3', '±1'],
      ['+3', '+4', '+5', '+6'],
    ]
    // 3 and 7: 10; +3 makes 13, and the ×2 adds the 7 again: 20
    const pools: CardCode[][] = [[...hands[0], '+4', '+5', '+6', '-4', '-5', '±2']]
    const state = position(tournament(hands, [3, 5, 7], pools), [END, end(1)])
    expect(view(state, 0).players[0].total).toBe(10)
    const plus3: Action = { type: 'play', player: 0, card: '+3' }
    expect(adviceReason(state, plus3, playing('D'))).toEqual({
      key: 'advice.playFirstThen',
      params: { card: 'D', total: 20 },
    })
  })
})

describe('the advisor’s reason for ending the turn over 20', () => {
  const classic = (hand: CardCode[]): MatchSetup => ({
    rules: 'classic',
    seed: 3,
    sideDecks: [
      [...hand, '+1', '+2', '+3', '+4', '+5', '+6'],
      ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
    ],
    hands: [hand, ['+1', '+2', '+3', '+4']],
    opener: 0,
    // the player 10, the opponent 5, the player 9 (19), the opponent 5, the player 4: 23
    draws: [10, 5, 9, 5, 4],
  })
  const over = (hand: CardCode[]) => position(classic(hand), [END, end(1), END, end(1)])

  it('says the round is lost when no card in the hand brings the total back', () => {
    const state = over(['+1', '+2', '+3', '+4'])
    expect(view(state, 0).players[0].total).toBe(23)
    expect(adviceReason(state, END)).toEqual({ key: 'advice.coach.lost' })
  })

  it('says the round is lost with a card played this turn already, as classic allows one', () => {
    const state = position(classic(['+1', '-3', '+3', '+4']), [END, end(1), END, end(1)])
    const after = apply(state, { type: 'play', player: 0, card: '+1' })
    if (!after.ok) throw new Error(after.error.reason)
    // 24, and the −3 in hand cannot come this turn
    expect(adviceReason(after.state, END)).toEqual({ key: 'advice.coach.lost' })
    expect(adviceReason(state, END)).toEqual({ key: 'advice.letGo' })
  })

  it('keeps "let it go and keep your cards" for a round a card could still save', () => {
    expect(adviceReason(over(['+1', '-3', '+3', '+4']), END)).toEqual({ key: 'advice.letGo' })
  })

  it('counts two cards in a row where the ruleset allows them (the tournament)', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['-3', '-4', '+3', '+4'],
      ['+3', '+4', '+5', '+6'],
    ]
    // 10, 5, 9 (19), 5, 8: 27, which −4 and −3 together bring back to 20
    const state = position(tournament(hands, [10, 5, 9, 5, 8]), [END, end(1), END, end(1)])
    expect(view(state, 0).players[0].total).toBe(27)
    expect(adviceReason(state, END)).toEqual({ key: 'advice.letGo' })
    const spent = position(tournament([['-3', '+5', '+3', '+4'], hands[1]], [10, 5, 9, 5, 8]), [
      END,
      end(1),
      END,
      end(1),
    ])
    expect(adviceReason(spent, END)).toEqual({ key: 'advice.coach.lost' })
  })
})

describe('the advisor’s reason for a twist', () => {
  it('says the opponent’s total it turns, and the player’s own after it', () => {
    const hands: [CardCode[], CardCode[]] = [
      ['T24', '+3', '+5', '+6'],
      ['+4', '+3', '+5', '+6'],
    ]
    const pools: CardCode[][] = [
      ['T24', '+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1'],
      ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
    ]
    // the player 5 and 4, the opponent 8 and 8 with +4 (20, standing), the player 10: 19
    const state = position(tournament(hands, [5, 8, 4, 8, 10], pools), [
      END,
      end(1),
      END,
      { type: 'play', player: 1, card: '+4' },
    ])
    const seen = view(state, 0)
    expect([seen.players[0].total, seen.players[1].total, seen.players[1].standing]).toEqual([
      19,
      20,
      true,
    ])
    const twist: Action = { type: 'play', player: 0, card: 'T24' }
    // the player's 19 stays: it was "Makes 19"
    expect(adviceReason(state, twist)).toEqual({
      key: 'advice.twist',
      params: { from: 20, to: 12, total: 19 },
    })
  })
})

describe('the advisor’s reason for a card on the way to nine', () => {
  const setup: MatchSetup = {
    rules: 'classic',
    seed: 3,
    sideDecks: [
      ['-1', '-2', '-3', '-4', '+1', '+2', '+3', '+4', '+5', '+6'],
      ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'],
    ],
    hands: [
      ['-1', '-2', '+1', '+2'],
      ['+1', '+2', '+3', '+4'],
    ],
    opener: 0,
    draws: Array<number>(20).fill(1),
  }
  /** Both players draw ones and end their turns: the player's `turn`th card drawn. */
  const onTurn = (turn: number) =>
    position(setup, Array.from({ length: turn - 1 }, () => [END, end(1)]).flat())

  it('says the ninth card wins the round by filling the table', () => {
    const state = onTurn(8)
    expect(view(state, 0).players[0].table).toHaveLength(8)
    expect(adviceReason(state, { type: 'play', player: 0, card: '-1' })).toEqual({
      key: 'advice.fill',
    })
  })

  it('says a card that lowers a total is on the way to nine cards, not a total worth having', () => {
    const state = onTurn(3)
    expect(adviceReason(state, { type: 'play', player: 0, card: '-2' })).toEqual({
      key: 'advice.fillPlan',
      params: { total: 1, count: 4 },
    })
    // a card that raises the total makes it, as before
    expect(adviceReason(state, { type: 'play', player: 0, card: '+2' })).toEqual({
      key: 'advice.play',
      params: { total: 5 },
    })
  })
})

describe('the advisor’s reason for standing level with an opponent who stands', () => {
  const withTB: CardCode[] = ['TB', '+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4']
  /**
   * Classic: the player draws 9 (or 8 and plays the tiebreaker as +1), the opponent 10 (or 9
   * and its tiebreaker), the player 5 (14), the opponent 9 (19, and stands), the player 5: 19.
   */
  const classic = (mine: boolean, theirs: boolean, last = 5): MatchState =>
    position(
      {
        rules: 'classic',
        seed: 3,
        sideDecks: [withTB, withTB],
        hands: [
          ['TB', '+1', '+2', '+3'],
          ['TB', '+1', '+2', '+3'],
        ],
        opener: 0,
        draws: [mine ? 8 : 9, theirs ? 9 : 10, 5, 9, last],
      },
      [
        ...(mine ? [{ type: 'play', player: 0, card: 'TB', sign: '+' } as Action] : []),
        END,
        ...(theirs ? [{ type: 'play', player: 1, card: 'TB', sign: '+' } as Action] : []),
        end(1),
        END,
        stand(1),
      ],
    )
  const reason = (state: MatchState) => {
    const seen = view(state, 0)
    expect([seen.players[0].total, seen.players[1].total]).toEqual([19, 19])
    return adviceReason(state, STAND)
  }
  const params = { total: 19 }

  it('says a tie replays the round, where no tiebreaker decides it', () => {
    expect(reason(classic(false, false))).toEqual({ key: 'advice.standTie', params })
    // both played: the tie stands
    expect(reason(classic(true, true))).toEqual({ key: 'advice.standTie', params })
  })

  it('says whose played tiebreaker wins the tie (classic)', () => {
    expect(reason(classic(true, false))).toEqual({ key: 'advice.standTieWon', params })
    expect(reason(classic(false, true))).toEqual({ key: 'advice.standTieLost', params })
  })

  it('keeps "worth keeping" for an opponent still drawing', () => {
    // as above, but the opponent ends the turn on 19 rather than standing
    const drawing = position(
      {
        rules: 'classic',
        seed: 3,
        sideDecks: [withTB, withTB],
        hands: [
          ['TB', '+1', '+2', '+3'],
          ['TB', '+1', '+2', '+3'],
        ],
        opener: 0,
        draws: [9, 10, 5, 9, 4],
      },
      [END, end(1), END, end(1)],
    )
    expect(view(drawing, 0).players[1].standing).toBe(false)
    expect(adviceReason(drawing, STAND)).toEqual({ key: 'advice.stand', params: { total: 18 } })
  })

  it('reads the tournament’s held tiebreaker from the hand, and the opponent’s only from its pool', () => {
    const plain: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']
    const held: CardCode[] = ['TB', '+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1']
    const level = (mine: boolean, theirPool: CardCode[]) =>
      reason(
        position(
          tournament(
            [mine ? ['TB', '+3', '+4', '+5'] : ['+3', '+4', '+5', '+6'], ['+3', '+4', '+5', '+6']],
            [9, 10, 5, 9, 5],
            [mine ? held : plain, theirPool],
          ),
          [END, end(1), END, stand(1)],
        ),
      )
    expect(level(true, plain)).toEqual({ key: 'advice.standTieWon', params })
    expect(level(false, plain)).toEqual({ key: 'advice.standTie', params })
    // their pool holds one: it may be in their hand, which the player does not see (it is not)
    expect(level(true, held)).toEqual({ key: 'advice.standTieWonUnless', params })
    expect(level(false, held)).toEqual({ key: 'advice.standTieUnless', params })
  })
})

describe('the advisor’s reason for standing against an opponent who stands on another total', () => {
  const deck: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
  const classic = (draws: number[], hand: CardCode[] = ['+1', '+2', '+3', '+4']): MatchState =>
    position(
      {
        rules: 'classic',
        seed: 3,
        sideDecks: [deck, deck],
        hands: [hand, ['+1', '+2', '+3', '+4']],
        opener: 0,
        draws,
      },
      [END, end(1), END, stand(1)],
    )
  const totals = (state: MatchState) => {
    const seen = view(state, 0)
    expect(seen.players[1].standing).toBe(true)
    return [seen.players[0].total, seen.players[1].total]
  }

  it('says a higher total beats theirs, which wins the round: not "worth keeping"', () => {
    // the player 9, 5 and 5: 19; the opponent 10 and 8, standing on 18
    const state = classic([9, 10, 5, 8, 5])
    expect(totals(state)).toEqual([19, 18])
    expect(advise(view(state, 0)).action).toEqual(STAND)
    expect(adviceReason(state, STAND)).toEqual({
      key: 'advice.standAhead',
      params: { total: 19, theirs: 18 },
    })
  })

  it('says a lower total loses to theirs, which the advisor never picks: it draws on', () => {
    // 18 against their 19, and no card makes 19 or 20
    const state = classic([9, 10, 5, 9, 4], ['+3', '+4', '+5', '-5'])
    expect(totals(state)).toEqual([18, 19])
    expect(adviceReason(state, STAND)).toEqual({
      key: 'advice.standBehind',
      params: { total: 18, theirs: 19 },
    })
    // drawing on cannot do worse than a lost round, and of equal moves it ends the turn
    expect(advise(view(state, 0)).action).toEqual(END)
    expect(adviceReason(state, END)).toEqual({ key: 'advice.drawOn', params: { total: 18 } })
  })

  it('says the round is the player’s once a twist pushed their standing total over 20', () => {
    const pools: CardCode[][] = [
      ['T36', '+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1'],
      ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2'],
    ]
    // the opponent 10, 9 and 4 with −3: 20, standing; the player 5, 4, 3 and 6: 18, and 3↔6
    // turns their −3 to +3: 26
    const before = position(
      tournament(
        [
          ['T36', '+3', '+4', '+5'],
          ['-3', '+4', '+5', '+6'],
        ],
        [5, 10, 4, 9, 3, 4, 6],
        pools,
      ),
      [END, end(1), END, end(1), END, { type: 'play', player: 1, card: '-3' }],
    )
    const twisted = apply(before, { type: 'play', player: 0, card: 'T36' })
    if (!twisted.ok) throw new Error(twisted.error.reason)
    expect(totals(twisted.state)).toEqual([18, 26])
    expect(advise(view(twisted.state, 0)).action).toEqual(STAND)
    expect(adviceReason(twisted.state, STAND)).toEqual({
      key: 'advice.standOver',
      params: { theirs: 26 },
    })
  })
})

describe('the hint’s reason and total, from one landing of the card', () => {
  const hands: [CardCode[], CardCode[]] = [
    ['+3', '-5', '+4', '+5'],
    ['+3', '+4', '+5', '+6'],
  ]
  const state = position(tournament(hands, [10, 5, 9]), [end(0), end(1)])
  const moves: Action[] = [{ type: 'play', player: 0, card: '+3' }, STAND, END]

  it('gives the advisor’s reason and the total each move makes', () => {
    for (const move of moves)
      expect(advised(state, move)).toEqual({
        reason: adviceReason(state, move),
        total: totalAfter(state, move),
      })
    expect(advised(state, moves[0] as Action).total).toBe(22)
  })

  it('gives the coach’s reason and the total each move makes', () => {
    const plus4: Action = { type: 'play', player: 0, card: '+4' }
    expect(coached(state, plus4)).toEqual({
      reason: { key: 'advice.coach.play', params: { card: '+4', total: 23 } },
      total: 23,
    })
    expect(coached(state, STAND)).toEqual({
      reason: { key: 'advice.coach.stand', params: { total: 19 } },
      total: 19,
    })
  })
})
