/**
 * The tutorial coach's words, worked out from what main reported: the events of the latest
 * update (what just happened) and main's hint (what to do now). Nothing here decides a rule:
 * every total comes from an event or from the hint, every "bust" from a bust event.
 */
import type { CardCode, Sign } from '@common/cards'
import type { MatchEvent, PlayerIndex } from '@common/match'
import type { RulesetId } from '@common/rulesets'
import type { Hint } from '@preload/contract'
import { controlOf } from '@/composables/controls'

/** Lessons given once per match, the first time they happen. */
export type FirstLesson = 'firstDraw' | 'firstPlay'

export type NoteKey =
  | FirstLesson
  | 'draw'
  | 'over'
  | 'play'
  | 'recovered'
  | 'recoveredFlip'
  | 'autoStand'
  | 'stand'
  | 'theirEnd'
  | 'theirPlay'
  | 'theirStand'
  | 'theirStand20'
  | 'theirStandLast'
  | 'bust'
  | 'theirBust'
  | 'fill'
  | 'theirFill'
  | 'roundWon'
  | 'roundLost'
  | 'roundScore'
  | 'tie'
  | 'tiebreakerYou'
  | 'tiebreakerThem'
  | 'youOpen'
  | 'theyOpen'
  | 'matchWon'
  | 'matchLost'

export interface CoachNote {
  key: NoteKey
  params: Record<string, string | number>
  /** a lesson is kept before plain news when there is no room for every note */
  lesson: boolean
  /** the index of the event it explains, within the events given */
  at: number
}

const LESSONS = new Set<NoteKey>([
  'firstDraw',
  'firstPlay',
  'over',
  'recovered',
  'recoveredFlip',
  'autoStand',
  'bust',
  'theirBust',
  'theirStand',
  'theirStand20',
  'fill',
  'theirFill',
  'roundWon',
  'roundLost',
  'roundScore',
  'tie',
  'tiebreakerYou',
  'tiebreakerThem',
  'matchWon',
  'matchLost',
  // who opens a round is what its first moves and the advice build on
  'youOpen',
  'theyOpen',
])

/**
 * What the coach says about `events` (in order), seen from `you`'s seat. `taught` holds the
 * first-time lessons already given earlier in the match; the ones given here are added to it.
 */
export function explain(
  events: readonly MatchEvent[],
  you: PlayerIndex,
  taught: Set<FirstLesson>,
): CoachNote[] {
  const notes: CoachNote[] = []
  // Whether the player stands in this round. A stand ends the player's moves, so main plays
  // the round out in the same update: their own stand is always among these events.
  let youStand = false
  for (const [i, event] of events.entries()) {
    const note = (key: NoteKey, params: CoachNote['params'] = {}): CoachNote => ({
      key,
      params,
      lesson: LESSONS.has(key),
      at: i,
    })
    const next = events[i + 1]
    const yours = 'player' in event && event.player === you
    switch (event.type) {
      case 'roundStart':
        youStand = false
        // round 1 is the table itself; later rounds say who opens (the loser of the last)
        if (event.round > 1)
          notes.push(note(event.opener === you ? 'youOpen' : 'theyOpen', { n: event.round }))
        break
      case 'draw':
        if (!yours) break
        if (!taught.has('firstDraw')) {
          taught.add('firstDraw')
          notes.push(note('firstDraw', { value: event.value, total: event.total }))
        } else if (event.total > 20) {
          notes.push(note('over', { value: event.value, total: event.total }))
        } else {
          notes.push(note('draw', { value: event.value, total: event.total }))
        }
        break
      case 'play': {
        const [key, params] = playNote(event, yours, taught)
        notes.push(note(key, params))
        break
      }
      case 'endTurn':
        if (!yours) notes.push(note('theirEnd', { total: event.total }))
        break
      case 'stand':
        if (yours) {
          youStand = true
          notes.push(note(event.auto ? 'autoStand' : 'stand', { total: event.total }))
        } else notes.push(note(theirStand(event.total, youStand), { total: event.total }))
        break
      case 'bust':
        notes.push(note(yours ? 'bust' : 'theirBust', { total: event.total }))
        break
      case 'fill':
        notes.push(note(yours ? 'fill' : 'theirFill', { total: event.total }))
        break
      case 'tiebreaker':
        notes.push(note(yours ? 'tiebreakerYou' : 'tiebreakerThem'))
        break
      case 'roundEnd': {
        const a = event.totals[you]
        const b = event.totals[you === 0 ? 1 : 0]
        const won = event.roundWins[you]
        const lost = event.roundWins[you === 0 ? 1 : 0]
        // the match end says it all; the round that decided it needs no line of its own
        if (next?.type === 'setEnd' || next?.type === 'matchEnd') break
        if (event.winner === null) notes.push(note('tie', { a, b }))
        // a bust or a full table has said who took the round and why: only the score is news
        else if (event.reason === 'bust' || event.reason === 'fill')
          notes.push(note('roundScore', { won, lost }))
        else notes.push(note(event.winner === you ? 'roundWon' : 'roundLost', { a, b, won, lost }))
        break
      }
      case 'matchEnd':
        notes.push(note(event.winner === you ? 'matchWon' : 'matchLost'))
        break
      default:
        break
    }
  }
  return notes
}

