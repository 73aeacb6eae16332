/**
 * errors (en): what main says when it refuses, worded here from the key and parameters it sends
 * (common/messages.ts MESSAGES lists every key and its parameters; i18n/words.ts words them).
 * `refusal` holds the rules engine's reasons, `deckProblem` a side deck's problems.
 */
export default {
  refusal: {
    'not-a-player': 'There are only two players at a pazaak table.',
    'match-over': 'The match is over.',
    'not-choosing-time': 'Hands are chosen only before a set starts.',
    'hand-already-chosen': 'You have already chosen your hand for this set.',
    'wrong-hand-size':
      'Choose exactly {count} card for your hand. | Choose exactly {count} cards for your hand.',
    'not-in-side-deck': 'You have no {card} left in your side deck to bring into this set.',
    'hands-not-chosen': 'Both players must choose their hands before the set starts.',
    standing: 'You are standing and take no more turns this round.',
    'not-your-turn': 'It is not your turn.',
    'no-such-card-in-hand': 'You have no {card} in your hand.',
    'tiebreaker-is-held':
      'The tiebreaker is never played: it fires by itself when a round ends in a tie.',
    'side-card-played': 'You have already played a side card this turn.',
    'side-card-limit': 'You can play at most {limit} side cards a turn.',
    'table-full': 'Your table is full: it holds nine cards.',
    'sign-needed': 'Choose whether {card} adds or subtracts.',
    'no-sign': '{card} has no sign to choose.',
    'nothing-to-double': 'The double has no card to copy yet.',
  },
  deckProblem: {
    'deck-size': 'A side deck holds exactly {size} cards; this one has {count}.',
    'not-a-card': '“{card}” is not a side card.',
    'not-in-ruleset': 'The {rules} ruleset has no {card} card.',
    'too-many-copies':
      '{rules} decks allow at most {max} copy of {card}; this deck has {count}. | ' +
      '{rules} decks allow at most {max} copies of {card}; this deck has {count}.',
    'too-many-tiebreakers':
      '{rules} decks allow at most {max} tiebreaker; this deck has {count}. | ' +
      '{rules} decks allow at most {max} tiebreakers; this deck has {count}.',
    'not-owned': 'You own no {card}; this deck uses {count}.',
    'too-few-owned': 'You own {have} of {card}; this deck uses {count}.',
  },
  errors: {
    api: {
      internal: 'Something went wrong in the game; nothing was changed. Please try again.',
      unknownCall: 'The game has no such call.',
      invalidPayload: 'The game could not accept that request.',
      invalidPayloadAt: 'The game could not accept that request (at {path}).',
      restarted: 'The game was restarted: reload this page.',
      profileChanged: 'Another window loaded a different save: reload this page.',
    },
    transport: {
      windowForbidden: 'This window is not allowed to talk to the game.',
      pageForbidden:
        'This page is not allowed to talk to the game. Open the address the game printed.',
      postOnly: 'The game api only answers POST.',
      jsonOnly: 'The game api takes JSON.',
      tooLarge: 'That request is too large.',
      notJson: 'That request is not valid JSON.',
      failed: 'Something went wrong in the game. Please try again.',
    },
    bridge: {
      hostDown: 'The game host is not running. Start it again with npm run start:web.',
      hostAnswered: 'The game host answered {status}.',
    },
    /** why a character may not be in a name (`char`, common/players.ts NAME_FAULTS) */
    character: {
      control: 'a control character',
      'line-break': 'a line break',
      invisible: 'an invisible character',
      direction: 'a character that turns the writing direction',
      broken: 'half a character',
    },
    profile: {
      nameMissing: 'A spacer needs a name.',
      nameTooLong: 'A spacer’s name is at most {max} characters.',
      nameCharacter: 'A spacer’s name cannot hold {char} ({code}).',
      slotTaken: 'Slot {slot} already holds a save. Delete it first to start anew there.',
      slotEmpty: 'Slot {slot} is empty.',
      confirmName: 'To delete this save, type its spacer’s name exactly: {name}',
      nameTaken: 'Another save already has a spacer named {name}. Choose another name.',
      none: 'Load a save or start a new game first.',
    },
    settings: {
      outOfRange: 'Those settings are out of range.',
    },
    collection: {
      notOwned: 'You do not own a {card} card.',
      full: 'Your collection holds at most {max} of {card}.',
      tiebreakerOwned: 'Only one tiebreaker exists in a collection, and you own it.',
    },
    wallet: {
      short: 'That needs {need}\u00a0cr; you have {have}\u00a0cr.',
      full: 'Your purse cannot hold that many credits.',
      /** a ledger page asked from past the ledger's newest line (a page of another run) */
      noSuchLine: 'The ledger has no line {line}: its newest is line {last}.',
    },
    deck: {
      nameMissing: 'A deck needs a name.',
      nameTooLong: 'A deck’s name is at most {max} characters.',
      nameCharacter: 'A deck’s name cannot hold {char} ({code}).',
      nameTaken: 'You already have a deck called “{deck}”. Pick another name.',
      tooManyCards: 'A deck holds 10 cards; that list has {count}.',
      twoTiebreakers: 'Only one tiebreaker exists in a collection, so a deck holds one at most.',
      notFound: 'That deck is not in your collection any more.',
      inMatch: 'That deck is on the table in the match in progress.',
      tooMany: 'You can keep at most {max} decks. Delete one first.',
      // a word joiner (U+2060) after each of the example's hyphens: a code does not break
      // across lines
      notShareCode: 'That is not a deck share code (they look like PZ1-\u2060ABCDEFGHIJ-\u2060R).',
      shareCodeTypo: 'That share code has a typo in it: its check letter does not match.',
      shareCodeTooLong:
        'That is far too long to be a deck’s share code (they look like PZ1-\u2060ABCDEFGHIJ-\u2060R).',
      shareCodeCut:
        'That share code looks cut short: its check letter at the end is missing. Copy it again, whole.',
      shareCodeEmpty: 'That share code holds no cards: there is no deck in it to import.',
      shareCodeUnknownCard: 'That share code names an unknown card (“{letter}”).',
      shareShort:
        'A share code holds a whole deck of {size} cards, and this one has {count}: add the rest first.',
    },
    match: {
      open: 'A match is still open: return to it, or forfeit it to start a new one.',
      houseDeckUnplayable: 'The house deck cannot be played here: {problems}',
      deckUnplayable: '{deck} cannot be played here: {problems}',
      deckUnplayableAtTable: '{deck} cannot be played at this table: {problems}',
      deckRefused: 'That side deck cannot be played: {problems}',
      noSuchOpponent: 'There is no such opponent in the campaign.',
      notYourMove: 'It is not your move.',
      notFound: 'That match is over or was never started.',
      movedOn: 'The match moved on in another window. Here is where it stands.',
      hotseatName: 'Each player needs a name of 1 to {max} characters.',
      hotseatNameCharacter: 'Player {seat}’s name cannot hold {char} ({code}).',
      hotseatSameNames: 'The two players need different names.',
      notHotseat: 'Only a hot-seat match is passed between players.',
      curtainUp: 'The table has been passed on: the next player must take it first.',
      noHintHotseat: 'The advisor stays out of hot-seat matches.',
      dayChanged:
        'A new day has begun, and that day’s challenge can no longer be started. Today’s is on the daily challenge screen.',
    },
    history: {
      notFound: 'That match is not in your history (only the last 200 are kept).',
      damaged:
        'That match’s record is damaged (its moves were changed outside the game), so it cannot be replayed.',
    },
    campaign: {
      notReached: '{opponent} plays at {location}, which you have not reached yet.',
      cantinaNotReached: '{opponent} plays at a cantina you have not reached yet.',
      championWaits:
        '{opponent} only plays those who have made a name at {location}: beat one more regular first. | {opponent} only plays those who have made a name at {location}: beat {more} more regulars first.',
      wagerNotWhole: 'A wager is a whole number of credits.',
      minStake: '{opponent} plays for at least {min}\u00a0cr; you have {have}\u00a0cr.',
      stakeOverCredits: 'You cannot stake {wager}\u00a0cr: you have {have}\u00a0cr.',
      stakeRange: '{opponent} plays for {min} to {max}\u00a0cr.',
    },
    shop: {
      notSold: '{merchant} does not sell {card}.',
      soldOut: '{merchant} has no {card} left.',
      staked:
        '{card} costs {price}\u00a0cr, and {staked} of your {have}\u00a0cr are staked on the match in progress.',
      tooDear: '{card} costs {price}\u00a0cr; you have {have}\u00a0cr.',
      keepDeck:
        'You need at least {min} side cards to build a deck: buy another before you sell one.',
      inMatch:
        '{card} is in your side deck for the match in progress: finish the match first, then sell it.',
      lastUnstocked:
        'No trader sells {card}, so you keep your last one: it could never be had again.',
      lastSoldOut:
        'Every trader who sells {card} has sold out, so your last one may only go back to {merchants}: sold there, it is on sale again.',
      noSuchMerchant: 'There is no such merchant.',
      locked: '{merchant} is at a cantina you have not reached yet.',
    },
  },
} as const
