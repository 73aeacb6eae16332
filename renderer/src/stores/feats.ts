import { defineStore } from 'pinia'
import { ref } from 'vue'
import { ACHIEVEMENT_FIGURES } from '@common/achievements'
import type { AchievementId, AchievementView, BookEntry } from '@preload/contract'
import { call } from '@/bridge'
import { i18n } from '@/i18n'
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

  /** A toast for each achievement main just unlocked, named in the player's language. */
  function announce(ids: readonly AchievementId[] | undefined): void {
    const notices = useNoticesStore()
    for (const id of ids ?? []) {
      const name = i18n.global.t(`feats.list.${id}.name`)
      notices.push({ key: 'feats.toast', params: { name } })
    }
  }

  return { achievements, book, refresh, refreshBook, announce }
})