type PlayEvent = Extract<MatchEvent, { type: 'play' }>

/**
 * The note on a side card played, and its words' values. A card played with a sign is named as
 * it was played ("You played −2"), by `sign` (CoachPanel's words), as the table shows it; the
 * flip that saved the round names the card itself ("your ±2, turned to minus"), as that note's
 * lesson is that the card goes either way.
 */
function playNote(
  event: PlayEvent,
  yours: boolean,
  taught: Set<FirstLesson>,
): [NoteKey, CoachNote['params']] {
  const played = { card: event.card, ...(event.sign ? { sign: event.sign } : {}) }
  if (!yours) return ['theirPlay', { ...played, total: event.total }]
  // the play event carries the card's value and the total it made, so the total before
  const before = event.total - event.value
  const first = !taught.has('firstPlay')
  taught.add('firstPlay')
  if (before > 20 && event.total <= 20) {
    if (event.sign === '-')
      return ['recoveredFlip', { card: event.card, total: event.total, before }]
    return ['recovered', { ...played, total: event.total, before }]
  }
  return [first ? 'firstPlay' : 'play', { ...played, total: event.total, before }]
}

/**
 * What to say when the opponent stands: "beat that" only where it can be done. Where the
 * player stands already, both do: the totals settle the round and nothing is left to do; 20
 * can only be tied.
 */
function theirStand(total: number, youStand: boolean): NoteKey {
  if (youStand) return 'theirStandLast'
  return total === 20 ? 'theirStand20' : 'theirStand'
}

/**
 * At most `room` notes of each round the notes speak of: plain news gives way first (the table
 * shows it anyway), then the oldest lessons, so the latest lessons are always shown. An update
 * that ends a round and starts the next holds the new round's opener and first moves, which
 * the advice builds on: by room of their own, never crowded out by the last round's lessons.
 */
export function fit(notes: readonly CoachNote[], room: number): CoachNote[] {
  return byRound(notes).flatMap((round) => {
    const kept = [...round]
    while (kept.length > room) {
      const news = kept.findIndex((n) => !n.lesson)
      kept.splice(news >= 0 ? news : 0, 1)
    }
    return kept
  })
}

/** The notes cut where a round starts: each round's opener begins a part of its own. */
export function byRound(notes: readonly CoachNote[]): CoachNote[][] {
  const parts: CoachNote[][] = []
  let part: CoachNote[] = []
  for (const n of notes) {
    if ((n.key === 'youOpen' || n.key === 'theyOpen') && part.length > 0) {
      parts.push(part)
      part = []
    }
    part.push(n)
  }
  if (part.length > 0) parts.push(part)
  return parts
}

