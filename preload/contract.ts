/**
 * The bridge contract (docs/architecture.md): every call the renderer may make, with its argument and
 * result types. Types only: main implements it (main/api), the preload exposes it
 * (window.pazaak) and the renderer calls it (renderer/src/bridge.ts). Nothing else crosses.
 *
 * Amounts of credits never travel from the renderer to main: the renderer sends intents
 * (which card, which opponent, which stake within the allowed range) and main decides.
 */
import type { CardCode, Sign } from '@common/cards'
import type { MatchEvent, MatchView, PlayerIndex } from '@common/match'
import type { AdviceReason, LedgerNote, Message, NoticeMessage } from '@common/messages'
import type { RulesetId } from '@common/rulesets'
import type { HouseSamplerId } from '@common/decks'
import type { AchievementId } from '@common/achievements'
import type { DeckRecord, HistoryFilter, HistorySummary, MatchReplay } from '@common/history'

export type { AchievementId, HouseSamplerId }
export type { CardCode, MatchEvent, MatchView, PlayerIndex, RulesetId, Sign }
export type { AdviceReason, LedgerNote, Message, MessageKey, NoticeMessage } from '@common/messages'
export type {
  DeckRecord,
  HistoryAction,
  HistoryFilter,
  HistoryMode,
  HistoryResult,
  HistorySummary,
  MatchReplay,
  ReplayFrame,
  ReplayPlayer,
  ReviewedDecision,
  ReviewMark,
  ReviewState,
} from '@common/history'

// ---------------------------------------------------------------- results and errors

export type ErrorCode =
  | 'invalid-payload' // the payload does not match the call's schema
  | 'unknown-call'
  | 'not-found' // no such profile, deck, match, merchant, opponent
  | 'no-profile' // the call needs a loaded profile
  | 'rejected' // the game's rules say no (an illegal move, a locked location)
  | 'insufficient-credits'
  | 'invalid-deck'
  | 'conflict' // e.g. a save slot already in use, a deck on the table
  | 'match-open' // a match is open: return to it, or start again with `forfeit` naming it
  | 'day-changed' // a daily start named a day that is no longer main's today: show today's
  | 'forbidden' // a sender the app does not trust
  | 'restarted' // the page was made for an earlier run of main: reload it
  | 'profile-changed' // another page switched the profile this page acts on: reload it
  | 'moved-on' // the match moved on since the page's view (another tab): the answer says where
  | 'internal'

/**
 * A refusal: its category (`code`) and what to tell the player, as a message key and its
 * parameters (common/messages.ts), e.g.
 * `{ code: 'rejected', key: 'errors.deck.nameTooLong', params: { max: 32 } }`. The renderer
 * words it in the player's language.
 */
export type ApiError = Message & {
  code: ErrorCode
  /** with 'moved-on': the match as it stands now, for the page to draw instead of its own */
  match?: MatchUpdate
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ApiError }

/**
 * What a page believes it is talking to, sent with each call by the browser host's pages (one
 * host may serve several tabs; the desktop app has one window and sends none). `run` is the
 * AppInfo.run the page started with; `profile` the ProfileSummary.key of the profile it shows
 * (null before one is loaded). Main refuses a call from an earlier run with 'restarted', and a
 * call on the loaded profile from a page that shows another with 'profile-changed': a page
 * never acts on a profile another tab switched to.
 */
export interface CallScope {
  run: string | null
  profile: string | null
}

// ---------------------------------------------------------------- profiles

export type SlotId = 1 | 2 | 3

export interface ProfileSummary {
  slot: SlotId
  name: string
  credits: number
  createdAt: string
  /** when the save was last played: its slot's "Last played", and what Continue follows */
  updatedAt: string
  /** the name of the furthest campaign location reached */
  location: string
  matchInProgress: boolean
  /** the player's portrait, an SVG document drawn like the opponents' */
  portrait: string
  /** this profile's identity while main runs: changes when its slot is deleted or made anew */
  key: string
}

