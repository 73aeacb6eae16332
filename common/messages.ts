/**
 * What main says to the player, as data: a key that the renderer words in the player's language
 * (renderer/src/i18n/messages) and the key's parameters. Main never builds a sentence for a
 * player; a save never depends on the language it was played in.
 *
 * `MESSAGES` is the one list of every key main (or the bridge) can send, with the kind of each
 * parameter. TypeScript checks every place that sends one against it, and a renderer test
 * checks that every key is worded in English and German with exactly these parameters.
 *
 * It sits in common/, below main, the preload and the renderer, which all read it.
 */
import type { Sign } from './cards'
import { NAME_FAULTS, type NameFault } from './players'
import { RULESET_IDS, type RulesetId } from './rulesets'

/**
 * How the renderer words a parameter:
 * - `number`: a count or an amount, written the language's way (1,500 or 1.500)
 * - `plural`: a number that also picks the line's singular or plural form (`one | many`)
 * - `text`: shown as it is: a proper name, a file name
 * - `opponent`, `merchant`: a campaign or house player's, a merchant stall's name as the content
 *   writes it (English), shown in the language's words where it has them ("Kapitän Gannet
 *   Rook", "Vessas Verkaufsstand"); any other name as it is
 * - `merchants`: stalls' names, each as `merchant`, joined the language's way
 * - `card`: a side card's code, named as the player sees it drawn: under the ruleset the message
 *   or the screen gives (the tournament's ×2), else as the Card Book draws it (±1T, not "TB")
 * - `rules`: a ruleset id, shown as the ruleset's name
 * - `deck`: a saved deck, `{ name, starter }` (the untouched starter deck is named in the language)
 * - `list`: a list of texts, joined the language's way ("a and b")
 * - `plays`: side cards played one after another (CardPlay), each named as the hand's button
 *   names it (a flip card with its sign: "±1 as −1"), joined the language's way
 * - `messages`: other messages (a deck's problems), each worded, joined by spaces
 * - `save`: which save file a notice is about (SAVE_NAMES), worded under `notices.save`
 * - `saveProblem`: what happened to a save file (SAVE_PROBLEMS), worded under `notices.why`
 * - `day`: a calendar date, YYYY-MM-DD (the daily challenge's day), written the language's way
 * - `character`: why a character may not be in a name (NAME_FAULTS), worded under
 *   `errors.character`
 */
export type ParamKind =
  | 'day'
  | 'number'
  | 'plural'
  | 'text'
  | 'opponent'
  | 'merchant'
  | 'merchants'
  | 'card'
  | 'rules'
  | 'deck'
  | 'list'
  | 'plays'
  | 'messages'
  | 'save'
  | 'saveProblem'
  | 'character'

/** A saved deck as a message names it: its name, and whether it is the untouched starter deck. */
export interface DeckName {
  name: string
  starter: boolean
}

/** A side card as a message names it played: its code, and the sign of a card that takes one. */
export interface CardPlay {
  card: string
  sign?: Sign
}

/** The save files a notice can be about. */
export const SAVE_NAMES = ['settings', 'slot-1', 'slot-2', 'slot-3'] as const
export type SaveName = (typeof SAVE_NAMES)[number]

/** What can be wrong with a save file when it is loaded. */
export const SAVE_PROBLEMS = [
  'missing',
  'unreadable',
  'empty',
  'damaged',
  'not-a-save',
  'not-upgradable',
  'not-accepted',
  'breaks-rules',
  'link',
  'future',
] as const
export type SaveProblem = (typeof SAVE_PROBLEMS)[number]

