import { defineStore } from 'pinia'
import { ref } from 'vue'
import { ACHIEVEMENT_FIGURES } from '@common/achievements'
import type { AchievementId, AchievementView, BookEntry } from '@preload/contract'
import { call } from '@/bridge'
import { useNoticesStore } from './notices'

/** The figure each counted condition names, by id. */
export const CONDITION_FIGURES: Partial<Record<AchievementId, Record<string, number>>> = {
  winStreak: { n: ACHIEVEMENT_FIGURES.streak },
  regular: { n: ACHIEVEMENT_FIGURES.regular },
  bigWager: { credits: ACHIEVEMENT_FIGURES.bigWager },
  fortune: { credits: ACHIEVEMENT_FIGURES.fortune },
}

/**
 * The achievements and the collection book, as main reports them. Main decides every unlock;
 * this store only lists them and announces the new ones a match or a deal returns.
 */
export const useFeatsStore = defineStore('feats', () => {
  const achievements = ref<AchievementView[]>([])
  const book = ref<BookEntry[]>([])

  async function refresh(): Promise<void> {
    achievements.value = await call('achievements.list')
  }

  async function refreshBook(): Promise<void> {
    book.value = await call('collection.book')
  }

  /**
   * A toast for each achievement main just unlocked, each its own moment (a won match can
   * unlock three at once). The name goes as a key, worded as the toast is drawn: it follows the
   * player to Settings, and a change of language there rewords it whole.
   */
  function announce(ids: readonly AchievementId[] | undefined): void {
    const notices = useNoticesStore()
    for (const id of ids ?? [])
      notices.pushFeat(id, {
        key: 'feats.toast',
        params: { name: { key: `feats.list.${id}.name` } },
      })
  }

  return { achievements, book, refresh, refreshBook, announce }
})
