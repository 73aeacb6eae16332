import * as generators from './rng'
import * as rulesets from '@common/rulesets'
import * as tables from './table'
import type { Ruleset } from '@common/rulesets'
import type {
  MatchEvent,
  MatchState,
  PlayerIndex,
  PlayerState,
  RoundRecord,
  TableCard,
} from '@common/match'

// The rules call these on every action. Under tsx (the CLIs, the bench, the sims: CommonJS)
// every use of an imported name runs two getters, one of them megamorphic, so they are read
// from their modules once, here (docs/architecture.md, "The engine's speed").
const { intOf, nextState, shuffleWith } = generators
const { RULESETS } = rulesets
const { tableTotal } = tables

// The parts of a state a draft may have copied, as bits of one number (see Draft.owned).
const PLAYER = [1, 2] as const
const TABLE = [4, 8] as const
const ROUNDS = 16
const SHOE = 32
const FORCED_DRAWS = 64
const ALL = 127

/**
 * The working copy one call to the engine changes. `apply` never changes the state it is
 * given, and copying the whole state for every action used to be most of its cost. A draft
 * starts as a copy of the top of the state only; a player, a table, a hand or a list is copied
 * the first time a rule changes it, so an action pays for what it touches. Everything else is
 * shared with the previous state, which is safe because a state is a value: nothing changes
 * one once the engine has returned it.
 *
 * The rules read through `draft.state` and write through the methods that hand out a private
 * copy (`player`, `table`, …); a hand is replaced, not changed. A table card is replaced, never changed in place.
 */
export class Draft {
  readonly state: MatchState
  readonly ruleset: Ruleset
  readonly events: MatchEvent[] = []
  /** The parts already copied, and so this draft's own to change in place. */
  private owned = 0

  /** A draft of `previous`; of a state the caller has just built (`fresh`), that state itself. */
  constructor(previous: MatchState, fresh = false) {
    this.state = fresh ? previous : copyTop(previous)
    if (fresh) this.owned = ALL
    this.ruleset = RULESETS[previous.rules]
  }

  /**
   * An integer in [min, max], both included, from the match's seeded generator. Its state is the
   * draft's own number (`state.rng`): stepping it needs no object, and most actions never draw.
   */
  int(min: number, max: number): number {
    const next = nextState(this.state.rng)
    this.state.rng = next
    return intOf(next, min, max)
  }

  /** Shuffles `items` in place with the match's generator (as Rng.shuffle does); returns them. */
  shuffle<T>(items: T[]): T[] {
    this.state.rng = shuffleWith(this.state.rng, items)
    return items
  }

  /** Records what happened, in order. */
  emit(event: MatchEvent): void {
    this.events.push(event)
  }

  /** The player's total now (the ruleset's clamp applied). */
  total(p: PlayerIndex): number {
    return tableTotal(this.state.players[p].table, this.ruleset.clampAtZero)
  }

  /** Whether `part` is copied already; marks it as copied from now on. */
  private copied(part: number): boolean {
    if ((this.owned & part) !== 0) return true
    this.owned |= part
    return false
  }

  /** The player, ready to change. */
  player(p: PlayerIndex): PlayerState {
    const players = this.state.players
    if (!this.copied(PLAYER[p])) players[p] = copyPlayer(players[p])
    return players[p]
  }

  /** The player's table, ready to change (its cards are replaced, not changed). */
  table(p: PlayerIndex): TableCard[] {
    const player = this.player(p)
    if (!this.copied(TABLE[p])) player.table = player.table.slice()
    return player.table
  }

  /** Puts a card at the end of the player's table. */
  place(p: PlayerIndex, card: TableCard): void {
    const player = this.player(p)
    if (this.copied(TABLE[p])) {
      player.table.push(card)
      return
    }
    // The first change to this table: one new list with the card, not a copy and then a push.
    const table = player.table
    const placed: TableCard[] = []
    for (let i = 0; i < table.length; i++) placed.push(table[i] as TableCard)
    placed.push(card)
    player.table = placed
  }

  /** The match's record of rounds, ready to change. */
  rounds(): RoundRecord[] {
    if (!this.copied(ROUNDS)) this.state.rounds = this.state.rounds.slice()
    return this.state.rounds
  }

  /** The cantina shoe, ready to change. */
  shoe(): number[] {
    if (!this.copied(SHOE)) this.state.shoe = this.state.shoe.slice()
    return this.state.shoe
  }

  /** The scenario's forced draws still to come, ready to change. */
  forcedDraws(): number[] {
    if (!this.copied(FORCED_DRAWS)) this.state.forcedDraws = this.state.forcedDraws.slice()
    return this.state.forcedDraws
  }

  /** The finished state. */
  done(): MatchState {
    return this.state
  }
}

/**
 * The state's own fields in a new object, sharing everything below them. Written out, not
 * spread: every state then has one shape, which keeps the engine's property reads fast.
 */
function copyTop(state: MatchState): MatchState {
  return {
    version: state.version,
    rules: state.rules,
    rng: state.rng,
    forcedDraws: state.forcedDraws,
    shoe: state.shoe,
    phase: state.phase,
    turn: state.turn,
    opener: state.opener,
    sidePlayedThisTurn: state.sidePlayedThisTurn,
    players: [state.players[0], state.players[1]],
    set: state.set,
    round: state.round,
    rounds: state.rounds,
    winner: state.winner,
  }
}

/** The player's own fields in a new object, sharing the lists (written out, as copyTop). */
function copyPlayer(player: PlayerState): PlayerState {
  return {
    sideDeck: player.sideDeck,
    mucked: player.mucked,
    brought: player.brought,
    hand: player.hand,
    chosen: player.chosen,
    table: player.table,
    standing: player.standing,
    roundWins: player.roundWins,
    setWins: player.setWins,
  }
}
