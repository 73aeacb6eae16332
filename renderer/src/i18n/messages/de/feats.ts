/**
 * feats (de): die Erfolge (nach den Kennungen, die main schickt, common/achievements.ts), ihre
 * Meldung und ihr Bildschirm, und das Kartenbuch.
 */
export default {
  feats: {
    toast: 'Erfolg freigeschaltet: {name}',
    toastTitle: 'Erfolg freigeschaltet',
    toastMany: 'Erfolge freigeschaltet: {names}',
    toastTitleMany: '{n} Erfolge freigeschaltet',
    toastMore: 'und {n} weiterer | und {n} weitere',
    list: {
      firstWin: { name: 'Erster Sieg', condition: 'Gewinne eine Partie.' },
      fillTable: {
        name: 'Volles Haus',
        condition: 'Gewinne eine Runde, indem du deinen Tisch mit neun Karten füllst.',
      },
      exactTwenty: {
        name: 'Punktlandung',
        condition:
          'Gewinne eine Runde mit genau 20, die du mit einer deiner Nebenstapelkarten erreicht hast.',
      },
      noSideCards: {
        name: 'Mit bloßen Händen',
        condition: 'Gewinne eine Partie, ohne eine einzige Nebenstapelkarte zu legen.',
      },
      bustFree: {
        name: 'Ruhige Hand',
        condition: 'Gewinne eine Partie, ohne dich ein einziges Mal zu überkaufen.',
      },
      flipSave: {
        name: 'Schicksalswende',
        condition: 'Komm mit einer Wechselkarte von über 20 auf 20 oder weniger zurück.',
      },
      roundComeback: {
        name: 'Vom Abgrund zurück',
        condition: 'Liege in einem Satz nach Runden 0:2 zurück und hol ihn dir trotzdem.',
      },
      tournamentComeback: {
        name: 'Zweite Luft',
        condition: 'Gewinne eine Turnierpartie, nachdem du den ersten Satz verloren hast.',
      },
      flawless: {
        name: 'Unantastbar',
        condition: 'Gewinne eine Partie, ohne eine Runde zu verlieren.',
      },
      tiebreaker: {
        name: 'Das Zünglein an der Waage',
        condition: 'Gewinne eine unentschiedene Runde mit dem Tiebreaker.',
      },
      masterBeaten: { name: 'Meisterprüfung', condition: 'Besiege einen Meister.' },
      everyTier: {
        name: 'Durch alle Ränge',
        condition: 'Besiege Gegner jeder Spielstärke: {tiers}.',
      },
      everyRuleset: {
        name: 'Hausregeln',
        condition: 'Gewinne in jedem Regelwerk eine Partie: Klassisch, Turnier und Cantina.',
      },
      winStreak: { name: 'Glückssträhne', condition: 'Gewinne {n} Partien in Folge.' },
      bigWager: {
        name: 'Hoher Einsatz',
        condition:
          'Gewinne eine Kampagnenpartie mit einem Einsatz von {credits}\u00a0Cr oder mehr.',
      },
      firstChampion: { name: 'Erster Titel', condition: 'Besiege den Champion einer Cantina.' },
      everyCantina: {
        name: 'Cantina-Tour',
        condition: 'Besiege jeden Spieler in jeder Cantina.',
      },
      campaignWon: {
        name: 'Legende des Turnierzirkus',
        condition: 'Besiege den Champion der letzten Cantina.',
      },
      regular: { name: 'Alter Hase', condition: 'Spiele {n} Partien.' },
      collector: {
        name: 'Volle Sammlung',
        condition: 'Besitze von jeder Nebenstapelkarte mindestens eine.',
      },
      fortune: { name: 'Vermögen', condition: 'Besitze {credits}\u00a0Cr auf einmal.' },
    },
    screen: {
      title: 'Erfolge',
      /** the tiles a daily challenge's match counts toward carry a tag (dailyCounts) */
      subtitle:
        'In schnellen Partien und der Kampagne verdient. Die Partie einer Tagesherausforderung zählt nur dort, wo es dabeisteht.',
      dailyCounts: 'Tagesherausforderung zählt',
      summary: '{n} von {total} freigeschaltet',
      unlockedOn: 'Freigeschaltet am {date}',
      locked: 'Gesperrt',
      hiddenName: '???',
      hiddenCondition: 'Ein versteckter Erfolg: Spiel weiter, um ihn zu finden.',
      progress: '{have} von {need}',
      open: 'Erfolge',
    },
    book: {
      title: 'Kartenbuch',
      subtitle: 'Jede Nebenstapelkarte des Spiels und wo du sie findest.',
      open: 'Kartenbuch',
      cards: 'Karten',
      owned: 'Du besitzt {n}',
      notOwned: 'Noch nicht im Besitz',
      rules: 'Regeln',
      notInRules: 'In diesem Regelwerk nicht gespielt.',
      limit: 'Höchstens eine pro Nebenstapel. | Höchstens {n} pro Nebenstapel.',
      noLimit: 'So viele im Nebenstapel, wie du besitzt.',
      sources: 'Wo es sie gibt',
      starter: 'Startpaket: {n} mit jedem neuen Spiel.',
      merchant: '{merchant} {location_in}: {price}',
      stock: '{n} vorrätig',
      always: 'immer vorrätig',
      prize: 'Prämienkarte für den ersten Sieg gegen {opponent_acc} {location_in}.',
      prizeClaimed:
        'Von {opponent_dat} {location_in} gewonnen: Eine Prämienkarte gibt es nur einmal.',
      noSource: 'Nirgends in der Kampagne.',
      otherFace: '{rules}: als {face} gezeigt',
      keys: 'Pfeiltasten wählen eine Karte.',
      ownedMark: 'Eine Karte, die du besitzt',
      summary: '{n} von {total} Sorten im Besitz',
    },
  },
} as const
