/**
 * ledger (de): see en/ledger.ts. A player is named in the case the line asks for (i18n/names.ts):
 * "an Schwester Kell", "am Tisch von Pip Odell", as a role would be ("an den Tischdroiden").
 * A card is bought and sold "bei" a stall, as at a shop: "−3 bei Vessas Verkaufsstand".
 */
export default {
  ledger: {
    start: 'Startguthaben',
    carriedOver: 'Guthaben aus einem älteren Spielstand übernommen',
    carriedForward:
      '{lines} ältere Buchung, zusammengefasst | {lines} ältere Buchungen, zusammengefasst',
    stakeWon: 'Einsatz gewonnen',
    stakeLost: 'Einsatz verloren',
    stakeWonAgainst: 'gegen {opponent_acc}',
    houseCut: 'am Tisch {opponent_gen}',
    reward: 'Prämie für den Sieg über {opponent_acc}',
    bounty: 'einmalig, für den ersten Sieg über {opponent_acc}',
    purse: 'aus dem Preisgeld des Hauses am Tisch {opponent_gen}',
    forfeited: 'an {opponent_acc}, durch Aufgabe',
    stakeLostTo: 'an {opponent_acc}',
    bought: '{card} bei {merchant}',
    sold: '{card} bei {merchant}',
    dailyPrize: 'Tagesherausforderung vom {date} gewonnen',
  },
  cardLog: {
    start: 'Startsammlung',
    carriedOver: 'Aus einem älteren Spielstand übernommen',
    carriedForward: 'Ältere Einträge, zusammengefasst',
    prize: 'Prämie für den Sieg über {opponent_acc}',
    bought: 'Bei {merchant} gekauft',
    sold: 'Bei {merchant} verkauft',
  },
} as const
