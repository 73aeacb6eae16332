import { createI18n } from 'vue-i18n'
import type { Language } from '@preload/contract'
import enCommon from './messages/en/common'
import enTable from './messages/en/table'
import enScreens from './messages/en/screens'
import enCampaign from './messages/en/campaign'
import deCommon from './messages/de/common'
import deTable from './messages/de/table'
import deScreens from './messages/de/screens'
import deCampaign from './messages/de/campaign'

// Strings are split by area (common, table, screens) so each part of the UI owns its file;
// campaign holds the content's flavour lines by id (read them through flavour.ts).
export const messages = {
  en: { ...enCommon, ...enTable, ...enScreens, ...enCampaign },
  de: { ...deCommon, ...deTable, ...deScreens, ...deCampaign },
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
