/**
 * modes (de): Hot-Seat (zwei Leute an einem Bildschirm) und die Tagesherausforderung.
 */
export default {
  modes: {
    hotseat: {
      title: 'Hot-Seat',
      subtitle: 'Zwei Spieler, ein Bildschirm: Reicht ihn nach jedem Zug weiter.',
      open: 'Zu zweit: Hot-Seat',
      rules: 'Regeln',
      seat: 'Spieler {n}',
      name: 'Name',
      defaultName: 'Spieler {n}',
      deck: 'Nebenstapel',
      house: 'Hausdeck (geliehen)',
      sampler: 'Schnupperdeck (geliehen)',
      note: 'Niemand setzt etwas, und die Partie zählt weder in der Statistik noch in der Kampagne dieses Spielstands.',
      play: 'Starten',
      nameNeeded: 'Gebt Spieler {n} zuerst einen Namen.',
      namesNeeded: 'Gebt beiden Spielern zuerst einen Namen.',
      sameName: 'Spieler {n} heißt schon so.',
      you: 'Am Bildschirm',
      forfeitNote: '{loser} ist am Zug: {loser} gibt auf, und {winner} gewinnt die Partie.',
      forfeitLater:
        '{name} ist jetzt am Zug: Aufgeben kann nur {name}, sobald der Bildschirm weitergegeben ist.',
      forfeited: '{name} hat die Partie aufgegeben.',
      wins: '{name} gewinnt',
      beat: '{winner} schlägt {loser}',
      toSetup: 'Zurück zu Hot-Seat',
    },
    curtain: {
      title: 'Jetzt ist {name} dran',
      body: '{other}, gib den Bildschirm an {name} und schau weg: Deine eigene Hand bleibt verdeckt.',
      ready: 'Ich bin {name}: Zeig meine Hand',
      firstTitle: '{name} beginnt',
      firstBody: '{other}, schau weg: {name} ist zuerst dran. Deine eigene Hand bleibt verdeckt.',
      leave: 'Tisch verlassen',
      leaveTitle: 'Tisch verlassen?',
      stay: 'Zurück',
      forfeitNote:
        'Aufgeben kann hier niemand: {name} ist am Zug und kann nach der Übergabe im Menü ({key}) aufgeben.',
      forfeitNoteTouch:
        'Aufgeben kann hier niemand: {name} ist am Zug und kann nach der Übergabe im Menü aufgeben.',
      keys: {
        keyboard: '{key} drücken',
        gamepad: '{button}-Knopf drücken',
      },
    },
    daily: {
      title: 'Tagesherausforderung',
      subtitle: 'Das heutige Blatt ist auf jedem Rechner gleich. Ein gewerteter Versuch pro Tag.',
      open: 'Tagesherausforderung',
      today: 'Heute, {date}',
      rules: 'Regeln',
      opponent: 'Gegner',
      yourDeck: 'Dein Nebenstapel heute',
      prize: 'Ein Sieg bringt dir {credits}.',
      prizeWhy: 'Je stärker der Gegner des Tages, desto höher die Prämie.',
      attempt: {
        none: 'Heutige Herausforderung: Es zählt nur deine erste Partie des Tages.',
        open: 'Die Partie, die heute zählt, läuft noch.',
        won: 'Heute gewonnen. Wiederholungen sind zum Üben.',
        lost: 'Heute verloren. Wiederholungen sind zum Üben.',
      },
      play: 'Heutige Herausforderung spielen',
      resume: 'Zurück an den Tisch',
      replay: 'Wiederholen (zählt nicht)',
      streak: 'Serie',
      best: 'Beste Serie',
      days: 'Tag | Tage',
      past: 'Vergangene Tage',
      none: 'Noch keine vergangenen Tage gespielt.',
      result: { won: 'Gewonnen', lost: 'Verloren', open: 'Offen' },
      replayNote: 'Eine Wiederholung: Sie zählt nicht.',
      countedNote: 'Der gewertete Versuch von heute.',
      lost: {
        streak: 'Deine Serie von {n} Tag endet hier. | Deine Serie von {n} Tagen endet hier.',
        noStreak: 'Du hattest keine Serie, die du verlieren konntest.',
        prize: 'Heute keine Prämie: Die {credits} gab es nur für einen Sieg.',
      },
      next: 'Das nächste Blatt kommt morgen, {date}.',
      countedLost:
        'Der gewertete Versuch von heute ist verloren, und mit ihm die Prämie. Das nächste Blatt kommt morgen.',
      toDaily: 'Zurück zur Tagesherausforderung',
      newDay:
        'Seit du diesen Bildschirm geöffnet hast, hat ein neuer Tag begonnen: Das ist die heutige Herausforderung.',
      tableCounted: 'Tagesherausforderung · wird gewertet',
      tableReplay: 'Tagesherausforderung · Wiederholung, zählt nicht',
      leaveNote:
        'Dein gewerteter Versuch bleibt offen: Komm zurück, um ihn zu beenden. Beginnst du eine andere Partie, gibst du ihn auf, und der Tag zählt als verloren.',
      forfeitNote:
        'Gibst du auf, ist dein gewerteter Versuch der Herausforderung vom {day} vorbei: Der Tag zählt als verloren, und die Prämie ist weg.',
      openCounted:
        'Sie ist dein gewerteter Versuch der Tagesherausforderung vom {day}: Gibst du sie auf, ist dieser Tag verloren, und mit ihm die Prämie.',
    },
  },
} as const
