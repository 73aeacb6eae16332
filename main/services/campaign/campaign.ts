import type {
  CampaignLocation,
  CampaignLogMessage,
  CampaignName,
  CampaignOpponent,
  CampaignTitle,
  CampaignView,
  CardCode,
  ResultNote,
  StakeAhead,
} from '@preload/contract'
import { message, type Message } from '@common/messages'
import { LOCATIONS, MERCHANTS, OPPONENTS } from './content'
import { portraitSvg } from './portrait'
import type { CampaignProgress, EarnedTitle, LocationDef, MerchantDef, OpponentDef } from './types'

/**
 * The campaign's rules as pure functions over CampaignProgress (plain JSON kept in the
 * profile). The services call these; no I/O, no clock (the time of a result is passed in).
 *
 * House choices, documented in docs/campaign.md:
 * - A cantina's champion sits down once the player has beaten `championAfter` of its other
 *   opponents; beating the champion unlocks the next cantina and earns its title.
 * - An opponent's prize (bounty credits and cards) is paid on the first win only; later wins
 *   pay the stake, less any house cut, plus the table's purse where it has one.
 * - A purse is paid only to a player who began the match holding under the table's
 *   `purseBelow`: the house backs players who are short, and a full wallet cannot farm it.
 * - The house cut is taken from the stake won, never from a bounty or a purse, and a loss
 *   costs exactly the stake: the house only cuts winnings.
 * - After the last champion the campaign is finished and every table stays open (free play).
 */

/** Log entries kept: enough for a long campaign's story without growing the save forever. */
export const LOG_LIMIT = 200

/** A stake big enough to be a story: won or lost, it goes in the log. */
export const BIG_POT = 20_000

const opponentIndex = new Map(OPPONENTS.map((o) => [o.id, o]))
const locationIndex = new Map(LOCATIONS.map((l) => [l.id, l]))
const ordered = [...LOCATIONS].sort((a, b) => a.order - b.order)

/** A campaign opponent, or undefined for an id the content does not have. */
export function opponentById(id: string): OpponentDef | undefined {
  return opponentIndex.get(id)
}

/** A cantina, or undefined for an id the content does not have. */
export function locationById(id: string): LocationDef | undefined {
  return locationIndex.get(id)
}

/** The locations in unlock order. */
export function locationsInOrder(): readonly LocationDef[] {
  return ordered
}

/** A new profile's campaign: the first cantina open, nobody beaten, no titles. */
export function newCampaignProgress(): CampaignProgress {
  const first = ordered[0]
  return { unlocked: first ? [first.id] : [], records: {}, titles: [], log: [], finished: false }
}

/** How often the player has beaten this opponent in the campaign. */
export function winsAgainst(progress: CampaignProgress, opponentId: string): number {
  return progress.records[opponentId]?.won ?? 0
}

function championOf(locationId: string): OpponentDef | undefined {
  return OPPONENTS.find((o) => o.locationId === locationId && o.champion)
}

/** How many of a cantina's non-champion opponents the player has beaten at least once. */
function regularsBeaten(progress: CampaignProgress, locationId: string): number {
  return OPPONENTS.filter(
    (o) => o.locationId === locationId && !o.champion && winsAgainst(progress, o.id) > 0,
  ).length
}

/** Why the player may not sit at this opponent's table now, or null when they may. */
function unavailableReason(progress: CampaignProgress, opponent: OpponentDef): Message | null {
  const location = locationIndex.get(opponent.locationId)
  if (!location) return message('errors.campaign.cantinaNotReached', { opponent: opponent.name })
  if (!progress.unlocked.includes(location.id)) {
    return message('errors.campaign.notReached', {
      opponent: opponent.name,
      location: location.name,
    })
  }
  if (opponent.champion && !progress.finished) {
    const beaten = regularsBeaten(progress, location.id)
    if (beaten < location.championAfter) {
      return message('errors.campaign.championWaits', {
        opponent: opponent.name,
        location: location.name,
        more: location.championAfter - beaten,
      })
    }
  }
  return null
}

