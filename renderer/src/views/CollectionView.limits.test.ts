// @vitest-environment happy-dom
/**
 * What the chosen rules allow, in the deck builder against the real api router: a card the deck
 * holds as many of as its rules allow is marked so, in words, and a press on it adds nothing and
 * says which rule; the line beside the rules switch says what the rules let a deck hold.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import type { CardCode } from '@common/cards'
import type { RulesetId } from '@common/rulesets'
import { openCollection, winCards } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { cardName } = await import('@/i18n/numbers')

const { settle, rewriteSave } = useRealMainPerTest(real, 'deck-builder-limits', {
  profile: { slot: 1, name: 'Tester' },
})

/** Cards won since the profile began. */
const win = (cards: Partial<Record<CardCode, number>>): Promise<void> =>
  winCards(rewriteSave, cards)

/** A new, empty deck on the bench under `rules`. */
async function newDeck(wrapper: VueWrapper, rules: RulesetId): Promise<void> {
  await wrapper.get('[data-test="new-deck"]').trigger('click')
  await settle()
  await wrapper.get(`[data-test="deck-rules-${rules}"]`).setValue(true)
  await settle()
}

/** Presses an owned card as often as `times`. */
async function press(wrapper: VueWrapper, code: CardCode, times = 1): Promise<void> {
  for (let i = 0; i < times; i++) await wrapper.get(`[data-test="owned-${code}"]`).trigger('click')
  await settle()
}

/** An owned card as the player sees and hears it. */
function card(wrapper: VueWrapper, code: CardCode) {
  const button = wrapper.get(`[data-test="owned-${code}"]`)
  const word = button.find('[data-test="capped"]')
  return {
    capped: word.exists() ? word.text() : null,
    faded: button.find('.side-card.state-dim').exists(),
    grey: button.find('.chip.dim').exists(),
    off: button.attributes('disabled') !== undefined,
    label: button.attributes('aria-label'),
  }
}

/** Copies of a card in the deck on the bench, as its slots name them. */
const inDeck = (wrapper: VueWrapper, code: CardCode): number =>
  wrapper
    .findAll('[data-test="deck-card"]')
    .filter((slot) => slot.attributes('aria-label')?.includes(cardName(code))).length
const refusal = (wrapper: VueWrapper): string => wrapper.get('[data-test="add-refused"]').text()

