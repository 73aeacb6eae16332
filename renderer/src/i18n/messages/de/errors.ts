/** errors (de): see en/errors.ts. */
export default {
  refusal: {
    'not-a-player': 'An einem Pazaak-Tisch sitzen nur zwei Spieler.',
    'match-over': 'Die Partie ist vorbei.',
    'not-choosing-time': 'Hände werden nur vor Beginn eines Satzes gewählt.',
    'hand-already-chosen': 'Du hast deine Hand für diesen Satz schon gewählt.',
    'wrong-hand-size':
      'Wähle genau {count} Karte für deine Hand. | Wähle genau {count} Karten für deine Hand.',
    'not-in-side-deck':
      'In deinem Nebenstapel ist keine {card} mehr übrig, die du in diesen Satz mitnehmen könntest.',
    'hands-not-chosen': 'Beide Spieler müssen ihre Hände wählen, bevor der Satz beginnt.',
    standing: 'Du hältst und bist in dieser Runde nicht mehr am Zug.',
    'not-your-turn': 'Du bist nicht am Zug.',
    'no-such-card-in-hand': 'Du hast keine {card} auf der Hand.',
    'tiebreaker-is-held':
      'Der Tiebreaker wird nie gelegt: Er greift von selbst, wenn eine Runde unentschieden endet.',
    'side-card-played': 'Du hast in diesem Zug schon eine Nebenstapelkarte gelegt.',
    'side-card-limit': 'Du kannst höchstens {limit} Nebenstapelkarten pro Zug legen.',
    'table-full': 'Dein Tisch ist voll: Er fasst neun Karten.',
    'sign-needed': 'Wähle, ob {card} plus oder minus zählt.',
    'no-sign': 'Bei {card} gibt es kein Vorzeichen zu wählen.',
    'nothing-to-double': 'Die Doppelkarte hat noch keine Karte zum Kopieren.',
  },
  deckProblem: {
    'deck-size': 'Ein Nebenstapel hat genau {size} Karten; dieser hat {count}.',
    'not-a-card': '„{card}“ ist keine Nebenstapelkarte.',
    'not-in-ruleset': 'Das Regelwerk {rules} kennt keine Karte {card}.',
    'too-many-copies':
      'Nebenstapel für {rules} erlauben höchstens {max} Exemplar von {card}; dieser hat {count}. | ' +
      'Nebenstapel für {rules} erlauben höchstens {max} Exemplare von {card}; dieser hat {count}.',
    'too-many-tiebreakers':
      'Nebenstapel für {rules} erlauben höchstens {max} Tiebreaker; dieser hat {count}. | ' +
      'Nebenstapel für {rules} erlauben höchstens {max} Tiebreaker; dieser hat {count}.',
    'not-owned': 'Du besitzt keine {card}; dieses Deck braucht {count}.',
    'too-few-owned': 'Du besitzt {have}× {card}; dieses Deck braucht {count}.',
  },
  errors: {
    api: {
      internal:
        'Im Spiel ist etwas schiefgegangen; nichts wurde verändert. Bitte versuch es noch einmal.',
      unknownCall: 'Diesen Aufruf kennt das Spiel nicht.',
      invalidPayload: 'Das Spiel konnte diese Anfrage nicht annehmen.',
      invalidPayloadAt: 'Das Spiel konnte diese Anfrage nicht annehmen (bei {path}).',
      restarted: 'Das Spiel wurde neu gestartet: Lade diese Seite neu.',
      profileChanged:
        'Ein anderes Fenster hat einen anderen Spielstand geladen: Lade diese Seite neu.',
    },
    transport: {
      windowForbidden: 'Dieses Fenster darf nicht mit dem Spiel sprechen.',
      pageForbidden:
        'Diese Seite darf nicht mit dem Spiel sprechen. Öffne die Adresse, die das Spiel ausgegeben hat.',
      postOnly: 'Die Schnittstelle des Spiels antwortet nur auf POST.',
      jsonOnly: 'Die Schnittstelle des Spiels nimmt nur JSON an.',
      tooLarge: 'Diese Anfrage ist zu groß.',
      notJson: 'Diese Anfrage ist kein gültiges JSON.',
      failed: 'Im Spiel ist etwas schiefgegangen. Bitte versuch es noch einmal.',
    },
    bridge: {
      hostDown: 'Der Spiel-Host läuft nicht. Starte ihn mit npm run start:web neu.',
      hostAnswered: 'Der Spiel-Host antwortete mit {status}.',
    },
    character: {
      control: 'ein Steuerzeichen',
      'line-break': 'ein Zeilenumbruch',
      invisible: 'ein unsichtbares Zeichen',
      direction: 'ein Steuerzeichen für die Schreibrichtung',
      broken: 'ein halbes Zeichen',
    },
    profile: {
      nameMissing: 'Ein Raumfahrer braucht einen Namen.',
      nameTooLong: 'Der Name eines Raumfahrers hat höchstens {max} Zeichen.',
      nameCharacter: 'Im Namen eines Raumfahrers ist {char} ({code}) nicht erlaubt.',
      slotTaken:
        'Platz {slot} enthält schon einen Spielstand. Lösche ihn zuerst, um dort neu anzufangen.',
      slotEmpty: 'Platz {slot} ist leer.',
      confirmName:
        'Um diesen Spielstand zu löschen, gib den Namen seines Raumfahrers genau so ein: {name}',
      nameTaken:
        'Ein anderer Spielstand hat schon einen Raumfahrer namens {name}. Wähle einen anderen Namen.',
      none: 'Lade zuerst einen Spielstand oder beginne ein neues Spiel.',
    },
    settings: {
      outOfRange: 'Diese Einstellungen liegen außerhalb des erlaubten Bereichs.',
    },
    collection: {
      notOwned: 'Du besitzt keine Karte {card}.',
      full: 'Deine Sammlung fasst höchstens {max} Exemplare von {card}.',
      tiebreakerOwned: 'In einer Sammlung gibt es nur einen Tiebreaker, und du besitzt ihn schon.',
    },
    wallet: {
      short: 'Dafür brauchst du {need}\u00a0Cr; du hast {have}\u00a0Cr.',
      full: 'So viele Credits passen nicht in deinen Geldbeutel.',
      noSuchLine: 'Das Kassenbuch hat keine Zeile {line}: Die neueste ist Zeile {last}.',
    },
    deck: {
      nameMissing: 'Ein Deck braucht einen Namen.',
      nameTooLong: 'Der Name eines Decks hat höchstens {max} Zeichen.',
      nameCharacter: 'Im Namen eines Decks ist {char} ({code}) nicht erlaubt.',
      nameTaken: 'Du hast schon ein Deck namens „{deck}“. Wähle einen anderen Namen.',
      tooManyCards: 'Ein Deck hat 10 Karten; diese Liste hat {count}.',
      twoTiebreakers:
        'In einer Sammlung gibt es nur einen Tiebreaker, also enthält ein Deck höchstens einen.',
      notFound: 'Dieses Deck ist nicht mehr in deiner Sammlung.',
      inMatch: 'Dieses Deck liegt in der laufenden Partie auf dem Tisch.',
      tooMany: 'Du kannst höchstens {max} Decks behalten. Lösche zuerst eins.',
      // a word joiner (U+2060) after each of the example's hyphens: a code does not break
      // across lines
      notShareCode: 'Das ist kein Deck-Code (er sieht so aus: PZ1-\u2060ABCDEFGHIJ-\u2060R).',
      shareCodeTypo: 'Der Deck-Code enthält einen Tippfehler: Sein Prüfbuchstabe passt nicht.',
      shareCodeTooLong:
        'Das ist viel zu lang für einen Deck-Code (er sieht so aus: PZ1-\u2060ABCDEFGHIJ-\u2060R).',
      shareCodeCut:
        'Der Deck-Code scheint abgeschnitten: Der Prüfbuchstabe am Ende fehlt. Kopiere ihn noch einmal ganz.',
      shareCodeEmpty: 'Der Deck-Code enthält keine Karten: Darin steckt kein Deck zum Importieren.',
      shareCodeUnknownCard: 'Der Deck-Code nennt eine unbekannte Karte („{letter}“).',
      shareShort:
        'Einen Deck-Code gibt es nur für ein ganzes Deck aus {size} Karten; dieses hat erst {count}. Ergänze zuerst den Rest.',
    },
    match: {
      open: 'Eine Partie ist noch offen: Kehre zu ihr zurück oder gib sie auf, um eine neue zu beginnen.',
      houseDeckUnplayable: 'Das Hausdeck kann hier nicht gespielt werden: {problems}',
      deckUnplayable: '{deck} kann hier nicht gespielt werden: {problems}',
      deckUnplayableAtTable: '{deck} kann an diesem Tisch nicht gespielt werden: {problems}',
      deckRefused: 'Dieser Nebenstapel kann nicht gespielt werden: {problems}',
      noSuchOpponent: 'Diesen Gegner gibt es in der Kampagne nicht.',
      notYourMove: 'Du bist nicht am Zug.',
      notFound: 'Diese Partie ist vorbei oder wurde nie begonnen.',
      movedOn: 'Die Partie ging in einem anderen Fenster weiter. Hier ist der aktuelle Stand.',
      hotseatName: 'Jeder Spieler braucht einen Namen mit 1 bis {max} Zeichen.',
      hotseatNameCharacter: 'Im Namen von Spieler {seat} ist {char} ({code}) nicht erlaubt.',
      hotseatSameNames: 'Die beiden Spieler brauchen verschiedene Namen.',
      notHotseat: 'Nur eine Hot-Seat-Partie wird zwischen Spielern weitergereicht.',
      curtainUp: 'Der Tisch wurde weitergereicht: Erst muss der nächste Spieler ihn übernehmen.',
      noHintHotseat: 'Der Berater hält sich aus Hot-Seat-Partien heraus.',
      dayChanged:
        'Ein neuer Tag hat begonnen, die Herausforderung des alten Tages kann nicht mehr gestartet werden. Die heutige findest du bei der Tagesherausforderung.',
    },
    history: {
      notFound:
        'Diese Partie ist nicht unter deinen vergangenen Partien (nur die letzten 200 werden gespeichert).',
      damaged:
        'Die Aufzeichnung dieser Partie ist beschädigt (ihre Züge wurden außerhalb des Spiels geändert), daher lässt sie sich nicht ansehen.',
    },
    campaign: {
      notReached: '{opponent} spielt {location_in}, wo du noch nicht warst.',
      cantinaNotReached: '{opponent} spielt in einer Cantina, die du noch nicht erreicht hast.',
      championWaits:
        '{opponent} spielt nur mit denen, die sich {location_in} einen Namen gemacht haben: Besiege zuerst noch einen weiteren Stammgast. | {opponent} spielt nur mit denen, die sich {location_in} einen Namen gemacht haben: Besiege zuerst noch {more} weitere Stammgäste.',
      wagerNotWhole: 'Ein Einsatz ist eine ganze Zahl von Credits.',
      minStake: '{opponent} spielt um mindestens {min}\u00a0Cr; du hast {have}\u00a0Cr.',
      stakeOverCredits: 'Du kannst nicht {wager}\u00a0Cr setzen: Du hast {have}\u00a0Cr.',
      stakeRange: '{opponent} spielt um {min} bis {max}\u00a0Cr.',
    },
    shop: {
      // a stall is a place: it "führt" a card, and a card is sold out "bei" it; the person at
      // it is not named in these lines, so the stall never trades or sells by itself
      notSold: '{merchant} führt keine {card}.',
      soldOut: 'Bei {merchant} ist {card} ausverkauft.',
      staked:
        '{card} kostet {price}\u00a0Cr, und {staked} deiner {have}\u00a0Cr sind in der laufenden Partie gesetzt.',
      tooDear: '{card} kostet {price}\u00a0Cr; du hast {have}\u00a0Cr.',
      keepDeck:
        'Du brauchst mindestens {min} Nebenstapelkarten für ein Deck: Kaufe erst eine dazu, bevor du eine verkaufst.',
      inMatch:
        '{card} steckt in deinem Nebenstapel für die laufende Partie: Beende zuerst die Partie, dann verkaufe die Karte.',
      lastUnstocked:
        'Kein Händler verkauft {card}, also behältst du deine letzte: Du bekämst sie nie wieder.',
      lastSoldOut:
        '{card} ist bei allen Händlern, die sie führen, ausverkauft: Deine letzte verkaufst du nur bei {merchants}, dort ist sie dann wieder im Angebot.',
      noSuchMerchant: 'Diesen Händler gibt es nicht.',
      locked: '{merchant} findest du in einer Cantina, die du noch nicht erreicht hast.',
    },
  },
} as const
