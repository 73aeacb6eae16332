/**
 * The Replay screen mounted for its view tests over the test's real main, and a quick match
 * played out through main for it to replay. Test code only; nothing in the app imports it.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach } from 'vitest'
import type { MatchUpdate, RulesetId } from '@preload/contract'
import { i18n } from '@/i18n'
import { useNavigationStore } from '@/stores/navigation'
import ReplayView from '@/views/ReplayView.vue'
import { plainMove } from './plain-move'
import type { RealMainPerTest } from './real-main'

/** Mounts the Replay screen on the kept match `id`, in the page, once main's answers are drawn. */
export async function openReplay(
  settle: RealMainPerTest['settle'],
  id: string,
): Promise<VueWrapper> {
  setActivePinia(createPinia())
  useNavigationStore().go('replay', { id })
  const wrapper = mount(ReplayView, { global: { plugins: [i18n] }, attachTo: document.body })
  await settle()
  return wrapper
}

/** Presses `key` on the page, where the replay reads its keys, and waits for main's answers. */
export async function pressKey(settle: RealMainPerTest['settle'], key: string): Promise<void> {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  await settle()
}

/** openReplay on a file's main, called at its top after the main: no screen outlives its test. */
export function replayOpener(
  settle: RealMainPerTest['settle'],
): (id: string) => Promise<VueWrapper> {
  let wrapper: VueWrapper | null = null
  afterEach(() => {
    wrapper?.unmount()
    wrapper = null
  })
  return async (id) => {
    // a second replay in one test takes the first one's place on the page
    wrapper?.unmount()
    wrapper = null
    return (wrapper = await openReplay(settle, id))
  }
}

/** pressKey on a test file's main, called at the file's top: `key('End')` in the tests. */
export function keyPresser(settle: RealMainPerTest['settle']): (key: string) => Promise<void> {
  return (key) => pressKey(settle, key)
}

/** A quick match of `rules` against the rookie, played out by plain moves and kept: its id. */
export async function playedOut(
  main: RealMainPerTest['main'],
  rules: RulesetId,
  seed?: number,
): Promise<string> {
  let update: MatchUpdate = await main('match.start', {
    mode: 'quick',
    rules,
    tier: 'rookie',
    deckId: null,
    ...(seed === undefined ? {} : { seed }),
  })
  for (let n = 0; update.result === null; n++) {
    if (n > 2_000) throw new Error('the match did not end')
    update = await main('match.act', { matchId: update.matchId, action: plainMove(update) })
  }
  return update.matchId
}
