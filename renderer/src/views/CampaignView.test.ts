// @vitest-environment happy-dom
/**
 * The galaxy map over the real api router on a temporary data folder: each cantina's progress
 * (players beaten of those at its tables, its title held) and the mark on a cantina just opened
 * are read from main's campaign view, after wins played in main with the advisor's moves.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain } from '@/testing/campaign-wins'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useNavigationStore } = await import('@/stores/navigation')
const CampaignView = (await import('./CampaignView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'campaign-map', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** The map as main's campaign gives it now. */
async function map(): Promise<VueWrapper> {
  wrapper?.unmount()
  wrapper = mount(CampaignView, { global: { plugins: [i18n] } })
  await settle()
  return wrapper
}

/** A cantina's status and progress line, as the map shows them ('' where it shows none). */
function stop(w: VueWrapper, id: string): { status: string; progress: string; fresh: boolean } {
  const progress = w.find(`[data-test="progress-${id}"]`)
  return {
    status: w.get(`[data-test="status-${id}"]`).text(),
    progress: progress.exists() ? progress.text() : '',
    fresh: w
      .get(`[data-test="status-${id}"]`)
      .element.closest('.stop')!
      .classList.contains('fresh'),
  }
}

describe('the galaxy map', () => {
  it('shows each open cantina’s players beaten, and its title once held', async () => {
    let w = await map()
    expect(stop(w, 'rusted-anchor')).toEqual({
      status: 'Open',
      progress: '0 of 4 beaten',
      fresh: false,
    })
    // a locked cantina says why, not a count
    expect(stop(w, 'dune-lantern')).toEqual({ status: 'Locked', progress: '', fresh: false })

    await beatInMain(main, ['pip-odell', 'marla-quince'])
    w = await map()
    expect(stop(w, 'rusted-anchor').progress).toBe('2 of 4 beaten')

    await beatInMain(main, ['sister-kell'])
    w = await map()
    expect(stop(w, 'rusted-anchor')).toEqual({
      status: 'Title held',
      progress: '3 of 4 beaten',
      fresh: false,
    })
    i18n.global.locale.value = 'de'
    await settle()
    expect(stop(w, 'rusted-anchor')).toMatchObject({
      status: 'Titel errungen',
      progress: '3 von 4 besiegt',
    })
  })

  it('marks the cantina just opened as new until the player has been in', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    let w = await map()
    expect(stop(w, 'dune-lantern')).toEqual({
      status: 'New',
      progress: '0 of 4 beaten',
      fresh: true,
    })
    // the keyboard starts on it: the Enter of the map's line that names it
    expect(w.get('[data-test="fresh-enter"]').attributes('data-focus-home')).toBe('1')
    await w.get('[data-test="enter-dune-lantern"]').trigger('click')
    expect(useNavigationStore().current).toEqual({
      screen: 'cantina',
      params: { locationId: 'dune-lantern' },
    })
    // back on the map: been in, no longer new
    useNavigationStore().back()
    w = await map()
    expect(stop(w, 'dune-lantern')).toEqual({
      status: 'Open',
      progress: '0 of 4 beaten',
      fresh: false,
    })
  })

  it('names each open cantina’s buttons by the cantina, in English and German', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    const w = await map()
    const open = (await main('campaign.get')).locations.filter((l) => l.unlocked)
    expect(open.length).toBeGreaterThan(1)
    const named = (): string[] =>
      open.flatMap((l) => [
        w.get(`[data-test="enter-${l.id}"]`).attributes('aria-label')!,
        w.get(`[data-test="shop-${l.id}"]`).attributes('aria-label')!,
      ])
    expect(named()).toEqual([
      'Enter cantina: The Rusted Anchor',
      'Trader at The Rusted Anchor',
      'Enter cantina: The Dune Lantern',
      'Trader at The Dune Lantern',
    ])
    // the words on the buttons stay short (the cantina's name is written above them), and the
    // names start with them, so a player who speaks what they see is understood
    expect(w.get('[data-test="enter-dune-lantern"]').text()).toBe('Enter cantina')
    expect(w.get('[data-test="shop-dune-lantern"]').text()).toBe('Trader')
    i18n.global.locale.value = 'de'
    await settle()
    expect(named()).toEqual([
      'Cantina betreten: The Rusted Anchor',
      'Händler im Rusted Anchor',
      'Cantina betreten: The Dune Lantern',
      'Händler in der Dune Lantern',
    ])
  })

  it('keeps the mark off once a match was played there, in a session that never went in', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    const juno = await main('match.start', {
      mode: 'campaign',
      opponentId: 'juno-brask',
      deckId: 'deck-1',
      wager: 200,
    })
    await main('match.resign', { matchId: juno.matchId })
    // this test's session never entered it from the map: main's record alone says it
    const w = await map()
    expect(stop(w, 'dune-lantern')).toMatchObject({ status: 'Open', fresh: false })
  })
})

describe("the cantinas' names", () => {
  it('stay English on a German map, and say so to a screen reader', async () => {
    i18n.global.locale.value = 'de'
    const w = await map()
    const names = w.findAll('.location h2')
    expect(names[0]?.text()).toBe('The Rusted Anchor')
    for (const name of names) expect(name.attributes('lang')).toBe('en')
  })
})

describe('what is next, on the map', () => {
  const line = (w: VueWrapper, test: string): string => {
    const found = w.find(`[data-test="${test}"]`)
    return found.exists() ? found.text() : ''
  }

  it('names the next player, what the champion opens, and whose fall opens a locked cantina', async () => {
    let w = await map()
    expect(line(w, 'next-rusted-anchor')).toBe('Next: Pip Odell')
    expect(line(w, 'goal-rusted-anchor')).toBe('Beat Sister Kell to open The Dune Lantern.')
    expect(line(w, 'locked-dune-lantern')).toBe(
      'Beat Sister Kell at The Rusted Anchor to travel here.',
    )
    // each locked cantina names its own champion, not "the previous cantina's"
    expect(line(w, 'locked-coral-vault')).toBe(
      'Beat Captain Gannet Rook at The Dune Lantern to travel here.',
    )

    // two regulars beaten: the champion sits down, and is the next step over the regular left
    await beatInMain(main, ['pip-odell', 'marla-quince'])
    w = await map()
    expect(line(w, 'next-rusted-anchor')).toBe('Next: Sister Kell, the champion')
    expect(line(w, 'goal-rusted-anchor')).toBe('Beat Sister Kell to open The Dune Lantern.')
    i18n.global.locale.value = 'de'
    await settle()
    expect(line(w, 'next-rusted-anchor')).toBe('Als Nächstes: Titelkampf gegen Schwester Kell')
    expect(line(w, 'goal-rusted-anchor')).toBe(
      'Besiege Schwester Kell, dann steht dir die Dune Lantern offen.',
    )
    expect(line(w, 'locked-dune-lantern')).toBe(
      'Besiege Schwester Kell im Rusted Anchor, um hierher zu reisen.',
    )
  })

  it('once the champion falls: the regular left is next, and the opened cantina says its own', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    const w = await map()
    expect(line(w, 'next-rusted-anchor')).toBe('Next: Hobb Tarrow')
    expect(line(w, 'goal-rusted-anchor')).toBe('')
    expect(line(w, 'next-dune-lantern')).toBe('Next: Juno Brask')
    expect(line(w, 'goal-dune-lantern')).toBe('Beat Captain Gannet Rook to open The Coral Vault.')
    expect(line(w, 'locked-coral-vault')).toBe(
      'Beat Captain Gannet Rook at The Dune Lantern to travel here.',
    )
  })
})
