import {
  ALL_CARD_CODES,
  cardInfo,
  RULESETS,
  totalOf,
  type Action,
  type CardCode,
  type MatchState,
  type MatchView,
  type PlayerIndex,
  type RulesetId,
} from '@main/engine'

/**
 * A fast model of one round for the AI's searches: the whole round position is one small
 * Int16Array (totals, tables as faces and signs, hands as card numbers, standing flags, whose
 * turn, side cards played this turn, the cantina shoe's counts), so a search copies ~80 numbers
 * per step instead of cloning a MatchState and replaying events.
 *
 * The engine's rules stay the source of truth: every switch here is read from RULESETS, and
 * round-model.test.ts plays thousands of random positions and action sequences through both the
 * engine's `apply` and this model and checks they agree (totals, tables, standing, whose turn,
 * the round's winner). Anything the model cannot express is simply not used by the AI.
 */

export type Position = Int16Array

// Layout of a position.
const TURN = 0 // 0 or 1
const SIDE = 1 // side cards played this turn
/** 0: the player to act decides; 1: the player to act draws next (a chance node); 2: round over */
export const STATUS = 2
const WINNER = 3 // 0, 1, or 2 for a tie
const REASON = 4 // index into REASONS
const PLAYER = [8, 36] as const
const TOTAL = 0
const STAND = 1
const COUNT = 2
const HAND_N = 3
const TB = 4 // 1 once a classic tiebreaker is on this player's table
const HAND = 5 // 4 slots: card number (index in ALL_CARD_CODES) or -1 once played
/** Hand slots per player in a position: a side hand holds at most four cards. */
export const HAND_SLOTS = 4
const FACE = 9 // 9 slots
const KIND = 18 // 9 slots: sign * (1 green, 2 plus/minus/flip side card, 3 other side card)
const SHOE = 64 // 11 slots: cards of each value 1..10 left in the cantina shoe
const SHOE_LEFT = 75
const SIZE = 76

/** Position status: the player to act chooses a move (`legalMoves`, `move`). */
export const DECIDE = 0
/** Position status: the player to act draws next, a chance node (`drawChances`, `draw`). */
export const DRAW = 1
/** Position status: the round is over; `winnerOf` and `reasonOf` say how. */
export const OVER = 2
/** The winner slot of a tied round (`winnerOf` turns it into null). */
export const TIE = 2

/** Why a round ended, indexed by the reason slot; the same words as the engine's round end. */
export const REASONS = ['stand', 'bust', 'fill', 'tiebreaker', 'tie'] as const

/** Move codes: a hand slot with a sign (slot * 2 + 0 for +, + 1 for -), or END / STAND. */
export const END = 100
/** The move code for standing; END ends the turn without standing. */
export const STAND_MOVE = 101

const KIND_PLUS = 0
const KIND_MINUS = 1
const KIND_FLIP = 2
const KIND_DOUBLE = 3
const KIND_FLIP_PAIR = 4
const KIND_TWIST = 5
const KIND_TB = 6

const CARD_KIND: number[] = []
const CARD_VALUE: number[] = []
const CARD_PAIR: [number, number][] = []
ALL_CARD_CODES.forEach((code, i) => {
  const info = cardInfo(code)
  const kinds = { plus: 0, minus: 1, flip: 2, double: 3, flipPair: 4, twist: 5, tiebreaker: 6 }
  CARD_KIND[i] = kinds[info.kind]
  CARD_VALUE[i] = 'value' in info ? info.value : 0
  CARD_PAIR[i] = 'pair' in info ? [info.pair[0], info.pair[1]] : [0, 0]
})

/** How a hand slot stores a card: its index in ALL_CARD_CODES. */
export const cardNumber = (code: CardCode): number => ALL_CARD_CODES.indexOf(code)
/** The card a hand slot's number stands for (the inverse of `cardNumber`). */
export const cardCode = (n: number): CardCode => ALL_CARD_CODES[n] as CardCode

/** The switches of one ruleset the model reads, taken from the engine's RULESETS. */
export interface ModelRules {
  id: RulesetId
  shoe: boolean
  clamp: boolean
  /** side cards per turn; 99 for any number */
  perTurn: number
  tiebreakerPlayed: boolean
  doubleCopiesPrevious: boolean
  target: number
  tableSize: number
}

