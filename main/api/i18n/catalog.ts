/**
 * German for every sentence main sends a player, as templates matched against the English.
 *
 * `{name}` captures any text and passes it through unchanged: proper names (opponents,
 * cantinas, merchants, decks), card codes, slot numbers. `{name:kind}` captures text that is
 * itself translated: `n` is a number written the English way ("1,500" becomes "1.500"),
 * `sentences` is one or more catalog sentences joined by spaces (a deck's problems), and any
 * other kind names a list of PHRASES below. Templates are tried in order and the first whose
 * English matches wins, so a template with a literal word ("a cantina") comes before the one
 * with a placeholder in its place.
 */
import { STARTER_DECK_NAME } from '@main/services/profile/new-profile'

export interface Template {
  en: string
  de: string
}

/** Terms follow the renderer's German (renderer/src/i18n/messages/de): Halten, Einsatz, Satz, Nebenstapel. */
export const SENTENCES: readonly Template[] = [
  // --- the match engine's refusals (main/engine/match.ts refuse) ---
  {
    en: 'There are only two players at a pazaak table.',
    de: 'An einem Pazaak-Tisch sitzen nur zwei Spieler.',
  },
  { en: 'The match is over.', de: 'Die Partie ist vorbei.' },
  {
    en: 'Hands are chosen only before a set starts.',
    de: 'Hände werden nur vor Beginn eines Satzes gewählt.',
  },
  {
    en: 'You have already chosen your hand for this set.',
    de: 'Du hast deine Hand für diesen Satz schon gewählt.',
  },
  { en: 'Choose exactly {n:n} cards for your hand.', de: 'Wähle genau {n} Karten für deine Hand.' },
  {
    en: 'You have no {card} left in your side deck to bring into this set.',
    de: 'In deinem Nebenstapel ist keine {card} mehr übrig, die du in diesen Satz mitnehmen könntest.',
  },
  {
    en: 'Both players must choose their hands before the set starts.',
    de: 'Beide Spieler müssen ihre Hände wählen, bevor der Satz beginnt.',
  },
  {
    en: 'You are standing and take no more turns this round.',
    de: 'Du hältst und bist in dieser Runde nicht mehr am Zug.',
  },
  { en: 'It is not your turn.', de: 'Du bist nicht am Zug.' },
  { en: 'You have no {card} in your hand.', de: 'Du hast keine {card} auf der Hand.' },
  {
    en: 'The tiebreaker is never played: it fires by itself when a round ends in a tie.',
    de: 'Der Tiebreaker wird nie gelegt: Er greift von selbst, wenn eine Runde unentschieden endet.',
  },
  {
    en: 'You have already played a side card this turn.',
    de: 'Du hast in diesem Zug schon eine Nebenstapelkarte gelegt.',
  },
  {
    en: 'You can play at most {n:n} side cards a turn.',
    de: 'Du kannst höchstens {n} Nebenstapelkarten pro Zug legen.',
  },
  {
    en: 'Your table is full: it holds nine cards.',
    de: 'Dein Tisch ist voll: Er fasst neun Karten.',
  },
  { en: 'Choose whether {card} adds or subtracts.', de: 'Wähle, ob {card} addiert oder abzieht.' },
  { en: '{card} has no sign to choose.', de: 'Bei {card} gibt es kein Vorzeichen zu wählen.' },
  {
    en: 'The double has no card to copy yet.',
    de: 'Die Doppelkarte hat noch keine Karte zum Kopieren.',
  },

  // --- match setup and side decks (main/engine/match.ts createMatch, side-deck.ts) ---
  {
    en: "Player {p}'s hand has {n:n} cards; a hand holds {size:n}.",
    de: 'Die Hand von Spieler {p} hat {n} Karten; eine Hand fasst {size}.',
  },
  {
    en: "Player {p}'s hand: the {rules:ruleset} ruleset has no {card} card.",
    de: 'Hand von Spieler {p}: Das Regelwerk {rules} kennt keine Karte {card}.',
  },
  {
    en: "Player {p}'s side deck: {problems:sentences}",
    de: 'Nebenstapel von Spieler {p}: {problems}',
  },
  {
    en: 'A main-deck card is a whole number from 1 to 10, not {value}.',
    de: 'Eine Hauptstapelkarte ist eine ganze Zahl von 1 bis 10, nicht {value}.',
  },
  {
    en: 'A side deck holds exactly {size:n} cards; this one has {n:n}.',
    de: 'Ein Nebenstapel hat genau {size} Karten; dieser hat {n}.',
  },
  { en: '"{card}" is not a side card.', de: '„{card}“ ist keine Nebenstapelkarte.' },
  {
    en: 'The {rules:ruleset} ruleset has no {card} card.',
    de: 'Das Regelwerk {rules} kennt keine Karte {card}.',
  },
  {
    en: '{rules:ruleset} decks allow at most {max:n} copy of {card}; this deck has {n:n}.',
    de: 'Nebenstapel für {rules} erlauben höchstens {max} Exemplar von {card}; dieser hat {n}.',
  },
  {
    en: '{rules:ruleset} decks allow at most {max:n} copies of {card}; this deck has {n:n}.',
    de: 'Nebenstapel für {rules} erlauben höchstens {max} Exemplare von {card}; dieser hat {n}.',
  },
  {
    en: '{rules:ruleset} decks allow at most {max:n} tiebreaker; this deck has {n:n}.',
    de: 'Nebenstapel für {rules} erlauben höchstens {max} Tiebreaker; dieser hat {n}.',
  },
  {
    en: 'That is not a deck share code (they look like PZ1-ABCDEFGHIJ-K).',
    de: 'Das ist kein Deck-Code (er sieht so aus: PZ1-ABCDEFGHIJ-K).',
  },
  {
    en: 'That share code has a typo in it: its check letter does not match.',
    de: 'Der Deck-Code enthält einen Tippfehler: Sein Prüfbuchstabe passt nicht.',
  },
  {
    en: 'That share code names an unknown card ("{ch}").',
    de: 'Der Deck-Code nennt eine unbekannte Karte („{ch}“).',
  },

  // --- profiles (main/services/profile/profiles.ts) ---
  { en: 'A profile needs a name.', de: 'Ein Profil braucht einen Namen.' },
  {
    en: "A profile's name is at most {n:n} characters.",
    de: 'Der Name eines Profils hat höchstens {n} Zeichen.',
  },
  {
    en: "A profile's name cannot hold control characters.",
    de: 'Der Name eines Profils darf keine Steuerzeichen enthalten.',
  },
  {
    en: 'Slot {slot} already holds a profile. Delete it first to start anew there.',
    de: 'Platz {slot} enthält schon ein Profil. Lösche es zuerst, um dort neu anzufangen.',
  },
  { en: 'Slot {slot} is empty.', de: 'Platz {slot} ist leer.' },
  {
    en: 'To delete this profile, type its name exactly: {name}',
    de: 'Um dieses Profil zu löschen, gib seinen Namen genau so ein: {name}',
  },
  { en: 'Load or create a profile first.', de: 'Lade oder erstelle zuerst ein Profil.' },

  // --- settings, collection, wallet (main/services) ---
  {
    en: 'Those settings are out of range.',
    de: 'Diese Einstellungen liegen außerhalb des erlaubten Bereichs.',
  },
  { en: 'You do not own a {card} card.', de: 'Du besitzt keine Karte {card}.' },
  {
    en: 'Your collection holds at most {n:n} of {card}.',
    de: 'Deine Sammlung fasst höchstens {n} Exemplare von {card}.',
  },
  {
    en: 'Only one tiebreaker exists in a collection, and you own it.',
    de: 'In einer Sammlung gibt es nur einen Tiebreaker, und du besitzt ihn schon.',
  },
  {
    en: 'That needs {n:n} credits; you have {have:n}.',
    de: 'Dafür brauchst du {n} Credits; du hast {have}.',
  },
  {
    en: 'Your purse cannot hold that many credits.',
    de: 'So viele Credits passen nicht in deinen Beutel.',
  },

  // --- decks (main/services/decks) ---
  { en: 'A deck needs a name.', de: 'Ein Deck braucht einen Namen.' },
  {
    en: "A deck's name is at most {n:n} characters.",
    de: 'Der Name eines Decks hat höchstens {n} Zeichen.',
  },
  {
    en: "A deck's name cannot hold control characters.",
    de: 'Der Name eines Decks darf keine Steuerzeichen enthalten.',
  },
  {
    en: 'A deck holds 10 cards; that list has {n:n}.',
    de: 'Ein Deck hat 10 Karten; diese Liste hat {n}.',
  },
  {
    en: 'That deck is not in your collection any more.',
    de: 'Dieses Deck ist nicht mehr in deiner Sammlung.',
  },
  {
    en: 'That deck is on the table in the match in progress.',
    de: 'Dieses Deck liegt in der laufenden Partie auf dem Tisch.',
  },
  {
    en: 'You can keep at most {n:n} decks. Delete one first.',
    de: 'Du kannst höchstens {n} Decks behalten. Lösche zuerst eins.',
  },
  {
    en: 'You own no {card}; this deck uses {n:n}.',
    de: 'Du besitzt keine {card}; dieses Deck braucht {n}.',
  },
  {
    en: 'You own {have:n} of {card}; this deck uses {n:n}.',
    de: 'Du besitzt {have}× {card}; dieses Deck braucht {n}.',
  },

  // --- matches (main/services/match) ---
  {
    en: 'A match with credits on the table is in progress: finish or forfeit it first.',
    de: 'Eine Partie mit Credits auf dem Tisch läuft noch: Spiel sie zu Ende oder gib sie zuerst auf.',
  },
  {
    en: 'The house deck cannot be played here: {problems:sentences}',
    de: 'Das Deck des Hauses kann hier nicht gespielt werden: {problems}',
  },
  {
    en: '{deck:deck} cannot be played here: {problems:sentences}',
    de: '{deck} kann hier nicht gespielt werden: {problems}',
  },
  {
    en: '{deck:deck} cannot be played at this table: {problems:sentences}',
    de: '{deck} kann an diesem Tisch nicht gespielt werden: {problems}',
  },
  {
    en: 'There is no such opponent in the campaign.',
    de: 'Diesen Gegner gibt es in der Kampagne nicht.',
  },
  { en: 'It is not your move.', de: 'Du bist nicht am Zug.' },
  {
    en: 'That match is over or was never started.',
    de: 'Diese Partie ist vorbei oder wurde nie begonnen.',
  },
  {
    en: 'You already own the tiebreaker, and only one exists in a collection.',
    de: 'Du besitzt den Tiebreaker schon, und in einer Sammlung gibt es nur einen.',
  },
  { en: 'You forfeited the match.', de: 'Du hast die Partie aufgegeben.' },

  // --- the tutorial coach's reasons (main/services/match/matches.ts coachReason) ---
  { en: 'Stand: {total} is a high total.', de: 'Halten: {total} ist eine hohe Summe.' },
  {
    en: 'No card brings you back: the round is lost.',
    de: 'Keine Karte rettet dich: Die Runde ist verloren.',
  },
  {
    en: 'End the turn: {total} is far from 20, so draw again.',
    de: 'Zug beenden: {total} ist weit von 20 entfernt, also zieh noch einmal.',
  },
  { en: 'Play {card} to make {total}.', de: 'Leg {card}, um auf {total} zu kommen.' },
  { en: 'Choose your hand.', de: 'Wähle deine Hand.' },

  // --- the advisor's reasons (main/ai/index.ts advise) ---
  {
    en: 'Bring the cards that turn 15 to 17 into 18 to 20.',
    de: 'Nimm die Karten mit, die aus 15 bis 17 eine 18 bis 20 machen.',
  },
  {
    en: 'Stand: {total} is worth keeping ({chance:chance}).',
    de: 'Halten: {total} lohnt sich zu behalten ({chance}).',
  },
  {
    en: 'Let this round go and keep your cards ({chance:chance}).',
    de: 'Gib diese Runde verloren und behalte deine Karten ({chance}).',
  },
  {
    en: 'Draw on: {total} is not enough yet ({chance:chance}).',
    de: 'Weiterziehen: {total} reicht noch nicht ({chance}).',
  },
  {
    en: 'Play {card}: this round is worth the card ({chance:chance}).',
    de: 'Leg {card}: Diese Runde ist die Karte wert ({chance}).',
  },
  { en: 'Choose your hand ({chance:chance}).', de: 'Wähle deine Hand ({chance}).' },

  // --- the campaign: wagers, tables, results, log (main/services/campaign/campaign.ts) ---
  {
    en: '{name} plays at a cantina, which you have not reached yet.',
    de: '{name} spielt in einer Cantina, die du noch nicht erreicht hast.',
  },
  {
    en: '{name} plays at {place}, which you have not reached yet.',
    de: '{name} spielt in {place}, wo du noch nicht warst.',
  },
  {
    en: '{name} only plays those who have made a name at {place}: beat {n:n} more of its regulars first.',
    de: '{name} spielt nur mit denen, die sich in {place} einen Namen gemacht haben: Schlag zuerst noch {n} der Stammgäste.',
  },
  {
    en: 'A wager is a whole number of credits.',
    de: 'Ein Einsatz ist eine ganze Zahl von Credits.',
  },
  {
    en: '{name} plays for at least {min:n} credits; you have {have:n}.',
    de: '{name} spielt um mindestens {min} Credits; du hast {have}.',
  },
  {
    en: 'You cannot stake {n:n} credits: you have {have:n}.',
    de: 'Du kannst nicht {n} Credits setzen: Du hast {have}.',
  },
  {
    en: '{name} plays for {min:n} to {max:n} credits.',
    de: '{name} spielt um {min} bis {max} Credits.',
  },
  // The log and the result notes are data the renderer words (renderer/src/i18n/campaign-lines.ts);
  // these log lines are for saves written before that, whose entries are still English text.
  {
    en: 'Lost a pot of {n:n} credits to {name}.',
    de: 'Einen Pott von {n} Credits an {name} verloren.',
  },
  { en: 'Won {cards} from {name}.', de: '{cards} von {name} gewonnen.' },
  { en: 'Beat {name} at the cantina.', de: '{name} in der Cantina geschlagen.' },
  {
    en: 'Beat {name}, champion of {place}: {title}.',
    de: '{name} geschlagen, Champion von {place}: {title}.',
  },
  { en: 'Beat {name} at {place}.', de: '{name} in {place} geschlagen.' },
  {
    en: '{place} on {planet} opened its doors.',
    de: '{place} auf {planet} hat seine Türen geöffnet.',
  },
  {
    en: 'The last champion fell. The campaign is won; the tables stay open.',
    de: 'Der letzte Champion ist gefallen. Die Kampagne ist gewonnen; die Tische bleiben offen.',
  },
  {
    en: 'Took a pot of {n:n} credits from {name}.',
    de: 'Einen Pott von {n} Credits von {name} gewonnen.',
  },
  {
    en:
      'The circuit is yours. Word travels from the Spire back to the Rusted Anchor, and every ' +
      'table in the sector now wants a game with you. Play on: the cantinas stay open.',
    de:
      'Der Circuit gehört dir. Die Kunde reist von der Spire bis zurück zum Rusted Anchor, und ' +
      'jeder Tisch im Sektor will jetzt gegen dich spielen. Spiel weiter: Die Cantinas bleiben offen.',
  },

  // --- the shop (main/services/shop/shop.ts) ---
  { en: '{merchant} does not sell {card}.', de: '{merchant} verkauft keine {card}.' },
  { en: '{merchant} has no {card} left.', de: '{merchant} hat keine {card} mehr.' },
  {
    en: '{card} costs {price:n} credits, and {staked:n} of your {have:n} are staked on the match in progress.',
    de: '{card} kostet {price} Credits, und {staked} deiner {have} sind in der laufenden Partie gesetzt.',
  },
  {
    en: '{card} costs {price:n} credits; you have {have:n}.',
    de: '{card} kostet {price} Credits; du hast {have}.',
  },
  {
    en: 'You need at least {n:n} side cards to build a deck, so this one stays.',
    de: 'Du brauchst mindestens {n} Nebenstapelkarten für ein Deck, also bleibt diese hier.',
  },
  { en: 'There is no such merchant.', de: 'Diesen Händler gibt es nicht.' },
  {
    en: '{merchant} trades where you cannot go yet.',
    de: '{merchant} handelt dort, wo du noch nicht hinkommst.',
  },

  // --- ledger notes, shown with each line of the wallet's ledger (changeCredits calls) ---
  { en: 'Starting credits', de: 'Startguthaben' },
  {
    en: 'Balance carried over from an older save',
    de: 'Guthaben aus einem älteren Spielstand übernommen',
  },
  { en: 'Won the stake', de: 'Einsatz gewonnen' },
  { en: 'Lost the stake', de: 'Einsatz verloren' },
  { en: 'Won the stake against {name}', de: 'Einsatz gegen {name} gewonnen' },
  { en: "The house's cut at {name}'s table", de: 'Anteil des Hauses am Tisch von {name}' },
  { en: 'Reward for beating {name}', de: 'Belohnung für den Sieg über {name}' },
  { en: 'Forfeited the stake to {name}', de: 'Einsatz durch Aufgabe an {name} verloren' },
  { en: 'Lost the stake to {name}', de: 'Einsatz an {name} verloren' },
  { en: 'Bought {card} from {merchant}', de: '{card} bei {merchant} gekauft' },
  { en: 'Sold {card} to {merchant}', de: '{card} an {merchant} verkauft' },

  // --- the api itself (main/api/router.ts) ---
  {
    en: 'Something went wrong in the game; nothing was changed. Please try again.',
    de: 'Im Spiel ist etwas schiefgegangen; nichts wurde verändert. Bitte versuch es noch einmal.',
  },
  {
    en: 'The game could not accept that request (at {path}).',
    de: 'Das Spiel konnte diese Anfrage nicht annehmen (bei {path}).',
  },
  {
    en: 'The game could not accept that request.',
    de: 'Das Spiel konnte diese Anfrage nicht annehmen.',
  },
  { en: 'The game has no such call.', de: 'Diesen Aufruf kennt das Spiel nicht.' },

  // --- notices about saves (main/store/repository.ts) ---
  {
    en: '{label:label} was missing; its last good copy was loaded.',
    de: '{label} fehlte; die letzte gute Kopie wurde geladen.',
  },
  {
    en: '{label:label} {why:why}; the last good copy was loaded. The damaged file was kept as {aside}.',
    de: '{label} {why}; die letzte gute Kopie wurde geladen. Die beschädigte Datei wurde als {aside} aufbewahrt.',
  },
  {
    en:
      '{label:label} {why:why} and no good copy of it was left, so it starts fresh. ' +
      'Nothing was erased: the old file was kept as {kept} in {dir}.',
    de:
      '{label} {why}, und es gab keine gute Kopie mehr, also wird neu begonnen. ' +
      'Nichts wurde gelöscht: Die alte Datei wurde als {kept} in {dir} aufbewahrt.',
  },
  {
    en:
      '{label:label} {why:why} and no good copy of it was left, so it starts fresh. ' +
      'Nothing was erased: the old files were kept as {kept:files} in {dir}.',
    de:
      '{label} {why}, und es gab keine gute Kopie mehr, also wird neu begonnen. ' +
      'Nichts wurde gelöscht: Die alten Dateien wurden als {kept} in {dir} aufbewahrt.',
  },
]