/** Whether the player may sit at this opponent's table now (unavailableReason says why not). */
export function isAvailable(progress: CampaignProgress, opponentId: string): boolean {
  const opponent = opponentIndex.get(opponentId)
  return opponent !== undefined && unavailableReason(progress, opponent) === null
}

/**
 * The purse the house pays for a win at this table in a match begun holding `credits`: the
 * table's purse below its floor, else nothing (and nothing at a table without one).
 */
function purseFor(opponent: OpponentDef, credits: number): number {
  const { purse, purseBelow } = opponent
  if (purse === undefined || purseBelow === undefined) return 0
  return credits < purseBelow ? purse : 0
}

/**
 * What beating this opponent in a match begun holding `credits` would pay besides the stake:
 * the bounty once, the purse while the player is short.
 */
function nextPrize(
  progress: CampaignProgress,
  opponent: OpponentDef,
  credits: number,
): OpponentDef['prize'] {
  const first = winsAgainst(progress, opponent.id) === 0
  const purse = purseFor(opponent, credits)
  return first
    ? { credits: opponent.prize.credits + purse, cards: [...opponent.prize.cards] }
    : { credits: purse, cards: [] }
}

/** The table's purse as the cantina tells it: what, up to which balance, and whether it pays now. */
function purseOf(opponent: OpponentDef, credits: number): CampaignOpponent['purse'] {
  const { purse, purseBelow } = opponent
  if (purse === undefined || purseBelow === undefined) return null
  return { credits: purse, below: purseBelow, pays: purseFor(opponent, credits) > 0 }
}

/**
 * The opponent's first-win bounty and whether it is paid: the cantina says which part of the
 * prize comes once, and why it is gone after the first win (null: no bounty at this table).
 */
function bountyOf(progress: CampaignProgress, opponent: OpponentDef): CampaignOpponent['bounty'] {
  const { credits, cards } = opponent.prize
  if (credits === 0 && cards.length === 0) return null
  return { credits, cards: [...cards], paid: winsAgainst(progress, opponent.id) > 0 }
}

const portraits = new Map<string, string>()
function portraitOf(opponent: OpponentDef): string {
  let svg = portraits.get(opponent.id)
  if (svg === undefined) {
    svg = portraitSvg(opponent.portrait)
    portraits.set(opponent.id, svg)
  }
  return svg
}

/** One opponent as the cantina shows them, their prize for a match begun holding `credits`. */
function opponentInView(
  progress: CampaignProgress,
  o: OpponentDef,
  credits: number,
): CampaignOpponent {
  const unavailable = unavailableReason(progress, o)
  return {
    id: o.id,
    name: o.name,
    title: o.title,
    tier: o.ai.tier,
    portrait: portraitOf(o),
    locationId: o.locationId,
    rules: o.rules,
    stake: { ...o.stake },
    houseCut: o.houseCut,
    champion: o.champion,
    record: { won: winsAgainst(progress, o.id), lost: progress.records[o.id]?.lost ?? 0 },
    prize: nextPrize(progress, o, credits),
    bounty: bountyOf(progress, o),
    purse: purseOf(o, credits),
    available: unavailable === null,
    unavailable,
  }
}

/**
 * The campaign as the renderer shows it (preload/contract.ts CampaignView). `credits` is what a
 * match begun now would start from, which decides whether a table's purse would be paid.
 */
export function campaignView(progress: CampaignProgress, credits: number): CampaignView {
  const locations: CampaignLocation[] = ordered.map((location) => {
    const opponents = OPPONENTS.filter((o) => o.locationId === location.id).map((o) =>
      opponentInView(progress, o, credits),
    )
    const champion = championOf(location.id)
    return {
      id: location.id,
      name: location.name,
      planet: location.planet,
      mood: location.mood,
      music: location.music,
      merchantId: location.merchantId,
      unlocked: progress.unlocked.includes(location.id),
      championBeaten: champion !== undefined && winsAgainst(progress, champion.id) > 0,
      opponents,
    }
  })
  return {
    locations,
    titles: progress.titles.map(titleInView),
    log: structuredClone(progress.log),
    finished: progress.finished,
  }
}

