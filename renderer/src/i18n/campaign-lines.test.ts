import { afterEach, describe, expect, it } from 'vitest'
import {
  campaignView,
  newCampaignProgress,
  opponentById,
  settleCampaignMatch,
} from '@main/services/campaign/campaign'
import type { CampaignProgress } from '@main/services/campaign/types'
import type { CampaignLogEntry, ResultNote } from '@preload/contract'
import { campaignLines, championNoteKey } from './campaign-lines'
import { i18n } from './index'
import { placeholderParam } from './names'
import de from './messages/de/campaign'
import en from './messages/en/campaign'

const AT = '2025-01-01T12:00:00.000Z'
const lines = campaignLines({
  t: (key, named, plural) =>
    plural === undefined
      ? i18n.global.t(key, named ?? {})
      : i18n.global.t(key, named ?? {}, plural),
  te: (key) => i18n.global.te(key),
  locale: () => i18n.global.locale.value,
})
const inGerman = <T>(read: () => T): T => {
  i18n.global.locale.value = 'de'
  try {
    return read()
  } finally {
    i18n.global.locale.value = 'en'
  }
}

afterEach(() => {
  i18n.global.locale.value = 'en'
})

/** A match's start holding the new save's 10,000: over the free table's purse floor. */
const HELD = 10_000

function win(progress: CampaignProgress, id: string, wager = 0, credits = HELD) {
  return settleCampaignMatch(progress, id, true, wager, credits, AT)
}

/** The first cantina cleared: Pip, Marla (beaten), then Sister Kell, its champion. */
function firstCantina() {
  let p = newCampaignProgress()
  p = win(p, 'pip-odell').progress
  p = win(p, 'hobb-tarrow', 100).progress
  return win(p, 'sister-kell', 20_000)
}

