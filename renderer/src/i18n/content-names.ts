import de from './messages/de/campaign'
import en from './messages/en/campaign'

/**
 * The content's names in the player's language where main sends a name without its id: a
 * ledger or card-log line, a refusal ("Beat Captain Gannet Rook first"). Main sends the
 * content's English, which the English catalogue's `name` line repeats (flavour.test.ts fails
 * when it does not), so the English finds the id and the id the language's name: "Kapitän
 * Gannet Rook", "Vessas Verkaufsstand". A name without such a line (a person's own, Pip Odell),
 * content added since, or an older save's name, stays as written. Screens that have the id ask
 * by it (flavour.ts: opponentName, merchantName).
 */

type Named = Readonly<
  Record<string, { name?: string; title?: string; greeting?: string } | undefined>
>

/** Each language's names of one kind, by the English main sends. */
function byEnglish(english: Named, language: Named): Map<string, string> {
  const names = new Map<string, string>()
  for (const [id, lines] of Object.entries(english)) {
    const said = language[id]?.name
    if (lines?.name !== undefined && said !== undefined) names.set(lines.name, said)
  }
  return names
}

const OPPONENTS: Record<string, Map<string, string>> = {
  en: byEnglish(en.campaign.opponent, en.campaign.opponent),
  de: byEnglish(en.campaign.opponent, de.campaign.opponent),
}

const MERCHANTS: Record<string, Map<string, string>> = {
  en: byEnglish(en.campaign.merchant, en.campaign.merchant),
  de: byEnglish(en.campaign.merchant, de.campaign.merchant),
}

/** A campaign or house player, named by the content's English, in `locale`. */
export function opponentNamed(english: string, locale: string): string {
  return OPPONENTS[locale]?.get(english) ?? english
}

/** A merchant's stall, named by the content's English, in `locale`. */
export function merchantNamed(english: string, locale: string): string {
  return MERCHANTS[locale]?.get(english) ?? english
}
