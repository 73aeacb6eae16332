import { computed, type ComputedRef } from 'vue'
import { storeToRefs } from 'pinia'
import { useNames } from '@/i18n/names'
import { useFlavour } from '@/i18n/flavour'
import { useFormat } from '@/components/ui/format'
import { useMatchStore } from '@/stores/match'
import { hintAction } from './status/hint-action'
import { lastRoundPhrases, openerPhrases, roundLabel } from './status/round-notes'
import { spokenStatus, statusLine, type StatusMoment, type StatusSeats } from './status/status-line'
import { comebackOf, overNote, sideCardsNote, type OwnTurn } from './status/turn-notes'
import { bannerDetail } from './status/banner-detail'
import { drawingOwnCard, turnOver, whoseTurn, type Whose } from './status/turn-shown'

export type { Whose } from './status/turn-shown'

/** What the centre of the table says: the round, whose turn, the notes and the hint's words. */
export interface TableStatus {
  /** "Round 2", or "Set 2 · Round 1" where a match has more than one set */
  roundLabel: ComputedRef<string>
  whose: ComputedRef<Whose>
  /** the line under the turn light: whose turn, or what the table is doing */
  statusText: ComputedRef<string>
  /** what a screen reader is told of it: whose turn only (see status/status-line.ts) */
  spokenStatus: ComputedRef<string>
  /** how many side cards the player may still play this turn (none said with an empty hand) */
  sideCardsNote: ComputedRef<string>
  /**
   * over 20 on the player's turn, that ending it or standing busts, and whether the hand can
   * still bring the total back or the round is lost (status/turn-notes.ts)
   */
  overNote: ComputedRef<string>
  /**
   * the note after a round in its phrases (the result, then why), each kept on one line; none
   * under the round's (or set's) end banner, which says it
   */
  lastRoundText: ComputedRef<string[]>
  /**
   * who opens the round in play, then why, in phrases like the last round's: until the round's
   * first move has been shown, or while a banner stays over it; only who opens while the banner
   * naming the match's opener gives the reason (status/round-notes.ts)
   */
  openerText: ComputedRef<string[]>
  /**
   * Under a round's or a set's end banner: why and the score ("Jor busts at 23 · Rounds 1–2");
   * null under any other (status/banner-detail.ts)
   */
  bannerDetail: ComputedRef<string | null>
  /**
   * Over 20 on the player's turn with no card they may still play that brings them back: ending
   * the turn is the one move left, and it takes the loss (status/turn-notes.ts)
   */
  noWayBack: ComputedRef<boolean>
  hintAction: ComputedRef<string>
}

/**
 * The table's words for what is happening, from the match store's scene and cues: this wires the
 * store's refs to the word parts in status/, which take plain values and give words.
 */
export function useTableStatus(): TableStatus {
  const { t } = useNames()
  const format = useFormat()
  const match = useMatchStore()
  const { scene, update, presenting, sending, cue, thinking, opening, advice } = storeToRefs(match)
  const { banner } = storeToRefs(match)
  const you = computed(() => update.value?.you ?? 0)
  const rules = computed(() => scene.value?.rules ?? 'classic')
  const flavour = useFlavour()
  const opponent = computed(() => {
    const them = update.value?.opponent
    return them ? flavour.opponentName(them) : ''
  })
  const seats = computed<StatusSeats>(() => ({
    t,
    you: you.value,
    opponent: opponent.value,
    names: update.value?.hotseat?.names ?? null,
  }))

  /** The latest event the table is showing, while it shows one. */
  const showing = computed(() =>
    presenting.value && cue.value?.kind === 'event' ? cue.value.event : null,
  )
  const over = computed(() =>
    turnOver({
      scene: scene.value,
      you: you.value,
      sending: sending.value,
      presenting: presenting.value,
      showing: showing.value,
    }),
  )
  const whose = computed<Whose>(() => whoseTurn(scene.value, over.value, you.value))
  const ownTurn = computed<OwnTurn>(() => ({
    view: update.value?.view ?? null,
    you: you.value,
    whose: whose.value,
    presenting: presenting.value,
  }))
  const comeback = computed(() => comebackOf(ownTurn.value))
  const moment = computed<StatusMoment>(() => ({
    scene: scene.value,
    showing: showing.value,
    over: over.value,
    whose: whose.value,
    drawing: drawingOwnCard(showing.value, you.value),
    thinking: thinking.value,
    comeback: comeback.value,
  }))
  // a banner up while no update is shown is one left on the table (the match store's linger)
  const lingering = computed(() => !presenting.value && banner.value !== null)
  const detailSeats = computed(() => ({ ...seats.value, total: format.total }))

  return {
    roundLabel: computed(() => roundLabel(t, scene.value)),
    whose,
    statusText: computed(() => statusLine(seats.value, moment.value)),
    spokenStatus: computed(() => spokenStatus(seats.value, moment.value)),
    sideCardsNote: computed(() => sideCardsNote(t, ownTurn.value)),
    overNote: computed(() => overNote(t, ownTurn.value)),
    // none while a round's or a set's end banner is up: it says the same, with the score
    lastRoundText: computed(() =>
      banner.value?.type === 'roundEnd' || banner.value?.type === 'setEnd'
        ? []
        : lastRoundPhrases(
            t,
            scene.value,
            you.value,
            opponent.value,
            format.total,
            seats.value.names,
          ),
    ),
    openerText: computed(() =>
      openerPhrases(
        t,
        scene.value,
        opening.value,
        you.value,
        opponent.value,
        lingering.value,
        seats.value.names,
        // the banner naming who opens the match gives why, the draws: not told twice at once
        // (behind the hot-seat curtain, which hides both, the note keeps its whole line)
        banner.value?.type === 'opener' && match.curtain === null,
      ),
    ),
    bannerDetail: computed(() => bannerDetail(detailSeats.value, banner.value, scene.value)),
    noWayBack: computed(() => comeback.value === 'lost'),
    hintAction: computed(() =>
      hintAction(t, advice.value?.action, rules.value, format.list, comeback.value !== null),
    ),
  }
}
