/** talk strings (de): was ein Gegner am Tisch sagt (Stimme, Moment, Zeilen a, b, c). */
export default {
  talk: {
    voice: {
      easy: {
        greeting: {
          a: 'Zieh dir einen Hocker ran. Die Karten sind kalt, die Drinks noch kälter.',
          b: 'Noch ein Raumfahrer mit Credits übrig? Setz dich, setz dich.',
          c: 'Lange Reise hinter dir? Ein paar Runden schütteln dir den Hyperraum aus dem Kopf.',
        },
        roundWon: {
          a: 'Die geht an mich. Nimm’s nicht persönlich.',
          b: 'Glück gehabt. Hätte so oder so ausgehen können.',
        },
        roundLost: { a: 'Gut gemacht. Die nächste hol ich mir.', b: 'Ha! Da hattest du mich.' },
        theyBust: {
          a: 'Schon wieder drüber. Hätte aufhören sollen, als es noch lief.',
          b: 'Drüber. Mein alter Kapitän würde sich totlachen.',
        },
        youBust: {
          a: 'Autsch. Der Stapel beißt jeden irgendwann.',
          b: 'Über zwanzig. Passiert den Besten.',
        },
        matchWon: {
          a: 'Gute Partie, Freund. Die nächsten Drinks gehen auf dich.',
          b: 'Ehrlich gewonnen. Komm wieder, wenn dein Glück sich dreht.',
          c: 'Das war’s. Fast hättest du mich gehabt, weißt du?',
        },
        matchLost: {
          a: 'Du spielst sauber. Hast du dir verdient.',
          b: 'Tja, da geht mein Treibstoffgeld. Gute Partie.',
          c: 'Ehrlich besiegt. Dann zahl ich eben die Drinks.',
        },
      },
      brash: {
        greeting: {
          a: 'Hoffentlich ist dein Beutel voll. Leer gehst du sowieso.',
          b: 'Setz dich, setz dich. Ich hab die ganze Woche keinen Tisch verloren.',
          c: 'Noch so ein Hoffnungsvoller? Gib schnell, mein Schiff wartet.',
        },
        roundWon: { a: 'Ha! Da staunst du, was?', b: 'So macht man das, Raumfahrer!' },
        roundLost: {
          a: 'Anfängerglück. Hält nicht lange.',
          b: 'Schön, nimm sie. Ich hol mir die nächsten drei.',
        },
        theyBust: {
          a: 'Pah! Der Stapel ist gezinkt, ich schwör’s.',
          b: 'Einen Versuch war’s wert. Nur Feiglinge hören bei fünfzehn auf.',
        },
        youBust: {
          a: 'Zu gierig! Das mag ich an einem Gegner.',
          b: 'Drüber! Hättest du das mal den Profis überlassen.',
        },
        matchWon: {
          a: 'Hab ich doch gesagt. An meinem Tisch besiegt mich keiner.',
          b: 'Zahl aus, Raumfahrer. Und erzähl deinen Freunden, wer dich besiegt hat.',
          c: 'Zu leicht. Komm wieder, wenn du zählen gelernt hast.',
        },
        matchLost: {
          a: 'Was? Revanche. Sofort.',
          b: 'Glück. Pures, dummes Glück, und das wissen wir beide.',
          c: 'Genieß es. Zweimal passiert das nicht.',
        },
      },
      sly: {
        greeting: {
          a: 'Ah, ein neues Gesicht. Ich liebe neue Gesichter.',
          b: 'Setz dich. Entspann dich. Hier beißt keiner… na ja, kaum.',
          c: 'Bleiben wir freundlich, ja? Fürs Erste.',
        },
        roundWon: {
          a: 'Oje. Dachtest du etwa, ich bluffe?',
          b: 'Seltsam, wie die Karten immer nach Hause finden.',
        },
        roundLost: { a: 'Nimm sie. Ich wollte sehen, wie du dich freust.', b: 'Hm. Notiert.' },
        theyBust: {
          a: 'Ungeschickt von mir. Oder etwa nicht?',
          b: 'Ein bisschen drüber. Nennen wir es eine Investition.',
        },
        youBust: {
          a: 'Tss. Die wolltest du zu sehr.',
          b: 'Zwanzig ist eine schmale Tür, nicht wahr?',
        },
        matchWon: {
          a: 'Ein Vergnügen, mit dir Geschäfte zu machen.',
          b: 'Schau nicht so überrascht. Du hast mich kein einziges Mal durchschaut.',
          c: 'Komm bald wieder. Und bring mehr Credits mit.',
        },
        matchLost: {
          a: 'Gut gemacht. Ich merke mir, wie du denkst.',
          b: 'Genieß es. Manche Lektionen kosten mich mehr als andere.',
          c: 'Die gehört dir. Mal sehen, wie die nächste ausgeht.',
        },
      },
      stern: {
        greeting: {
          a: 'Setz dich. Gib. Und fass dich kurz.',
          b: 'Ich hetze nicht, und schlampige Hände verzeihe ich nicht.',
          c: 'Lass dir Zeit. Ich tue es bestimmt.',
        },
        roundWon: { a: 'Geduld zahlt sich aus.', b: 'Wie erwartet.' },
        roundLost: { a: 'Hm. Eine faire Runde.', b: 'Die hast du dir verdient.' },
        theyBust: {
          a: 'Eine schlechte Karte. Das passiert nicht noch einmal.',
          b: 'Ich habe zu hoch gegriffen.',
        },
        youBust: {
          a: 'Eile. Sie kostet jeden, früher oder später.',
          b: 'Du hättest halten sollen.',
        },
        matchWon: {
          a: 'Die Partie gehört mir. Lerne daraus.',
          b: 'Langsam und sicher. So macht man das.',
          c: 'Komm wieder, wenn du warten gelernt hast.',
        },
        matchLost: {
          a: 'Gut gemacht. Das sage ich nicht oft.',
          b: 'Heute Abend hattest du die besseren Hände.',
          c: 'Ein sauberer Sieg. Ich erkenne ihn an.',
        },
      },
      machine: {
        greeting: {
          a: 'Begrüßungsprotokoll abgeschlossen. Partie beginnt.',
          b: 'Willkommen, organisches Wesen. Meine Wahrscheinlichkeitstabellen sind bereit.',
          c: 'Neuer Gegner erfasst. Mische. Mische. Fertig.',
        },
        roundWon: {
          a: 'Runde gewonnen. Ergebnis entspricht der Prognose.',
          b: 'Feststellung: Deine Summe war unzureichend.',
        },
        roundLost: {
          a: 'Runde verloren. Berechne neu.',
          b: 'Fehlertoleranz überschritten. Wird protokolliert.',
        },
        theyBust: {
          a: 'Summe über zwanzig. Diese Einheit beschwert sich über den Stapel.',
          b: 'Überlauf. Bedauerlich.',
        },
        youBust: {
          a: 'Beobachtung: Zwanzig ist eine Grenze, keine Empfehlung.',
          b: 'Deine Summe übersteigt zwanzig. Wie vorhergesagt.',
        },
        matchWon: {
          a: 'Partie gewonnen. Danke für deinen Beitrag.',
          b: 'Sieg protokolliert. Wünschst du eine gedruckte Quittung?',
          c: 'Ergebnis entspricht den Hochrechnungen.',
        },
        matchLost: {
          a: 'Partie verloren. Reiche Beschwerde beim Hersteller ein.',
          b: 'Unerwartetes Ergebnis. Ich benötige eine Speicherlöschung.',
          c: 'Gut gemacht, organisches Wesen. Wahrscheinlichkeiten angepasst.',
        },
      },
      nervous: {
        greeting: {
          a: 'Oh! H-hallo. Ich lerne noch, also sei nett, ja?',
          b: 'Ist hier noch frei? Ja? Super. Super.',
          c: 'Ich hab geübt. Meistens gegen mich selbst.',
        },
        roundWon: {
          a: 'Ich hab gewonnen? Ich hab gewonnen! Sorry, sorry. Hm.',
          b: 'Hat das gezählt? Das hat gezählt!',
        },
        roundLost: {
          a: 'Oh. Klar. Das ist… schon okay.',
          b: 'Ich wusste, ich hätte ziehen sollen. Oder nicht ziehen.',
        },
        theyBust: { a: 'Zu viel! Warum mach ich das immer?', b: 'Hoppla. Das ist drüber, oder?' },
        youBust: {
          a: 'Oh nein, du bist drüber! Ich meine… gut. Für mich.',
          b: 'Über zwanzig? Das heißt… überkauft, oder?',
        },
        matchWon: {
          a: 'Ich hab echt gewonnen? Warte, bis die Crew das hört!',
          b: 'Danke für die Partie! Tut mir leid. Also, nicht leid. Danke!',
          c: 'Anfängerglück, wahrscheinlich. Aber trotzdem!',
        },
        matchLost: {
          a: 'Du bist echt gut. Bringst du mir das mal bei?',
          b: 'Na ja. Nächstes Mal krieg ich dich. Vielleicht.',
          c: 'Hat Spaß gemacht, auch wenn ich verloren hab. Meistens Spaß.',
        },
      },
    },
    /** a champion's own greeting, in place of its voice's, by the opponent's id */
    champion: {
      'sister-kell':
        'Setz dich, Kind. An meinem Tisch wird niemand laut. Nicht einmal, wer verliert.',
      'gannet-rook':
        'Willkommen im Hinterzimmer. Draußen rasen die Gleiter, hier drinnen die Karten.',
      'mother-oona':
        'Komm herein, Kleines. Vorsicht mit dem Meerglas, und Vorsicht mit deinen Credits.',
      'warden-ashka':
        'Der Ofen ist heiß, und mein Tisch ist heißer. Setz dich, wenn du dich traust.',
      'baron-thorne': 'Mein Haus, mein Tisch, meine Regeln. Gib dir Mühe, es spannend zu machen.',
      'sable-orrin': 'Elf Saisons, und niemand hat mich überrascht. Nur zu, versuch es.',
    },
  },
}
