import { computed, ref, toRef, type ComputedRef, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import type { CardCode } from '@common/cards'
import { cardLabel, type RulesetId } from '@common/rulesets'
import type { PlayerAction } from '@preload/contract'
import { useMatchStore } from '@/stores/match'
import { useNavigationStore } from '@/stores/navigation'
import { playEffect } from '@/fx/sound'
import { signedValue, type Hand } from '@/composables/useHand'
import type { RefusalLine } from '@/composables/useRefusalLine'
import { useLabels } from '@/composables/useLabels'

/** What the player can do at the table, and whether the menu and the advisor's answer are open. */
export interface TableMoves {
  menuOpen: Ref<boolean>
  hintOpen: Ref<boolean>
  canEnd: ComputedRef<boolean>
  canStand: ComputedRef<boolean>
  canHint: ComputedRef<boolean>
  play(place: number): Promise<void>
  refuseCard(place: number): void
  endTurn(): Promise<void>
  stand(): Promise<void>
  hint(): Promise<void>
  flip(): void
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
  /** says a line to a screen reader in the table's log */
  narrate(line: string): void
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

  const canEnd = computed(() => legal.value.some((a) => a.type === 'end'))
  const canStand = computed(() => legal.value.some((a) => a.type === 'stand'))
  const canHint = computed(
    () => (canEnd.value || at.choosing.value) && !hintLoading.value && !at.hotseat.value,
  )

  async function act(action: PlayerAction | null): Promise<void> {
    if (!action) return
    hintOpen.value = false
    await match.act(action)
  }
  async function play(place: number): Promise<void> {
    const action = hand.playAction(place)
    if (!action) return refuseCard(place)
    hand.playedFrom.value = place
    await act(action)
  }
  /** A card that cannot be played now, pressed or clicked: the table says why. */
  function refuseCard(place: number): void {
    refusal.say(hand.refusals.value[place])
  }
  async function endTurn(): Promise<void> {
    if (canEnd.value) await act({ type: 'end' })
    else refusal.say(match.turnRefused)
  }
  async function stand(): Promise<void> {
    if (canStand.value) await act({ type: 'stand' })
    else refusal.say(match.turnRefused)
  }
  /** H does what the Hint button does: nothing where the button is off or absent (hot-seat). */
  async function hint(): Promise<void> {
    if (!canHint.value) return
    hintOpen.value = true
    await match.hint()
  }
  /** F turns a card's sign: the eye sees the card turn, a screen reader hears how it is set. */
  function flip(): void {
    const place = hand.toggleSelectedSign()
    const code = place === null ? null : hand.slots.value[place]
    if (place === null || !code) return
    const card = cardLabel(code, at.rules.value)
    at.narrate(t('table.say.sign', { card, value: signedValue(card, hand.signs.value[place]) }))
  }
  function choose(cards: CardCode[]): void {
    void act({ type: 'choose', cards })
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