/** An earned title as the campaign screen gets it: its cantina's id and the content's English. */
function titleInView(earned: EarnedTitle): CampaignTitle {
  if ('text' in earned) return { location: null, title: earned.text }
  return {
    location: earned.location,
    title: locationById(earned.location)?.championTitle ?? earned.location,
  }
}

/**
 * Whether the player may stake `wager` against this opponent: null when they may, otherwise a
 * message for the wager dialog.
 */
export function checkWager(
  progress: CampaignProgress,
  opponentId: string,
  wager: number,
  credits: number,
): Message | null {
  const opponent = opponentIndex.get(opponentId)
  if (!opponent) return message('errors.match.noSuchOpponent')
  const unavailable = unavailableReason(progress, opponent)
  if (unavailable) return unavailable
  if (!Number.isInteger(wager) || wager < 0) return message('errors.campaign.wagerNotWhole')
  const { min, max } = opponent.stake
  const name = opponent.name
  if (credits < min) {
    return message('errors.campaign.minStake', { opponent: name, min, have: credits })
  }
  if (wager > credits) {
    return message('errors.campaign.stakeOverCredits', { wager, have: credits })
  }
  if (wager < min || wager > max) {
    return message('errors.campaign.stakeRange', { opponent: name, min, max })
  }
  return null
}

/**
 * The stake Play again offers after a match at this table: the last one, lowered to what the
 * purse holds now and kept within the table's range; null when the purse is below the table's
 * minimum, where `checkWager` would refuse every stake. The result screen offers only this.
 */
export function rematchStake(opponent: OpponentDef, wager: number, credits: number): number | null {
  const { min, max } = opponent.stake
  if (credits < min) return null
  return Math.max(min, Math.min(wager, credits, max))
}

export interface CampaignSettlement {
  progress: CampaignProgress
  /** the net change to the player's credits: stake won less the cut plus rewards, or minus the stake */
  creditsDelta: number
  /** the table's cut of the stake won (0 on a loss) */
  houseCut: number
  /**
   * the parts of creditsDelta, for the wallet's ledger: `reward` is the bounty and the purse
   * together, each also apart, so the ledger names them as the result screen does
   */
  breakdown: { wager: number; houseCut: number; reward: number; bounty: number; purse: number }
  prizeCards: CardCode[]
  /** lines for the result screen: data the renderer words in the player's language */
  notes: ResultNote[]
}

function withLog(
  log: CampaignProgress['log'],
  at: string,
  messages: CampaignLogMessage[],
): CampaignProgress['log'] {
  const next = [...log, ...messages.map((message) => ({ at, message }))]
  return next.slice(Math.max(0, next.length - LOG_LIMIT))
}

/** An opponent or cantina as the log and the notes name it. */
function named(thing: { id: string; name: string }): CampaignName {
  return { id: thing.id, name: thing.name }
}

/** A finished campaign match as its settlement reads it: the table, and the records after it. */
interface Sitting {
  /** the progress before the match */
  progress: CampaignProgress
  opponent: OpponentDef
  location: LocationDef | undefined
  who: CampaignName
  where: CampaignName
  records: CampaignProgress['records']
  wager: number
  /** the player's credits when the match began: whether the table's purse is paid */
  credits: number
  at: string
}

/**
 * Settles a finished campaign match (a resignation is a loss). `credits` is the balance the
 * match began with (stake included, as the wallet held it), never the balance at its end: the
 * table's purse follows it, so a match's own stake cannot win or lose the purse. Returns the new
 * progress and what the wallet and collection must receive; the caller saves them together in
 * one step. Throws for an unknown opponent: the match service checked it when the match began.
 */
export function settleCampaignMatch(
  progress: CampaignProgress,
  opponentId: string,
  won: boolean,
  wager: number,
  credits: number,
  at: string,
): CampaignSettlement {
  const opponent = opponentIndex.get(opponentId)
  if (!opponent) throw new Error(`No campaign opponent "${opponentId}".`)
  const location = locationIndex.get(opponent.locationId)
  const who = named(opponent)
  // content checks keep every opponent in a known cantina; the id stands in should one go
  const where = named(location ?? { id: opponent.locationId, name: opponent.locationId })
  const before = progress.records[opponentId] ?? { won: 0, lost: 0 }
  const records = {
    ...progress.records,
    [opponentId]: won ? { ...before, won: before.won + 1 } : { ...before, lost: before.lost + 1 },
  }
  const sitting: Sitting = { progress, opponent, location, who, where, records, wager, credits, at }
  return won ? settleWin(sitting, before.won === 0) : settleLoss(sitting, before.lost === 0)
}

