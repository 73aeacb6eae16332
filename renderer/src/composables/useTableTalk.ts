import { onScopeDispose, readonly, shallowRef, watch, type Ref } from 'vue'
import { storeToRefs } from 'pinia'
import { useI18n } from 'vue-i18n'
import type { MatchUpdate } from '@preload/contract'
import { useMatchStore } from '@/stores/match'
import { useSettingsStore } from '@/stores/settings'
import { talkAt, talkKey } from './talk/choose'
import { greetingKey, talker } from './talk/seat'

/** How long a line stays by the opponent's plate: long enough to read twice. */
export const TALK_SHOWN_MS = 4500

/** A line the opponent says: its catalogue key, and a count that tells one saying from the next. */
export interface SaidLine {
  key: string
  id: number
}

/**
 * What the opponent says at the table now: a greeting as the player sits down at a match, and
 * a line at about every second round's end and at the match's end, each as the table shows the
 * moment (the match store's `shown`), for a few seconds. Nothing new comes from main: the
 * table knows the opponent's voice and the moment, and the choice is the match's (talk/choose.ts).
 */
export function useTableTalk(): { said: Readonly<Ref<SaidLine | null>> } {
  const { te } = useI18n()
  const { update, shown } = storeToRefs(useMatchStore())
  const store = useSettingsStore()
  const said = shallowRef<SaidLine | null>(null)
  let count = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  /** the update whose events have been heard, and how many of them */
  let heard: MatchUpdate | null = null
  let heardUpTo = 0
  let greeted: string | null = null

  function quiet(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    said.value = null
  }

  function say(key: string | null): void {
    // the player may turn the talk off in Settings
    if (!key || store.settings.tableTalk === false) return
    quiet()
    count += 1
    said.value = { key, id: count }
    timer = setTimeout(quiet, TALK_SHOWN_MS)
  }

  /**
   * Greets once per match the table sits down at, unless it is over already. An opponent who
   * remembers the player's habits greets with that remark, already in its line: a greeting over
   * it would hide it just as the player sits down to read it.
   */
  function greet(next: MatchUpdate): void {
    if (greeted === next.matchId) return
    greeted = next.matchId
    quiet()
    if (next.result || next.view.phase === 'over' || next.opponent?.remark) return
    say(greetingKey(next, (key) => te(key)))
  }

  /** Says the last moment worth a line among the events shown since last time. */
  function hear(next: MatchUpdate, upTo: number): void {
    const who = talker(next)
    let key: string | null = null
    for (let at = heardUpTo; at < upTo && who; at++) {
      const moment = talkAt(next.events, at, next.you, next.view.rounds.length)
      if (moment) key = talkKey(who, moment.moment, moment.round) ?? key
    }
    heardUpTo = Math.max(heardUpTo, upTo)
    say(key)
  }

  watch(
    [update, shown],
    ([next, upTo]) => {
      if (!next) return
      if (next !== heard) {
        // a table opened on a match already shown hears none of its past moments again
        heardUpTo = heard === null ? upTo : 0
        heard = next
        greet(next)
      }
      hear(next, upTo)
    },
    { immediate: true },
  )
  onScopeDispose(quiet)
  return { said: readonly(said) }
}
