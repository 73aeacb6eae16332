// @vitest-environment happy-dom
/**
 * The ledger on the Stats screen against the real main: it comes 50 lines at a time, newest
 * first, and "Show older" says how many older lines there are and brings them under the rest.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: StatsView } = await import('./StatsView.vue')

const { main, settle } = useRealMainPerTest(real, 'stats-ledger', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true },
})
let wrapper: VueWrapper | null = null

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** `n` stakes of 10 lost to Pip Odell, each a ledger line of its own. */
async function loseStakes(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const { matchId } = await main('match.start', {
      mode: 'campaign',
      opponentId: 'pip-odell',
      deckId: 'deck-1',
      wager: 10,
    })
    await main('match.resign', { matchId })
  }
}

describe('the ledger on the Stats screen', () => {
  it('shows the newest 50 lines, then the older ones on "Show older", in either language', async () => {
    await loseStakes(55) // 56 lines with the starting credits
    wrapper = mount(StatsView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const rows = () => wrapper!.findAll('[data-test="ledger"] tbody tr')
    const older = () => wrapper!.find('[data-test="ledger-older"]')
    expect(rows()).toHaveLength(50)
    // newest first: the last stake lost leaves 10,000 - 550
    expect(rows()[0]!.text()).toContain('9,450')
    expect(older().text()).toBe(i18n.global.t('screens.stats.showOlder', { left: '6' }, 6))
    i18n.global.locale.value = 'de'
    await settle()
    expect(older().text()).toBe('Ältere Buchungen zeigen (noch 6)')
    i18n.global.locale.value = 'en'
    await settle()

    // a button in the page's Tab order, pressed as the keyboard presses it
    expect(older().element.tagName).toBe('BUTTON')
    ;(older().element as HTMLButtonElement).focus()
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView')
    await older().trigger('click')
    await settle()
    expect(rows()).toHaveLength(56)
    expect(rows().at(-1)!.text()).toContain(i18n.global.t('screens.stats.reason.start'))
    // nothing older is left: the button goes; the keyboard reads on from the first line brought,
    // shown, not from the button's old place far below
    expect(older().exists()).toBe(false)
    const first = rows()[50]!.element
    expect(document.activeElement).toBe(first)
    expect(scrolled.mock.contexts).toContain(first)
    // only that row takes the focus, and only from a script: the Tab order keeps to the controls
    expect(first.getAttribute('tabindex')).toBe('-1')
    expect(rows().filter((r) => r.attributes('tabindex') !== undefined)).toHaveLength(1)
    scrolled.mockRestore()
  })

  it('keeps "Show older" after the page brought while older lines remain, next in Tab order', async () => {
    await loseStakes(100) // 101 lines: a page shown, a page brought, one line left
    wrapper = mount(StatsView, { global: { plugins: [i18n] }, attachTo: document.body })
    await settle()
    const rows = () => wrapper!.findAll('[data-test="ledger"] tbody tr')
    const older = () => wrapper!.find('[data-test="ledger-older"]')
    ;(older().element as HTMLButtonElement).focus()
    await older().trigger('click')
    await settle()
    expect(rows()).toHaveLength(100)
    const first = rows()[50]!.element
    expect(document.activeElement).toBe(first)
    // the button follows the rows, so Tab from the lines read reaches it
    expect(older().exists()).toBe(true)
    expect(
      first.compareDocumentPosition(older().element) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
  })

  it('never says the ledger is empty while a long one is on its way from main', async () => {
    await loseStakes(3)
    wrapper = mount(StatsView, { global: { plugins: [i18n] }, attachTo: document.body })
    // mounted, main not yet answered: no line at all, not "no entries yet"
    const said = () => wrapper!.text()
    expect(said()).not.toContain(i18n.global.t('screens.stats.noLedger'))
    await settle()
    expect(wrapper.findAll('[data-test="ledger"] tbody tr')).toHaveLength(4)
    expect(said()).not.toContain(i18n.global.t('screens.stats.noLedger'))
  })
})
