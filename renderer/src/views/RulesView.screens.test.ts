// @vitest-environment happy-dom
/**
 * How to play's Controls page against the screens' own keys, over the real api router on a
 * temporary data folder: the replay, the tutorial, the card book and the deck builder mounted,
 * every key a keyboard sends pressed on each, and each key a screen takes (its default
 * prevented, as a handled key is) must be on the page in that screen's group or in the group of
 * every screen; each key the page lists for a screen must be one it takes.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { openCollection } = await import('@/testing/collection-screen')
const { openReplay, playedOut } = await import('@/testing/replay-screen')
const RulesView = (await import('./RulesView.vue')).default
const TutorialView = (await import('./TutorialView.vue')).default
const BookView = (await import('./BookView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'controls-screens', {
  profile: { slot: 1, name: 'Tester' },
})
const mounted: VueWrapper[] = []
afterEach(() => {
  for (const w of mounted.splice(0)) w.unmount()
  i18n.global.locale.value = 'en'
})

/** Every key a keyboard sends that a screen might be listening for. */
const ANY_KEY = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789 ?-+.,'.split(''),
  ...['Enter', 'Escape', 'Tab', 'Backspace', 'Delete', 'Home', 'End', 'PageUp', 'PageDown'],
  ...['F1', 'F2', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
]

/** A key as the Controls page draws its cap: "Ctrl+S" for S with Ctrl. */
interface Press {
  key: string
  ctrl?: boolean
}

/** The keys the mounted screen takes: each pressed on the page, kept where it was handled. */
async function taken(presses: Press[]): Promise<Press[]> {
  const kept: Press[] = []
  for (const press of presses) {
    ;(document.activeElement as HTMLElement | null)?.blur?.()
    const event = new KeyboardEvent('keydown', {
      key: press.key,
      ctrlKey: press.ctrl === true,
      bubbles: true,
      cancelable: true,
    })
    document.body.dispatchEvent(event)
    await settle()
    if (event.defaultPrevented) kept.push(press)
  }
  return kept
}

/** The Controls page's key caps in the group of `place`, by row. */
function pageCaps(place: string): string[] {
  useNavigationStore().go('rules', { tab: 'controls' })
  const page = mount(RulesView, { global: { plugins: [i18n] } })
  const caps = page
    .findAll(`tbody[data-place="${place}"] [data-test="keys"] kbd`)
    .map((k) => k.text())
  page.unmount()
  return caps
}

/** The cap the page draws for `press` (as the Controls page's own rows spell it). */
function capOf(press: Press): string {
  if (press.ctrl) return String(i18n.global.t('screens.collection.saveKey.ctrl'))
  const words: Record<string, string> = {
    ' ': 'screens.rules.controls.space',
    Home: 'screens.rules.controls.home',
    End: 'screens.rules.controls.endKey',
  }
  const arrows: Record<string, string> = {
    ArrowUp: '↑',
    ArrowDown: '↓',
    ArrowLeft: '←',
    ArrowRight: '→',
    Escape: 'Esc',
  }
  const word = words[press.key]
  if (word) return String(i18n.global.t(word))
  return arrows[press.key] ?? press.key.toUpperCase()
}

/**
 * The screen's keys against the page: each taken key is listed for the screen or for every
 * screen, and every key listed for the screen itself is taken.
 */
function expectListed(place: string, keys: Press[]): void {
  const own = pageCaps(place)
  const listed = new Set([...own, ...pageCaps('everywhere')])
  const caps = keys.map(capOf)
  expect(
    caps.filter((cap) => !listed.has(cap)),
    place,
  ).toEqual([])
  expect(
    own.filter((cap) => !caps.includes(cap)),
    place,
  ).toEqual([])
}

/** The navigation of a Pinia made active for one screen. */
function navigation(): ReturnType<typeof useNavigationStore> {
  return useNavigationStore()
}

const presses = (keys: string[]): Press[] => keys.map((key) => ({ key }))

describe('the Controls page lists each key a screen answers', () => {
  it('the replay: ← → step, Home and End jump, P plays', async () => {
    const id = await playedOut(main, 'classic')
    mounted.push(await openReplay(settle, id))
    const keys = await taken(presses(ANY_KEY))
    expect(keys.map((k) => k.key).sort()).toEqual(['ArrowLeft', 'ArrowRight', 'End', 'Home', 'p'])
    expectListed('replay', keys)
  })

  it('the tutorial: ← → step, in German too', async () => {
    i18n.global.locale.value = 'de'
    setActivePinia(createPinia())
    navigation().go('tutorial')
    mounted.push(mount(TutorialView, { global: { plugins: [i18n] }, attachTo: document.body }))
    await settle()
    // Enter with nothing focused only brings the keyboard to the step's button, as Tab would
    const keys = (await taken(presses(ANY_KEY))).filter((k) => k.key !== 'Enter')
    expectListed('tutorial', keys)
    expect(pageCaps('tutorial')).toEqual(['←', '→'])
  })

  it('the card book: its walk is the page’s moves and jumps to the ends (Pos1, Ende)', async () => {
    i18n.global.locale.value = 'de'
    setActivePinia(createPinia())
    mounted.push(mount(BookView, { global: { plugins: [i18n] }, attachTo: document.body }))
    await settle()
    const keys = await taken(presses(ANY_KEY))
    expect(keys.map(capOf)).toContain('Pos1')
    const listed = new Set(pageCaps('everywhere'))
    expect(keys.map(capOf).filter((cap) => !listed.has(cap))).toEqual([])
  })

  it('the deck builder: Ctrl+S saves wherever the focus is, and is on the page', async () => {
    const { wrapper } = await openCollection(settle, { inPage: true })
    mounted.push(wrapper)
    const ctrl = ANY_KEY.map((key) => ({ key, ctrl: true }))
    const keys = await taken([...presses(ANY_KEY), ...ctrl])
    expect(keys).toContainEqual({ key: 's', ctrl: true })
    const caps = pageCaps('deck')
    expect(caps).toContain('Ctrl+S')
    // and Esc, which lets a picked card go (CollectionView.swap.test.ts presses it)
    expect(caps).toContain('Esc')
    expectListed('deck', [...keys, { key: 'Escape' }])
  })
})
