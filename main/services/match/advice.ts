import { message, type AdviceReason } from '@common/messages'
import type { Action, MatchState, MatchView } from '@main/engine'
import { totalAfter } from './tutorial'

/** A side card as the advice names it: its code, and the sign chosen for a flip card. */
function named(action: Extract<Action, { type: 'play' }>): string {
  return `${action.card}${action.sign ?? ''}`
}

/**
 * Why the advisor recommends `action` in this position, as a message the renderer words. The
 * win chance is not part of it: the hint shows that beside the reason, when there is one.
 */
export function adviceReason(view: MatchView, action: Action): AdviceReason {
  const total = view.players[view.you].total
  switch (action.type) {
    case 'stand':
      return message('advice.stand', { total })
    case 'end':
      return total > 20 ? message('advice.letGo') : message('advice.drawOn', { total })
    case 'play':
      return message('advice.play', { card: named(action) })
    case 'choose':
      return message('advice.choose')
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
