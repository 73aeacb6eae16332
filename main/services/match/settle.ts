import type { CardCode, MatchResult } from '@preload/contract'
import { matchCounts } from '@common/history'
import { message } from '@common/messages'
import type { ProfileData, StoredMatch } from '@main/store'
import { changeCards, owned } from '../collection'
import { changeCredits } from '../wallet'
import { opponentById, settleCampaignMatch } from '../world'
import { quickOpponent } from './quick'
import { recordMatch } from './stats'
import { checkMatchFeats } from '../feats'
import { DAILY_PRIZE } from '../daily/challenge'
import { finishAttempt } from '../daily/daily'

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
): MatchResult {
  const notes: MatchResult['notes'] = []
  const prizeCards: CardCode[] = []
  const before = profile.wallet.credits
  let houseCut = 0
  let opponentLabel = quickOpponent(match.tier ?? 'rookie').name
  let opponentKey = `quick-${match.tier ?? 'rookie'}`

  if (match.mode === 'campaign' && match.opponentId !== null && !opponentById(match.opponentId)) {
    // The opponent is gone from the content (a save from an older version): the stake is still
    // settled, so the match can always end, but there is no campaign progress to record.
    opponentKey = match.opponentId
    opponentLabel = match.opponentId
    if (won) changeCredits(profile, match.wager, 'wager-won', { key: 'ledger.stakeWon' }, at)
    else
      changeCredits(
        profile,
        -Math.min(match.wager, profile.wallet.credits),
        'wager-lost',
        { key: 'ledger.stakeLost' },
        at,
      )
  } else if (match.mode === 'campaign' && match.opponentId !== null) {
    const opponent = opponentById(match.opponentId)
    opponentKey = match.opponentId
    opponentLabel = opponent?.name ?? match.opponentId
    const settlement = settleCampaignMatch(profile.campaign, match.opponentId, won, match.wager, at)
    const { wager, bounty, purse } = settlement.breakdown
    const name = opponentLabel
    const against = { opponent: name }
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
    } else {
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
    houseCut = settlement.houseCut
    notes.push(...settlement.notes)
    for (const card of settlement.prizeCards) {
      if (card === 'TB' && owned(profile, 'TB') > 0) {
        notes.push({ key: 'tiebreakerOwned' })
        continue
      }
      changeCards(profile, card, 1, 'prize', message('cardLog.prize', against), at)
      prizeCards.push(card)
    }
    profile.campaign = settlement.progress
  } else if (match.mode === 'daily' && match.daily?.counted) {
    // the day's counted attempt: its result goes on the record, and a win pays the day's purse
    finishAttempt(profile, match.daily.date, won)
    if (won) {
      const note = message('ledger.dailyPrize', { date: match.daily.date })
      changeCredits(profile, DAILY_PRIZE, 'reward', note, at)
    }
  }

  // Hot-seat: two guests played, so the profile's stats (its owner's own games) stay as they
  // were; a daily replay counts for nothing, as the daily screen promises.
  if (matchCounts(match))
    recordMatch(profile.stats, {
      opponentKey,
      opponentLabel,
      rules: match.state.rules,
      won,
      rounds: match.state.rounds,
      pot: match.wager * 2,
    })
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
  }
}
