import type en from '@/i18n/messages/en/common'

/** The same keys as English, every value a string: a missing German string fails the type-check. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends readonly string[]
      ? readonly string[]
      : Translation<T[K]>
}

/** common strings (de). */
export default {
  common: {
    app: {
      name: 'Pazaak',
      tagline: 'Das Kartenspiel der Cantinas',
      window: '{screen} – Pazaak',
      table: 'Am Tisch',
    },
    credits: '{amount}\u00a0Cr',
    creditRange: '{min}–{max}\u00a0Cr',
    loading: 'Wird geladen…',
    screenFailed:
      'Dieser Bildschirm konnte nicht geladen werden. Lade die Seite neu oder geh zurück.',
    nameFull: 'Länger kann ein Name nicht sein: {max} Zeichen.',
    nameCut:
      'Der eingefügte Text wurde auf {max} Zeichen gekürzt: Länger kann ein Name nicht sein.',
    nameLeft: 'Noch ein Zeichen frei | Noch {n} Zeichen frei',
    /** under a scrolling list of cards, while some lie below what it shows (an arrow follows) */
    moreCards: '{n} weitere Karte | {n} weitere Karten',
    /** under a scrolling panel of prose (the replay's review), while some lies below */
    moreText: 'Mehr darunter',
    actions: {
      back: 'Zurück',
      backKey: 'Zurück ({key})',
      cancel: 'Abbrechen',
      confirm: 'Bestätigen',
      dismiss: 'Schließen',
      save: 'Speichern',
      load: 'Laden',
      rename: 'Umbenennen',
      delete: 'Löschen',
      duplicate: 'Duplizieren',
      close: 'Schließen',
      copy: 'Kopieren',
      copied: 'In die Zwischenablage kopiert.',
      next: 'Weiter',
      previous: 'Voriger Schritt',
    },
    dialog: {
      typeToConfirm: 'Zum Bestätigen „{text}“ eintippen.',
      notTheText:
        'Das ist nicht „{text}“. Gib den Namen wie oben angezeigt ein; Groß- und Kleinschreibung ist egal.',
    },
    errors: {
      generic: 'Etwas ist schiefgegangen. Bitte versuch es noch einmal.',
    },
    stalePage: {
      reload: 'Neu laden',
      restarted: {
        title: 'Das Spiel wurde neu gestartet',
        body: 'Das Spiel wurde neu gestartet, seit diese Seite offen ist. Lade die Seite neu, um mit deinen Spielständen weiterzumachen; inzwischen wurde nichts verändert.',
      },
      'profile-changed': {
        title: 'Ein anderer Spielstand wurde geladen',
        body: 'Ein anderes Fenster hat einen anderen Spielstand geladen. Diese Seite hat daran nichts verändert; lade neu, um mit dem jetzt geladenen Spielstand weiterzumachen.',
      },
      'locked-out': {
        title: 'Diese Seite erreicht das Spiel nicht',
        body: 'Öffne die Adresse, die das Spiel beim Start ausgegeben hat, oder lade diese Seite neu.',
      },
    },
    openMatch: {
      line: 'Deine Partie gegen {name_acc} ist noch offen.',
      lineHotseat: 'Hot-Seat: {first} gegen {second}, noch offen.',
      returnToTable: 'Zurück an den Tisch',
      title: 'Eine Partie ist noch offen',
      body: 'Deine Partie gegen {name_acc} ist noch nicht vorbei (Rundenstand {score}). Willst du zu ihr zurückkehren oder sie aufgeben und die neue beginnen?',
      bodyHotseat:
        'Die Hot-Seat-Partie {first} gegen {second} ist noch nicht vorbei (Rundenstand {score}). Willst du zu ihr zurückkehren oder sie aufgeben und die neue beginnen?',
      stake: 'Gibst du auf, verlierst du die Partie und deinen Einsatz von {n}\u00a0Cr.',
      loss: 'Aufgeben geht als verlorene Partie in deine Statistik ein.',
      free: 'Sie zählt nicht für deine Statistik: Aufgeben kostet dich nichts.',
      return: 'Zurück an den Tisch',
      forfeit: 'Aufgeben und neu beginnen',
    },
    rules: {
      classic: {
        name: 'Klassisch',
        blurb:
          'Das Spiel, wie man es seit jeher spielt: endloser Hauptstapel, eine zufällige Hand aus 4 Karten für die ganze Partie.',
      },
      tournament: {
        name: 'Turnier',
        blurb:
          'Zwei Gewinnsätze. Du wählst deine 4 Handkarten selbst und legst pro Zug beliebig viele Nebenstapelkarten.',
      },
      cantina: {
        name: 'Cantina',
        blurb:
          'Beide ziehen aus einem Hauptstapel von 40 Karten. Die Summe fällt nie unter 0. Deine 4 Handkarten wählst du selbst.',
      },
    },
    tiers: {
      rookie: {
        name: 'Anfänger',
        blurb: 'Lernt noch. Hält zu früh, verschwendet Nebenstapelkarten.',
      },
      // a noun in the row of nouns (Anfänger, Veteran, Meister): the regular who knows the game
      kotor: { name: 'Kenner', blurb: 'Spielt wie die alten Hasen an der Bar.' },
      veteran: {
        name: 'Veteran',
        blurb: 'Berechnet die Chancen und hebt gute Karten für später auf.',
      },
      master: {
        name: 'Meister',
        blurb: 'Liest den Tisch besser als du und lernt deine Gewohnheiten.',
      },
    },
    playedAs: '{card} als {value}',
    deckPicker: {
      title: 'Nebenstapel ({rules})',
      active: 'aktiv',
      none: 'Du hast noch kein Deck für diese Regeln.',
      blocked: 'Dein Deck „{deck}“ kann hier nicht gespielt werden.',
      notAllowed: 'Diese Regeln erlauben {cards} nicht.',
      build: 'Deck aus deinen Karten speichern',
      madeBuild:
        'Ein Deck aus deinen Karten ist als „{deck}“ gespeichert und für diesen Tisch gewählt.',
      madeCopy:
        'Eine Kopie für diese Regeln ist als „{deck}“ gespeichert und für diesen Tisch gewählt.',
      unsold: 'Kein Händler, den du erreichen kannst, verkauft {cards}.',
      fewCards:
        'Von deinen Karten passt nur {have} in ein Deck für diese Regeln; es braucht {size}. | ' +
        'Von deinen Karten passen nur {have} in ein Deck für diese Regeln; es braucht {size}.',
      shelves: 'Weitere gibt es bei:',
      noShelves: 'Noch verkauft kein Händler, den du erreichen kannst, Karten für diese Regeln.',
      buyAt: 'Kaufen kannst du {cards} bei:',
      noneHouse: 'Noch kein eigenes Deck für diese Regeln: Das Haus leiht dir eins.',
      unplayable: '{n} Deck hier nicht spielbar | {n} Decks hier nicht spielbar',
      unplayableOther:
        '{n} weiteres Deck hier nicht spielbar | {n} weitere Decks hier nicht spielbar',
      activeUnplayable: 'Dein aktives Deck {deck} kann hier nicht gespielt werden: {problems}',
      edit: 'Decks bearbeiten',
      copyFrom: 'Dein Deck „{deck}“ hat nur Karten, die diese Regeln erlauben.',
      copyFor: 'Dieses Deck als {rules}-Deck kopieren',
      copyName: '{name} ({rules})',
      copyNameNth: '{name} ({rules} {n})',
      house: 'Hausdeck',
      houseNote: 'zum Üben geliehen',
      sampler: 'Schnupperdeck',
      samplerNote: 'Sonderkarten zum Ausprobieren',
    },
    starterDeck: 'Startdeck',
    deckNameNth: '{name} ({n})',
  },
} as const satisfies Translation<typeof en>
