import { afterEach, describe, expect, it } from 'vitest'
import { RULESET_IDS } from '@common/rulesets'
import { LOCATIONS, MERCHANTS, OPPONENTS } from '@main/services/campaign/content'
import { quickOpponent } from '@main/services/match/quick'
import type { AiTier } from '@preload/contract'
import { flavourLines } from './flavour'
import { i18n } from './index'
import de from './messages/de/campaign'
import en from './messages/en/campaign'

/**
 * German lines that are rightly the same as the English (a name, a loanword). Empty today; add a
 * line here, with its reason, rather than weakening the check below.
 */
const SAME_IN_GERMAN = new Set<string>([])

const TIERS: AiTier[] = ['rookie', 'kotor', 'veteran', 'master']
const QUICK = TIERS.map((tier) => quickOpponent(tier))
/** The quick-match players named by a description, which German says in its own words. */
const DESCRIBED = new Set(['quick-kotor', 'quick-master'])
/**
 * A title before a person's own name is a word, which German says in German (docs/messages.md);
 * Lady and Baron are German as they are.
 */
const TITLE = /^(Sister|Mother|Captain|Warden|Grandmaster|Deckhand) /
/** The players whose name has words to translate: a title, or a description. */
const NAMED = [...OPPONENTS, ...QUICK].filter((o) => DESCRIBED.has(o.id) || TITLE.test(o.name))

/** Every flavour line the content has: its catalogue key, where to find it, and its English. */
interface Line {
  key: string
  english: string
  german: string | undefined
  catalogued: string | undefined
}

function lines(): Line[] {
  const result: Line[] = []
  const deLocations: Record<string, { mood: string; champion: string } | undefined> =
    de.campaign.location
  const enLocations: Record<string, { mood: string; champion: string } | undefined> =
    en.campaign.location
  for (const l of LOCATIONS) {
    const [d, e] = [deLocations[l.id], enLocations[l.id]]
    result.push({
      key: `location.${l.id}.mood`,
      english: l.mood,
      german: d?.mood,
      catalogued: e?.mood,
    })
    result.push({
      key: `location.${l.id}.champion`,
      english: l.championTitle,
      german: d?.champion,
      catalogued: e?.champion,
    })
  }
  const deOpponents: Record<string, { title: string } | undefined> = de.campaign.opponent
  const enOpponents: Record<string, { title: string } | undefined> = en.campaign.opponent
  for (const o of [...OPPONENTS, ...QUICK]) {
    result.push({
      key: `opponent.${o.id}.title`,
      english: o.title,
      german: deOpponents[o.id]?.title,
      catalogued: enOpponents[o.id]?.title,
    })
  }
  // the players named by what they are, or with a title (docs/messages.md)
  const deNames: Record<string, { name?: string; title: string } | undefined> = de.campaign.opponent
  const enNames: Record<string, { name?: string; title: string } | undefined> = en.campaign.opponent
  for (const o of NAMED) {
    result.push({
      key: `opponent.${o.id}.name`,
      english: o.name,
      german: deNames[o.id]?.name,
      catalogued: enNames[o.id]?.name,
    })
  }
  const deMerchants: Record<string, { name: string; greeting: string } | undefined> =
    de.campaign.merchant
  const enMerchants: Record<string, { name: string; greeting: string } | undefined> =
    en.campaign.merchant
  for (const m of MERCHANTS) {
    // a stall's name is common nouns around a person's: "Vessas Verkaufsstand"
    result.push({
      key: `merchant.${m.id}.name`,
      english: m.name,
      german: deMerchants[m.id]?.name,
      catalogued: enMerchants[m.id]?.name,
    })
    result.push({
      key: `merchant.${m.id}.greeting`,
      english: m.greeting,
      german: deMerchants[m.id]?.greeting,
      catalogued: enMerchants[m.id]?.greeting,
    })
  }
  return result
}

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('the campaign flavour catalogue', () => {
  it('has a German line for every cantina, opponent and merchant in the content', () => {
    const missing = lines()
      .filter((l) => !l.german?.trim())
      .map((l) => l.key)
    expect(missing).toEqual([])
    // 6 cantinas × 2, 24 campaign players + 4 quick-match players (7 of them with names to
    // translate: 2 described, 5 champions and 2 house players with a title), 6 merchants × 2
    expect(NAMED.length).toBe(DESCRIBED.size + 7)
    expect(lines().length).toBe(
      LOCATIONS.length * 2 + OPPONENTS.length + 4 + NAMED.length + MERCHANTS.length * 2,
    )
  })

  it('keeps a person’s own name and says only the title in German', () => {
    const deNames: Record<string, { name?: string; title: string } | undefined> =
      de.campaign.opponent
    for (const o of NAMED.filter((named) => TITLE.test(named.name))) {
      const own = o.name.replace(TITLE, '')
      const german = deNames[o.id]?.name ?? ''
      expect(german, o.id).toMatch(new RegExp(`^\\p{Lu}\\p{Ll}+ ${own}$`, 'u'))
      expect(german, o.id).not.toBe(o.name)
    }
  })

  it('has no German line left in English by mistake', () => {
    const untranslated = lines()
      .filter((l) => l.german === l.english && !SAME_IN_GERMAN.has(l.english))
      .map((l) => `${l.key}: ${l.english}`)
    expect(untranslated).toEqual([])
  })

  it('was translated from the English the content has now', () => {
    // A mismatch means main's English changed: re-check the German line, then copy the new
    // English into messages/en/campaign.ts.
    const stale = lines()
      .filter((l) => l.catalogued !== l.english)
      .map((l) => `${l.key}: content says "${l.english}", catalogue "${l.catalogued ?? ''}"`)
    expect(stale).toEqual([])
  })

  it('holds no lines for ids the content no longer has', () => {
    const known = new Set(lines().map((l) => l.key.split('.').slice(0, 2).join('.')))
    const catalogued = [
      ...Object.keys(de.campaign.location).map((id) => `location.${id}`),
      ...Object.keys(de.campaign.opponent).map((id) => `opponent.${id}`),
      ...Object.keys(de.campaign.merchant).map((id) => `merchant.${id}`),
    ]
    expect(catalogued.filter((k) => !known.has(k))).toEqual([])
  })

  it('shows every German line through vue-i18n exactly as written', () => {
    // catches message syntax ({, @, |) that vue-i18n would read as placeholders or links
    i18n.global.locale.value = 'de'
    for (const l of lines()) {
      expect(i18n.global.t(`campaign.${l.key}`), l.key).toBe(l.german)
    }
  })
})

