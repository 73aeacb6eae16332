import { useI18n } from 'vue-i18n'
import { isolated } from './bidi'
import de from './messages/de/campaign'
import en from './messages/en/campaign'

/**
 * Names in sentences. English puts a name into any sentence as it is; German declines, so a
 * German line says which form each name takes, by its placeholder:
 *
 * | placeholder  | form                          | a name          | a role                 |
 * | ------------ | ----------------------------- | --------------- | ---------------------- |
 * | `{name}`     | nominative                    | Pip Odell       | der Tischdroide        |
 * | `{name_acc}` | accusative                    | Pip Odell       | den Tischdroiden       |
 * | `{name_dat}` | dative                        | Pip Odell       | dem Tischdroiden       |
 * | `{name_gen}` | whose, after the noun         | von Pip Odell   | des Tischdroiden       |
 * | `{Name}` …   | the same, opening a sentence  | Pip Odell       | Der Tischdroide        |
 *
 * There is no whose before the noun: a role's reads as old German ("des Tischdroiden Züge"),
 * and a name's -s cannot be glued to every name ("Sorrel-9s Einsatz"), so every German line
 * says whose after the noun: "Züge des Tischdroiden", "den Einsatz von Sorrel-9".
 *
 * A name is a proper name (a spacer's, a player's, Schwester Kell's with her title said in the
 * language, a stall's) and keeps its shape; a role is a player the content names by what they
 * are (The Table Droid), whose forms, article and all, the catalogue holds by language
 * (`campaign.opponent.<id>.forms`). A name that opens
 * a sentence is written `{Name}` so a role opens it with a capital article, while a fragment
 * worded to stand inside another sentence ("(der Tischdroide hatte die höhere Summe, 20 zu 18)")
 * keeps it small, as its "du" does. Every parameter given as text gets all these forms: the
 * line picks, and the English line's `{name}` stays as it was.
 *
 * A cantina is a place, not a person: a parameter called `location` always names one, and
 * German says it as a noun with its article, without the English "The" ("der Rusted Anchor",
 * "Die Türen der Dune Lantern"), with one form more, `{location_in}`: "im Rusted Anchor", "in
 * der Dune Lantern". Its forms are the catalogue's (`campaign.location.<id>.forms`), found by
 * the English name main sends; only that parameter looks there, so a spacer named "The Rusted
 * Anchor" is still a name. A cantina the catalogue lacks keeps its name as it is.
 */

/** The forms a name takes in a sentence (the table above). */
export interface NameForms {
  nom: string
  acc: string
  dat: string
  gen: string
}

/** The forms a cantina's name takes: a name's, and "in" with it ("im Rusted Anchor"). */
export interface PlaceForms extends NameForms {
  in: string
}

type Forms = { nom: string; acc: string; dat: string; gen: string }
type Lines = { title: string; name?: string; forms?: Forms }
type PlaceLines = { forms: Forms & { in: string } }
type Catalogue = {
  campaign: { opponent: Record<string, Lines>; location: Record<string, PlaceLines> }
}

/** Each language's roles, by the name the language gives them (flavour's opponentName). */
function rolesOf(catalogue: Catalogue): Map<string, NameForms> {
  const roles = new Map<string, NameForms>()
  for (const lines of Object.values(catalogue.campaign.opponent)) {
    if (lines.name === undefined || lines.forms === undefined) continue
    roles.set(lines.name, lines.forms)
  }
  return roles
}

const ROLES: Record<string, Map<string, NameForms>> = { en: rolesOf(en), de: rolesOf(de) }

/**
 * Each language's cantinas, by the English name main sends in every language (the English
 * catalogue's nominative; names.test.ts fails when it is not the content's name).
 */
function placesOf(catalogue: Catalogue): Map<string, PlaceForms> {
  const places = new Map<string, PlaceForms>()
  for (const [id, lines] of Object.entries(catalogue.campaign.location)) {
    const english = (en.campaign.location as Record<string, PlaceLines | undefined>)[id]
    if (english) places.set(english.forms.nom, lines.forms)
  }
  return places
}

const PLACES: Record<string, Map<string, PlaceForms>> = { en: placesOf(en), de: placesOf(de) }

/** The parameters that name a cantina, whose forms are a place's (placeForms). */
const PLACE_PARAMS: ReadonlySet<string> = new Set(['location'])

/**
 * The forms of `name` in `locale`: a role's from the catalogue, a name's by the rules above. A
 * name that could turn the line around (a right-to-left one) is isolated in every form, its
 * "von" outside it (i18n/bidi.ts): each line that names someone comes here.
 */
export function nameForms(name: string, locale: string): NameForms {
  return ROLES[locale]?.get(name) ?? properForms(name, locale)
}

/** A proper name's forms: its shape kept in every case, "von" before it for whose in German. */
function properForms(name: string, locale: string): NameForms {
  const shown = isolated(name)
  const gen = locale === 'de' ? `von ${shown}` : shown
  return { nom: shown, acc: shown, dat: shown, gen }
}

/**
 * The forms of the cantina `name` (its English, as main sends it) in `locale`: the catalogue's,
 * or for a cantina it lacks (content added since, an older save's name) the name as it is, as
 * the German lines said it before they had forms ("in The Tin Cup", "von The Tin Cup").
 */
export function placeForms(name: string, locale: string): PlaceForms {
  const place = PLACES[locale]?.get(name)
  if (place) return place
  const proper = properForms(name, locale)
  return { ...proper, in: locale === 'de' ? `in ${proper.nom}` : proper.nom }
}

const upperFirst = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1)

/**
 * A line's parameters with every text among them in all its forms (`name`, `name_acc` … and
 * `Name`, `Name_acc` …; a cantina's `location_in` too), for vue-i18n to fill whichever the
 * line asks for.
 */
export function declined(
  named: Readonly<Record<string, unknown>>,
  locale: string,
): Record<string, unknown> {
  const all: Record<string, unknown> = { ...named }
  for (const [param, value] of Object.entries(named)) {
    if (typeof value !== 'string') continue
    const forms = PLACE_PARAMS.has(param) ? placeForms(value, locale) : nameForms(value, locale)
    const opening = upperFirst(param)
    for (const [form, text] of Object.entries(forms)) {
      const suffix = form === 'nom' ? '' : `_${form}`
      all[`${param}${suffix}`] = text
      all[`${opening}${suffix}`] = upperFirst(text)
    }
  }
  return all
}

/**
 * A placeholder's parameter: `Name_gen` is a form of `name`, `location_in` of `location` (for
 * the catalogue's checks).
 */
export function placeholderParam(placeholder: string): string {
  const param = placeholder.replace(/_(acc|dat|gen|in)$/, '')
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
