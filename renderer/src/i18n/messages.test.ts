import { describe, expect, it } from 'vitest'
import {
  MESSAGES,
  SAVE_NAMES,
  SAVE_PROBLEMS,
  type MessageKey,
  type ParamKind,
} from '@common/messages'
import { NAME_FAULTS } from '@common/players'
import { RULESET_IDS } from '@common/rulesets'
import { decodeDeck } from '@main/engine/side-deck'
import { FILES, i18n } from './index'
import { placeholderParam } from './names'
import { wordsWith, type Wordable } from './words'

type Tree = { readonly [key: string]: string | Tree }

/** Every leaf of a message tree as [dotted key, message]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

/**
 * A message's parameters, over all its plural forms: a German name's case and a sentence's
 * opening capital (`{name_acc}`, `{Name}`, names.ts) are forms of the one parameter `name`.
 */
const holes = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{(\w+)\}/g)].map((m) => placeholderParam(m[1] ?? '')))].sort()
const forms = (message: string): number => message.split('|').length

/** The app's wording in one language, whatever the language of the moment. */
const wordsIn = (locale: 'en' | 'de') =>
  wordsWith({
    t: (key, named, plural) =>
      plural === undefined
        ? i18n.global.t(key, named, { locale })
        : i18n.global.t(key, named, { locale, plural }),
    locale: () => locale,
  }).word

/** One language's every message, by dotted key. */
const language = (files: readonly object[]): Map<string, string> =>
  new Map(files.flatMap((file) => leaves(file as Tree)))
const en = language(FILES.en)
const de = language(FILES.de)

describe('every message file, English against German', () => {
  it.each(FILES.en.map((file, i) => [Object.keys(file).join(', '), i] as const))(
    '%s: the same keys, each with the same placeholders and plural forms',
    (_name, i) => {
      const english = new Map(leaves(FILES.en[i] as Tree))
      const german = new Map(leaves(FILES.de[i] as Tree))
      expect([...german.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, text] of english) {
        const other = german.get(key) ?? ''
        expect(holes(other), key).toEqual(holes(text))
        expect(forms(other), key).toBe(forms(text))
      }
    },
  )

  it('no two files define the same top-level namespace', () => {
    const names = FILES.en.flatMap((file) => Object.keys(file))
    expect(names).toEqual([...new Set(names)])
  })
})

describe('German', () => {
  // the words docs/messages.md leaves out, for the one word German uses for each thing
  const LEFT_OUT: [RegExp, string][] = [
    [/match/i, 'Partie'],
    [/\bSets?\b/, 'Satz'],
    [/best of/i, 'zwei Gewinnsätze'],
    [/schnellpartie/i, 'Schnelle Partie'],
    [/tutorial/i, 'Einführung'],
    [/seitendeck/i, 'Nebenstapel'],
    [/seitenkarte/i, 'Nebenstapelkarte'],
    [/überzieh/i, 'überkaufen'],
    [/profil/i, 'Spielstand'],
    [/hauptdeck/i, 'Hauptstapel'],
    [/stichkarte|gleichstandsbrecher/i, 'Tiebreaker'],
    [/punktzahl/i, 'Summe'],
    [/deck des hauses/i, 'Hausdeck'],
    [/partieverlauf/i, 'Vergangene Partien'],
    [/belohnung/i, 'Prämie'],
    [/kassier/i, 'erhalten'],
    [/galaxiekarte/i, 'Kampagne'],
    [/neuigkeiten/i, 'Abrechnung'],
    [/\bgeschlagen\b/i, 'besiegt'],
    [/\bTipps?\b/, 'Hinweis'],
  ]

  it('names each thing one way on every screen', () => {
    const strays = [...de].flatMap(([key, text]) =>
      LEFT_OUT.filter(([word]) => word.test(text)).map(([word, one]) => `${key}: ${word} (${one})`),
    )
    expect(strays).toEqual([])
  })

  // Two words are left out only where a line speaks of the move: "spielen" is also playing the
  // game, and "stehen" also standing open or at stake. So a line is judged by its English.
  it('lays a side card (legen) and holds (halten), where English plays a card and stands', () => {
    const strays = [...en].flatMap(([key, text]) => {
      const german = de.get(key) ?? ''
      const playsCard = /\bplay(s|ed|ing)?(( \w+){0,3} (\{card\}|cards?\b)| it\b)/i.test(text)
      const stands = /\bstand(s|ing)?\b/i.test(text)
      return [
        ...(playsCard && /\b(ge)?spiel(e|en|t|st|te)?\b/i.test(german) ? [`${key}: spielen`] : []),
        ...(stands && /\bsteh(e|en|t|st)\b/i.test(german) ? [`${key}: stehen`] : []),
      ]
    })
    expect(strays).toEqual([])
  })
})

