// @vitest-environment happy-dom
import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { AchievementView } from '@preload/contract'
import { i18n } from '@/i18n'
import { wordsWith } from '@/i18n/words'
import { useFeatsStore } from '@/stores/feats'
import { useNoticesStore } from '@/stores/notices'

const LIST: AchievementView[] = [
  { id: 'firstWin', hidden: false, unlockedAt: '2026-01-02T10:00:00.000Z', progress: null },
  { id: 'regular', hidden: false, unlockedAt: null, progress: { have: 12, need: 50 } },
  { id: null, hidden: true, unlockedAt: null, progress: null },
]

vi.mock('@/bridge', async (original) => ({
  ...(await original<typeof import('@/bridge')>()),
  call: vi.fn(async () => LIST),
}))
const AchievementsView = (await import('./AchievementsView.vue')).default

describe('the Achievements screen', () => {
  it('shows unlocked ones with their date, locked ones with their condition and progress, hidden ones as ???', async () => {
    setActivePinia(createPinia())
    const w = mount(AchievementsView, { global: { plugins: [i18n] } })
    await flushPromises()
    const rows = w.findAll('[data-achievement]')
    expect(rows.map((r) => r.attributes('data-achievement'))).toEqual([
      'firstWin',
      'regular',
      'hidden',
    ])
    const t = i18n.global.t
    expect(rows[0]?.text()).toContain(t('feats.list.firstWin.name'))
    expect(rows[0]?.find('[data-test="unlocked-on"]').exists()).toBe(true)
    expect(rows[1]?.text()).toContain(t('feats.list.regular.condition', { n: '50' }))
    expect(rows[1]?.text()).toContain(t('feats.screen.progress', { have: '12', need: '50' }))
    expect(rows[2]?.text()).toContain(t('feats.screen.hiddenName'))
    expect(rows[2]?.text()).toContain(t('feats.screen.hiddenCondition'))
    expect(w.get('[data-test="achievements-summary"]').text()).toBe(
      t('feats.screen.summary', { n: 1, total: 3 }),
    )
  })

  it('announces what was newly unlocked in one toast, named in the language', () => {
    setActivePinia(createPinia())
    useFeatsStore().announce(['flawless'])
    useFeatsStore().announce(['flawless', 'collector', 'regular'])
    const { word } = wordsWith({ t: (key, named) => i18n.global.t(key, named), locale: () => 'en' })
    const shown = useNoticesStore().notices.map((n) => word(n.message))
    const name = (id: string): string => i18n.global.t(`feats.list.${id}.name`)
    expect(shown).toEqual([
      `★ Achievement unlocked: ${name('flawless')}`,
      `★ Achievements unlocked: ${name('flawless')}, ${name('collector')}, and ${name('regular')}`,
    ])
    useFeatsStore().announce(undefined)
    useFeatsStore().announce([])
    expect(useNoticesStore().notices).toHaveLength(2)
  })
})
