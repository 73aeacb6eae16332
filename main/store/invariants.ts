/**
 * The rules a saved profile always keeps, beyond its schema: the game never writes a file that
 * breaks one, so a file that does was damaged or edited by hand. The repository checks them
 * on every load (such a file is set aside like one with a bad checksum, and the backup is
 * loaded) and before every save (a bug that would write one is refused instead).
 *
 * Each problem is a code with its parameters (SaveRule, common/messages.ts): the damaged-save
 * notice words the first one for the player, and the logs print them as they are. INVARIANTS
 * lists the rules in words for docs/reliability.md.
 */
import { validateSideDeck } from '@main/engine'
import { deckProblemMessage, type SaveRule } from '@common/messages'
import { ledgerLineNumber } from './carried'
import type { ProfileData } from './schemas/profile'
import { MAX_COPIES, MAX_DECK_CARDS, MAX_DECKS } from './schemas/fields'
import { HISTORY_LIMIT } from '@common/history'
import { isLentDeck } from '@common/decks'

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
export function profileProblems(profile: ProfileData): SaveRule[] {
  return [
    ...walletProblems(profile),
    ...collectionProblems(profile),
    ...deckProblems(profile),
    ...matchProblems(profile),
    ...statsProblems(profile),
    ...historyProblems(profile),
  ]
}

function walletProblems({ wallet }: ProfileData): SaveRule[] {
  let running = 0
  for (const [i, entry] of wallet.ledger.entries()) {
    running += entry.amount
    if (entry.balance !== running) {
      const line = ledgerLineNumber(wallet.ledger, i)
      return [{ reason: 'ledgerLine', line, says: entry.balance, running }]
    }
  }
  return wallet.credits === running
    ? []
    : [{ reason: 'creditsNotLedger', credits: wallet.credits, sum: running }]
}

function collectionProblems({ collection, cardLog }: ProfileData): SaveRule[] {
  const problems: SaveRule[] = []
  const logged = new Map<string, number>()
  for (const line of cardLog) logged.set(line.card, (logged.get(line.card) ?? 0) + line.delta)
  const cards = new Set<string>([...Object.keys(collection), ...logged.keys()])
  for (const card of cards) {
    const count = collection[card as keyof typeof collection] ?? 0
    if (count < 0 || count > MAX_COPIES)
      problems.push({ reason: 'copies', card, count, max: MAX_COPIES })
    if (count !== (logged.get(card) ?? 0))
      problems.push({ reason: 'cardLog', card, count, logged: logged.get(card) ?? 0 })
  }
  if ((collection.TB ?? 0) > 1) problems.push({ reason: 'tiebreakers', count: collection.TB ?? 0 })
  return problems
}

function deckProblems({ decks }: ProfileData): SaveRule[] {
  const problems: SaveRule[] = []
  if (decks.length > MAX_DECKS)
    problems.push({ reason: 'decks', count: decks.length, max: MAX_DECKS })
  if (new Set(decks.map((d) => d.id)).size !== decks.length) problems.push({ reason: 'deckIds' })
  if (decks.filter((d) => d.active).length > 1) problems.push({ reason: 'activeDecks' })
  for (const deck of decks) {
    if (deck.cards.length > MAX_DECK_CARDS) {
      const count = deck.cards.length
      problems.push({ reason: 'deckCards', deck: deck.name, count, max: MAX_DECK_CARDS })
    }
    if (deck.cards.filter((card) => card === 'TB').length > 1)
      problems.push({ reason: 'deckTiebreakers', deck: deck.name })
  }
  return problems
}

function matchProblems({ match, decks, wallet }: ProfileData): SaveRule[] {
  if (!match) return []
  const problems: SaveRule[] = []
  // the house's decks are lent, not saved: null (its practice deck) or its sampler
  if (!isLentDeck(match.deckId) && !decks.some((d) => d.id === match.deckId))
    problems.push({ reason: 'matchDeck' })
  if (match.wager > wallet.credits)
    problems.push({ reason: 'matchStake', wager: match.wager, credits: wallet.credits })
  if (match.mode !== 'campaign' && match.wager !== 0)
    problems.push({ reason: 'matchStakeOutsideCampaign' })
  for (const player of match.state.players) {
    const check = validateSideDeck(player.sideDeck, match.state.rules)
    if (!check.ok)
      problems.push({ reason: 'matchSideDeck', problems: check.problems.map(deckProblemMessage) })
  }
  return problems
}

function statsProblems({ stats }: ProfileData): SaveRule[] {
  const problems: SaveRule[] = []
  if (stats.matchesWon > stats.matches) problems.push({ reason: 'statsMatches' })
  if (stats.roundsWon > stats.rounds) problems.push({ reason: 'statsRounds' })
  if (stats.busts > stats.rounds) problems.push({ reason: 'statsBusts' })
  const tallies = [...Object.values(stats.byOpponent), ...Object.values(stats.byRuleset)]
  if (tallies.some((row) => row && row.won > row.matches)) problems.push({ reason: 'statsTally' })
  return problems
}

function historyProblems({ history, match }: ProfileData): SaveRule[] {
  if (!history) return []
  const problems: SaveRule[] = []
  if (history.length > HISTORY_LIMIT)
    problems.push({ reason: 'historyLength', count: history.length, max: HISTORY_LIMIT })
  const ids = new Set(history.map((r) => r.id))
  if (ids.size !== history.length) problems.push({ reason: 'historyTwice' })
  if (match && ids.has(match.id)) problems.push({ reason: 'historyOpenMatch' })
  return problems
}
