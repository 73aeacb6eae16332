// @vitest-environment happy-dom
/**
 * The deck picker over the real api router on a temporary data folder: the saved decks and their
 * problems are main's answers, after a real sale has left the active deck short.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { RulesetId } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: DeckPicker } = await import('./DeckPicker.vue')
const { useCollectionStore } = await import('@/stores/collection')
const { useShopStore } = await import('@/stores/shop')

const { main, settle } = useRealMainPerTest(real, 'deck-picker', {
  profile: { slot: 1, name: 'Tester' },
})

/** The picker for a ruleset, over the saved decks as main lists them now. */
async function openPicker(rules: RulesetId): Promise<VueWrapper> {
  const pinia = createPinia()
  setActivePinia(pinia)
  await Promise.all([useCollectionStore().refresh(), useShopStore().refresh()])
  const wrapper = mount(DeckPicker, {
    props: { rules, modelValue: null },
    global: { plugins: [pinia, i18n] },
  })
  await settle()
  return wrapper
}

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
    const wrapper = await openPicker('classic')
    expect(note(wrapper)).toBe(
      'Your active deck Starter deck cannot be played here: You own 1 of +5; this deck uses 2.',
    )
    expect(wrapper.get('.unplayable summary').text()).toBe('1 deck not playable here')
    wrapper.unmount()

    // a second deck left out: the count in the plural, in both languages
    await main('decks.create', { name: 'Minus mix', rules: 'classic', cards: ['+5', '+5'] })
    const again = await openPicker('classic')
    expect(again.get('.unplayable summary').text()).toBe('2 decks not playable here')
    i18n.global.locale.value = 'de'
    await settle()
    expect(again.get('.unplayable summary').text()).toBe('2 Decks hier nicht spielbar')
    expect(note(again)).toBe(
      'Dein aktives Deck Startdeck kann hier nicht gespielt werden: ' +
        'Du besitzt 1× +5; dieses Deck braucht 2.',
    )
    again.unmount()
  })

  it('says nothing of an active deck built for other rules: it is simply not listed', async () => {
    const wrapper = await openPicker('cantina')
    expect(note(wrapper)).toBeNull()
    wrapper.unmount()
  })
})

describe('with no deck to pick', () => {
  const t = i18n.global.t
  const none = (wrapper: VueWrapper): string => wrapper.get('[data-test="deck-none"]').text()

  it('names the card a sale left the deck short of, and the trader who has it', async () => {
    // the starter deck with a −1 in place of a +1, then the only −1 sold back to Vessa
    const [starter] = await main('decks.list')
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const cards = [...starter!.cards]
    cards[cards.indexOf('+1')] = '-1'
    await main('decks.update', { id: starter!.id, cards })
    await main('shop.sell', { merchantId: 'vessa', card: '-1' })
    const wrapper = await openPicker('classic')
    expect(none(wrapper)).toBe(
      `${t('common.deckPicker.short', { deck: 'Starter deck', cards: '−1' }, 1)} ` +
        t('common.deckPicker.buyAt', { cards: '−1', merchants: 'Old Vessa’s Stall' }),
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(none(wrapper)).toBe(
      'Du hast kein spielbares Deck für diese Regeln: Deinem Deck Startdeck fehlt eine Karte: −1. ' +
        'Kaufen kannst du −1 bei Old Vessa’s Stall.',
    )
    wrapper.unmount()
  })

  it('keeps the general advice when no trader the player can visit has the card', async () => {
    // +5 is a starter card no trader sells
    await sellAFive()
    const wrapper = await openPicker('classic')
    expect(none(wrapper)).toBe(t('common.deckPicker.none'))
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
    await copyButton(wrapper).trigger('click')
    await settle()
    const [starter, copy] = await main('decks.list')
    expect(copy).toMatchObject({ name: 'Starter deck (Cantina)', rules: 'cantina', problems: [] })
    expect([...copy!.cards].sort()).toEqual([...starter!.cards].sort())
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual([copy!.id])
    // a deck of these rules now: nothing more to copy
    await wrapper.setProps({ modelValue: copy!.id })
    await settle()
    expect(copyButton(wrapper).exists()).toBe(false)
    expect(wrapper.findAll('[data-test="deck-option"]')).toHaveLength(1)
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

  it('offers nothing when the rules refuse the cards: the starter deck in the tournament', async () => {
    const wrapper = await openPicker('tournament')
    expect(wrapper.find('[data-test="deck-none"]').text()).toBe(
      i18n.global.t('common.deckPicker.none'),
    )
    expect(copyButton(wrapper).exists()).toBe(false)
    wrapper.unmount()
  })
})