/** A ruleset's switches for the model, read from RULESETS so the two cannot drift apart. */
export function modelRules(id: RulesetId): ModelRules {
  const r = RULESETS[id]
  return {
    id,
    shoe: r.mainDeck === 'shoe',
    clamp: r.clampAtZero,
    perTurn: r.sideCardsPerTurn ?? 99,
    tiebreakerPlayed: r.tiebreaker === 'played',
    doubleCopiesPrevious: r.double === 'previousCard',
    target: r.target,
    tableSize: r.tableSize,
  }
}

const at = (p: PlayerIndex): number => PLAYER[p]

// Readers of a position, so that callers never index its layout themselves.
/** The player to act. */
export const turnOf = (s: Position): PlayerIndex => s[TURN] as PlayerIndex
/** DECIDE, DRAW or OVER. */
export const statusOf = (s: Position): number => s[STATUS] as number
/** Who won the round, null for a tie; meaningful only once OVER. */
export const winnerOf = (s: Position): PlayerIndex | null =>
  s[WINNER] === TIE ? null : (s[WINNER] as PlayerIndex)
/** Why the round ended (one of REASONS); meaningful only once OVER. */
export const reasonOf = (s: Position): (typeof REASONS)[number] =>
  REASONS[s[REASON] as number] ?? 'tie'
/** A player's total, clamped at zero where the ruleset says so. */
export const totalIn = (s: Position, p: PlayerIndex): number => s[at(p) + TOTAL] as number
/** Whether a player stands; reaching the target exactly stands them too. */
export const standingIn = (s: Position, p: PlayerIndex): boolean => s[at(p) + STAND] === 1
/** How many cards lie on a player's table, main-deck and side cards alike. */
export const tableCountIn = (s: Position, p: PlayerIndex): number => s[at(p) + COUNT] as number
/** How many side cards a player still holds (at most HAND_SLOTS). */
export const handSizeIn = (s: Position, p: PlayerIndex): number => s[at(p) + HAND_N] as number
/** Side cards the player to act has played this turn, counted against the per-turn limit. */
export const sidePlayedIn = (s: Position): number => s[SIDE] as number
/** The card number in one of a player's hand slots, or -1 once it is played or empty. */
export const handSlot = (s: Position, p: PlayerIndex, slot: number): number =>
  s[at(p) + HAND + slot] as number
/** Cards left in the cantina shoe; 0 for rulesets without a shoe. */
export const shoeLeft = (s: Position): number => s[SHOE_LEFT] as number

/** The cards in a player's hand, as codes. */
export function handIn(s: Position, p: PlayerIndex): CardCode[] {
  const hand: CardCode[] = []
  for (let k = 0; k < HAND_SLOTS; k++) {
    const n = s[at(p) + HAND + k] as number
    if (n >= 0) hand.push(cardCode(n))
  }
  return hand
}

function recomputeTotal(s: Position, p: PlayerIndex, rules: ModelRules): void {
  const base = at(p)
  let total = 0
  const n = s[base + COUNT] as number
  for (let k = 0; k < n; k++) {
    total += (s[base + FACE + k] as number) * ((s[base + KIND + k] as number) > 0 ? 1 : -1)
    if (rules.clamp && total < 0) total = 0
  }
  s[base + TOTAL] = total
}

function pushCard(
  s: Position,
  p: PlayerIndex,
  face: number,
  kind: number,
  rules: ModelRules,
): void {
  const base = at(p)
  const n = s[base + COUNT] as number
  s[base + FACE + n] = face
  s[base + KIND + n] = kind
  s[base + COUNT] = n + 1
  let total = (s[base + TOTAL] as number) + face * (kind > 0 ? 1 : -1)
  if (rules.clamp && total < 0) total = 0
  s[base + TOTAL] = total
}

function finish(s: Position, winner: number, reason: number): void {
  s[STATUS] = OVER
  s[WINNER] = winner
  s[REASON] = reason
}

function startTurn(s: Position, p: PlayerIndex): void {
  s[TURN] = p
  s[SIDE] = 0
  s[STATUS] = DRAW
}

