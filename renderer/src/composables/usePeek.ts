import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue'

/** How long a finger rests on a card before it peeks instead of playing: as touch card games do. */
export const PEEK_HOLD_MS = 450
/** How long the tip stays after the finger lifts, to be read without the finger over it. */
export const PEEK_LINGER_MS = 1500
/** A finger that moves farther than this is scrolling or dragging, not holding. */
const PEEK_SLOP_PX = 10

/** A peek at the hand: which place shows its tip, and the handlers its card buttons take. */
export interface Peek {
  /** the place whose tip a held finger opened, or null */
  peeking: Ref<number | null>
  /** a pointer went down on the card in `place` */
  press: (place: number, event: PointerEvent) => void
  /** the pointer moved: far enough, and it was no hold */
  move: (event: PointerEvent) => void
  /** the finger lifted or the browser took it over (a scroll): the tip lingers, then goes */
  lift: () => void
  /** the long press's context menu (Windows touch sends one): no menu, a peek instead */
  menu: (place: number, event: MouseEvent) => void
  /** true for the click that ends a hold, which must not play the card */
  swallows: (event: MouseEvent) => boolean
}

/**
 * Press and hold to peek at a card. A mouse shows a card's tip on hover and a keyboard on focus;
 * a finger has neither, and a tap plays the card. So a touch (or pen) held still on a card shows
 * its tip and does not play it: the click that follows the hold is swallowed, a short tap plays
 * as always, and a finger that moves (a scroll) cancels. The tip stays while the finger does and
 * a moment after, or until the next touch anywhere. Mouse and keyboard are left as they are.
 */
export function usePeek(): Peek {
  const peeking = ref<number | null>(null)
  let held: { place: number; x: number; y: number } | null = null
  let holdTimer: ReturnType<typeof setTimeout> | undefined
  let lingerTimer: ReturnType<typeof setTimeout> | undefined
  // a hold peeked: the click its lifting finger makes is not a play
  let swallow = false

  function stopHold(): void {
    clearTimeout(holdTimer)
    holdTimer = undefined
  }

  function close(): void {
    clearTimeout(lingerTimer)
    peeking.value = null
  }

  function open(place: number): void {
    stopHold()
    clearTimeout(lingerTimer)
    peeking.value = place
    swallow = true
  }

  function press(place: number, event: PointerEvent): void {
    swallow = false
    if (event.pointerType !== 'touch' && event.pointerType !== 'pen') return
    held = { place, x: event.clientX, y: event.clientY }
    stopHold()
    holdTimer = setTimeout(() => open(place), PEEK_HOLD_MS)
  }

  function move(event: PointerEvent): void {
    if (!held || !holdTimer) return
    if (Math.hypot(event.clientX - held.x, event.clientY - held.y) > PEEK_SLOP_PX) {
      stopHold()
      held = null
    }
  }

  function lift(): void {
    stopHold()
    held = null
    if (peeking.value === null) return
    clearTimeout(lingerTimer)
    lingerTimer = setTimeout(close, PEEK_LINGER_MS)
  }

  function menu(place: number, event: MouseEvent): void {
    const type = (event as Partial<PointerEvent>).pointerType
    // a touch's long press; a right click or the menu key keeps its menu as ever
    if (!held && type !== 'touch' && type !== 'pen') return
    event.preventDefault()
    open(place)
    if (!held) lift()
  }

  function swallows(event: MouseEvent): boolean {
    // Enter or Space on the focused card (detail 0) is never the end of a hold
    if (!swallow || event.detail === 0) return false
    swallow = false
    return true
  }

  // the next touch anywhere closes the tip; captured, before the card's own press opens another
  const onDown = (): void => close()
  onMounted(() => document.addEventListener('pointerdown', onDown, true))
  onBeforeUnmount(() => {
    document.removeEventListener('pointerdown', onDown, true)
    stopHold()
    clearTimeout(lingerTimer)
  })

  return { peeking, press, move, lift, menu, swallows }
}
