/**
 * Settling a finished match, in steps: the stake by mode (every credit a match moves is written
 * to the ledger here, in this file), then the stats and the achievements, then the result.
 */
import type { CardCode, MatchResult } from '@preload/contract'
import { matchCounts } from '@common/history'
import { message } from '@common/messages'
import type { ProfileData, StoredMatch } from '@main/store'
import { changeCards, owned } from '../collection'
import { changeCredits } from '../wallet'
import {
  opponentById,
  rematchStake,
  settleCampaignMatch,
  type CampaignSettlement,
  type OpponentDef,
} from '../world'
import { quickOpponent } from './quick'
import { recordMatch } from './stats'
import { checkMatchFeats } from '../feats'
import { dailyChallenge } from '../daily/challenge'
import { finishAttempt } from '../daily/daily'

/** What the stake's settlement hands to the result screen besides the credits themselves. */
interface StakeSettled {
  houseCut: number
  prizeCards: CardCode[]
  notes: MatchResult['notes']
}

/** The opponent a campaign table's ledger lines and prize cards are noted against. */
type Against = { opponent: string }

/**
 * Settles a finished match on the profile draft: the wager (with the house cut), rewards, prize
 * cards, campaign progress and stats. The caller saves the draft once, with the match removed,
 * so a wager is settled exactly once: either all of this is on disk or none of it. Every mode
 * ends here: a daily match records its counted attempt (and pays its purse on a win), while a
 * replay of the day changes nothing; a hot-seat match, played by two guests of the profile,
 * changes nothing of it either.
 */
export function settleMatch(
  profile: ProfileData,
  match: StoredMatch,
  won: boolean,
  resigned: boolean,
  at: string,
): Omit<MatchResult, 'kept'> {
  const before = profile.wallet.credits
  const { houseCut, prizeCards, notes } = settleStake(profile, match, won, resigned, at)

  // Hot-seat: two guests played, so the profile's stats (its owner's own games) stay as they
  // were; a daily replay counts for nothing, as the daily screen promises.
  if (matchCounts(match)) {
    const { opponentKey, opponentLabel } = statsOpponent(match)
    recordMatch(profile.stats, {
      opponentKey,
      opponentLabel,
      rules: match.state.rules,
      won,
      rounds: match.state.rounds,
      pot: match.wager * 2,
    })
  }
  // only the modes the achievements name count (feats COUNTED_MODES): not hot-seat, not daily
  const achievements = checkMatchFeats(profile, match, won, resigned, at)
  if (resigned) notes.unshift({ key: 'forfeited' })

  return {
    // hot-seat: the seat that won; otherwise the human is seat 0
    winner: match.mode === 'hotseat' ? (match.state.winner ?? 0) : won ? 0 : 1,
    resigned,
    creditsDelta: profile.wallet.credits - before,
    balance: profile.wallet.credits,
    houseCut,
    prizeCards,
    notes,
    achievements,
    ...rematchOf(profile, match),
  }
}

/**
 * Play again's stake after a campaign table's match, from the purse as the match left it: a
 * button never promises a stake the start would refuse.
 */
function rematchOf(profile: ProfileData, match: StoredMatch): Pick<MatchResult, 'rematch'> {
  const opponent =
    match.mode === 'campaign' && match.opponentId !== null
      ? opponentById(match.opponentId)
      : undefined
  if (!opponent) return {}
  const stake = rematchStake(opponent, match.wager, profile.wallet.credits)
  return { rematch: { stake, min: opponent.stake.min } }
}

/** The opponent the stats keep the match under: the campaign's by id, else the quick tier's. */
function statsOpponent(match: StoredMatch): { opponentKey: string; opponentLabel: string } {
  if (match.mode === 'campaign' && match.opponentId !== null) {
    // an opponent gone from the content (a save from an older version) is named by its id
    const opponentLabel = opponentById(match.opponentId)?.name ?? match.opponentId
    return { opponentKey: match.opponentId, opponentLabel }
  }
  const tier = match.tier ?? 'rookie'
  return { opponentKey: `quick-${tier}`, opponentLabel: quickOpponent(tier).name }
}