export interface LedgerEntry {
  at: string
  /** positive for credits in, negative for credits out */
  amount: number
  /** 'carried': the ledger's first line, standing for its older lines, summed */
  reason:
    'start' | 'purchase' | 'sale' | 'wager-won' | 'wager-lost' | 'house-cut' | 'reward' | 'carried'
  /**
   * what it was for: a message the renderer words (`ledger.bought` with the card and the
   * merchant), or, in saves from before the ledger was data, an English line shown as written
   */
  note: LedgerNote | string
  balance: number
}

/** The wallet as the credits chip needs it; the ledger comes a page at a time (wallet.ledger). */
export interface Wallet {
  credits: number
}

/**
 * A page of the ledger. Each line has a number among every line the ledger ever held, from 1
 * (its carried line, which stands for the older lines summed), that stays as newer lines come.
 */
export interface LedgerPage {
  /** newest first */
  entries: LedgerEntry[]
  /** the `before` that asks for the page of older lines; null when this page reaches line 1 */
  before: number | null
  /** how many of the ledger's lines are older than this page */
  older: number
}

/** How many of each side card the player owns. */
export type Collection = Partial<Record<CardCode, number>>

export interface SavedDeck {
  id: string
  name: string
  rules: RulesetId
  cards: CardCode[]
  active: boolean
  /** the new profile's first deck under the name main gave it: shown in the player's language */
  starter: boolean
  /** problems against the deck's ruleset and the player's collection; empty when playable */
  problems: Message[]
}

export interface DeckCheck {
  ok: boolean
  problems: Message[]
}

/** A deck for a ruleset made only of the player's own cards (`decks.fromCollection`). */
export interface DeckFromCollection {
  /** a full deck when `complete`; else every owned card the ruleset lets into one deck */
  cards: CardCode[]
  /** whether `cards` is a deck with no problems: one a table would take */
  complete: boolean
}

// ---------------------------------------------------------------- shop

export interface StockItem {
  card: CardCode
  price: number
  /** how many the merchant has left (null: as many as you like) */
  stock: number | null
  /**
   * whether buying it leaves less to stake than the table ahead takes (`Merchant.stakeAhead`),
   * so the question warns before the yes
   */
  leavesShort: boolean
}

/**
 * The stake a purchase could leave the player short of: the cheapest open table still to beat
 * that takes one (once every open table is beaten, the cheapest open one), with the free table
 * that takes stakes from 0 and backs a player short of credits. Main's figures, for the shop.
 */
export interface StakeAhead {
  opponent: CampaignName
  location: CampaignName
  /** that table's minimum stake */
  stake: number
  /** the open table with a purse, or null where there is none */
  freeTable: {
    opponent: CampaignName
    location: CampaignName
    /** what the house adds to a win there for a player who began it under `below` */
    purse: number
    below: number
  } | null
}

export interface Merchant {
  id: string
  name: string
  locationId: string
  greeting: string
  stock: StockItem[]
  /** what the merchant pays for a card, as a fraction of its price */
  buyBackFraction: number
  /** what the merchant pays, in credits, for each side card (stocked or not) */
  buyBackPrices: Partial<Record<CardCode, number>>
  /**
   * why each of the player's cards may not be sold to this merchant now (a card not here may
   * be). Mostly the player's cards and match; the last copy of a card also depends on whether,
   * after the sale, some merchant would have it for sale (this one does if they list it).
   */
  unsellable: Partial<Record<CardCode, Message>>
  /**
   * the player's cards that, sold to this merchant, no merchant would have for sale (prizes, the
   * starter deck's, a limited card sold out everywhere that this merchant does not list): a
   * sale of one cannot be bought back anywhere.
   */
  nowhereSold: CardCode[]
  /** the stake a purchase here could leave the player short of, or null (no table takes one) */
  stakeAhead: StakeAhead | null
}

export interface Purchase {
  credits: number
  collection: Collection
  merchant: Merchant
  /** every merchant the player can visit, after the deal (what each would take may change) */
  merchants: Merchant[]
  /** achievements this purchase or sale unlocked (the collection's, the purse's) */
  achievements?: AchievementId[]
}

// ---------------------------------------------------------------- matches

