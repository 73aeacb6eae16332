// @vitest-environment happy-dom
/**
 * The Achievements screen against the real main on a temporary data folder: a quick match won
 * (each move the advisor's) and one forfeited, then the screen shows what main decided of each
 * achievement. The toast of what was newly unlocked is the feats store's own wording.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { ACHIEVEMENT_IDS } from '@common/achievements'
import type { MatchStart } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playInMain, untilWon } from '@/testing/campaign-wins'
import { forfeitQuickMatch } from '@/testing/forfeit'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { formatDateTime } = await import('@/i18n/numbers')
const { wordsWith } = await import('@/i18n/words')
const { useFeatsStore } = await import('@/stores/feats')
const { useNoticesStore } = await import('@/stores/notices')
const { default: AchievementsView } = await import('./AchievementsView.vue')

/** Main's clock: when the first win unlocks what it unlocks. */
const NOW = new Date('2026-01-02T10:00:00.000Z')
const { main, settle } = useRealMainPerTest(real, 'achievements', {
  now: NOW,
  profile: { slot: 1, name: 'Tester' },
  pinia: true,
})

const QUICK: MatchStart = { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null }

describe('the Achievements screen', () => {
  it('shows unlocked ones with their date, locked ones with their condition and progress, hidden ones as ???', async () => {
    await forfeitQuickMatch(main)
    let played = 1
    await untilWon(() => {
      played++
      return playInMain(main, QUICK)
    })
    const w = mount(AchievementsView, { global: { plugins: [i18n] } })
    await settle()
    const t = i18n.global.t
    const rows = w.findAll('[data-achievement]')
    const shown = rows.map((r) => r.attributes('data-achievement'))
    // every achievement in its place; a hidden one still locked is named by no id
    expect(shown).toHaveLength(ACHIEVEMENT_IDS.length)
    shown.forEach((id, i) => expect([ACHIEVEMENT_IDS[i], 'hidden']).toContain(id))
    const row = (id: string) => rows[shown.indexOf(id)]!
    // the tiles a daily challenge's match counts toward carry a tag, as the subtitle says
    expect(w.get('.subtitle').text()).toBe(t('feats.screen.subtitle'))
    const tagged = shown.filter((_, i) => rows[i]!.find('[data-test="daily-counts"]').exists())
    expect(tagged.sort()).toEqual(['everyRuleset', 'everyTier', 'regular'])
    expect(row('regular').get('[data-test="daily-counts"]').text()).toBe('Daily counts')
    // the first win, unlocked at main's clock
    expect(row('firstWin').text()).toContain(t('feats.list.firstWin.name'))
    expect(row('firstWin').get('[data-test="unlocked-on"]').text()).toBe(
      t('feats.screen.unlockedOn', { date: formatDateTime(NOW, 'en') }),
    )
    // a counted one: the matches played so far, of the 50 it takes
    expect(row('regular').find('[data-test="unlocked-on"]').exists()).toBe(false)
    expect(row('regular').text()).toContain(t('feats.list.regular.condition', { n: '50' }))
    expect(row('regular').text()).toContain(
      t('feats.screen.progress', { have: String(played), need: '50' }),
    )
    // a hundred thousand credits are far off: a hidden one stays ???
    const hidden = rows.filter((r) => r.attributes('data-achievement') === 'hidden')
    expect(hidden.length).toBeGreaterThan(0)
    for (const r of hidden) {
      expect(r.text()).toContain(t('feats.screen.hiddenName'))
      expect(r.text()).toContain(t('feats.screen.hiddenCondition'))
      expect(r.find('[data-test="unlocked-on"]').exists()).toBe(false)
    }
    const unlocked = rows.filter((r) => r.find('[data-test="unlocked-on"]').exists()).length
    const kept = await main('achievements.list')
    expect(unlocked).toBe(kept.filter((a) => a.unlockedAt !== null).length)
    expect(w.get('[data-test="achievements-summary"]').text()).toBe(
      t('feats.screen.summary', { n: unlocked, total: ACHIEVEMENT_IDS.length }),
    )
    w.unmount()
  })

  it('announces the achievements unlocked at once in one toast, named in the language', () => {
    const { word } = wordsWith({ t: (key, named) => i18n.global.t(key, named), locale: () => 'en' })
    const name = (id: string): string => i18n.global.t(`feats.list.${id}.name`)
    useFeatsStore().announce(['flawless'])
    expect(useNoticesStore().notices.map((n) => word(n.message))).toEqual([
      `Achievement unlocked: ${name('flawless')}`,
    ])
    // a second batch while it shows joins it, the name told already not twice
    useFeatsStore().announce(['flawless', 'collector', 'regular'])
    expect(useNoticesStore().notices.map((n) => n.feats)).toEqual([
      ['flawless', 'collector', 'regular'],
    ])
    expect(useNoticesStore().notices.map((n) => word(n.message))).toEqual([
      `Achievements unlocked: ${name('flawless')}, ${name('collector')} and ${name('regular')}`,
    ])
    useFeatsStore().announce(undefined)
    useFeatsStore().announce([])
    expect(useNoticesStore().notices).toHaveLength(1)
  })
})