/** Both stand: the engine's resolveStands (a twist may have pushed a standing player over). */
function resolveStands(s: Position, rules: ModelRules): void {
  const t0 = s[PLAYER[0] + TOTAL] as number
  const t1 = s[PLAYER[1] + TOTAL] as number
  if (t0 > rules.target) return finish(s, 1, 1)
  if (t1 > rules.target) return finish(s, 0, 1)
  if (t0 !== t1) return finish(s, t0 > t1 ? 0 : 1, 0)
  const holds = [0, 1].map((p) =>
    rules.tiebreakerPlayed
      ? s[PLAYER[p as PlayerIndex] + TB] === 1
      : slotOf(s, p as PlayerIndex, TB_CARD) >= 0,
  )
  if (holds[0] === holds[1]) return finish(s, TIE, 4)
  const winner: PlayerIndex = holds[0] ? 0 : 1
  if (!rules.tiebreakerPlayed) {
    // The held tiebreaker is spent when it fires.
    const slot = slotOf(s, winner, TB_CARD)
    s[at(winner) + HAND + slot] = -1
    s[at(winner) + HAND_N] = (s[at(winner) + HAND_N] as number) - 1
  }
  finish(s, winner, 3)
}

const TB_CARD = ALL_CARD_CODES.indexOf('TB')

function slotOf(s: Position, p: PlayerIndex, card: number): number {
  for (let k = 0; k < HAND_SLOTS; k++) if (s[at(p) + HAND + k] === card) return k
  return -1
}

function afterStand(s: Position, p: PlayerIndex, rules: ModelRules): void {
  const q: PlayerIndex = p === 0 ? 1 : 0
  if (s[at(q) + STAND] === 1) resolveStands(s, rules)
  else startTurn(s, q)
}

/** Filling the table wins at once; exactly the target stands by itself. */
function afterCardLanded(s: Position, p: PlayerIndex, rules: ModelRules): void {
  const base = at(p)
  const total = s[base + TOTAL] as number
  if ((s[base + COUNT] as number) >= rules.tableSize && total <= rules.target) {
    finish(s, p, 2)
  } else if (total === rules.target) {
    s[base + STAND] = 1
    afterStand(s, p, rules)
  }
}

/** The chance of each main-deck value for the next draw (index 1..10); the array is reused. */
export function drawChances(s: Position, rules: ModelRules, out: Float64Array): Float64Array {
  if (!rules.shoe) {
    for (let v = 1; v <= 10; v++) out[v] = 0.1
    return out
  }
  const left = s[SHOE_LEFT] as number
  for (let v = 1; v <= 10; v++) out[v] = (s[SHOE + v] as number) / left
  return out
}

/** The player to act draws `value` (status DRAW). Mutates `s`. */
export function draw(s: Position, value: number, rules: ModelRules): void {
  const p = s[TURN] as PlayerIndex
  if (rules.shoe) {
    s[SHOE + value] = (s[SHOE + value] as number) - 1
    s[SHOE_LEFT] = (s[SHOE_LEFT] as number) - 1
  }
  s[STATUS] = DECIDE
  pushCard(s, p, value, 1, rules)
  afterCardLanded(s, p, rules)
}

/**
 * The legal moves of the player to act (status DECIDE), written into `out`; returns how many.
 * Equal cards in a hand give one move, as the engine's legalActions does.
 */
export function legalMoves(s: Position, rules: ModelRules, out: Int16Array | number[]): number {
  const p = s[TURN] as PlayerIndex
  const base = at(p)
  let n = 0
  const count = s[base + COUNT] as number
  if ((s[SIDE] as number) < rules.perTurn && count < rules.tableSize) {
    for (let k = 0; k < HAND_SLOTS; k++) {
      const card = s[base + HAND + k] as number
      if (card < 0) continue
      let seen = false
      for (let j = 0; j < k; j++) if (s[base + HAND + j] === card) seen = true
      if (seen) continue
      const kind = CARD_KIND[card] as number
      if (kind === KIND_TB && !rules.tiebreakerPlayed) continue
      if (kind === KIND_DOUBLE && copiedBy(s, p, rules) < 0) continue
      out[n++] = k * 2
      if (kind === KIND_FLIP || kind === KIND_TB) out[n++] = k * 2 + 1
    }
  }
  out[n++] = END
  out[n++] = STAND_MOVE
  return n
}