export type { AiTier } from '@common/tiers'
import type { AiTier } from '@common/tiers'
import type { TalkVoice } from '@common/talk'

/** What the player may do: the engine's actions without the player index (main knows who you are). */
export type PlayerAction =
  | { type: 'end' }
  | { type: 'stand' }
  | { type: 'play'; card: CardCode; sign?: Sign }
  | { type: 'choose'; cards: CardCode[] }

export interface OpponentInfo {
  id: string
  name: string
  /** a short line of personality */
  title: string
  tier: AiTier
  /** an SVG document (generated art) */
  portrait: string
  /**
   * 0..1: how long a campaign opponent thinks before each move at the table, from quick (0) to
   * deliberate (1); presentation only (the renderer's pause, fx/pacing.ts). Absent: neutral
   * (the house at a quick match or the daily challenge; a hot-seat player is a person)
   */
  tempo?: number
  /**
   * what the opponent says of the player's habits, shown as its line at the table: only a
   * campaign opponent at the master tier that remembers a plain habit (absent otherwise)
   */
  remark?: Message
  /**
   * the voice the opponent speaks in at the table (its lines are the renderer's, chosen from
   * the match); absent for a person (hot-seat). The table keeps quiet in the tutorial.
   */
  voice?: TalkVoice
}

/**
 * `seed` is for tests: main uses it for a quick, hot-seat or unwagered campaign match only when
 * started with --seed, and otherwise deals its own. A wagered match is always dealt from main's
 * own random source.
 *
 * While a match is open, starting another is refused with 'match-open' (the player is asked
 * first); `forfeit` names the open match to forfeit in the same step: it is settled as a
 * resignation (a loss in the stats, its stake lost) and the new match starts.
 */
export type MatchStart =
  /**
   * deckId: a saved deck's id; HOUSE_SAMPLER ('@sampler'): the house's sampler for the ruleset,
   * its special cards to try; null: the house's loaned practice deck. Both are lent: nothing is
   * added to the collection. The campaign takes saved decks only.
   */
  | {
      mode: 'quick'
      rules: RulesetId
      tier: AiTier
      deckId: string | HouseSamplerId | null
      seed?: number
      forfeit?: string
    }
  | {
      mode: 'campaign'
      opponentId: string
      deckId: string
      wager: number
      seed?: number
      forfeit?: string
    }
  /**
   * The first-match tutorial: a classic match against the rookie with scripted main-deck cards
   * and fixed hands. No deck, no wager; it settles nothing and does not count in the stats.
   */
  | { mode: 'tutorial'; forfeit?: string }
  /**
   * Hot-seat: two people at one screen, seat 0 and seat 1, each with a name and a deck (one of
   * the profile's saved decks legal for the rules, the house's sampler when deckId is
   * HOUSE_SAMPLER, or the house deck when deckId is null). No
   * credits, no wager, no campaign; both hands stay hidden behind a curtain (see HotseatInfo).
   */
  | {
      mode: 'hotseat'
      rules: RulesetId
      players: [HotseatSeat, HotseatSeat]
      seed?: number
      forfeit?: string
    }
  /**
   * Today's daily challenge (DailyView): main's clock decides the date, and the date the deal.
   * The first start of a day is its counted attempt; later starts that day are replays.
   * `date`: the day the screen shows (YYYY-MM-DD); when main's day is another (midnight passed
   * while the screen was open), the start is refused with 'day-changed' and nothing starts.
   */
  | { mode: 'daily'; date?: string; forfeit?: string }

/** One person of a hot-seat match: a name (1..24 characters) and a saved deck or the house's. */
export interface HotseatSeat {
  name: string
  deckId: string | HouseSamplerId | null
}

// Fails to compile when the sampler's id could be a saved deck's (main numbers them `deck-N`):
// the one deckId field names both, so they must never meet.
type Holds<T extends true> = T
export type SamplerNamesNoSavedDeck = Holds<HouseSamplerId extends `deck-${string}` ? false : true>

/**
 * A hot-seat match's people and its curtain. While `curtain` names a seat, the view holds no
 * hand and no legal move for anyone: the table shows "Pass to <name>" until that person
 * confirms with `match.reveal`, which answers with that seat's own view (`you` is then the
 * seat to act). Null when the view is the acting seat's own.
 */
