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
   * One toast for the achievements main just unlocked, every name in it whole (a won match can
   * unlock three or more at once: a toast each stacked up over the cantina's players, each name
   * cut short); the toast already showing, if one is, takes them in (the notices' pushFeats).
   */
  function announce(ids: readonly AchievementId[] | undefined): void {
    if (!ids?.length) return
    useNoticesStore().pushFeats(ids)
  }

  return { achievements, book, refresh, refreshBook, announce }
})
