/**
 * notices (en): what main tells the player about their saves (app.notices), worded from the key
 * and parameters it sends. `{save}` is a line of `save`, `{why}` one of `why`, `{kept}` the
 * files set aside, joined the language's way; the last two lines' forms follow how many there are.
 */
export default {
  notices: {
    restoredMissing:
      '{save} was missing, so its backup was loaded: the last change saved before that may be lost.',
    restoredDamaged:
      '{save} {why}, so its backup was loaded: the last change saved before that may be lost. The damaged file was kept as {aside} in {dir}.',
    startedFresh:
      '{save} {why} and no good copy of it was left, so the slot is empty now. Nothing was erased: the old file was kept as {kept} in {dir}. | ' +
      '{save} {why} and no good copy of it was left, so the slot is empty now. Nothing was erased: the old files were kept as {kept} in {dir}.',
    settingsReset:
      '{save} {why} and no good copy of it was left, so the default settings apply. Nothing was erased: the old file was kept as {kept} in {dir}. | ' +
      '{save} {why} and no good copy of it was left, so the default settings apply. Nothing was erased: the old files were kept as {kept} in {dir}.',
    /**
     * a save that broke a rule the game keeps: `{rule}` is the rule it broke, worded from
     * `saveRule` below, as a clause inside the brackets
     */
    restoredBroken:
      '{save} held a state the game never writes ({rule}), so its backup was loaded: the last change saved before that may be lost. The damaged file was kept as {aside} in {dir}.',
    startedBroken:
      '{save} held a state the game never writes ({rule}) and no good copy of it was left, so the slot is empty now. Nothing was erased: the old file was kept as {kept} in {dir}. | ' +
      '{save} held a state the game never writes ({rule}) and no good copy of it was left, so the slot is empty now. Nothing was erased: the old files were kept as {kept} in {dir}.',
    /** which file (singular, so every `why` fits) */
    save: {
      settings: 'Your settings file',
      'slot-1': 'Your save in slot 1',
      'slot-2': 'Your save in slot 2',
      'slot-3': 'Your save in slot 3',
    },
    /** what happened to it */
    why: {
      missing: 'was missing',
      unreadable: 'could not be read',
      empty: 'was empty',
      damaged: 'was damaged',
      'not-a-save': 'was not a save file',
      'not-upgradable': 'was in a format that could not be upgraded',
      'not-accepted': 'held data the game does not accept',
      'breaks-rules': 'held a state the game never writes',
      link: 'was a link to another file, which the game does not follow',
      future: 'was written by a newer version of Pazaak and was set aside, not overwritten',
    },
  },
  /** the rule a damaged save broke (main/store/invariants.ts), a clause inside the notice's brackets */
  saveRule: {
    ledgerLine:
      'line {line} of its ledger gives a balance of {says}\u00a0cr, not {running}\u00a0cr',
    creditsNotLedger: 'its balance is {credits}\u00a0cr, but its ledger adds up to {sum}\u00a0cr',
    copies: 'it owns {count} copies of {card}, where {max} is the most',
    cardLog: 'it owns {count} of {card}, but its card log accounts for {logged}',
    tiebreakers: 'it owns {count} tiebreakers, where one is the most',
    decks: 'it keeps {count} decks, where {max} is the most',
    deckIds: 'two of its decks share one id',
    activeDecks: 'more than one of its decks is the active one',
    deckCards: 'its deck {deck} holds {count} cards, where {max} is the most',
    deckTiebreakers: 'its deck {deck} holds more than one tiebreaker',
    matchDeck: 'its open match plays a deck it no longer has',
    matchStake: 'its open match stakes {wager}\u00a0cr, more than its {credits}\u00a0cr',
    matchStakeOutsideCampaign: 'its open match has a stake outside the campaign',
    matchSideDeck: 'a side deck of its open match breaks the rules: {problems}',
    statsMatches: 'its stats count more matches won than played',
    statsRounds: 'its stats count more rounds won than played',
    statsBusts: 'its stats count more busts than rounds',
    statsTally: 'a line of its stats counts more wins than matches',
    historyLength: 'its history keeps {count} matches, where {max} is the most',
    historyTwice: 'its history keeps one match twice',
    historyOpenMatch: 'its history already holds its open match',
  },
} as const
