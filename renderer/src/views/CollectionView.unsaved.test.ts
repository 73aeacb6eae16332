// @vitest-environment happy-dom
/**
 * Unsaved work on the deck builder's bench against another deck taking its place (one picked in
 * the list, New deck, an import, a copy), and Make active, which saves it first: the real api
 * router on a temporary data folder, so what is saved or not is main's word.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { openCollection } from '@/testing/collection-screen'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()

const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')

const { main, settle } = useRealMainPerTest(real, 'deck-builder-unsaved', {
  profile: { slot: 1, name: 'Tester' },
})

const t = i18n.global.t

/** The builder on its screen, in the page, so the dialogs' focus can be read. */
async function openBuilder(): Promise<VueWrapper> {
  return (await openCollection(settle, { onScreen: true, inPage: true })).wrapper
}

/** The bench's deck name, without its "unsaved" tag. */
const benchName = (w: VueWrapper): string =>
  w.get('[data-test="deck-name"]').element.firstChild?.textContent?.trim() ?? ''
const benchCount = (w: VueWrapper): number => w.findAll('[data-test="deck-card"]').length
const unsaved = (w: VueWrapper): boolean => w.find('[data-test="deck-name"] .unsaved').exists()
const asked = (w: VueWrapper, name: string): boolean =>
  w.text().includes(t('screens.collection.switchTitle', { name }))

/** The starter deck on the bench with its first card taken out: unsaved work. */
async function changeStarter(w: VueWrapper): Promise<void> {
  await w.get('[data-test="deck-card"]').trigger('click')
  await settle()
  expect(benchCount(w)).toBe(9)
  expect(unsaved(w)).toBe(true)
}

/** The starter deck's cards as main keeps them. */
const starterCards = async (): Promise<number> =>
  (await main('decks.list')).find((d) => d.starter)?.cards.length ?? -1

/** Each way another deck takes the bench, and what the bench holds once it has. */
const WAYS: {
  way: string
  setup?: () => Promise<void>
  start: (w: VueWrapper) => Promise<void>
  finish?: (w: VueWrapper) => Promise<void>
  after: (w: VueWrapper) => void
}[] = [
  {
    way: 'a deck picked in the list',
    setup: async () => {
      await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    },
    start: async (w) => {
      const spare = w.findAll('[data-test="saved-deck"]').find((b) => b.text().includes('Spare'))
      await spare!.trigger('click')
    },
    after: (w) => expect(benchName(w)).toBe('Spare'),
  },
  {
    way: 'New deck',
    start: (w) => w.get('[data-test="new-deck"]').trigger('click'),
    after: (w) => {
      expect(benchName(w)).toContain(t('screens.collection.newDeckName'))
      expect(benchCount(w)).toBe(0)
    },
  },
  {
    way: 'an import',
    start: async (w) => {
      // as a real click does, the button takes the focus first
      const button = w.get('[data-test="import-deck"]')
      ;(button.element as HTMLElement).focus()
      await button.trigger('click')
    },
    finish: async (w) => {
      const { shareCode } = await main('decks.export', {
        cards: (await main('decks.list'))[0]!.cards,
      })
      // the question gone, the keyboard is in the import's first field, then back on Import
      const field = w.get('[data-test="import-code"]')
      expect(document.activeElement).toBe(field.element)
      await field.setValue(shareCode)
      await w.get('[data-test="import-name"]').setValue('Brought in')
      await w.get('[data-test="dialog-confirm"]').trigger('click')
      await settle()
      expect(document.activeElement).toBe(w.get('[data-test="import-deck"]').element)
    },
    after: (w) => {
      expect(benchName(w)).toBe('Brought in')
      expect(benchCount(w)).toBe(10)
    },
  },
  {
    way: 'Duplicate',
    start: (w) => w.get('[data-test="duplicate-deck"]').trigger('click'),
    after: (w) => {
      expect(benchName(w)).toBe(t('screens.collection.copyName', { name: t('common.starterDeck') }))
      // the copy is of the deck as saved, not of the changes just let go
      expect(benchCount(w)).toBe(10)
    },
  },
]

