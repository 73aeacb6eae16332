/** ledger (de): see en/ledger.ts. */
export default {
  ledger: {
    start: 'Startguthaben',
    carriedOver: 'Guthaben aus einem älteren Spielstand übernommen',
    carriedForward:
      '{lines} ältere Buchung, zusammengefasst | {lines} ältere Buchungen, zusammengefasst',
    stakeWon: 'Einsatz gewonnen',
    stakeLost: 'Einsatz verloren',
    stakeWonAgainst: 'gegen {opponent}',
    houseCut: 'am Tisch von {opponent}',
    reward: 'Prämie für den Sieg über {opponent}',
    bounty: 'Siegprämie für den Sieg über {opponent}',
    purse: 'Preisgeld des Hauses am Tisch von {opponent}',
    forfeited: 'an {opponent}, durch Aufgabe',
    stakeLostTo: 'an {opponent}',
    bought: '{card} bei {merchant}',
    sold: '{card} an {merchant}',
    dailyPrize: 'Tagesherausforderung vom {date} gewonnen',
  },
  cardLog: {
    start: 'Startsammlung',
    carriedOver: 'Aus einem älteren Spielstand übernommen',
    carriedForward: 'Ältere Einträge, zusammengefasst',
    prize: 'Prämie für den Sieg über {opponent}',
    bought: 'Bei {merchant} gekauft',
    sold: 'An {merchant} verkauft',
  },
} as const
