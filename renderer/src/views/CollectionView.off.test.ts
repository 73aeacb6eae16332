// @vitest-environment happy-dom
/**
 * The owned cards the deck cannot take now, against the real api router: each takes the card's
 * own off look (its face fades, its value does not), and what it means is told apart otherwise
 * than by a fade: grey and "0 free" for none left, words for another ruleset's card. A card with
 * a copy free is not off in a full deck: a press picks it to swap in.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { openCollection } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()

const { i18n } = await import('@/i18n')
const { cardName } = await import('@/i18n/numbers')

const { main, settle } = useRealMainPerTest(real, 'deck-builder-off', {
  profile: { slot: 1, name: 'Tester' },
})

/** An owned card's button, its chip, whether its face is faded and whether it is grey. */
function look(wrapper: VueWrapper, code: string) {
  const button = wrapper.get(`[data-test="owned-${code}"]`)
  return {
    button,
    faded: button.find('.side-card.state-dim').exists(),
    grey: button.find('.chip.dim').exists(),
    other: button.find('[data-test="other-rules"]'),
  }
}

describe("the deck builder's cards that cannot go in now", () => {
  it('fades a card of another ruleset and says so in words, its colours kept', async () => {
    const { wrapper } = await openCollection(settle)
    // room in the deck, so only the ruleset is in the way
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="deck-rules-tournament"]').setValue(true)
    await settle()
    // Tournament has no +1: the starter's two +1s (one now free) are another ruleset's cards
    const plusOne = look(wrapper, '+1')
    expect(plusOne.faded).toBe(true)
    expect(plusOne.grey).toBe(false)
    expect(plusOne.other.text()).toBe(i18n.global.t('screens.collection.otherRules'))
    expect(plusOne.button.attributes('aria-label')).toBe(
      i18n.global.t('screens.collection.addOther', {
        card: cardName('+1', 'tournament'),
        free: 1,
        count: 2,
        rules: i18n.global.t('common.rules.tournament.name'),
      }),
    )
    // it can still be added: main's check then names it
    await plusOne.button.trigger('click')
    await settle()
    expect(wrapper.get('[data-test="deck-count"]').text()).toBe('10 / 10 cards')
    // under Classic, which has it, the card reads as any other
    await wrapper.get('[data-test="deck-rules-classic"]').setValue(true)
    await settle()
    expect(look(wrapper, '+1').other.exists()).toBe(false)
    wrapper.unmount()
  })

  it('keeps a card lit in a full deck, named as a swap, unlike one with none left', async () => {
    // a −1 beside the starter deck's ten: one free, and no room for it but a swap
    await main('shop.buy', { merchantId: 'vessa', card: '-1' })
    const { wrapper } = await openCollection(settle)
    expect(wrapper.get('[data-test="deck-count"]').text()).toBe('10 / 10 cards')
    const waiting = look(wrapper, '-1')
    expect(waiting.faded).toBe(false)
    expect(waiting.grey).toBe(false)
    expect(waiting.other.exists()).toBe(false)
    expect(waiting.button.attributes('aria-label')).toBe('Swap −1 into the full deck (1 of 1 free)')
    expect(waiting.button.attributes('aria-pressed')).toBe('false')
    const spent = wrapper
      .findAll('button[data-test^="owned-"]')
      .find((b) => b.text().includes('0 free'))!
    expect(spent.find('.side-card.state-dim').exists()).toBe(true)
    expect(spent.find('.chip.dim').exists()).toBe(true)
    // with room, the −1 is an add again
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    expect(look(wrapper, '-1').faded).toBe(false)
    expect(look(wrapper, '-1').button.attributes('aria-label')).toBe('Add −1 (1 of 1 free)')
    wrapper.unmount()
  })
})
