// @vitest-environment happy-dom
/**
 * The saved decks' list against the real main: a name as long as main allows is cut with an
 * ellipsis in its tile, so the tile keeps to the panel, and its tooltip says the name whole.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: DeckList } = await import('./DeckList.vue')
const { MAX_DECK_NAME } = await import('@common/decks')

const { main } = useRealMainPerTest(real, 'deck-list', { profile: { slot: 1, name: 'Tester' } })

describe('the saved decks list', () => {
  it("gives a deck's full name as its tile's tooltip, the starter deck's in the player's language", async () => {
    const [starter] = await main('decks.list')
    const long = 'W'.repeat(MAX_DECK_NAME)
    const copy = await main('decks.duplicate', { id: starter!.id, name: long })
    const decks = await main('decks.list')
    const wrapper = mount(DeckList, {
      props: { decks, selectedId: copy.id, dirty: false },
      global: { plugins: [i18n] },
    })
    const titles = wrapper
      .findAll('[data-test="saved-deck-name"]')
      .map((n) => n.attributes('title'))
    expect(titles).toEqual([i18n.global.t('common.starterDeck'), long])
    wrapper.unmount()
  })

  it('numbers a second deck that reads like another, as an older save may hold two', async () => {
    const [starter] = await main('decks.list')
    const copy = await main('decks.duplicate', { id: starter!.id, name: 'Talon’s pick' })
    // main refuses a name another deck has now: a save from before the rule is written as is
    const older = [starter!, { ...copy, name: 'starter DECK' }]
    const wrapper = mount(DeckList, {
      props: { decks: older, selectedId: copy.id, dirty: false },
      global: { plugins: [i18n] },
    })
    const names = (): (string | undefined)[] =>
      wrapper.findAll('[data-test="saved-deck-name"]').map((n) => n.attributes('title'))
    expect(names()).toEqual(['Starter deck', 'starter DECK (2)'])
    // in German the starter reads Startdeck, and nothing repeats
    i18n.global.locale.value = 'de'
    await wrapper.vm.$nextTick()
    expect(names()).toEqual(['Startdeck', 'starter DECK'])
    i18n.global.locale.value = 'en'
    wrapper.unmount()
  })
})
