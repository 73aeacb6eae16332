/**
 * advice (en): why the advisor (H) recommends its move, worded from the key main sends with a
 * hint; `coach` is the tutorial coach's reasons (its `lost` the advisor's too: over 20 with no
 * card that comes back). The win chance is shown beside the reason.
 */
export default {
  advice: {
    stand: 'Stand: {total} is worth keeping.',
    /**
     * standing against an opponent who stands settles the round: a higher total wins it, a lower
     * one loses it, and their total pushed over 20 by a twist loses it for them
     */
    standAhead: 'Stand: your {total} beats their {theirs}.',
    standBehind: 'Stand: your {total} loses to their {theirs}.',
    standOver: 'Stand: their {theirs} is over 20, so the round is yours.',
    /**
     * standing level with an opponent who stands: a tie replays the round, unless a tiebreaker
     * decides it (the player's, the opponent's, or the opponent's that may be in their hand)
     */
    standTie: 'Stand: {total} ties their total, and a tie replays the round.',
    standTieWon: 'Stand: {total} ties their total, and your tiebreaker wins the tie.',
    standTieLost: 'Stand: {total} ties their total, but their tiebreaker wins the tie.',
    standTieWonUnless:
      'Stand: {total} ties their total. Your tiebreaker wins the tie, unless they hold one too.',
    standTieUnless:
      'Stand: {total} ties their total. A tie replays the round, unless they hold a tiebreaker.',
    /** over 20 with a card that could come back, not worth spending this round */
    letGo: 'Let this round go and keep your cards.',
    drawOn: 'Draw on: {total} is not enough yet.',
    play: 'Makes {total}: this round is worth the card.',
    /**
     * the first card of a turn's plan, with more cards to follow this turn: one over 20 until
     * the next brings it back, or one the advisor plays on from (a total it does not stop at)
     */
    playFirst: 'A first step: another card follows this turn.',
    /** the same, with the card that follows (a flip card as played: {value}) and where it lands */
    playFirstThen: 'A first step: then {card} makes {total}.',
    playFirstThenAs: 'A first step: then {card} as {value} makes {total}.',
    /** with two cards or more to follow, in order, a flip card as played ("±1 as −1") */
    playFirstThenCards: 'A first step: then {cards} make {total}.',
    /** a twist that moves the opponent's total; the player's own ({total}) may stay as it was */
    twist: 'Their total falls from {from} to {to}; yours is {total}.',
    twistUp: 'Their total rises from {from} to {to}; yours is {total}.',
    /** the ninth card on the table, which wins the round at 20 or under */
    fill: 'The ninth card: a full table wins the round.',
    /** a card that lowers a total of 20 or under: room for more cards on the way to nine */
    fillPlan: 'Makes {total} with {count} of nine cards down: a full table wins the round.',
    /** a hand chosen for a set, by the way it moves a total: up, back down, or both */
    choose: 'Bring the cards that turn 15 to 17 into 18 to 20.',
    chooseDown: 'Bring the cards that bring 21 to 26 back to 20 or under.',
    chooseBoth:
      'Bring cards for both ways: to lift 15 to 17 towards 20, and to come back from over 20.',
    coach: {
      stand: 'Stand: {total} is a high total.',
      lost: 'No card brings you back: the round is lost.',
      end: 'End the turn: {total} is far from 20, so draw again.',
      play: 'Play {card} to make {total}.',
      choose: 'Choose your hand.',
    },
  },
  /** what a master opponent who remembers the player says of the player's habits (its line at the table) */
  remark: {
    standsOn: 'You always stand on {total}, don’t you?',
    savesCards: 'You never play a card. I noticed.',
    spendsCards: 'You spend cards the moment they fit.',
  },
} as const
