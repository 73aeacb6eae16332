// @vitest-environment happy-dom
/**
 * The deck builder opening on a saved deck, over the real api router on a temporary data folder:
 * its live region, read out by a screen reader as it changes, says main's verdict on that deck
 * and nothing before it. The blank draft shown while the decks load was checked too, and the
 * region said the empty deck's problem on every opening of a deck that had none.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: CollectionView } = await import('./CollectionView.vue')

const { main, settle } = useRealMainPerTest(real, 'deck-opening', {
  profile: { slot: 1, name: 'Tester' },
})

/** The region's words as a screen reader has them: what is hidden from it left out. */
function readable(node: Node): string {
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
  return Array.from(node.childNodes).map(readable).join('')
}

describe('the deck builder opening on a saved deck', () => {
  it('says only main’s verdict on that deck, never the blank draft’s problems', async () => {
    const [starter] = await main('decks.list')
    expect(starter?.problems).toEqual([])
    setActivePinia(createPinia())
    const wrapper = mount(CollectionView, { global: { plugins: [i18n] } })
    const region = wrapper.get('[data-test="deck-problems"]').element
    expect(region.getAttribute('aria-live')).toBe('polite')

    // every state the region passes through, and every problem it ever lists
    const said = [readable(region).trim()]
    const keys: string[] = []
    const observer = new MutationObserver((records) => {
      said.push(readable(region).trim())
      for (const record of records)
        for (const node of [...record.addedNodes, ...record.removedNodes])
          if (node instanceof Element)
            for (const li of [node, ...node.querySelectorAll('li')])
              if (li.hasAttribute('data-key')) keys.push(li.getAttribute('data-key')!)
    })
    observer.observe(region, { childList: true, subtree: true, characterData: true })
    await settle()
    observer.disconnect()

    const ready = i18n.global.t('screens.collection.ready', {
      rules: i18n.global.t('common.rules.classic.name'),
    })
    // no problem listed at any moment, and nothing said but the verdict (the wait is unsaid)
    expect(keys).toEqual([])
    expect(new Set(said.filter((line) => line !== ''))).toEqual(new Set([ready]))
    expect(readable(region).trim()).toBe(ready)
    wrapper.unmount()
  })
})