describe('a card at its rules’ copy limit', () => {
  it('tournament: marked at 2, refused with the rule named, in both languages', async () => {
    await win({ '+3': 1 })
    const { wrapper } = await openCollection(settle)
    await newDeck(wrapper, 'tournament')
    await press(wrapper, '+3', 2)
    expect(inDeck(wrapper, '+3')).toBe(2)
    // a third is owned and the deck has room: only the rules stop it
    expect(card(wrapper, '+3')).toEqual({
      capped: '2 of 2 allowed',
      faded: true,
      grey: false,
      off: false,
      label: '+3 (1 of 3 free), capped: Tournament rules allow 2 in a deck',
    })
    expect(refusal(wrapper)).toBe('')
    await press(wrapper, '+3')
    expect(inDeck(wrapper, '+3')).toBe(2)
    expect(refusal(wrapper)).toBe(
      'Tournament rules allow at most 2 copies of +3 in a deck, and this one has 2.',
    )
    expect(wrapper.get('[data-test="add-refused"]').attributes('role')).toBe('status')
    i18n.global.locale.value = 'de'
    await settle()
    expect(card(wrapper, '+3').capped).toBe('2 von max. 2')
    expect(card(wrapper, '+3').label).toBe(
      '+3 (1 von 3 frei), Obergrenze erreicht: Die Regeln „Turnier“ erlauben 2 pro Deck',
    )
    expect(refusal(wrapper)).toBe(
      'Die Regeln „Turnier“ erlauben höchstens 2 Exemplare von +3 pro Deck; dieses hat 2.',
    )
    i18n.global.locale.value = 'en'
    await settle()

    // a card both at its limit and with none left answers too, with the limit, the lasting reason
    await press(wrapper, '+4', 2)
    expect(card(wrapper, '+4')).toMatchObject({ capped: '2 of 2 allowed', off: false, grey: false })
    await press(wrapper, '+4')
    expect(inDeck(wrapper, '+4')).toBe(2)
    expect(refusal(wrapper)).toBe(
      'Tournament rules allow at most 2 copies of +4 in a deck, and this one has 2.',
    )

    // a card taken out: the line goes, and the card is an ordinary one again
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    expect(refusal(wrapper)).toBe('')
    expect(card(wrapper, '+3')).toMatchObject({ capped: null, faded: false, off: false })
    expect(card(wrapper, '+3').label).toBe('Add +3 (2 of 3 free)')

    // classic limits only by what is owned: all three go in, and none reads as capped
    await press(wrapper, '+3')
    await wrapper.get('[data-test="deck-rules-classic"]').setValue(true)
    await settle()
    expect(card(wrapper, '+3').capped).toBe(null)
    await press(wrapper, '+3')
    expect(inDeck(wrapper, '+3')).toBe(3)
    // back under tournament rules, three is one too many: the card says the limit
    await wrapper.get('[data-test="deck-rules-tournament"]').setValue(true)
    await settle()
    expect(card(wrapper, '+3').capped).toBe('only 2 allowed')
    wrapper.unmount()
  })

  it('cantina: a flip card at 1 and a minus card at 2, each refused with its own limit', async () => {
    await win({ '±2': 2, '-1': 3 })
    const { wrapper } = await openCollection(settle)
    await newDeck(wrapper, 'cantina')
    await press(wrapper, '±2')
    expect(card(wrapper, '±2')).toMatchObject({ capped: '1 of 1 allowed', faded: true })
    await press(wrapper, '±2')
    expect(inDeck(wrapper, '±2')).toBe(1)
    expect(refusal(wrapper)).toBe(
      'Cantina rules allow at most 1 copy of ±2 in a deck, and this one has 1.',
    )
    await press(wrapper, '-1')
    expect(card(wrapper, '-1').capped).toBe(null)
    await press(wrapper, '-1')
    expect(card(wrapper, '-1')).toMatchObject({
      capped: '2 of 2 allowed',
      label: '−1 (1 of 3 free), capped: Cantina rules allow 2 in a deck',
    })
    await press(wrapper, '-1')
    expect(inDeck(wrapper, '-1')).toBe(2)
    expect(refusal(wrapper)).toBe(
      'Cantina rules allow at most 2 copies of −1 in a deck, and this one has 2.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(refusal(wrapper)).toBe(
      'Die Regeln „Cantina“ erlauben höchstens 2 Exemplare von −1 pro Deck; dieses hat 2.',
    )
    await press(wrapper, '±2')
    expect(refusal(wrapper)).toBe(
      'Die Regeln „Cantina“ erlauben höchstens 1 Exemplar von ±2 pro Deck; dieses hat 1.',
    )
    wrapper.unmount()
  })
})

