/** table strings (de): der Spieltisch, seine Karten und das Ergebnis. */
export default {
  table: {
    card: {
      main: 'Hauptstapelkarte {value}',
      plus: 'Pluskarte {value}',
      minus: 'Minuskarte {value}',
      flip: 'Wechselkarte {value}',
      gold: 'Sonderkarte {label}',
      turned: '{card}, jetzt {now}',
      counts: '{card}, zählt {value}',
      back: 'Verdeckte Karte',
      empty: 'Leerer Platz',
      held: '{card}: bleibt auf der Hand und entscheidet eine unentschiedene Runde von selbst',
      played: 'Platz {key}: gelegt',
    },
    tip: {
      /** several flip cards in one line of a card key: their faces, then what each does */
      flips: {
        title: 'Wechselkarten {labels}',
        effect:
          'Jede zählt ihre Zahl dazu oder zieht sie ab: Das Vorzeichen wird beim Legen gewählt.',
      },
      kind: {
        main: 'Hauptstapelkarte {label}',
        plus: 'Pluskarte {label}',
        minus: 'Minuskarte {label}',
        flip: 'Wechselkarte {label}',
        double: 'Doppel {label}',
        flipPair: 'Goldener Wechsel {label}',
        twist: 'Dreher {label}',
        tiebreaker: 'Tiebreaker {label}',
      },
      effect: {
        plus: 'Zählt {n} zur Summe dazu.',
        minus: 'Zieht {n} von der Summe ab.',
        flip: 'Zählt {n} dazu oder zieht {n} ab: Das Vorzeichen wird beim Legen gewählt.',
        double: {
          previousCard:
            'Kopiert Wert und Vorzeichen der Karte davor auf dem eigenen Tisch, also der im selben Zug gezogenen Karte.',
          lastDraw: 'Zählt die letzte Hauptstapelkarte noch einmal.',
        },
        flipPair:
          'Dreht das Vorzeichen jeder {a} und {b} auf dem eigenen Tisch um, grüne Karten auch.',
        twist:
          'Dreht das Vorzeichen jeder gelegten Nebenstapelkarte mit {a} oder {b} um, auf beiden Tischen.',
        tiebreaker: {
          played: 'Zählt +1 oder −1 und gewinnt einen Gleichstand für den, der ihn gelegt hat.',
          held: 'Wird nie gelegt: Liegt er bei Gleichstand auf der Hand, gewinnt er die Runde.',
        },
      },
      outcome: {
        one: 'Jetzt gelegt: Deine Summe wird {total}.',
        plus: 'Als +: Deine Summe wird {total}.',
        minus: 'Als −: Deine Summe wird {total}.',
        nothingToCopy: 'Noch nichts zu kopieren: Leg zuerst eine andere Karte.',
        yourTurn: 'Du kannst sie legen, sobald du am Zug bist.',
      },
      counts: 'Zählt {value}.',
      countsClamped: 'Zählt hier {value}: In der Cantina fällt eine Summe nie unter 0.',
      key: 'Taste {key}',
    },
    you: 'Du',
    total: 'Summe',
    standing: 'Hält',
    bust: 'Überkauft',
    roundWins: 'Gewonnene Runden: {n} von 3',
    setWins: 'Gewonnene Sätze: {n} von 2',
    set: 'Satz {n}',
    round: 'Runde {n}',
    stake: 'Einsatz',
    noStake: 'keiner',
    shoe: 'Hauptstapel: {n}',
    deck: 'Hauptstapel',
    yourTurn: 'Du bist am Zug',
    theirTurn: '{Name} ist am Zug',
    waiting: 'Karten werden ausgeteilt…',
    thinking: 'Überlegt',
    status: {
      over: 'Partie vorbei',
      setOver: 'Satz vorbei',
      roundOver: 'Runde vorbei',
      choosing: 'Hände werden gewählt',
      thinking: '{Name} überlegt…',
      youStand: 'Du hältst',
      theyStand: '{Name} hält',
      turnOver: 'Zug beendet',
      drawing: 'Du ziehst…',
    },
    sideCardsLeft: 'In diesem Zug noch legbar: {n}',
    sideCardsAny: 'Beliebig viele Nebenstapelkarten pro Zug',
    overNote: {
      back: 'Über 20: Leg eine Karte, die dich zurückbringt, sonst bist du überkauft. | Über 20: Leg {n} Karten, die dich zusammen zurückbringen, sonst bist du überkauft.',
      lost: 'Über 20, und keine Karte, die du noch legen darfst, bringt dich zurück: Diese Runde ist verloren.',
    },
    hand: 'Deine Hand',
    theirHand: 'Hand {name_gen}',
    tableOf: 'Tisch {name_gen}',
    actions: {
      end: 'Zug beenden',
      stand: 'Halten',
      hint: 'Hinweis',
      menu: 'Menü',
      signMinus: '{card} als Minus legen',
      play: '{card} legen',
      playAs: '{card} als {value} legen',
      toolbar: 'Deine Züge',
    },
    tips: {
      end: 'Zug beenden ({key})',
      stand: 'Summe für den Rest der Runde halten ({key})',
      endBust: 'Zug beenden – damit bist du überkauft: {total} ist über 20 ({key})',
      standBust: 'Halten – damit bist du überkauft: {total} ist über 20 ({key})',
      hint: 'Den Berater fragen ({key})',
      menu: 'Aufgeben oder den Tisch verlassen ({key})',
      play: 'Diese Karte legen (Taste {key})',
      sign: '+ oder − für diese Wechselkarte wählen ({key})',
      skip: 'Klicken, um die Animation zu überspringen',
    },
    refused: {
      noFlipCard: 'Du hast keine Wechselkarte (±) auf der Hand, die F umstellen könnte.',
    },
    hint: {
      title: 'Berater',
      chance: 'Chance, die Partie zu gewinnen: {pct}\u00a0%',
      thinking: 'Der Berater überlegt…',
      end: 'Beende deinen Zug',
      stand: 'Halte deine Summe',
      play: 'Lege {card}',
      playAs: 'Lege {card} als {value}',
      choose: 'Nimm {cards}',
      close: 'Schließen',
      said: 'Berater: {action}. {reason}',
      saidChance: 'Berater: {action}. {reason} {chance}.',
    },
    coach: {
      title: 'Trainer',
      hide: 'Ausblenden',
      show: 'Einblenden',
      earlier: 'Frühere Notizen',
      thinking: 'Der Trainer sieht sich deine Karten an…',
      watch: 'Sieh {name_dat} beim Spielen zu: Der Trainer erklärt jeden Zug.',
      notes: {
        firstDraw:
          'Jeder Zug beginnt mit einer Karte vom Hauptstapel. Du hast eine {value} gezogen: Deine Summe ist {total}. Komm so nah an 20 wie möglich, ohne sie zu überschreiten.',
        draw: 'Du hast eine {value} gezogen: Deine Summe ist {total}.',
        over: 'Du hast eine {value} gezogen: {total} ist über 20. Beendest du so den Zug, bist du überkauft – aber eine Minuskarte kann dich noch retten.',
        firstPlay:
          'Du hast {card} aus deiner Hand gelegt: Eine Nebenstapelkarte ändert deine Summe sofort, hier auf {total}, und ist für den Rest der Partie verbraucht.',
        play: 'Du hast {card} gelegt: Deine Summe ist {total}.',
        recovered: 'Gerettet! {card} hat dich von {before} zurück auf {total} gebracht.',
        recoveredFlip:
          'Gerettet! Deine {card}, auf Minus gestellt, hat dich von {before} zurück auf {total} gebracht: Eine Wechselkarte zählt in beide Richtungen, ganz wie du sie stellst.',
        autoStand: 'Genau 20: Du hältst automatisch und bist in dieser Runde nicht mehr am Zug.',
        stand: 'Du hältst bei {total}: Die Summe gilt für den Rest der Runde.',
        theirEnd: '{Name} hat den Zug bei {total} beendet.',
        theirPlay: '{Name} hat {card} gelegt: {total}.',
        theirStand: '{Name} hält bei {total}. Übertriff das, ohne über 20 zu kommen.',
        theirStand20:
          '{Name} hält bei 20: Das ist nicht zu schlagen. Nur eine eigene 20 bringt Gleichstand.',
        theirStandLast: '{Name} hält ebenfalls, bei {total}: Die Summen entscheiden die Runde.',
        bust: 'Über 20 am Ende deines Zuges: überkauft, die Runde geht an {name_acc}.',
        theirBust: '{Name} ist mit {total} über 20: überkauft, die Runde gehört dir.',
        fill: 'Neun Karten und höchstens 20: Ein voller Tisch gewinnt die Runde.',
        theirFill: '{Name} hat den Tisch gefüllt: Neun Karten gewinnen die Runde.',
        roundWon:
          'Du gewinnst die Runde mit {a} zu {b}. Gewonnene Runden: {won} zu {lost}; drei entscheiden die Partie.',
        roundLost:
          '{Name} gewinnt die Runde mit {b} zu {a}. Gewonnene Runden: {won} zu {lost}; drei entscheiden die Partie.',
        roundScore: 'Gewonnene Runden: {won} zu {lost}; drei entscheiden die Partie.',
        tie: 'Gleichstand bei {a}: Niemand punktet, die Runde wird wiederholt.',
        tiebreakerYou: 'Dein Tiebreaker entscheidet den Gleichstand für dich.',
        tiebreakerThem: 'Der Tiebreaker {name_gen} entscheidet den Gleichstand.',
        youOpen: 'Runde {n}: Du beginnst.',
        theyOpen: 'Runde {n}: {Name} beginnt.',
        matchWon: 'Drei Runden gewonnen: Die Partie gehört dir! Jetzt kennst du das Spiel.',
        matchLost:
          '{Name} gewinnt die Partie. Versuch die Einführung unter „Spielregeln“ noch einmal.',
      },
      advice: {
        end: 'Drück {key}, um den Zug zu beenden: {total} ist noch weit von 20 entfernt, also ziehst du im nächsten Zug weiter.',
        endBehind:
          'Drück {key}, um den Zug zu beenden: {Name} hält bei {theirs}, also reicht {total} noch nicht.',
        endLost:
          'Keine Karte bringt {total} auf 20 oder darunter. Drück {key}: Diese Runde ist verloren.',
        stand:
          'Drück {key}, um bei {total} zu halten: Eine hohe Summe ist schwer zu schlagen, und mit einer weiteren Karte könntest du dich überkaufen.',
        standAhead: 'Drück {key}, um zu halten: {total} schlägt die {theirs} {name_gen}.',
        standLevel:
          'Drück {key}, um bei {total} zu halten, gleichauf mit {name_dat}: Ein Gleichstand wiederholt die Runde – sicherer als Überkaufen.',
        play: 'Drück {key}, um {card} zu legen: Deine Summe wird {total}.',
        play20: 'Drück {key}, um {card} zu legen und genau 20 zu erreichen.',
        recover:
          'Drück {key}, um {card} zu legen: Damit kommst du von {before} zurück auf {total} und bist nicht überkauft.',
        playMinus:
          'Stell deine {card} mit {key} auf Minus, oder klick auf das − darunter, und drück dann {then}, um sie zu legen: Aus {before} wird {total}.',
        playPlus:
          'Stell deine {card} mit {key} wieder auf Plus, oder klick auf das + darunter, und drück dann {then}, um sie zu legen: Aus {before} wird {total}.',
        flipFirst:
          'Fast: Deine {card} steht noch auf Plus. Stell sie erst mit {key} auf Minus, oder klick auf das − darunter, und leg sie dann mit {then}.',
        flipBackFirst:
          'Fast: Deine {card} steht auf Minus. Stell sie erst mit {key} wieder auf Plus, oder klick auf das + darunter, und leg sie dann mit {then}.',
        other: 'Drück {key}, um den Berater zu fragen.',
      },
      tap: {
        end: 'Tippe auf {button}, um den Zug zu beenden: {total} ist noch weit von 20 entfernt, also ziehst du im nächsten Zug weiter.',
        endBehind:
          'Tippe auf {button}, um den Zug zu beenden: {Name} hält bei {theirs}, also reicht {total} noch nicht.',
        endLost:
          'Keine Karte bringt {total} auf 20 oder darunter. Tippe auf {button}: Diese Runde ist verloren.',
        stand:
          'Tippe auf {button}, um bei {total} zu halten: Eine hohe Summe ist schwer zu schlagen, und mit einer weiteren Karte könntest du dich überkaufen.',
        standAhead: 'Tippe auf {button}, um zu halten: {total} schlägt die {theirs} {name_gen}.',
        standLevel:
          'Tippe auf {button}, um bei {total} zu halten, gleichauf mit {name_dat}: Ein Gleichstand wiederholt die Runde – sicherer als Überkaufen.',
        play: 'Tippe auf {card}, um sie zu legen: Deine Summe wird {total}.',
        play20: 'Tippe auf {card}, um sie zu legen und genau 20 zu erreichen.',
        recover:
          'Tippe auf {card}, um sie zu legen: Damit kommst du von {before} zurück auf {total} und bist nicht überkauft.',
        playMinus:
          'Tippe auf das − unter deiner {card}, um sie auf Minus zu stellen, dann auf die Karte, um sie zu legen: Aus {before} wird {total}.',
        playPlus:
          'Tippe auf das + unter deiner {card}, um sie wieder auf Plus zu stellen, dann auf die Karte, um sie zu legen: Aus {before} wird {total}.',
        flipFirst:
          'Fast: Deine {card} steht noch auf Plus. Tippe erst auf das − darunter, dann auf die Karte.',
        flipBackFirst:
          'Fast: Deine {card} steht auf Minus. Tippe erst auf das + darunter, dann auf die Karte.',
        other: 'Tippe auf {button}, um den Berater zu fragen.',
      },
      pad: {
        play: 'Geh auf {card} und drück {key}, um sie zu legen: Deine Summe wird {total}.',
        play20: 'Geh auf {card} und drück {key}, um sie zu legen und genau 20 zu erreichen.',
        recover:
          'Geh auf {card} und drück {key}, um sie zu legen: Damit kommst du von {before} zurück auf {total} und bist nicht überkauft.',
        playMinus:
          'Geh auf deine {card} und drück {key}, um sie auf Minus zu stellen. Leg sie dann mit {then}: Aus {before} wird {total}.',
        playPlus:
          'Geh auf deine {card} und drück {key}, um sie wieder auf Plus zu stellen. Leg sie dann mit {then}: Aus {before} wird {total}.',
        flipFirst:
          'Fast: Deine {card} steht noch auf Plus. Drück erst {key} auf der Karte, um sie auf Minus zu stellen, und leg sie dann mit {then}.',
        flipBackFirst:
          'Fast: Deine {card} steht auf Minus. Drück erst {key} auf der Karte, um sie wieder auf Plus zu stellen, und leg sie dann mit {then}.',
      },
    },
    menu: {
      title: 'Tischmenü',
      resume: 'Zurück an den Tisch',
      leave: 'Tisch verlassen',
      motionReduced: 'Bewegung ist reduziert (Einstellungen): Das Tempo hat keine Wirkung.',
      leaveNote:
        'Die Partie bleibt offen und gespeichert; du kannst später zurückkehren, auch nach dem Beenden des Spiels.',
      forfeit: 'Partie aufgeben',
      forfeitTitle: 'Partie aufgeben?',
      forfeitWarn: 'Gibst du auf, verlierst du die Partie und deinen Einsatz von {n}\u00a0Cr.',
      forfeitWarnFree: 'Gibst du auf, verlierst du die Partie.',
      confirm: 'Aufgeben',
      cancel: 'Nicht aufgeben',
    },
    /** the match was forfeited or finished in another window or tab on the same save */
    endedElsewhere: {
      title: 'Diese Partie wurde anderswo beendet',
      body: 'Sie wurde in einem anderen Fenster oder Tab aufgegeben oder zu Ende gespielt. An diesem Tisch lässt sich nichts mehr spielen.',
      leave: 'Tisch verlassen',
    },
    choose: {
      title: 'Wähle deine Hand für Satz {n}',
      pick: 'Wähle {n} deiner Nebenstapelkarten. Sie müssen für den ganzen Satz reichen.',
      titleMatch: 'Wähle deine Hand für die Partie',
      pickMatch: 'Wähle {n} deiner Nebenstapelkarten. Sie müssen für die ganze Partie reichen.',
      picked: '{n} von {of} gewählt',
      confirm: 'Diese Karten nehmen',
      theirPool: 'Nebenstapel {name_gen}',
      theirPoolHidden: 'Nebenstapel {name_gen}, verdeckt',
      waiting: 'Warte, bis {name} gewählt hat…',
      setAside: {
        you:
          'Du hast Satz {set} gewonnen: Die Karte, die du dafür gewählt hast, liegt bis zum Ende der Partie beiseite, ob gespielt oder nicht. | ' +
          'Du hast Satz {set} gewonnen: Die {n} Karten, die du dafür gewählt hast, liegen bis zum Ende der Partie beiseite, ob gespielt oder nicht.',
        them:
          '{Name} hat Satz {set} gewonnen: Die dafür gewählte Karte liegt bis zum Ende der Partie beiseite, ob gespielt oder nicht. | ' +
          '{Name} hat Satz {set} gewonnen: Die {n} dafür gewählten Karten liegen bis zum Ende der Partie beiseite, ob gespielt oder nicht.',
        keepYou: 'Du hast ihn verloren und behältst deinen ganzen Nebenstapel.',
        keepThem: '{Name} hat ihn verloren und behält den ganzen Nebenstapel.',
      },
      card: '{card} wählen ({key})',
      said: {
        picked: '{card} gewählt: {n} von {of}.',
        dropped: '{card} zurückgelegt: {n} von {of}.',
        full: 'Schon {of} Karten gewählt: Lege erst eine zurück.',
      },
    },
    pool: {
      button: 'Nebenstapel',
      tip: 'Der Nebenstapel, aus dem {name} die Hand für diesen Satz gewählt hat ({key})',
      hidden:
        'Die für diesen Satz gewählte Karte bleibt verdeckt, bis sie gelegt wird. | ' +
        'Die {n} für diesen Satz gewählten Karten bleiben verdeckt, bis sie gelegt werden.',
      held: 'Auf der Hand: {n}',
    },
    say: {
      banner: '{text}. {detail}.',
      myDraw: 'Du ziehst {value}: Summe {total}.',
      myPlay: 'Du legst {card}: Summe {total}.',
      myPlayTurns: 'Du legst {card}: {Changes}.',
      turn: '{Who} {moves}: Summe {total}.',
      turnTurns: '{Who} {moves}: Summe {total}, und {changes}.',
      turned: {
        down: '{who_poss} Summe sinkt von {from} auf {to}',
        up: '{who_poss} Summe steigt von {from} auf {to}',
        now: '{who_poss} Summe liegt bei {to}',
        myDown: 'deine Summe sinkt von {from} auf {to}',
        myUp: 'deine Summe steigt von {from} auf {to}',
        myNow: 'deine Summe liegt bei {to}',
      },
      playedAs: '{card} als {value}',
      moves: {
        draw: 'zieht {value}',
        play: 'legt {card}',
      },
      stand: '{Who} hält bei {total}.',
      myStand: 'Du hältst bei {total}.',
      bust: '{Who} ist mit {total} überkauft.',
      myBust: 'Du bist mit {total} überkauft.',
      fill: '{Who} füllt den Tisch mit {total}.',
      myFill: 'Du füllst den Tisch mit {total}.',
      onTable: '{Who} hat {cards} auf dem Tisch: Summe {total}.',
      myOnTable: 'Du hast {cards} auf dem Tisch: Summe {total}.',
      onTableStanding: '{Who} hat {cards} auf dem Tisch und hält bei {total}.',
      myOnTableStanding: 'Du hast {cards} auf dem Tisch und hältst bei {total}.',
      roundScore: '{result}. Gewonnene Runden: du {mine}, {who} {theirs}.',
      setScore: '{result}. Gewonnene Sätze: du {mine}, {who} {theirs}.',
      roundScoreNamed: '{result}. Gewonnene Runden: {first} {a}, {second} {b}.',
      setScoreNamed: '{result}. Gewonnene Sätze: {first} {a}, {second} {b}.',
      sign: '{card} wird als {value} gelegt.',
    },
    banner: {
      roundWon: 'Du gewinnst die Runde',
      roundLost: '{Name} gewinnt die Runde',
      tie: 'Gleichstand: Die Runde wird wiederholt',
      setWon: 'Du gewinnst Satz {n}',
      setLost: '{Name} gewinnt Satz {n}',
      matchWon: 'Du gewinnst die Partie!',
      matchLost: '{Name} gewinnt die Partie',
      youOpen: 'Du beginnst',
      theyOpen: '{Name} beginnt',
      muckYou: 'Abwurf: deine {cards} beiseitegelegt',
      muckThem: 'Abwurf: {cards} {name_gen} beiseitegelegt',
      tiebreaker: 'Tiebreaker!',
      /** under a round's end left on the table into the next round: which round it was */
      past: 'Das war Runde {ended} · jetzt Runde {next}',
      coin: 'Die Münze hat entschieden',
    },
    reason: {
      stand: '{name} hatte die höhere Summe',
      standYou: 'du hattest die höhere Summe',
      bust: '{name} hat sich überkauft',
      bustYou: 'du hast dich überkauft',
      fill: '{name} hat den Tisch gefüllt',
      fillYou: 'du hast den Tisch gefüllt',
      tiebreaker: '{name} hat per Tiebreaker gewonnen',
      tiebreakerYou: 'du hast per Tiebreaker gewonnen',
      tie: 'gleiche Summe',
    },
    opener: {
      note: '({why})',
      highCard: 'höhere Karte: {draw}',
      highCardUnseen: 'höhere Karte',
      draw: '{a} gegen {b}',
      youDrew: 'Du ziehst {mine}, {name} zieht {theirs}',
      theyDrew: '{Name} zieht {theirs}, du ziehst {mine}',
      drew: '{Name} zieht {high}, {other} zieht {low}',
      youDrewThen: 'dann ziehst du {mine}, {name} zieht {theirs}',
      theyDrewThen: 'dann zieht {name} {theirs}, du ziehst {mine}',
      drewThen: 'dann zieht {name} {high}, {other} {low}',
      tiedAt: 'Beide ziehen {value}',
      thenAt: 'dann beide {value}',
      afterTies: '{ties}, Gleichstand; {high}',
      afterManyTies: '{ties}, jedes Mal Gleichstand; {high}',
      coin: 'die Münze hat entschieden',
      lostRound: 'letzte Runde verloren',
      tie: 'letzte Runde unentschieden',
      wonSet: 'letzten Satz gewonnen',
    },
    rulesLabel: 'Regeln: {rules}',
    lastRound: 'Letzte Runde: {result}',
    lastRoundWhy: '({reason}, {a} zu {b})',
    lastRoundWon: 'gewonnen',
    /** at a hot-seat table, where both people may be looking: who won it, by name */
    lastRoundWonBy: '{name} hat gewonnen',
    lastRoundLost: 'verloren',
    lastRoundTie: 'unentschieden',
    loading: 'Der Tisch wird vorbereitet…',
    noMatch: 'Auf diesem Tisch läuft keine Partie.',
    back: 'Zurück',
    skipHint: 'Klicken oder Leertaste zum Überspringen',
    skipHintTouch: 'Zum Überspringen tippen',
    error: 'Schließen',
    result: {
      why: { tie: 'Gleichstand' },
      round: {
        won: 'Runde {n}: Du hast mit {total} gewonnen',
        wonBy: 'Runde {n}: {Name} hat mit {total} gewonnen',
        fill: 'Runde {n}: Du hast den Tisch mit {total} gefüllt und gewonnen',
        fillBy: 'Runde {n}: {Name} hat den Tisch mit {total} gefüllt und gewonnen',
        tiebreaker: 'Runde {n}: Du hast mit {total} per Tiebreaker gewonnen',
        tiebreakerBy: 'Runde {n}: {Name} hat mit {total} per Tiebreaker gewonnen',
        had: 'du hattest {total}',
        hadBy: '{name} hatte {total}',
        bust: 'du hast dich mit {total} überkauft',
        bustBy: '{name} hat sich mit {total} überkauft',
        said: '{winner}; {other}',
        tie: 'Runde {n}: unentschieden, {first} und {second}',
      },
      setRow: '{set}: {outcome}',
      sets: 'Sätze {score}',
      againstSets: '{against}, {sets}',
      set: { won: 'gewonnen', lost: 'verloren', to: 'an {name_acc}', unfinished: 'abgebrochen' },
      won: 'Sieg',
      lost: 'Niederlage',
      against: 'gegen {name_acc}',
      resigned: 'Du hast die Partie aufgegeben.',
      creditsWon: 'Gewonnene Credits',
      creditsLost: 'Verlorene Credits',
      houseCutTaken: 'Hausanteil von {cut} schon abgezogen',
      balance: 'Guthaben',
      prizeCards: 'Prämienkarten',
      prizeToDeck:
        'Nimm die Karte in ein Deck auf, um sie zu legen. | ' +
        'Nimm die Karten in ein Deck auf, um sie zu legen.',
      prizeInDeck:
        'Die Karte liegt jetzt in einem Deck und ist spielbereit. | ' +
        'Die Karten liegen jetzt in deinen Decks und sind spielbereit.',
      prizeDecks: 'Deine Decks öffnen',
      notes: 'Abrechnung',
      notesPlain: 'Hinweise',
      noStake: 'Es wurden keine Credits gesetzt.',
      rounds: 'Runden',
      /** hot-seat: before the two names over the round scores, the first name's total first */
      scoreKey: 'Summen',
      playAgain: 'Noch einmal',
      playAgainStake: 'Noch einmal · {stake}',
      /** said after main's refusal of Play again when the stake is now more than the purse */
      wagerBack: 'Zurück in der Cantina beginnt dein Einsatz wieder beim Tischminimum.',
      /** instead of Play again when the credits left are below the table's minimum stake */
      againShort:
        'Keine Revanche: {opponent} spielt um mindestens {min}, und du hast {have}. Such dir in der Cantina einen Tisch, für den deine Credits reichen.',
      toCantina: 'Zurück zur Cantina',
      toQuick: 'Zurück zur schnellen Partie',
      toTitle: 'Titelbildschirm',
      missing: 'Diese Partie liegt nicht mehr auf dem Tisch.',
      tutorialNote:
        'Eine Übungspartie der Einführung: Es wurde nichts gesetzt, und sie zählt nicht für deine Statistik.',
      tutorialLost:
        'Eine Übungspartie der Einführung: Es wurde nichts gesetzt, und sie zählt nicht. Die Karten dieser Partie sind für die Lektionen des Trainers zurechtgelegt, und ein eigener Zug bringt sie durcheinander: Starte die Partie noch einmal, um jede Lektion wie geplant zu sehen.',
      tutorialDeck:
        'In der Kampagne hat dein Startdeck nur Pluskarten. Der Händler in der ersten Cantina verkauft Minuskarten, und dein Startguthaben reicht für zwei.',
      toCampaign: 'Weiter zur Kampagne',
      toMap: 'Zur Kampagne',
      toTutorial: 'Zu den Spielregeln',
    },
  },
} as const