describe('English', () => {
  it('calls what a slot holds a save, and its player a spacer, never a profile', () => {
    const strays = [...en].filter(([, text]) => /profile/i.test(text)).map(([key]) => key)
    expect(strays).toEqual([])
  })

  // A pot is both stakes together; main's amounts in a line are one stake, or what was paid.
  it('never calls an amount of credits in a line a pot, in English or German', () => {
    const pots = (catalog: Map<string, string>, pot: RegExp) =>
      [...catalog].filter(([, text]) => pot.test(text)).map(([key]) => key)
    // the pot and an amount in one clause ("a pot of {credits}"), not "takes the pot. You hold …"
    expect(pots(en, /\bpot\b[^.;:]*\{credits\}/i)).toEqual([])
    expect(pots(de, /\bpott\b[^.;:]*\{credits\}/i)).toEqual([])
  })

  // One unit for an amount in each language (docs/messages.md): 1,500 cr, 1.500 Cr, never the
  // word after a figure, the other language's unit, or a space a line could break at.
  it('writes an amount of credits with its language’s unit, in English and German', () => {
    const strays = (catalog: Map<string, string>, wrong: RegExp) =>
      [...catalog].filter(([, text]) => wrong.test(text)).map(([key]) => key)
    expect(strays(en, /[}\d][ \u00a0](credits?|Cr)\b|[}\d] cr\b/)).toEqual([])
    expect(strays(de, /[}\d][ \u00a0](Credits?|cr)\b|[}\d] Cr\b/)).toEqual([])
    expect([en.get('common.credits'), de.get('common.credits')]).toEqual([
      '{amount}\u00a0cr',
      '{amount}\u00a0Cr',
    ])
  })
})