describe('the campaign log, worded', () => {
  it('reads in English as main used to write it', () => {
    const log = firstCantina().progress.log.map(lines.logLine)
    expect(log).toEqual([
      'Beat Pip Odell at The Rusted Anchor.',
      'Won a prize card from Hobb Tarrow: Minus card −1.',
      'Beat Hobb Tarrow at The Rusted Anchor.',
      'Won a prize card from Sister Kell: Minus card −3.',
      'Beat Sister Kell at The Rusted Anchor and took the title Champion of the Rusted Anchor.',
      'The Dune Lantern on Ashmarrow opened its doors.',
      'Won a stake of 20,000\u00a0cr from Sister Kell, before any house cut.',
    ])
  })

  it('reads in German, with the German champion title and German numbers', () => {
    const log = inGerman(() => firstCantina().progress.log.map(lines.logLine))
    expect(log).toEqual([
      'Pip Odell im Rusted Anchor besiegt.',
      'Prämienkarte von Hobb Tarrow gewonnen: Minuskarte −1.',
      'Hobb Tarrow im Rusted Anchor besiegt.',
      'Prämienkarte von Schwester Kell gewonnen: Minuskarte −3.',
      'Schwester Kell im Rusted Anchor besiegt und den Titel „Ass des Rusted Anchor“ errungen.',
      'Die Türen der Dune Lantern auf Ashmarrow stehen dir jetzt offen.',
      'Den Einsatz von Schwester Kell gewonnen: 20.000\u00a0Cr, vor einem etwaigen Hausanteil.',
    ])
  })

  it('words the campaign won, a lost stake and a prize of several cards', () => {
    const oona = opponentById('mother-oona')!
    const entries: CampaignLogEntry[] = [
      { at: AT, message: { key: 'campaignWon' } },
      { at: AT, message: { key: 'potLost', opponent: oona, credits: 25_000 } },
      { at: AT, message: { key: 'prizeWon', opponent: oona, cards: ['±1', 'D'] } },
      { at: AT, message: { key: 'prizeWon', opponent: oona, cards: ['F24', 'T15'] } },
    ]
    expect(entries.map(lines.logLine)).toEqual([
      'The last champion fell. The campaign is won; the tables stay open.',
      'Lost a stake of 25,000\u00a0cr to Mother Oona.',
      'Won prize cards from Mother Oona: Flip card ±1 and Double card D.',
      // a gold flip's "2&4" alone read as a sum
      'Won prize cards from Mother Oona: Gold flip 2&4 and Twist 1↔5.',
    ])
    expect(inGerman(() => entries.map(lines.logLine))).toEqual([
      'Der letzte Champion ist gefallen. Die Kampagne ist gewonnen; die Tische bleiben offen.',
      'Einen Einsatz von 25.000\u00a0Cr an Mutter Oona verloren.',
      'Prämienkarten von Mutter Oona gewonnen: Wechselkarte ±1 und Doppelkarte D.',
      'Prämienkarten von Mutter Oona gewonnen: Goldener Wechsel 2&4 und Dreher 1↔5.',
    ])
  })

  it('names a prize card with its kind, as the Card Book titles it, never by its bare face', () => {
    let p = newCampaignProgress()
    p = win(p, 'baron-thorne').progress
    p = win(p, 'corvina-vale').progress
    const prizes = p.log.filter((entry) => 'message' in entry && entry.message.key === 'prizeWon')
    expect(prizes.map(lines.logLine)).toEqual([
      'Won a prize card from Baron Ellic Thorne: Tiebreaker ±1T.',
      'Won a prize card from Lady Corvina Vale: Double card D.',
    ])
    expect(inGerman(() => prizes.map(lines.logLine))).toEqual([
      'Prämienkarte von Baron Ellic Thorne gewonnen: Tiebreaker ±1T.',
      'Prämienkarte von Lady Corvina Vale gewonnen: Doppelkarte D.',
    ])
  })

  it('says a big win or loss is one stake, the one main logs, and that the house cuts a win', () => {
    const won = win(newCampaignProgress(), 'sable-orrin', 80_000)
    const lost = settleCampaignMatch(newCampaignProgress(), 'sable-orrin', false, 80_000, HELD, AT)
    // the logged amount is the stake the ledger adds (or takes), the cut is taken after it
    expect(won.breakdown.wager).toBe(80_000)
    expect(won.houseCut).toBe(12_000)
    expect(lost.creditsDelta).toBe(-80_000)
    const line = (progress: CampaignProgress) => lines.logLine(progress.log.at(-1)!)
    expect(line(won.progress)).toBe(
      'Won a stake of 80,000\u00a0cr from Grandmaster Sable Orrin, before any house cut.',
    )
    expect(line(lost.progress)).toBe('Lost a stake of 80,000\u00a0cr to Grandmaster Sable Orrin.')
    expect(inGerman(() => line(lost.progress))).toBe(
      'Einen Einsatz von 80.000\u00a0Cr an Großmeisterin Sable Orrin verloren.',
    )
    // "pot" is kept for both stakes together
    expect([line(won.progress), line(lost.progress)].join(' ')).not.toMatch(/\bpot\b/i)
  })

  it("shows an older save's English line as it was written, in either language", () => {
    const old = { at: AT, text: 'Beat Pip Odell at The Rusted Anchor.' }
    expect(lines.logLine(old)).toBe(old.text)
    expect(inGerman(() => lines.logLine(old))).toBe(old.text)
  })

  it('says each cantina as a German noun, with its article in the case the line asks for', () => {
    const at = (id: string, name: string): CampaignLogEntry[] => [
      {
        at: AT,
        message: {
          key: 'beat',
          opponent: { id: 'pip-odell', name: 'Pip Odell' },
          location: { id, name },
        },
      },
      { at: AT, message: { key: 'doorsOpened', location: { id, name }, planet: 'Meridane' } },
    ]
    const said = (id: string, name: string) => inGerman(() => at(id, name).map(lines.logLine))
    expect(said('dune-lantern', 'The Dune Lantern')).toEqual([
      'Pip Odell in der Dune Lantern besiegt.',
      'Die Türen der Dune Lantern auf Meridane stehen dir jetzt offen.',
    ])
    expect(said('coral-vault', 'The Coral Vault')).toEqual([
      'Pip Odell im Coral Vault besiegt.',
      'Die Türen des Coral Vault auf Meridane stehen dir jetzt offen.',
    ])
    expect(said('gilded-circuit', 'The Gilded Circuit')).toEqual([
      'Pip Odell im Gilded Circuit besiegt.',
      'Die Türen des Gilded Circuit auf Meridane stehen dir jetzt offen.',
    ])
    // English keeps the name as the content writes it
    expect(at('coral-vault', 'The Coral Vault').map(lines.logLine)).toEqual([
      'Beat Pip Odell at The Coral Vault.',
      'The Coral Vault on Meridane opened its doors.',
    ])
  })

  it("keeps a champion title the flavour lines do not know in the save's English", () => {
    const entry: CampaignLogEntry = {
      at: AT,
      message: {
        key: 'championBeaten',
        opponent: { id: 'new-face', name: 'Vel Ardo' },
        location: { id: 'new-cantina', name: 'The Tin Cup' },
        title: 'Cup-Bearer',
      },
    }
    // a cantina the catalogue lacks keeps its name as it is, "in" before it
    expect(inGerman(() => lines.logLine(entry))).toBe(
      'Vel Ardo in The Tin Cup besiegt und den Titel „Cup-Bearer“ errungen.',
    )
  })

  it('words a champion line by its cantina alone, as saves keep it now', () => {
    const entry: CampaignLogEntry = {
      at: AT,
      message: {
        key: 'championBeaten',
        opponent: { id: 'sister-kell', name: 'Sister Kell' },
        location: { id: 'rusted-anchor', name: 'The Rusted Anchor' },
      },
    }
    expect(inGerman(() => lines.logLine(entry))).toBe(
      'Schwester Kell im Rusted Anchor besiegt und den Titel „Ass des Rusted Anchor“ errungen.',
    )
  })
})

