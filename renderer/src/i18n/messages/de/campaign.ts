import type en from '../en/campaign'
import type { Translation } from './common'

/**
 * The campaign's flavour lines, log lines and result notes (de), keyed like en/campaign.ts.
 * A person's own name stays as it is, and so do the cantinas' and the planets' names; "the
 * Anchor", "the Lantern" and the like are short for the cantinas' names and stay English too.
 * A title or a common noun in a name is a word, and German says it: the title before a player's
 * name ("Schwester Kell", "Kapitän Gannet Rook", in the gender the content gives; where its
 * English never says, the one chosen beside the name below, said the same way everywhere; Lady
 * and Baron are German as they are) and a merchant's stall ("Vessas Verkaufsstand"), by id
 * (`opponent.<id>.name`, `merchant.<id>.name`). Such a name needs no article, so it declines as
 * a name does (i18n/names.ts: "gegen Wächterin Ashka", "Schwester Kells Einsatz", "bei Vessas
 * Verkaufsstand"), and a line sets no gendered noun of its own beside it ("Titelkampf gegen
 * Schwester Kell", not "der Champion, Schwester Kell"). In a sentence a
 * cantina's name drops its "The" and takes the German article of the noun it names, declined
 * (`location.<id>.forms` below; `{location_in}`: "im Rusted Anchor"). The log is a spacer's
 * logbook: short entries without a subject ("Pip Odell im Rusted Anchor besiegt."). The
 * tournament circuit the campaign ends on is "der Turnierzirkus"; "Circuit" alone is only short
 * for The Gilded Circuit's name, as in its champion's title ("Stern des Circuit"). A
 * champion's title is the player's once won, and the game knows no player's gender: each title
 * is a word that fits anyone (Ass, Licht, Perle, Flamme, Ehrengast, Stern), never a man's
 * noun such as Wächter or Großmeister.
 */
