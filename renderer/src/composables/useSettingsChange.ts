import { storeToRefs } from 'pinia'
import { ref, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { Settings } from '@preload/contract'
import { errorText } from '@/stores/errors'
import { useSettingsStore } from '@/stores/settings'

/**
 * A setting changed from the page: through the settings store to main, which checks and saves
 * it and answers with the settings as they now are (the store applies sound and language at
 * once). A refusal or a failed save becomes a sentence in `error` for the control to show, never
 * an unhandled rejection; the settings then stay as main has them. The settings screen and the
 * table's Esc menu change settings this one way.
 */
export function useSettingsChange(): {
  settings: Ref<Settings>
  error: Ref<string | null>
  change: (update: Partial<Settings>) => Promise<void>
} {
  const { t } = useI18n()
  const store = useSettingsStore()
  const { settings } = storeToRefs(store)
  const error = ref<string | null>(null)

  async function change(update: Partial<Settings>): Promise<void> {
    error.value = null
    try {
      await store.update(update)
    } catch (e) {
      error.value = errorText(e, t('common.errors.generic'))
    }
  }

  return { settings, error, change }
}
