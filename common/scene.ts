/**
 * A table as it is being shown: a view moved forward one event at a time. This replays what
 * main reported (cards, signs, totals come from the events); it decides nothing. The renderer's
 * table animates the events of each update this way, and its scene is replaced by main's view
 * when they run out, so any detail the events do not carry is put right at the end; the history
 * shows a round's last table this way, as the events of the move that ended it left it.
 */
import type { MatchEvent, MatchView, PlayerIndex } from './match'

export type Scene = MatchView

/** A deep copy of a view to play events onto, so the view main sent is never changed. */
export function cloneScene(view: MatchView): Scene {
  return JSON.parse(JSON.stringify(view)) as Scene
}

/**
 * The table before a new match's opening events have played: nothing on either table yet, no
 * round or set won. A new match's first update carries the view after its opening deal, so
 * starting from that view would show the cards before they are dealt.
 */
export function openingScene(view: MatchView): Scene {
  const scene = cloneScene(view)
  for (const seat of scene.players) {
    seat.table = []
    seat.total = 0
    seat.standing = false
    seat.roundWins = 0
    seat.setWins = 0
  }
  scene.set = 1
  scene.round = 1
  scene.rounds = []
  scene.setWinners = []
  scene.turn = null
  scene.winner = null
  scene.legal = []
  if (scene.phase === 'over') scene.phase = 'turn'
  return scene
}

/**
 * The round's number within its set (the tournament's sets each count from 1), of the table's
 * scene or a replay's frame: the match's count of rounds less those of the sets before.
 */
export function roundInSet(at: Pick<Scene, 'round' | 'set' | 'rounds'>): number {
  return at.round - at.rounds.filter((r) => r.set < at.set).length
}

/** Moves the scene forward by one event (in place) and returns it. */
export function advanceScene(scene: Scene, event: MatchEvent): Scene {
  switch (event.type) {
    case 'roundStart':
      for (const seat of scene.players) {
        seat.table = []
        seat.total = 0
        seat.standing = false
      }
      scene.set = event.set
      scene.round = event.round
      scene.opener = event.opener
      // a shoe not built yet (the cantina's hands chosen first) says nothing of the one dealt
      // from now: unknown until main's view comes, rather than a shoe of 0
      if (scene.shoeLeft === 0) scene.shoeLeft = null
      scene.phase = 'turn'
      scene.turn = null
      break
    case 'turn':
      scene.turn = event.player
      scene.legal = []
      break
    case 'draw': {
      const seat = scene.players[event.player]
      seat.table.push({ code: null, face: event.value, sign: 1 })
      seat.total = event.total
      break
    }
    case 'play': {
      const seat = scene.players[event.player]
      seat.table.push({
        code: event.card,
        face: Math.abs(event.value),
        sign: event.value < 0 ? -1 : 1,
      })
      seat.total = event.total
      removeFromHand(scene, event.player, event.card)
      break
    }
    case 'flip': {
      const seat = scene.players[event.player]
      const card = seat.table[event.index]
      if (card) {
        card.sign = event.sign
        // as the engine marks it: turned an odd number of times (TableCard.turned)
        if (card.turned) delete card.turned
        else card.turned = true
      }
      seat.total = event.total
      break
    }
    case 'endTurn':
      scene.players[event.player].total = event.total
      break
    case 'stand':
      scene.players[event.player].standing = true
      scene.players[event.player].total = event.total
      break
    case 'bust':
    case 'fill':
      scene.players[event.player].total = event.total
      break
    case 'tiebreaker':
      if (scene.rules === 'tournament') removeFromHand(scene, event.player, 'TB')
      break
    case 'roundEnd':
      scene.rounds.push({
        set: scene.set,
        winner: event.winner,
        reason: event.reason,
        totals: [event.totals[0], event.totals[1]],
      })
      scene.players[0].roundWins = event.roundWins[0]
      scene.players[1].roundWins = event.roundWins[1]
      scene.turn = null
      scene.legal = []
      break
    case 'setEnd':
      scene.setWinners.push(event.winner)
      scene.players[0].setWins = event.setWins[0]
      scene.players[1].setWins = event.setWins[1]
      break
    case 'matchEnd':
      scene.winner = event.winner
      scene.phase = 'over'
      scene.turn = null
      break
    case 'chooseHands':
    case 'handChosen':
    case 'handsDealt':
    case 'muck':
    case 'opener':
      // Shown by the banner or the choose panel; the view at the end carries their results.
      break
  }
  return scene
}

function removeFromHand(scene: Scene, player: PlayerIndex, card: string): void {
  const seat = scene.players[player]
  seat.handSize = Math.max(0, seat.handSize - 1)
  if (seat.hand) {
    const at = seat.hand.indexOf(card as never)
    if (at >= 0) seat.hand.splice(at, 1)
  }
}
