/**
 * The store's clock for the table tests over the real main that show main's updates at their
 * own pace: the store's timers faked before each test and moved on by the test, never waited
 * out, and the table (or whatever the test mounted) taken down after it. Test code only; nothing
 * in the app imports it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, getActivePinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, vi } from 'vitest'
import type { MatchStart } from '@preload/contract'
import type { RulesetId } from '@common/rulesets'
import { i18n } from '@/i18n'
import { useMatchStore } from '@/stores/match'
import { useSettingsStore } from '@/stores/settings'
import TableView from '@/views/TableView.vue'
import type { RealMainPerTest } from './real-main'

/** What vitest can fake besides the store's timers. */
type Fakeable = NonNullable<NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake']>[number]

/** Steps of 50 ms before `playOut` gives up on an update: far more than any update's beats. */
const MOST_STEPS = 2000

/** The clock of the test running, and what it takes down after it. */
export interface StoreClock {
  /** Keeps `wrapper`, in place of any kept before, to be unmounted after the test; answers it. */
  keep(wrapper: VueWrapper): VueWrapper
}

/** What a file's tests fake besides the store's timers. */
export interface ClockOptions {
  /** the frames and the page's clock as well, for a test that steps the animations themselves */
  alsoFake?: readonly Fakeable[]
}

/**
 * Fakes the store's timers (setTimeout, clearTimeout) before each test of the file; after it,
 * unmounts what the test kept and brings the real timers back. Call it after useRealMainPerTest,
 * so that the table is unmounted before main closes.
 */
export function useStoreClock(options: ClockOptions = {}): StoreClock {
  let kept: VueWrapper | null = null

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', ...(options.alsoFake ?? [])] })
  })

  afterEach(() => {
    kept?.unmount()
    kept = null
    vi.useRealTimers()
  })

  return {
    keep(wrapper) {
      kept = wrapper
      return wrapper
    },
  }
}

/** Shows the update main has answered with to its end, a beat at a time. */
export async function playOut(settle: RealMainPerTest['settle']): Promise<void> {
  const store = useMatchStore()
  await settle()
  for (let steps = 0; store.presenting; steps++) {
    if (steps > MOST_STEPS) throw new Error('the update never ended')
    await vi.advanceTimersByTimeAsync(50)
  }
}

/**
 * A quick match against the rookie with the house's practice deck; `seed` picks main's deal (a
 * test host honours it), else main deals the next of its own.
 */
export function quickStart(rules: RulesetId, seed?: number): MatchStart {
  return {
    mode: 'quick',
    rules,
    tier: 'rookie',
    deckId: null,
    ...(seed === undefined ? {} : { seed }),
  }
}

/** How the table is opened. */
export interface TableOpening {
  /** the player's setting: 'off' moves the cards at their pace, 'on' shows each update at once */
  reducedMotion: 'on' | 'off'
  /** the transitions themselves, not the stand-ins the test kit puts in their place */
  transitions?: boolean
  /** the player's setting: false keeps the opponent quiet (its line stays its own) */
  tableTalk?: boolean
}

/** Mounts the table in the page over the active Pinia, in the clock's keeping. */
export function mountTable(clock: StoreClock, transitions = false): VueWrapper {
  const pinia = getActivePinia()
  if (!pinia) throw new Error('no active Pinia for the table')
  const stubs: Record<string, false> = transitions
    ? { transition: false, 'transition-group': false }
    : {}
  return clock.keep(
    mount(TableView, { global: { plugins: [pinia, i18n], stubs }, attachTo: document.body }),
  )
}

/**
 * A new active Pinia with the player's motion setting, the match `how` started in main and the
 * table mounted on it, in the clock's keeping; answers the table.
 */
export async function openTable(
  clock: StoreClock,
  how: MatchStart,
  opening: TableOpening,
): Promise<VueWrapper> {
  setActivePinia(createPinia())
  useSettingsStore().settings.reducedMotion = opening.reducedMotion
  if (opening.tableTalk !== undefined) useSettingsStore().settings.tableTalk = opening.tableTalk
  if (!(await useMatchStore().start(how))) throw new Error('the match did not start')
  return mountTable(clock, opening.transitions)
}