/** Every key main can send, with its parameters and their kinds. */
export const MESSAGES = {
  // --- the rules engine's refusals (main/engine/match.ts refuse): `refusal.<reason>` ---
  'refusal.not-a-player': {},
  'refusal.match-over': {},
  'refusal.not-choosing-time': {},
  'refusal.hand-already-chosen': {},
  'refusal.wrong-hand-size': { count: 'plural' },
  'refusal.not-in-side-deck': { card: 'card' },
  'refusal.hands-not-chosen': {},
  'refusal.standing': {},
  'refusal.not-your-turn': {},
  'refusal.no-such-card-in-hand': { card: 'card' },
  'refusal.tiebreaker-is-held': {},
  'refusal.side-card-played': {},
  'refusal.side-card-limit': { limit: 'number' },
  'refusal.table-full': {},
  'refusal.sign-needed': { card: 'card' },
  'refusal.no-sign': { card: 'card' },
  'refusal.nothing-to-double': {},

  // --- a side deck's problems (main/engine/side-deck.ts, main/services/decks/problems.ts) ---
  'deckProblem.deck-size': { size: 'number', count: 'number' },
  'deckProblem.not-a-card': { card: 'card' },
  'deckProblem.not-in-ruleset': { rules: 'rules', card: 'card' },
  'deckProblem.too-many-copies': { rules: 'rules', max: 'plural', card: 'card', count: 'number' },
  'deckProblem.too-many-tiebreakers': { rules: 'rules', max: 'plural', count: 'number' },
  'deckProblem.not-owned': { card: 'card', count: 'number' },
  'deckProblem.too-few-owned': { have: 'number', card: 'card', count: 'number' },

  // --- the api and its transports (main/api/router.ts, main/shell/ipc.ts, main/host) ---
  'errors.api.internal': {},
  'errors.api.unknownCall': {},
  'errors.api.invalidPayload': {},
  'errors.api.invalidPayloadAt': { path: 'text' },
  'errors.api.restarted': {},
  'errors.api.profileChanged': {},
  'errors.transport.windowForbidden': {},
  'errors.transport.pageForbidden': {},
  'errors.transport.postOnly': {},
  'errors.transport.jsonOnly': {},
  'errors.transport.tooLarge': {},
  'errors.transport.notJson': {},
  'errors.transport.failed': {},
  // the renderer's own side of the bridge (renderer/src/bridge.ts)
  'errors.bridge.hostDown': {},
  'errors.bridge.hostAnswered': { status: 'text' },

  // --- the services' refusals (main/services) ---
  'errors.profile.nameMissing': {},
  'errors.profile.nameTooLong': { max: 'number' },
  /** a character no name may hold: why, and which (`code`, as U+200B) */
  'errors.profile.nameCharacter': { char: 'character', code: 'text' },
  'errors.profile.slotTaken': { slot: 'number' },
  'errors.profile.slotEmpty': { slot: 'number' },
  'errors.profile.confirmName': { name: 'text' },
  'errors.profile.nameTaken': { name: 'text' },
  'errors.profile.none': {},
  'errors.settings.outOfRange': {},
  'errors.collection.notOwned': { card: 'card' },
  'errors.collection.full': { max: 'number', card: 'card' },
  'errors.collection.tiebreakerOwned': {},
  'errors.wallet.short': { need: 'number', have: 'number' },
  'errors.wallet.full': {},
  /** a ledger page asked from a line the ledger does not have (wallet.ledger's `before`) */
  'errors.wallet.noSuchLine': { line: 'number', last: 'number' },
  'errors.deck.nameMissing': {},
  'errors.deck.nameTooLong': { max: 'number' },
  'errors.deck.nameCharacter': { char: 'character', code: 'text' },
  /** another of the player's decks has that name (compared as `sameName` reads): that deck */
  'errors.deck.nameTaken': { deck: 'deck' },
  'errors.deck.tooManyCards': { count: 'number' },
  'errors.deck.twoTiebreakers': {},
  'errors.deck.notFound': {},
  'errors.deck.inMatch': {},
  'errors.deck.tooMany': { max: 'number' },
  'errors.deck.notShareCode': {},
  'errors.deck.shareCodeTypo': {},
  'errors.deck.shareCodeTooLong': {},
  'errors.deck.shareCodeCut': {},
  'errors.deck.shareCodeEmpty': {},
  'errors.deck.shareCodeUnknownCard': { letter: 'text' },
  'errors.deck.shareShort': { size: 'number', count: 'number' },
  'errors.match.open': {},
  'errors.match.houseDeckUnplayable': { problems: 'messages' },
  'errors.match.deckUnplayable': { deck: 'deck', problems: 'messages' },
  'errors.match.deckUnplayableAtTable': { deck: 'deck', problems: 'messages' },
  'errors.match.deckRefused': { problems: 'messages' },
  'errors.match.noSuchOpponent': {},
  'errors.match.notYourMove': {},
  'errors.match.notFound': {},
  'errors.match.movedOn': {},
  'errors.history.notFound': {},
  'errors.history.damaged': {},
  // hot-seat and the daily challenge (main/services/match, main/services/daily)
  'errors.match.hotseatName': { max: 'number' },
  'errors.match.hotseatNameCharacter': { char: 'character', code: 'text', seat: 'number' },
  'errors.match.hotseatSameNames': {},
  'errors.match.notHotseat': {},
  'errors.match.curtainUp': {},
  'errors.match.noHintHotseat': {},
  'errors.match.dayChanged': {},
  'errors.campaign.notReached': { opponent: 'opponent', location: 'text' },
  'errors.campaign.cantinaNotReached': { opponent: 'opponent' },
  'errors.campaign.championWaits': { opponent: 'opponent', location: 'text', more: 'plural' },
  'errors.campaign.wagerNotWhole': {},
  'errors.campaign.minStake': { opponent: 'opponent', min: 'number', have: 'number' },
  'errors.campaign.stakeOverCredits': { wager: 'number', have: 'number' },
  'errors.campaign.stakeRange': { opponent: 'opponent', min: 'number', max: 'number' },
  'errors.shop.notSold': { merchant: 'merchant', card: 'card' },
  'errors.shop.soldOut': { merchant: 'merchant', card: 'card' },
  'errors.shop.staked': { card: 'card', price: 'number', staked: 'number', have: 'number' },
  'errors.shop.tooDear': { card: 'card', price: 'number', have: 'number' },
  'errors.shop.keepDeck': { min: 'number' },
  'errors.shop.inMatch': { card: 'card' },
  'errors.shop.lastUnstocked': { card: 'card' },
  'errors.shop.lastSoldOut': { card: 'card', merchants: 'merchants' },
  'errors.shop.noSuchMerchant': {},
  'errors.shop.locked': { merchant: 'merchant' },

  // --- notices about saves (main/store/repository.ts), handed out by app.notices ---
  'notices.restoredMissing': { save: 'save' },
  'notices.restoredDamaged': { save: 'save', why: 'saveProblem', aside: 'text', dir: 'text' },
  /** a save slot with no good copy left: it shows as empty */
  'notices.startedFresh': {
    save: 'save',
    why: 'saveProblem',
    files: 'plural',
    kept: 'list',
    dir: 'text',
  },
  /** the settings file with no good copy left: the defaults apply */
  'notices.settingsReset': {
    save: 'save',
    why: 'saveProblem',
    files: 'plural',
    kept: 'list',
    dir: 'text',
  },
  /**
   * a save slot whose file broke one of the rules a save keeps (invariants): `rule` is the
   * first rule it broke, one `saveRule.*` message; `restoredBroken` loaded its backup,
   * `startedBroken` found no good copy and the slot shows as empty
   */
  'notices.restoredBroken': { save: 'save', rule: 'messages', aside: 'text', dir: 'text' },
  'notices.startedBroken': {
    save: 'save',
    rule: 'messages',
    files: 'plural',
    kept: 'list',
    dir: 'text',
  },

  // --- the rule a damaged save broke (main/store/invariants.ts SaveRule): `saveRule.<reason>` ---
  'saveRule.ledgerLine': { line: 'number', says: 'number', running: 'number' },
  'saveRule.creditsNotLedger': { credits: 'number', sum: 'number' },
  'saveRule.copies': { card: 'card', count: 'number', max: 'number' },
  'saveRule.cardLog': { card: 'card', count: 'number', logged: 'number' },
  'saveRule.tiebreakers': { count: 'number' },
  'saveRule.decks': { count: 'number', max: 'number' },
  'saveRule.deckIds': {},
  'saveRule.activeDecks': {},
  'saveRule.deckCards': { deck: 'text', count: 'number', max: 'number' },
  'saveRule.deckTiebreakers': { deck: 'text' },
  'saveRule.matchDeck': {},
  'saveRule.matchStake': { wager: 'number', credits: 'number' },
  'saveRule.matchStakeOutsideCampaign': {},
  'saveRule.matchSideDeck': { problems: 'messages' },
  'saveRule.statsMatches': {},
  'saveRule.statsRounds': {},
  'saveRule.statsBusts': {},
  'saveRule.statsTally': {},
  'saveRule.historyLength': { count: 'number', max: 'number' },
  'saveRule.historyTwice': {},
  'saveRule.historyOpenMatch': {},

  // --- the advisor's and the tutorial coach's reasons (match.hint) ---
  'advice.stand': { total: 'number' },
  /**
   * standing against an opponent who stands, which settles the round: a higher total wins it, a
   * lower one loses it, and their total over the target (a twist's doing) loses it for them
   */
  'advice.standAhead': { total: 'number', theirs: 'number' },
  'advice.standBehind': { total: 'number', theirs: 'number' },
  'advice.standOver': { theirs: 'number' },
  /** standing level with an opponent who stands: by what the tiebreakers make of the tie */
  'advice.standTie': { total: 'number' },
  'advice.standTieWon': { total: 'number' },
  'advice.standTieLost': { total: 'number' },
  'advice.standTieWonUnless': { total: 'number' },
  'advice.standTieUnless': { total: 'number' },
  'advice.letGo': {},
  'advice.drawOn': { total: 'number' },
  'advice.play': { total: 'number' },
  'advice.playFirst': {},
  /**
   * the first card of a turn's plan over the target, with the card that follows and the total it
   * makes; a flip card with its `value` as played, the plain card of that face ("±2" as "-2")
   */
  'advice.playFirstThen': { card: 'card', total: 'number' },
  'advice.playFirstThenAs': { card: 'card', value: 'card', total: 'number' },
  /** the same with two cards or more to follow, in the order the plan plays them */
  'advice.playFirstThenCards': { cards: 'plays', total: 'number' },
  /** a twist that moves the opponent's total: theirs from and to, and the player's own after */
  'advice.twist': { from: 'number', to: 'number', total: 'number' },
  'advice.twistUp': { from: 'number', to: 'number', total: 'number' },
  /** the ninth card, which wins the round; a card that lowers a total on the way to nine */
  'advice.fill': {},
  'advice.fillPlan': { total: 'number', count: 'number' },
  'advice.choose': {},
  'advice.chooseDown': {},
  'advice.chooseBoth': {},
  'advice.coach.stand': { total: 'number' },
  'advice.coach.lost': {},
  'advice.coach.end': { total: 'number' },
  'advice.coach.play': { card: 'card', total: 'number' },
  'advice.coach.choose': {},

  // --- what a master opponent who remembers the player says of the player's habits ---
  'remark.standsOn': { total: 'number' },
  'remark.savesCards': {},
  'remark.spendsCards': {},

  // --- what each line of the wallet's ledger was for (main/services/wallet.ts changeCredits) ---
  'ledger.start': {},
  'ledger.carriedOver': {},
  /** the line that stands for the ledger's older lines, summed (main/store/carried.ts) */
  'ledger.carriedForward': { lines: 'plural' },
  'ledger.stakeWon': {},
  'ledger.stakeLost': {},
  'ledger.stakeWonAgainst': { opponent: 'opponent' },
  'ledger.houseCut': { opponent: 'opponent' },
  /** a first win's bounty and a table's purse in one line: saves from before they were apart */
  'ledger.reward': { opponent: 'opponent' },
  'ledger.bounty': { opponent: 'opponent' },
  'ledger.purse': { opponent: 'opponent' },
  'ledger.forfeited': { opponent: 'opponent' },
  'ledger.stakeLostTo': { opponent: 'opponent' },
  'ledger.bought': { card: 'card', merchant: 'merchant' },
  'ledger.sold': { card: 'card', merchant: 'merchant' },
  'ledger.dailyPrize': { date: 'day' },

  // --- why a card entered or left the collection (main/services/collection.ts changeCards) ---
  'cardLog.start': {},
  'cardLog.carriedOver': {},
  /** a card's older lines, summed into one (main/store/carried.ts) */
  'cardLog.carriedForward': {},
  'cardLog.prize': { opponent: 'opponent' },
  'cardLog.bought': { merchant: 'merchant' },
  'cardLog.sold': { merchant: 'merchant' },
} as const satisfies Record<string, Readonly<Record<string, ParamKind>>>

