// @vitest-environment happy-dom
/**
 * Two saved decks read alike, as a save from before names were unique may hold them, against
 * the real main on a temporary data folder: the deck builder names the deck it has open as its
 * list does, so its heading and its questions say which of the two is open ("Smugglers (2)").
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { openCollection } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { word } = await import('@/i18n/words')

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'deck-builder-alike', {
  profile: { slot: 1, name: 'Talon' },
})

/**
 * Two copies of the starter deck, the second renamed on disk to the first's name, `stored`:
 * main refuses such a pair now, a save from before the rule holds it as it is.
 */
async function twoAlike(stored: string): Promise<void> {
  const [starter] = await main('decks.list')
  await main('decks.duplicate', { id: starter!.id, name: stored })
  const copy = await main('decks.duplicate', { id: starter!.id, name: `${stored} later` })
  await rewriteSave(1, (data) => {
    const decks = data.decks as { id: string; name: string }[]
    decks.find((deck) => deck.id === copy.id)!.name = stored
  })
}

/** The bench's deck name, without its "unsaved" tag. */
const benchName = (w: VueWrapper): string => w.get('[data-test="deck-name"] .name-text').text()

/** Puts the saved deck in row `n` of the list (0 the first) on the bench. */
async function pick(w: VueWrapper, n: number): Promise<void> {
  await w.findAll('[data-test="saved-deck"]')[n]!.trigger('click')
  await settle()
}

/** The open dialog's title, as its frame names it to assistive technology. */
const dialogTitle = (): string | null | undefined =>
  document.querySelector('[role="dialog"]')?.getAttribute('aria-label')

describe('two saved decks read alike on the deck builder', () => {
  it('names the second open as the list does, in its heading and its questions', async () => {
    await twoAlike('Smugglers')
    const { wrapper } = await openCollection(settle, { onScreen: true, inPage: true })
    const listed = wrapper
      .findAll('[data-test="saved-deck-name"]')
      .map((n) => n.attributes('title'))
    expect(listed).toEqual(['Starter deck', 'Smugglers', 'Smugglers (2)'])
    await pick(wrapper, 1)
    expect(benchName(wrapper)).toBe('Smugglers')
    await pick(wrapper, 2)
    expect(benchName(wrapper)).toBe('Smugglers (2)')
    expect(wrapper.get('[data-test="deck-name"] .name-text').attributes('title')).toBe(
      'Smugglers (2)',
    )

    // the delete question names the deck it would delete, not the other one; so does its share
    await wrapper.get('[data-test="delete-deck"]').trigger('click')
    await settle()
    expect(dialogTitle()).toBe('Delete the deck “Smugglers (2)”?')
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await wrapper.get('[data-test="export-deck"]').trigger('click')
    await settle()
    expect(dialogTitle()).toBe('Share “Smugglers (2)”')
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    await settle()
    expect(dialogTitle()).toBeUndefined()

    // a card out, then the other Smugglers picked: the question says whose work it keeps
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await settle()
    await pick(wrapper, 1)
    expect(dialogTitle()).toBe('Save Smugglers (2) before switching?')
    await wrapper.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()

    i18n.global.locale.value = 'de'
    await settle()
    expect(benchName(wrapper)).toBe('Smugglers (2)')
    await wrapper.get('[data-test="delete-deck"]').trigger('click')
    await settle()
    expect(dialogTitle()).toBe('Das Deck „Smugglers (2)“ löschen?')
    wrapper.unmount()
  })

  it('names the deck in its notices as the list does, the second numbered', async () => {
    await twoAlike('Smugglers')
    const { wrapper, notices } = await openCollection(settle, { onScreen: true, inPage: true })
    /** The newest notice as the player reads it, in the language of the moment. */
    const said = (): string => word(notices.notices.at(-1)!.message)

    // the first of the two is named as it is: only a later one carries a number
    await pick(wrapper, 1)
    await wrapper.get('[data-test="set-active"]').trigger('click')
    await settle()
    expect(said()).toMatch(/^“Smugglers” is your active deck now/)

    await pick(wrapper, 2)
    await wrapper.get('[data-test="set-active"]').trigger('click')
    await settle()
    expect(said()).toMatch(/^“Smugglers \(2\)” is your active deck now/)
    await wrapper.get('[data-test="deck-card"]').trigger('click')
    await wrapper.get('[data-test="save-deck"]').trigger('click')
    await settle()
    expect(said()).toBe('Deck “Smugglers (2)” saved.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(said()).toBe('Deck „Smugglers (2)“ gespeichert.')

    await wrapper.get('[data-test="delete-deck"]').trigger('click')
    await settle()
    await wrapper.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(said()).toBe('Deck „Smugglers (2)“ gelöscht.')
    wrapper.unmount()
  })

  it('numbers the open deck only in the language in which the two read alike', async () => {
    // the starter deck reads Startdeck in German alone: only there is a deck of that name second
    const [starter] = await main('decks.list')
    await main('decks.duplicate', { id: starter!.id, name: 'Startdeck' })
    const { wrapper } = await openCollection(settle, { inPage: true })
    await pick(wrapper, 1)
    expect(benchName(wrapper)).toBe('Startdeck')
    i18n.global.locale.value = 'de'
    await settle()
    expect(benchName(wrapper)).toBe('Startdeck (2)')
    await pick(wrapper, 0)
    expect(benchName(wrapper)).toBe('Startdeck')
    wrapper.unmount()
  })
})
