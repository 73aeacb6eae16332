/**
 * The limit line for the engine benchmark: the same classic match as bench/engine.ts plays
 * (the default classic decks, the high-card opener, hands dealt once for the match, random
 * legal play until one player has three rounds), written as a plain loop over a few numbers
 * and two preallocated typed arrays. It allocates nothing, keeps no history and tells nobody
 * what happened, so it is about as fast as a JavaScript round of pazaak can be; the engine's
 * rounds per second are reported as a share of it.
 *
 * Only what the default classic decks need is here: plus and minus cards, no signs, no gold
 * cards, no tiebreaker. The generators are the engine's, each kept in a local number.
 */
import { cardInfo } from '@common/cards'
import * as generators from '@main/engine/rng'
import { DEFAULT_DECKS } from '@tools/scenario/run'

// Read once, as the engine's modules read what they call per action: under tsx (CommonJS output)
// every use of an imported name runs the exporting module's getters, which would slow this loop
// at every draw and make the engine's share look larger than it is.
const { floatOf, nextState, seedState } = generators

const TARGET = 20
const TABLE_SIZE = 9
const HAND_SIZE = 4
const ROUNDS_TO_WIN = 3

/** The default classic deck as signed values (+3 is 3, -2 is -2). */
const DECK = Int8Array.from(DEFAULT_DECKS.classic, (code) => {
  const info = cardInfo(code)
  if (info.kind === 'plus') return info.value
  if (info.kind === 'minus') return -info.value
  throw new Error(`the plain round has no ${code} card`)
})

// Scratch space, reused by every match: a shuffled deck and both hands (0 marks a played slot).
const shuffled = new Int8Array(DECK.length)
const hands = new Int8Array(2 * HAND_SIZE)

/**
 * Plays plain classic matches (match seeds from `firstSeed` on, one policy stream per match,
 * as bench/engine.ts does) for about `ms` milliseconds; returns [rounds played, seconds].
 */
export function plainRounds(ms: number, firstSeed: number): [number, number] {
  let rounds = 0
  let seed = firstSeed
  const start = performance.now()
  while (performance.now() - start < ms) rounds += plainMatch(seed++)
  return [rounds, (performance.now() - start) / 1000]
}

/** One match; returns the rounds it took (the engine's random match with this seed takes as many). */
export function plainMatch(seed: number): number {
  let rng = seedState(seed) // the match's generator
  let policy = seed >>> 0 // the random player's own stream, seeded as bench/engine.ts seeds it

  // The high-card opener: each draws a green card, equal cards are drawn again.
  let opener = 0
  for (;;) {
    rng = nextState(rng)
    const a = 1 + Math.floor(floatOf(rng) * 10)
    rng = nextState(rng)
    const b = 1 + Math.floor(floatOf(rng) * 10)
    if (a !== b) {
      opener = a > b ? 0 : 1
      break
    }
  }
  // Each hand: the first four of the deck shuffled.
  for (let p = 0; p < 2; p++) {
    shuffled.set(DECK)
    for (let i = shuffled.length - 1; i > 0; i--) {
      rng = nextState(rng)
      const j = Math.floor(floatOf(rng) * (i + 1))
      const t = shuffled[i] as number
      shuffled[i] = shuffled[j] as number
      shuffled[j] = t
    }
    for (let k = 0; k < HAND_SIZE; k++) hands[p * HAND_SIZE + k] = shuffled[k] as number
  }

  let wins0 = 0
  let wins1 = 0
  let rounds = 0
  while (wins0 < ROUNDS_TO_WIN && wins1 < ROUNDS_TO_WIN) {
    rounds++
    let total0 = 0
    let total1 = 0
    let count0 = 0
    let count1 = 0
    let stand0 = false
    let stand1 = false
    let turn = opener
    let drawNow = true
    let sidePlayed = 0
    let winner = -1 // -1 while the round goes on, 2 for a tie
    while (winner === -1) {
      if (drawNow) {
        // A turn starts with a green card; filling the table wins, exactly 20 stands.
        drawNow = false
        sidePlayed = 0
        rng = nextState(rng)
        const value = 1 + Math.floor(floatOf(rng) * 10)
        if (turn === 0) {
          total0 += value
          count0++
        } else {
          total1 += value
          count1++
        }
      } else {
        // The random player: uniform over the distinct playable cards, end and stand.
        const total = turn === 0 ? total0 : total1
        const count = turn === 0 ? count0 : count1
        const base = turn * HAND_SIZE
        let options = 2
        const canPlay = sidePlayed < 1 && count < TABLE_SIZE
        if (canPlay) for (let k = 0; k < HAND_SIZE; k++) if (distinctAt(base, k)) options++
        policy = nextState(policy)
        let pick = Math.floor(floatOf(policy) * options)
        if (pick < options - 2) {
          // Play the pick-th distinct card in hand.
          let slot = 0
          for (let k = 0; k < HAND_SIZE; k++) {
            if (!distinctAt(base, k)) continue
            if (pick-- === 0) {
              slot = k
              break
            }
          }
          const value = hands[base + slot] as number
          hands[base + slot] = 0
          sidePlayed++
          if (turn === 0) {
            total0 += value
            count0++
          } else {
            total1 += value
            count1++
          }
        } else if (total > TARGET) {
          winner = 1 - turn // ending the turn or standing over 20 busts
          continue
        } else if (pick === options - 2) {
          // End the turn: the other player draws next, unless they stand.
          if (!(turn === 0 ? stand1 : stand0)) turn = 1 - turn
          drawNow = true
          continue
        } else {
          if (turn === 0) stand0 = true
          else stand1 = true
          if (stand0 && stand1) winner = total0 === total1 ? 2 : total0 > total1 ? 0 : 1
          else {
            turn = 1 - turn
            drawNow = true
          }
          continue
        }
      }
      // After a card lands on the table of the player to act.
      const total = turn === 0 ? total0 : total1
      const count = turn === 0 ? count0 : count1
      if (count >= TABLE_SIZE && total <= TARGET) winner = turn
      else if (total === TARGET) {
        if (turn === 0) stand0 = true
        else stand1 = true
        if (stand0 && stand1) winner = total0 === total1 ? 2 : total0 > total1 ? 0 : 1
        else {
          turn = 1 - turn
          drawNow = true
        }
      }
    }
    // The loser opens the next round; after a tie the same player opens again.
    if (winner === 0) wins0++
    if (winner === 1) wins1++
    if (winner !== 2) opener = 1 - winner
  }
  return rounds
}

/** Whether hand slot k holds a card that no earlier slot holds (equal cards are one choice). */
function distinctAt(base: number, k: number): boolean {
  const card = hands[base + k] as number
  if (card === 0) return false
  for (let j = 0; j < k; j++) if (hands[base + j] === card) return false
  return true
}