/** Parts of sentences that are themselves built from a few English phrases. */
export const PHRASES: Readonly<Record<string, readonly Template[]>> = {
  // a deck's name: the player's own as written, the untouched starter deck in the language
  // (the renderer shows it so too: renderer/src/i18n/deck-name.ts)
  deck: [
    { en: STARTER_DECK_NAME, de: 'Startdeck' },
    { en: '{name}', de: '{name}' },
  ],
  ruleset: [
    { en: 'classic', de: 'Klassisch' },
    { en: 'Classic', de: 'Klassisch' },
    { en: 'tournament', de: 'Turnier' },
    { en: 'Tournament', de: 'Turnier' },
    { en: 'cantina', de: 'Cantina' },
    { en: 'Cantina', de: 'Cantina' },
  ],
  chance: [{ en: 'about {n}% to win the match', de: 'etwa {n} % Chance, die Partie zu gewinnen' }],
  // what a save notice is about (repository.load's label); singular, so "war" fits every one
  label: [
    { en: 'Your settings', de: 'Die Datei deiner Einstellungen' },
    { en: 'Your save in slot {slot}', de: 'Dein Spielstand in Platz {slot}' },
  ],
  // what happened to a save file (repository.ts problem and its readings)
  why: [
    { en: 'was missing', de: 'fehlte' },
    { en: 'could not be read', de: 'konnte nicht gelesen werden' },
    { en: 'was empty', de: 'war leer' },
    { en: 'was damaged', de: 'war beschädigt' },
    { en: 'was not a save file', de: 'war keine Spielstanddatei' },
    {
      en: 'was in a format that could not be upgraded',
      de: 'hatte ein Format, das sich nicht aktualisieren ließ',
    },
    { en: 'held data the game does not accept', de: 'enthielt Daten, die das Spiel nicht annimmt' },
    {
      en: 'was written by a newer version of Pazaak (save format {version}) and was set aside, not overwritten',
      de: 'stammt von einer neueren Pazaak-Version (Speicherformat {version}) und wurde beiseitegelegt, nicht überschrieben',
    },
  ],
  files: [
    { en: '{a} and {b}', de: '{a} und {b}' },
    { en: '{file}', de: '{file}' },
  ],
}
