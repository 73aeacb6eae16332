/** history strings (en): the History and Replay screens, the review, each deck's record. */
export default {
  history: {
    menu: 'Match history',
    title: 'Match history',
    kept: 'Your last {n} finished matches are kept.',
    filters: 'Filter the matches',
    mode: 'Mode',
    result: 'Result',
    all: 'All',
    modes: {
      quick: 'Quick match',
      campaign: 'Campaign',
      tutorial: 'Tutorial',
      hotseat: 'Hot-seat',
      daily: 'Daily challenge',
    },
    results: { won: 'Won', lost: 'Lost' },
    /** a daily match: which day's challenge, and whether it was the counted attempt */
    daily: {
      line: '{day} · {kind}',
      counted: 'counted',
      replay: 'replay, not counted',
    },
    resigned: 'forfeited',
    when: 'When',
    opponent: 'Opponent',
    /** the column's heading over hot-seat rows alone, and over rows of both kinds */
    players: 'Players',
    opponentOrPlayers: 'Opponent / players',
    rules: 'Rules',
    credits: 'Credits',
    watch: 'Replay',
    watchMatch: 'Replay: {line}, {result}, {score}',
    /** in place of Replay: a record whose moves were changed outside the game */
    damaged: 'Damaged',
    /** after it, for a screen reader */
    damagedWhy: 'The record of this match is damaged: it cannot be replayed.',
    /** the score a match ended on: its sets where the ruleset plays more than one, else rounds */
    score: {
      rounds: 'rounds {score}',
      sets: 'sets {score}',
    },
    ended: { won: 'won', lost: 'lost' },
    /** a hot-seat row's two people, seat 1 first */
    hotseatPair: '{first} vs {second}',
    winner: '{name} won',
    winnerByForfeit: '{name} won: {loser} forfeited',
    none: 'No match kept yet: every match you finish appears here.',
    noneFiltered: 'No kept match fits these filters.',
    /** under that line: every filter back to All */
    showAll: 'Show every match',
    /** in place of Won and Lost while the Mode filter is hot-seat */
    hotseatNoResult: 'Hot-seat matches are two people’s: neither is won or lost by you.',
    /** over the list while Won or Lost is chosen and hot-seat matches are kept */
    hotseatLeftOut:
      'Won and Lost show your own matches only: hot-seat matches, played by two people, are left out.',
    decks: {
      title: 'By deck',
      deck: 'Deck',
      /** the cards under a deck's counts, for a screen reader (the line itself shows them) */
      mostPlayed: 'Played most',
      /** how often a card was played, in words: "×3" beside the double's "×2" read as a value */
      timesPlayed: 'played once | played {n} times',
      house: 'House deck',
      sampler: 'House sampler',
      deleted: 'A deleted deck',
      none: 'No deck has played a kept match yet.',
      /** what main's history.decks leaves out, and why: no deck of the player's, or two players */
      /** said only once a deck has cards played most to show under it */
      cardsNote: 'Under each deck, the side cards you played most from it.',
      note: 'Counts the matches in your history played with your decks, the house deck or the house sampler. Not counted: the tutorial and the daily challenge, which deal their own cards, and hot-seat matches, played by two people.',
    },
    replay: {
      title: 'Replay',
      against: '{mode} against {name}, {when}',
      hotseatAgainst: '{mode}: {first} against {second}, {when}',
      dailyAgainst: '{mode} of {day} ({kind}) against {name}, {when}',
      /** a round's end: no move is made there, so it is named by its round (round or setRound) */
      roundOver: '{round} · the round is over',
      /** the position a resigned match ended in */
      matchOver: 'The match is over',
      /** the counter: on a move, its number; on a round's or the match's end, the moves before it */
      moveOf: 'Move {n} of {total}',
      afterMove: 'After move {n} of {total}',
      noMoves: 'No move was made',
      first: 'To the deal',
      previous: 'Previous move',
      next: 'Next move',
      last: 'To the end',
      keys: '← → step through the moves, Home and End jump, P plays',
      play: 'Play',
      pause: 'Pause',
      /** what the timeline's ticks mean, under it */
      legend: { yours: 'Your moves', seat: "{name}'s moves", roundEnd: "Round's end" },
      you: 'You',
      round: 'Round {round}',
      setRound: 'Set {set}, round {round}',
      standing: 'Standing',
      total: 'Total',
      /** the opponent's hand face down mid-match: none left is said as at the end */
      hiddenHand: 'no cards left | {n} hidden card | {n} hidden cards',
      emptyHand: 'no cards left',
      /** the cantina's deal, before a hand is chosen from the side deck */
      notChosen: 'hand not chosen yet',
      won: 'You won the match.',
      lost: 'You lost the match.',
      winner: '{name} won the match.',
      /** a forfeited match's end: the result screen's words, not a match played out */
      forfeited: 'You forfeited the match.',
      winnerByForfeit: '{loser} forfeited the match: {name} wins.',
      timeline: 'The moves, with the review’s marks',
      frame: 'Move {n}: {move}',
      roundEnd: {
        won: '{who} wins the round',
        myWon: 'You win the round',
        tie: 'A tie: the round is played again',
        set: '{who} wins set {n}',
        mySet: 'You win set {n}',
      },
      /**
       * the move made at the table shown (the board is the position it was decided in; the
       * next step shows its outcome): whose move it is there, then what they do
       */
      move: {
        end: '{who} chooses to end the turn',
        stand: '{who} chooses to stand',
        play: '{who} chooses to play {card}',
        choose: '{who} chooses the hand {cards}',
        /** over 20 with no card to come back: the table's one button, Take the Loss */
        takeLoss: '{who} takes the loss',
      },
      myMove: {
        end: 'You choose to end the turn',
        stand: 'You choose to stand',
        play: 'You choose to play {card}',
        choose: 'You choose the hand {cards}',
        takeLoss: 'You take the loss',
      },
    },
    review: {
      title: 'Review',
      computing: 'The master is reviewing your decisions: {done} of {total}',
      computingBoth: 'The master is reviewing both players’ decisions: {done} of {total}',
      accuracy: 'Accuracy',
      accuracyNote:
        'How close each decision came to the best move’s win chance, averaged over your {n} decisions',
      accuracyNoteBoth:
        'Each player’s accuracy: how close their own decisions came, on average, to the best move’s win chance.',
      noDecisions:
        'Nothing to review: the match ended after you chose your hand, before your first turn.',
      noMoves: 'Nothing to review: the match ended before you made a move.',
      chosen: 'You chose to {action}: {chance} to win the match.',
      chosenBy: '{name} chose to {action}: {chance} to win the match.',
      best: 'The master would {action}: {chance}.',
      /**
       * The move as `chosen` and `chosenBy` take it as {action}, and as `best` does: each block
       * is worded to fit its own sentence (German wants a past participle after "hast" and
       * "hätte", where English has the infinitive after "chose to" and "would").
       */
      chosenAction: {
        end: 'end the turn',
        stand: 'stand',
        play: 'play {card}',
        choose: 'choose {cards}',
      },
      bestAction: {
        end: 'end the turn',
        stand: 'stand',
        play: 'play {card}',
        choose: 'choose {cards}',
      },
      bestPlayed: 'The master’s move too.',
      lost: '{points} points of win chance given away.',
      marks: {
        inaccuracy: 'Inaccuracy',
        mistake: 'Mistake',
        blunder: 'Blunder',
      },
      counts: {
        inaccuracy: 'Inaccuracy | Inaccuracies',
        mistake: 'Mistake | Mistakes',
        blunder: 'Blunder | Blunders',
      },
      notReviewed: 'No decision of yours here.',
      notReviewedBoth: 'No decision to review here.',
      /** a move that decided nothing (main's ForcedMove), said as what happened, not a choice */
      forced: {
        lost: 'Over 20, and no card you could still play brought you back: the round was lost either way. Not a decision, so not counted.',
        only: 'Your only possible move: not a decision, so not counted.',
      },
      forcedBy: {
        lost: '{name} was over 20, and no card they could still play brought them back: the round was lost either way. Not a decision, so not counted.',
        only: '{name}’s only possible move: not a decision, so not counted.',
      },
    },
  },
} as const