type Table = typeof MESSAGES
export type MessageKey = keyof Table

/** The value a parameter of each kind carries. */
interface ParamValues {
  day: string
  number: number
  plural: number
  text: string
  opponent: string
  merchant: string
  merchants: string[]
  card: string
  rules: RulesetId
  deck: DeckName
  list: string[]
  plays: CardPlay[]
  messages: Message[]
  save: SaveName
  saveProblem: SaveProblem
  character: NameFault
}

/** The parameters of one key, by name. */
export type ParamsOf<K extends MessageKey> = {
  -readonly [P in keyof Table[K]]: ParamValues[Table[K][P] & ParamKind]
}

/** One message: its key, and its parameters where the key has any. */
export type MessageOf<K extends MessageKey> = K extends MessageKey
  ? keyof Table[K] extends never
    ? { key: K; params?: undefined }
    : { key: K; params: ParamsOf<K> }
  : never

/** Any message main can send. */
export type Message = MessageOf<MessageKey>

/** The parameters to pass with a key: none for a key without any. */
export type ParamsArg<K extends MessageKey> = keyof Table[K] extends never ? [] : [ParamsOf<K>]

/** Builds a message; TypeScript checks the parameters against the key. */
export function message<K extends MessageKey>(key: K, ...params: ParamsArg<K>): MessageOf<K> {
  const [given] = params as [ParamsOf<K>?]
  return (given === undefined ? { key } : { key, params: given }) as MessageOf<K>
}

