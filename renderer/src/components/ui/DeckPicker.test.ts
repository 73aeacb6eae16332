// @vitest-environment happy-dom
/**
 * The deck picker over the real api router on a temporary data folder: the saved decks and their
 * problems are main's answers, after a real sale has left the active deck short.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { CardCode, RulesetId } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: DeckPicker } = await import('./DeckPicker.vue')
const { useCampaignStore } = await import('@/stores/campaign')
const { useCollectionStore } = await import('@/stores/collection')
const { useShopStore } = await import('@/stores/shop')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'deck-picker', {
  profile: { slot: 1, name: 'Tester' },
})

/** The picker for a ruleset, over the saved decks as main lists them now. */
async function openPicker(rules: RulesetId): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await Promise.all([
    useCollectionStore().refresh(),
    useShopStore().refresh(),
    useCampaignStore().refresh(),
  ])
  const wrapper = mount(DeckPicker, {
    props: { rules, modelValue: null },
    global: { plugins: [pinia, i18n] },
  })
  await settle()
  return wrapper
}

/**
 * The picker's controls in the order Tab reaches them, each by its test name (a deck to pick
 * as `deck`, the list of decks left out as `summary`).
 */
const tabOrder = (wrapper: VueWrapper): string[] =>
  wrapper.findAll('input, button, summary').map((control) => {
    const name = control.attributes('data-test') ?? control.element.tagName.toLowerCase()
    return name === 'deck-option' ? 'deck' : name
  })

/** The line saying what the way out's press saved and picked ('' while it says nothing). */
const made = (wrapper: VueWrapper): string => wrapper.get('[data-test="deck-made"]').text()

const note = (wrapper: VueWrapper): string | null => {
  const line = wrapper.find('[data-test="deck-active-note"]')
  return line.exists() ? line.text() : null
}

/** Sells one +5 (after buying another card, so that main allows the sale). */
async function sellAFive(): Promise<void> {
  const [merchant] = await main('shop.merchants')
  const item = merchant?.stock.find((s) => !s.card.startsWith('+'))
  if (!merchant || !item) throw new Error('the first trader sells no card beyond the starter ones')
  await main('shop.buy', { merchantId: merchant.id, card: item.card })
  await main('shop.sell', { merchantId: merchant.id, card: '+5' })
}

describe('the deck picker', () => {
  it('says nothing of the active deck while it can be played', async () => {
    const wrapper = await openPicker('classic')
    expect(note(wrapper)).toBeNull()
    expect(wrapper.find('.unplayable').exists()).toBe(false)
    wrapper.unmount()
  })

  it('says plainly why the active deck is left out after a sale', async () => {
    await sellAFive()
    // another deck to pick, so the picker is not left with nothing to offer
    const spare = await main('decks.fromCollection', { rules: 'classic', cards: [] })
    const { id: spareId } = await main('decks.create', {
      name: 'Spare',
      rules: 'classic',
      cards: spare.cards,
    })
    const wrapper = await openPicker('classic')
    expect(note(wrapper)).toBe(
      'Your active deck Starter deck cannot be played here: You own 1 of +5; this deck uses 2.',
    )
    // its own line says why: not again in the list of decks left out, which has no other
    expect(wrapper.find('.unplayable').exists()).toBe(false)
    // with decks to pick, Edit decks comes last, after what is said of the decks left out
    expect(tabOrder(wrapper)).toEqual(['deck', 'edit-decks'])
    expect(wrapper.element.lastElementChild?.getAttribute('data-test')).toBe('edit-decks')
    wrapper.unmount()

    // another deck left out: listed, counted as the other one, in both languages
    await main('decks.create', { name: 'Minus mix', rules: 'classic', cards: ['+5', '+5'] })
    const again = await openPicker('classic')
    expect(again.get('.unplayable summary').text()).toBe('1 other deck not playable here')
    expect(again.findAll('.unplayable li').map((li) => li.text())).toEqual([
      expect.stringMatching(/^Minus mix:/),
    ])
    expect(tabOrder(again)).toEqual(['deck', 'summary', 'edit-decks'])
    // opened, the list comes into view down to the picker's foot: Edit decks, the frame's edge
    const scrolled: Element[] = []
    const into = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this)
    })
    const details = again.get('.unplayable').element as HTMLDetailsElement
    details.open = true
    await settle()
    expect(scrolled.map((el) => el.getAttribute('data-test'))).toEqual(['edit-decks'])
    into.mockRestore()
    i18n.global.locale.value = 'de'
    await settle()
    expect(again.get('.unplayable summary').text()).toBe('1 weiteres Deck hier nicht spielbar')
    expect(note(again)).toBe(
      'Dein aktives Deck Startdeck kann hier nicht gespielt werden: ' +
        'Du besitzt 1× +5; dieses Deck braucht 2.',
    )
    again.unmount()

    // with the active deck playable, every deck left out is counted
    await main('decks.setActive', { id: spareId })
    const third = await openPicker('classic')
    expect(note(third)).toBeNull()
    expect(third.get('.unplayable summary').text()).toBe('2 Decks hier nicht spielbar')
    third.unmount()
  })

  it('says nothing of an active deck built for other rules: it is simply not listed', async () => {
    const wrapper = await openPicker('cantina')
    expect(note(wrapper)).toBeNull()
    wrapper.unmount()
  })
})

