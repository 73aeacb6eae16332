// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, h } from 'vue'
import { describe, expect, it } from 'vitest'
import type { MatchReplay, ReplayFrame } from '@common/history'
import type { RulesetId } from '@preload/contract'
import { i18n } from '@/i18n'
import { useHistoryStore } from '@/stores/history'
import { useHistoryWords } from './useHistoryWords'

/** The replay's words while a replay of `rules` is being watched. */
function wordsFor(rules: RulesetId): ReturnType<typeof useHistoryWords> {
  const pinia = createPinia()
  setActivePinia(pinia)
  // only the summary's ruleset matters to how a move names its cards
  useHistoryStore().replay = { summary: { rules } } as MatchReplay
  let words: ReturnType<typeof useHistoryWords> | null = null
  mount(
    defineComponent({
      setup() {
        words = useHistoryWords()
        return () => h('div')
      },
    }),
    { global: { plugins: [pinia, i18n] } },
  )
  return words!
}

describe("the replay's moves", () => {
  it('name a chosen hand and a played card as the replay draws them, never by code', () => {
    const tournament = wordsFor('tournament')
    expect(tournament.actionText({ type: 'choose', cards: ['D', 'TB', '-3'] }, 'chosen')).toBe(
      i18n.global.t('history.review.chosenAction.choose', { cards: '×2 TB \u22123' }),
    )
    const frame = {
      move: { player: 1, action: { type: 'play', card: 'D' } },
    } as unknown as ReplayFrame
    expect(tournament.moveText(frame, ['You', 'Elowen Sarto'])).toBe(
      i18n.global.t('history.replay.move.play', { who: 'Elowen Sarto', card: '×2' }),
    )
    const classic = wordsFor('classic')
    expect(classic.moveText(frame, ['You', 'Elowen Sarto'])).toBe(
      i18n.global.t('history.replay.move.play', { who: 'Elowen Sarto', card: 'D' }),
    )
  })
})
