import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LocationDef, MerchantDef, OpponentDef } from '../types'
import { LOCATIONS, MERCHANTS, OPPONENTS } from '.'

/**
 * docs/campaign.md's "The content" is written by hand for readers who do not read TypeScript;
 * this keeps each cantina's heading, line, table and stall equal to the data here, which is
 * the truth (a row out of order, a stake or a deck changed on one side only, fails).
 */
const ROOT = join(__dirname, '..', '..', '..', '..')
const doc = readFileSync(join(ROOT, 'docs', 'campaign.md'), 'utf8')

/** A number as the doc writes it: "1,500". */
const n = (value: number): string => value.toLocaleString('en-US')

/** The section from `## heading` to the next `## ` heading (or the end). */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n## ${heading}\n`)
  if (start < 0) throw new Error(`docs/campaign.md has no "## ${heading}"`)
  const end = text.indexOf('\n## ', start + 1)
  return text.slice(start, end < 0 ? undefined : end)
}

/** One cantina's part of "The content", as its text reads (cells trimmed, lines joined). */
interface CantinaText {
  heading: string
  line: string
  rows: string[][]
  stall: string
}

/** A Markdown table's rows as trimmed cells, the header row first, the separator left out. */
function cells(lines: string[]): string[][] {
  return lines
    .filter((line) => !/^\|[\s|:-]+\|$/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

/** Each `### ` cantina of "The content": heading, the paragraph before the table, the stall. */
function readCantinas(text: string): CantinaText[] {
  return text
    .split(/^### /m)
    .slice(1)
    .map((part) => {
      const [heading = '', ...rest] = part.split('\n')
      const paragraphs = rest
        .join('\n')
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
      const table = paragraphs.find((p) => p.startsWith('|')) ?? ''
      const prose = paragraphs.filter((p) => p !== table).map((p) => p.replace(/\s*\n\s*/g, ' '))
      return {
        heading: heading.trim(),
        line: prose[0] ?? '',
        rows: cells(table.split('\n')),
        stall: prose.slice(1).join(' '),
      }
    })
}

const HEADER = ['opponent', 'rules', 'AI', 'stake', 'cut', 'bounty', 'prize cards', 'deck']

/** An opponent's row as the doc writes it. */
function row(o: OpponentDef): string[] {
  let who = o.champion ? `**${o.name}** (champion)` : o.name
  if (o.purse !== undefined) who += ` (purse ${n(o.purse)}, under ${n(o.purseBelow ?? 0)})`
  return [
    who,
    o.rules,
    o.ai.tier,
    `${n(o.stake.min)}–${n(o.stake.max)}`,
    `${Math.round(o.houseCut * 100)}%`,
    n(o.prize.credits),
    o.prize.cards.length > 0 ? o.prize.cards.join(' ') : '–',
    o.sideDeck.join(' '),
  ]
}

/** A merchant's line: each card, its price, and its starting stock when it is limited. */
function stall(m: MerchantDef): string {
  const items = m.stock.map(
    (s) => `${s.card} ${n(s.price)}${s.stock === null ? '' : ` (×${s.stock})`}`,
  )
  return `${m.name}: ${items.join(', ')}.`
}

/** What the doc should say of a cantina, from the content. */
function expected(location: LocationDef): CantinaText {
  const merchant = MERCHANTS.find((m) => m.id === location.merchantId)
  if (!merchant) throw new Error(`no merchant ${location.merchantId}`)
  const regulars = `${location.championAfter} regular${location.championAfter === 1 ? '' : 's'}`
  return {
    heading: `${location.order}. ${location.name} (${location.planet}, music \`${location.music}\`)`,
    line: `_${location.mood}_ Champion after ${regulars}; title: ${location.championTitle}.`,
    rows: [HEADER, ...OPPONENTS.filter((o) => o.locationId === location.id).map(row)],
    stall: stall(merchant),
  }
}

const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine']
const word = (count: number): string => WORDS[count] ?? String(count)

describe('docs/campaign.md', () => {
  const cantinas = readCantinas(section(doc, 'The content'))
  const locations = [...LOCATIONS].sort((a, b) => a.order - b.order)

  it('counts the cantinas, opponents and merchants there are', () => {
    const merchants = word(MERCHANTS.length).toLowerCase()
    expect(doc).toContain(
      `${word(LOCATIONS.length)} cantinas, ${OPPONENTS.length} opponents, ${merchants} merchants`,
    )
  })

  it('lists the cantinas of the content, in their unlock order', () => {
    expect(cantinas.map((c) => c.heading)).toEqual(locations.map((l) => expected(l).heading))
  })

  it.each(locations.map((l) => [l.name, l] as const))(
    'shows %s as the content has it: line, opponents in order, stall',
    (_name, location) => {
      const want = expected(location)
      const have = cantinas.find((c) => c.heading === want.heading)
      expect(have, `no section "### ${want.heading}"`).toBeDefined()
      expect(have).toEqual(want)
    },
  )
})
