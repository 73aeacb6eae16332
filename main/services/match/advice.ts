import { message, type AdviceReason } from '@common/messages'
import { RULESETS } from '@common/rulesets'
import {
  cardInfo,
  legalActions,
  view,
  type Action,
  type CardCode,
  type MatchState,
  type MatchView,
  type PlayerIndex,
} from '@main/engine'
import { landing, type Landing, type Play } from './landing'
import { totalAfter } from './tutorial'

/**
 * A side card as the advice names it: its code alone, which the renderer draws as the table
 * does (a code with the chosen sign stuck on, "±3-", is no card and read as such). The action
 * line beside the reason says the sign.
 */
function named(action: Extract<Action, { type: 'play' }>): CardCode {
  return action.card
}

/**
 * Which way a chosen hand moves a total, so the reason says what it is for: cards that raise
 * 15..17 to 18..20 (plus cards, the double), cards that bring a total back from over 20 (minus
 * cards), or both (flip cards and tiebreakers go either way, and a mix of plus and minus).
 * A hand leans one way when that way's cards outnumber all the others that move a total.
 */
function chooseReason(cards: readonly CardCode[]): AdviceReason {
  let up = 0
  let down = 0
  let either = 0
  for (const code of cards) {
    const kind = cardInfo(code).kind
    if (kind === 'plus' || kind === 'double') up++
    else if (kind === 'minus') down++
    else if (kind === 'flip' || kind === 'tiebreaker') either++
  }
  if (up > down + either) return message('advice.choose')
  if (down > up + either) return message('advice.chooseDown')
  return message('advice.chooseBoth')
}

/**
 * The advisor's move for `action.player` in a position its own play led to: the hint passes the
 * same call and belief it advised with, so the plan the reason names is the advisor's own.
 */
export type NextAdvice = (after: MatchState) => Action

/**
 * Why the advisor recommends `action` (`action.player`'s move) in this position, as a message
 * the renderer words. It reads only what that seat sees (its view), and asks the engine only
 * what the seat's own cards would do to the two tables, which lie open: no card hidden from the
 * player shapes the reason. The win chance is not part of it: the hint shows that beside the
 * reason, when there is one. A card to play is named by the action line above the reason, so
 * the reason says what the card does. `next` names the rest of a plan over the target; without
 * it the reason only says that another card follows.
 */
export function adviceReason(state: MatchState, action: Action, next?: NextAdvice): AdviceReason {
  const seen = view(state, action.player)
  const total = seen.players[seen.you].total
  switch (action.type) {
    case 'stand':
      return standReason(seen)
    case 'end':
      if (total <= RULESETS[seen.rules].target) return message('advice.drawOn', { total })
      // "keep your cards" is for a round a card could still save: with none, it is lost
      return comesBack(state, action.player)
        ? message('advice.letGo')
        : message('advice.coach.lost')
    case 'play':
      return playReason(state, seen, action, next)
    case 'choose':
      return chooseReason(action.cards)
  }
}

/**
 * Standing: a total worth keeping, or, level with an opponent who stands, a tie, which settles
 * nothing unless a tiebreaker decides it. The tiebreaker's rule (docs/rules.md): classic's
 * counts once played, so both tables tell; the tournament's fires from the hand, and the
 * opponent's hand is hidden: its pool, which is public, says whether they may hold one.
 */
function standReason(seen: MatchView): AdviceReason {
  const me = seen.players[seen.you]
  const them = seen.players[seen.you === 0 ? 1 : 0]
  const total = me.total
  if (!them.standing || them.total !== total) return message('advice.stand', { total })
  const has = (cards: readonly CardCode[] | null) => cards?.includes('TB') ?? false
  if (RULESETS[seen.rules].tiebreaker === 'played') {
    const mine = me.table.some((card) => card.code === 'TB')
    const theirs = them.table.some((card) => card.code === 'TB')
    if (mine === theirs) return message('advice.standTie', { total })
    return message(mine ? 'advice.standTieWon' : 'advice.standTieLost', { total })
  }
  // an unknown pool could hold one
  const theyMay = them.pool === null || has(them.pool)
  if (has(me.hand))
    return message(theyMay ? 'advice.standTieWonUnless' : 'advice.standTieWon', { total })
  return message(theyMay ? 'advice.standTieUnless' : 'advice.standTie', { total })
}

