/**
 * modes (en): hot-seat (two people at one screen) and the daily challenge.
 */
export default {
  modes: {
    hotseat: {
      title: 'Hot-seat',
      subtitle: 'Two players, one screen: pass it between turns.',
      open: 'Two players: hot-seat',
      rules: 'Rules',
      seat: 'Player {n}',
      name: 'Name',
      defaultName: 'Player {n}',
      deck: 'Side deck',
      house: 'House deck (on loan)',
      sampler: 'House sampler (on loan)',
      note: 'Nobody stakes anything, and the match stays out of this save’s stats and campaign.',
      play: 'Start',
      nameNeeded: 'Give player {n} a name first.',
      namesNeeded: 'Give each player a name first.',
      /** beside the second player's name, as soon as it is the first's (in any letter case) */
      sameName: 'Player {n} already has this name.',
      /** under the name of the person holding the screen, as the German "Am Bildschirm" */
      you: 'At the screen',
      /** the forfeit question at a hot-seat table: the person with the move forfeits */
      forfeitNote: 'It is {loser}’s move: {loser} forfeits, and {winner} wins the match.',
      /** the menu opened as the turn passed, before the screen was handed over */
      forfeitLater:
        'It is {name}’s move now: only {name} can forfeit, once the screen is handed over.',
      forfeited: '{name} forfeited the match.',
      wins: '{name} wins',
      beat: '{winner} beat {loser}',
      toSetup: 'Back to hot-seat',
    },
    /** said to the one person at the screen: {other} passes it, {name} takes it */
    curtain: {
      title: 'Pass to {name}',
      body: '{other}, hand the screen to {name} and look away: your own hand stays hidden.',
      ready: 'I am {name}: show my hand',
      /** the match's first curtain: nobody has had the screen yet, so nobody hands it over */
      firstTitle: '{name} starts',
      firstBody: '{other}, look away: {name} goes first. Your own hand stays hidden.',
      /** the curtain's way out: leaving keeps the match open, as the menu's Leave does */
      leave: 'Leave the table',
      leaveTitle: 'Leave the table?',
      stay: 'Back',
      /**
       * why the question offers no forfeit: main's forfeit is the person's with the move; {key}
       * opens the menu
       */
      forfeitNote:
        'Nobody can forfeit from here: it is {name}’s move, and {name} can forfeit from the menu ({key}) once the screen is handed over.',
      /** the same to a player by touch alone, who has no Esc key */
      forfeitNoteTouch:
        'Nobody can forfeit from here: it is {name}’s move, and {name} can forfeit from the menu once the screen is handed over.',
      /** the key that lifts the curtain on the device in use: {key} Enter, {button} the pad's A */
      keys: {
        keyboard: 'Press {key}',
        gamepad: 'Press the {button} button',
      },
    },
    daily: {
      title: 'Daily challenge',
      /** the deal is the date's, the same on every computer (no network, no scores shared) */
      subtitle: 'Today’s deal is the same on every computer. One counted attempt a day.',
      open: 'Daily challenge',
      today: 'Today, {date}',
      rules: 'Rules',
      opponent: 'Opponent',
      yourDeck: 'Your side deck today',
      /** the stronger the day's opponent, the more its win pays (main's prize, by tier) */
      prize: 'Win it for {credits}.',
      prizeWhy: 'The stronger the day’s opponent, the bigger the prize.',
      attempt: {
        none: 'Today’s challenge: your first match today is the one that counts.',
        open: 'Today’s match that counts is under way.',
        won: 'Won today. Replays are for practice.',
        lost: 'Lost today. Replays are for practice.',
      },
      play: 'Play today’s challenge',
      resume: 'Return to the table',
      replay: 'Replay (not counted)',
      streak: 'Streak',
      best: 'Best streak',
      days: 'day | days',
      past: 'Past days',
      none: 'No past days played yet.',
      result: { won: 'Won', lost: 'Lost', open: 'Open' },
      replayNote: 'A replay: it counts for nothing.',
      countedNote: 'Today’s counted attempt.',
      /** a counted attempt lost: what it ended, the prize it did not win, the next deal */
      lost: {
        streak: 'Your streak of {n} day ends here. | Your streak of {n} days ends here.',
        noStreak: 'No streak was running to lose.',
        prize: 'No prize today: the {credits} were for a win.',
      },
      next: 'The next deal comes tomorrow, {date}.',
      countedLost:
        'Today’s counted attempt is lost, and its prize with it. The next deal comes tomorrow.',
      toDaily: 'Back to the daily challenge',
      /** the screen was open past midnight: main refused its day, and it now shows today's */
      newDay: 'A new day has begun since this screen opened: this is today’s challenge.',
      /** the quiet line under the player's name at the table */
      tableCounted: 'Daily challenge · counts',
      tableReplay: 'Daily challenge · replay, not counted',
      /** the table menu and the open-match dialog, about a counted attempt not yet finished */
      leaveNote:
        'Your counted attempt stays open: come back to finish it. Starting any other match forfeits it, and the day counts as lost.',
      forfeitNote:
        'Forfeiting gives up your counted attempt at the challenge of {day}: the day counts as lost, and its prize is gone.',
      openCounted:
        'It is your counted attempt at the daily challenge of {day}: forfeiting it loses that day, and its prize with it.',
    },
  },
} as const
