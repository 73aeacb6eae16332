import { computed, onBeforeUnmount, ref, watch, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { cardInfo } from '@common/cards'
import type { MatchEvent, MatchView, PlayerIndex, TableCard } from '@common/match'
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { MatchUpdate } from '@preload/contract'
import { bannerWords, namedBannerWords } from '@/i18n/banner-words'
import { cardName, formatList, formatTotal } from '@/i18n/numbers'
import { signedValue } from '@/composables/useHand'
import { useLabels } from '@/composables/useLabels'
import type { Cue } from '@/stores/match'

/** How many lines the log keeps: a screen reader says each once, as it is added. */
const KEPT = 6

/** What the table says about each of the player's own moves, one line each. */
type Said = Extract<MatchEvent, { type: 'draw' | 'play' | 'stand' | 'bust' | 'fill' }>
const SAID = new Set<MatchEvent['type']>(['draw', 'play', 'stand', 'bust', 'fill'])
/** The opponent's part of a turn: its draws and plays, and the event that ends the turn. */
type Theirs = Said | Extract<MatchEvent, { type: 'endTurn' }>
const THEIRS = new Set<MatchEvent['type']>([...SAID, 'endTurn'])
type Play = Extract<MatchEvent, { type: 'play' }>
type Flip = Extract<MatchEvent, { type: 'flip' }>

/** A seat's total before and after the cards a gold card turned on its table. */
interface Turned {
  /** null where the log had heard no total of the seat's yet */
  from: number | null
  to: number
}

/** Whether a played card may turn cards over: its flips come as events of their own after it. */
function turnsCards(play: Play): boolean {
  const kind = cardInfo(play.card).kind
  return kind === 'flipPair' || kind === 'twist'
}

/** A line of the log: a screen reader says each once, as it is added. */
export interface NarrationLine {
  id: number
  text: string
}

/** The table's log, and a way to add a line of the table's own to it. */
export interface Narration {
  lines: Ref<NarrationLine[]>
  /** says something the table did on a key that shows no other answer (F turning a sign) */
  say(text: string): void
}

/**
 * The table in words, for a player who cannot see it, said as the table shows it: each of the
 * player's own cards drawn or played, stands, busts and full tables, with the total ("You draw
 * 7: total 12."); each of the opponent's turns as one line once it ends ("Tobin draws 7 and
 * plays −3: total 4. Tobin stands on 4."), not one line a card; and what the banner shows (who
 * won a round, a set or the match, who opens), a round's or set's result with the score after
 * it. The banner itself is for the eye only: a live region born with its words was often not
 * read, and this log is on the page all along. The turn light says whose turn it is. The lines
 * go into a log that only screen readers read (TableView), in the language shown.
 *
 * A gold card (2&4, 3&6, a twist) is said with what it did, once the cards it turns have turned:
 * main's play event gives the total before them, and each turned card comes after it as an event
 * of its own, with its table's new total ("You play 2↔4: Tobin's total falls from 20 to 12 and
 * your total is 19."; "Tobin plays 2↔4: total 19, and your total falls from 20 to 12.").
 *
 * A table drawn from main's view with no events to show (a match picked up after a reload,
 * redrawn after another tab moved, a hot-seat seat taking the table) starts the log with what
 * lies on each table now: `drawn` gives main's latest update. Main sends no events then, and
 * the view keeps each table's cards in the order they landed but not how the two players'
 * turns went between them, nor the totals before a gold card turned cards over, so the log
 * says what the tables hold rather than make up the moves that led there.
 *
 * A match's first update starts to play as its table is called up, before the table is on the
 * page (at once under reduced motion, or while the table's code loads): `shown` says how many of
 * its events the table had shown by then, and the log starts with those (who opens, and why).
 *
 * At a hot-seat table (`names`) both seats are people sharing one screen, and whoever listens
 * may not be the seat the table faces (the events of a turn play out before the curtain, for the
 * person the screen goes to): every line names its seat ("Mira opens. Mira draws 9: total 9."),
 * never "you", and each move is said as it lands, as the person at the screen makes it.
 */
export function useTableNarration(
  cue: Readonly<Ref<Cue | null>>,
  at: () => {
    you: PlayerIndex
    opponent: string
    rules: RulesetId
    /** hot-seat: both seats' names, each seat said by name */
    names?: readonly [string, string] | null
  },
  drawn: () => MatchUpdate | null = () => null,
  shown: () => number = () => 0,
): Narration {
  const { t } = useLabels()
  const { locale } = useI18n()
  const lines = ref<NarrationLine[]>([])
  // the log's own lines (a table picked up, a turn said whole, a sign turned) count their ids
  // down from 0, clear of the cues' ids, which count up from 1
  let ownId = 0
  /** The opponent's turn so far, said whole once it ends. */
  let turn: Theirs[] = []
  /**
   * Each seat's total as the log last heard it. A gold card's play event gives the total before
   * the cards it turns, and each turned card then comes as an event with its table's new total:
   * the line says both seats' totals after it, and a total that moved from what to what.
   */
  let totals: [number | null, number | null] = [null, null]
  /** The seats whose cards a gold card turned, since the line that says them began. */
  let turned = new Map<PlayerIndex, Turned>()
  /** A gold card said at once (the player's own, a hot-seat seat's), held for its flips. */
  let gold: { id: number; play: Play } | null = null

  /** Whether `player` is said as "you": the player's own seat, never at a hot-seat table. */
  function isMine(player: PlayerIndex): boolean {
    const { you, names } = at()
    return !names && player === you
  }

  /** The name a seat other than the player's is said by: its own at a hot-seat table. */
  function nameOf(player: PlayerIndex): string {
    const { opponent, names } = at()
    return names ? names[player] : opponent
  }

  function add(...texts: NarrationLine[]): void {
    lines.value = [...lines.value, ...texts].slice(-KEPT)
  }

  /** A card as it lies on the table now: a value, or a gold card's label (with its value). */
  function cardWords(card: TableCard, rules: RulesetId): string {
    const value = card.sign * card.face
    const number = formatTotal(value, locale.value)
    if (card.code === null) return number
    const signed = value > 0 ? `+${number}` : number
    const kind = cardInfo(card.code).kind
    if (kind === 'plus' || kind === 'minus' || kind === 'flip') return signed
    const label = cardLabel(card.code, rules)
    return card.face > 0 ? `${label} (${signed})` : label
  }

  /** What one player's table holds now, or nothing for an empty table. */
  function sayTable(view: MatchView, player: PlayerIndex): string | null {
    const seat = view.players[player]
    if (seat.table.length === 0) return null
    const { rules } = at()
    const key = `table.say.${isMine(player) ? 'myOnTable' : 'onTable'}${seat.standing ? 'Standing' : ''}`
    const cards = formatList(
      seat.table.map((card) => cardWords(card, rules)),
      locale.value,
    )
    return t(key, { who: nameOf(player), cards, total: formatTotal(seat.total, locale.value) })
  }

  /**
   * What a gold card did to one seat's total, as part of a sentence: "Tobin's total falls from
   * 20 to 12", "your total is 19" (a total it left as it was, or one the log had not heard).
   */
  function change(seat: PlayerIndex, moved: Turned): string {
    const { from, to } = moved
    const how = from === null || from === to ? 'now' : to < from ? 'down' : 'up'
    const key = isMine(seat) ? `my${how[0]!.toUpperCase()}${how.slice(1)}` : how
    return t(`table.say.turned.${key}`, { who: nameOf(seat), from: from ?? to, to })
  }

  /** A seat's total as a gold card left it alone. */
  function untouched(seat: PlayerIndex): Turned {
    const total = totals[seat]
    return total === null ? { from: null, to: 0 } : { from: total, to: total }
  }

  /** What a gold card did to `seats`' totals: totals that moved first, the mover's before. */
  function changes(mover: PlayerIndex, seats: readonly PlayerIndex[]): string {
    const other: PlayerIndex = mover === 0 ? 1 : 0
    const said = [mover, other]
      .filter((seat) => seats.includes(seat))
      .map((seat) => ({ seat, moved: turned.get(seat) ?? untouched(seat) }))
      .sort((a, b) => Number(a.moved.from === a.moved.to) - Number(b.moved.from === b.moved.to))
    return formatList(
      said.map(({ seat, moved }) => change(seat, moved)),
      locale.value,
    )
  }

  /**
   * Says a gold card said at once, now its flips have come: the player's own with what it did to
   * each total ("You play 2↔4: Tobin's total falls from 20 to 12 and your total is 19."), a
   * hot-seat seat's as its turn's line.
   */
  function sayGold(): void {
    if (!gold) return
    const { id, play } = gold
    gold = null
    if (!isMine(play.player)) {
      const text = sayTurn([play])
      if (text !== null) add({ id, text })
      return
    }
    const { rules } = at()
    const other: PlayerIndex = play.player === 0 ? 1 : 0
    const text =
      turned.size === 0
        ? say(play)
        : t('table.say.myPlayTurns', {
            card: played(play, rules),
            changes: changes(play.player, turned.has(other) ? [play.player, other] : [play.player]),
          })
    turned = new Map()
    add({ id, text })
  }

  /** A card a gold card turned: its table's total before the first such card and after the last. */
  function noteFlip(flip: Flip): void {
    const before = turned.get(flip.player)
    turned.set(flip.player, { from: before ? before.from : totals[flip.player], to: flip.total })
    totals[flip.player] = flip.total
  }

  /**
   * A played card as the hand's button names it: a card that takes a sign with the value it
   * was played as ("±2 as +2"), the player's own and the opponent's alike.
   */
  function played(play: { card: string; sign: '+' | '-' | null }, rules: RulesetId): string {
    const card = cardName(play.card, rules)
    if (!play.sign) return card
    return t('table.say.playedAs', { card, value: signedValue(card, play.sign) })
  }

  /**
   * One event in words: the player's own in the second person ("You draw 7: total 12."), the
   * end of the opponent's turn by name ("Tobin stands on 18."); the opponent's draws and plays
   * are said together (`sayTurn`).
   */
  function say(event: Said): string {
    const { rules } = at()
    const mine = isMine(event.player)
    const key = (kind: string) =>
      mine ? `table.say.my${kind[0]!.toUpperCase()}${kind.slice(1)}` : `table.say.${kind}`
    const named = { who: nameOf(event.player), total: event.total }
    // a named seat's card, said at once (hot-seat): its turn's line of one move
    if (!mine && (event.type === 'draw' || event.type === 'play')) return sayTurn([event])!
    switch (event.type) {
      case 'draw':
        return t(key('draw'), { ...named, value: event.value })
      case 'play':
        return t(key('play'), { ...named, card: played(event, rules) })
      default:
        return t(key(event.type), named)
    }
  }

  /**
   * The opponent's turn in one line, said as it ends: its draws and plays with the total they
   * came to, then how the turn ended if it did more than pass the turn ("Tobin draws 7 and plays
   * −3: total 4." "Tobin draws 3: total 17. Tobin stands on 17."). One line a turn: a line a
   * card, with the turn light between, was six things said in two seconds.
   */
  function sayTurn(events: readonly Theirs[]): string | null {
    const { rules } = at()
    const moves = events.filter((e) => e.type === 'draw' || e.type === 'play')
    const parts = moves.map((e) =>
      e.type === 'draw'
        ? t('table.say.moves.draw', { value: e.value })
        : t('table.say.moves.play', { card: played(e, rules) }),
    )
    const sentences: string[] = []
    const last = moves.at(-1)
    if (last) {
      const mover = last.player
      const other: PlayerIndex = mover === 0 ? 1 : 0
      // a gold card's flips may have moved the mover's total after its play, and the other's
      const named = {
        who: nameOf(mover),
        moves: formatList(parts, locale.value),
        total: totals[mover] ?? last.total,
      }
      sentences.push(
        turned.has(other)
          ? t('table.say.turnTurns', { ...named, changes: changes(mover, [other]) })
          : t('table.say.turn', named),
      )
    }
    turned = new Map()
    for (const e of events)
      if (e.type === 'stand' || e.type === 'bust' || e.type === 'fill') sentences.push(say(e))
    return sentences.length > 0 ? sentences.join(' ') : null
  }

  /** Says the opponent's turn so far, if anything of it is left unsaid. */
  function flush(): void {
    const text = sayTurn(turn)
    turn = []
    if (text !== null) add({ id: ownId--, text })
  }

  /**
   * What the banner shows, said as sentences: a round's or a set's result with the score after
   * it, anything else ended with a full stop (the banner's own words have none), the muck's
   * cards as a list.
   */
  function sayBanner(event: MatchEvent): string | null {
    const { you, opponent, rules, names } = at()
    const list = (cards: string[]) => formatList(cards, locale.value)
    const words = names
      ? namedBannerWords(t, event, names, rules, list)
      : bannerWords(t, event, you, opponent, rules, list)
    if (!words) return null
    // the line under the banner is a sentence of its own, said after the banner's
    const text = words.detail
      ? t('table.say.banner', { text: words.text, detail: words.detail })
      : words.text
    if (names && (event.type === 'roundEnd' || event.type === 'setEnd')) {
      const wins = event.type === 'roundEnd' ? event.roundWins : event.setWins
      return t(`table.say.${event.type === 'roundEnd' ? 'roundScore' : 'setScore'}Named`, {
        result: text,
        first: names[0],
        a: wins[0],
        second: names[1],
        b: wins[1],
      })
    }
    const them = you === 0 ? 1 : 0
    if (event.type === 'roundEnd')
      return t('table.say.roundScore', {
        result: text,
        who: opponent,
        mine: event.roundWins[you],
        theirs: event.roundWins[them],
      })
    if (event.type === 'setEnd')
      return t('table.say.setScore', {
        result: text,
        who: opponent,
        mine: event.setWins[you],
        theirs: event.setWins[them],
      })
    return /[.!?]$/.test(text) ? text : `${text}.`
  }

  /**
   * Each cue as it is shown. The opponent's part of a turn is kept until the turn ends (a card
   * lifting from its hand, or a card turned over by a gold card, is part of it), and a gold card
   * said at once until the cards it turns have turned; anything else says what was kept first,
   * so the log keeps the table's order.
   */
  function hear(now: Cue | null): void {
    const { you, names } = at()
    const event = now?.kind === 'event' ? now.event : null
    // a gold card's flips are part of its line, said once they have all come
    if (event?.type === 'flip') return noteFlip(event)
    sayGold()
    if (now?.kind === 'lift' && now.player !== you) return
    // the opponent's turn is kept to be said whole; at a hot-seat table, each move as it lands
    const theirs =
      event && !names && THEIRS.has(event.type) && 'player' in event && event.player !== you
    // anything else says what was kept first, with the totals it came to
    if (!theirs) flush()
    if (event?.type === 'roundStart') totals = [0, 0]
    else if (event && 'total' in event && 'player' in event) totals[event.player] = event.total
    if (theirs) {
      turn.push(event as Theirs)
      if (event.type !== 'draw' && event.type !== 'play') flush()
      return
    }
    if (!now || !event) return
    if (event.type === 'play' && turnsCards(event)) {
      gold = { id: now.id, play: event }
      return
    }
    if (SAID.has(event.type)) return add({ id: now.id, text: say(event as Said) })
    const text = sayBanner(event)
    if (text !== null) add({ id: now.id, text })
  }

  /**
   * The match's start, shown before the table was there to hear it: each event already shown,
   * up to the cue on the table now (heard next), goes through the log as its cue would have.
   */
  function catchUp(): void {
    const start = drawn()
    if (!start?.events.some((e) => e.type === 'opener')) return
    const now = cue.value
    const missed = start.events.slice(0, shown())
    if (now?.kind === 'event' && missed.at(-1) === now.event) missed.pop()
    for (const event of missed) hear({ id: ownId--, kind: 'event', event, duration: 0 })
  }

  catchUp()
  // the cue on the table as it opens too: a match's first banner is shown before the table is
  watch(cue, hear, { immediate: true })
  watch(
    drawn,
    (next) => {
      if (!next || next.events.length > 0 || next.view.phase !== 'turn') return
      const { you } = at()
      const them: PlayerIndex = you === 0 ? 1 : 0
      totals = [next.view.players[0].total, next.view.players[1].total]
      for (const player of [you, them]) {
        const text = sayTable(next.view, player)
        if (text !== null) add({ id: ownId--, text })
      }
    },
    { immediate: true },
  )
  return { lines, say: (text) => add({ id: ownId--, text }) }
}

/**
 * The log's lines as its element shows them: none until the element has been drawn on the page
 * empty, then all of them. A live region born with its words is often not read, and the table's
 * first lines (who opens, what lies on a table picked up again) come as the table opens. Two
 * frames: the first runs before the page with the new element is drawn.
 */
export function linesOnPage(
  lines: Readonly<Ref<NarrationLine[]>>,
  log: Readonly<Ref<Element | null>>,
): Readonly<Ref<NarrationLine[]>> {
  const onPage = ref(false)
  let frame = 0
  watch(
    log,
    (element) => {
      cancelAnimationFrame(frame)
      onPage.value = false
      if (!element) return
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => (onPage.value = true))
      })
    },
    { immediate: true, flush: 'post' },
  )
  onBeforeUnmount(() => cancelAnimationFrame(frame))
  return computed(() => (onPage.value ? lines.value : []))
}