export default {
  campaign: {
    quote: '„{line}“',
    log: {
      prizeWon:
        'Prämienkarte von {opponent} gewonnen: {cards}. | Prämienkarten von {opponent} gewonnen: {cards}.',
      beat: '{opponent} {location_in} besiegt.',
      lostTo: 'Zum ersten Mal {location_in} gegen {opponent} verloren.',
      championBeaten: '{opponent} {location_in} besiegt und den Titel „{title}“ errungen.',
      doorsOpened: 'Die Türen {location_gen} auf {planet} stehen dir jetzt offen.',
      campaignWon:
        'Der letzte Champion ist gefallen. Die Kampagne ist gewonnen; die Tische bleiben offen.',
      potWon:
        'Den Einsatz von {opponent} gewonnen: {credits}\u00a0Cr, vor einem etwaigen Hausanteil.',
      potLost: 'Einen Einsatz von {credits}\u00a0Cr an {opponent} verloren.',
    },
    note: {
      stakeWon: 'Du hast den Einsatz {opponent_gen} gewonnen: {credits}\u00a0Cr.',
      stakeWonCut:
        'Du hast den Einsatz {opponent_gen} gewonnen: {credits}\u00a0Cr; das Haus hat davon {cut}\u00a0Cr einbehalten.',
      stakeLost: 'Du hast deinen Einsatz von {credits}\u00a0Cr an {opponent} verloren.',
      bounty: 'Erster Sieg über {opponent}: eine einmalige Siegprämie von {credits}\u00a0Cr.',
      purse: 'Das Haus zahlt das Preisgeld des Tisches: {credits}\u00a0Cr.',
      prize: 'Prämienkarte: {cards}. | Prämienkarten: {cards}.',
      championOpen:
        'Du hast dir {location_in} einen Namen gemacht: {opponent} hält hier den Titel und tritt jetzt gegen dich an.',
      titleEarned: 'Titel errungen: {title}.',
      locationOpen: '{Location} auf {planet} steht dir jetzt offen.',
      campaignEnding:
        'Der Turnierzirkus liegt dir zu Füßen. Von der Spire bis zurück zum Rusted Anchor spricht es ' +
        'sich herum, und an jedem Tisch im Sektor will man jetzt gegen dich spielen. Spiel weiter: Die ' +
        'Cantinas bleiben offen.',
      forfeited: 'Du hast die Partie aufgegeben.',
      tiebreakerOwned: 'Du besitzt den Tiebreaker schon, und in einer Sammlung gibt es nur einen.',
    },
    // A cantina's name in a sentence: the English name without "The", with the article of the
    // German noun it names, declined (i18n/names.ts). An English name takes no genitive -s
    // ("des Rusted Anchor"), as the champions' titles have it.
    location: {
      'rusted-anchor': {
        // der Anker
        forms: {
          nom: 'der Rusted Anchor',
          acc: 'den Rusted Anchor',
          dat: 'dem Rusted Anchor',
          gen: 'des Rusted Anchor',
          in: 'im Rusted Anchor',
        },
        mood: 'Billige Drinks, laute Triebwerke draußen und Raumfahrer, die setzen, was sie übrig haben.',
        champion: 'Ass des Rusted Anchor',
      },
      'dune-lantern': {
        // die Laterne
        forms: {
          nom: 'die Dune Lantern',
          acc: 'die Dune Lantern',
          dat: 'der Dune Lantern',
          gen: 'der Dune Lantern',
          in: 'in der Dune Lantern',
        },
        mood: 'Sand zischt an den Fensterläden, während Karawanenleute um ihr Wassergeld spielen.',
        champion: 'Licht von Ashmarrow',
      },
      'coral-vault': {
        // das Gewölbe: the vaulted hall under its sea-glass ceiling, not a bank's vault (der
        // Tresor); its champion's title and Mother Oona's line say "des Coral Vault", "des Vault"
        forms: {
          nom: 'das Coral Vault',
          acc: 'das Coral Vault',
          dat: 'dem Coral Vault',
          gen: 'des Coral Vault',
          in: 'im Coral Vault',
        },
        mood: 'Grünes Licht durch die Decke aus Meerglas und eine Geberin, die ihren Anteil nimmt.',
        champion: 'Perle des Coral Vault',
      },
      'ember-hall': {
        // die Halle
        forms: {
          nom: 'die Ember Hall',
          acc: 'die Ember Hall',
          dat: 'der Ember Hall',
          gen: 'der Ember Hall',
          in: 'in der Ember Hall',
        },
        mood: 'Hochofenhitze, Ruß auf den Karten und Bergleute, die einen Monat Schichtlohn setzen.',
        champion: 'Flamme der Ember Hall',
      },
      'glass-orchid': {
        // die Orchidee
        forms: {
          nom: 'die Glass Orchid',
          acc: 'die Glass Orchid',
          dat: 'der Glass Orchid',
          gen: 'der Glass Orchid',
          in: 'in der Glass Orchid',
        },
        mood: 'Seide, leise Saiten und stilles Geld: Hier gibt niemand zu, dass er verliert.',
        champion: 'Ehrengast der Glass Orchid',
      },
      'gilded-circuit': {
        // der Zirkel, as the tournament circuit is der Turnierzirkus
        forms: {
          nom: 'der Gilded Circuit',
          acc: 'den Gilded Circuit',
          dat: 'dem Gilded Circuit',
          gen: 'des Gilded Circuit',
          in: 'im Gilded Circuit',
        },
        mood: 'Das Turnierparkett: zwei Gewinnsätze, offene Nebenstapel und der ganze Sektor als Publikum.',
        champion: 'Stern des Circuit',
      },
    },
    opponent: {
      'pip-odell': { title: 'Ein Decksmann, der zum Spaß spielt und mit einem Grinsen verliert.' },
      'marla-quince': { title: 'Eine Frachtladerin, die jede Karte laut mitzählt.' },
      'hobb-tarrow': {
        title: 'Ein alter Triebwerkstechniker, der früh hält und über die Hitze schimpft.',
      },
      'sister-kell': {
        name: 'Schwester Kell',
        title: 'Champion des Anchor: eine Schmugglerin im Ruhestand, die nie die Stimme hebt.',
      },
      'juno-brask': { title: 'Eine Karawanenspäherin, die schnell setzt und lauthals lacht.' },
      'tobin-vey': {
        title:
          'Spielt nach Cantina-Regeln, mit einem Stapel aus vierzig Karten, auf dessen Glück er schwört.',
      },
      'ressa-moor': { title: 'Eine Wasserhändlerin, die ab siebzehn keine Karte mehr zieht.' },
      // he: the English never says; the captain of the Lantern's skiff races, Kapitän
      'gannet-rook': {
        name: 'Kapitän Gannet Rook',
        title: 'Führt das Hinterzimmer der Lantern und die Sandskiff-Rennen hinterm Haus.',
      },
      'ilsa-fenn': { title: 'Eine Perlentaucherin, die den Tisch liest wie eine Gezeitentafel.' },
      'doss-merrow': {
        title: 'Ein Hafenschreiber, der über jede Hand Buch führt, die er je verloren hat.',
      },
      'ledger-9': {
        title: 'Ein Zähldroide, der jede Karte aus dem Stapel mitzählt und nie blinzelt.',
      },
      'mother-oona': {
        name: 'Mutter Oona',
        title: 'Hüterin des Vault; ihr Lächeln kostet mehr als dein Schiff.',
      },
      'kez-harrow': { title: 'Ein Lavaschürfer mit versengten Handschuhen, der kühn hält.' },
      'saffi-drune': {
        title: 'Die Tochter eines Vorarbeiters, die den Stapel mit kühlem Kopf im Blick behält.',
      },
      'orun-vast': { title: 'Setzt viel, redet mehr und blufft, als gehöre ihm der Hochofen.' },
      // she: the English never says; the Ember Hall's warden is a Wächterin
      'warden-ashka': {
        name: 'Wächterin Ashka',
        title: 'Hält den Titel der Ember Hall und den Schlüssel zu ihrem Hochofen.',
      },
      'corvina-vale': { title: 'Spielt zum Zeitvertreib und gewinnt aus Bosheit.' },
      'tam-quill': {
        title: 'Ein Kartenhai im geliehenen Mantel, mit einem ebenso geliehenen Lächeln.',
      },
      'sorrel-9': {
        title: 'Ein Butlerdroide, der am Nebentisch der Orchid nach Cantina-Regeln gibt.',
      },
      'baron-thorne': {
        title: 'Der Schirmherr der Orchid, der im eigenen Haus noch nie verloren hat.',
      },
      'vey-sarto': {
        title:
          'Eine feste Größe im Turnierzirkus, die deinen Nebenstapel studiert, bevor sie sich setzt.',
      },
      'grell-okar': { title: 'Wirft mit Drehern um sich wie andere mit Beleidigungen.' },
      'nyx-harlan': { title: 'Lächelt nie und wirft nie eine Karte ab, die sie noch braucht.' },
      // she: the English never says; the circuit's grandmaster is a Großmeisterin
      'sable-orrin': {
        name: 'Großmeisterin Sable Orrin',
        title: 'Seit elf Saisons im Turnierzirkus ungeschlagen und längst gelangweilt davon.',
      },
      'quick-rookie': {
        name: 'Decksmann Wendel',
        title: 'Spielt zum Spaß, hält früh und zählt nie Karten.',
      },
      // a role, not a name: alone "Tischdroide" (an opponent's plate, a list), in a sentence with
      // its article, as the line's placeholder asks (i18n/names.ts): "Der Tischdroide beginnt",
      // "gegen den Tischdroiden", "Tisch des Tischdroiden"
      'quick-kotor': {
        name: 'Tischdroide',
        forms: {
          nom: 'der Tischdroide',
          acc: 'den Tischdroiden',
          dat: 'dem Tischdroiden',
          gen: 'des Tischdroiden',
        },
        title: 'Spielt nach der Faustregel der alten Hasen, Karte für Karte.',
      },
      'quick-veteran': {
        name: 'Kapitänin Ondine Castell',
        title: 'Eine Frachterkapitänin, die mit jeder Handkarte haushaltet wie mit Treibstoff.',
      },
      'quick-master': {
        name: 'Stille Fremde',
        forms: {
          nom: 'die Stille Fremde',
          acc: 'die Stille Fremde',
          dat: 'der Stillen Fremden',
          gen: 'der Stillen Fremden',
        },
        title:
          'Niemand hat sie je lächeln sehen oder eine Partie verlieren, die sie gewinnen wollte.',
      },
    },
    merchant: {
      vessa: {
        name: 'Vessas Verkaufsstand',
        short: 'Vessa',
        greeting:
          'Minuskarten, Raumfahrer. Wer zu viele davon hatte, hat deshalb noch nie eine Runde verloren.',
      },
      oskar: {
        name: 'Oskars Sandkarren',
        short: 'Oskar',
        greeting: 'Wasser ist teuer hier draußen. Karten sind teurer. Schau dich ruhig um.',
      },
      lumi: {
        name: 'Lumis Gezeitentresen',
        short: 'Lumi',
        greeting:
          'Frisch von den fernen Handelsrouten. Wechselkarten, wenn dein Beutel prall genug ist.',
      },
      brannoch: {
        name: 'Brannochs Schmiedetruhe',
        short: 'Brannoch',
        greeting: 'Im Hochofen gehärtet und entsprechend bepreist. Such dir eine Karte aus.',
      },
      ysolde: {
        name: 'Ysoldes Glasvitrine',
        short: 'Ysolde',
        greeting: 'Nur das Feinste, Schätzchen. Gold feilscht nicht.',
      },
      fennick: {
        name: 'Fennicks Turnierbedarf',
        short: 'Fennick',
        greeting: 'Jede einzelne ist turnierzulässig. Höchstens zwei gleiche, denk an die Regeln.',
      },
    },
  },
} as const satisfies Translation<typeof en>