describe('with no deck to pick', () => {
  const reason = (wrapper: VueWrapper): string => wrapper.get('[data-test="deck-none"]').text()
  const wayOut = (wrapper: VueWrapper): string[] =>
    wrapper.findAll('[data-test="deck-way-out"]').map((line) => line.text())
  const buildButton = (wrapper: VueWrapper) => wrapper.find('[data-test="deck-build-for-rules"]')
  const traders = (wrapper: VueWrapper): string[] =>
    wrapper.findAll('[data-test="deck-trader"]').map((line) => line.text())

  /** Credits won at the tables since, as a line of the ledger says (the save's own rules). */
  async function winCredits(amount: number): Promise<void> {
    await rewriteSave(1, (data) => {
      // the save's wallet as main keeps it: each line's amount and the balance after it
      const wallet = data.wallet as typeof data.wallet & {
        credits: number
        ledger: { amount: number; balance: number }[]
      }
      wallet.credits += amount
      wallet.ledger.push({ ...wallet.ledger.at(-1)!, amount, balance: wallet.credits })
    })
  }

  /** Buys cards at Old Vessa’s, who has −1, −3 and +6 on her shelf. */
  async function buy(...cards: CardCode[]): Promise<void> {
    for (const card of cards) await main('shop.buy', { merchantId: 'vessa', card })
  }

  it('names the cards tournament rules refuse, and builds a deck of the player’s own cards', async () => {
    await winCredits(50_000)
    await buy('-3', '-3', '+6', '+6')
    const wrapper = await openPicker('tournament')
    expect(reason(wrapper)).toBe(
      'Your deck “Starter deck” can’t be played here. These rules don’t allow +1 and +2.',
    )
    // duplicating the starter could never work here: no copy, but a deck of the cards that fit
    expect(wrapper.find('[data-test="deck-copy-for-rules"]').exists()).toBe(false)
    expect(buildButton(wrapper).text()).toBe('Save a deck of your cards')
    // the way out first, Edit decks beside it
    expect(tabOrder(wrapper)).toEqual(['deck-build-for-rules', 'edit-decks'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(reason(wrapper)).toBe(
      'Dein Deck „Startdeck“ kann hier nicht gespielt werden. Diese Regeln erlauben +1 und +2 nicht.',
    )
    expect(buildButton(wrapper).text()).toBe('Deck aus deinen Karten speichern')
    await buildButton(wrapper).trigger('click')
    await settle()
    const built = (await main('decks.list')).find((d) => d.rules === 'tournament')
    expect(built).toMatchObject({ name: 'Startdeck (Turnier)', problems: [] })
    expect([...built!.cards].sort()).toEqual(
      ['+3', '+3', '+4', '+4', '+5', '+5', '+6', '+6', '-3', '-3'].sort(),
    )
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([built!.id])
    wrapper.unmount()
  })

  it('says how far the cards go and who sells more when they make no deck', async () => {
    // the starter's +3, +4 and +5 are all tournament rules take of it
    const wrapper = await openPicker('tournament')
    expect(buildButton(wrapper).exists()).toBe(false)
    expect(wayOut(wrapper)).toEqual([
      'Of your cards, only 6 fit a deck for these rules; it needs 10.',
      'More are sold at:',
    ])
    // a new player reaches one cantina: its trader, a line with the cantina to find them in
    expect(traders(wrapper)).toEqual(['Old Vessa’s Stall · The Rusted Anchor'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(wayOut(wrapper)).toEqual([
      'Von deinen Karten passen nur 6 in ein Deck für diese Regeln; es braucht 10.',
      'Weitere gibt es bei:',
    ])
    expect(traders(wrapper)).toEqual(['Vessas Verkaufsstand · The Rusted Anchor'])
    wrapper.unmount()
  })

  /** A tournament deck of the starter's +3..+5 and four bought cards, then one card sold. */
  async function tournamentDeckLessOne(sold: CardCode): Promise<void> {
    await winCredits(50_000)
    await buy('-3', '-3', '+6', '+6', '-1')
    const cards: CardCode[] = ['+3', '+3', '+4', '+4', '+5', '+5', '-3', '-3', '+6', '+6']
    await main('decks.create', { name: 'Circuit', rules: 'tournament', cards })
    await main('shop.sell', { merchantId: 'vessa', card: sold })
  }

  it('says that no trader sells a sold starter card, and how far the rest goes', async () => {
    await tournamentDeckLessOne('+5')
    const wrapper = await openPicker('tournament')
    expect(reason(wrapper)).toBe(
      'Your deck “Circuit” can’t be played here. You own 1 of +5; this deck uses 2.',
    )
    expect(buildButton(wrapper).exists()).toBe(false)
    expect(wayOut(wrapper)).toEqual([
      'No trader you can visit sells +5.',
      'Of your cards, only 9 fit a deck for these rules; it needs 10.',
      // Vessa’s −3 and +6 are all bought: nothing is left to send the player to
      'No trader you can visit sells cards for these rules yet.',
    ])
    expect(traders(wrapper)).toEqual([])
    wrapper.unmount()
  })

  it('names the trader who has the card a sale left the deck short of', async () => {
    await tournamentDeckLessOne('-3')
    const wrapper = await openPicker('tournament')
    expect(reason(wrapper)).toBe(
      'Your deck “Circuit” can’t be played here. You own 1 of −3; this deck uses 2.',
    )
    expect(wayOut(wrapper)).toEqual(['You can buy −3 from:'])
    expect(traders(wrapper)).toEqual(['Old Vessa’s Stall · The Rusted Anchor'])
    // no button to press but Edit decks: it comes before the deck left out, beside the way out
    expect(tabOrder(wrapper)).toEqual(['edit-decks', 'summary'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(reason(wrapper)).toBe(
      'Dein Deck „Circuit“ kann hier nicht gespielt werden. Du besitzt 1× −3; dieses Deck braucht 2.',
    )
    expect(wayOut(wrapper)).toEqual(['Kaufen kannst du −3 bei:'])
    wrapper.unmount()
  })

  it('builds a classic deck of what is left when a sale leaves the starter short', async () => {
    await winCredits(50_000)
    await buy('-1', '-3')
    await main('shop.sell', { merchantId: 'vessa', card: '+1' })
    await main('shop.sell', { merchantId: 'vessa', card: '+2' })
    const wrapper = await openPicker('classic')
    expect(reason(wrapper)).toBe(
      'Your deck “Starter deck” can’t be played here. ' +
        'You own 1 of +1; this deck uses 2. You own 1 of +2; this deck uses 2.',
    )
    // the reason is said once, first: not again in the line about the active deck
    expect(note(wrapper)).toBeNull()
    expect(buildButton(wrapper).text()).toBe('Save a deck of your cards')
    expect(made(wrapper)).toBe('')

    // one press: the deck saved, picked, and said so; the reason, answered, goes
    await buildButton(wrapper).trigger('click')
    await settle()
    const saved = (await main('decks.list')).find((d) => d.rules === 'classic' && !d.active)
    expect(saved).toMatchObject({ name: 'Starter deck (Classic)', problems: [] })
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([saved!.id])
    await wrapper.setProps({ modelValue: saved!.id })
    await settle()
    expect(made(wrapper)).toBe(
      'Saved a deck of your cards as “Starter deck (Classic)” and picked it for this table.',
    )
    expect(wrapper.find('[data-test="deck-none"]').exists()).toBe(false)
    expect(note(wrapper)).toBeNull()
    const picked = wrapper.findAll<HTMLInputElement>('[data-test="deck-option"]')
    expect(picked.map((radio) => [radio.element.value, radio.element.checked])).toEqual([
      [saved!.id, true],
    ])
    i18n.global.locale.value = 'de'
    await settle()
    expect(made(wrapper)).toBe(
      'Ein Deck aus deinen Karten ist als „Starter deck (Classic)“ gespeichert und für diesen ' +
        'Tisch gewählt.',
    )
    // another deck picked: the line no longer says what is brought, so it goes
    await wrapper.setProps({ modelValue: null })
    expect(made(wrapper)).toBe('')
    wrapper.unmount()
  })
})

describe('with no deck for the rules, but one of other rules whose cards they allow', () => {
  const copyButton = (wrapper: VueWrapper) => wrapper.find('[data-test="deck-copy-for-rules"]')

  it('copies it for the rules with one press, names the copy for them and picks it', async () => {
    const wrapper = await openPicker('cantina')
    // the starter deck is classic; its cards make a cantina deck as they are
    expect(wrapper.get('[data-test="deck-copy-from"]').text()).toBe(
      'Your deck “Starter deck” has only cards these rules allow.',
    )
    expect(copyButton(wrapper).text()).toBe('Copy this deck for Cantina rules')
    expect(tabOrder(wrapper)).toEqual(['deck-copy-for-rules', 'edit-decks'])
    await copyButton(wrapper).trigger('click')
    await settle()
    const [starter, copy] = await main('decks.list')
    expect(copy).toMatchObject({ name: 'Starter deck (Cantina)', rules: 'cantina', problems: [] })
    expect([...copy!.cards].sort()).toEqual([...starter!.cards].sort())
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([copy!.id])
    // a deck of these rules now: nothing more to copy
    await wrapper.setProps({ modelValue: copy!.id })
    await settle()
    expect(made(wrapper)).toBe(
      'Saved a copy for these rules as “Starter deck (Cantina)” and picked it for this table.',
    )
    expect(copyButton(wrapper).exists()).toBe(false)
    expect(wrapper.findAll('[data-test="deck-option"]')).toHaveLength(1)
    // a deck to pick now: Edit decks goes back after it
    expect(tabOrder(wrapper)).toEqual(['deck', 'edit-decks'])
    wrapper.unmount()
  })

  it('numbers a second copy, in the language of the moment', async () => {
    const [starter] = await main('decks.list')
    await main('decks.create', {
      name: 'Startdeck (Cantina)',
      rules: 'classic',
      cards: [...starter!.cards],
    })
    i18n.global.locale.value = 'de'
    const wrapper = await openPicker('cantina')
    expect(copyButton(wrapper).text()).toBe('Dieses Deck als Cantina-Deck kopieren')
    expect(wrapper.get('[data-test="deck-copy-from"]').text()).toContain('Startdeck')
    await copyButton(wrapper).trigger('click')
    await settle()
    const names = (await main('decks.list')).map((d) => d.name)
    expect(names).toContain('Startdeck (Cantina 2)')
    wrapper.unmount()
  })

  it('offers no copy when the rules refuse the cards: the starter deck in the tournament', async () => {
    const wrapper = await openPicker('tournament')
    expect(copyButton(wrapper).exists()).toBe(false)
    wrapper.unmount()
  })
})