/** A `day` parameter's form: a calendar date, YYYY-MM-DD. */
export const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Whether a parameter value is of its kind (for checks of what crosses the bridge). */
function isParam(kind: ParamKind, value: unknown): boolean {
  switch (kind) {
    case 'number':
    case 'plural':
      return typeof value === 'number' && Number.isFinite(value)
    case 'text':
    case 'opponent':
    case 'merchant':
    case 'card':
      return typeof value === 'string'
    case 'day':
      return typeof value === 'string' && CALENDAR_DAY.test(value)
    case 'deck':
      return (
        typeof value === 'object' &&
        value !== null &&
        typeof (value as DeckName).name === 'string' &&
        typeof (value as DeckName).starter === 'boolean'
      )
    case 'rules':
      return (RULESET_IDS as readonly unknown[]).includes(value)
    case 'save':
      return (SAVE_NAMES as readonly unknown[]).includes(value)
    case 'saveProblem':
      return (SAVE_PROBLEMS as readonly unknown[]).includes(value)
    case 'character':
      return (NAME_FAULTS as readonly unknown[]).includes(value)
    case 'list':
    case 'merchants':
      return Array.isArray(value) && value.every((item) => typeof item === 'string')
    case 'plays':
      return Array.isArray(value) && value.every(isCardPlay)
    case 'messages':
      return Array.isArray(value) && value.every(isMessage)
  }
}

