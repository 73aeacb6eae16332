import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { CampaignLocation, CampaignView } from '@preload/contract'
import { call } from '@/bridge'

/** The campaign as main reports it: locations, opponents and their records, titles, the log. */
export const useCampaignStore = defineStore('campaign', () => {
  const view = ref<CampaignView | null>(null)

  async function refresh(): Promise<CampaignView> {
    view.value = await call('campaign.get')
    return view.value
  }

  function location(id: string): CampaignLocation | undefined {
    return view.value?.locations.find((l) => l.id === id)
  }

  return { view, refresh, location }
})