describe('the result notes, worded', () => {
  const notes = () => firstCantina().notes.map((note) => lines.note(note))

  it('reads in English as main used to write them, the bounty as a first win’s prize', () => {
    expect(notes()).toEqual([
      "You won Sister Kell's stake of 20,000\u00a0cr.",
      'First win over Sister Kell: a one-time bounty of 3,000\u00a0cr.',
      'Prize card: −3.',
      'Title earned: Champion of the Rusted Anchor.',
      'The Dune Lantern on Ashmarrow is open to you.',
    ])
  })

  it('reads in German, the title earned in German', () => {
    expect(inGerman(notes)).toEqual([
      'Du hast den Einsatz von Schwester Kell gewonnen: 20.000\u00a0Cr.',
      'Erster Sieg über Schwester Kell: eine einmalige Siegprämie von 3.000\u00a0Cr.',
      'Prämienkarte: −3.',
      'Titel errungen: Ass des Rusted Anchor.',
      'Die Dune Lantern auf Ashmarrow steht dir jetzt offen.',
    ])
  })

  it("words the house's cut, the purse and a lost stake", () => {
    const doss = win(newCampaignProgress(), 'doss-merrow', 2_000).notes
    // begun with nothing left: the house pays its purse to a player that short
    const pip = win(newCampaignProgress(), 'pip-odell', 0, 0).notes
    const lost = settleCampaignMatch(
      newCampaignProgress(),
      'marla-quince',
      false,
      150,
      HELD,
      AT,
    ).notes
    const all = [...doss, ...pip, ...lost]
    expect(all.map((note) => lines.note(note))).toEqual([
      "You won Doss Merrow's stake of 2,000\u00a0cr; the house kept 300\u00a0cr of it.",
      'First win over Doss Merrow: a one-time bounty of 5,000\u00a0cr.',
      'First win over Pip Odell: a one-time bounty of 300\u00a0cr.',
      "The house pays the table's purse: 150\u00a0cr.",
      'You lost your stake of 150\u00a0cr to Marla Quince.',
    ])
    expect(inGerman(() => all.map((note) => lines.note(note)))).toEqual([
      'Du hast den Einsatz von Doss Merrow gewonnen: 2.000\u00a0Cr; das Haus hat davon 300\u00a0Cr einbehalten.',
      'Erster Sieg über Doss Merrow: eine einmalige Siegprämie von 5.000\u00a0Cr.',
      'Erster Sieg über Pip Odell: eine einmalige Siegprämie von 300\u00a0Cr.',
      'Das Haus zahlt das Preisgeld des Tisches: 150\u00a0Cr.',
      'Du hast deinen Einsatz von 150\u00a0Cr an Marla Quince verloren.',
    ])
  })

  it('names a prize card as the match drew it, and as the Card Book does without a match', () => {
    const note: ResultNote = { key: 'prize', cards: ['D', 'TB'] }
    expect(lines.note(note, 'tournament')).toBe('Prize cards: ×2 and TB.')
    expect(lines.note(note, 'classic')).toBe('Prize cards: D and ±1T.')
    expect(lines.note(note)).toBe('Prize cards: D and ±1T.')
    expect(inGerman(() => lines.note(note))).toBe('Prämienkarten: D und ±1T.')
  })

  it('says the cantina a champion waits in and the one that opens as German nouns', () => {
    const hall = { id: 'ember-hall', name: 'The Ember Hall' }
    const orchid = { id: 'glass-orchid', name: 'The Glass Orchid' }
    const notes: ResultNote[] = [
      {
        key: 'championOpen',
        opponent: { id: 'warden-ashka', name: 'Warden Ashka' },
        location: hall,
      },
      { key: 'locationOpen', location: orchid, planet: 'Lirenna' },
    ]
    expect(inGerman(() => notes.map((note) => lines.note(note)))).toEqual([
      'Du hast dir in der Ember Hall einen Namen gemacht: Wächterin Ashka hält hier den Titel und tritt jetzt gegen dich an.',
      'Die Glass Orchid auf Lirenna steht dir jetzt offen.',
    ])
    expect(notes.map((note) => lines.note(note))).toEqual([
      'You have made a name at The Ember Hall: its champion, Warden Ashka, will play you now.',
      'The Glass Orchid on Lirenna is open to you.',
    ])
  })

  it.each([
    // a name ending in an s sound, in a digit, and a title said in German
    ['marla-quince', 'Marla Quince', 'Marla Quince'],
    ['sorrel-9', 'Sorrel-9', 'Sorrel-9'],
    ['sister-kell', 'Sister Kell', 'Schwester Kell'],
  ])('names whose stake was won, in German after the noun: %s', (id, english, german) => {
    const [stake] = win(newCampaignProgress(), id, 150).notes
    expect(stake).toMatchObject({ key: 'stakeWon', opponent: { id } })
    // a cantina with a house cut says it after the credits: the line opens the same
    expect(lines.note(stake!)).toContain(`You won ${english}'s stake of 150\u00a0cr`)
    expect(inGerman(() => lines.note(stake!))).toContain(
      `Du hast den Einsatz von ${german} gewonnen: 150\u00a0Cr`,
    )
  })

  it('words a forfeit, a tiebreaker that could not be taken and the campaign’s ending', () => {
    expect(lines.note({ key: 'forfeited' })).toBe('You forfeited the match.')
    expect(inGerman(() => lines.note({ key: 'forfeited' }))).toBe('Du hast die Partie aufgegeben.')
    expect(inGerman(() => lines.note({ key: 'tiebreakerOwned' }))).toBe(
      'Du besitzt den Tiebreaker schon, und in einer Sammlung gibt es nur einen.',
    )
    expect(lines.note({ key: 'campaignEnding' })).toMatch(/^The circuit is yours\./)
    expect(inGerman(() => lines.note({ key: 'campaignEnding' }))).toMatch(
      /^Der Turnierzirkus liegt dir zu Füßen\./,
    )
  })
})