/**
 * A lost match costs exactly the stake: a note for it; the log's line for the first loss to this
 * opponent (as the first win over one is a line: the log reads as the campaign's journal, and a
 * player who lost a staked match found it saying nothing had happened), and one for a big pot.
 */
function settleLoss(sitting: Sitting, firstLoss: boolean): CampaignSettlement {
  const { progress, records, who, where, wager, at } = sitting
  const notes: ResultNote[] = wager > 0 ? [{ key: 'stakeLost', opponent: who, credits: wager }] : []
  const lines: CampaignLogMessage[] = []
  if (firstLoss) lines.push({ key: 'lostTo', opponent: who, location: where })
  if (wager >= BIG_POT) lines.push({ key: 'potLost', opponent: who, credits: wager })
  const log = lines.length > 0 ? withLog(progress.log, at, lines) : progress.log
  return {
    progress: { ...progress, records, log },
    creditsDelta: -wager,
    houseCut: 0,
    breakdown: { wager: -wager, houseCut: 0, reward: 0, bounty: 0, purse: 0 },
    prizeCards: [],
    notes,
  }
}

/**
 * A won match pays the stake less the house cut, the bounty on the first win and the table's
 * purse to a player who began it short; the first win over a champion also crowns the player
 * (crownChampion).
 */
function settleWin(sitting: Sitting, firstWin: boolean): CampaignSettlement {
  const { progress, opponent, who, where, records, wager, credits, at } = sitting
  const houseCut = Math.floor(wager * opponent.houseCut)
  const bounty = firstWin ? opponent.prize.credits : 0
  const purse = purseFor(opponent, credits)
  const reward = bounty + purse
  const prizeCards = firstWin ? [...opponent.prize.cards] : []
  const notes: ResultNote[] = []
  const log: CampaignLogMessage[] = []
  if (wager > 0) notes.push({ key: 'stakeWon', opponent: who, credits: wager, houseCut })
  if (bounty > 0) notes.push({ key: 'bounty', opponent: who, credits: bounty })
  if (purse > 0) notes.push({ key: 'purse', credits: purse })
  if (prizeCards.length > 0) {
    notes.push({ key: 'prize', cards: [...prizeCards] })
    log.push({ key: 'prizeWon', opponent: who, cards: [...prizeCards] })
  }
  const seated = championSeated(sitting)
  if (seated) notes.push(seated)
  if (firstWin && !opponent.champion) log.push({ key: 'beat', opponent: who, location: where })

  const crowned = crownChampion(sitting, firstWin)
  notes.push(...crowned.notes)
  log.push(...crowned.log)
  if (wager >= BIG_POT) log.push({ key: 'potWon', opponent: who, credits: wager })

  return {
    progress: {
      unlocked: crowned.unlocked,
      records,
      titles: crowned.titles,
      log: withLog(progress.log, at, log),
      finished: crowned.finished,
    },
    creditsDelta: wager - houseCut + reward,
    houseCut,
    breakdown: { wager, houseCut, reward, bounty, purse },
    prizeCards,
    notes,
  }
}

/**
 * The note for the win that seats the cantina's champion, or null: the player learns it here,
 * not by looking.
 */
function championSeated({ progress, opponent, where, records }: Sitting): ResultNote | null {
  const champion = championOf(opponent.locationId)
  if (!champion || opponent.champion) return null
  const seated = (p: CampaignProgress) => unavailableReason(p, champion) === null
  if (seated(progress) || !seated({ ...progress, records })) return null
  return { key: 'championOpen', opponent: named(champion), location: where }
}

