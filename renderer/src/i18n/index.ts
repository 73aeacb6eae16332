import { createI18n } from 'vue-i18n'
import type { Language } from '@preload/contract'
import enCommon from './messages/en/common'
import enTable from './messages/en/table'
import enScreens from './messages/en/screens'
import enCampaign from './messages/en/campaign'
import enErrors from './messages/en/errors'
import enNotices from './messages/en/notices'
import enLedger from './messages/en/ledger'
import enAdvice from './messages/en/advice'
import enFeats from './messages/en/feats'
import enHistory from './messages/en/history'
import enModes from './messages/en/modes'
import enTalk from './messages/en/talk'
import deCommon from './messages/de/common'
import deTable from './messages/de/table'
import deScreens from './messages/de/screens'
import deCampaign from './messages/de/campaign'
import deErrors from './messages/de/errors'
import deNotices from './messages/de/notices'
import deLedger from './messages/de/ledger'
import deAdvice from './messages/de/advice'
import deFeats from './messages/de/feats'
import deHistory from './messages/de/history'
import deModes from './messages/de/modes'
import deTalk from './messages/de/talk'

// Strings are split by area (common, table, screens) so each part of the UI owns its file;
// campaign holds the content's flavour lines by id (read them through flavour.ts). errors,
// notices, ledger and advice word what main sends as keys (common/messages.ts, words.ts).
/** Each language's message files, in the same order (the parity test compares them pairwise). */
export const FILES = {
  en: [
    enCommon,
    enTable,
    enScreens,
    enCampaign,
    enErrors,
    enNotices,
    enLedger,
    enAdvice,
    enFeats,
    enHistory,
    enModes,
    enTalk,
  ],
  de: [
    deCommon,
    deTable,
    deScreens,
    deCampaign,
    deErrors,
    deNotices,
    deLedger,
    deAdvice,
    deFeats,
    deHistory,
    deModes,
    deTalk,
  ],
} as const

export const messages = {
  en: {
    ...enCommon,
    ...enTable,
    ...enScreens,
    ...enCampaign,
    ...enErrors,
    ...enNotices,
    ...enLedger,
    ...enAdvice,
    ...enFeats,
    ...enHistory,
    ...enModes,
    ...enTalk,
  },
  de: {
    ...deCommon,
    ...deTable,
    ...deScreens,
    ...deCampaign,
    ...deErrors,
    ...deNotices,
    ...deLedger,
    ...deAdvice,
    ...deFeats,
    ...deHistory,
    ...deModes,
    ...deTalk,
  },
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
