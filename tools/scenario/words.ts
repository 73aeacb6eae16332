import type { DeckProblem, Refusal } from '@common/messages'
import type { SetupProblem } from '@main/engine'

/**
 * English for the engine's codes, for the scenario files and `npm run scenario` only: their
 * `error` field is read by developers, not players. The game itself sends the codes and the
 * renderer words them in the player's language (renderer/src/i18n/messages).
 */

/** A refusal as one English sentence. */
export function refusalText(refusal: Refusal): string {
  switch (refusal.reason) {
    case 'not-a-player':
      return 'There are only two players at a pazaak table.'
    case 'match-over':
      return 'The match is over.'
    case 'not-choosing-time':
      return 'Hands are chosen only before a set starts.'
    case 'hand-already-chosen':
      return 'You have already chosen your hand for this set.'
    case 'wrong-hand-size':
      return `Choose exactly ${refusal.count} ${refusal.count === 1 ? 'card' : 'cards'} for your hand.`
    case 'not-in-side-deck':
      return `You have no ${refusal.card} left in your side deck to bring into this set.`
    case 'hands-not-chosen':
      return 'Both players must choose their hands before the set starts.'
    case 'standing':
      return 'You are standing and take no more turns this round.'
    case 'not-your-turn':
      return 'It is not your turn.'
    case 'no-such-card-in-hand':
      return `You have no ${refusal.card} in your hand.`
    case 'tiebreaker-is-held':
      return 'The tiebreaker is never played: it fires by itself when a round ends in a tie.'
    case 'side-card-played':
      return 'You have already played a side card this turn.'
    case 'side-card-limit':
      return `You can play at most ${refusal.limit} side cards a turn.`
    case 'table-full':
      return 'Your table is full: it holds nine cards.'
    case 'sign-needed':
      return `Choose whether ${refusal.card} adds or subtracts.`
    case 'no-sign':
      return `${refusal.card} has no sign to choose.`
    case 'nothing-to-double':
      return 'The double has no card to copy yet.'
  }
}

const RULES_NAME = { classic: 'Classic', tournament: 'Tournament', cantina: 'Cantina' } as const

/** A side deck's problem as one English sentence. */
export function deckProblemText(problem: DeckProblem): string {
  switch (problem.reason) {
    case 'deck-size':
      return `A side deck holds exactly ${problem.size} cards; this one has ${problem.count}.`
    case 'not-a-card':
      return `"${problem.card}" is not a side card.`
    case 'not-in-ruleset':
      return `The ${problem.rules} ruleset has no ${problem.card} card.`
    case 'too-many-copies':
      return `${RULES_NAME[problem.rules]} decks allow at most ${problem.max} ${problem.max === 1 ? 'copy' : 'copies'} of ${problem.card}; this deck has ${problem.count}.`
    case 'too-many-tiebreakers':
      return `${RULES_NAME[problem.rules]} decks allow at most ${problem.max} ${problem.max === 1 ? 'tiebreaker' : 'tiebreakers'}; this deck has ${problem.count}.`
  }
}

/** A match setup no player could have made, as English. */
export function setupProblemText(problem: SetupProblem): string {
  switch (problem.reason) {
    case 'side-deck':
      return `Player ${problem.player}'s side deck: ${problem.problems.map(deckProblemText).join(' ')}`
    case 'hand-size':
      return `Player ${problem.player}'s hand has ${problem.count} cards; a hand holds ${problem.size}.`
    case 'hand-card-not-in-ruleset':
      return `Player ${problem.player}'s hand: the ${problem.rules} ruleset has no ${problem.card} card.`
    case 'draw-out-of-range':
      return `A main-deck card is a whole number from 1 to 10, not ${problem.value}.`
  }
}
