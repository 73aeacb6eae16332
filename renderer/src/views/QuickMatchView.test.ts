// @vitest-environment happy-dom
/**
 * The quick match screen over the real api router on a temporary data folder: a detour to the
 * deck editor opens it on the ruleset (and the deck) chosen, and Back finds every choice as left.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: QuickMatchView } = await import('./QuickMatchView.vue')
const { default: CollectionView } = await import('./CollectionView.vue')
const { useNavigationStore } = await import('@/stores/navigation')
const { useProfileStore } = await import('@/stores/profile')

const { main, settle } = useRealMainPerTest(real, 'quick-match', {
  profile: { slot: 1, name: 'Tester' },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

const checked = (w: VueWrapper, test: string): boolean =>
  (w.get(`[data-test="${test}"]`).element as HTMLInputElement).checked

async function open(pinia: Pinia, view: typeof QuickMatchView): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(view, { global: { plugins: [pinia, i18n] } })
  await settle()
  return wrapper
}

describe('editing the decks on the way to a quick match', () => {
  it('opens the editor on the ruleset chosen, and Back finds every choice as left', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    const navigation = useNavigationStore()
    navigation.go('quick')
    let quick = await open(pinia, QuickMatchView)
    await quick.get('[data-test="rules-tournament"]').setValue(true)
    await quick.get('[data-test="tier-master"]').setValue(true)
    await settle()
    await quick.get('[data-test="edit-decks"]').trigger('click')
    expect(navigation.current).toMatchObject({
      screen: 'collection',
      params: { rules: 'tournament' },
    })

    // a new save has only its classic starter deck: the editor begins a tournament deck
    const editor = await open(pinia, CollectionView)
    expect(checked(editor, 'deck-rules-tournament')).toBe(true)
    expect(editor.find('[data-test="saved-deck"][aria-pressed="true"]').exists()).toBe(false)

    navigation.back()
    quick = await open(pinia, QuickMatchView)
    expect(checked(quick, 'rules-tournament')).toBe(true)
    expect(checked(quick, 'tier-master')).toBe(true)
    expect(checked(quick, 'deck-house')).toBe(true)
  })

  it('opens the editor on the saved deck picked, not the active one', async () => {
    const spare = await main('decks.create', {
      name: 'Spare',
      rules: 'classic',
      cards: ['+1', '+1', '+2', '+2', '+3', '+3', '+4', '+4', '+5', '+5'],
    })
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    const navigation = useNavigationStore()
    navigation.go('quick')
    const quick = await open(pinia, QuickMatchView)
    await quick.get(`[data-test="deck-option"][value="${spare.id}"]`).setValue(true)
    await quick.get('[data-test="edit-decks"]').trigger('click')
    expect(navigation.current.params).toEqual({ rules: 'classic', deckId: spare.id })
    const editor = await open(pinia, CollectionView)
    expect(editor.get('[data-test="deck-name"]').text()).toContain('Spare')
  })
})

describe('a change of rules that changes the deck', () => {
  it('says which deck the rules took, in a region there from the start, until one is picked', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    useNavigationStore().go('quick')
    const quick = await open(pinia, QuickMatchView)
    const region = quick.get('[data-test="deck-switched"]')
    expect(region.attributes('role')).toBe('status')
    expect(region.text()).toBe('')
    // a new save's one deck is its classic starter deck, picked for classic rules
    expect(checked(quick, 'deck-option')).toBe(true)

    await quick.get('[data-test="rules-tournament"]').setValue(true)
    await settle()
    expect(checked(quick, 'deck-house')).toBe(true)
    expect(region.text()).toBe('Side deck changed for Tournament rules: the house deck.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(region.text()).toBe('Nebenstapel für die Regeln „Turnier“ gewechselt: das Hausdeck.')
    i18n.global.locale.value = 'en'

    await quick.get('[data-test="rules-classic"]').setValue(true)
    await settle()
    expect(checked(quick, 'deck-option')).toBe(true)
    expect(region.text()).toBe('Side deck changed for Classic rules: your deck Starter deck.')

    // the house's deck again, said again
    await quick.get('[data-test="rules-tournament"]').setValue(true)
    await settle()
    expect(region.text()).toContain('Tournament')

    // a deck the player picks is theirs to know: the line goes
    await quick.get('[data-test="rules-classic"]').setValue(true)
    await settle()
    await quick.get('[data-test="deck-house"]').setValue(true)
    await settle()
    expect(region.text()).toBe('')
    // rules that keep the deck (the house's, for rules the save has no deck for) say nothing
    await quick.get('[data-test="rules-cantina"]').setValue(true)
    await settle()
    expect(checked(quick, 'deck-house')).toBe(true)
    expect(region.text()).toBe('')
  })
})

describe("the house's sampler", () => {
  it('is offered beside the house deck, kept through a change of rules, played and remembered', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    useNavigationStore().go('quick')
    const quick = await open(pinia, QuickMatchView)
    expect(quick.get('[data-test="deck-sampler"]').element.closest('label')?.textContent).toContain(
      'House sampler',
    )
    await quick.get('[data-test="deck-sampler"]').setValue(true)
    await settle()
    // lent in every ruleset: a change of rules keeps it, and says nothing
    await quick.get('[data-test="rules-tournament"]').setValue(true)
    await settle()
    expect(checked(quick, 'deck-sampler')).toBe(true)
    expect(quick.get('[data-test="deck-switched"]').text()).toBe('')
    await quick.get('[data-test="start-quick"]').trigger('click')
    await settle()
    const match = await main('match.resume')
    expect(match?.view.rules).toBe('tournament')
    expect(match?.view.players[0].pool).toEqual(
      expect.arrayContaining(['T24', 'T36', 'T15', 'D', 'TB']),
    )
    await main('match.resign', { matchId: match?.matchId ?? '' })

    // a new visit, in a fresh app: the last quick match's deck is picked again
    const fresh = createPinia()
    setActivePinia(fresh)
    await useProfileStore().refresh()
    useNavigationStore().go('quick')
    const again = await open(fresh, QuickMatchView)
    expect(checked(again, 'rules-tournament')).toBe(true)
    expect(checked(again, 'deck-sampler')).toBe(true)
  })
})

describe('the choices, in words a new player follows', () => {
  /** A choice tile's name and description, as the player reads them. */
  const tile = (w: VueWrapper, test: string): string[] => {
    const label = w.get(`[data-test="${test}"]`).element.closest('label')
    return [...(label?.querySelectorAll('span') ?? [])].map((span) => span.textContent ?? '')
  }

  it('says what the cantina rules are in sentences, and names the skill levels as a row of nouns', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    await useProfileStore().refresh()
    const quick = await open(pinia, QuickMatchView)
    expect(tile(quick, 'rules-cantina')).toEqual([
      'Cantina',
      'Both draw from one main deck of 40 cards. A total never drops below 0. Choose your hand of 4.',
    ])
    i18n.global.locale.value = 'de'
    await settle()
    expect(tile(quick, 'rules-cantina')).toEqual([
      'Cantina',
      'Beide ziehen aus einem Hauptstapel von 40 Karten. Die Summe fällt nie unter 0. ' +
        'Deine 4 Handkarten wählst du selbst.',
    ])
    // each level a player, as Anfänger and Meister are: "Fortgeschritten" stood out as an adjective
    const tiers = ['rookie', 'kotor', 'veteran', 'master'].map((id) => tile(quick, `tier-${id}`)[0])
    expect(tiers).toEqual(['Anfänger', 'Kenner', 'Veteran', 'Meister'])
    i18n.global.locale.value = 'en'
  })
})