export type AdviceKey =
  | 'end'
  | 'endBehind'
  | 'endLost'
  | 'stand'
  | 'standAhead'
  | 'standLevel'
  | 'play'
  | 'play20'
  | 'recover'
  | 'playMinus'
  | 'playPlus'
  | 'flipFirst'
  | 'flipBackFirst'
  | 'other'

/**
 * The move the advice asks for, as controls.ts names it: the panel draws its key cap (or the
 * gamepad's button) from there, so the advice cannot name a key the table does not answer.
 * `play` is the card's place's digit, which the advice's params carry as `key`.
 */
export type CoachMove = 'end' | 'stand' | 'hint' | 'flip' | 'play'

/** What the coach's advice is worked out from: the panel hands it on to its foot, CoachAdvice. */
export interface AdviceProps {
  rules: RulesetId
  opponent: string
  /** main's hint for the position the player must act in, or null while there is none */
  advice: Hint | null
  /** the player may act now (the hint is asked for then) */
  yourMove: boolean
  /** the opponent has the move, as the table shows it (not between rounds) */
  theirTurn: boolean
  /** the hand by place, as the table shows it (a played place is null) */
  hand: readonly (CardCode | null)[]
  /** the sign each place's flip card is set to on the table (F turns it) */
  signs?: readonly Sign[]
  total: number
  theirs: { total: number; standing: boolean }
  /**
   * how often the table held back the advised card, tried set the other way, since the advice
   * came (useCoach): the advice then says gently to turn it first
   */
  heldBack?: number
}

export interface CoachAdvice {
  key: AdviceKey
  /** the move to make, shown as its key cap */
  press: CoachMove
  /** the words' values; `sign` '-' where a flip card is played turned to minus already */
  params: Record<string, string | number>
}

/**
 * Main's hint as a line the player can follow: which key, and what it does. `hand` is the
 * hand as the table shows it (keys 1-4 in that order) and `signs` the sign each flip card is
 * set to there (F turns it): the coach asks for F only when the card is not set as advised.
 * `total` and `theirs` come from the view. `heldBack`: the player tried the advised card with
 * the other sign and the table held it back (useCoach), so the line says gently to flip first.
 */
export function adviceLine(
  hint: Hint,
  hand: readonly (CardCode | null)[],
  total: number,
  theirs: { total: number; standing: boolean },
  signs: readonly Sign[] = [],
  heldBack = false,
): CoachAdvice {
  const action = hint.action
  const after = hint.total ?? total
  switch (action.type) {
    case 'end':
      if (total > 20) return { key: 'endLost', press: 'end', params: { total } }
      if (theirs.standing && theirs.total >= total)
        return { key: 'endBehind', press: 'end', params: { total, theirs: theirs.total } }
      return { key: 'end', press: 'end', params: { total } }
    case 'stand':
      if (theirs.standing && total > theirs.total)
        return { key: 'standAhead', press: 'stand', params: { total, theirs: theirs.total } }
      // level with a standing opponent nothing is "hard to beat": standing ties the round
      if (theirs.standing && total === theirs.total)
        return { key: 'standLevel', press: 'stand', params: { total } }
      return { key: 'stand', press: 'stand', params: { total } }
    case 'play': {
      const place = hand.indexOf(action.card)
      const set = signs[place] ?? '+'
      const params: CoachAdvice['params'] = {
        card: action.card,
        total: after,
        before: total,
        // the place's own key, as the table's keys take it (controls.ts)
        key: controlOf('play').keys[place] ?? '',
      }
      // turned to minus already, the card is named as it will land ("−2", not "±2")
      if (action.sign === '-' && set === '-') params.sign = set
      if (action.sign === '-' && set !== '-')
        return { key: heldBack ? 'flipFirst' : 'playMinus', press: 'flip', params }
      if (action.sign === '+' && set === '-')
        return { key: heldBack ? 'flipBackFirst' : 'playPlus', press: 'flip', params }
      if (total > 20) return { key: 'recover', press: 'play', params }
      if (after === 20) return { key: 'play20', press: 'play', params }
      return { key: 'play', press: 'play', params }
    }
    default:
      return { key: 'other', press: 'hint', params: {} }
  }
}
