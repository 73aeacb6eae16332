/**
 * feats (en): the achievements (by the ids main sends, common/achievements.ts), their toast and
 * screen, and the collection book.
 */
export default {
  feats: {
    /** an achievement's toast: the sentence a screen reader says; on screen, its title and name */
    toast: 'Achievement unlocked: {name}',
    toastTitle: 'Achievement unlocked',
    /** several at once, in one toast: the sentence heard, and the title seen over the names */
    toastMany: 'Achievements unlocked: {names}',
    toastTitleMany: '{n} achievements unlocked',
    /** after the first names of a toast that came with more than four: the ones not named */
    toastMore: 'and {n} other | and {n} others',
    list: {
      firstWin: { name: 'First blood', condition: 'Win a match.' },
      fillTable: {
        name: 'Full house',
        condition: 'Win a round by filling your table with nine cards.',
      },
      exactTwenty: {
        name: 'Right on the number',
        condition: 'Win a round on exactly 20, the 20 made by one of your side cards.',
      },
      noSideCards: {
        name: 'Bare hands',
        condition: 'Win a match without playing a single side card.',
      },
      bustFree: { name: 'Steady hand', condition: 'Win a match without busting once.' },
      flipSave: {
        name: 'Flip of fate',
        condition: 'Come back from over 20 to 20 or less with a flip card.',
      },
      roundComeback: {
        name: 'Back from the brink',
        condition: 'Win a set after trailing 0–2 in rounds.',
      },
      tournamentComeback: {
        name: 'Second wind',
        condition: 'Win a tournament match after losing the first set.',
      },
      flawless: { name: 'Untouchable', condition: 'Win a match without losing a round.' },
      tiebreaker: {
        name: 'Split the difference',
        condition: 'Win a tied round with the tiebreaker.',
      },
      masterBeaten: { name: 'Master’s match', condition: 'Beat a master.' },
      everyTier: {
        name: 'Through the ranks',
        condition: 'Beat an opponent at every skill level: {tiers}.',
      },
      everyRuleset: {
        name: 'House rules',
        condition: 'Win a match under each ruleset: classic, tournament and cantina.',
      },
      winStreak: { name: 'Hot streak', condition: 'Win {n} matches in a row.' },
      bigWager: {
        name: 'High stakes',
        condition: 'Win a campaign match with a stake of {credits}\u00a0cr or more.',
      },
      firstChampion: { name: 'Title holder', condition: 'Beat a cantina’s champion.' },
      everyCantina: {
        name: 'Cantina crawl',
        condition: 'Beat every player in every cantina.',
      },
      campaignWon: {
        name: 'Legend of the circuit',
        condition: 'Beat the champion of the last cantina.',
      },
      regular: { name: 'Old hand', condition: 'Play {n} matches.' },
      collector: { name: 'Collector', condition: 'Own at least one of every side card.' },
      fortune: { name: 'Fortune', condition: 'Hold {credits}\u00a0cr at once.' },
    },
    screen: {
      title: 'Achievements',
      /** the tiles a daily challenge's match counts toward carry a tag (dailyCounts) */
      subtitle:
        'Earned in quick and campaign matches. A daily challenge’s match counts only where an achievement says so.',
      dailyCounts: 'Daily counts',
      summary: '{n} of {total} unlocked',
      unlockedOn: 'Unlocked {date}',
      locked: 'Locked',
      hiddenName: '???',
      hiddenCondition: 'A hidden achievement: keep playing to find it.',
      progress: '{have} of {need}',
      open: 'Achievements',
    },
    book: {
      title: 'Card book',
      subtitle: 'Every side card in the game, and where to find it.',
      open: 'Card book',
      cards: 'Cards',
      owned: 'You own {n}',
      notOwned: 'Not owned yet',
      rules: 'Rules',
      notInRules: 'Not played in this ruleset.',
      limit: 'Only one in a side deck. | Up to {n} in a side deck.',
      noLimit: 'As many in a side deck as you own.',
      sources: 'Where to get it',
      starter: 'Starter kit: {n} with every new game.',
      merchant: '{merchant}, {location}: {price}',
      stock: '{n} in stock',
      always: 'always in stock',
      prize: 'Prize card for beating {opponent}, {location}, the first time.',
      prizeClaimed: 'Won from {opponent}, {location}: a prize card is given once.',
      noSource: 'Nowhere in the campaign.',
      /**
       * under the card's name: a ruleset that draws the same card with another face (the
       * double's ×2, the tournament's TB), so a player who met it there finds it here
       */
      otherFace: '{rules}: drawn as {face}',
      keys: 'Arrow keys choose a card.',
      /** the tick in a card's corner on the book's shelf */
      ownedMark: 'A card you own',
      summary: '{n} of {total} kinds owned',
    },
  },
} as const