export interface HotseatInfo {
  names: [string, string]
  /** each seat's portrait, an SVG document */
  portraits: [string, string]
  curtain: PlayerIndex | null
  /**
   * The curtain is the match's first: this answers the start, and nobody has had the screen
   * yet, so the table words it as who begins rather than a hand-over. False in every later
   * answer, a resumed match's too (it is handed over as at any other curtain).
   */
  opening: boolean
}

/** A daily match: which day's challenge, and whether it is that day's counted attempt. */
export interface DailyMatchInfo {
  date: string
  counted: boolean
}

export interface MatchResult {
  winner: PlayerIndex
  resigned: boolean
  /** credits won (positive) or lost (negative), after any house cut */
  creditsDelta: number
  /** the player's credits once the match is settled (absent after the tutorial, which has none) */
  balance?: number
  houseCut: number
  prizeCards: CardCode[]
  /** lines for the result screen: a location unlocked, a title earned */
  notes: ResultNote[]
  /** achievements this match unlocked (absent for a mode that does not count) */
  achievements?: AchievementId[]
  /**
   * whether the history keeps the match, so its replay can be watched (a match begun before
   * moves were kept, still open in an older save, is settled but not kept)
   */
  kept: boolean
  /**
   * a campaign match: what Play again would stake, decided here from the purse now (the last
   * stake lowered to it, within the table's range); `stake` null when the purse is below the
   * table's minimum `min`, and no wagered match there can start (absent in every other mode)
   */
  rematch?: { stake: number | null; min: number }
}

/** A line of the result screen, as data the renderer words: a forfeit, or a campaign note. */
export type ResultNote =
  | CampaignNote
  | { key: 'forfeited' }
  /** a prize tiebreaker the player could not take: a collection holds only one */
  | { key: 'tiebreakerOwned' }

export interface MatchUpdate {
  matchId: string
  mode: MatchStart['mode']
  /** the player's seat: 0 against the AI; in hot-seat, the seat that has (or last had) the table */
  you: PlayerIndex
  events: MatchEvent[]
  view: MatchView
  opponent: OpponentInfo
  wager: number
  /** how to start this match again ("Play again"), known after a resume too */
  replay: MatchStart
  /** a campaign match's cantina (where "Back to the cantina" goes); null otherwise */
  locationId: string | null
  /** present once the match is over and settled */
  result: MatchResult | null
  /** a hot-seat match: both names and the curtain (absent in every other mode) */
  hotseat?: HotseatInfo
  /** a daily-challenge match: its day and whether it counts (absent in every other mode) */
  daily?: DailyMatchInfo
  /**
   * how far the match has gone (its moves so far): the table sends it back as `seen` with its
   * next call that changes the match, so main can tell a page that is behind
   */
  position: number
}

export interface Hint {
  action: PlayerAction
  /**
   * the advisor's estimated chance of winning the match after this action, 0..1; absent where
   * it has none (choosing a hand), and then the screen shows no number
   */
  winChance?: number
  /** why, as a message: `{ key: 'advice.stand', params: { total: 19 } }` */
  reason: AdviceReason
  /** the player's total right after the action, as the engine computes it (absent in choose) */
  total?: number
}

// ---------------------------------------------------------------- daily challenge

/** One day's challenge: everything the date decides (the same for every player that day). */
export interface DailyChallenge {
  /** the local calendar date, YYYY-MM-DD */
  date: string
  rules: RulesetId
  tier: AiTier
  opponent: OpponentInfo
  /** the deck the player is dealt for the day (not one of their own; the opponent's stays hidden) */
  deck: CardCode[]
  /** credits for winning the day's counted attempt (decided in main; replays pay nothing) */
  prize: number
}

/** A past (or today's) counted attempt. */
export interface DailyDay {
  date: string
  rules: RulesetId
  result: 'won' | 'lost' | 'open'
}

