/** common strings (en): shared by every screen. */
export default {
  common: {
    app: {
      name: 'Pazaak',
      tagline: 'The cantina card game',
      /** the window's title on a screen: its heading, then the game's name */
      window: '{screen} – Pazaak',
      /** the table's name in the window's title (it has no heading of its own) */
      table: 'At the table',
    },
    credits: '{amount}\u00a0cr',
    creditRange: '{min}–{max}\u00a0cr',
    loading: 'Loading…',
    screenFailed: 'This screen could not be loaded. Reload the page, or go back.',
    /** under a name field once it is full: typing or pasting more is cut off there */
    nameFull: 'That is the longest a name can be: {max} characters.',
    /** under a name field once a paste too long for it was cut to fit */
    nameCut: 'What you pasted was cut to {max} characters, the longest a name can be.',
    /** under a name field once it nears the longest a name may be */
    nameLeft: 'One character left | {n} characters left',
    /** under a scrolling list of cards, while some lie below what it shows (an arrow follows) */
    moreCards: '{n} more card | {n} more cards',
    /** under a scrolling panel of prose (the replay's review), while some lies below */
    moreText: 'More below',
    actions: {
      back: 'Back',
      backKey: 'Back ({key})',
      cancel: 'Cancel',
      confirm: 'Confirm',
      dismiss: 'Dismiss',
      save: 'Save',
      load: 'Load',
      rename: 'Rename',
      delete: 'Delete',
      duplicate: 'Duplicate',
      close: 'Close',
      copy: 'Copy',
      copied: 'Copied to the clipboard.',
      next: 'Next',
      previous: 'Previous',
    },
    dialog: {
      typeToConfirm: 'Type “{text}” to confirm.',
      /** Enter on something else: capitals are no reason (names are told apart without them) */
      notTheText: 'That is not “{text}”. Type the name as shown above; capitals do not matter.',
    },
    errors: {
      generic: 'Something went wrong. Please try again.',
    },
    stalePage: {
      reload: 'Reload',
      restarted: {
        title: 'The game restarted',
        body: 'The game was started again since this page opened. Reload the page to go on where your saves are now; nothing was changed meanwhile.',
      },
      'profile-changed': {
        title: 'Another save was loaded',
        body: 'Another window loaded a different save. This page did nothing to it; reload to go on with the save loaded now.',
      },
      'locked-out': {
        title: 'This page cannot reach the game',
        body: 'Open the address the game printed where you started it, or reload this page.',
      },
    },
    openMatch: {
      line: 'Your match against {name} is still open.',
      /** a hot-seat match is between two people, neither of them the save's own player */
      lineHotseat: 'Hot-seat: {first} vs {second}, still open.',
      returnToTable: 'Back to the table',
      title: 'A match is still open',
      body: 'Your match against {name} is not over (rounds {score}). Return to it, or forfeit it and start the new one?',
      bodyHotseat:
        'The hot-seat match {first} vs {second} is not over (rounds {score}). Return to it, or forfeit it and start the new one?',
      stake: 'Forfeiting loses it, and your stake of {n}\u00a0cr.',
      loss: 'Forfeiting counts as a lost match in your stats.',
      free: 'It does not count in your stats: forfeiting it costs nothing.',
      return: 'Back to the table',
      forfeit: 'Forfeit and start',
    },
    rules: {
      classic: {
        name: 'Classic',
        blurb:
          'The game as it has always been played: endless main deck, a random hand of 4 for the whole match.',
      },
      tournament: {
        name: 'Tournament',
        blurb: 'Best of three sets. Choose your 4, play as many side cards a turn as you like.',
      },
      cantina: {
        name: 'Cantina',
        blurb:
          'Both draw from one main deck of 40 cards. A total never drops below 0. Choose your hand of 4.',
      },
    },
    tiers: {
      rookie: { name: 'Rookie', blurb: 'Learning the game. Stands early, wastes side cards.' },
      // not "regular": that is what a cantina calls its players other than the champion
      kotor: { name: 'Seasoned player', blurb: 'Plays like the old-timers at the bar.' },
      veteran: { name: 'Veteran', blurb: 'Counts the odds and keeps good cards for later.' },
      master: {
        name: 'Master',
        blurb: 'Reads the table better than you do, and learns your habits.',
      },
    },
    /** a card that takes a sign, named in a message with the value it is played as (±1 as −1) */
    playedAs: '{card} as {value}',
    deckPicker: {
      title: 'Side deck ({rules})',
      active: 'active',
      none: 'You have no deck for these rules yet.',
      /** the deck the player would bring, refused: main's reasons follow it */
      blocked: 'Your deck “{deck}” can’t be played here.',
      notAllowed: 'These rules don’t allow {cards}.',
      /** the player's own cards make a legal deck: one press saves it for the table */
      build: 'Save a deck of your cards',
      /** after the way out's press, while the deck it saved is the one picked */
      madeBuild: 'Saved a deck of your cards as “{deck}” and picked it for this table.',
      madeCopy: 'Saved a copy for these rules as “{deck}” and picked it for this table.',
      unsold: 'No trader you can visit sells {cards}.',
      fewCards:
        'Of your cards, only {have} fits a deck for these rules; it needs {size}. | ' +
        'Of your cards, only {have} fit a deck for these rules; it needs {size}.',
      /** over the list of traders (each with their cantina) who have cards for these rules */
      shelves: 'More are sold at:',
      noShelves: 'No trader you can visit sells cards for these rules yet.',
      /** over the list of traders (each with their cantina) who have the cards */
      buyAt: 'You can buy {cards} from:',
      noneHouse: 'No deck of your own for these rules yet: the house lends you one.',
      unplayable: '{n} deck not playable here | {n} decks not playable here',
      /** the decks left out besides the active one, whose own line says why */
      unplayableOther: '{n} other deck not playable here | {n} other decks not playable here',
      activeUnplayable: 'Your active deck {deck} cannot be played here: {problems}',
      edit: 'Edit decks',
      /** with no deck for the table's rules, one of other rules whose cards are allowed here */
      copyFrom: 'Your deck “{deck}” has only cards these rules allow.',
      /** the button under `copyFrom`: the deck's name stays outside it, so it reads short */
      copyFor: 'Copy this deck for {rules} rules',
      copyName: '{name} ({rules})',
      copyNameNth: '{name} ({rules} {n})',
      house: 'House deck',
      houseNote: 'loaned for practice',
      sampler: 'House sampler',
      samplerNote: 'special cards to try',
    },
    /** a new profile's first deck, while it keeps the name it was given (i18n/deck-name.ts) */
    starterDeck: 'Starter deck',
    /** a deck listed beside another of the same name (an older save): the second, third… */
    deckNameNth: '{name} ({n})',
  },
} as const
