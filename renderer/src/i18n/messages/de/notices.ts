/** notices (de): see en/notices.ts. */
export default {
  notices: {
    restoredMissing:
      '{save} fehlte, also wurde die Sicherungskopie geladen: Die letzte Änderung davor kann verloren sein.',
    restoredDamaged:
      '{save} {why}, also wurde die Sicherungskopie geladen: Die letzte Änderung davor kann verloren sein. Die beschädigte Datei wurde als {aside} in {dir} aufbewahrt.',
    startedFresh:
      '{save} {why}, und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt. | ' +
      '{save} {why}, und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
    settingsReset:
      '{save} {why}, und es gab keine intakte Kopie mehr, also gelten die Standardeinstellungen. Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt. | ' +
      '{save} {why}, und es gab keine intakte Kopie mehr, also gelten die Standardeinstellungen. Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
    restoredBroken:
      '{save} enthielt einen Zustand, den das Spiel nie schreibt ({rule}), also wurde die Sicherungskopie geladen: Die letzte Änderung davor kann verloren sein. Die beschädigte Datei wurde als {aside} in {dir} aufbewahrt.',
    startedBroken:
      '{save} enthielt einen Zustand, den das Spiel nie schreibt ({rule}), und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt. | ' +
      '{save} enthielt einen Zustand, den das Spiel nie schreibt ({rule}), und es gab keine intakte Kopie mehr, also ist der Platz jetzt leer. Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
    save: {
      settings: 'Die Datei deiner Einstellungen',
      'slot-1': 'Dein Spielstand in Platz 1',
      'slot-2': 'Dein Spielstand in Platz 2',
      'slot-3': 'Dein Spielstand in Platz 3',
    },
    why: {
      missing: 'fehlte',
      unreadable: 'konnte nicht gelesen werden',
      empty: 'war leer',
      damaged: 'war beschädigt',
      'not-a-save': 'war keine Spielstanddatei',
      'not-upgradable': 'hatte ein Format, das sich nicht aktualisieren ließ',
      'not-accepted': 'enthielt Daten, die das Spiel nicht annimmt',
      'breaks-rules': 'enthielt einen Zustand, den das Spiel nie schreibt',
      link: 'war ein Verweis auf eine andere Datei, dem das Spiel nicht folgt',
      future:
        'stammt von einer neueren Pazaak-Version und wurde beiseitegelegt, nicht überschrieben',
    },
  },
  saveRule: {
    ledgerLine:
      'Zeile {line} des Kassenbuchs nennt einen Kontostand von {says}\u00a0Cr statt {running}\u00a0Cr',
    creditsNotLedger:
      'das Guthaben beträgt {credits}\u00a0Cr, das Kassenbuch ergibt aber {sum}\u00a0Cr',
    copies: 'er enthält {count} Exemplare von {card}, höchstens {max} sind erlaubt',
    cardLog: 'er enthält {count}-mal {card}, das Kartenprotokoll belegt aber {logged}',
    tiebreakers: 'er enthält {count} Tiebreaker, erlaubt ist nur einer',
    decks: 'er enthält {count} Decks, höchstens {max} sind erlaubt',
    deckIds: 'zwei seiner Decks haben dieselbe Kennung',
    activeDecks: 'mehr als eines seiner Decks ist als aktiv markiert',
    deckCards: 'sein Deck {deck} enthält {count} Karten, höchstens {max} sind erlaubt',
    deckTiebreakers: 'sein Deck {deck} enthält mehr als einen Tiebreaker',
    matchDeck: 'die offene Partie nutzt ein Deck, das es nicht mehr gibt',
    matchStake:
      'die offene Partie setzt {wager}\u00a0Cr, mehr als das Guthaben von {credits}\u00a0Cr',
    matchStakeOutsideCampaign: 'die offene Partie hat einen Einsatz außerhalb der Kampagne',
    matchSideDeck: 'ein Nebenstapel der offenen Partie verstößt gegen die Regeln: {problems}',
    statsMatches: 'die Statistik zählt mehr gewonnene als gespielte Partien',
    statsRounds: 'die Statistik zählt mehr gewonnene als gespielte Runden',
    statsBusts: 'die Statistik zählt mehr überkaufte Runden als Runden insgesamt',
    statsTally: 'eine Zeile der Statistik zählt mehr Siege als Partien',
    historyLength: 'die vergangenen Partien umfassen {count}, höchstens {max} sind erlaubt',
    historyTwice: 'eine vergangene Partie ist doppelt gespeichert',
    historyOpenMatch: 'die offene Partie steht schon unter den vergangenen Partien',
  },
} as const
