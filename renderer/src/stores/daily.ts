import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { DailyView } from '@preload/contract'
import { call } from '@/bridge'

/** The daily challenge as main reports it: today's deal by main's clock, the streak, past days. */
export const useDailyStore = defineStore('daily', () => {
  const view = ref<DailyView | null>(null)

  async function refresh(): Promise<DailyView> {
    view.value = await call('daily.get')
    return view.value
  }

  return { view, refresh }
})