/** Whether `value` is a side card played as a message names it: a code, and a sign or none. */
function isCardPlay(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { card, sign, ...rest } = value as { card?: unknown; sign?: unknown }
  const signed = sign === undefined || sign === '+' || sign === '-'
  return typeof card === 'string' && signed && Object.keys(rest).length === 0
}

/** Whether `value` is a message of a known key with exactly that key's parameters, each of its kind. */
export function isMessage(value: unknown): value is Message {
  if (typeof value !== 'object' || value === null) return false
  const { key, params } = value as { key?: unknown; params?: unknown }
  if (typeof key !== 'string' || !Object.prototype.hasOwnProperty.call(MESSAGES, key)) return false
  const kinds = Object.entries(MESSAGES[key as MessageKey] as Record<string, ParamKind>)
  if (kinds.length === 0) return params === undefined
  if (typeof params !== 'object' || params === null) return false
  const given = params as Record<string, unknown>
  return (
    Object.keys(given).length === kinds.length &&
    kinds.every(([name, kind]) => name in given && isParam(kind, given[name]))
  )
}

/** The keys under one prefix, e.g. KeysUnder<'ledger'>. */
export type KeysUnder<P extends string> = Extract<MessageKey, `${P}.${string}`>

export type LedgerNote = MessageOf<KeysUnder<'ledger'>>
export type CardLogNote = MessageOf<KeysUnder<'cardLog'>>
export type AdviceReason = MessageOf<KeysUnder<'advice'>>
export type NoticeMessage = MessageOf<KeysUnder<'notices'>>

// ---------------------------------------------------------------- the engine's codes

/**
 * Why the rules engine refuses an action: a reason code and its parameters (the engine's
 * `refuse`). Worded as the message `refusal.<reason>`.
 */
