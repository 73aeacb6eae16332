import type {
  CampaignView,
  DeckCheck,
  Hint,
  MatchUpdate,
  Notice,
  Result,
  SavedDeck,
  Wallet,
} from '@preload/contract'
import { translateMessage, type Language } from './translate'

export { translateMessage, type Language } from './translate'

const DECK_RESULTS = new Set([
  'decks.create',
  'decks.update',
  'decks.rename',
  'decks.duplicate',
  'decks.setActive',
  'decks.import',
  'decks.check',
])
const MATCH_UPDATES = new Set(['match.start', 'match.act', 'match.resign', 'match.resume'])

/**
 * A call's answer in the player's language: the one place main's English sentences become
 * German. Only the text fields that are sentences for the player change (a refusal's message,
 * the advisor's reason, a result's notes, notices, deck problems, older saves' campaign log
 * lines, ledger notes); codes, names and numbers stay as they are. The campaign's own notes
 * and log entries are data the renderer words (renderer/src/i18n/campaign-lines.ts). The
 * engine, the AI and the services keep speaking English, so their tests and the saves never
 * depend on the language.
 */
export function localise(
  name: string,
  result: Result<unknown>,
  language: Language,
): Result<unknown> {
  if (language === 'en') return result
  const say = (text: string): string => translateMessage(text, language)
  if (!result.ok) {
    return { ok: false, error: { ...result.error, message: say(result.error.message) } }
  }
  const value = result.value
  if (value === null || value === undefined) return result
  if (name === 'match.hint') {
    const hint = value as Hint
    return { ok: true, value: { ...hint, reason: say(hint.reason) } }
  }
  if (MATCH_UPDATES.has(name)) {
    const update = value as MatchUpdate
    if (update.result === null) return result
    // campaign notes are data the renderer words; only main's sentences are translated here
    const notes = update.result.notes.map((note) => (typeof note === 'string' ? say(note) : note))
    return { ok: true, value: { ...update, result: { ...update.result, notes } } }
  }
  if (name === 'app.notices') {
    const notices = value as Notice[]
    return { ok: true, value: notices.map((n) => ({ ...n, message: say(n.message) })) }
  }
  if (name === 'decks.list') {
    const decks = value as SavedDeck[]
    return { ok: true, value: decks.map((d) => ({ ...d, problems: d.problems.map(say) })) }
  }
  if (DECK_RESULTS.has(name)) {
    const deck = value as SavedDeck | DeckCheck
    return { ok: true, value: { ...deck, problems: deck.problems.map(say) } }
  }
  if (name === 'campaign.get') {
    const campaign = value as CampaignView
    // entries are data the renderer words; older saves' English lines are translated here
    const log = campaign.log.map((entry) =>
      'text' in entry ? { ...entry, text: say(entry.text) } : entry,
    )
    return { ok: true, value: { ...campaign, log } }
  }
  if (name === 'wallet.get') {
    const wallet = value as Wallet
    const ledger = wallet.ledger.map((entry) => ({ ...entry, note: say(entry.note) }))
    return { ok: true, value: { ...wallet, ledger } }
  }
  return result
}