describe('another deck taking the place of unsaved work on the bench', () => {
  for (const { way, setup, start, finish, after } of WAYS) {
    it(`asks first for ${way}, keeps the work on Keep editing, lets it go unsaved`, async () => {
      await setup?.()
      const w = await openBuilder()
      const starter = t('common.starterDeck')
      await changeStarter(w)

      await start(w)
      await settle()
      expect(asked(w, starter)).toBe(true)
      expect(w.text()).toContain(t('screens.collection.leaveMessage'))
      // as leaving does, the question opens on Save and switch: one Enter too many loses nothing
      expect(document.activeElement).toBe(w.get('[data-test="save-and-switch"]').element)
      expect(w.get('[data-test="dialog-cancel"]').text()).toBe(t('screens.collection.keepEditing'))
      await w.get('[data-test="dialog-cancel"]').trigger('click')
      await settle()
      expect(asked(w, starter)).toBe(false)
      expect(benchName(w)).toBe(starter)
      expect(benchCount(w)).toBe(9)
      expect(unsaved(w)).toBe(true)
      expect(w.find('[data-test="import-code"]').exists()).toBe(false)

      await start(w)
      await settle()
      expect(asked(w, starter)).toBe(true)
      const discard = w.get('[data-test="dialog-confirm"]')
      expect(discard.text()).toBe(t('screens.collection.switchConfirm'))
      await discard.trigger('click')
      await settle()
      expect(asked(w, starter)).toBe(false)
      await finish?.(w)
      after(w)
      // the changes were never saved: main keeps the starter deck whole
      expect(await starterCards()).toBe(10)
      w.unmount()
    })
  }

  it('asks the same for a deck never saved, naming what it loses', async () => {
    const w = await openBuilder()
    await w.get('[data-test="new-deck"]').trigger('click')
    await w.get('[data-test="owned-+1"]').trigger('click')
    await settle()
    await w.findAll('[data-test="saved-deck"]')[0]!.trigger('click')
    await settle()
    expect(asked(w, t('screens.collection.newDeckName'))).toBe(true)
    expect(w.text()).toContain(t('screens.collection.leaveNew'))
    await w.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()
    expect(benchCount(w)).toBe(1)
    w.unmount()
  })

  it('asks in German too', async () => {
    const w = await openBuilder()
    i18n.global.locale.value = 'de'
    await changeStarter(w)
    await w.get('[data-test="new-deck"]').trigger('click')
    await settle()
    expect(w.text()).toContain('Startdeck vor dem Wechsel speichern?')
    expect(w.get('[data-test="save-and-switch"]').text()).toBe('Speichern und wechseln')
    expect(w.get('[data-test="dialog-confirm"]').text()).toBe('Ohne Speichern wechseln')
    expect(w.get('[data-test="dialog-cancel"]').text()).toBe('Weiter bearbeiten')
    w.unmount()
  })

  it('changes decks at once while nothing on the bench is unsaved, and after a save', async () => {
    await main('decks.create', { name: 'Spare', rules: 'classic', cards: ['+1', '+2'] })
    const w = await openBuilder()
    const rows = () => w.findAll('[data-test="saved-deck"]')
    await rows()[1]!.trigger('click')
    await settle()
    expect(benchName(w)).toBe('Spare')
    expect(w.find('[data-test="dialog-confirm"]').exists()).toBe(false)

    // changed, then saved: nothing is lost any more, nothing is asked
    await w.get('[data-test="owned-+3"]').trigger('click')
    await w.get('[data-test="save-deck"]').trigger('click')
    await settle()
    await rows()[0]!.trigger('click')
    await settle()
    expect(w.find('[data-test="dialog-confirm"]').exists()).toBe(false)
    expect(benchName(w)).toBe(t('common.starterDeck'))
    expect((await main('decks.list')).find((d) => d.name === 'Spare')?.cards).toHaveLength(3)

    // the deck already on the bench, picked again with changes: nothing replaced, nothing asked
    await changeStarter(w)
    await rows()[0]!.trigger('click')
    await settle()
    expect(w.find('[data-test="dialog-confirm"]').exists()).toBe(false)
    expect(benchCount(w)).toBe(9)
    w.unmount()
  })

  it('still asks before Back once a question about another deck was let be', async () => {
    const w = await openBuilder()
    const navigation = useNavigationStore()
    await changeStarter(w)
    await w.get('[data-test="new-deck"]').trigger('click')
    await settle()
    await w.get('[data-test="dialog-cancel"]').trigger('click')
    await settle()
    navigation.back()
    await settle()
    expect(navigation.current.screen).toBe('collection')
    expect(w.text()).toContain(
      t('screens.collection.leaveTitle', { name: t('common.starterDeck') }),
    )
    // Leave goes, and the New deck let be before does not come back with it
    await w.get('[data-test="dialog-confirm"]').trigger('click')
    await settle()
    expect(navigation.current.screen).toBe('title')
    expect(benchCount(w)).toBe(9)
    w.unmount()
  })
})