describe('flavourLines', () => {
  const flavour = flavourLines(i18n.global)
  const anchor = LOCATIONS[0]!
  const kell = OPPONENTS.find((o) => o.id === 'sister-kell')!
  const vessa = MERCHANTS.find((m) => m.id === 'vessa')!

  it('gives the content English to English players and the German to German ones', () => {
    expect(flavour.mood(anchor)).toBe(anchor.mood)
    expect(flavour.opponentTitle(kell)).toBe(kell.title)
    expect(flavour.greeting(vessa)).toBe(vessa.greeting)
    expect(flavour.quoted('Hi')).toBe('“Hi”')

    i18n.global.locale.value = 'de'
    expect(flavour.mood(anchor)).toBe(de.campaign.location['rusted-anchor'].mood)
    expect(flavour.opponentTitle(kell)).toBe(de.campaign.opponent['sister-kell'].title)
    expect(flavour.greeting(vessa)).toBe(de.campaign.merchant.vessa.greeting)
    expect(flavour.quoted('Hallo')).toBe('„Hallo“')
  })

  it('falls back to the content English for a line the catalogue lacks, never a raw key', () => {
    i18n.global.locale.value = 'de'
    const added = { id: 'new-cantina', mood: 'Fresh paint and no regulars yet.' }
    expect(flavour.mood(added)).toBe(added.mood)
    expect(flavour.opponentTitle({ id: 'new-face', title: 'Just arrived.' })).toBe('Just arrived.')
    expect(flavour.greeting({ id: 'new-stall', greeting: 'Welcome.' })).toBe('Welcome.')
  })

  it('names a player by what they are and a title in German, and keeps every own name', () => {
    const [rookie, droid] = QUICK
    const sable = OPPONENTS.find((o) => o.id === 'sable-orrin')!
    const lady = OPPONENTS.find((o) => o.id === 'corvina-vale')!
    const pip = OPPONENTS.find((o) => o.id === 'pip-odell')!
    expect(flavour.opponentName(droid!)).toBe('The Table Droid')
    expect(flavour.opponentName(kell)).toBe('Sister Kell')
    expect(flavour.merchantName(vessa)).toBe('Old Vessa’s Stall')
    i18n.global.locale.value = 'de'
    expect(flavour.opponentName(droid!)).toBe(de.campaign.opponent['quick-kotor'].name)
    // a title is a word: German says it
    expect(flavour.opponentName(kell)).toBe('Schwester Kell')
    expect(flavour.opponentName(rookie!)).toBe('Decksmann Wendel')
    expect(flavour.opponentName(sable)).toBe('Großmeisterin Sable Orrin')
    // Lady is German as it is, and a person's own name stays as the content writes it
    expect(flavour.opponentName(lady)).toBe(lady.name)
    expect(flavour.opponentName(pip)).toBe('Pip Odell')
    // a hot-seat seat has no id: the name a person gave
    expect(flavour.opponentName({ id: null, name: 'Oriella' })).toBe('Oriella')
    // a stall is common nouns: German words; one the catalogue lacks keeps its English
    expect(flavour.merchantName(vessa)).toBe('Vessas Verkaufsstand')
    expect(flavour.merchantName({ id: 'new-stall', name: 'Nell’s Barrow' })).toBe('Nell’s Barrow')
  })

  it('gives the house players lines true under every ruleset they sit down to', () => {
    // a quick match and the daily challenge seat them under any rules: a line that names one
    // ("the old cantina rule") reads false at a tournament table
    for (const locale of ['en', 'de'] as const) {
      i18n.global.locale.value = locale
      const names = RULESET_IDS.map((id) => i18n.global.t(`common.rules.${id}.name`))
      for (const house of QUICK) {
        const line = flavour.opponentTitle(house).toLowerCase()
        for (const name of names)
          expect(line, `${house.id} (${locale})`).not.toContain(name.toLowerCase())
      }
    }
  })

  it('words an earned title by its cantina, and shows English no cantina owns as written', () => {
    i18n.global.locale.value = 'de'
    const last = LOCATIONS[LOCATIONS.length - 1]!
    // the English main sends beside the id is only for a cantina the lines lack
    const earned = { location: last.id, title: 'Reworded since' }
    expect(flavour.championTitle(earned)).toBe(de.campaign.location['gilded-circuit'].champion)
    const unknown = { location: null, title: 'Duke of Nowhere' }
    expect(flavour.championTitle(unknown)).toBe('Duke of Nowhere')
    expect(flavour.championTitle({ location: 'new-cantina', title: 'Cup-Bearer' })).toBe(
      'Cup-Bearer',
    )
    i18n.global.locale.value = 'en'
    expect(flavour.championTitle(earned)).toBe(last.championTitle)
  })
})