export interface DailyView {
  today: DailyChallenge
  /** today's counted attempt: null before the first start of the day */
  attempt: DailyDay | null
  /** days won in a row, up to today (or yesterday while today is still to play) */
  streak: number
  /** days won in a row up to yesterday: the streak today's attempt keeps going or ends */
  streakBefore: number
  /** the date of the next deal (tomorrow, by main's clock), YYYY-MM-DD */
  next: string
  best: number
  /** counted attempts, newest first */
  days: DailyDay[]
}

// ---------------------------------------------------------------- campaign

export interface CampaignOpponent extends OpponentInfo {
  locationId: string
  rules: RulesetId
  stake: { min: number; max: number }
  houseCut: number
  champion: boolean
  /** times the player beat / lost to this opponent */
  record: { won: number; lost: number }
  /**
   * what beating them in a match begun now gives besides the stake: the bounty while unpaid,
   * plus the purse while the player is short of credits
   */
  prize: { credits: number; cards: CardCode[] }
  /** the bounty their first defeat pays once, and whether it is paid; null: none to win */
  bounty: { credits: number; cards: CardCode[]; paid: boolean } | null
  /**
   * the house's purse at this table: `credits` a win, stake or not, to a player who begins the
   * match holding under `below`; `pays`: whether it would pay a match begun now (the credits,
   * less the stake of an open match that sitting down forfeits). null: no purse here
   */
  purse: { credits: number; below: number; pays: boolean } | null
  available: boolean
  /** why the player may not sit down yet (e.g. how many regulars to beat first); null if they may */
  unavailable: Message | null
}

export interface CampaignLocation {
  id: string
  name: string
  planet: string
  mood: string
  music: string
  merchantId: string
  unlocked: boolean
  championBeaten: boolean
  opponents: CampaignOpponent[]
}

/** An opponent or a cantina, by content id, with the proper name it had at the time. */
export interface CampaignName {
  id: string
  name: string
}

/**
 * What happened in the campaign, as data: the renderer words it in the player's language.
 * Names stay as they are (proper names); a champion title is worded by its cantina's id, and
 * `title` is its English in saves before the profile's format 4 (shown where the flavour lines
 * lack the cantina).
 */
export type CampaignLogMessage =
  | { key: 'prizeWon'; opponent: CampaignName; cards: CardCode[] }
  | { key: 'beat'; opponent: CampaignName; location: CampaignName }
  /** the player's first loss to an opponent, as `beat` is the first win: the journal's other side */
  | { key: 'lostTo'; opponent: CampaignName; location: CampaignName }
  | { key: 'championBeaten'; opponent: CampaignName; location: CampaignName; title?: string }
  | { key: 'doorsOpened'; location: CampaignName; planet: string }
  | { key: 'campaignWon' }
  /** a big stake (the keys are older than the words): `credits` is one stake, not both */
  | { key: 'potWon'; opponent: CampaignName; credits: number }
  | { key: 'potLost'; opponent: CampaignName; credits: number }

export type CampaignLogEntry =
  | { at: string; message: CampaignLogMessage }
  /** a line as saves from before the log was data hold it: English, shown as it was written */
  | { at: string; text: string }

/** A campaign match's result-screen note, as data (see ResultNote). */
export type CampaignNote =
  /** `opponent`: whose stake it was ("You won Marla Quince's stake") */
  | { key: 'stakeWon'; opponent: CampaignName; credits: number; houseCut: number }
  | { key: 'stakeLost'; opponent: CampaignName; credits: number }
  | { key: 'bounty'; opponent: CampaignName; credits: number }
  | { key: 'purse'; credits: number }
  | { key: 'prize'; cards: CardCode[] }
  /** the win that seats a cantina's champion: `opponent` is the champion, now willing to play */
  | { key: 'championOpen'; opponent: CampaignName; location: CampaignName }
  | { key: 'titleEarned'; location: CampaignName; title: string }
  | { key: 'locationOpen'; location: CampaignName; planet: string }
  /** the last champion fell: the campaign's ending */
  | { key: 'campaignEnding' }

/**
 * An earned champion title: `location` is the cantina whose champion fell, by which the renderer
 * words the title, and `title` the content's English for a cantina its flavour lines lack.
 * `location` is null for English an older save held that was no cantina's title: shown as written.
 */