describe('Make active over unsaved changes', () => {
  it('saves the bench’s changes first, so the deck made active is the one the player sees', async () => {
    const starter = (await main('decks.list')).find((d) => d.starter)!
    const nine = starter.cards.slice(0, 9)
    await main('decks.create', { name: 'Spare', rules: starter.rules, cards: nine })
    const { wrapper: w, notices } = await openCollection(settle)
    const spare = w.findAll('[data-test="saved-deck"]').find((b) => b.text().includes('Spare'))
    await spare!.trigger('click')
    await settle()
    const make = () => w.get('[data-test="set-active"]')
    expect(make().text()).toBe('Make active')
    // the tenth card in on the bench, not saved: the button says it saves first
    await w.get(`[data-test="owned-${starter.cards[9]}"]`).trigger('click')
    await settle()
    expect(unsaved(w)).toBe(true)
    // the list tags the deck on the bench as the bench does, and no other
    const tagged = () =>
      w
        .findAll('[data-test="saved-deck"]')
        .filter((r) => r.find('[data-test="list-unsaved"]').exists())
    expect(tagged().map((r) => r.text())).toEqual([expect.stringContaining('Spare')])
    expect(make().text()).toBe('Save and make active')
    i18n.global.locale.value = 'de'
    await settle()
    expect(make().text()).toBe('Als aktiv speichern')
    await make().trigger('click')
    await settle()
    // main keeps the deck as the bench showed it, complete, and matches use it
    const kept = (await main('decks.list')).find((d) => d.name === 'Spare')!
    expect(kept.cards).toEqual(starter.cards)
    expect(kept.active).toBe(true)
    expect(kept.problems).toEqual([])
    expect(unsaved(w)).toBe(false)
    expect(tagged()).toEqual([])
    expect(make().text()).toContain('Aktives Deck')
    // one notice for the one press: the deck is the active one, ready to play
    expect(notices.notices.map((n) => n.message.key)).toEqual(['screens.collection.activated'])
    w.unmount()
  })
})

