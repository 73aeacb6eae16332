/**
 * A plain player for component tests that play a match through the real main: the renderer's
 * twin of tools/testing/api-kit's `simpleMove`, which brings main's router types (and node's)
 * into the renderer's type-check. Test code only; nothing in the app imports it.
 */
import type { Action } from '@common/match'
import type { MatchUpdate, PlayerAction } from '@preload/contract'

/** Chooses the first hand offered, saves a bust with a card when it can, stands on 17 to 20. */
export function plainMove(update: MatchUpdate): PlayerAction {
  const strip = ({ player: _player, ...rest }: Action): PlayerAction => rest as PlayerAction
  const legal = update.view.legal
  const choose = legal.find((a) => a.type === 'choose')
  if (choose) return strip(choose)
  const total = update.view.players[update.you].total
  if (total > 20) {
    const play = legal.find((a) => a.type === 'play')
    if (play) return strip(play)
  }
  return total >= 17 && legal.some((a) => a.type === 'stand') ? { type: 'stand' } : { type: 'end' }
}
