import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { Settings } from '@preload/contract'
import { call } from '@/bridge'
import { applySoundSettings } from '@/fx/sound'
import { setLanguage } from '@/i18n'
import { DEFAULT_SETTINGS } from '@preload/settings-defaults'

function systemPrefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

/** The player's settings as main keeps them; every change goes through main and is saved there. */
export const useSettingsStore = defineStore('settings', () => {
  const settings = ref<Settings>({ ...DEFAULT_SETTINGS })
  const systemReduced = ref(systemPrefersReducedMotion())
  if (typeof window !== 'undefined' && window.matchMedia) {
    window
      .matchMedia('(prefers-reduced-motion: reduce)')
      .addEventListener?.('change', (e) => (systemReduced.value = e.matches))
  }

  /** Reduced motion from the OS (when the setting says "system") or from the settings. */
  const reducedMotion = computed(() =>
    settings.value.reducedMotion === 'system'
      ? systemReduced.value
      : settings.value.reducedMotion === 'on',
  )
  /** Multiplier for animation durations: 0 when motion is reduced. */
  const durationScale = computed(() =>
    reducedMotion.value ? 0 : 1 / settings.value.animationSpeed,
  )

  function adopt(next: Settings): void {
    settings.value = next
    setLanguage(next.language)
    // volumes and mute take effect at once, on every screen, not only at the table
    applySoundSettings({
      musicVolume: next.musicVolume,
      effectsVolume: next.effectsVolume,
      muted: next.muted,
    })
  }

  async function load(): Promise<void> {
    adopt(await call('settings.get'))
  }

  async function update(change: Partial<Settings>): Promise<void> {
    adopt(await call('settings.update', change))
  }

  return { settings, reducedMotion, durationScale, load, update }
})
