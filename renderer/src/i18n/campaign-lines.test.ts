import { afterEach, describe, expect, it } from 'vitest'
import {
  newCampaignProgress,
  opponentById,
  settleCampaignMatch,
} from '@main/services/campaign/campaign'
import type { CampaignProgress } from '@main/services/campaign/types'
import type { CampaignLogEntry } from '@preload/contract'
import { campaignLines } from './campaign-lines'
import { i18n } from './index'
import de from './messages/de/campaign'
import en from './messages/en/campaign'

const AT = '2025-01-01T12:00:00.000Z'
const lines = campaignLines({
  t: (key, named) => i18n.global.t(key, named ?? {}),
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

function win(progress: CampaignProgress, id: string, wager = 0) {
  return settleCampaignMatch(progress, id, true, wager, AT)
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
      'Won −1 from Hobb Tarrow.',
      'Beat Hobb Tarrow at The Rusted Anchor.',
      'Won −3 from Sister Kell.',
      'Beat Sister Kell at The Rusted Anchor and took the title Champion of the Rusted Anchor.',
      'The Dune Lantern on Ashmarrow opened its doors.',
      'Took a pot of 20,000 credits from Sister Kell.',
    ])
  })

  it('reads in German, with the German champion title and German numbers', () => {
    const log = inGerman(() => firstCantina().progress.log.map(lines.logLine))
    expect(log).toEqual([
      'Pip Odell in The Rusted Anchor geschlagen.',
      '−1 von Hobb Tarrow gewonnen.',
      'Hobb Tarrow in The Rusted Anchor geschlagen.',
      '−3 von Sister Kell gewonnen.',
      'Sister Kell in The Rusted Anchor besiegt und den Titel „Champion des Rusted Anchor“ errungen.',
      'Die Türen von The Dune Lantern auf Ashmarrow stehen dir jetzt offen.',
      'Einen Pott von 20.000 Credits gegen Sister Kell gewonnen.',
    ])
  })

  it('words the campaign won, a lost pot and a prize of several cards', () => {
    const oona = opponentById('mother-oona')!
    const entries: CampaignLogEntry[] = [
      { at: AT, message: { key: 'campaignWon' } },
      { at: AT, message: { key: 'potLost', opponent: oona, credits: 25_000 } },
      { at: AT, message: { key: 'prizeWon', opponent: oona, cards: ['±1', 'D'] } },
    ]
    expect(entries.map(lines.logLine)).toEqual([
      'The last champion fell. The campaign is won; the tables stay open.',
      'Lost a pot of 25,000 credits to Mother Oona.',
      'Won ±1 and D from Mother Oona.',
    ])
    expect(inGerman(() => entries.map(lines.logLine))).toEqual([
      'Der letzte Champion ist gefallen. Die Kampagne ist gewonnen; die Tische bleiben offen.',
      'Einen Pott von 25.000 Credits an Mother Oona verloren.',
      '±1 und D von Mother Oona gewonnen.',
    ])
  })

  it("shows an older save's English line as it was written, in either language", () => {
    const old = { at: AT, text: 'Beat Pip Odell at The Rusted Anchor.' }
    expect(lines.logLine(old)).toBe(old.text)
    expect(inGerman(() => lines.logLine(old))).toBe(old.text)
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
    expect(inGerman(() => lines.logLine(entry))).toBe(
      'Vel Ardo in The Tin Cup besiegt und den Titel „Cup-Bearer“ errungen.',
    )
  })
})

describe('the result notes, worded', () => {
  const notes = () => firstCantina().notes.map(lines.note)

  it('reads in English as main used to write them', () => {
    expect(notes()).toEqual([
      'You won 20,000 credits.',
      'Sister Kell pays a bounty of 3,000 credits.',
      'Prize: −3.',
      'Title earned: Champion of the Rusted Anchor.',
      'The Dune Lantern on Ashmarrow is open to you.',
    ])
  })

  it('reads in German, the title earned in German', () => {
    expect(inGerman(notes)).toEqual([
      'Du hast 20.000 Credits gewonnen.',
      'Sister Kell zahlt dir ein Kopfgeld von 3.000 Credits.',
      'Prämie: −3.',
      'Titel errungen: Champion des Rusted Anchor.',
      'The Dune Lantern auf Ashmarrow steht dir jetzt offen.',
    ])
  })

  it("words the house's cut, the purse and a lost stake", () => {
    const doss = win(newCampaignProgress(), 'doss-merrow', 2_000).notes
    const pip = win(newCampaignProgress(), 'pip-odell').notes
    const lost = settleCampaignMatch(newCampaignProgress(), 'marla-quince', false, 150, AT).notes
    const all = [...doss, ...pip, ...lost]
    expect(all.map(lines.note)).toEqual([
      'You won 2,000 credits; the house took 300.',
      'Doss Merrow pays a bounty of 5,000 credits.',
      'Pip Odell pays a bounty of 300 credits.',
      "The house pays the table's purse: 150 credits.",
      'You lost your stake of 150 credits to Marla Quince.',
    ])
    expect(inGerman(() => all.map(lines.note))).toEqual([
      'Du hast 2.000 Credits gewonnen; das Haus hat 300 einbehalten.',
      'Doss Merrow zahlt dir ein Kopfgeld von 5.000 Credits.',
      'Pip Odell zahlt dir ein Kopfgeld von 300 Credits.',
      'Das Haus zahlt die Prämie des Tisches: 150 Credits.',
      'Du hast deinen Einsatz von 150 Credits an Marla Quince verloren.',
    ])
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

describe('the log and note catalogue', () => {
  const pairs = (section: 'log' | 'note') =>
    Object.entries(en.campaign[section]).map(([key, english]) => ({
      key: `campaign.${section}.${key}`,
      english,
      german: (de.campaign[section] as Record<string, string>)[key] ?? '',
    }))

  it('has German for every line, with the same placeholders, and vue-i18n shows it as written', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const { key, english, german } of [...pairs('log'), ...pairs('note')]) {
      expect(german, key).not.toBe(english)
      expect(names(german), key).toEqual(names(english))
      // with every placeholder filled by its own name, vue-i18n must give back the template
      const named = Object.fromEntries(names(english).map((n) => [n, `{${n ?? ''}}`]))
      i18n.global.locale.value = 'de'
      expect(i18n.global.t(key, named), key).toBe(german)
      i18n.global.locale.value = 'en'
      expect(i18n.global.t(key, named), key).toBe(english)
    }
  })
})