describe('Share code over unsaved changes', () => {
  /** The share code the dialog shows, or null when no dialog opened. */
  const shownCode = (w: VueWrapper): string | null => {
    const field = w.find('[data-test="share-code"]')
    return field.exists() ? (field.element as HTMLInputElement).value : null
  }

  it('is the code of the deck on the bench, and says that deck is not saved yet', async () => {
    const starter = (await main('decks.list')).find((d) => d.starter)!
    await main('decks.create', {
      name: 'Spare',
      rules: starter.rules,
      cards: starter.cards.slice(0, 9),
    })
    const w = await openBuilder()
    const spare = w.findAll('[data-test="saved-deck"]').find((b) => b.text().includes('Spare'))
    await spare!.trigger('click')
    await settle()
    // the tenth card in on the bench, not saved: the code is of the ten the player sees
    await w.get(`[data-test="owned-${starter.cards[9]}"]`).trigger('click')
    await settle()
    expect(unsaved(w)).toBe(true)
    await w.get('[data-test="export-deck"]').trigger('click')
    await settle()
    const code = shownCode(w)
    expect(code).not.toBeNull()
    const pasted = await main('decks.import', {
      shareCode: code!,
      name: 'Pasted',
      rules: 'classic',
    })
    expect(pasted.cards).toEqual(starter.cards)
    expect(w.get('[data-test="share-unsaved"]').text()).toBe(
      t('screens.collection.shareUnsaved.changed'),
    )
    // a screen reader on the code hears it too
    const described = w.get('[data-test="share-code"]').attributes('aria-describedby')!.split(' ')
    expect(described).toContain(w.get('[data-test="share-unsaved"]').attributes('id'))
    // main still keeps the nine: sharing saved nothing
    const kept = (await main('decks.list')).find((d) => d.name === 'Spare')!
    expect(kept.cards).toHaveLength(9)
    w.unmount()
  })

  it('says nothing of saving for a deck as saved, and the same in German for one never saved', async () => {
    const w = await openBuilder()
    await w.get('[data-test="export-deck"]').trigger('click')
    await settle()
    expect(shownCode(w)).not.toBeNull()
    expect(w.find('[data-test="share-unsaved"]').exists()).toBe(false)
    await w.get('[data-test="close-share"]').trigger('click')
    await settle()
    expect(shownCode(w)).toBeNull()

    i18n.global.locale.value = 'de'
    await w.get('[data-test="new-deck"]').trigger('click')
    await settle()
    for (const card of ['+1', '+2', '+3', '+4', '+5']) {
      await w.get(`[data-test="owned-${card}"]`).trigger('click')
      await w.get(`[data-test="owned-${card}"]`).trigger('click')
    }
    await settle()
    expect(benchCount(w)).toBe(10)
    await w.get('[data-test="export-deck"]').trigger('click')
    await settle()
    expect(shownCode(w)).not.toBeNull()
    expect(w.get('[data-test="share-unsaved"]').text()).toBe(
      'Dieses Deck ist noch nicht gespeichert: Der Code enthält die Karten, die du siehst.',
    )
    w.unmount()
  })

  it('says why a deck short of its cards has no code, at each press, until the deck changes', async () => {
    const w = await openBuilder()
    await changeStarter(w)
    const share = w.get('[data-test="export-deck"]')
    // no dead button: it can be pressed, and the press answers
    expect(share.attributes('disabled')).toBeUndefined()
    expect(share.attributes('aria-disabled')).toBeUndefined()
    await share.trigger('click')
    await settle()
    expect(shownCode(w)).toBeNull()
    const why = t('errors.deck.shareShort', { size: 10, count: 9 })
    expect(w.get('[data-test="share-refused"]').text()).toBe(why)
    expect(w.find('[data-test="deck-error"]').exists()).toBe(false)
    await share.trigger('click')
    await settle()
    expect(w.get('[data-test="share-refused"]').text()).toBe(why)
    // said in the language of the moment: a switch words it again
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="share-refused"]').text()).toBe(
      i18n.global.t('errors.deck.shareShort', { size: 10, count: 9 }),
    )
    expect(w.get('[data-test="share-refused"]').text()).not.toBe(why)
    i18n.global.locale.value = 'en'
    await settle()
    // the deck whole again: the reason is gone, and the press shows the code
    await w.get('[data-test="owned-+1"]').trigger('click')
    await settle()
    expect(w.find('[data-test="share-refused"]').exists()).toBe(false)
    await share.trigger('click')
    await settle()
    expect(shownCode(w)).not.toBeNull()
    w.unmount()
  })
})
