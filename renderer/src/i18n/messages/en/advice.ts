/**
 * advice (en): why the advisor (H) recommends its move, worded from the key main sends with a
 * hint; `coach` is the tutorial coach's reasons. The win chance is shown beside the reason.
 */
export default {
  advice: {
    stand: 'Stand: {total} is worth keeping.',
    letGo: 'Let this round go and keep your cards.',
    drawOn: 'Draw on: {total} is not enough yet.',
    play: 'Makes {total}: this round is worth the card.',
    /** the first card of a turn's plan, which goes over 20 until the next brings it back */
    playFirst: 'A first step: another card follows this turn.',
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