/** The table index a double would copy, or -1. */
function copiedBy(s: Position, p: PlayerIndex, rules: ModelRules): number {
  const base = at(p)
  const count = s[base + COUNT] as number
  if (rules.doubleCopiesPrevious) return count - 1
  for (let k = count - 1; k >= 0; k--) if (Math.abs(s[base + KIND + k] as number) === 1) return k
  return -1
}

/** The player to act makes `move` (status DECIDE). Mutates `s`; the move must be legal. */
export function move(s: Position, m: number, rules: ModelRules): void {
  const p = s[TURN] as PlayerIndex
  const q: PlayerIndex = p === 0 ? 1 : 0
  const base = at(p)
  if (m === END || m === STAND_MOVE) {
    if ((s[base + TOTAL] as number) > rules.target) return finish(s, q, 1)
    if (m === END) return startTurn(s, s[at(q) + STAND] === 1 ? p : q)
    s[base + STAND] = 1
    return afterStand(s, p, rules)
  }
  const slot = m >> 1
  const minus = (m & 1) === 1
  const card = s[base + HAND + slot] as number
  s[base + HAND + slot] = -1
  s[base + HAND_N] = (s[base + HAND_N] as number) - 1
  s[SIDE] = (s[SIDE] as number) + 1
  const kind = CARD_KIND[card] as number
  const value = CARD_VALUE[card] as number
  switch (kind) {
    case KIND_PLUS:
      pushCard(s, p, value, 2, rules)
      break
    case KIND_MINUS:
      pushCard(s, p, value, -2, rules)
      break
    case KIND_FLIP:
      pushCard(s, p, value, minus ? -2 : 2, rules)
      break
    case KIND_TB:
      s[base + TB] = 1
      pushCard(s, p, 1, minus ? -3 : 3, rules)
      break
    case KIND_DOUBLE: {
      const from = copiedBy(s, p, rules)
      const face = s[base + FACE + from] as number
      pushCard(s, p, face, (s[base + KIND + from] as number) > 0 ? 3 : -3, rules)
      break
    }
    case KIND_FLIP_PAIR: {
      pushCard(s, p, 0, 3, rules)
      const [a, b] = CARD_PAIR[card] as [number, number]
      turn(s, p, a, b, false)
      recomputeTotal(s, p, rules)
      break
    }
    case KIND_TWIST: {
      pushCard(s, p, 0, 3, rules)
      const [a, b] = CARD_PAIR[card] as [number, number]
      turn(s, 0, a, b, true)
      turn(s, 1, a, b, true)
      recomputeTotal(s, 0, rules)
      recomputeTotal(s, 1, rules)
      break
    }
  }
  afterCardLanded(s, p, rules)
}

/** Changes the sign of table cards of face a or b (only plain side cards, for a twist). */
function turn(s: Position, p: PlayerIndex, a: number, b: number, plainOnly: boolean): void {
  const base = at(p)
  const n = s[base + COUNT] as number
  for (let k = 0; k < n; k++) {
    const face = s[base + FACE + k] as number
    const kind = s[base + KIND + k] as number
    if (face !== a && face !== b) continue
    if (plainOnly && Math.abs(kind) !== 2) continue
    s[base + KIND + k] = -kind
  }
}

/** The engine action for a model move of the player to act. */
export function actionOf(s: Position, m: number, rules: ModelRules): Action {
  const player = s[TURN] as PlayerIndex
  if (m === END) return { type: 'end', player }
  if (m === STAND_MOVE) return { type: 'stand', player }
  const card = cardCode(s[at(player) + HAND + (m >> 1)] as number)
  const kind = CARD_KIND[cardNumber(card)]
  const signed = kind === KIND_FLIP || (kind === KIND_TB && rules.tiebreakerPlayed)
  return signed
    ? { type: 'play', player, card, sign: (m & 1) === 1 ? '-' : '+' }
    : { type: 'play', player, card }
}