/** What a champion's first defeat changes, and the notes and log lines that tell it, in order. */
interface Crowned {
  unlocked: CampaignProgress['unlocked']
  titles: CampaignProgress['titles']
  finished: boolean
  notes: ResultNote[]
  log: CampaignLogMessage[]
}

/**
 * A champion's first defeat: the cantina's title, the next cantina's doors, or after the last
 * champion the campaign's end. Any other win leaves them as they were, with nothing to tell.
 */
function crownChampion(
  { progress, opponent, location, who, where }: Sitting,
  firstWin: boolean,
): Crowned {
  let { unlocked, titles, finished } = progress
  const notes: ResultNote[] = []
  const log: CampaignLogMessage[] = []
  if (!opponent.champion || !firstWin || !location) {
    return { unlocked, titles, finished, notes, log }
  }
  // a title is kept by its cantina's id: the renderer words it, so a save holds no English
  const held = titles.some((t) => 'location' in t && t.location === location.id)
  titles = held ? titles : [...titles, { location: location.id }]
  notes.push({ key: 'titleEarned', location: where, title: location.championTitle })
  log.push({ key: 'championBeaten', opponent: who, location: where })
  const next = ordered.find((l) => l.order === location.order + 1)
  if (next && !unlocked.includes(next.id)) {
    unlocked = [...unlocked, next.id]
    notes.push({ key: 'locationOpen', location: named(next), planet: next.planet })
    log.push({ key: 'doorsOpened', location: named(next), planet: next.planet })
  }
  if (!next && !finished) {
    finished = true
    notes.push({ key: 'campaignEnding' })
    log.push({ key: 'campaignWon' })
  }
  return { unlocked, titles, finished, notes, log }
}

/**
 * The stake a player spending credits should keep: the cheapest minimum stake among the open
 * tables still to beat that take one (where the story goes on), else among every open table
 * that takes one (free play, or waiting on nobody), with the free table that takes stakes from 0
 * and pays its purse to a player short of credits. Null where no open table takes a stake.
 */
export function stakeAhead(progress: CampaignProgress): StakeAhead | null {
  const open = OPPONENTS.filter((o) => unavailableReason(progress, o) === null)
  const staked = open.filter((o) => o.stake.min > 0)
  const ahead = staked.filter((o) => winsAgainst(progress, o.id) === 0)
  const cheapest = cheapestOf(ahead.length > 0 ? ahead : staked)
  if (!cheapest) return null
  const free = open.find((o) => o.purse !== undefined && o.purseBelow !== undefined)
  return {
    ...namedTable(cheapest),
    stake: cheapest.stake.min,
    freeTable:
      free?.purse !== undefined && free.purseBelow !== undefined
        ? { ...namedTable(free), purse: free.purse, below: free.purseBelow }
        : null,
  }
}

/** The table with the lowest minimum stake, the earlier in the content on a tie. */
function cheapestOf(tables: readonly OpponentDef[]): OpponentDef | undefined {
  return tables.reduce<OpponentDef | undefined>(
    (best, o) => (best === undefined || o.stake.min < best.stake.min ? o : best),
    undefined,
  )
}

/** A table's opponent and cantina by id and name, as the renderer names them. */
function namedTable(o: OpponentDef): { opponent: CampaignName; location: CampaignName } {
  const location = locationIndex.get(o.locationId)
  return {
    opponent: { id: o.id, name: o.name },
    location: { id: o.locationId, name: location?.name ?? o.locationId },
  }
}

/** The merchants the player can visit: one per unlocked cantina, in unlock order. */
export function merchantsFor(progress: CampaignProgress): MerchantDef[] {
  return ordered
    .filter((l) => progress.unlocked.includes(l.id))
    .map((l) => MERCHANTS.find((m) => m.id === l.merchantId))
    .filter((m): m is MerchantDef => m !== undefined)
}

/** Why the player may not sit at this table now, or null (for the match service's refusal). */
export function opponentUnavailable(
  progress: CampaignProgress,
  opponentId: string,
): Message | null {
  const opponent = opponentIndex.get(opponentId)
  if (!opponent) return message('errors.match.noSuchOpponent')
  return unavailableReason(progress, opponent)
}
