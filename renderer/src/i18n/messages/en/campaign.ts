/**
 * The campaign's flavour lines (en), keyed by the content's ids: each cantina's mood and
 * champion title, each opponent's one line of personality, each merchant's greeting. Also the
 * campaign log's lines and the result screen's campaign notes, which main sends as data (a key
 * and its names and numbers) and campaign-lines.ts words: `{opponent}`, `{location}` and
 * `{planet}` are proper names (German declines them, i18n/names.ts), `{credits}` and `{cut}`
 * numbers already written the language's way, `{cards}` a list of cards named as the Card Book
 * (or the match) draws them, `{title}` a champion title from the lines below.
 *
 * The English comes from main (main/services/campaign/content, main/services/match/quick.ts)
 * and is shown from there; this copy is what the German was translated from. flavour.test.ts
 * fails when it no longer matches the content, so a changed English line is noticed and its
 * German re-checked. It also lets the renderer find an earned title's cantina by its text.
 * A `name` line (a player with a title, a role, a merchant's stall) lets the German say its
 * words in German; the renderer finds it by id, or by this English where main sends only the
 * name (a ledger line, a refusal: i18n/content-names.ts).
 */
export default {
  campaign: {
    /** how a spoken line is set off: English and German quote differently */
    quote: '“{line}”',
    /** the campaign log, one entry per thing that happened (preload/contract CampaignLogMessage) */
    log: {
      // {cards}: each named with its kind ("Minus card −1", "Gold flip 2&4"): a bare "−1" or
      // "2&4" read like a sum of credits
      prizeWon:
        'Won a prize card from {opponent}: {cards}. | Won prize cards from {opponent}: {cards}.',
      beat: 'Beat {opponent} at {location}.',
      /** the first loss to an opponent, as `beat` is the first win */
      lostTo: 'Lost to {opponent} at {location} for the first time.',
      championBeaten: 'Beat {opponent} at {location} and took the title {title}.',
      doorsOpened: '{location} on {planet} opened its doors.',
      campaignWon: 'The last champion fell. The campaign is won; the tables stay open.',
      // a big stake: `credits` is one player's stake, the opponent's won (before any house cut)
      // or the player's own lost; never "pot", which is both stakes together
      potWon: 'Won a stake of {credits}\u00a0cr from {opponent}, before any house cut.',
      potLost: 'Lost a stake of {credits}\u00a0cr to {opponent}.',
    },
    /** the result screen's notes after a campaign match (preload/contract CampaignNote) */
    note: {
      stakeWon: "You won {opponent}'s stake of {credits}\u00a0cr.",
      // the cut comes off the stake won: the credits won on the screen are after it
      stakeWonCut:
        "You won {opponent}'s stake of {credits}\u00a0cr; the house kept {cut}\u00a0cr of it.",
      stakeLost: 'You lost your stake of {credits}\u00a0cr to {opponent}.',
      // the one-time prize for the first win over an opponent, which the opponent does not pay
      bounty: 'First win over {opponent}: a one-time bounty of {credits}\u00a0cr.',
      purse: "The house pays the table's purse: {credits}\u00a0cr.",
      // the prize's cards (a prize is what a win pays besides the pot: credits, cards or both)
      prize: 'Prize card: {cards}. | Prize cards: {cards}.',
      // {opponent}: the cantina's champion, who waited for the player to beat enough regulars
      championOpen:
        'You have made a name at {location}: its champion, {opponent}, will play you now.',
      titleEarned: 'Title earned: {title}.',
      locationOpen: '{location} on {planet} is open to you.',
      campaignEnding:
        'The circuit is yours. Word travels from the Spire back to the Rusted Anchor, and every ' +
        'table in the sector now wants a game with you. Play on: the cantinas stay open.',
      forfeited: 'You forfeited the match.',
      tiebreakerOwned: 'You already own the tiebreaker, and only one exists in a collection.',
    },
    // each cantina's name in a sentence: German gives it an article and declines it
    // (i18n/names.ts, `{location_in}` …); English says the name as it is in every place
    location: {
      'rusted-anchor': {
        forms: {
          nom: 'The Rusted Anchor',
          acc: 'The Rusted Anchor',
          dat: 'The Rusted Anchor',
          gen: 'The Rusted Anchor',
          in: 'The Rusted Anchor',
        },
        mood: 'Cheap drinks, loud engines outside, and spacers betting what they can spare.',
        champion: 'Champion of the Rusted Anchor',
      },
      'dune-lantern': {
        forms: {
          nom: 'The Dune Lantern',
          acc: 'The Dune Lantern',
          dat: 'The Dune Lantern',
          gen: 'The Dune Lantern',
          in: 'The Dune Lantern',
        },
        mood: 'Sand hisses on the shutters while caravan crews play for water money.',
        champion: 'Lantern-Keeper of Ashmarrow',
      },
      'coral-vault': {
        forms: {
          nom: 'The Coral Vault',
          acc: 'The Coral Vault',
          dat: 'The Coral Vault',
          gen: 'The Coral Vault',
          in: 'The Coral Vault',
        },
        mood: 'Green light through the sea-glass ceiling, and a dealer who takes her cut.',
        champion: 'Warden of the Coral Vault',
      },
      'ember-hall': {
        forms: {
          nom: 'The Ember Hall',
          acc: 'The Ember Hall',
          dat: 'The Ember Hall',
          gen: 'The Ember Hall',
          in: 'The Ember Hall',
        },
        mood: 'Furnace heat, soot on the cards, and miners who bet a month of shifts.',
        champion: 'Flame of the Ember Hall',
      },
      'glass-orchid': {
        forms: {
          nom: 'The Glass Orchid',
          acc: 'The Glass Orchid',
          dat: 'The Glass Orchid',
          gen: 'The Glass Orchid',
          in: 'The Glass Orchid',
        },
        mood: 'Silk, soft strings and quiet money: nobody here admits to losing.',
        champion: 'Patron of the Glass Orchid',
      },
      'gilded-circuit': {
        forms: {
          nom: 'The Gilded Circuit',
          acc: 'The Gilded Circuit',
          dat: 'The Gilded Circuit',
          gen: 'The Gilded Circuit',
          in: 'The Gilded Circuit',
        },
        mood: 'The tournament floor: best of three sets, open pools, and the whole sector watching.',
        champion: 'Grandmaster of the Circuit',
      },
    },
    // each opponent's line is who they are, also under their name on the table's plate, where
    // it has two lines at the smallest window (e2e/table-fit.slow.spec.ts): no rule of the table
    opponent: {
      'pip-odell': { title: 'A deckhand who plays for fun and loses with a grin.' },
      'marla-quince': { title: 'A cargo loader who counts every card out loud.' },
      'hobb-tarrow': { title: 'An old engine-tech who stands early and grumbles about the heat.' },
      'sister-kell': {
        name: 'Sister Kell',
        title: 'The Anchor’s champion: a retired smuggler who never raises her voice.',
      },
      'juno-brask': { title: 'A caravan scout who bets fast and laughs louder.' },
      'tobin-vey': {
        title: 'Plays the cantina’s own rules with a forty-card shoe he swears is lucky.',
      },
      'ressa-moor': { title: 'A water-seller who never draws past seventeen.' },
      'gannet-rook': {
        name: 'Captain Gannet Rook',
        title: 'Runs the Lantern’s back room and the sand-skiff races behind it.',
      },
      'ilsa-fenn': { title: 'A pearl diver who reads the table like a tide chart.' },
      'doss-merrow': {
        title: 'A harbour clerk who keeps a ledger of every hand he has ever lost.',
      },
      'ledger-9': { title: 'A counting droid that plays the shoe and never blinks.' },
      'mother-oona': {
        name: 'Mother Oona',
        title: 'Keeper of the Vault; her smile costs more than your ship.',
      },
      'kez-harrow': { title: 'A lava miner with burnt gloves and a bold stand.' },
      'saffi-drune': { title: 'A foreman’s daughter who plays the shoe with a cool head.' },
      'orun-vast': { title: 'Bets big, talks bigger, and bluffs like the furnace is his.' },
      'warden-ashka': {
        name: 'Warden Ashka',
        title: 'Holds the Ember Hall’s title and the key to its furnace.',
      },
      'corvina-vale': { title: 'Plays for sport and wins out of spite.' },
      'tam-quill': { title: 'A card-sharp in a borrowed coat, with a borrowed smile to match.' },
      'sorrel-9': { title: 'A butler droid that deals cantina rules at the Orchid’s side table.' },
      'baron-thorne': { title: 'The Orchid’s patron, who has never lost in his own house.' },
      'vey-sarto': { title: 'A circuit regular who studies your pool before she sits down.' },
      'grell-okar': { title: 'Trades twists the way other people trade insults.' },
      'nyx-harlan': { title: 'Never smiles, and never mucks a card she still needs.' },
      'sable-orrin': {
        name: 'Grandmaster Sable Orrin',
        title: 'Undefeated on the circuit for eleven seasons, and bored of it.',
      },
      // the quick-match house players (main/services/match/quick.ts), one per AI tier; the two
      // named by what they are, not by a name, have a name line and its forms in a sentence
      // (i18n/names.ts, docs/messages.md): English says them alike in every place; the two
      // with a title have a name line alone, declined as a name
      'quick-rookie': {
        name: 'Deckhand Wendel',
        title: 'Plays for fun, stands early, and never counts cards.',
      },
      'quick-kotor': {
        name: 'The Table Droid',
        forms: {
          nom: 'The Table Droid',
          acc: 'The Table Droid',
          dat: 'The Table Droid',
          gen: 'The Table Droid',
        },
        title: 'Plays by the old-timers’ rule of thumb, card for card.',
      },
      'quick-veteran': {
        name: 'Captain Ondine Castell',
        title: 'A freighter captain who treats every hand card like fuel.',
      },
      'quick-master': {
        name: 'The Quiet Stranger',
        forms: {
          nom: 'The Quiet Stranger',
          acc: 'The Quiet Stranger',
          dat: 'The Quiet Stranger',
          gen: 'The Quiet Stranger',
        },
        title: 'Nobody has seen them smile, or lose a match they meant to win.',
      },
    },
    merchant: {
      vessa: {
        name: 'Old Vessa’s Stall',
        short: 'Vessa',
        greeting: 'Minus cards, spacer. Nobody ever lost a round for owning too many.',
      },
      oskar: {
        name: 'Oskar’s Sand-Cart',
        short: 'Oskar',
        greeting: 'Water’s dear out here. Cards are dearer. Look all you like.',
      },
      lumi: {
        name: 'Lumi’s Tide Counter',
        short: 'Lumi',
        greeting: 'Fresh from the deep trade routes. Flip cards, if your purse is deep enough.',
      },
      brannoch: {
        name: 'Brannoch’s Forge-Locker',
        short: 'Brannoch',
        greeting: 'Tempered in the furnace, priced like it. Pick a card.',
      },
      ysolde: {
        name: 'Ysolde’s Glass Case',
        short: 'Ysolde',
        greeting: 'Only the finest, darling. Gold does not haggle.',
      },
      fennick: {
        name: 'Fennick’s Circuit Supply',
        short: 'Fennick',
        greeting: 'Tournament-legal, every one. Two of a kind at most, mind the rules.',
      },
    },
  },
} as const
