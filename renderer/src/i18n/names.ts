import { useI18n } from 'vue-i18n'
import { isolated } from './bidi'
import de from './messages/de/campaign'
import en from './messages/en/campaign'

/**
 * Names in sentences. English puts a name into any sentence as it is; German declines, so a
 * German line says which form each name takes, by its placeholder:
 *
 * | placeholder   | form                          | a name          | a role                 |
 * | ------------- | ----------------------------- | --------------- | ---------------------- |
 * | `{name}`      | nominative                    | Pip Odell       | der Tischdroide        |
 * | `{name_acc}`  | accusative                    | Pip Odell       | den Tischdroiden       |
 * | `{name_dat}`  | dative                        | Pip Odell       | dem Tischdroiden       |
 * | `{name_gen}`  | whose, after the noun         | von Pip Odell   | des Tischdroiden       |
 * | `{name_poss}` | whose, before the noun        | Juno Brasks     | des Tischdroiden       |
 * | `{Name}` …    | the same, opening a sentence  | Pip Odell       | Der Tischdroide        |
 *
 * A name is a proper name (a spacer's, a player's, Deckhand Wendel's) and keeps its shape; a
 * role is a player the content names by what they are (The Table Droid), whose forms, article
 * and all, the catalogue holds by language (`campaign.opponent.<id>.forms`). A name that opens
 * a sentence is written `{Name}` so a role opens it with a capital article, while a fragment
 * worded to stand inside another sentence ("(der Tischdroide hatte die höhere Summe, 20 zu 18)")
 * keeps it small, as its "du" does. Every parameter given as text gets all these forms: the
 * line picks, and the English line's `{name}` stays as it was.
 */

/** The forms a name takes in a sentence (the table above). */
export interface NameForms {
  nom: string
  acc: string
  dat: string
  gen: string
  poss: string
}

type Forms = { nom: string; acc: string; dat: string; gen: string }
type Lines = { title: string; name?: string; forms?: Forms }
type Catalogue = { campaign: { opponent: Record<string, Lines> } }

/** Each language's roles, by the name the language gives them (flavour's opponentName). */
function rolesOf(catalogue: Catalogue): Map<string, NameForms> {
  const roles = new Map<string, NameForms>()
  for (const lines of Object.values(catalogue.campaign.opponent)) {
    if (lines.name === undefined || lines.forms === undefined) continue
    // a role's whose-before-the-noun is its genitive: "des Tischdroiden Einsatz"
    roles.set(lines.name, { ...lines.forms, poss: lines.forms.gen })
  }
  return roles
}

const ROLES: Record<string, Map<string, NameForms>> = { en: rolesOf(en), de: rolesOf(de) }

/**
 * A name's genitive before the noun, as German writes it: an -s ("Juno Brasks Einsatz"), or an
 * apostrophe alone after a name that ends in an s sound's letters, -ce among them as Duden has
 * it ("Hobb Vasz’ Einsatz", "Marla Quince’ Einsatz"). `shown`: the name as the line shows it.
 */
export function germanPossessive(name: string, shown = name): string {
  return /([sßxz]|ce)$/i.test(name) ? `${shown}’` : `${shown}s`
}

/**
 * The forms of `name` in `locale`: a role's from the catalogue, a name's by the rules above. A
 * name that could turn the line around (a right-to-left one) is isolated in every form, its
 * ending and its "von" outside it (i18n/bidi.ts): each line that names someone comes here.
 */
export function nameForms(name: string, locale: string): NameForms {
  const role = ROLES[locale]?.get(name)
  if (role) return role
  const shown = isolated(name)
  if (locale !== 'de') return { nom: shown, acc: shown, dat: shown, gen: shown, poss: shown }
  const poss = germanPossessive(name, shown)
  return { nom: shown, acc: shown, dat: shown, gen: `von ${shown}`, poss }
}

const upperFirst = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/**
 * A line's parameters with every text among them in all its forms (`name`, `name_acc` … and
 * `Name`, `Name_acc` …), for vue-i18n to fill whichever the line asks for.
 */
export function declined(
  named: Readonly<Record<string, unknown>>,
  locale: string,
): Record<string, unknown> {
  const all: Record<string, unknown> = { ...named }
  for (const [param, value] of Object.entries(named)) {
    if (typeof value !== 'string') continue
    const forms = nameForms(value, locale)
    const opening = upperFirst(param)
    for (const [form, text] of Object.entries(forms)) {
      const suffix = form === 'nom' ? '' : `_${form}`
      all[`${param}${suffix}`] = text
      all[`${opening}${suffix}`] = upperFirst(text)
    }
  }
  return all
}

/** A placeholder's parameter: `Name_gen` is a form of `name` (for the catalogue's checks). */
export function placeholderParam(placeholder: string): string {
  const param = placeholder.replace(/_(acc|dat|gen|poss)$/, '')
  return param.charAt(0).toLowerCase() + param.slice(1)
}

/** vue-i18n's `t` as the views call it: a key, its parameters, a count for a plural line. */
export interface Translate {
  (key: string, named?: Readonly<Record<string, unknown>>, plural?: number): string
  (key: string, plural: number): string
}

/**
 * For a component's setup: vue-i18n's `t`, with the names among a line's parameters declined.
 * A view whose lines name people words them with this, so a German line can say "gegen den
 * Tischdroiden" and "Tisch des Tischdroiden".
 */
export function useNames(): { t: Translate } {
  const { t, locale } = useI18n()
  function say(
    key: string,
    named?: Readonly<Record<string, unknown>> | number,
    plural?: number,
  ): string {
    if (named === undefined) return t(key)
    if (typeof named === 'number') return t(key, named)
    const all = declined(named, locale.value)
    return plural === undefined ? t(key, all) : t(key, all, plural)
  }
  return { t: say }
}