describe('the line beside the rules switch', () => {
  const LINES: Record<'en' | 'de', Record<RulesetId, string>> = {
    en: {
      classic:
        'Classic: +1 to +6, −1 to −6, flip cards ±1 to ±6, double D, gold flips (2&4, 3&6), ' +
        'tiebreaker ±1T; as many of each as you own',
      tournament:
        'Tournament: +3 to +6, −3 to −6, flip cards ±1 and ±2, twists (2↔4, 3↔6, 1↔5), ' +
        'double ×2, tiebreaker TB; at most 2 of each, 1 tiebreaker',
      cantina:
        'Cantina: +1 to +6, −1 to −6, flip cards ±1 to ±6; at most 2 of each, 1 of each flip card',
    },
    de: {
      classic:
        'Klassisch: +1 bis +6, −1 bis −6, Wechselkarten ±1 bis ±6, Doppel D, ' +
        'goldene Wechsel (2&4, 3&6), Tiebreaker ±1T; so viele von jeder Karte, wie du besitzt',
      tournament:
        'Turnier: +3 bis +6, −3 bis −6, Wechselkarten ±1 und ±2, Dreher (2↔4, 3↔6, 1↔5), ' +
        'Doppel ×2, Tiebreaker TB; höchstens 2 von jeder Karte, 1 Tiebreaker',
      cantina:
        'Cantina: +1 bis +6, −1 bis −6, Wechselkarten ±1 bis ±6; ' +
        'höchstens 2 von jeder Karte, 1 von jeder Wechselkarte',
    },
  }

  it('says what each ruleset lets a deck hold, in English and German, as the rules switch', async () => {
    const { wrapper } = await openCollection(settle)
    const line = wrapper.get('[data-test="rules-allow"]')
    for (const language of ['en', 'de'] as const) {
      i18n.global.locale.value = language
      for (const rules of ['tournament', 'cantina', 'classic'] as const) {
        const pick = wrapper.get(`[data-test="deck-rules-${rules}"]`)
        await pick.setValue(true)
        await settle()
        expect(line.text()).toBe(LINES[language][rules])
        // a screen reader hears it with the choice
        expect(pick.attributes('aria-describedby')).toBe(line.attributes('id'))
      }
    }
    wrapper.unmount()
  })
})

describe('a card whose every copy is in the deck', () => {
  const tried = (wrapper: VueWrapper, code: CardCode) =>
    wrapper.get(`[data-test="owned-${code}"]`).element as HTMLButtonElement

  it('says so at a click, in a full deck too, in both languages', async () => {
    await win({ '-1': 1 })
    const { wrapper } = await openCollection(settle)
    // the starter deck, full with every copy owned: a press picks nothing, and says why
    await press(wrapper, '+2')
    expect(tried(wrapper, '+2').getAttribute('aria-pressed')).toBe('false')
    expect(refusal(wrapper)).toBe('All your copies of +2 are in the deck.')

    await newDeck(wrapper, 'classic')
    await press(wrapper, '+1', 2)
    // grey, marked, off to a screen reader, but a press reaches it
    expect(card(wrapper, '+1')).toEqual({
      capped: null,
      faded: true,
      grey: true,
      off: false,
      label: '+1 (0 of 2 free): all in the deck',
    })
    expect(tried(wrapper, '+1').getAttribute('aria-disabled')).toBe('true')
    expect(refusal(wrapper)).toBe('')
    await press(wrapper, '+1')
    expect(inDeck(wrapper, '+1')).toBe(2)
    expect(refusal(wrapper)).toBe('All your copies of +1 are in the deck.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(refusal(wrapper)).toBe('Alle deine Exemplare von +1 sind schon im Deck.')
    expect(card(wrapper, '+1').label).toBe('+1 (0 von 2 frei): alle im Deck')
    i18n.global.locale.value = 'en'
    await settle()

    // the only one owned, said as one
    const minus = cardName('-1')
    await press(wrapper, '-1', 2)
    expect(inDeck(wrapper, '-1')).toBe(1)
    expect(refusal(wrapper)).toBe(`Your only ${minus} is in the deck already.`)
    i18n.global.locale.value = 'de'
    await settle()
    expect(refusal(wrapper)).toBe(`Dein einziges Exemplar von ${minus} ist schon im Deck.`)
    i18n.global.locale.value = 'en'

    wrapper.unmount()
  })

  it('says so at Enter, the keyboard kept on the card its last copy left', async () => {
    const { wrapper } = await openCollection(settle, { inPage: true })
    await newDeck(wrapper, 'classic')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }))
    const plus = tried(wrapper, '+3')
    plus.focus()
    // Enter on a button is its click: both copies in, then once more
    await press(wrapper, '+3', 2)
    expect(inDeck(wrapper, '+3')).toBe(2)
    expect(document.activeElement).toBe(plus)
    plus.click()
    await settle()
    expect(inDeck(wrapper, '+3')).toBe(2)
    expect(refusal(wrapper)).toBe('All your copies of +3 are in the deck.')
    wrapper.unmount()
  })
})
