import { message, type AdviceReason } from '@common/messages'
import { RULESETS } from '@common/rulesets'
import { cardInfo, type Action, type CardCode, type MatchState, type MatchView } from '@main/engine'
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
 * Why the advisor recommends `action` in this position, as a message the renderer words. The
 * win chance is not part of it: the hint shows that beside the reason, when there is one. A
 * card to play is named by the action line above the reason, so the reason says what it makes
 * (`after`: the total once the action is taken).
 */
export function adviceReason(view: MatchView, action: Action, after: number): AdviceReason {
  const total = view.players[view.you].total
  switch (action.type) {
    case 'stand':
      return message('advice.stand', { total })
    case 'end':
      return total > 20 ? message('advice.letGo') : message('advice.drawOn', { total })
    case 'play':
      // over the target the card is the first of a turn's plan (the tournament's +3 then −5):
      // "makes 25" would read as advice to bust
      return after > RULESETS[view.rules].target
        ? message('advice.playFirst')
        : message('advice.play', { total: after })
    case 'choose':
      return chooseReason(action.cards)
  }
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
