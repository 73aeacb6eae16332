import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ALL_CARD_CODES, type CardCode } from '@common/cards'
import { copyLimit, RULESETS, RULESET_IDS } from '@common/rulesets'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import {
  decodeDeck,
  encodeDeck,
  ShareCodeError,
  validateSideDeck,
  type DeckProblem,
} from './side-deck'

const problems = (deck: string[], rules: 'classic' | 'tournament' | 'cantina'): DeckProblem[] => {
  const check = validateSideDeck(deck, rules)
  return check.ok ? [] : check.problems
}

const TEN_TOURNAMENT = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', '±1', '±2']
const TEN_CANTINA = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']

describe('side-deck limits', () => {
  it('accepts a legal deck in every ruleset', () => {
    for (const rules of ['classic', 'tournament', 'cantina'] as const) {
      expect(validateSideDeck([...DEFAULT_DECKS[rules]], rules)).toEqual({ ok: true })
    }
  })

  it('needs exactly 10 cards', () => {
    expect(problems(TEN_CANTINA.slice(0, 9), 'cantina')).toEqual([
      { reason: 'deck-size', size: 10, count: 9 },
    ])
    expect(problems([...TEN_TOURNAMENT, '+3'], 'tournament')).toEqual([
      { reason: 'deck-size', size: 10, count: 11 },
    ])
  })

  it('names a text that is no card at all', () => {
    expect(problems([...TEN_CANTINA.slice(0, 9), '+9'], 'cantina')).toEqual([
      { reason: 'not-a-card', card: '+9' },
    ])
  })

  it('allows only the cards each ruleset has', () => {
    const swap = (deck: string[], code: string): string[] => [...deck.slice(0, 9), code]
    for (const code of ['T24', 'T36', 'T15']) {
      expect(problems(swap(TEN_CANTINA, code), 'classic')).toEqual([
        { reason: 'not-in-ruleset', rules: 'classic', card: code },
      ])
    }
    for (const code of ['+1', '+2', '-1', '-2', '±3', '±6', 'F24', 'F36']) {
      expect(problems(swap(TEN_TOURNAMENT, code), 'tournament')).toEqual([
        { reason: 'not-in-ruleset', rules: 'tournament', card: code },
      ])
    }
    for (const code of ['D', 'F24', 'F36', 'T24', 'T36', 'T15', 'TB']) {
      expect(problems(swap(TEN_CANTINA, code), 'cantina')).toEqual([
        { reason: 'not-in-ruleset', rules: 'cantina', card: code },
      ])
    }
  })

  it('names a card the ruleset does not have once, however many copies the deck holds', () => {
    const deck = ['-1', '-1', '-2', '-2', '+3', '+3', '+4', '+4', '+5', '+5']
    expect(problems(deck, 'tournament')).toEqual([
      { reason: 'not-in-ruleset', rules: 'tournament', card: '-1' },
      { reason: 'not-in-ruleset', rules: 'tournament', card: '-2' },
    ])
    expect(problems([...deck.slice(2), 'X', 'X'], 'classic')).toEqual([
      { reason: 'not-a-card', card: 'X' },
    ])
  })

  it('tournament: at most 2 copies of any card and one tiebreaker', () => {
    const base = ['+4', '+5', '+6', '-3', '-4', '-5', '-6']
    expect(problems([...base, '+3', '+3', '+3'], 'tournament')).toEqual([
      { reason: 'too-many-copies', rules: 'tournament', max: 2, card: '+3', count: 3 },
    ])
    expect(problems([...base, '±1', '±1', '±1'], 'tournament')).toEqual([
      { reason: 'too-many-copies', rules: 'tournament', max: 2, card: '±1', count: 3 },
    ])
    expect(problems([...base, 'D', 'D', 'D'], 'tournament')).toEqual([
      { reason: 'too-many-copies', rules: 'tournament', max: 2, card: 'D', count: 3 },
    ])
    expect(problems([...base, 'T24', 'T24', 'T24'], 'tournament')).toEqual([
      { reason: 'too-many-copies', rules: 'tournament', max: 2, card: 'T24', count: 3 },
    ])
    expect(problems([...base, '+3', 'TB', 'TB'], 'tournament')).toEqual([
      { reason: 'too-many-tiebreakers', rules: 'tournament', max: 1, count: 2 },
    ])
    expect(problems([...base, '+3', '+3', 'TB'], 'tournament')).toEqual([])
  })

  it('cantina: at most 2 of a plus or minus value and 1 of a flip value', () => {
    const base = ['+2', '+3', '+4', '-1', '-2', '-3', '-4']
    expect(problems([...base, '+1', '+1', '+1'], 'cantina')).toEqual([
      { reason: 'too-many-copies', rules: 'cantina', max: 2, card: '+1', count: 3 },
    ])
    expect(problems([...base, '-5', '-5', '-5'], 'cantina')).toEqual([
      { reason: 'too-many-copies', rules: 'cantina', max: 2, card: '-5', count: 3 },
    ])
    expect(problems([...base, '+1', '±2', '±2'], 'cantina')).toEqual([
      { reason: 'too-many-copies', rules: 'cantina', max: 1, card: '±2', count: 2 },
    ])
    expect(problems([...base, '+1', '+1', '±2'], 'cantina')).toEqual([])
  })

  it('classic: no copy limits (a deck is limited only by what the player owns)', () => {
    expect(problems(Array<string>(10).fill('+1'), 'classic')).toEqual([])
    expect(problems(Array<string>(10).fill('TB'), 'classic')).toEqual([])
    expect(
      problems([...Array<string>(5).fill('D'), ...Array<string>(5).fill('F36')], 'classic'),
    ).toEqual([])
  })

  it('copyLimit, which the deck builder marks, is where this check starts refusing copies', () => {
    for (const rules of RULESET_IDS) {
      for (const card of RULESETS[rules].cards) {
        const limit = copyLimit(card, rules)
        const copies = (n: number): DeckProblem[] =>
          problems(Array<string>(n).fill(card), rules).filter((p) => p.reason !== 'deck-size')
        if (limit === null) {
          expect(copies(20), `${rules} ${card}`).toEqual([])
          continue
        }
        expect(copies(limit), `${rules} ${card}`).toEqual([])
        expect(copies(limit + 1), `${rules} ${card}`).not.toEqual([])
      }
    }
    expect(copyLimit('TB', 'tournament')).toBe(1)
    expect(copyLimit('±2', 'cantina')).toBe(1)
    expect(copyLimit('+3', 'tournament')).toBe(2)
  })

  it('lists every broken limit at once', () => {
    expect(problems(['+1', '+1', '+1', 'D', '±1', '±1'], 'cantina')).toEqual([
      { reason: 'deck-size', size: 10, count: 6 },
      { reason: 'not-in-ruleset', rules: 'cantina', card: 'D' },
      { reason: 'too-many-copies', rules: 'cantina', max: 2, card: '+1', count: 3 },
      { reason: 'too-many-copies', rules: 'cantina', max: 1, card: '±1', count: 2 },
    ])
  })
})