/** The model move for an engine action of the player to act (-1 if the hand lacks the card). */
export function moveOf(s: Position, action: Action): number {
  if (action.type === 'end') return END
  if (action.type === 'stand') return STAND_MOVE
  if (action.type !== 'play') return -1
  const slot = slotOf(s, action.player, cardNumber(action.card))
  if (slot < 0) return -1
  return slot * 2 + (action.sign === '-' ? 1 : 0)
}

interface Seat {
  table: readonly { code: CardCode | null; face: number; sign: 1 | -1 }[]
  standing: boolean
  hand: readonly CardCode[]
}

function build(
  rules: ModelRules,
  seats: [Seat, Seat],
  turnOfPlayer: PlayerIndex,
  sidePlayed: number,
  shoeCounts: number[] | null,
): Position {
  const s = new Int16Array(SIZE)
  s[TURN] = turnOfPlayer
  s[SIDE] = sidePlayed
  s[STATUS] = DECIDE
  for (const p of [0, 1] as const) {
    const base = at(p)
    const seat = seats[p]
    s[base + STAND] = seat.standing ? 1 : 0
    for (let k = 0; k < HAND_SLOTS; k++) {
      const code = seat.hand[k]
      s[base + HAND + k] = code === undefined ? -1 : cardNumber(code)
    }
    s[base + HAND_N] = Math.min(HAND_SLOTS, seat.hand.length)
    seat.table.forEach((card, k) => {
      s[base + FACE + k] = card.face
      const kind = card.code === null ? 1 : CARD_KIND[cardNumber(card.code)]! <= KIND_FLIP ? 2 : 3
      s[base + KIND + k] = card.sign * kind
      if (card.code === 'TB') s[base + TB] = 1
    })
    s[base + COUNT] = seat.table.length
    recomputeTotal(s, p, rules)
  }
  if (shoeCounts) {
    let left = 0
    for (let v = 1; v <= 10; v++) {
      s[SHOE + v] = shoeCounts[v] ?? 0
      left += shoeCounts[v] ?? 0
    }
    s[SHOE_LEFT] = left
  }
  return s
}

/** The model of a match state mid-round (both hands known: the solver and the tests). */
export function fromState(state: MatchState): Position {
  const rules = modelRules(state.rules)
  let counts: number[] | null = null
  if (rules.shoe) {
    counts = new Array<number>(11).fill(0)
    for (const v of state.shoe) counts[v] = (counts[v] ?? 0) + 1
  }
  const s = build(
    rules,
    [state.players[0], state.players[1]],
    state.turn ?? 0,
    state.sidePlayedThisTurn,
    counts,
  )
  // The model's totals must be the engine's: a cheap guard against a drifted rule.
  for (const p of [0, 1] as const)
    if (totalIn(s, p) !== totalOf(state, p)) throw new Error('round model total mismatch')
  return s
}

/**
 * The model of what `view.you` sees, with the opponent holding `opponentHand` (a guess: the
 * AI never sees the real one). The cantina shoe is fresh each round, so what is left in it is
 * four of each value less the green cards on both tables.
 */
export function fromView(view: MatchView, opponentHand: readonly CardCode[]): Position {
  const rules = modelRules(view.rules)
  const me = view.you
  const seat = (p: PlayerIndex): Seat => ({
    table: view.players[p].table,
    standing: view.players[p].standing,
    hand: p === me ? (view.players[p].hand ?? []) : opponentHand,
  })
  let counts: number[] | null = null
  if (rules.shoe) {
    counts = new Array<number>(11).fill(4)
    counts[0] = 0
    for (const pv of view.players)
      for (const card of pv.table)
        if (card.code === null) counts[card.face] = (counts[card.face] ?? 0) - 1
  }
  const limit = RULESETS[view.rules].sideCardsPerTurn
  const sidePlayed = limit === null ? 0 : limit - (view.sideCardsLeftThisTurn ?? limit)
  return build(rules, [seat(0), seat(1)], view.turn ?? me, sidePlayed, counts)
}

/**
 * A memo key for a position. Without gold cards in either hand or on either table, the tables
 * matter only through their totals and lengths, so transposed draws share a key.
 */
