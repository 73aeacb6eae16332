// @vitest-environment happy-dom
/**
 * A deck deleted in another window or tab while it is changed here, over the real api router on
 * a temporary data folder. Save said "That deck is not in your collection any more." and left the
 * list and the bench as they were, the changes stranded on a deck no longer there. Now the list
 * is main's again, the bench keeps the cards, and one button saves them as a new deck.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { openCollection } = await import('@/testing/collection-screen')

const { main, settle } = useRealMainPerTest(real, 'collection-elsewhere', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null
afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

describe('CollectionView: a deck deleted in another window', () => {
  it('keeps the cards on the bench and offers to save them as a new deck', async () => {
    const [starter] = await main('decks.list')
    if (!starter) throw new Error('a new save has its starter deck')
    // a second deck, so that the one changed here may be deleted
    const spare = await main('decks.create', {
      name: 'Spare',
      rules: 'classic',
      cards: starter.cards.slice(0, 9),
    })
    ;({ wrapper } = await openCollection(settle))
    const spareButton = wrapper
      .findAll('[data-test="saved-deck"]')
      .find((button) => button.text().includes('Spare'))
    await spareButton?.trigger('click')
    await settle()
    // one card more on the bench (the starter's second +5): a change of the player's
    await wrapper.get('[data-test="owned-+5"]').trigger('click')
    await settle()
    const kept = benchCards(wrapper)
    expect(kept).toHaveLength(10)

    // the other window deletes it
    await main('decks.delete', { id: spare.id })
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()

    expect(wrapper.find('[data-test="deck-error"]').exists()).toBe(false)
    const line = wrapper.get('[data-test="deck-stranded"]')
    expect(line.text()).toContain(i18n.global.t('screens.collection.stranded', { name: 'Spare' }))
    // the list is main's: the deleted deck is gone from it
    expect(wrapper.findAll('[data-test="saved-deck"]').map((d) => d.text())).not.toContain('Spare')
    expect(benchCards(wrapper)).toEqual(kept)

    await wrapper.get('[data-test="save-as-new"]').trigger('click')
    await settle()
    const saved = (await main('decks.list')).find((deck) => deck.name === 'Spare')
    expect(saved?.cards).toEqual([...starter.cards.slice(0, 9), '+5'])
    expect(benchCards(wrapper)).toEqual(kept)
    expect(wrapper.find('[data-test="deck-stranded"]').exists()).toBe(false)
  })
})

/** The cards on the bench, as their slots name them. */
function benchCards(screen: VueWrapper): string[] {
  return screen
    .findAll('[data-test="deck-card"]')
    .map((slot) => slot.attributes('aria-label') ?? '')
}
