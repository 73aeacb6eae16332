import { cardsToComeBack } from '@common/comeback'
import { message, type AdviceReason } from '@common/messages'
import { RULESETS, type Ruleset } from '@common/rulesets'
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

/** A reason with the total the move leaves the player on, as the hint shows the two. */
export interface Advised {
  reason: AdviceReason
  /** a card's landing, found once for both; any other move leaves the total as it is */
  total: number
}

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
  return advised(state, action, next).reason
}

/** The advisor's reason (adviceReason) with the total the move makes, the card landed once. */
export function advised(state: MatchState, action: Action, next?: NextAdvice): Advised {
  const seen = view(state, action.player)
  const total = seen.players[seen.you].total
  switch (action.type) {
    case 'stand':
      return { reason: standReason(seen), total }
    case 'end':
      if (total <= RULESETS[seen.rules].target)
        return { reason: message('advice.drawOn', { total }), total }
      // "keep your cards" is for a round a card could still save: with none, it is lost
      return {
        reason:
          cardsToComeBack(seen) !== null ? message('advice.letGo') : message('advice.coach.lost'),
        total,
      }
    case 'play': {
      const landed = landing(state, action)
      return { reason: playReason(seen, action, landed, next), total: landed.mine }
    }
    case 'choose':
      return { reason: chooseReason(action.cards), total }
  }
}

/**
 * Standing: a total worth keeping while the opponent draws on. Against an opponent who stands,
 * standing settles the round at once: a higher total wins it, a lower one loses it (the advisor
 * never picks that: drawing on cannot do worse, and of equal moves it ends the turn), a twist
 * that pushed them over the target wins it whatever the player's total, and a level total is a
 * tie, which settles nothing unless a tiebreaker decides it. The tiebreaker's rule
 * (docs/rules.md): classic's counts once played, so both tables tell; the tournament's fires
 * from the hand, and the opponent's hand is hidden: its pool, which is public, says whether
 * they may hold one.
 */
function standReason(seen: MatchView): AdviceReason {
  const me = seen.players[seen.you]
  const them = seen.players[seen.you === 0 ? 1 : 0]
  const total = me.total
  const { target } = RULESETS[seen.rules]
  // over the target standing is a bust whatever the opponent does
  if (!them.standing || total > target) return message('advice.stand', { total })
  const theirs = them.total
  if (theirs > target) return message('advice.standOver', { theirs })
  if (total > theirs) return message('advice.standAhead', { total, theirs })
  if (total < theirs) return message('advice.standBehind', { total, theirs })
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
 * turn's plan (over the target, or with more cards to follow this turn), fills the table, lowers
 * a total already at the target or under (heading for nine cards: nothing else is gained by a
 * smaller total), or makes a total.
 */
function playReason(
  seen: MatchView,
  action: Play,
  landed: Landing,
  next: NextAdvice | undefined,
): AdviceReason {
  const { target } = RULESETS[seen.rules]
  const me = seen.players[seen.you]
  const theirs = seen.players[seen.you === 0 ? 1 : 0].total
  if (landed.theirs !== theirs) {
    const key = landed.theirs < theirs ? 'advice.twist' : 'advice.twistUp'
    return message(key, { from: theirs, to: landed.theirs, total: landed.mine })
  }
  const plan = next ? planAfter(landed, action.player, next, RULESETS[seen.rules]) : null
  // over the target the card is the first of a turn's plan (the tournament's +3 then −5):
  // "makes 25" would read as advice to bust
  if (landed.mine > target) return plan ? planReason(plan) : message('advice.playFirst')
  if (landed.filled) return message('advice.fill')
  // with more cards to come this turn the total is the plan's, not the card's: "makes 16"
  // read as the advice, where +5, −5 and ±2 follow to 18 (through 21 on the way)
  if (plan && plan.plays.length > 0) return planReason(plan)
  if (me.total <= target && landed.mine <= me.total)
    return message('advice.fillPlan', { total: landed.mine, count: me.table.length + 1 })
  return message('advice.play', { total: landed.mine })
}

/** The cards the advisor plays after the first this turn, and the total the last leaves. */
interface Plan {
  plays: Play[]
  total: number
}

/**
 * The first card of a plan with the cards that follow it and where the last lands: "+3" reads
 * as advice to bust until the player sees the "−4" behind it, and "makes 13" as a total worth
 * the card until they see the "×2" that makes 20.
 */
function planReason({ plays, total }: Plan): AdviceReason {
  const [then, ...more] = plays
  if (then === undefined) return message('advice.playFirst')
  if (more.length > 0) {
    // each as its button names it: a flip card with its sign ("±1 as −1")
    const cards = plays.map(({ card, sign }) => (sign ? { card, sign } : { card }))
    return message('advice.playFirstThenCards', { cards, total })
  }
  if (then.sign === undefined) return message('advice.playFirstThen', { card: named(then), total })
  // a flip card as its button names it, "±2 as −2": the value is the plain card of that face
  const info = cardInfo(then.card)
  if (info.kind !== 'flip') return message('advice.playFirst')
  const value = `${then.sign}${info.value}` as CardCode
  return message('advice.playFirstThenAs', { card: named(then), value, total })
}

/**
 * The advisor's plays after a first card, from the positions after it while the turn is the
 * player's (a play draws nothing), until its next move is no play (a stand, the end of the
 * turn) or the turn or round is over: the tournament's +6, −3, −4 from 21 to 20, or a plan
 * that comes back under the target and goes over again. The hand bounds it: each play spends a
 * card. Null when the plan ends over the target, where the turn can only bust.
 */
function planAfter(
  first: Landing,
  seat: PlayerIndex,
  next: NextAdvice,
  rules: Ruleset,
): Plan | null {
  const plays: Play[] = []
  let landed = first
  for (;;) {
    const after = landed.next
    if (after?.phase !== 'turn' || after.turn !== seat) break
    // no card left to play this turn (classic's and the cantina's one a turn): the plan ends
    // here, without asking the advisor, whose search is the hint's cost
    if (!legalActions(after, seat).some((action) => action.type === 'play')) break
    const then = next(after)
    if (then.type !== 'play' || then.player !== seat) break
    plays.push(then)
    landed = landing(after, then)
  }
  return landed.mine > rules.target ? null : { plays, total: landed.mine }
}

/**
 * The tutorial coach's advice in words (the coach panel also words the action itself), with the
 * total it makes, the card landed once for both.
 */
export function coached(state: MatchState, action: Action): Advised {
  const total = totalAfter(state, action)
  return { reason: coachReason(action, total), total }
}

/** The coach's reason for `action`, which leaves the player on `total`. */
function coachReason(action: Action, total: number): AdviceReason {
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
