import { afterEach, describe, expect, it } from 'vitest'
import { newCampaignProgress, opponentUnavailable } from '@main/services/campaign/campaign'
import { LOCATIONS, OPPONENTS } from '@main/services/campaign/content'
import { quickOpponent } from '@main/services/match/quick'
import { flavourLines } from './flavour'
import { FILES, i18n } from './index'
import { declined, nameForms, placeForms, placeholderParam } from './names'
import { MESSAGES, type Message } from '@common/messages'
import { word } from './words'

afterEach(() => {
  i18n.global.locale.value = 'en'
})

/** A placeholder that asks for a name's form: `{name_acc}`, `{location_in}`, `{Name}` … */
const FORMED = /\{(\w+_(acc|dat|gen|in)|[A-Z]\w*)\}/

/** Every line of a message tree as [dotted key, text]. */
function leaves(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  )
}

/** A line worded as the views word it (useNames, useLabels): its names declined. */
function say(key: string, named: Record<string, unknown>): string {
  return i18n.global.t(key, declined(named, i18n.global.locale.value))
}

/** The name the screens give a quick-match house player, in the language of the moment. */
function houseName(tier: 'kotor' | 'master' | 'rookie'): string {
  const flavour = flavourLines({
    t: (key, named) => i18n.global.t(key, named ?? {}),
    te: (key) => i18n.global.te(key),
  })
  return flavour.opponentName(quickOpponent(tier))
}

describe('whose stake it was, in German after the noun', () => {
  it.each([
    // a name ending in a letter, in an s sound, and in a digit, where a glued -s read wrong
    ['Kell', 'Du hast den Einsatz von Kell gewonnen: 150\u00a0Cr.'],
    ['Marla Quince', 'Du hast den Einsatz von Marla Quince gewonnen: 150\u00a0Cr.'],
    ['Sorrel-9', 'Du hast den Einsatz von Sorrel-9 gewonnen: 150\u00a0Cr.'],
  ])('reads right for %s', (opponent, german) => {
    i18n.global.locale.value = 'de'
    expect(say('campaign.note.stakeWon', { opponent, credits: '150' })).toBe(german)
    expect(say('campaign.note.stakeWonCut', { opponent, credits: '150', cut: '15' })).toBe(
      `${german.slice(0, -1)}; das Haus hat davon 15\u00a0Cr einbehalten.`,
    )
    i18n.global.locale.value = 'en'
    expect(say('campaign.note.stakeWon', { opponent, credits: '150' })).toBe(
      `You won ${opponent}'s stake of 150\u00a0cr.`,
    )
  })
})

