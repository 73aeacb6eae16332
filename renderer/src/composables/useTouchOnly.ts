import { computed, ref, type ComputedRef } from 'vue'

/**
 * A screen played with a finger: its primary input cannot hover and is coarse (a phone, a
 * tablet). A laptop with a touch screen and a mouse is not one: its primary input is the mouse.
 */
export const TOUCH_SCREEN = '(hover: none) and (pointer: coarse)'

/** Whether the screen is a touch screen now (a tablet docked to a keyboard and mouse changes). */
const touchScreen = ref(false)
/**
 * Whether keys have been in use on it: a key pressed outside a text field (a tablet's on-screen
 * keyboard types only into one) or a gamepad connected. Their caps then teach something again.
 */
const keysUsed = ref(false)

/** Whether a key pressed on `target` was typed into a text field. */
function typedInto(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'range'].includes(target.type)) ||
    (target instanceof HTMLElement && target.isContentEditable)
  )
}

if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
  const query = window.matchMedia(TOUCH_SCREEN)
  touchScreen.value = query.matches
  query.addEventListener('change', (event) => (touchScreen.value = event.matches))
  window.addEventListener(
    'keydown',
    (event) => {
      if (!typedInto(event.target)) keysUsed.value = true
    },
    true,
  )
  window.addEventListener('gamepadconnected', () => (keysUsed.value = true))
}

/** Touch alone: a touch screen and no key in use on it. Decided here once for the whole app. */
const touchOnly = computed(() => touchScreen.value && !keysUsed.value)

/**
 * Whether the player plays by touch alone. Key caps are hidden for them by CSS (App.vue writes
 * it to <html> as `data-input`), and the words that name a key (a card's "Key 1", the coach's
 * "Press E") are left out or say what to tap instead; a keyboard player's stay as they are.
 */
export function useTouchOnly(): ComputedRef<boolean> {
  return touchOnly
}
