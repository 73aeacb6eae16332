/** screens strings (en): one block per menu screen. */
export default {
  screens: {
    title: {
      menu: 'Main menu',
      /** the menu's two groups, as a screen reader names them: the ways to play, the rest */
      ways: 'Play',
      more: 'Cards, records and settings',
      continue: 'Continue',
      continueAs: 'as {name}',
      continueMatch: 'back to your open match, as {name}',
      /** listed beside a Continue that leads to an open match: the way to the map */
      campaign: 'Campaign',
      newGame: 'New game',
      load: 'Load game',
      quickMatch: 'Quick match',
      collection: 'Cards and decks',
      stats: 'Stats and ledger',
      howToPlay: 'How to play',
      settings: 'Settings',
      quit: 'Quit',
      closeTab: 'Your game is saved. You can close this browser tab now.',
      loaded: 'Playing as {name}',
    },
    profiles: {
      title: 'Save slots',
      subtitle: 'Three spacers, three fortunes. Pick a slot. Each slot saves as you play.',
      slot: 'Slot {n}',
      /** every slot holds a save: where a new game would go */
      full: 'All three slots hold a save. To start a new game, delete one of them first.',
      /** opened by a title entry that plays with a save (Cards and decks …), none loaded yet */
      loadFor: 'Load a save to go on to {screen}.',
      /** the same with no save at all: the new-game form is open */
      makeFor: 'Start a new game to go on to {screen}.',
      loaded: 'Loaded',
      /** the loaded save's Load: it goes on with that save, to the map */
      continue: 'Continue',
      credits: 'Credits',
      location: 'Furthest',
      lastPlayed: 'Last played',
      matchInProgress: 'A match is still open: the map offers the way back to its table.',
      /** the same on the way to a screen that offers the way back itself (Quick match …) */
      matchInProgressThere: 'A match is still open: {screen} offers the way back to its table.',
      /** an empty slot while the new-game form is in another (or closed) */
      empty: 'Empty slot',
      /** opens the new-game form in this empty slot */
      newGameHere: 'New game here',
      /** the first line of the new-game form */
      newSpacer: 'A new spacer starts here with a starting purse and a starter deck.',
      portrait: 'Your portrait',
      portraitN: 'Portrait {n}',
      yourName: 'Your name',
      namePlaceholder: 'Spacer name',
      nameNeeded: 'Give your spacer a name first.',
      /** fills the name field with one made up (a gamepad cannot type) */
      suggest: 'Suggest a name',
      newName: 'New name',
      start: 'Start new game',
      /** opened from the tutorial's last step: the new save only takes the player back there */
      startForTutorial: 'Create save and return to the tutorial',
      /** each slot's buttons as a screen reader names them: three alike otherwise */
      named: {
        /** the loaded save's Load, as a screen reader names it */
        continue: 'Continue as {name}',
        load: 'Load {name}’s save',
        rename: 'Rename {name}',
        delete: 'Delete {name}’s save',
        newGameHere: 'New game here, in slot {n}',
        start: 'Start new game in slot {n}',
        startForTutorial: 'Create save in slot {n} and return to the tutorial',
        name: 'Your name in slot {n}',
        suggest: 'Suggest a name for slot {n}',
        cancel: 'Cancel the new game in slot {n}',
      },
      deleteTitle: 'Delete “{name}”?',
      deleteWarning: 'The save, its credits, cards and campaign progress are gone for good.',
      /** a notice once main has deleted the save; the keyboard is on the slot it emptied */
      deleted: 'Save “{name}” deleted.',
      tutorialOffer: {
        title: 'Welcome, {name}',
        body: 'New to Pazaak? The tutorial shows the game in a few short steps, then deals you a practice match against the rookie with a coach at your side. It costs nothing and does not count.',
        play: 'Play the tutorial',
        skip: 'Skip to the campaign',
      },
    },
    campaign: {
      title: 'Campaign',
      subtitle: "Work your way up the sector's cantinas.",
      /** once every champion is beaten: the climb is over, the tables stay open */
      subtitleFinished: 'Every cantina’s champion beaten: the tables are yours to play.',
      route: 'Route',
      decks: 'Decks',
      stats: 'Stats',
      settings: 'Settings',
      locked: 'Locked',
      lockedHint: 'Beat the champion of the previous cantina to travel here.',
      /** which champion opens a locked cantina, and where they play */
      lockedBy: 'Beat {opponent} at {location} to travel here.',
      open: 'Open',
      /** a cantina just opened, until the player has been in */
      new: 'New',
      /** the line heading the map's journal while a cantina is new, said once to a screen reader */
      freshLine: 'New cantina open: {location}, on {planet}',
      /** its champion beaten: the cantina's title is the player's */
      titleHeld: 'Title held',
      /** of the players at a cantina's tables, how many the player has beaten at least once */
      progress: '{beaten} of {n} beaten',
      /** an open cantina's next challenge: the player it opens on */
      next: 'Next: {opponent}',
      nextChampion: 'Next: {opponent}, the champion',
      /** what beating an open cantina's champion opens: the next cantina, or at the last the campaign */
      opens: 'Beat {opponent} to open {location}.',
      opensLast: 'Beat {opponent} to win the campaign.',
      enter: 'Enter cantina',
      shop: 'Trader',
      /** each cantina's buttons as a screen reader names them: alike in every cantina otherwise */
      named: {
        enter: 'Enter cantina: {location}',
        shop: 'Trader at {location}',
      },
      titles: 'Titles',
      noTitles: 'No titles yet. Beat a champion to earn one.',
      log: 'Log',
      emptyLog:
        'No entries yet. Your first win and first loss against each opponent, prizes, titles and big stakes are written here.',
      endingTitle: 'Champion of the sector',
      endingText:
        'Every champion has fallen to your cards. The cantinas still talk about you; the tables stay open if you want more.',
    },
    cantina: {
      title: 'Cantina',
      shop: 'Trader',
      decks: 'Decks',
      opponents: 'Players',
      /** in the list of players, each one's progress: beaten, a bounty to win, or not open yet */
      standing: {
        beaten: 'Beaten',
        bounty: 'Bounty unclaimed',
        locked: 'Locked',
        lockedMore: 'Locked: beat {n} more regular | Locked: beat {n} more regulars',
      },
      champion: 'Champion',
      championNote:
        "The cantina's champion: win to take the title and open the way to the next cantina.",
      lastChampionNote: 'The last champion of the sector: win to take the title and the campaign.',
      /** the same champions once beaten: what is true since */
      championBeatenNote:
        "The cantina's champion, beaten: the title is yours and the way to the next cantina is open.",
      lastChampionBeatenNote:
        'The last champion of the sector, beaten: the title is yours and the campaign is won.',
      /**
       * the house's purse at a table ({purse} a win, to players holding under {below}): that a
       * match begun now would earn it, as main decides it, or for a player near the floor what it
       * is; a player well over it is not told
       */
      purse: {
        pays: 'The house adds {purse} to each win here while you have less than {below}, as you do now.',
        near: 'The house adds {purse} to each win here while you have less than {below}.',
      },
      rules: 'Rules',
      tier: 'Skill',
      stakes: 'Stakes',
      houseCut: 'House cut',
      noCut: 'none',
      record: 'Your record',
      recordLine: '{won} won · {lost} lost',
      prize: 'Prize',
      stakeOnly: 'only the pot',
      /** beside the prize: which part of it the first win alone pays, or that it is paid */
      bounty: {
        once: 'a one-time bounty for your first win',
        oncePurse: 'of which {bounty} is a one-time bounty for your first win',
        /**
         * its own item, capitalised: beside "only the pot" a lower-case "bounty of … already
         * won" ran on from it as one confusing phrase
         */
        won: 'Bounty already won: {bounty}',
      },
      wager: 'Your wager',
      /** what the wager does at this table, sentence by sentence: the pot, the prize, the purse */
      hint: {
        pot: 'Both players stake this much; the winner takes the pot.',
        cut: "Both players stake this much; the winner takes the pot, less the house's {cut} of the stake won.",
        /** what losing at the stake set costs (the house's cut comes off a win only) */
        loss: 'Lose and it costs you {stake}.',
        prize: 'A win here also pays {prize}.',
        free: 'Nothing staked: no credits change hands.',
        freePrize: 'Nothing staked: a loss costs nothing, and a win here pays {prize}.',
        hold: 'You hold {credits}.',
        holdStaked:
          'You hold {credits}, but {staked} of it is staked on your open match: sitting down here forfeits that match and leaves you {left}.',
      },
      cannotCover: 'The table minimum is {min}; you hold {have}.',
      cannotCoverStaked:
        'The table minimum is {min}; forfeiting your open match would leave you {have}.',
      tryTable: "Win at {opponent}'s table first ({location}, stakes from {from}), or sell cards.",
      sellCards: 'Win elsewhere or sell cards.',
      sitDown: 'Sit down and play',
    },
    collection: {
      title: 'Cards and decks',
      subtitle: 'Build a side deck of 10 from the cards you own.',
      decks: 'Your decks',
      noDecks: 'No saved decks yet.',
      active: 'Active deck',
      /** said after the active deck's name in the list, where the eye sees a star */
      activeSaid: '(active deck)',
      needsWork: 'needs work',
      newDeck: 'New deck',
      newDeckName: 'New deck',
      copyName: '{name} (copy)',
      /** a further copy of the same deck, so no two decks are listed alike; {n} is 2, 3… */
      copyNameNth: '{name} (copy {n})',
      /** a default name (New deck, Imported deck) another deck has already: {n} is 2, 3… */
      nameNth: '{name} {n}',
      import: 'Import',
      leaveTitle: 'Leave “{name}” unsaved?',
      leaveMessage: 'Your changes since the last save will be lost.',
      leaveNew: 'This deck has never been saved: its cards will be lost.',
      leaveConfirm: 'Leave without saving',
      leaveUnready: 'Saved as it is, it “needs work”: it cannot be played until it is complete.',
      /** the leaving question's first choice: Save, then leave once main has saved the deck */
      saveAndLeave: 'Save and leave',
      /** said in the leaving question in place of Save and leave: why main would refuse the save */
      cannotSave: {
        full: 'You keep {max} decks already, the most there is room for, so this one cannot be saved.',
      },
      /** the key that saves the deck, as its cap and the Save button's tip name it */
      saveKey: {
        ctrl: 'Ctrl+S',
        mac: '⌘S',
      },
      saveTip: 'Save the deck ({key})',
      /** the save key pressed on a saved deck with no changes */
      nothingToSave: 'Nothing to save: the deck is as you last saved it.',
      /** another deck (picked, new, a copy, an import) about to take the place of unsaved work */
      switchTitle: 'Save {name} before switching?',
      /** the switching question's first choice: Save, then the other deck once main has saved */
      saveAndSwitch: 'Save and switch',
      switchConfirm: 'Switch without saving',
      keepEditing: 'Keep editing',
      unsaved: 'unsaved',
      count: '{n} / {of} cards',
      rules: 'Rules',
      deckCards: 'Cards in this deck',
      remove: 'Remove {card} from the deck',
      removeHint: 'Click, press Enter or drag back to remove',
      /** a card in the full deck while an owned card is picked: what a press on it does */
      replace: 'Replace {out} with {card}',
      /** the same, on a card the same as the one picked: a press lets the pick go */
      replaceSame: '{card}, the card picked: nothing to swap',
      checking: 'Checking the deck…',
      /** a deck being built, short of its cards: how many are still to add, said neutrally */
      toGo: 'Add {n} more card to complete the deck. | Add {n} more cards to complete the deck.',
      ready: 'Ready to play under {rules} rules.',
      setActive: 'Make active',
      /** Make active on a deck changed since its last save: saved first, then made active */
      saveAndActivate: 'Save and make active',
      export: 'Share code',
      owned: 'Your cards',
      addHint: 'Click a card, press Enter on it or drag it onto the deck to add it.',
      /** the hint while the deck is full: a card goes in by a swap */
      swapHint: 'The deck is full: pick a card here, then the card in the deck it replaces.',
      /** an owned card while the deck is full: a press picks it to swap in */
      /** the hint while the deck is full and no card of the player's could go in by a swap */
      fullHint: 'The deck is full, and none of your other cards can go in now.',
      swapIn: 'Swap {card} into the full deck ({free} of {count} free)',
      swapInOther:
        'Swap {card} into the full deck ({free} of {count} free), a card the {rules} ruleset does not have',
      /** an owned card picked to swap in; {key} lets it go (Esc, or B on a gamepad) */
      picked: '{card} picked: now choose the card in the deck it replaces ({key} cancels).',
      /** the same to a player by touch alone, who has no Esc key */
      pickedTouch:
        '{card} picked: now tap the card in the deck it replaces, or {card} again to cancel.',
      /** a swap done: {card} went in, in the place of {out} */
      swapped: 'Swapped: {card} in place of {out}.',
      /** the card picked pressed in the deck on a card the same as itself */
      swapSame: 'That is a {card} already: nothing was swapped.',
      add: 'Add {card} ({free} of {count} free)',
      /** an owned card the deck's ruleset does not have: it can be added, the check then names it */
      addOther: 'Add {card} ({free} of {count} free), a card the {rules} ruleset does not have',
      /** under such a card's counts */
      otherRules: 'other ruleset',
      /** an owned card the deck holds as many of as its rules allow: a press says why */
      addCapped: '{card} ({free} of {count} free), capped: {rules} rules allow {max} in a deck',
      /** under such a card's counts: the deck holds {n} of the {max} its rules allow */
      atLimit: '{n} of {max} allowed',
      /** under a card the deck holds more of than its rules allow (the rules were switched) */
      overLimit: 'only {max} allowed',
      /** an owned card whose every copy is in the deck: a press says so (noneFree) */
      addNoneFree: '{card} ({free} of {count} free): all in the deck',
      /** a card pressed whose every copy the player owns is in the deck already */
      noneFree:
        'Your only {card} is in the deck already. | All your copies of {card} are in the deck.',
      /** a card pressed that the deck holds as many of as its rules allow: the rule, by name */
      capped:
        '{rules} rules allow at most {max} copy of {card} in a deck, and this one has {count}. | ' +
        '{rules} rules allow at most {max} copies of {card} in a deck, and this one has {count}.',
      /**
       * what the chosen rules let a deck hold, beside the rules switch, made from the rules'
       * data: "{rules}: {cards}; {copies}", each card kind in turn, then the copy limits
       */
      allows: {
        line: '{rules}: {cards}; {copies}',
        /** three card values or more in a row: "+3 to +6", "1 to 6" */
        range: '{from} to {to}',
        /**
         * each kind by its name and the faces its cards show, so that the blue-and-red flip
         * cards (±1 to ±6) and the gold ones (2&4) read as different cards: a gold kind's
         * faces in brackets, as they are a list inside the line's list
         */
        flip: 'flip cards {values}',
        double: 'double {cards}',
        flipPair: 'gold flip ({cards}) | gold flips ({cards})',
        twist: 'twist ({cards}) | twists ({cards})',
        tiebreaker: 'tiebreaker {cards}',
        /** no copy limit but the cards the player owns */
        owned: 'as many of each as you own',
        most: 'at most {n} of each',
        /** a kind whose limit differs from the plus and minus cards' */
        flipLimit: '{n} of each flip card',
        goldLimit: '{n} of each gold card',
        tiebreakerLimit: '{n} tiebreaker | {n} tiebreakers',
      },
      /** the copies owned, under a card: words, as "×1" under the double's "×2" face read as its value */
      ownedCount: '{n} owned',
      free: '{n} free',
      /** a card the open deck uses more often than it is owned (one was sold): how many */
      short: '{n} short',
      shortTip: 'This deck uses {n} more than you own.',
      /** a card dropped on a full deck, not on one of its cards: why nothing was added */
      full: 'The deck is full: it holds {n} cards. Drop a card on the one it replaces to swap them.',
      noCards: 'You own no side cards. Visit a trader.',
      saved: 'Deck “{name}” saved.',
      /** Save found the deck deleted in another window or tab; its cards stay on the bench */
      stranded:
        'Deck “{name}” was deleted in another window or tab. Its cards are still here, unsaved.',
      saveAsNew: 'Save as a new deck',
      deleted: 'Deck “{name}” deleted.',
      renamed: 'Deck renamed to “{name}”.',
      /** a rename to the starter deck's name in another language, shown beside it after a switch */
      nameStarterElsewhere:
        '“{name}” is what your starter deck is called in another language. Pick another name.',
      imported: 'Deck “{name}” imported.',
      activated: '“{name}” is your active deck now.',
      activatedNotReady:
        '“{name}” is your active deck now, but no match can use it until its problems are fixed.',
      renameTitle: 'Rename deck',
      deckName: 'Deck name',
      deleteTitle: 'Delete the deck “{name}”?',
      deleteWarning: 'Only the deck goes; your cards stay in your collection.',
      shareTitle: 'Share “{name}”',
      shareHint: 'Anyone can rebuild this deck from the code, if they own the cards.',
      /** the code is of the cards on the bench, which differ from any deck saved */
      shareUnsaved: {
        changed: 'Not saved yet: the code holds the cards you see, not the deck as last saved.',
        new: 'This deck is not saved yet: the code holds the cards you see.',
      },
      copyFailed: 'The clipboard is not available. The code is selected: copy it with Ctrl+C.',
      importTitle: 'Import a deck',
      importHint: 'Paste a share code. The deck is checked against your own cards.',
      shareCode: 'Share code',
      importedName: 'Imported deck',
    },
    shop: {
      title: 'Trader',
      subtitle: 'Cards for credits, credits for cards.',
      merchants: 'Traders',
      stock: 'For sale',
      plenty: 'plenty in stock',
      left: '{n} left',
      owned: 'you own {n}',
      buy: 'Buy',
      sell: 'Sell',
      /** a row's Buy and Sell as a screen reader names them: the visible word, the card, the price */
      buyCard: 'Buy {card} for {price}',
      sellCard: 'Sell {card} for {price}',
      tooDear: 'You do not have enough credits.',
      tooDearSome: 'The cards you cannot buy cost more than your {credits}.',
      tooDearAll: 'Every card here costs more than your {credits}.',
      yourCards: 'Your cards',
      buyBack: 'Buys cards back at {percent} of the price.',
      nothingToSell: 'You have no cards to sell.',
      confirmBuy: 'Buy {card} for {price}?',
      confirmSell: 'Sell {card} for {price}?',
      /** a buy's question: the purse now and after, so the player need not do the sum */
      confirmCreditsLeft: 'You hold {credits}. You will have {left} left.',
      /** a sale's question: the purse now and after */
      confirmCreditsAfter: 'You hold {credits}. You will have {after} after the sale.',
      /** either question: the copies of the card owned now and after the deal */
      confirmCopies: '{card} in your collection: {count} now, {after} after.',
      sellGone: 'No trader sells {card}: once sold, it cannot be bought back.',
      sellGoneSoldOut:
        'Every trader who sells {card} has sold out, and {merchant} does not stock it: once sold here, it cannot be bought back.',
      sellRestocks: '{merchant} puts it back on sale: you can buy it again for {price}.',
      /**
       * a buy that leaves less than the next table's stake (main's figures): said before the yes,
       * then the free table that plays without a stake and backs a player short of credits
       */
      stakeShort:
        'Too little for the next table to beat: {opponent} at {location} takes a stake of at least {stake}.',
      freeTable:
        '{opponent} at {location} plays without a stake, and the house adds {purse} to each win while you hold less than {below}.',
      /** why a card's Sell is off, short: its tile mark's tip and its Sell's description */
      why: {
        inMatch: 'In the match in progress',
        lastUnstocked: 'Your last: no trader sells it',
        lastSoldOut: 'Your last: sold out everywhere',
      },
      /** why a card's Sell is off, in a word, marked in its tile's corner (`why` is its tip) */
      mark: { inMatch: 'In play', last: 'Last', held: 'Not for sale' },
      /** {decks}: the saved decks that use every copy owned, each quoted, as a list; plural by how many */
      sellLeavesShort:
        'Your deck {decks} uses {count}× {card}, and you own {count}: after this sale it will need another one. | ' +
        'Your decks {decks} each use {count}× {card}, and you own {count}: after this sale they will each need another one.',
      /** a card bought is in the collection only: no deck holds it until the player puts it in one */
      bought: 'Bought {card} for {amount}. Put it in a deck to play it.',
      toDecks: 'Open your decks',
      /** on the row of the card just bought, for a moment */
      new: 'New',
      sold: 'Sold {card} for {amount}.',
    },
    quick: {
      title: 'Quick match',
      subtitle: 'A friendly game: no credits change hands.',
      rules: 'Rules',
      opponent: 'Opponent',
      /** beside Play; the subtitle already says that no credits change hands */
      counts: 'Counts in your stats.',
      play: 'Play',
      /** the rules just picked took another side deck than the one picked before */
      deckFor: 'Side deck changed for {rules} rules: your deck {deck}.',
      /** the deck's chip beside it says it is loaned for practice */
      deckForHouse: 'Side deck changed for {rules} rules: the house deck.',
    },
    settings: {
      title: 'Settings',
      sound: 'Sound',
      music: 'Music',
      effects: 'Effects',
      mute: 'Mute all sound',
      mutedNote: 'Muted: the volumes apply again when sound is back on.',
      motion: 'Motion',
      animationSpeed: 'Animation speed',
      reducedMotion: 'Reduced motion',
      motionMode: { system: 'Follow system', on: 'On', off: 'Off' },
      /** also why the speed slider above is off while motion is reduced */
      motionReduced:
        'Motion is reduced: cards appear without moving, nothing shimmers, and the animation speed has no effect.',
      motionFull: 'Full motion: cards slide, flip and count up.',
      display: 'Display and language',
      language: 'Language',
      fullscreen: 'Fullscreen',
      tableTalk: 'Opponents talk at the table',
      about: 'About Pazaak',
      controls: 'Controls',
    },
    about: {
      title: 'About Pazaak',
      licence: 'Free software under the MIT licence.',
      madeByCode:
        'All of its art and sound, the cards, the table, the portraits and the music, are made by the game’s own code.',
      /** no names of the original game, its makers or its characters: a fan work says only this */
      fanWork:
        'A fan work: not made, endorsed or supported by the makers of the original game, and not affiliated with them.',
      thirdParty: 'Third-party software',
      /** {n}: how many packages the list holds */
      thirdPartyNote:
        'The game carries code and typefaces from {n} open-source packages, each under its own licence. Choose one to read its licence.',
    },
    stats: {
      title: 'Stats and ledger',
      /** a tile's label under its count: 1 match, 2 matches */
      matches: 'Match | Matches',
      matchesWon: 'Matches won',
      rounds: 'Round | Rounds',
      roundsWon: 'Rounds won',
      busts: 'Bust | Busts',
      /** the pot is both stakes together, as main counts it, before the house takes its cut */
      biggestPot: 'Biggest pot won',
      biggestPotNote: 'both stakes, before the house cut',
      byRuleset: 'By rules',
      byOpponent: 'By opponent',
      /** the region of the three tables, for a screen reader: what they count the matches by */
      tallies: 'Matches by rules, deck and opponent',
      rules: 'Rules',
      opponent: 'Opponent',
      /** the three tables (by rules, by opponent, by deck) count the same way: played, won, rate */
      played: 'Played',
      won: 'Won',
      winRate: 'Win rate',
      none: 'No matches yet.',
      ledger: 'Ledger',
      when: 'When',
      what: 'What',
      amount: 'Amount',
      balance: 'Balance',
      noLedger: 'No credits have moved yet.',
      /** under the ledger: its next page of older lines; `left`: how many older lines there are */
      showOlder: 'Show the one older line | Show older lines ({left} more)',
      reason: {
        start: 'Starting credits',
        purchase: 'Purchase',
        sale: 'Sale',
        'wager-won': 'Wager won',
        'wager-lost': 'Wager lost',
        'house-cut': 'House cut',
        reward: 'Prize',
        /** the ledger's first line: its older lines, summed into one */
        carried: 'Carried forward',
      },
    },
    rules: {
      title: 'How to play',
      tutorial: 'Tutorial',
      examples: 'Examples',
      controls: {
        title: 'Controls',
        lead: 'Every key and gamepad button the game answers. At the table each button wears its key on a cap, or its gamepad button while you play with a gamepad. {help} or {other} opens this page from the title screen and the settings, and on How to play switches to this tab.',
        action: 'What it does',
        keyboard: 'Keyboard',
        gamepad: 'Gamepad',
        /** a key cap's word where the key has no letter printed on it */
        space: 'Space',
        dpad: 'D-pad',
        stick: 'Left stick',
        /** the caps of Home and End, as the keys are printed on an English keyboard */
        home: 'Home',
        endKey: 'End',
        /** the gamepad's cell where no button does it */
        noPad: 'none',
        /** the groups of the list: where the keys act */
        places: {
          table: 'At the table',
          everywhere: 'On every screen',
          deck: 'Cards and decks',
          replay: 'Replay',
          tutorial: 'Tutorial',
        },
        actions: {
          end: 'End your turn',
          stand: 'Stand',
          hint: 'Ask the advisor for a hint',
          flip: 'Turn a flip card’s sign to + or −',
          play: 'Play the card in that place of your hand',
          pick: 'Tournament and cantina rules: pick a side deck card for your hand',
          pool: 'Tournament: show the side deck your opponent chose from',
          hurry: 'Hurry the cards along while they move',
          press: 'Press the button or card you are on',
          move: 'Move between buttons and cards',
          menu: 'Open the table’s menu; elsewhere, go back a screen',
          help: 'Open this page (from the title screen and the settings)',
          ends: 'Jump to the first or last of a menu, a list or the cards',
          save: 'Save the deck you are building',
          drop: 'Let a picked card go, before it replaces one in the deck',
          stepBack: 'Step back a move',
          stepOn: 'Step on a move',
          firstLast: 'Jump to the deal or to the end',
          autoplay: 'Play the moves on by themselves, or pause',
          tutorialBack: 'Previous step',
          tutorialOn: 'Next step',
        },
        /** after a gamepad button that acts on what has the focus */
        onFocus: {
          flip: 'on the card',
          play: 'on the card',
          pick: 'on the card',
          pool: 'on its button',
          save: 'on Save',
          stepBack: 'on its button',
          stepOn: 'on its button',
          firstLast: 'on their buttons',
          autoplay: 'on Play',
          tutorialBack: 'on Previous',
          tutorialOn: 'on Next',
        },
      },
      basics: {
        title: 'Basics',
        lead: 'Get closer to 20 than your opponent without going over. Three rounds won take the set.',
        points: [
          'Each turn starts with a green card from the main deck, values 1 to 10, drawn onto your table.',
          'Then you may play a card from your hand of 4 side cards, and either End Turn or Stand.',
          'Standing locks your total for the round. Once you stand you take no more turns; your opponent keeps going alone.',
          'A total of exactly 20 stands you automatically.',
          'Over 20? You may still play a side card to come back to 20 or under. End your turn over 20 and you bust: the round is lost.',
          'Nine cards on your table at 20 or under win the round at once, whatever the other side has.',
          'When both stand, the higher total wins. Equal totals are a tie: nobody scores and the round is played again.',
          'Who opens the first round depends on the ruleset. After that, whoever lost the last round opens the next, and after a tie the same player opens again.',
          'The first to win 3 rounds wins the set.',
        ],
        ex: {
          twenty: '7 and 9 make 16; a +4 from the hand reaches exactly 20 and stands you.',
          recover: '24 is over, but a −4 from the hand brings it back to 20 before the turn ends.',
          bust: '23 at the end of the turn: a bust, the round goes to your opponent.',
          fill: 'Nine cards at 17: the table is full and the round is yours at once.',
        },
      },
      classic: {
        title: 'Classic',
        lead: 'The game as played in the old cantinas.',
        points: [
          'The main deck never runs out: every value from 1 to 10 is equally likely on every draw.',
          'Your side deck holds 10 cards: plus, minus and flip cards of 1 to 6, and the rare gold cards if you own them.',
          'At the start of the match 4 of your 10 are dealt to you at random. They last the whole match: nothing comes back between rounds.',
          'You may play at most one side card per turn.',
          'To open the match, each player draws a green card and the higher one starts; equal cards are drawn again, and these cards never go on a table. After that, whoever lost the last round opens the next, and after a tie the same player opens again.',
          'Totals can go below 0.',
          'The match is one set: first to 3 round wins.',
        ],
        ex: {
          double: 'The double copies the card just before it: 6 and D make 12.',
          flipPair:
            'Flip 2&4 turns every 2 and 4 on your own table, green ones too: the 4 now counts −4, so −4 and 9 make 5.',
          tiebreaker:
            'The tiebreaker plays like ±1 and then reads +1T or −1T: 9, 8 and +1T make 18. If both stand on equal totals, whoever played it wins the tie.',
        },
      },
      tournament: {
        title: 'Tournament',
        lead: 'Best of three sets, with chosen hands and open pools.',
        points: [
          'The main deck never runs out, values 1 to 10.',
          'At most 2 copies of any card in a side deck, and only one tiebreaker exists in your whole collection.',
          'Before each set you choose 4 of your 10, seeing your opponent’s pool as you choose; while the set is played, Side deck (P) shows it again. The 4 they chose stay hidden until played.',
          'Play as many side cards in a turn as you like.',
          'A set is first to 3 round wins; the match is best of three sets.',
          'A coin decides who opens the first set. Within a set, whoever lost the last round opens the next (after a tie, the same player again); the winner of a set opens the next set.',
          'The muck: after a set, its winner puts aside the 4 cards they brought into it and picks the next 4 from the rest. The loser keeps their whole pool.',
        ],
        ex: {
          double: '×2 adds your last green card again: 7 and 5, then ×2 adds another 5 for 17.',
          twist:
            'Twist 2↔4 turns every played side card of 2 or 4, on both tables: the +4 now counts −4, so 8 and −4 make 4.',
          tiebreaker:
            'TB is never played. Held in your hand at a tie, it wins the round by itself; two TBs cancel out.',
        },
      },
      cantina: {
        title: 'Cantina',
        lead: 'The back-room game with a real deck of cards.',
        points: [
          'The main deck is a shoe of 40 cards, four of each value from 1 to 10, shared by both players and shuffled fresh every round.',
          'Side decks: at most 2 copies of any plus or minus card, at most 1 of any flip card.',
          'Before the set each player chooses 4 of their 10; they last the whole set.',
          'At most one side card per turn. If you go over 20, you can only recover if you have not played a side card yet this turn.',
          'A total never goes below 0.',
          'The match is one set: first to 3 round wins.',
          'A coin decides who opens the first round, and only that one: after it, whoever lost the last round opens the next, and after a tie the same player opens again.',
        ],
        ex: {
          clamp: 'A −5 on a total of 2 leaves 0, not −3; a +3 after it makes 3.',
          shoe: 'Only four 10s are in the shoe. Once they are out, no more 10s come this round.',
        },
      },
      cards: {
        title: 'Cards',
        lead: 'Every card shows its value large, its sign printed and a shape mark for its type, so colour is never the only clue.',
        main: {
          name: 'Main deck (green, circle)',
          text: 'Drawn automatically at the start of each turn. Values 1 to 10.',
        },
        plus: { name: 'Plus (blue, triangle up)', text: 'Adds its value to your total.' },
        minus: { name: 'Minus (red, triangle down)', text: 'Subtracts its value from your total.' },
        flip: {
          name: 'Flip (blue and red, diamond)',
          text: 'You choose + or − as you play it. The sign on top is the one that counts.',
        },
        double: {
          name: 'Double (gold, star)',
          text: 'Classic: copies the card played just before it. Tournament (×2): adds your last green card again.',
        },
        flipPair: {
          name: 'Flip 2&4 and 3&6 (gold, star)',
          text: 'Classic: turns the sign of every card of those values on your own table, green cards included.',
        },
        twist: {
          name: 'Twist 2↔4, 3↔6, 1↔5 (gold, star)',
          text: 'Tournament: turns the sign of every played side card of those values on both tables.',
        },
        tiebreakerClassic: {
          name: 'Tiebreaker ±1T (gold, star)',
          text: 'Classic: played like ±1; wins a tie for whoever played it.',
        },
        tiebreakerTournament: {
          name: 'Tiebreaker TB (gold, star)',
          text: 'Tournament: never played; held at a tie it wins the round.',
        },
      },
    },
    tutorial: {
      title: 'Tutorial',
      step: 'Step {n} of {of}',
      start: 'Start the tutorial match',
      pickProfile: 'Choose a save slot first',
      steps: {
        goal: {
          title: 'Twenty wins',
          text: 'Pazaak is played in rounds. In each, both players try to get as close to 20 as they can without going over, and whoever ends closer wins the round.',
          caption: 'Two tens: a perfect 20.',
        },
        draw: {
          title: 'Every turn starts with a draw',
          text: 'At the start of your turn a green card from the main deck lands on your table by itself. Your total is the sum of your table.',
          caption: 'A 6, then a 9: your total is 15.',
        },
        hand: {
          title: 'Your hand',
          text: 'You bring a side deck of 10 cards. Four of them are your hand: plus cards, minus cards and flip cards that can go either way.',
          caption: 'A typical hand: +3, −2, ±4 and +1.',
        },
        play: {
          title: 'Play a side card',
          text: 'After the draw you may play one card from your hand (press its number key, 1 to 4). A flip card (±) counts as plus, unless you turn it to minus first: press F, or click the − under the card. A card once played is gone: your hand is not refilled between rounds, so keep each card for where it turns a weak total into a strong one.',
          caption: '15 and a +3 from the hand make 18.',
        },
        stand: {
          title: 'End Turn or Stand',
          text: 'End Turn (E) keeps you in the round: you draw again next turn. Stand (S) locks your total. Stand when you think your opponent cannot beat you.',
          caption: 'A 10 and a 9 make 19: stand here, as any draw but a 1 would bust you.',
        },
        bust: {
          title: 'Don’t bust',
          text: 'If your total is over 20 when your turn ends, you bust and lose the round. A minus card played in time can save you.',
          caption: '22 after the draw, a −2 brings it back to 20.',
        },
        rounds: {
          title: 'Rounds, sets and credits',
          text: 'The first to win 3 rounds wins the set, and with it the match (a tournament match is the best of three sets). In the campaign both players stake credits before the match, and the winner takes the pot. Never stake what you cannot lose.',
          caption:
            'Each round you win lights a lamp beside your name: three lit take the set, and with it the match.',
        },
        ready: {
          title: 'Your first match',
          text: 'Now play a first match against a rookie, with a coach beside the deck who explains every move and tells you which key to press. The cards are set up to show each lesson; nothing is at stake and it does not count in your stats.',
          caption:
            'Your hand for the tutorial match: +4, −3, ±2 and +5. The coach shows you where each one helps, the flip card too.',
        },
      },
    },
  },
} as const