describe('every key main can send (common/messages.ts MESSAGES)', () => {
  const entries = Object.entries(MESSAGES) as [MessageKey, Record<string, ParamKind>][]

  it.each(entries)(
    '%s is worded in English and German with exactly its parameters',
    (key, kinds) => {
      for (const catalog of [en, de]) {
        const text = catalog.get(key)
        expect(text, key).toBeTypeOf('string')
        const named = Object.keys(kinds).filter((name) => kinds[name] !== 'plural')
        const plural = Object.keys(kinds).filter((name) => kinds[name] === 'plural')
        // every parameter is used, except that a plural count may be left to the form's words
        expect(
          holes(text ?? '').filter((h) => !plural.includes(h)),
          key,
        ).toEqual(named.sort())
        expect(
          holes(text ?? '').every((h) => h in kinds),
          key,
        ).toBe(true)
        expect(forms(text ?? ''), key).toBe(plural.length > 0 ? 2 : 1)
      }
    },
  )

  it('has a line for every value a sub-keyed parameter can take', () => {
    for (const catalog of [en, de]) {
      for (const id of RULESET_IDS) expect(catalog.get(`common.rules.${id}.name`), id).toBeTruthy()
      for (const save of SAVE_NAMES) expect(catalog.get(`notices.save.${save}`), save).toBeTruthy()
      for (const why of SAVE_PROBLEMS) expect(catalog.get(`notices.why.${why}`), why).toBeTruthy()
      for (const fault of NAME_FAULTS)
        expect(catalog.get(`errors.character.${fault}`), fault).toBeTruthy()
    }
  })

  const SAMPLE: Record<ParamKind, unknown[]> = {
    day: ['2026-01-08'],
    number: [1500],
    plural: [1, 2],
    text: ['Pip Odell'],
    opponent: ['Pip Odell', 'Sister Kell'],
    merchant: ['Old Vessa’s Stall'],
    merchants: [['Old Vessa’s Stall', 'Fennick’s Circuit Supply']],
    card: ['-2', '+3'],
    rules: ['tournament'],
    deck: [
      { name: 'Starter deck', starter: true },
      { name: 'Threes', starter: false },
    ],
    list: [['a.json', 'b.json']],
    plays: [[{ card: '-2' }, { card: '±1', sign: '-' }]],
    messages: [[{ key: 'refusal.match-over' }, { key: 'errors.deck.notFound' }]],
    save: ['slot-2'],
    saveProblem: ['future'],
    character: ['invisible', 'direction'],
  }

  it('vue-i18n renders every one whole in both languages: no key, no brace, no object left', () => {
    for (const locale of ['en', 'de'] as const) {
      const word = wordsIn(locale)
      for (const [key, kinds] of entries) {
        const names = Object.keys(kinds)
        const variants = Math.max(1, ...names.map((n) => SAMPLE[kinds[n] as ParamKind].length))
        for (let v = 0; v < variants; v++) {
          const params = Object.fromEntries(
            names.map((n) => {
              const samples = SAMPLE[kinds[n] as ParamKind]
              return [n, samples[v % samples.length]]
            }),
          )
          const message: Wordable = names.length === 0 ? { key } : { key, params }
          const text = word(message)
          expect(text, `${locale} ${key}`).not.toMatch(
            /[{}]|\[object|^(refusal|errors|deckProblem|notices|advice|ledger)\./,
          )
          expect(text.length, `${locale} ${key}`).toBeGreaterThan(3)
        }
      }
    }
  })

  it('writes numbers, rulesets, lists, nested problems, cards and the starter deck in the language', () => {
    const german = wordsIn('de')
    // a minus card with the minus sign the cards show, not the code's hyphen
    expect(
      german({ key: 'errors.shop.tooDear', params: { card: '-1', price: 5000, have: 1500 } }),
    ).toBe('\u22121 kostet 5.000\u00a0Cr; du hast 1.500\u00a0Cr.')
    expect(
      german({
        key: 'errors.match.deckUnplayable',
        params: {
          deck: { name: 'Starter deck', starter: true },
          problems: [
            { key: 'deckProblem.not-in-ruleset', params: { rules: 'tournament', card: '+1' } },
            {
              key: 'deckProblem.too-many-tiebreakers',
              params: { rules: 'tournament', max: 1, count: 2 },
            },
          ],
        },
      }),
    ).toBe(
      'Startdeck kann hier nicht gespielt werden: Das Regelwerk Turnier kennt keine Karte +1. ' +
        'Nebenstapel für Turnier erlauben höchstens 1 Tiebreaker; dieser hat 2.',
    )
    const english = wordsIn('en')
    const copies = (max: number) =>
      english({
        key: 'deckProblem.too-many-copies',
        params: { rules: 'cantina', max, card: '±2', count: max + 1 },
      })
    expect(copies(1)).toBe('Cantina decks allow at most 1 copy of ±2; this deck has 2.')
    expect(copies(2)).toBe('Cantina decks allow at most 2 copies of ±2; this deck has 3.')
    expect(
      english({
        key: 'notices.settingsReset',
        params: { save: 'settings', why: 'empty', files: 2, kept: ['a', 'b'], dir: '/d' },
      }),
    ).toBe(
      'Your settings file was empty and no good copy of it was left, so the default settings ' +
        'apply. Nothing was erased: the old files were kept as a and b in /d.',
    )
    expect(
      english({
        key: 'notices.startedFresh',
        params: { save: 'slot-2', why: 'damaged', files: 1, kept: ['a'], dir: '/d' },
      }),
    ).toBe(
      'Your save in slot 2 was damaged and no good copy of it was left, so the slot is empty ' +
        'now. Nothing was erased: the old file was kept as a in /d.',
    )
  })
})

describe('examples in the words', () => {
  it('the share code a refusal gives as an example is one that imports', () => {
    for (const locale of ['en', 'de'] as const) {
      const text = String(i18n.global.t('errors.deck.notShareCode', {}, { locale }))
      // as a player copies it, with the word joiners that keep it on one line
      const example = text.match(/PZ1-\u2060?[A-Z]{10}-\u2060?[A-Z]/)?.[0]
      expect(example, locale).toBeDefined()
      expect(decodeDeck(example!)).toHaveLength(10)
    }
  })
})
