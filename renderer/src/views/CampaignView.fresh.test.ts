// @vitest-environment happy-dom
/**
 * The galaxy map as a champion's fall opens a cantina: a line at the head of its journal names it, its
 * Enter is where the keyboard starts, the other cantinas' Enter steps back, the route's leg to
 * it is lit, and a screen reader hears the line once. None of it on a map with no cantina new,
 * nor once the player has been in or played there. Over the real api router on a temporary data
 * folder, the timers faked and moved on by the test.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const { SPOKEN_GAP_MS } = await import('@/composables/useSpokenLine')
const CampaignView = (await import('./CampaignView.vue')).default

const { main, settle, rewriteSave } = useRealMainPerTest(real, 'campaign-fresh', {
  profile: { slot: 1, name: 'Talon' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
  vi.useRealTimers()
})

/** The map as main's campaign gives it now, with what it had to say said. */
async function map(): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(CampaignView, { global: { plugins: [i18n] } })
  await settle()
  await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
  return wrapper
}

/** What the map looks like around its new cantina, as a player and a screen reader meet it. */
function seen(w: VueWrapper) {
  const line = w.find('[data-test="fresh-words"]')
  return {
    line: line.exists() ? line.text() : '',
    said: w.get('[data-test="fresh-said"]').text(),
    /** the controls the keyboard may start on, by their names */
    homes: w.findAll('[data-focus-home]').map((e) => e.attributes('data-test')),
    /** the cantinas whose Enter is the gold one */
    gold: w
      .findAll('[data-test^="enter-"]')
      .filter((e) => e.classes('primary'))
      .map((e) => e.attributes('data-test')),
    litLegs: w.findAll('.stop.lead-in').length,
  }
}

/**
 * The save as the first cantina's champion's fall leaves it: two regulars and Sister Kell
 * beaten, her title held, the Dune Lantern open (written on disk: playing the wins in main, as
 * CampaignView.test.ts does, takes the most of a minute).
 */
const championFalls = (): Promise<void> =>
  rewriteSave(1, (data) => {
    const won = { won: 1, lost: 0 }
    data.campaign = {
      ...(data.campaign as object),
      unlocked: ['rusted-anchor', 'dune-lantern'],
      records: { 'pip-odell': won, 'marla-quince': won, 'sister-kell': won },
      titles: [{ location: 'rusted-anchor' }],
    }
  })

describe('a cantina just opened, on the map', () => {
  it('is named at the top, its Enter first for the keyboard, the other Enter quieter', async () => {
    await championFalls()
    const w = await map()
    expect(seen(w)).toEqual({
      line: 'New cantina open: The Dune Lantern, on Ashmarrow',
      said: 'New cantina open: The Dune Lantern, on Ashmarrow',
      homes: ['fresh-enter'],
      gold: ['enter-dune-lantern'],
      litLegs: 1,
    })
    // the leg lit is the one from the last cantina, the Rusted Anchor, down to the new one
    expect(w.find('.stop.lead-in [data-test="status-rusted-anchor"]').exists()).toBe(true)
    expect(w.get('[data-test="fresh-enter"]').attributes('aria-label')).toBe(
      'Enter cantina: The Dune Lantern',
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="fresh-words"]').text()).toBe(
      'Eine neue Cantina steht dir offen: die Dune Lantern auf Ashmarrow',
    )
    expect(w.get('[data-test="fresh-enter"]').text()).toBe('Cantina betreten')
  })

  it('is said to a screen reader once, not again at the next visit to the map', async () => {
    await championFalls()
    await map()
    const w = await map()
    // still new, still shown: only the words for a screen reader are not said twice
    expect(seen(w)).toMatchObject({ said: '', homes: ['fresh-enter'] })
    expect(w.get('[data-test="fresh-words"]').text()).toContain('The Dune Lantern')
  })

  it('goes once the player has been in from the line’s Enter', async () => {
    await championFalls()
    let w = await map()
    await w.get('[data-test="fresh-enter"]').trigger('click')
    expect(useNavigationStore().current).toEqual({
      screen: 'cantina',
      params: { locationId: 'dune-lantern' },
    })
    useNavigationStore().back()
    w = await map()
    expect(seen(w)).toEqual({
      line: '',
      said: '',
      homes: ['enter-dune-lantern'],
      gold: ['enter-rusted-anchor', 'enter-dune-lantern'],
      litLegs: 0,
    })
    expect(w.findAll('.location.highlighted')).toHaveLength(0)
  })

  it('goes once a match was played there, in a session that never went in', async () => {
    await championFalls()
    const juno = await main('match.start', {
      mode: 'campaign',
      opponentId: 'juno-brask',
      deckId: 'deck-1',
      wager: 200,
    })
    await main('match.resign', { matchId: juno.matchId })
    const w = await map()
    expect(seen(w)).toMatchObject({ line: '', said: '', homes: ['enter-dune-lantern'] })
  })
})

describe('a map with no cantina new', () => {
  it('has no line, says nothing, and every Enter is gold', async () => {
    const w = await map()
    expect(seen(w)).toEqual({
      line: '',
      said: '',
      homes: ['enter-rusted-anchor'],
      gold: ['enter-rusted-anchor'],
      litLegs: 0,
    })
  })
})
