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
  // the house players named by what they are, not by a name (docs/messages.md)
  const deNames: Record<string, { name?: string; title: string } | undefined> = de.campaign.opponent
  const enNames: Record<string, { name?: string; title: string } | undefined> = en.campaign.opponent
  for (const o of QUICK.filter((quick) => DESCRIBED.has(quick.id))) {
    result.push({
      key: `opponent.${o.id}.name`,
      english: o.name,
      german: deNames[o.id]?.name,
      catalogued: enNames[o.id]?.name,
    })
  }
  const deMerchants: Record<string, { greeting: string } | undefined> = de.campaign.merchant
  const enMerchants: Record<string, { greeting: string } | undefined> = en.campaign.merchant
  for (const m of MERCHANTS) {
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
    // 6 cantinas × 2, 24 campaign players + 4 quick-match players (2 of them with names to
    // translate), 6 merchants
    expect(lines().length).toBe(
      LOCATIONS.length * 2 + OPPONENTS.length + 4 + DESCRIBED.size + MERCHANTS.length,
    )
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

  it('names a house player named by what they are in German, and keeps every name', () => {
    const [rookie, droid] = QUICK
    const sable = OPPONENTS.find((o) => o.id === 'sable-orrin')!
    expect(flavour.opponentName(droid!)).toBe('The Table Droid')
    i18n.global.locale.value = 'de'
    expect(flavour.opponentName(droid!)).toBe(de.campaign.opponent['quick-kotor'].name)
    // a name, with a title that is part of it, stays as the content writes it
    expect(flavour.opponentName(rookie!)).toBe('Deckhand Wendel')
    expect(flavour.opponentName(sable)).toBe(sable.name)
    // a hot-seat seat has no id: the name a person gave
    expect(flavour.opponentName({ id: null, name: 'Oriella' })).toBe('Oriella')
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
