import { computed, type ComputedRef } from 'vue'
import { storeToRefs } from 'pinia'
import { useNames } from '@/i18n/names'
import type { PlayerIndex } from '@common/match'
import { cardLabel, RULESETS } from '@common/rulesets'
import { openingOf } from '@common/opener'
import { roundInSet } from '@common/scene'
import { useFlavour } from '@/i18n/flavour'
import { openerWhy } from '@/i18n/opener-why'
import { roundWhyWithTotals } from '@/i18n/round-why'
import { useFormat } from '@/components/ui/format'
import { signedValue } from '@/composables/useHand'
import { useMatchStore } from '@/stores/match'

export type Whose = 'you' | 'them' | null

/** What the centre of the table says: the round, whose turn, the notes and the hint's words. */
export interface TableStatus {
  /** "Round 2", or "Set 2 · Round 1" where a match has more than one set */
  roundLabel: ComputedRef<string>
  whose: ComputedRef<Whose>
  /** the line under the turn light: whose turn, or what the table is doing */
  statusText: ComputedRef<string>
  /** what a screen reader is told of it: whose turn only (see `spokenStatus` below) */
  spokenStatus: ComputedRef<string>
  /** how many side cards the player may still play this turn (none said with an empty hand) */
  sideCardsNote: ComputedRef<string>
  /**
   * over 20 on the player's turn, that ending it or standing busts: the danger colour of the
   * total says it to the eye, End turn's and Stand's tips to a mouse, this line to a finger
   */
  overNote: ComputedRef<string>
  /** the note after a round in its phrases (the result, then why), each kept on one line */
  lastRoundText: ComputedRef<string[]>
  /** who opens the round in play, then why, in phrases like the last round's (none once over) */
  openerText: ComputedRef<string[]>
  /**
   * Under a round's end banner left on the table into the next round: which round it speaks of,
   * and which is on now ("That was round 1 · now round 2"); null under any other banner
   */
  bannerNote: ComputedRef<string | null>
  hintAction: ComputedRef<string>
}