export type Refusal =
  | { reason: 'not-a-player' }
  | { reason: 'match-over' }
  | { reason: 'not-choosing-time' }
  | { reason: 'hand-already-chosen' }
  | { reason: 'wrong-hand-size'; count: number }
  | { reason: 'not-in-side-deck'; card: string }
  | { reason: 'hands-not-chosen' }
  | { reason: 'standing' }
  | { reason: 'not-your-turn' }
  | { reason: 'no-such-card-in-hand'; card: string }
  | { reason: 'tiebreaker-is-held' }
  | { reason: 'side-card-played' }
  | { reason: 'side-card-limit'; limit: number }
  | { reason: 'table-full' }
  | { reason: 'sign-needed'; card: string }
  | { reason: 'no-sign'; card: string }
  | { reason: 'nothing-to-double' }

/** A limit of a ruleset's deck building that a side deck breaks (the engine's validateSideDeck). */
export type DeckProblem =
  | { reason: 'deck-size'; size: number; count: number }
  | { reason: 'not-a-card'; card: string }
  | { reason: 'not-in-ruleset'; rules: RulesetId; card: string }
  | { reason: 'too-many-copies'; rules: RulesetId; max: number; card: string; count: number }
  | { reason: 'too-many-tiebreakers'; rules: RulesetId; max: number; count: number }

/**
 * A rule a saved profile keeps (main/store/invariants.ts) that a damaged file broke: a reason
 * code and its parameters. Worded as the message `saveRule.<reason>` in the damaged-save notice.
 */
export type SaveRule =
  | { reason: 'ledgerLine'; line: number; says: number; running: number }
  | { reason: 'creditsNotLedger'; credits: number; sum: number }
  | { reason: 'copies'; card: string; count: number; max: number }
  | { reason: 'cardLog'; card: string; count: number; logged: number }
  | { reason: 'tiebreakers'; count: number }
  | { reason: 'decks'; count: number; max: number }
  | { reason: 'deckIds' }
  | { reason: 'activeDecks' }
  | { reason: 'deckCards'; deck: string; count: number; max: number }
  | { reason: 'deckTiebreakers'; deck: string }
  | { reason: 'matchDeck' }
  | { reason: 'matchStake'; wager: number; credits: number }
  | { reason: 'matchStakeOutsideCampaign' }
  | { reason: 'matchSideDeck'; problems: Message[] }
  | { reason: 'statsMatches' }
  | { reason: 'statsRounds' }
  | { reason: 'statsBusts' }
  | { reason: 'statsTally' }
  | { reason: 'historyLength'; count: number; max: number }
  | { reason: 'historyTwice' }
  | { reason: 'historyOpenMatch' }

/** A code `{ reason, ...params }` as the message `<prefix>.<reason>` with those parameters. */
type Coded<P extends string, C extends { reason: string }> = C extends unknown
  ? `${P}.${C['reason']}` extends MessageKey
    ? Omit<C, 'reason'> extends ParamsOf<`${P}.${C['reason']}`>
      ? ParamsOf<`${P}.${C['reason']}`> extends Omit<C, 'reason'>
        ? MessageOf<`${P}.${C['reason']}`>
        : { mismatched: C }
      : { mismatched: C }
    : { unworded: C }
  : never

function coded(prefix: string, code: { reason: string }): Message {
  const { reason, ...params } = code
  return (Object.keys(params).length === 0
    ? { key: `${prefix}.${reason}` }
    : { key: `${prefix}.${reason}`, params }) as unknown as Message
}

/** An engine refusal as a message for the player. */
export function refusalMessage<R extends Refusal>(refusal: R): Coded<'refusal', R> {
  return coded('refusal', refusal) as Coded<'refusal', R>
}

/** A side deck's problem as a message for the player. */
export function deckProblemMessage<D extends DeckProblem>(problem: D): Coded<'deckProblem', D> {
  return coded('deckProblem', problem) as Coded<'deckProblem', D>
}

/** A broken save rule as a message for the player. */
export function saveRuleMessage<S extends SaveRule>(rule: S): Coded<'saveRule', S> {
  return coded('saveRule', rule) as Coded<'saveRule', S>
}

type Unmatched<T> = Extract<T, { mismatched: unknown } | { unworded: unknown }>
/**
 * Fails to compile when a refusal, deck problem or save rule has no message key with the same
 * parameters; nothing reads it.
 */
export const everyCodeWorded: [
  Unmatched<Coded<'refusal', Refusal>>,
  Unmatched<Coded<'deckProblem', DeckProblem>>,
  Unmatched<Coded<'saveRule', SaveRule>>,
] extends [never, never, never]
  ? true
  : false = true