export function positionKey(s: Position, plain: boolean): string {
  if (!plain) return String.fromCharCode(...s.subarray(0, SIZE).map((x) => x + 64))
  const parts: number[] = [s[TURN] as number, s[SIDE] as number, s[STATUS] as number]
  for (const p of [0, 1] as const) {
    const base = at(p)
    parts.push(
      (s[base + TOTAL] as number) + 64,
      s[base + STAND] as number,
      s[base + COUNT] as number,
      s[base + TB] as number,
      (s[base + HAND] as number) + 2,
      (s[base + HAND + 1] as number) + 2,
      (s[base + HAND + 2] as number) + 2,
      (s[base + HAND + 3] as number) + 2,
    )
  }
  for (let v = 1; v <= 10; v++) parts.push(s[SHOE + v] as number)
  return String.fromCharCode(...parts)
}

/**
 * positionKey as one number, for plain positions with an infinite main deck (no shoe counts):
 * which hand slots are still held stands in for the hand, as the slots of one search never move.
 */
export function plainNumberKey(s: Position): number {
  let k = (s[TURN] as number) * 8 + (s[SIDE] as number)
  k = k * 4 + (s[STATUS] as number)
  for (const base of PLAYER) {
    k = k * 128 + (s[base + TOTAL] as number) + 40
    k = k * 16 + (s[base + COUNT] as number)
    k = k * 4 + (s[base + STAND] as number) * 2 + (s[base + TB] as number)
    let held = 0
    for (let j = 0; j < HAND_SLOTS; j++) if ((s[base + HAND + j] as number) >= 0) held |= 1 << j
    k = k * 16 + held
  }
  return k
}

/** One 32-bit mixing step (murmur-style) of a hash over a position's numbers. */
function fold(h: number, x: number, multiplier: number): number {
  h = Math.imul(h ^ (x & 0xffff), multiplier)
  return h ^ (h >>> 15)
}

function finalMix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/**
 * A memo key as one number for every position plainNumberKey cannot cover (the cantina's shoe
 * counts, gold cards that read the table): a 53-bit hash of what positionKey would hold, and of
 * `depth`. A number is several times cheaper to make and look up than positionKey's string;
 * two positions share a key by chance about once in 2^53 pairs, for one search's 10^5 positions
 * a chance near 10^-6 per decision of one value borrowed from a look-alike position.
 */
export function positionHash(s: Position, plain: boolean, depth: number): number {
  let a = 0x9747b28c ^ depth
  let b = Math.imul(0x27d4eb2f, depth + 1)
  if (!plain) {
    for (let i = 0; i < SIZE; i++) {
      const x = s[i] as number
      a = fold(a, x, 0x5bd1e995)
      b = fold(b, x, 0x1b873593)
    }
  } else {
    for (let i = 0; i <= STATUS; i++) {
      const x = s[i] as number
      a = fold(a, x, 0x5bd1e995)
      b = fold(b, x, 0x1b873593)
    }
    for (const base of PLAYER) {
      for (let i = base; i <= base + HAND + HAND_SLOTS - 1; i++) {
        // TOTAL, STAND, COUNT, HAND_N, TB and the hand slots: the tables only through these.
        const x = s[i] as number
        a = fold(a, x, 0x5bd1e995)
        b = fold(b, x, 0x1b873593)
      }
    }
    for (let i = SHOE + 1; i < SHOE_LEFT; i++) {
      const x = s[i] as number
      a = fold(a, x, 0x5bd1e995)
      b = fold(b, x, 0x1b873593)
    }
  }
  return finalMix(a) * 2097152 + (finalMix(b) >>> 11)
}

/**
 * Whether the rest of the round depends on the tables only through totals and lengths: true
 * unless a hand holds a card that reads the table (a double, a flip pair, a twist).
 */
export function isPlain(s: Position): boolean {
  for (const p of [0, 1] as const) {
    const base = at(p)
    for (let k = 0; k < HAND_SLOTS; k++) {
      const card = s[base + HAND + k] as number
      const kind = card >= 0 ? (CARD_KIND[card] as number) : -1
      if (kind === KIND_DOUBLE || kind === KIND_FLIP_PAIR || kind === KIND_TWIST) return false
    }
  }
  return true
}