describe('names in German sentences', () => {
  it('gives a role its article in the case each line asks for, a name as it is', () => {
    i18n.global.locale.value = 'de'
    const droid = houseName('kotor')
    expect(droid).toBe('Tischdroide')
    expect(say('table.theirTurn', { name: droid })).toBe('Der Tischdroide ist am Zug')
    expect(say('table.banner.theyOpen', { name: droid })).toBe('Der Tischdroide beginnt')
    expect(say('table.tableOf', { name: droid })).toBe('Tisch des Tischdroiden')
    expect(say('table.theirHand', { name: droid })).toBe('Hand des Tischdroiden')
    // whose, after the noun: before it a role read "des Tischdroiden Züge"
    expect(say('history.replay.legend.seat', { name: droid })).toBe('Züge des Tischdroiden')
    expect(say('table.say.turned.down', { who: droid, from: 20, to: 12 })).toBe(
      'die Summe des Tischdroiden sinkt von 20 auf 12',
    )
    expect(say('table.result.against', { name: droid })).toBe('gegen den Tischdroiden')
    expect(say('table.coach.watch', { name: droid })).toMatch(/^Sieh dem Tischdroiden beim /)
    expect(say('table.opener.youDrew', { mine: 4, name: droid, theirs: 9 })).toBe(
      'Du ziehst 4, der Tischdroide zieht 9',
    )
    // a fragment for inside another sentence keeps its article small, as its "du" is
    expect(say('table.reason.bust', { name: droid })).toBe('der Tischdroide hat sich überkauft')
    const stranger = houseName('master')
    expect(say('table.status.thinking', { name: stranger })).toBe('Die Stille Fremde überlegt…')
    expect(say('table.choose.theirPool', { name: stranger })).toBe(
      'Nebenstapel der Stillen Fremden',
    )
    // a name keeps its shape in every case
    const wendel = houseName('rookie')
    expect(say('table.theirTurn', { name: wendel })).toBe(`${wendel} ist am Zug`)
    expect(say('table.tableOf', { name: wendel })).toBe(`Tisch von ${wendel}`)
    expect(say('history.replay.legend.seat', { name: wendel })).toBe(`Züge von ${wendel}`)
    expect(say('table.result.against', { name: wendel })).toBe(`gegen ${wendel}`)
  })

  it('leaves English as it was: the house player by its name in every place', () => {
    const droid = houseName('kotor')
    expect(say('table.theirTurn', { name: droid })).toBe("The Table Droid's turn")
    expect(say('table.result.against', { name: droid })).toBe('against The Table Droid')
    expect(nameForms('Pip Odell', 'en')).toEqual({
      nom: 'Pip Odell',
      acc: 'Pip Odell',
      dat: 'Pip Odell',
      gen: 'Pip Odell',
    })
  })

  it('says whose after the noun in every German line, never glued to a name', () => {
    // a genitive before the noun read as old German for a role ("des Tischdroiden Züge") and
    // wrong for a name ending in a digit ("Sorrel-9s Einsatz"): no line asks for one
    const glued = FILES.de
      .flatMap((file) => leaves(file))
      .filter(([, text]) => /_poss\}|\}(s|’|')(?![\w{])/.test(text))
      .map(([key]) => key)
    expect(glued).toEqual([])
  })

  it('reads a placeholder as the parameter it is a form of', () => {
    expect(
      ['name', 'Name', 'name_acc', 'Name_gen', 'opponent_gen', 'location_in', 'who'].map(
        placeholderParam,
      ),
    ).toEqual(['name', 'name', 'name', 'name', 'opponent', 'location', 'who'])
  })

  it('fills every form a German line asks for, for a role and for a name', () => {
    i18n.global.locale.value = 'de'
    const formed = FILES.de.flatMap((file) => leaves(file)).filter(([, text]) => FORMED.test(text))
    expect(formed.length).toBeGreaterThan(20)
    for (const name of [houseName('kotor'), 'Pip Odell']) {
      for (const [key, text] of formed) {
        const params = Object.fromEntries(
          [...text.matchAll(/\{(\w+)\}/g)].map((m) => [placeholderParam(m[1] ?? ''), name]),
        )
        // a plural line's forms are worded one at a time: count the places of the one worded
        const line = text.includes('|') ? say(key, { ...params, n: 1 }) : say(key, params)
        const places = text.includes('|') ? text.split('|')[0]! : text
        // every placeholder filled: the name is there as often as the line has places for it
        expect(line.split(name.slice(-5)).length - 1, `${key}: ${line}`).toBe(
          places.match(/\{\w+\}/g)?.length ?? 0,
        )
      }
    }
  })
})