/**
 * A card to play, by what it does: turns the opponent's total (a twist), is the first of a
 * turn's plan over the target, fills the table, lowers a total already at the target or under
 * (heading for nine cards: nothing else is gained by a smaller total), or makes a total.
 */
function playReason(
  state: MatchState,
  seen: MatchView,
  action: Play,
  next: NextAdvice | undefined,
): AdviceReason {
  const { target } = RULESETS[seen.rules]
  const me = seen.players[seen.you]
  const theirs = seen.players[seen.you === 0 ? 1 : 0].total
  const landed = landing(state, action)
  if (landed.theirs !== theirs) {
    const key = landed.theirs < theirs ? 'advice.twist' : 'advice.twistUp'
    return message(key, { from: theirs, to: landed.theirs, total: landed.mine })
  }
  // over the target the card is the first of a turn's plan (the tournament's +3 then −5):
  // "makes 25" would read as advice to bust
  if (landed.mine > target) return secondStep(landed, action.player, next)
  if (landed.filled) return message('advice.fill')
  if (me.total <= target && landed.mine <= me.total)
    return message('advice.fillPlan', { total: landed.mine, count: me.table.length + 1 })
  return message('advice.play', { total: landed.mine })
}

/**
 * The first card of a plan over the target, with the card that follows it and where that lands,
 * when the advisor's next move from the position after it (the player's turn still, a play
 * drawing nothing) brings the total back to the target or under: "+3" reads as advice to bust
 * until the player sees the "−4" behind it. Any other next move keeps the plain first step.
 */
function secondStep(first: Landing, seat: PlayerIndex, next: NextAdvice | undefined): AdviceReason {
  const after = first.next
  if (!next || after?.phase !== 'turn' || after.turn !== seat) return message('advice.playFirst')
  const then = next(after)
  if (then.type !== 'play' || then.player !== seat) return message('advice.playFirst')
  const total = landing(after, then).mine
  if (total > RULESETS[after.rules].target) return message('advice.playFirst')
  if (then.sign === undefined) return message('advice.playFirstThen', { card: named(then), total })
  // a flip card as its button names it, "±2 as −2": the value is the plain card of that face
  const info = cardInfo(then.card)
  if (info.kind !== 'flip') return message('advice.playFirst')
  const value = `${then.sign}${info.value}` as CardCode
  return message('advice.playFirstThenAs', { card: named(then), value, total })
}

/**
 * Whether the seat's own plays this turn, one card or several in a row, can bring its total
 * back to the target or under (or fill the table): its hand and both tables lie open to it.
 */
function comesBack(state: MatchState, seat: PlayerIndex): boolean {
  const { target } = RULESETS[state.rules]
  for (const action of legalActions(state, seat)) {
    if (action.type !== 'play') continue
    const after = landing(state, action)
    if (after.filled || after.mine <= target) return true
    if (after.next?.turn === seat && comesBack(after.next, seat)) return true
  }
  return false
}

/** The tutorial coach's advice in words (the coach panel also words the action itself). */
export function coachReason(state: MatchState, action: Action): AdviceReason {
  const total = totalAfter(state, action)
  switch (action.type) {
    case 'stand':
      return message('advice.coach.stand', { total })
    case 'end':
      return total > 20 ? message('advice.coach.lost') : message('advice.coach.end', { total })
    case 'play':
      return message('advice.coach.play', { card: named(action), total })
    case 'choose':
      return message('advice.coach.choose')
  }
}
