import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AppInfo, Stats } from '@preload/contract'
import { call } from '@/bridge'

/** The app itself (its version and host, quitting) and the player's stats, as main keeps them. */
export const useAppStore = defineStore('app', () => {
  const info = ref<AppInfo | null>(null)
  const stats = ref<Stats | null>(null)

  async function refreshInfo(): Promise<AppInfo> {
    info.value = await call('app.info')
    return info.value
  }

  async function refreshStats(): Promise<Stats> {
    stats.value = await call('stats.get')
    return stats.value
  }

  /** Asks main to quit the desktop app (the browser host cannot close its tab). */
  async function quit(): Promise<void> {
    await call('app.quit')
  }

  return { info, stats, refreshInfo, refreshStats, quit }
})