describe('cantinas in German sentences', () => {
  /** The articles a German noun takes, by its nominative's: acc, dat, gen, and "in" with it. */
  const DECLENSION: Record<string, string[]> = {
    der: ['den', 'dem', 'des', 'im'],
    die: ['die', 'der', 'der', 'in der'],
    das: ['das', 'dem', 'des', 'im'],
  }

  /** Every line of a language that names a cantina, as [key, text]. */
  const cantinaLines = (locale: 'en' | 'de') =>
    FILES[locale].flatMap((file) => leaves(file)).filter(([, text]) => /\{location/i.test(text))

  /** A line worded with `location` for the cantina and a name or a number in every other place. */
  const sayAt = (key: string, text: string, location: string): string => {
    const params = Object.fromEntries(
      [...text.matchAll(/\{(\w+)\}/g)]
        .map((m) => placeholderParam(m[1] ?? ''))
        .map((p) => {
          return [p, p === 'location' ? location : 'Pip Odell']
        }),
    )
    return text.includes('|') ? say(key, { ...params, n: 1 }) : say(key, params)
  }

  it('has German forms for every cantina: its name without "The", behind its article', () => {
    for (const { id, name } of LOCATIONS) {
      const forms = placeForms(name, 'de')
      const bare = name.replace(/^The /, '')
      const [article = ''] = forms.nom.split(' ')
      expect(forms.nom, `${id}: campaign.location.${id}.forms`).toBe(`${article} ${bare}`)
      expect(DECLENSION[article], `${id}: ${forms.nom}`).toBeDefined()
      const declined = [forms.acc, forms.dat, forms.gen, forms.in]
      expect(declined, id).toEqual(DECLENSION[article]!.map((a) => `${a} ${bare}`))
      expect(Object.values(placeForms(name, 'en')), id).toEqual(Array(5).fill(name))
    }
  })

  it('says the cantina in the case each line asks for, and never "The" in a German one', () => {
    i18n.global.locale.value = 'de'
    const lines = cantinaLines('de')
    expect(lines.length).toBeGreaterThan(10)
    for (const [key, text] of lines) {
      // a preposition before the cantina asks for a form: "in {location}" read "in der Anchor"
      expect(text, key).not.toMatch(/\b(in|an|auf|aus|bei|von|zu|nach|mit)\s+\{location\}/i)
      for (const { name } of LOCATIONS) {
        const line = sayAt(key, text, name)
        expect(line, key).not.toMatch(/\bThe\b/)
        expect(line, key).toContain(name.replace(/^The /, ''))
      }
    }
    const at = (key: string, name: string) => sayAt(key, lines.find(([k]) => k === key)![1], name)
    expect(at('screens.campaign.lockedBy', 'The Coral Vault')).toBe(
      'Besiege Pip Odell im Coral Vault, um hierher zu reisen.',
    )
    expect(at('screens.campaign.opens', 'The Ember Hall')).toBe(
      'Besiege Pip Odell, dann steht dir die Ember Hall offen.',
    )
    expect(at('campaign.log.doorsOpened', 'The Glass Orchid')).toBe(
      'Die Türen der Glass Orchid auf Pip Odell stehen dir jetzt offen.',
    )
    expect(at('campaign.note.locationOpen', 'The Rusted Anchor')).toBe(
      'Der Rusted Anchor auf Pip Odell steht dir jetzt offen.',
    )
    expect(at('feats.book.prizeClaimed', 'The Dune Lantern')).toBe(
      'Von Pip Odell in der Dune Lantern gewonnen: Eine Prämienkarte gibt es nur einmal.',
    )
  })

  it('says a title in German and declines the name with it: den Einsatz von Schwester Kell', () => {
    i18n.global.locale.value = 'de'
    expect(houseName('rookie')).toBe('Decksmann Wendel')
    expect(nameForms('Schwester Kell', 'de')).toEqual({
      nom: 'Schwester Kell',
      acc: 'Schwester Kell',
      dat: 'Schwester Kell',
      gen: 'von Schwester Kell',
    })
    expect(say('table.tableOf', { name: 'Kapitän Gannet Rook' })).toBe(
      'Tisch von Kapitän Gannet Rook',
    )
    expect(say('campaign.note.stakeWon', { opponent: 'Mutter Oona', credits: '500' })).toBe(
      'Du hast den Einsatz von Mutter Oona gewonnen: 500\u00a0Cr.',
    )
  })

  it.each([
    // id, the content's English, the German name, and its title as the gender chosen says it
    ['gannet-rook', 'Captain Gannet Rook', 'Kapitän Gannet Rook', 'The Dune Lantern', 'der'],
    ['warden-ashka', 'Warden Ashka', 'Wächterin Ashka', 'The Ember Hall', 'die'],
    [
      'sable-orrin',
      'Grandmaster Sable Orrin',
      'Großmeisterin Sable Orrin',
      'The Gilded Circuit',
      'die',
    ],
  ] as const)(
    'says %s one way in every German line: %s as %s',
    (id, english, german, location, article) => {
      const champion = OPPONENTS.find((o) => o.id === id)!
      expect(champion.name).toBe(english)
      i18n.global.locale.value = 'de'
      // the plates, the map and the cantina name them by id; the ledger and refusals by English
      expect(
        flavourLines({
          t: (key, named) => i18n.global.t(key, named ?? {}),
          te: (key) => i18n.global.te(key),
        }).opponentName(champion),
      ).toBe(german)
      const ledger = { key: 'ledger.stakeWonAgainst', params: { opponent: english } }
      expect(word(ledger)).toBe(`gegen ${german}`)
      const waits = {
        key: 'errors.campaign.championWaits',
        params: { opponent: english, location, more: 2 },
      }
      expect(word(waits)).toMatch(new RegExp(`^${german} spielt nur mit denen, die sich `))
      // the lines about a champion set no noun of their own beside the name: the title says who
      expect(say('screens.campaign.nextChampion', { opponent: german })).toBe(
        `Als Nächstes: Titelkampf gegen ${german}`,
      )
      expect(say('campaign.note.championOpen', { opponent: german, location })).toContain(
        `einen Namen gemacht: ${german} hält hier den Titel und tritt jetzt gegen dich an.`,
      )
      // the title's own gender: a woman's title ends in -in, as Kapitänin Ondine Castell's does
      const title = german.split(' ')[0]!
      expect(title.endsWith('in')).toBe(article === 'die')
    },
  )

  it("puts no gendered article and noun of its own beside a German line's player", () => {
    // "der Champion, Schwester Kell" gave a woman a man's article; a name with a title needs none
    const apposed = /\b[Dd](er|en|em|es|ie) [A-ZÄÖÜ]\w*, \{(opponent|name|winner|loser)/
    const lines = FILES.de.flatMap((file) => leaves(file)).filter(([, text]) => apposed.test(text))
    expect(lines).toEqual([])
  })

  it('words the ledger and the card log by the English names main saved, in German', () => {
    const won = { key: 'ledger.stakeWonAgainst', params: { opponent: 'Sister Kell' } }
    const prize = { key: 'cardLog.prize', params: { opponent: 'Grandmaster Sable Orrin' } }
    const sold = { key: 'cardLog.sold', params: { merchant: 'Fennick’s Circuit Supply' } }
    const droid = { key: 'ledger.stakeLostTo', params: { opponent: 'The Table Droid' } }
    const own = { key: 'ledger.stakeLostTo', params: { opponent: 'Pip Odell' } }
    expect([won, prize, sold, droid, own].map((m) => word(m))).toEqual([
      'against Sister Kell',
      'Prize for beating Grandmaster Sable Orrin',
      'Sold to Fennick’s Circuit Supply',
      'to The Table Droid',
      'to Pip Odell',
    ])
    i18n.global.locale.value = 'de'
    expect([won, prize, sold, droid, own].map((m) => word(m))).toEqual([
      'gegen Schwester Kell',
      'Prämie für den Sieg über Großmeisterin Sable Orrin',
      'Bei Fennicks Turnierbedarf verkauft',
      'an den Tischdroiden',
      'an Pip Odell',
    ])
  })

  it("words every line about a merchant's stall as a place: it stocks, one buys and sells there", () => {
    // every key main sends with a stall in it, worded with Old Vessa's Stall (and Oskar's)
    const stalled = Object.entries(MESSAGES)
      .filter(([, params]) =>
        Object.values(params).some((kind) => kind === 'merchant' || kind === 'merchants'),
      )
      .map(([key]) => key)
      .sort()
    const vessa = 'Old Vessa’s Stall'
    const said = (key: string) =>
      word({
        key,
        params: { merchant: vessa, merchants: [vessa, 'Oskar’s Sand-Cart'], card: '-3' },
      } as Message)
    const english = {
      'cardLog.bought': 'Bought from Old Vessa’s Stall',
      'cardLog.sold': 'Sold to Old Vessa’s Stall',
      'errors.shop.lastSoldOut':
        'Every trader who sells −3 has sold out, so your last one may only go back to ' +
        'Old Vessa’s Stall and Oskar’s Sand-Cart: sold there, it is on sale again.',
      'errors.shop.locked': 'Old Vessa’s Stall is at a cantina you have not reached yet.',
      'errors.shop.notSold': 'Old Vessa’s Stall does not sell −3.',
      'errors.shop.soldOut': 'Old Vessa’s Stall has no −3 left.',
      'ledger.bought': '−3 from Old Vessa’s Stall',
      'ledger.sold': '−3 to Old Vessa’s Stall',
    }
    expect(stalled).toEqual(Object.keys(english))
    expect(Object.fromEntries(stalled.map((key) => [key, said(key)]))).toEqual(english)
    i18n.global.locale.value = 'de'
    expect(Object.fromEntries(stalled.map((key) => [key, said(key)]))).toEqual({
      'cardLog.bought': 'Bei Vessas Verkaufsstand gekauft',
      'cardLog.sold': 'Bei Vessas Verkaufsstand verkauft',
      'errors.shop.lastSoldOut':
        '−3 ist bei allen Händlern, die sie führen, ausverkauft: Deine letzte verkaufst du ' +
        'nur bei Vessas Verkaufsstand und Oskars Sandkarren, dort ist sie dann wieder im Angebot.',
      'errors.shop.locked':
        'Vessas Verkaufsstand findest du in einer Cantina, die du noch nicht erreicht hast.',
      'errors.shop.notSold': 'Vessas Verkaufsstand führt keine −3.',
      'errors.shop.soldOut': 'Bei Vessas Verkaufsstand ist −3 ausverkauft.',
      'ledger.bought': '−3 bei Vessas Verkaufsstand',
      'ledger.sold': '−3 bei Vessas Verkaufsstand',
    })
    // the shop's own lines about a sale say it the same way
    const t = (key: string) =>
      i18n.global.t(key, { merchant: 'Vessas Verkaufsstand', card: '−3', price: '40\u00a0Cr' })
    expect(t('screens.shop.sellRestocks')).toBe(
      'Bei Vessas Verkaufsstand ist sie dann wieder im Angebot: Du kannst sie für 40\u00a0Cr zurückkaufen.',
    )
    expect(t('screens.shop.sellGoneSoldOut')).toMatch(
      /^−3 ist bei allen Händlern, die sie führen, ausverkauft, und Vessas Verkaufsstand führt sie nicht:/,
    )
  })

  it('leaves English lines with the name as the content writes it', () => {
    for (const [key, text] of cantinaLines('en')) {
      for (const { name } of LOCATIONS) expect(sayAt(key, text, name), key).toContain(name)
    }
    expect(sayAt('campaign.log.beat', 'Beat {opponent} at {location}.', 'The Coral Vault')).toBe(
      'Beat Pip Odell at The Coral Vault.',
    )
  })

  it("words main's refusals with the cantina in German", () => {
    const fresh = newCampaignProgress()
    const lantern = opponentUnavailable(fresh, 'juno-brask')!
    const anchor = opponentUnavailable(fresh, 'sister-kell')!
    expect(word(lantern)).toBe(
      'Juno Brask plays at The Dune Lantern, which you have not reached yet.',
    )
    i18n.global.locale.value = 'de'
    expect(word(lantern)).toBe('Juno Brask spielt in der Dune Lantern, wo du noch nicht warst.')
    expect(word(anchor)).toBe(
      'Schwester Kell spielt nur mit denen, die sich im Rusted Anchor einen Namen gemacht haben: ' +
        'Besiege zuerst noch 2 weitere Stammgäste.',
    )
    // one regular left: the singular, in words
    const last = { ...anchor, params: { ...anchor.params, more: 1 } }
    expect(word(last)).toMatch(/Besiege zuerst noch einen weiteren Stammgast\.$/)
    i18n.global.locale.value = 'en'
    expect(word(last)).toMatch(/beat one more regular first\.$/)
    expect(word(anchor)).toMatch(/beat 2 more regulars first\.$/)
  })

  it('keeps a spacer named like a cantina a name, and an unknown cantina as it is', () => {
    i18n.global.locale.value = 'de'
    const spacer = 'The Rusted Anchor'
    expect(say('table.theirTurn', { name: spacer })).toBe('The Rusted Anchor ist am Zug')
    expect(say('table.tableOf', { name: spacer })).toBe('Tisch von The Rusted Anchor')
    // a cantina added to the content since, or an older save's name: as the lines said it before
    expect(placeForms('The Tin Cup', 'de')).toMatchObject({
      nom: 'The Tin Cup',
      gen: 'von The Tin Cup',
      in: 'in The Tin Cup',
    })
  })
})

describe('the views that word a line with a declined name', () => {
  /** Every source file of the renderer but tests and the message files, with its text. */
  const sources = Object.entries(
    import.meta.glob<string>(['../**/*.{ts,vue}', '!../**/*.test.ts', '!./messages/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  )

  // A line whose German asks for a name's form shows an empty place where the name should be
  // when worded by vue-i18n's own t: so a file that words one takes its t from useNames or
  // useLabels, declines the parameters itself, or is handed a t by its caller.
  it('decline its names: none words one with vue-i18n’s t as it comes', () => {
    const declining = FILES.de
      .flatMap((file) => leaves(file))
      .filter(([, text]) => FORMED.test(text))
      .map(([key]) => key)
    const strays = sources.flatMap(([path, text]) => {
      const words = declining.filter((key) => {
        const parent = key.slice(0, key.lastIndexOf('.'))
        // a key only compared with (`why.key === 'errors…'`) is not worded there
        const quoted = text.split(`'${key}'`).length - text.split(`=== '${key}'`).length
        return quoted > 0 || text.includes(`\`${key}\``) || text.includes(`\`${parent}.\${`)
      })
      const rawT = /\{[^}]*\bt\b[^}]*\}\s*=\s*useI18n\(\)|i18n\.global\.t\(/.test(text)
      const declines = /from '(\.\/names|@\/i18n\/names)'/.test(text)
      return words.length > 0 && rawT && !declines ? [`${path}: ${words.join(', ')}`] : []
    })
    expect(declining.length).toBeGreaterThan(20)
    expect(sources.length).toBeGreaterThan(100)
    expect(strays).toEqual([])
  })
})
