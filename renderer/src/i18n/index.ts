import { createI18n } from 'vue-i18n'
import type { Language } from '../../../preload/contract'
import enCommon from './messages/en/common'
import enTable from './messages/en/table'
import enScreens from './messages/en/screens'
import deCommon from './messages/de/common'
import deTable from './messages/de/table'
import deScreens from './messages/de/screens'

// Strings are split by area (common, table, screens) so each part of the UI owns its file.
export const messages = {
  en: { ...enCommon, ...enTable, ...enScreens },
  de: { ...deCommon, ...deTable, ...deScreens },
}

export const i18n = createI18n({
  legacy: false,
  locale: 'en',
  fallbackLocale: 'en',
  messages,
})

/** Switches the language at once, without a restart. */
export function setLanguage(language: Language): void {
  i18n.global.locale.value = language
  document.documentElement.lang = language
}
