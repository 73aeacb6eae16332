/**
 * The rules a saved profile always keeps, beyond its schema: the game never writes a file that
 * breaks one, so a file that does was damaged or edited by hand. The repository checks them
 * on every load (such a file is set aside like one with a bad checksum, and the backup is
 * loaded) and before every save (a bug that would write one is refused instead).
 *
 * Each problem is a short English phrase for the notice and the logs; INVARIANTS lists them
 * all for docs/reliability.md.
 */
import { validateSideDeck } from '@main/engine'
import type { ProfileData } from './schemas/profile'
import { MAX_COPIES, MAX_DECK_CARDS, MAX_DECKS } from './schemas/common'
import { HISTORY_LIMIT } from '@common/history'

/** What is checked, in words (docs/reliability.md lists these). */
export const INVARIANTS = [
  'the credits equal the sum of the ledger, and each ledger line’s balance is the running sum',
  'every card count is at least 0 and at most the copy limit, and equals the sum of that card’s lines in the card log',
  'the collection holds at most one tiebreaker',
  'the saved decks are at most the deck limit, with distinct ids and at most one active',
  'each saved deck holds at most the builder’s card limit and at most one tiebreaker',
  'the match in progress uses a saved deck that exists (or none), stakes no more than the credits, and stakes nothing outside the campaign',
  'both side decks of the match in progress are legal for its ruleset',
  'the stats never count more wins, rounds won or busts than there were matches or rounds',
  'the match history holds at most its limit of matches, each kept once, and not the match in progress',
] as const

/** The broken rules of a profile; empty when it keeps all of them. */
export function profileProblems(profile: ProfileData): string[] {
  return [
    ...walletProblems(profile),
    ...collectionProblems(profile),
    ...deckProblems(profile),
    ...matchProblems(profile),
    ...statsProblems(profile),
    ...historyProblems(profile),
  ]
}

function walletProblems({ wallet }: ProfileData): string[] {
  let running = 0
  for (const [i, entry] of wallet.ledger.entries()) {
    running += entry.amount
    if (entry.balance !== running)
      return [`ledger line ${i + 1} says ${entry.balance}, not ${running}`]
  }
  return wallet.credits === running
    ? []
    : [`the credits (${wallet.credits}) differ from the ledger's sum (${running})`]
}

function collectionProblems({ collection, cardLog }: ProfileData): string[] {
  const problems: string[] = []
  const logged = new Map<string, number>()
  for (const line of cardLog) logged.set(line.card, (logged.get(line.card) ?? 0) + line.delta)
  const cards = new Set<string>([...Object.keys(collection), ...logged.keys()])
  for (const card of cards) {
    const count = collection[card as keyof typeof collection] ?? 0
    if (count < 0 || count > MAX_COPIES) problems.push(`${count} copies of ${card}`)
    if (count !== (logged.get(card) ?? 0))
      problems.push(`${count} of ${card} owned, ${logged.get(card) ?? 0} in the card log`)
  }
  if ((collection.TB ?? 0) > 1) problems.push(`${collection.TB} tiebreakers owned`)
  return problems
}

function deckProblems({ decks }: ProfileData): string[] {
  const problems: string[] = []
  if (decks.length > MAX_DECKS) problems.push(`${decks.length} decks`)
  if (new Set(decks.map((d) => d.id)).size !== decks.length) problems.push('two decks share an id')
  if (decks.filter((d) => d.active).length > 1) problems.push('more than one active deck')
  for (const deck of decks) {
    if (deck.cards.length > MAX_DECK_CARDS)
      problems.push(`deck ${deck.id} holds ${deck.cards.length} cards`)
    if (deck.cards.filter((card) => card === 'TB').length > 1)
      problems.push(`deck ${deck.id} holds more than one tiebreaker`)
  }
  return problems
}

function matchProblems({ match, decks, wallet }: ProfileData): string[] {
  if (!match) return []
  const problems: string[] = []
  if (match.deckId !== null && !decks.some((d) => d.id === match.deckId))
    problems.push(`the match's deck ${match.deckId} is missing`)
  if (match.wager > wallet.credits)
    problems.push(`the stake (${match.wager}) is more than the credits (${wallet.credits})`)
  if (match.mode !== 'campaign' && match.wager !== 0)
    problems.push(`a ${match.mode} match has a stake`)
  for (const [seat, player] of match.state.players.entries()) {
    const check = validateSideDeck(player.sideDeck, match.state.rules)
    if (!check.ok) problems.push(`side deck ${seat} of the match: ${check.problems.join(' ')}`)
  }
  return problems
}

function statsProblems({ stats }: ProfileData): string[] {
  const problems: string[] = []
  if (stats.matchesWon > stats.matches) problems.push('more matches won than played')
  if (stats.roundsWon > stats.rounds) problems.push('more rounds won than played')
  if (stats.busts > stats.rounds) problems.push('more busts than rounds')
  const tallies = [...Object.values(stats.byOpponent), ...Object.values(stats.byRuleset)]
  if (tallies.some((row) => row && row.won > row.matches))
    problems.push('a tally with more wins than matches')
  return problems
}

function historyProblems({ history, match }: ProfileData): string[] {
  if (!history) return []
  const problems: string[] = []
  if (history.length > HISTORY_LIMIT) problems.push(`${history.length} matches in the history`)
  const ids = new Set(history.map((r) => r.id))
  if (ids.size !== history.length) problems.push('the history keeps a match twice')
  if (match && ids.has(match.id)) problems.push('the match in progress is already in the history')
  return problems
}
