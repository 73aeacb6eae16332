/** table strings (en): the match table, its cards and the result screen. */
export default {
  table: {
    card: {
      main: 'Main deck card {value}',
      plus: 'Plus card {value}',
      minus: 'Minus card {value}',
      /** {value}: its face as printed (±2); a chosen sign is told after it (turned) */
      flip: 'Flip card {value}',
      gold: 'Special card {label}',
      /** a card a flip or twist turned: its printed name, then what it reads now */
      turned: '{card}, now {now}',
      /** a gold card on the table with the value it counts (a double's copy, ±1T's sign) */
      counts: '{card}, counts {value}',
      back: 'Face-down card',
      held: '{card}: held, it settles a tied round by itself',
      played: 'Place {key}: played',
    },
    tip: {
      /** several flip cards in one line of a card key: their faces, then what each does */
      flips: {
        title: 'Flip cards {labels}',
        effect: 'Each adds or takes its number: the sign is chosen as it is played.',
      },
      kind: {
        main: 'Main deck card {label}',
        plus: 'Plus card {label}',
        minus: 'Minus card {label}',
        flip: 'Flip card {label}',
        double: 'Double card {label}',
        flipPair: 'Gold flip {label}',
        twist: 'Twist {label}',
        tiebreaker: 'Tiebreaker {label}',
      },
      effect: {
        plus: 'Adds {n} to the total.',
        minus: 'Takes {n} from the total.',
        flip: 'Adds or takes {n}: the sign is chosen as it is played.',
        double: {
          previousCard:
            'Copies the value and sign of the card before it on its own table: the card drawn that turn.',
          lastDraw: 'Adds the last main deck card again.',
        },
        flipPair: 'Turns the sign of every {a} and {b} on its own table, green cards too.',
        twist: 'Turns the sign of every played side card worth {a} or {b}, on both tables.',
        tiebreaker: {
          played: 'Plays as +1 or −1, and wins a tie for whoever played it.',
          held: 'Never played: held in the hand, it wins a tied round.',
        },
      },
      outcome: {
        one: 'Played now, your total becomes {total}.',
        plus: 'As +: your total becomes {total}.',
        minus: 'As −: your total becomes {total}.',
        nothingToCopy: 'Nothing to copy yet: play it after a card.',
        /** the opponent's turn: what a card would make is not known until the player's own */
        yourTurn: 'You can play it on your turn.',
      },
      counts: 'Counts {value}.',
      /** a card the cantina's floor at 0 cut short: what it counted instead of its face */
      /** a card a gold card (2&4, a twist) turned: it counts with the other sign now */
      turned: 'Turned over by a gold card: it counts {value} now.',
      countsClamped: 'Counts {value} here: a cantina total never goes below 0.',
      key: 'Key {key}',
    },
    you: 'You',
    total: 'Total',
    standing: 'Standing',
    bust: 'Bust',
    roundWins: 'Rounds won: {n} of 3',
    setWins: 'Sets won: {n} of 2',
    set: 'Set {n}',
    round: 'Round {n}',
    stake: 'Stake',
    /** the plate's stake when there is none, after its label: "Stake: none" */
    noStake: 'none',
    shoe: 'Shoe: {n}',
    deck: 'Main deck',
    yourTurn: 'Your turn',
    theirTurn: "{name}'s turn",
    waiting: 'Dealing…',
    thinking: 'Thinking',
    status: {
      over: 'Match over',
      setOver: 'Set over',
      roundOver: 'Round over',
      choosing: 'Choosing hands',
      thinking: '{name} is thinking…',
      /** the turn shown ended in a stand; the next turn (or the round's end) is still to come */
      youStand: 'You stand',
      theyStand: '{name} stands',
      /** the turn shown ended otherwise (ended, bust, a full table); nobody's turn yet */
      turnOver: 'Turn over',
      /** the player's turn has started and its main-deck card is still on its way: no move yet */
      drawing: 'Drawing…',
      /**
       * the player's turn over 20 (main's legal moves decide): a card may still bring the total
       * back, or none can and ending the turn takes the loss
       */
      overBack: 'Over 20: play a card to come back',
      bustLost: 'Bust: no card brings you back',
    },
    sideCardsLeft: 'Side cards left this turn: {n}',
    sideCardsAny: 'Play any number of side cards',
    /**
     * the player's total is over 20 on their turn, where ending it or standing busts: whether
     * side cards they may still play bring it back to 20 or under ({n}: the fewest it takes, the
     * tournament allowing several a turn), or nothing does and the round is lost
     */
    overNote: {
      back: 'Over 20: play a card that brings you back, or you bust. | Over 20: play {n} cards that together bring you back, or you bust.',
      lost: 'Over 20, and no card you may still play brings you back: this round is lost.',
    },
    hand: 'Your hand',
    theirHand: "{name}'s hand",
    tableOf: "{name}'s table",
    /** the name of a table's grid of cards: how many of its places hold one (nine win a round) */
    placed: 'Cards on the table: {n} of {max}',
    /** the table screen's heading, read by a screen reader alone: who plays whom */
    heading: '{player} against {opponent}',
    /** the same while no match is on the table (setting up, or ended elsewhere) */
    headingEmpty: 'The table',
    actions: {
      end: 'End Turn',
      /** End turn over 20 (a card in hand could bring the total back or not): the bust */
      takeLoss: 'Take the Loss',
      stand: 'Stand',
      hint: 'Hint',
      menu: 'Menu',
      /** a card's sign toggle, pressed while the card is set to minus */
      signMinus: 'Play {card} as minus',
      play: 'Play {card}',
      playAs: 'Play {card} as {value}',
      toolbar: 'Your moves',
    },
    tips: {
      end: 'End your turn ({key})',
      stand: 'Stand on your total for the rest of the round ({key})',
      /** over 20, ending the turn is the bust; Stand is off, standing there the same bust */
      endBust: 'End your turn and bust: {total} is over 20 ({key})',
      standBust: 'No standing over 20: on {total} it is a bust ({key})',
      hint: 'Ask the advisor ({key})',
      menu: 'Forfeit or leave the table ({key})',
      play: 'Play this card (key {key})',
      sign: 'Choose + or − for this flip card ({key})',
      skip: 'Click to skip the animation',
    },
    /** a key the table refuses by itself, where main has no move to refuse */
    refused: {
      noFlipCard: 'You have no flip card (±) for F to turn.',
      /**
       * S over 20: standing there is the bust End turn names (Take the Loss), so the table stands
       * on nothing and says why, with a card that could still bring the total back or not
       */
      standOver:
        'Standing on {total} is a bust. Play a card that brings you back, or Take the Loss.',
      standOverLost:
        'Standing on {total} is a bust, and no card brings you back: Take the Loss to end the round.',
    },
    hint: {
      title: 'Advisor',
      /**
       * the match's chance, not the round's (players read a bare "win chance" as the round's),
       * as the master reckons it: with both playing their best from here (docs/ai.md), which a
       * player facing a weaker opponent read as their own chance and found it low
       */
      chance: 'Chance to win the match if both play their best: {pct}%',
      thinking: 'The advisor is thinking…',
      end: 'End your turn',
      stand: 'Stand',
      play: 'Play {card}',
      /** a card that takes a sign, with the sign advised: {value} is the card as played (−2) */
      playAs: 'Play {card} as {value}',
      /** the advised move and the key that makes it: "Play −1 (3)" */
      keyed: '{action} ({key})',
      choose: 'Bring {cards}',
      /** while hands are chosen: picks the hand the answer names in the chooser */
      take: 'Pick this hand',
      close: 'Close',
      /** the answer for a screen reader: what to do and why, with the match's chance where given */
      said: 'Advisor: {action}. {reason}',
      saidChance: 'Advisor: {action}. {reason} {chance}.',
    },
    coach: {
      title: 'Coach',
      hide: 'Hide',
      show: 'Show',
      /** over the notes, when earlier ones lie above what their box shows: scrolls up to them */
      earlier: 'Earlier notes',
      thinking: 'The coach is looking at your cards…',
      watch: 'Watch {name} play: the coach explains each move.',
      notes: {
        firstDraw:
          'Every turn starts with a card from the main deck. You drew {value}: your total is {total}. Get as close to 20 as you can without going over.',
        draw: 'You drew {value}: your total is {total}.',
        over: 'You drew {value}: {total} is over 20. End the turn like this and you bust, but a minus card can still bring you back.',
        /** {card}: as it was played, a flip card by the value it was played as (−2, +2) */
        firstPlay:
          'You played {card} from your hand: a side card changes your total at once, to {total}, and is gone for the rest of the match.',
        play: 'You played {card}: your total is {total}.',
        recovered: 'Saved! {card} brought you back from {before} to {total}.',
        /** the same with a flip card turned to minus: that it goes either way is the lesson */
        recoveredFlip:
          'Saved! Your {card}, turned to minus, brought you back from {before} to {total}: a flip card counts either way, as you set it.',
        autoStand: 'Exactly 20: you stand automatically and take no more turns this round.',
        stand: 'You stand on {total}: it is locked in for the rest of the round.',
        theirEnd: '{name} ended the turn on {total}.',
        theirPlay: '{name} played {card}: {total}.',
        theirStand: '{name} stands on {total}. Beat that without going over 20.',
        /** 20 cannot be beaten, only tied */
        theirStand20: '{name} stands on 20: nothing beats it. Only a 20 of your own ties it.',
        /** the player stands already: the stand settles the round */
        theirStandLast: '{name} stands on {total} too: the totals decide the round.',
        bust: 'Over 20 at the end of your turn: a bust, and {name} takes the round.',
        theirBust: '{name} went over 20 with {total}: a bust, so the round is yours.',
        fill: 'Nine cards and still 20 or under: a full table wins the round.',
        theirFill: '{name} filled the table: nine cards win the round.',
        roundWon:
          'You win the round, {a} to {b}. Rounds won: {won} to {lost}; three take the match.',
        roundLost:
          '{name} wins the round, {b} to {a}. Rounds won: {won} to {lost}; three take the match.',
        roundScore: 'Rounds won: {won} to {lost}; three take the match.',
        tie: 'A tie at {a}: nobody scores and the round is played again.',
        tiebreakerYou: 'Your tiebreaker card wins the tie.',
        tiebreakerThem: '{name}’s tiebreaker card wins the tie.',
        youOpen: 'Round {n}: you open.',
        theyOpen: 'Round {n}: {name} opens.',
        matchWon: 'Three rounds won: the match is yours! You know the game now.',
        matchLost: '{name} takes the match. Try the tutorial again from How to play.',
      },
      advice: {
        end: 'Press {key} to end your turn: {total} is still far from 20, so draw again next turn.',
        endBehind:
          'Press {key} to end your turn: {name} stands on {theirs}, so {total} is not enough yet.',
        endLost: 'No card brings {total} back to 20 or under. Press {key}: this round is lost.',
        stand:
          'Press {key} to stand on {total}: a high total is hard to beat, and one more card could bust you.',
        standAhead: 'Press {key} to stand: {total} beats {name}’s {theirs}.',
        standLevel:
          'Press {key} to stand level with {name} on {total}: a tie is replayed, safer than a bust.',
        play: 'Press {key} to play {card}: your total becomes {total}.',
        play20: 'Press {key} to play {card} and make exactly 20.',
        recover: 'Press {key} to play {card}: it brings {before} back to {total}, no bust.',
        /** the flip asked for: F or the sign toggle under the card (− or + on it), then the card */
        playMinus:
          'Flip your {card} to minus with {key}, or click − under it, then press {then} to play it: {before} becomes {total}.',
        playPlus:
          'Flip your {card} back to plus with {key}, or click + under it, then press {then} to play it: {before} becomes {total}.',
        /** the card asked for was played set the other way: the table held it back */
        flipFirst:
          'Almost: your {card} is still set to plus. Turn it to minus first with {key}, or click − under it, then play it with {then}.',
        flipBackFirst:
          'Almost: your {card} is set to minus. Turn it back to plus first with {key}, or click + under it, then play it with {then}.',
        other: 'Press {key} to ask the advisor.',
      },
      /**
       * the same advice to a player by touch alone, who has no keys: the button to tap
       * ({button}, its words on the console), or the card itself
       */
      tap: {
        end: 'Tap {button} to end your turn: {total} is still far from 20, so draw again next turn.',
        endBehind:
          'Tap {button} to end your turn: {name} stands on {theirs}, so {total} is not enough yet.',
        endLost: 'No card brings {total} back to 20 or under. Tap {button}: this round is lost.',
        stand:
          'Tap {button} to stand on {total}: a high total is hard to beat, and one more card could bust you.',
        standAhead: 'Tap {button} to stand: {total} beats {name}’s {theirs}.',
        standLevel:
          'Tap {button} to stand level with {name} on {total}: a tie is replayed, safer than a bust.',
        play: 'Tap {card} to play it: your total becomes {total}.',
        play20: 'Tap {card} to play it and make exactly 20.',
        recover: 'Tap {card} to play it: it brings {before} back to {total}, no bust.',
        playMinus:
          'Tap − under your {card} to turn it to minus, then tap the card to play it: {before} becomes {total}.',
        playPlus:
          'Tap + under your {card} to turn it back to plus, then tap the card to play it: {before} becomes {total}.',
        flipFirst:
          'Almost: your {card} is still set to plus. Tap − under it first, then tap the card.',
        flipBackFirst:
          'Almost: your {card} is set to minus. Tap + under it first, then tap the card.',
        other: 'Tap {button} to ask the advisor.',
      },
      /**
       * the card advice to a player with a gamepad, who has no number keys: the card is gone
       * to and played with {key} (the pad's A); a flip card's sign is turned on the card with
       * {key} (the pad's X, the keyboard's F), then the card played with {then} (A); the other
       * advice is the keyboard's, with the pad's buttons in it
       */
      pad: {
        play: 'Go to {card} and press {key} to play it: your total becomes {total}.',
        play20: 'Go to {card} and press {key} to play it and make exactly 20.',
        recover:
          'Go to {card} and press {key} to play it: it brings {before} back to {total}, no bust.',
        playMinus:
          'Go to your {card} and press {key} to turn it to minus, then press {then} to play it: {before} becomes {total}.',
        playPlus:
          'Go to your {card} and press {key} to turn it back to plus, then press {then} to play it: {before} becomes {total}.',
        flipFirst:
          'Almost: your {card} is still set to plus. Press {key} on it first to turn it to minus, then play it with {then}.',
        flipBackFirst:
          'Almost: your {card} is set to minus. Press {key} on it first to turn it back to plus, then play it with {then}.',
      },
    },
    menu: {
      title: 'Table menu',
      resume: 'Back to the table',
      leave: 'Leave the table',
      /** under the speed slider, off while motion is reduced */
      motionReduced: 'Motion is reduced (Settings): the speed has no effect.',
      leaveNote:
        'The match stays open and saved; you can return to it later, even after closing the game.',
      forfeit: 'Forfeit the match',
      forfeitTitle: 'Forfeit the match?',
      forfeitWarn: 'Forfeiting loses the match and your stake of {n}\u00a0cr.',
      forfeitWarnFree: 'Forfeiting loses the match.',
      confirm: 'Forfeit',
      cancel: 'Keep playing',
    },
    /** the match was forfeited or finished in another window or tab on the same save */
    endedElsewhere: {
      title: 'This match has ended elsewhere',
      body: 'It was forfeited or finished in another window or tab. Nothing more can be played at this table.',
      leave: 'Leave the table',
    },
    choose: {
      title: 'Choose your hand for set {n}',
      pick: 'Pick {n} of your side cards. They last the whole set.',
      titleMatch: 'Choose your hand for the match',
      pickMatch: 'Pick {n} of your side cards. They last the whole match.',
      picked: '{n} of {of} chosen',
      confirm: 'Bring these cards',
      theirPool: "{name}'s side deck",
      /** where the rules hide it (cantina): its cards lie face down */
      theirPoolHidden: "{name}'s side deck, face down",
      waiting: 'Waiting for {name} to choose…',
      /**
       * why a pool is short from the second set: a set's winner sets aside the cards they chose
       * for it, played or not, and the loser keeps all theirs (docs/rules.md)
       */
      setAside: {
        you:
          'You won set {set}: the card you chose for it, played or not, is set aside for the rest of the match. | ' +
          'You won set {set}: the {n} cards you chose for it, played or not, are set aside for the rest of the match.',
        them:
          '{name} won set {set}: the card they chose for it, played or not, is set aside for the rest of the match. | ' +
          '{name} won set {set}: the {n} cards they chose for it, played or not, are set aside for the rest of the match.',
        keepYou: 'You lost it and keep your whole side deck.',
        keepThem: '{name} lost it and keeps their whole side deck.',
      },
      /** a card of the pool, named as the hand's are: what pressing it does, and its key */
      card: 'Choose {card} ({key})',
      /** a pool card the advisor's open answer names: its name, and that the advisor picks it */
      advised: '{card}, the advisor’s pick',
      /** what a digit key did, said to a screen reader */
      said: {
        picked: '{card} chosen: {n} of {of}.',
        dropped: '{card} put back: {n} of {of}.',
        full: '{of} cards chosen already: put one back first.',
        /** the advisor's hand taken by Pick this hand */
        taken: 'The advisor’s hand picked: {n} of {of}. Bring these cards, or change them first.',
      },
    },
    /** the opponent's pool at the table while a tournament set is played (docs/rules.md) */
    pool: {
      /** the control under the opponent's hand; its key cap beside it */
      button: 'Side deck',
      tip: 'The side deck {name} chose this set’s hand from ({key})',
      hidden:
        'The card chosen for this set stays hidden until played. | ' +
        'The {n} cards chosen for this set stay hidden until played.',
      /** over the open pool, which lies over their face-down hand: how many cards it holds */
      held: 'In hand: {n}',
    },
    say: {
      /** a banner with a line under it (who opens, and why): both said, a sentence each */
      banner: '{text}. {detail}.',
      myDraw: 'You draw {value}: total {total}.',
      myPlay: 'You play {card}: total {total}.',
      /** a gold card that turned cards over: what it did to each total ({changes}, turned.*) */
      myPlayTurns: 'You play {card}: {changes}.',
      /** the opponent's turn, said whole as it ends: its moves (below, as a list), the total */
      turn: '{who} {moves}: total {total}.',
      /** the same, where a gold card of theirs moved the other seat's total ({changes}) */
      turnTurns: '{who} {moves}: total {total}, and {changes}.',
      /**
       * what a gold card did to one seat's total, said inside the lines above: it fell or rose,
       * or is as it was (a total the card left alone, or one the log had not heard before)
       */
      turned: {
        down: '{who}’s total falls from {from} to {to}',
        up: '{who}’s total rises from {from} to {to}',
        now: '{who}’s total is {to}',
        myDown: 'your total falls from {from} to {to}',
        myUp: 'your total rises from {from} to {to}',
        myNow: 'your total is {to}',
      },
      /** a card that takes a sign, with the value it was played as (the hand's button's words) */
      playedAs: '{card} as {value}',
      moves: {
        draw: 'draws {value}',
        play: 'plays {card}',
      },
      stand: '{who} stands on {total}.',
      myStand: 'You stand on {total}.',
      bust: '{who} busts with {total}.',
      myBust: 'You bust with {total}.',
      fill: '{who} fills the table with {total}.',
      myFill: 'You fill the table with {total}.',
      /** a table drawn without its moves (a match picked up again): what lies on it now */
      onTable: '{who} has {cards} on the table: total {total}.',
      myOnTable: 'You have {cards} on the table: total {total}.',
      onTableStanding: '{who} has {cards} on the table and stands on {total}.',
      myOnTableStanding: 'You have {cards} on the table and stand on {total}.',
      /** the banner's words ({result}) with the score after them */
      roundScore: '{result}. Rounds won: you {mine}, {who} {theirs}.',
      setScore: '{result}. Sets won: you {mine}, {who} {theirs}.',
      /** the same at a hot-seat table, both seats by name, the first seat first */
      roundScoreNamed: '{result}. Rounds won: {first} {a}, {second} {b}.',
      setScoreNamed: '{result}. Sets won: {first} {a}, {second} {b}.',
      /** F turned a card's sign: the card, and the value it will now be played as */
      sign: '{card} will be played as {value}.',
    },
    banner: {
      roundWon: 'You win the round',
      roundLost: '{name} wins the round',
      tie: 'Tie: the round is replayed',
      setWon: 'You win set {n}',
      setLost: '{name} wins set {n}',
      matchWon: 'You win the match!',
      matchLost: '{name} wins the match',
      youOpen: 'You open',
      theyOpen: '{name} opens',
      /** the set's winner's cards: the player's own, or the opponent's */
      muckYou: 'The muck: your {cards} set aside',
      muckThem: 'The muck: {name}’s {cards} set aside',
      tiebreaker: 'Tiebreaker!',
      /** under who opens the match where no card was drawn: a sentence of its own */
      coin: 'Won the coin toss',
      /**
       * under a round's end: why it ended, the deciding total or both ({a}: the named seat's),
       * a bust the loser's doing and the rest the winner's, then the score (`score`)
       */
      why: {
        bust: '{name} busts at {total}',
        bustYou: 'You bust at {total}',
        stand: '{name} is higher, {a} to {b}',
        standYou: 'You are higher, {a} to {b}',
        fill: '{name} fills the table',
        fillYou: 'You fill the table',
        tiebreaker: '{name} takes the tiebreaker',
        tiebreakerYou: 'You take the tiebreaker',
        tie: 'Both on {a}',
      },
      /** the rounds won in the set, the player's first; at a hot-seat table both by name */
      rounds: 'Rounds {mine}–{theirs}',
      roundsNamed: '{first} {a}–{b} {second}',
      /** under a set's end: the rounds of that set, then the sets of the match */
      setScore: 'Rounds {ra}–{rb} · Sets {mine}–{theirs}',
      setScoreNamed: 'Sets: {first} {a}–{b} {second}',
      /** the reason, then the score */
      roundDetail: '{why} · {score}',
    },
    /** why a round ended (i18n/round-why.ts): a bust is the loser's, a full table the winner's */
    reason: {
      stand: '{name} had the higher total',
      standYou: 'you had the higher total',
      bust: '{name} went over 20',
      bustYou: 'you went over 20',
      fill: '{name} filled the table',
      fillYou: 'you filled the table',
      tiebreaker: '{name} won on the tiebreaker',
      tiebreakerYou: 'you won on the tiebreaker',
      tie: 'equal totals',
    },
    /** why a round's opener opens it (i18n/opener-why.ts); the note says it after the name */
    opener: {
      note: '({why})',
      /** said of the opener, as "lost the last round" is: why they open, not just the cards */
      highCard: 'drew the higher card, {draw}',
      /** a match picked up again: the draws were not seen */
      highCardUnseen: 'drew the higher card',
      draw: '{a} against {b}',
      /**
       * the banner only, the line under who opens: the draws ({draws}, the sentences below)
       * said to be for the opener, as "drew 6" and then a total of 2 puzzled a player who took
       * the draws for cards on the table
       */
      drawn: 'High card for the opener: {draws}',
      /**
       * the draws after `drawn`'s colon: the deciding pair by who drew which, the opener's
       * card first ({name}: the other seat's); the player opens, or the other seat does
       */
      youDrew: 'you drew {mine}, {name} drew {theirs}',
      theyDrew: '{name} drew {theirs}, you drew {mine}',
      /** the same at a hot-seat table, both seats by name: the opener ({name}) first */
      drew: '{name} drew {high}, {other} drew {low}',
      /** the same three after equal cards, mid-sentence: "…, a tie; then you drew 9, …" */
      youDrewThen: 'then you drew {mine}, {name} drew {theirs}',
      theyDrewThen: 'then {name} drew {theirs}, you drew {mine}',
      drewThen: 'then {name} drew {high}, {other} drew {low}',
      /**
       * the banner only: the equal cards drawn before the deciding pair, first as they came
       * ("both drew 2, then both 6"), said a tie (alone, "Both drew 2." told nothing), then the
       * deciding pair's sentence ({high}); said as cards drawn, as "Tied at 2" read as totals
       */
      tiedAt: 'both drew {value}',
      thenAt: 'then both {value}',
      afterTies: '{ties}, a tie; {high}',
      afterManyTies: '{ties}, a tie each time; {high}',
      coin: 'won the coin toss',
      lostRound: 'lost the last round',
      tie: 'the last round was a tie',
      wonSet: 'won the last set',
    },
    rulesLabel: 'Rules: {rules}',
    lastRound: 'Last round: {result}',
    lastRoundWhy: '({reason}, {a} to {b})',
    lastRoundWon: 'won',
    /** at a hot-seat table, where both people may be looking: who won it, by name */
    lastRoundWonBy: '{name} won',
    lastRoundLost: 'lost',
    lastRoundTie: 'tie',
    loading: 'Setting up the table…',
    noMatch: 'There is no match on this table.',
    back: 'Back',
    skipHint: 'Click or press Space to skip',
    /** the same to a player by touch alone, who has no Space key */
    skipHintTouch: 'Tap to skip',
    error: 'Dismiss',
    result: {
      /** a tied round's chip: its short word under the score (the others say who, table.reason) */
      why: { tie: 'tie' },
      /**
       * a round chip's word under its score where the whole reason (table.reason) does not fit
       * its lines: what ended the round; its colour and its totals say whose doing it was
       */
      brief: { tie: 'tie', bust: 'over 20', fill: 'full table', tiebreaker: 'tiebreaker' },
      /**
       * a round chip as a screen reader says it (its colour says who took it on screen): who
       * took it with their total, how where it was not the higher total ({winner}), then the
       * other seat's total ({other}: had, or went over 20); each seat is "you" or by name
       * ("…By"); a tie names both totals ({first}, {second}: had)
       */
      round: {
        won: 'Round {n}: you won with {total}',
        wonBy: 'Round {n}: {name} won with {total}',
        fill: 'Round {n}: you filled the table with {total} and won',
        fillBy: 'Round {n}: {name} filled the table with {total} and won',
        tiebreaker: 'Round {n}: you won on the tiebreaker with {total}',
        tiebreakerBy: 'Round {n}: {name} won on the tiebreaker with {total}',
        had: 'you had {total}',
        hadBy: '{name} had {total}',
        bust: 'you went over 20 with {total}',
        bustBy: '{name} went over 20 with {total}',
        said: '{winner}; {other}',
        tie: 'Round {n}: tied, {first} and {second}',
      },
      /** a set's row of rounds as a screen reader names it: the set and who took it */
      setRow: '{set}: {outcome}',
      /** a tournament's sets won, the player's (at the hot-seat the winner's) first */
      sets: 'Sets {score}',
      /** the opponent's line as a screen reader says it, in one: {against}, then {sets} */
      againstSets: '{against}, {sets}',
      /**
       * under a set's name: who took it (to: hot-seat); unfinished: a forfeit ended it;
       * unplayed: a set the match ended before (its row keeps the table of rounds one size)
       */
      set: {
        won: 'won',
        lost: 'lost',
        to: 'to {name}',
        unfinished: 'unfinished',
        unplayed: 'not played',
      },
      won: 'Victory',
      lost: 'Defeat',
      against: 'against {name}',
      resigned: 'You forfeited the match.',
      /** before the credits the match moved, shown without a sign: the label says which way */
      creditsWon: 'Credits won',
      creditsLost: 'Credits lost',
      /** under the credits won, which are what is left after it: no second charge */
      houseCutTaken: 'House cut of {cut} already taken off',
      /** the player's credits once the match is settled */
      balance: 'Balance',
      prizeCards: 'Prize cards',
      /** under the prize cards: won into the collection only, as a card bought is; by how many */
      prizeToDeck: 'Put it in a deck to play it. | Put them in a deck to play them.',
      /** in its place once a saved deck holds each prize card: said, as the card can be played */
      prizeInDeck:
        'It is in a deck now, ready to play. | They are in your decks now, ready to play.',
      prizeDecks: 'Open your decks',
      /** what the match settled: stakes, prizes, and what a win opened in the campaign */
      notes: 'Settlement',
      /** the same lines' heading where no credits changed hands: nothing was settled */
      notesPlain: 'Notes',
      noStake: 'No credits were staked.',
      rounds: 'Rounds',
      /** hot-seat: before the two names over the round scores, the first name's total first */
      scoreKey: 'Totals',
      playAgain: 'Play again',
      /** Play again where it stakes the same wager at once ({stake}: in credits) */
      playAgainStake: 'Play again · {stake}',
      /** said after main's refusal of Play again when the stake is now more than the purse */
      wagerBack: 'Back in the cantina, your wager starts at the table minimum.',
      /** instead of Play again when the credits left are below the table's minimum stake */
      againShort:
        'No rematch: {opponent} plays for at least {min}, and you have {have}. Back in the cantina, choose a table you can cover.',
      toCantina: 'Back to the cantina',
      toQuick: 'Back to quick match',
      toTitle: 'Title screen',
      /** this match's replay and review, as History keeps it */
      watchReplay: 'Watch the replay',
      missing: 'This match is no longer on the table.',
      tutorialNote: 'A tutorial match: nothing was staked and it does not count in your stats.',
      tutorialLost:
        'A tutorial match: nothing was staked and it does not count. Its cards are laid for the coach’s lessons, and a move of your own leaves them behind: play it again to see each lesson as planned.',
      /** after the tutorial: the starter collection (economy.ts) holds plus cards only */
      tutorialDeck:
        'In the campaign your starter deck holds plus cards only. The trader at the first cantina sells minus cards: keep some credits back for the tables’ stakes.',
      toCampaign: 'On to the campaign',
      /** after a win that opened a cantina: the way to it, ahead of Play again */
      toMap: 'To the campaign',
      toTutorial: 'Back to the tutorial',
    },
  },
} as const
