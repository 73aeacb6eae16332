/**
 * What each table card counted (common/totals.ts `countedValues`) checked against the engine
 * over one seeded random cantina match: after every event, on the scene the table draws (a view
 * moved through main's events, as the renderer moves it), the cards' counts add up to the total
 * the engine reported, and a card counts its face unless the floor at 0 took some of it off.
 * common/totals.test.ts runs a few hundred matches with the unit tests;
 * common/totals.slow.test.ts runs many more in the slow suite.
 */
import type { CardCode } from '@common/cards'
import type { Action, PlayerIndex, TableCard } from '@common/match'
import { RULESETS } from '@common/rulesets'
import { advanceScene, cloneScene, type Scene } from '@common/scene'
import { countedValues, tableTotal } from '@common/totals'
import { legalActions } from '@main/engine/legal'
import { apply, createMatch, totalOf } from '@main/engine/match'
import { nextFloat } from '@main/engine/rng'
import { validateSideDeck } from '@main/engine/side-deck'
import { view } from '@main/engine/view'

/** No match needs this many actions: a round is at most 18 draws plus side cards. */
const ACTION_CAP = 4_000

/** What one match showed: cards seen after events, and how many of them the floor cut short. */
export interface CountedTally {
  cards: number
  cutShort: number
}

/** A plain check for the hot loop; the message says what broke, fast-check gives the seeds. */
function ensure(condition: boolean, broken: string): void {
  if (!condition) throw new Error(broken)
}

/** The stream of choices: its own generator, so it never disturbs the match's. */
function chooser(seed: number): <T>(items: readonly T[]) => T {
  let state = seed
  return (items) => {
    const [value, next] = nextFloat(state)
    state = next
    const item = items[Math.floor(value * items.length)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
}

/** One table's counts against the total shown beside it; returns how many were cut short. */
function checkTable(table: readonly TableCard[], total: number, where: string): number {
  const counted = countedValues(table, true)
  ensure(counted.length === table.length, `${where}: a count per card`)
  let sum = 0
  let cut = 0
  for (let i = 0; i < table.length; i++) {
    const card = table[i] as TableCard
    const value = counted[i] as number
    const face = card.sign * card.face
    sum += value
    // the running sum is the total the table had once this card landed
    ensure(sum === tableTotal(table.slice(0, i + 1), true), `${where}: card ${i} off the fold`)
    if (value !== face) {
      // only the floor changes a count: a minus that took the total to 0, and no further
      ensure(face < value && value <= 0 && sum === 0, `${where}: card ${i} counted ${value}`)
      cut += 1
    }
  }
  ensure(sum === total, `${where}: the cards add up to ${sum}, the total is ${total}`)
  return cut
}

/** Plays one random cantina match from the two seeds and checks the counts after every event. */
export function checkCountedValues(seed: number, choiceSeed: number): CountedTally {
  const pick = chooser(choiceSeed)
  const deck = (): CardCode[] => {
    for (;;) {
      const cards = Array.from({ length: 10 }, () => pick(RULESETS.cantina.cards))
      if (validateSideDeck(cards, 'cantina').ok) return cards
    }
  }
  let state = createMatch({ rules: 'cantina', seed, sideDecks: [deck(), deck()] }).state
  const tally: CountedTally = { cards: 0, cutShort: 0 }
  for (let step = 0; state.phase !== 'over'; step++) {
    ensure(step < ACTION_CAP, 'a match that does not end')
    const acting: PlayerIndex =
      state.phase === 'choose' ? (state.players[0].chosen ? 1 : 0) : (state.turn as PlayerIndex)
    const action: Action = pick(legalActions(state, acting))
    const result = apply(state, action)
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.reason}`)
    // the table as the renderer draws it: the view before, moved through the events
    const scene: Scene = cloneScene(view(state, 0))
    for (const event of result.events) {
      advanceScene(scene, event)
      for (const p of [0, 1] as const) {
        const seat = scene.players[p]
        tally.cutShort += checkTable(seat.table, seat.total, `after ${event.type}, seat ${p}`)
        tally.cards += seat.table.length
      }
    }
    for (const p of [0, 1] as const) {
      checkTable(result.state.players[p].table, totalOf(result.state, p), `state, seat ${p}`)
    }
    state = result.state
  }
  return tally
}