describe("the cantina's note under a champion", () => {
  /** The champion of a cantina as main's campaign view shows it after `progress`. */
  const champion = (progress: CampaignProgress, id: string) => {
    const view = campaignView(progress, HELD)
    const found = view.locations.flatMap((l) => l.opponents).find((o) => o.id === id)
    if (!found?.champion) throw new Error(`${id} is no champion`)
    return found
  }
  const note = (progress: CampaignProgress, id: string, last: boolean) =>
    i18n.global.t(championNoteKey(champion(progress, id), last))

  it('says what beating them brings until they are beaten', () => {
    const fresh = newCampaignProgress()
    expect(note(fresh, 'sister-kell', false)).toBe(
      "The cantina's champion: win to take the title and open the way to the next cantina.",
    )
    expect(note(fresh, 'sable-orrin', true)).toBe(
      'The last champion of the sector: win to take the title and the campaign.',
    )
  })

  it('says what is true once they are beaten: the title held, the way open, the campaign won', () => {
    const kell = firstCantina().progress
    expect(note(kell, 'sister-kell', false)).toBe(
      "The cantina's champion, beaten: the title is yours and the way to the next cantina is open.",
    )
    const sable = win(newCampaignProgress(), 'sable-orrin', 5_000)
    expect(sable.progress.finished).toBe(true)
    expect(note(sable.progress, 'sable-orrin', true)).toBe(
      'The last champion of the sector, beaten: the title is yours and the campaign is won.',
    )
    expect(inGerman(() => note(sable.progress, 'sable-orrin', true))).toBe(
      'Der letzte Champion des Sektors, besiegt: Der Titel gehört dir, und die Kampagne ist gewonnen.',
    )
    // beaten once and lost to since: the title is still the player's, the way still open
    const lostSince = settleCampaignMatch(kell, 'sister-kell', false, 200, HELD, AT).progress
    expect(note(lostSince, 'sister-kell', false)).toBe(note(kell, 'sister-kell', false))
  })
})

describe('the log and note catalogue', () => {
  const pairs = (section: 'log' | 'note') =>
    Object.entries(en.campaign[section]).map(([key, english]) => ({
      key: `campaign.${section}.${key}`,
      english,
      german: (de.campaign[section] as Record<string, string>)[key] ?? '',
    }))

  it('has German for every line, with the same placeholders, and vue-i18n shows it as written', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '')
    // a German name's form (`{opponent_gen}`, names.ts) is a form of the English parameter
    const names = (text: string) => [...new Set(placeholders(text).map(placeholderParam))].sort()
    for (const { key, english, german } of [...pairs('log'), ...pairs('note')]) {
      expect(german, key).not.toBe(english)
      expect(names(german), key).toEqual(names(english))
      for (const [locale, text] of [
        ['de', german],
        ['en', english],
      ] as const) {
        // with every placeholder filled by its own name, vue-i18n gives back the template, a
        // plural line form by form (each call its own parameters: vue-i18n adds the count)
        const named = () => Object.fromEntries(placeholders(text).map((n) => [n, `{${n}}`]))
        i18n.global.locale.value = locale
        const forms = text.split(' | ')
        if (forms.length === 1) expect(i18n.global.t(key, named()), key).toBe(text)
        else forms.forEach((form, i) => expect(i18n.global.t(key, named(), i + 1), key).toBe(form))
      }
      i18n.global.locale.value = 'en'
    }
  })
})