describe('deck share codes', () => {
  const anyCard = fc.constantFrom(...ALL_CARD_CODES)

  it('decode back to exactly the deck, order and all, for many random decks', () => {
    fc.assert(
      fc.property(fc.array(anyCard, { minLength: 10, maxLength: 10 }), (deck) => {
        const code = encodeDeck(deck)
        expect(code).toMatch(/^PZ1-[A-Z2-7]{10}-[A-Z2-7]$/)
        expect(decodeDeck(code)).toEqual(deck)
        expect(decodeDeck(` ${code.toLowerCase()} `)).toEqual(deck)
      }),
      { seed: 4242, numRuns: 2000 },
    )
  })

  it('decode a code a chat or a page broke up with invisible characters', () => {
    const deck: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5']
    const code = encodeDeck(deck)
    // a zero-width space and a soft hyphen inside the letters, word joiners after the dashes
    // (as the refusal's example carries them), a byte-order mark and a line break round it
    const [prefix, body, check] = code.split('-') as [string, string, string]
    const pasted = `\uFEFF${prefix}-\u2060${body.slice(0, 4)}\u200B${body.slice(4, 7)}\u00AD${body.slice(7)}-\u2060${check}\n`
    expect(decodeDeck(pasted)).toEqual(deck)
    // what is drawn still counts: a visible letter too many is a typo or no code at all
    expect(() => decodeDeck(pasted.replace('\u200B', 'A'))).toThrow(ShareCodeError)
  })

  it('round-trip every ruleset card list as a deck', () => {
    for (const rules of ['classic', 'tournament', 'cantina'] as const) {
      const cards = RULESETS[rules].cards as CardCode[]
      expect(decodeDeck(encodeDeck(cards))).toEqual(cards)
    }
  })

  it('catch every one-letter typo with the check letter', () => {
    fc.assert(
      fc.property(fc.array(anyCard, { minLength: 10, maxLength: 10 }), (deck) => {
        const code = encodeDeck(deck)
        // Every position of the body and the check letter, every other letter of the alphabet.
        for (let at = 4; at < code.length; at++) {
          if (code[at] === '-') continue
          for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567') {
            if (letter === code[at]) continue
            const typo = code.slice(0, at) + letter + code.slice(at + 1)
            expect(() => decodeDeck(typo)).toThrow(ShareCodeError)
          }
        }
      }),
      { seed: 777, numRuns: 60 },
    )
  })

  it('say what is wrong with a text that is no share code', () => {
    const problem = (text: string) => {
      try {
        decodeDeck(text)
        return 'decoded'
      } catch (error) {
        return (error as ShareCodeError).problem
      }
    }
    expect(problem('hello')).toEqual({ reason: 'not-a-share-code' })
    expect(problem('PZ2-ABCDEFGHIJ-K')).toEqual({ reason: 'not-a-share-code' })
    const good = encodeDeck(['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '-4', '-5'])
    const wrongCheck = good.slice(0, -1) + (good.endsWith('A') ? 'B' : 'A')
    expect(problem(wrongCheck)).toEqual({ reason: 'typo' })
    // the check letter lost in the copy, with or without its dash
    expect(problem(good.slice(0, -2))).toEqual({ reason: 'cut-short' })
    expect(problem(good.slice(0, -1))).toEqual({ reason: 'cut-short' })
    expect(problem('PZ1-AABBCCDD')).toEqual({ reason: 'cut-short' })
    // a code of no cards, its check letter right, is no deck
    expect(problem(encodeDeck([]))).toEqual({ reason: 'no-cards' })
    expect(problem(`PZ1-${'A'.repeat(5000)}-B`)).toEqual({ reason: 'too-long' })
  })

  it('refuse a letter that names no card, even with a matching check letter', () => {
    // Letters past the 25 cards (Z, 2..7) name nothing: find the check letter that fits.
    const errors = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'].map((check) => {
      try {
        decodeDeck(`PZ1-7-${check}`)
        return 'decoded'
      } catch (error) {
        return (error as ShareCodeError).problem
      }
    })
    expect(errors.filter((p) => p !== 'decoded' && p.reason === 'unknown-card')).toEqual([
      { reason: 'unknown-card', letter: '7' },
    ])
  })
})
