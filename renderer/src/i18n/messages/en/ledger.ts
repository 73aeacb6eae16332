/**
 * ledger (en): what each line of the wallet's ledger was for, worded from the key main saved
 * with it. Lines of saves from before the ledger was data are English and shown as written.
 * The stats screen shows a note after its line's reason ("Wager lost"), so a note goes on from
 * it ("to Pip Odell") rather than saying it again.
 * cardLog: the same for the card log, why a card entered or left the collection (no screen
 * shows the card log yet; its lines are worded so one can).
 */
export default {
  ledger: {
    start: 'Starting credits',
    carriedOver: 'Balance carried over from an older save',
    /** the ledger's first line once it is long: its older lines, summed into one */
    carriedForward: '{lines} older line, summed | {lines} older lines, summed',
    stakeWon: 'Won the stake',
    stakeLost: 'Lost the stake',
    stakeWonAgainst: 'against {opponent}',
    houseCut: 'at {opponent}’s table',
    /** a bounty and a purse in one line, as saves from before they were apart hold it */
    reward: 'Prize for beating {opponent}',
    /**
     * a line each, told apart as the result screen's news tells them (campaign.note); after the
     * reason "Prize", so neither says prize, bounty or reward again
     */
    bounty: 'one-time, for the first win over {opponent}',
    purse: 'the house’s purse at {opponent}’s table',
    forfeited: 'to {opponent}, by forfeit',
    stakeLostTo: 'to {opponent}',
    bought: '{card} from {merchant}',
    sold: '{card} to {merchant}',
    dailyPrize: 'Daily challenge of {date} won',
  },
  cardLog: {
    start: 'Starter collection',
    carriedOver: 'Carried over from an older save',
    /** a card's older lines, summed into one */
    carriedForward: 'Older lines, summed',
    prize: 'Prize for beating {opponent}',
    bought: 'Bought from {merchant}',
    sold: 'Sold to {merchant}',
  },
} as const
