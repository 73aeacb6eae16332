/**
 * Whose turn the table shows, which is not always the scene's: a turn that is over (a stand, a
 * bust, the player's move on its way to main) belongs to nobody until the next starts, and the
 * player's turn is still being dealt while its draw is shown. Its own part because the status
 * line, what a screen reader hears and the notes all ask it, and none of them words it.
 */
import type { MatchEvent, PlayerIndex } from '@common/match'
import { RULESETS } from '@common/rulesets'
import type { Scene } from '@common/scene'
import type { PlayerAction } from '@preload/contract'

/** Whose turn the light shows: the player's, the other seat's, or nobody's. */
export type Whose = 'you' | 'them' | null

/** A turn that is over with nobody on the next: its seat, and whether it ended by a stand. */
export interface TurnOver {
  seat: PlayerIndex
  stood: boolean
}

/** What the table is doing now, as the store shows it. */
export interface TableNow {
  scene: Scene | null
  you: PlayerIndex
  /** the player's move on its way to main */
  sending: PlayerAction | null
  presenting: boolean
  /** the latest event the table is showing, while it shows one */
  showing: MatchEvent | null
}

/**
 * The turn the table shows, once it is over and nobody has the next: the seat on turn has
 * stood, bust or filled its table, the player has ended theirs (`stood`: by a stand), or the
 * player's move that ends it is with main. The scene keeps the turn until the next starts or
 * the round ends, and the light said "Your turn" while main answered and the stand was shown.
 */
export function turnOver(now: TableNow): TurnOver | null {
  const s = now.scene
  const seat = s?.turn
  if (!s || seat === null || seat === undefined || s.phase !== 'turn') return null
  const move = now.sending?.type
  // standing over the target is a bust, not a stand
  const under = s.players[seat].total <= RULESETS[s.rules].target
  if (move === 'stand' || move === 'end') return { seat, stood: move === 'stand' && under }
  if (!now.presenting) return null
  if (s.players[seat].standing) return { seat, stood: true }
  const event = now.showing?.type
  if (event === 'bust' || event === 'fill') return { seat, stood: false }
  // not the opponent's end of turn: its next turn or the player's follows at once, and the
  // light went out between each of its turns while the player stood
  return event === 'endTurn' && seat === now.you ? { seat, stood: false } : null
}

/**
 * The player's turn has started on the table and its main-deck card is still on its way: the
 * turn's start and its draw are being shown. The moves come on only once the update has been
 * shown (the store's `legal`), and the light said "Your turn" over buttons that were still off.
 */
export function drawingOwnCard(showing: MatchEvent | null, you: PlayerIndex): boolean {
  return (showing?.type === 'turn' || showing?.type === 'draw') && showing.player === you
}

/** Whose turn the light shows: nobody's between turns and once a turn is over. */
export function whoseTurn(scene: Scene | null, over: TurnOver | null, you: PlayerIndex): Whose {
  const turn = scene?.turn
  if (turn === null || turn === undefined || over) return null
  return turn === you ? 'you' : 'them'
}
