import { defineStore } from 'pinia'
import { ref } from 'vue'

/** What the player last used: the table's button hints follow it (keys, or gamepad buttons). */
export type InputMode = 'keyboard' | 'gamepad'

/** The input device in use, set by the gamepad composable and by real key presses. */
export const useInputStore = defineStore('input', () => {
  const mode = ref<InputMode>('keyboard')
  function use(next: InputMode): void {
    if (mode.value !== next) mode.value = next
  }
  return { mode, use }
})