/** The stake by mode: a campaign table's, a vanished opponent's, the day's purse, or nothing. */
function settleStake(
  profile: ProfileData,
  match: StoredMatch,
  won: boolean,
  resigned: boolean,
  at: string,
): StakeSettled {
  const nothing: StakeSettled = { houseCut: 0, prizeCards: [], notes: [] }
  if (match.mode === 'campaign' && match.opponentId !== null) {
    const opponent = opponentById(match.opponentId)
    // The opponent is gone from the content (a save from an older version): the stake is still
    // settled, so the match can always end, but there is no campaign progress to record.
    if (!opponent) {
      settleVanishedStake(profile, match.wager, won, at)
      return nothing
    }
    return settleCampaignTable(profile, match, opponent, won, resigned, at)
  }
  if (match.mode === 'daily' && match.daily?.counted) {
    // the day's counted attempt: its result goes on the record, and a win pays the day's purse
    // (the date's deal says how much: a pure function of the date, as the daily screen showed)
    finishAttempt(profile, match.daily.date, won)
    if (won) {
      const note = message('ledger.dailyPrize', { date: match.daily.date })
      changeCredits(profile, dailyChallenge(match.daily.date).prize, 'reward', note, at)
    }
  }
  return nothing
}

/** A stake against an opponent the content no longer has: won or lost, nothing more. */
function settleVanishedStake(profile: ProfileData, wager: number, won: boolean, at: string): void {
  if (won) changeCredits(profile, wager, 'wager-won', { key: 'ledger.stakeWon' }, at)
  else
    changeCredits(
      profile,
      -Math.min(wager, profile.wallet.credits),
      'wager-lost',
      { key: 'ledger.stakeLost' },
      at,
    )
}

/**
 * A campaign table's end: the campaign's rules decide the credits, cards and progress
 * (settleCampaignMatch), and this writes them to the draft, the ledger a line each.
 */
function settleCampaignTable(
  profile: ProfileData,
  match: StoredMatch,
  opponent: OpponentDef,
  won: boolean,
  resigned: boolean,
  at: string,
): StakeSettled {
  // a match begun before the start was kept is settled by the wallet, which still holds its stake
  const credits = match.creditsAtStart ?? profile.wallet.credits
  const settlement = settleCampaignMatch(
    profile.campaign,
    opponent.id,
    won,
    match.wager,
    credits,
    at,
  )
  const against: Against = { opponent: opponent.name }
  payCampaignStake(profile, settlement, won, resigned, against, at)
  const notes: MatchResult['notes'] = [...settlement.notes]
  const prizeCards = givePrizeCards(profile, settlement.prizeCards, notes, against, at)
  profile.campaign = settlement.progress
  return { houseCut: settlement.houseCut, prizeCards, notes }
}

/** The campaign stake's ledger lines: a win's stake, cut, bounty and purse, or the stake lost. */
function payCampaignStake(
  profile: ProfileData,
  settlement: CampaignSettlement,
  won: boolean,
  resigned: boolean,
  against: Against,
  at: string,
): void {
  const { wager, bounty, purse } = settlement.breakdown
  if (won) {
    changeCredits(profile, wager, 'wager-won', message('ledger.stakeWonAgainst', against), at)
    changeCredits(
      profile,
      -settlement.houseCut,
      'house-cut',
      message('ledger.houseCut', against),
      at,
    )
    // a line each, named as the result screen names them (older saves hold one `ledger.reward`)
    changeCredits(profile, bounty, 'reward', message('ledger.bounty', against), at)
    changeCredits(profile, purse, 'reward', message('ledger.purse', against), at)
    return
  }
  // Never clamps: the stake is checked against the credits when the match starts, the shop
  // keeps staked credits unspent, and a save staking more than its credits (edited by hand)
  // is set aside on load as damaged (invariants.ts, matchStake). It stays as a last guard:
  // whatever the save, a match must never be left that cannot end.
  const stake = Math.min(-wager, profile.wallet.credits)
  changeCredits(
    profile,
    -stake,
    'wager-lost',
    message(resigned ? 'ledger.forfeited' : 'ledger.stakeLostTo', against),
    at,
  )
}

/**
 * The prize cards into the collection; a tiebreaker card the player already owns is not given
 * twice but noted. Returns the cards given.
 */
function givePrizeCards(
  profile: ProfileData,
  cards: readonly CardCode[],
  notes: MatchResult['notes'],
  against: Against,
  at: string,
): CardCode[] {
  const given: CardCode[] = []
  for (const card of cards) {
    if (card === 'TB' && owned(profile, 'TB') > 0) {
      notes.push({ key: 'tiebreakerOwned' })
      continue
    }
    changeCards(profile, card, 1, 'prize', message('cardLog.prize', against), at)
    given.push(card)
  }
  return given
}