export interface CampaignTitle {
  location: string | null
  title: string
}

export interface CampaignView {
  locations: CampaignLocation[]
  titles: CampaignTitle[]
  log: CampaignLogEntry[]
  finished: boolean
}

// ---------------------------------------------------------------- settings and stats

export type Language = 'en' | 'de'

export interface Settings {
  musicVolume: number // 0..1
  effectsVolume: number // 0..1
  muted: boolean
  animationSpeed: number // 0.5..4, 1 is normal
  reducedMotion: 'system' | 'on' | 'off'
  language: Language
  fullscreen: boolean
  window: { width: number; height: number; x: number | null; y: number | null; maximized: boolean }
  /** whether opponents talk at the table (OpponentInfo.voice); absent in older files: they do */
  tableTalk?: boolean
}

export interface TallyRow {
  key: string
  label: string
  matches: number
  won: number
}

export interface Stats {
  matches: number
  matchesWon: number
  rounds: number
  roundsWon: number
  busts: number
  biggestPot: number
  byOpponent: TallyRow[]
  byRuleset: TallyRow[]
}

// ---------------------------------------------------------------- achievements and the card book

/**
 * One achievement on the Achievements screen. A locked hidden one carries no id (nothing of it
 * leaves main before it is earned): the screen shows "???".
 */
export interface AchievementView {
  /** null only for a locked hidden achievement */
  id: AchievementId | null
  hidden: boolean
  /** when it was unlocked; null while locked */
  unlockedAt: string | null
  /** for a locked counted one: how far along the player is */
  progress: { have: number; need: number } | null
}

/** Where a card comes from, as the campaign content says. */
export type BookSource =
  /** the new profile's starter kit, `count` copies */
  | { kind: 'starter'; count: number }
  /**
   * a merchant stocks it at list price; `stock`: how many they have left for this player, as
   * their shop says (null: they never run out)
   */
  | {
      kind: 'merchant'
      merchant: CampaignName
      location: CampaignName
      price: number
      stock: number | null
    }
  /** beating this opponent the first time gives it; `claimed`: the player has done so */
  | { kind: 'prize'; opponent: CampaignName; location: CampaignName; claimed: boolean }

/** One page of the collection book: a side card, owned or not. */
export interface BookEntry {
  card: CardCode
  /** copies the player owns */
  owned: number
  /** the rulesets whose side decks may hold it (its rules text differs per ruleset) */
  rulesets: RulesetId[]
  sources: BookSource[]
}

// ---------------------------------------------------------------- app

export interface Notice {
  id: string
  /** e.g. `{ key: 'notices.restoredDamaged', params: { save: 'slot-2', why: 'damaged', … } }` */
  message: NoticeMessage
  severity: 'info' | 'warning' | 'error'
}

export interface AppInfo {
  version: string
  host: 'electron' | 'web'
  dataDir: string
  /** this run of main: a new value after every restart (see CallScope) */
  run: string
}

// ---------------------------------------------------------------- the calls

/** Every call: name -> [argument, result]. The argument is `void` for calls that take none. */
export interface Calls {
  'app.info': [void, AppInfo]
  /** notices for the player (a recovered save …), each returned once */
  'app.notices': [void, Notice[]]
  'app.quit': [void, void]

  'profiles.list': [void, ProfileSummary[]]
  /** `portrait`: which of `profiles.portraits` the player picked (the first when absent) */
  'profiles.create': [{ slot: SlotId; name: string; portrait?: number }, ProfileSummary]
  /** the portraits a new profile can pick from, as SVG documents */
  'profiles.portraits': [void, string[]]
  'profiles.load': [{ slot: SlotId }, ProfileSummary]
  'profiles.rename': [{ slot: SlotId; name: string }, ProfileSummary]
  /** `confirm` must repeat the profile's name: deleting a save cannot be undone */
  'profiles.delete': [{ slot: SlotId; confirm: string }, void]
  /** the loaded profile, or null on the title screen */
  'profiles.current': [void, ProfileSummary | null]

