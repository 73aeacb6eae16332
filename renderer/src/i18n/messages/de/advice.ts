/** advice (de): see en/advice.ts. */
export default {
  advice: {
    stand: 'Halten: Mit {total} bist du gut bedient.',
    standAhead: 'Halten: Mit {total} gegen {theirs} gewinnst du die Runde.',
    standBehind: 'Halten: Mit {total} gegen {theirs} verlierst du die Runde.',
    standOver: 'Halten: Der Gegner liegt mit {theirs} über 20, also gewinnst du die Runde.',
    standTie:
      'Halten: Mit {total} liegst du gleichauf, und bei Gleichstand wird die Runde wiederholt.',
    standTieWon:
      'Halten: Mit {total} liegst du gleichauf, und dein Tiebreaker entscheidet den Gleichstand für dich.',
    standTieLost:
      'Halten: Mit {total} liegst du gleichauf, aber der Tiebreaker des Gegners entscheidet den Gleichstand.',
    standTieWonUnless:
      'Halten: Mit {total} liegst du gleichauf. Dein Tiebreaker entscheidet den Gleichstand für dich, außer der Gegner hat auch einen.',
    standTieUnless:
      'Halten: Mit {total} liegst du gleichauf. Bei Gleichstand wird die Runde wiederholt, außer der Gegner hat einen Tiebreaker.',
    letGo: 'Gib diese Runde verloren und behalte deine Karten.',
    drawOn: 'Weiterziehen: {total} reicht noch nicht.',
    play: 'Macht {total}: Für diese Runde lohnt sich die Karte.',
    playFirst: 'Ein erster Schritt: In diesem Zug folgt noch eine Karte.',
    playFirstThen: 'Ein erster Schritt: Leg danach {card}, um auf {total} zu kommen.',
    playFirstThenAs: 'Ein erster Schritt: Leg danach {card} als {value}, um auf {total} zu kommen.',
    playFirstThenCards: 'Ein erster Schritt: Leg danach {cards}, um auf {total} zu kommen.',
    twist: 'Die Summe des Gegners sinkt von {from} auf {to}, deine liegt bei {total}.',
    twistUp: 'Die Summe des Gegners steigt von {from} auf {to}, deine liegt bei {total}.',
    fill: 'Die neunte Karte: Ein voller Tisch gewinnt die Runde.',
    fillPlan:
      'Macht {total} mit {count} von neun Karten auf dem Tisch: Ein voller Tisch gewinnt die Runde.',
    choose: 'Nimm die Karten mit, die aus 15 bis 17 eine 18 bis 20 machen.',
    chooseDown: 'Nimm die Karten mit, die dich von 21 bis 26 zurück auf 20 oder darunter bringen.',
    chooseBoth:
      'Nimm Karten für beide Richtungen mit: um 15 bis 17 auf 20 zu bringen und um von über 20 zurückzukommen.',
    coach: {
      stand: 'Halten: {total} ist eine hohe Summe.',
      lost: 'Keine Karte rettet dich: Die Runde ist verloren.',
      end: 'Zug beenden: {total} ist weit von 20 entfernt, also zieh noch einmal.',
      play: 'Leg {card}, um auf {total} zu kommen.',
      choose: 'Wähle deine Hand.',
    },
  },
  remark: {
    standsOn: 'Du hältst immer bei {total}, oder?',
    savesCards: 'Du legst nie eine Karte. Ist mir aufgefallen.',
    spendsCards: 'Du legst Karten, sobald sie passen.',
  },
} as const
