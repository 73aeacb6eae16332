import { onBeforeUnmount, readonly, ref, type Ref } from 'vue'

/**
 * How long a live region is left empty before the next words go in. The browser tells a screen
 * reader what changed in the page at most once a frame: emptied and filled again within one, a
 * region that says the same words twice changed nothing, and the second time was not heard.
 */
export const SPOKEN_GAP_MS = 100

/** One line for a screen reader, in a live region that is on the page all along. */
export interface SpokenLine {
  /** the region's words now: empty between two lines, and once a line has lasted its time */
  text: Readonly<Ref<string>>
  /** Says `words`, heard again when they are the words said last. */
  say(words: string): void
  /** Empties the region at once: what it said is no longer so. */
  hush(): void
}

/**
 * A line each move is answered with (a card chosen, a move refused): each line is heard, the same
 * one said twice included, and with `lastsMs` it leaves the region once said, so a reader going
 * through the page later does not come upon words about a move long past.
 */
export function useSpokenLine(lastsMs: number | null = null): SpokenLine {
  const text = ref('')
  let timer: ReturnType<typeof setTimeout> | null = null

  function stop(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function hush(): void {
    stop()
    text.value = ''
  }

  function say(words: string): void {
    hush()
    timer = setTimeout(() => {
      text.value = words
      timer = lastsMs === null ? null : setTimeout(hush, lastsMs)
    }, SPOKEN_GAP_MS)
  }

  onBeforeUnmount(stop)
  return { text: readonly(text), say, hush }
}