/** The table's words for what is happening, from the match store's scene and cues. */
export function useTableStatus(): TableStatus {
  const { t } = useNames()
  const format = useFormat()
  const match = useMatchStore()
  const { scene, update, presenting, sending, cue, thinking, opening, advice, bannerRound } =
    storeToRefs(match)
  const you = computed(() => update.value?.you ?? 0)
  const rules = computed(() => scene.value?.rules ?? 'classic')
  const flavour = useFlavour()
  const opponent = computed(() => {
    const them = update.value?.opponent
    return them ? flavour.opponentName(them) : ''
  })
  /**
   * Hot-seat: both seats' names. Both are people at one screen, and the turn is said by name
   * for either ("Mira's turn"): the person it is said to may be the one passing the screen on.
   */
  const names = computed(() => update.value?.hotseat?.names ?? null)
  /** The player's own turn in words: "Your turn", or at a hot-seat table the seat's name. */
  const ownTurn = (): string =>
    names.value ? t('table.theirTurn', { name: names.value[you.value] }) : t('table.yourTurn')

  const roundLabel = computed(() => {
    const s = scene.value
    if (!s) return ''
    // single-set rulesets (classic, cantina) never speak of sets
    if (RULESETS[s.rules].setsToWin <= 1) return t('table.round', { n: s.round })
    return `${t('table.set', { n: s.set })} · ${t('table.round', { n: roundInSet(s) })}`
  })

  /** The latest event the table is showing, while it shows one. */
  const showing = computed(() =>
    presenting.value && cue.value?.kind === 'event' ? cue.value.event : null,
  )

  /**
   * The turn the table shows, once it is over and nobody has the next: the seat on turn has
   * stood, bust or filled its table, the player has ended theirs (`stood`: by a stand), or the
   * player's move that ends it is with main. The scene keeps the turn until the next starts or
   * the round ends, and the light said "Your turn" while main answered and the stand was shown.
   */
  const turnOver = computed<{ seat: PlayerIndex; stood: boolean } | null>(() => {
    const s = scene.value
    const seat = s?.turn
    if (!s || seat === null || seat === undefined || s.phase !== 'turn') return null
    const move = sending.value?.type
    // standing over the target is a bust, not a stand
    const under = s.players[seat].total <= RULESETS[s.rules].target
    if (move === 'stand' || move === 'end') return { seat, stood: move === 'stand' && under }
    if (!presenting.value) return null
    if (s.players[seat].standing) return { seat, stood: true }
    const event = showing.value?.type
    if (event === 'bust' || event === 'fill') return { seat, stood: false }
    // not the opponent's end of turn: its next turn or the player's follows at once, and the
    // light went out between each of its turns while the player stood
    return event === 'endTurn' && seat === you.value ? { seat, stood: false } : null
  })

  /**
   * The player's turn has started on the table and its main-deck card is still on its way: the
   * turn's start and its draw are being shown. The moves come on only once the update has been
   * shown (the store's `legal`), and the light said "Your turn" over buttons that were still off.
   */
  const drawing = computed(() => {
    const event = showing.value
    return (event?.type === 'turn' || event?.type === 'draw') && event.player === you.value
  })

  const whose = computed<Whose>(() => {
    const turn = scene.value?.turn
    if (turn === null || turn === undefined || turnOver.value) return null
    return turn === you.value ? 'you' : 'them'
  })

  const statusText = computed(() => {
    const s = scene.value
    if (!s) return ''
    if (s.phase === 'over' || s.winner !== null) return t('table.status.over')
    const event = showing.value
    if (event?.type === 'matchEnd') return t('table.status.over')
    if (event?.type === 'setEnd') return t('table.status.setOver')
    if (event?.type === 'roundEnd') return t('table.status.roundOver')
    if (s.phase === 'choose') return t('table.status.choosing')
    const over = turnOver.value
    if (over?.stood)
      return over.seat === you.value && !names.value
        ? t('table.status.youStand')
        : t('table.status.theyStand', { name: names.value?.[over.seat] ?? opponent.value })
    if (over) return t('table.status.turnOver')
    if (whose.value === 'you') return drawing.value ? t('table.status.drawing') : ownTurn()
    if (whose.value === 'them')
      return thinking.value
        ? t('table.status.thinking', { name: opponent.value })
        : t('table.theirTurn', { name: opponent.value })
    return t('table.waiting')
  })

  /*
   * The status as a screen reader hears it: whose turn it is, said once as the turn passes. The
   * opponent's pauses to think (several a turn) are not said: the table's log says the turn
   * whole once it ends, and "is thinking" between each card was most of what was heard. Nor is
   * "Round over": the log says who won it. Between rounds, and from a turn's end to the next, it
   * is empty, so the next turn is said even where it is the same person's. The player's own turn
   * is said once they can move, after its draw (which the log says), as the light shows it.
   */
  const spokenStatus = computed(() => {
    const s = scene.value
    if (!s || s.phase === 'over' || s.winner !== null) return ''
    const event = showing.value?.type
    if (event === 'roundEnd' || event === 'setEnd' || event === 'matchEnd') return ''
    if (s.phase === 'choose') return t('table.status.choosing')
    if (whose.value === 'you') return drawing.value ? '' : ownTurn()
    if (whose.value === 'them') return t('table.theirTurn', { name: opponent.value })
    return ''
  })

  const sideCardsNote = computed(() => {
    const v = update.value?.view
    if (!v || whose.value !== 'you' || presenting.value) return ''
    // with no card left in hand there is nothing the count could be about
    if (v.players[you.value].handSize === 0) return ''
    return v.sideCardsLeftThisTurn === null
      ? t('table.sideCardsAny')
      : t('table.sideCardsLeft', { n: v.sideCardsLeftThisTurn })
  })

  const overNote = computed(() => {
    const v = update.value?.view
    if (!v || whose.value !== 'you' || presenting.value) return ''
    return v.players[you.value].total > RULESETS[v.rules].target ? t('table.overNote') : ''
  })

  // the match's own record of its rounds, so a match picked up again still says it
  const lastRoundText = computed(() => {
    const r = scene.value?.rounds.at(-1)
    if (!r) return []
    const result =
      r.winner === null
        ? t('table.lastRoundTie')
        : r.winner === you.value
          ? t('table.lastRoundWon')
          : t('table.lastRoundLost')
    return [
      t('table.lastRound', { result }),
      // said from the player's side, the named seat's total first: "(Vessa had the higher
      // total, 12 to −2)"; the seat that is not you is the opponent's
      roundWhyWithTotals(t, r, you.value, () => opponent.value, format.total),
    ]
  })

  const openerText = computed(() => {
    const s = scene.value
    if (!s || s.phase === 'over' || s.winner !== null) return []
    const { player, why } = openingOf(s, opening.value)
    return [
      player === you.value
        ? t('table.banner.youOpen')
        : t('table.banner.theyOpen', { name: opponent.value }),
      t('table.opener.note', { why: openerWhy(t, why) }),
    ]
  })

  const bannerNote = computed(() => {
    const rounds = bannerRound.value
    return rounds ? t('table.banner.past', { ended: rounds.ended, next: rounds.next }) : null
  })

  const hintAction = computed(() => {
    const a = advice.value?.action
    if (!a) return ''
    // a card that takes a sign in the hand's own words: "Play ±2 as −2", as its button says
    if (a.type === 'play') {
      const card = cardLabel(a.card, rules.value)
      return a.sign
        ? t('table.hint.playAs', { card, value: signedValue(card, a.sign) })
        : t('table.hint.play', { card })
    }
    // the cards to bring as a list in the language's way ("+3, +5 und −2"), not a bare row
    if (a.type === 'choose')
      return t('table.hint.choose', {
        cards: format.list(a.cards.map((c) => cardLabel(c, rules.value))),
      })
    return t(`table.hint.${a.type}`)
  })

  return {
    roundLabel,
    whose,
    statusText,
    spokenStatus,
    sideCardsNote,
    overNote,
    lastRoundText,
    openerText,
    bannerNote,
    hintAction,
  }
}
