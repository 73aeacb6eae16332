import { computed, ref, shallowRef, toRef, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { CardCode } from '@common/cards'
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { PlayerAction } from '@preload/contract'
import { useMatchStore } from '@/stores/match'
import { useNavigationStore } from '@/stores/navigation'
import { playEffect } from '@/fx/sound'
import { signedValue } from '@/components/cards/card-look'
import type { Hand } from '@/composables/useHand'
import type { RefusalLine, TableRefusal } from '@/composables/useRefusalLine'
import { useLabels } from '@/composables/useLabels'

/** F with no card in the hand that takes a sign: the table's own refusal, as main knows none. */
const NO_FLIP_CARD: TableRefusal = { reason: 'no-flip-card' }

/**
 * What the player can do at the table, and whether the menu and the advisor's answer are open.
 * Each move answers whether it was taken (false: refused, and the table said why if it can).
 */
export interface TableMoves {
  menuOpen: Ref<boolean>
  hintOpen: Ref<boolean>
  canEnd: ComputedRef<boolean>
  canStand: ComputedRef<boolean>
  canHint: ComputedRef<boolean>
  /** the player's move on its way to main or being shown as main answered it, else null */
  moving: Readonly<Ref<PlayerAction | null>>
  /** `listener` hears each move once main's answer has been shown (`shown`), or never came */
  afterMove(listener: (shown: boolean) => void): void
  play(place: number): boolean
  refuseCard(place: number): void
  endTurn(): boolean
  stand(): boolean
  hint(): boolean
  flip(): boolean
  choose(cards: CardCode[]): void
  forfeit(): Promise<void>
  leave(): void
  reveal(): Promise<void>
}

/** What the moves need from the table around them. */
export interface MoveContext {
  hand: Hand
  refusal: RefusalLine
  rules: Ref<RulesetId>
  choosing: Ref<boolean>
  /** hot-seat: there is no advisor for two people at one screen */
  hotseat: Ref<unknown>
  /** the player's total where it is over the target on their turn, else null */
  over: Ref<number | null>
  /** over the target with no card the player may still play that brings the total back */
  lost: Ref<boolean>
  /** says a line to a screen reader in the table's log */
  narrate(line: string): void
  /**
   * the tutorial's coach holding back a card played set the other way than it asked, or any card
   * with a sign while its advice is on its way (useCoach)
   */
  holds?(action: PlayerAction): boolean
}

/**
 * The player's moves at the table, the same whether a button, a card or a key asks for them:
 * each goes to main through the match store, or, where main's legal actions do not allow it, the
 * table says why (the refusal line). They are their own part so the buttons and the keys share
 * one set of moves, and the view only lays them out.
 */
export function useTableMoves(at: MoveContext): TableMoves {
  const { t } = useLabels()
  const match = useMatchStore()
  const navigation = useNavigationStore()
  const { hintLoading } = storeToRefs(match)
  const legal = toRef(match, 'legal')
  const { hand, refusal } = at
  const menuOpen = ref(false)
  const hintOpen = ref(false)
  const moving = shallowRef<PlayerAction | null>(null)
  const listeners: ((shown: boolean) => void)[] = []

  const canEnd = computed(() => legal.value.some((a) => a.type === 'end'))
  const canStand = computed(() => legal.value.some((a) => a.type === 'stand'))
  const canHint = computed(
    () => (canEnd.value || at.choosing.value) && !hintLoading.value && !at.hotseat.value,
  )

  /**
   * Sends the player's move, one at a time (false while one is on its way); the listeners hear
   * once main's answer has been shown.
   */
  function send(action: PlayerAction): boolean {
    if (moving.value) return false
    hintOpen.value = false
    moving.value = action
    void answered(action)
    return true
  }
  /** Waits for main's answer to `action` and its showing, then tells the listeners. */
  async function answered(action: PlayerAction): Promise<void> {
    let shown = false
    try {
      shown = await match.act(action)
    } finally {
      moving.value = null
      for (const listener of listeners) listener(shown)
    }
  }
  function play(place: number): boolean {
    const action = hand.playAction(place)
    if (!action) {
      refuseCard(place)
      return false
    }
    if (moving.value || at.holds?.(action)) return false
    hand.playedFrom.value = place
    return send(action)
  }
  /** A card that cannot be played now, pressed or clicked: the table says why. */
  function refuseCard(place: number): void {
    refusal.say(hand.refusals.value[place])
  }
  function endTurn(): boolean {
    if (canEnd.value) return send({ type: 'end' })
    refusal.say(match.turnRefused)
    return false
  }
  /**
   * Over the target standing is the bust End turn names (Take the Loss): S says so and stands on
   * nothing, so a key pressed out of habit never throws away a round a card could still save,
   * and the bust stays the one button that says it is the bust.
   */
  function stand(): boolean {
    const over = at.over.value
    if (over !== null && canStand.value) {
      refusal.say({ reason: 'stand-over', total: over, lost: at.lost.value })
      return false
    }
    if (canStand.value) return send({ type: 'stand' })
    refusal.say(match.turnRefused)
    return false
  }
  /** H does what the Hint button does: nothing where the button is off or absent (hot-seat). */
  function hint(): boolean {
    if (!canHint.value) return false
    hintOpen.value = true
    void match.hint()
    return true
  }
  /**
   * F turns a card's sign: the eye sees the card turn, a screen reader hears how it is set. With
   * no card in the hand that takes a sign, the table says so, as it does for any key refused.
   */
  function flip(): boolean {
    const place = hand.toggleSelectedSign()
    const code = place === null ? null : hand.slots.value[place]
    if (place === null || !code) {
      refusal.say(NO_FLIP_CARD)
      return false
    }
    const card = cardLabel(code, at.rules.value)
    at.narrate(t('table.say.sign', { card, value: signedValue(card, hand.signs.value[place]) }))
    return true
  }
  function choose(cards: CardCode[]): void {
    send({ type: 'choose', cards })
  }
  async function forfeit(): Promise<void> {
    menuOpen.value = false
    await match.resign()
  }
  function leave(): void {
    menuOpen.value = false
    playEffect('button')
    if (navigation.stack.length > 1) navigation.back()
    else navigation.home()
  }
  /** Hot-seat: the next person lifts the curtain. */
  async function reveal(): Promise<void> {
    playEffect('button')
    await match.reveal()
  }

  return {
    menuOpen,
    hintOpen,
    canEnd,
    canStand,
    canHint,
    moving,
    afterMove: (listener) => void listeners.push(listener),
    play,
    refuseCard,
    endTurn,
    stand,
    hint,
    flip,
    choose,
    forfeit,
    leave,
    reveal,
  }
}