  'wallet.get': [void, Wallet]
  /**
   * up to `limit` ledger lines older than line `before` (the newest without it), newest first;
   * refused (`not-found`) for a line past the ledger's newest
   */
  'wallet.ledger': [{ before?: number; limit: number }, LedgerPage]
  'collection.get': [void, Collection]

  'decks.list': [void, SavedDeck[]]
  'decks.create': [{ name: string; rules: RulesetId; cards: CardCode[] }, SavedDeck]
  'decks.update': [{ id: string; cards: CardCode[]; rules?: RulesetId }, SavedDeck]
  'decks.rename': [{ id: string; name: string }, SavedDeck]
  'decks.duplicate': [{ id: string; name: string }, SavedDeck]
  'decks.delete': [{ id: string }, void]
  'decks.setActive': [{ id: string }, SavedDeck]
  'decks.check': [{ rules: RulesetId; cards: CardCode[] }, DeckCheck]
  /** a deck for `rules` of the player's own cards, keeping as many of `cards` as it can */
  'decks.fromCollection': [{ rules: RulesetId; cards: CardCode[] }, DeckFromCollection]
  /** the share code of a whole deck's cards, saved or not (the builder's bench) */
  'decks.export': [{ cards: CardCode[] }, { shareCode: string }]
  'decks.import': [{ shareCode: string; name: string; rules: RulesetId }, SavedDeck]

  'shop.merchants': [void, Merchant[]]
  'shop.buy': [{ merchantId: string; card: CardCode }, Purchase]
  'shop.sell': [{ merchantId: string; card: CardCode }, Purchase]

  'match.start': [MatchStart, MatchUpdate]
  /**
   * `seen`, in every call that changes the match: the MatchUpdate.position the page's table
   * shows. When it is not the match's, main changes nothing and refuses with 'moved-on', carrying
   * the match as it stands. Absent: not checked (tools and scripts that drive main directly).
   */
  'match.act': [{ matchId: string; action: PlayerAction; seen?: number }, MatchUpdate]
  /** refused too from a page behind the match: the player forfeits only what they were shown */
  'match.resign': [{ matchId: string; seen?: number }, MatchUpdate]
  /** the match in progress in the loaded profile, if any */
  'match.resume': [void, MatchUpdate | null]
  'match.hint': [{ matchId: string }, Hint]
  /** hot-seat: the person the table was passed to confirms; answers with their own view */
  'match.reveal': [{ matchId: string; seen?: number }, MatchUpdate]
  /** today's challenge (main's clock), the streak and the past days */
  'daily.get': [void, DailyView]

  'campaign.get': [void, CampaignView]

  'settings.get': [void, Settings]
  'settings.update': [Partial<Settings>, Settings]

  'stats.get': [void, Stats]

  /** every achievement: unlocked with its date, locked with its progress, hidden ones as "???" */
  'achievements.list': [void, AchievementView[]]
  /** every side card in the game, owned or not, with where to get it */
  'collection.book': [void, BookEntry[]]
  // -------------------------------------------------------------- history (docs/history.md)
  /** the kept matches, newest first; filtered by mode and result where given */
  'history.list': [HistoryFilter | void, HistorySummary[]]
  /**
   * one kept match replayed, with its review (ready, or computing: ask again); its frames show
   * each round's end before the next round's deal (ReplayFrame.roundEnd)
   */
  'history.get': [{ id: string }, MatchReplay]
  /** each deck's matches, wins and most played cards over the kept history */
  'history.decks': [void, DeckRecord[]]
}

export type CallName = keyof Calls
export type CallArg<N extends CallName> = Calls[N][0]
export type CallResult<N extends CallName> = Calls[N][1]

type GroupOf<N> = N extends `${infer G}.${string}` ? G : never
type MethodOf<N> = N extends `${string}.${infer M}` ? M : never

/** The shape of window.pazaak: one method per call, grouped by the part before the dot. */
export type PazaakBridge = {
  [G in GroupOf<CallName>]: {
    [N in CallName as GroupOf<N> extends G ? MethodOf<N> : never]: (
      arg: CallArg<N>,
    ) => Promise<Result<CallResult<N>>>
  }
}
