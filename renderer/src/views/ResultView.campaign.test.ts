// @vitest-environment happy-dom
/**
 * The result screen after campaign matches, over the real api router on a temporary data
 * folder: the matches are played at the page's table with the advisor's moves until won (a
 * wagered deal is main's own draw), and the screen shows main's answer as it came.
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { beatInMain, campaignStart, playAtTable, untilWon } from '@/testing/campaign-wins'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useNavigationStore } = await import('@/stores/navigation')
const ResultView = (await import('./ResultView.vue')).default

const { main, settle } = useRealMainPerTest(real, 'result-campaign', {
  profile: { slot: 1, name: 'Tester' },
  pinia: { refreshProfile: true, reducedMotion: true },
})
let wrapper: VueWrapper | null = null
const t = i18n.global.t

afterEach(() => {
  wrapper?.unmount()
  wrapper = null
})

/** Wins at `opponentId`'s table (its lowest stake) at the page's table, and shows the result. */
async function resultOfWin(opponentId: string, wager = 0): Promise<VueWrapper> {
  const match = useMatchStore()
  await untilWon(() => playAtTable(match, main, settle, campaignStart(opponentId, wager)))
  expect(useNavigationStore().current.screen).toBe('result')
  wrapper = mount(ResultView, { global: { plugins: [i18n] } })
  await settle()
  return wrapper
}

const news = (w: VueWrapper): string[] =>
  w.findAll('[data-test="result-note"]').map((note) => note.text())
const buttons = (w: VueWrapper): string[] =>
  w.findAll('.buttons button').map((b) => b.attributes('data-test') ?? '')

describe('the news after a campaign win', () => {
  it('says when the win seats the cantina’s champion, in English and German', async () => {
    await beatInMain(main, ['pip-odell'])
    const w = await resultOfWin('marla-quince', 50)
    const line = t('campaign.note.championOpen', {
      opponent: 'Sister Kell',
      location: 'The Rusted Anchor',
    })
    expect(news(w)).toContain(line)
    expect(line).toBe(
      'You have made a name at The Rusted Anchor: its champion, Sister Kell, will play you now.',
    )
    i18n.global.locale.value = 'de'
    await settle()
    // German says the cantina as a noun in the line's case (i18n/names.ts)
    expect(news(w)).toContain(
      'Du hast dir im Rusted Anchor einen Namen gemacht: Schwester Kell hält hier den Titel und tritt jetzt gegen dich an.',
    )
    // the cantina agrees: the champion's table is open now
    const kell = (await main('campaign.get')).locations[0]!.opponents.find(
      (o) => o.id === 'sister-kell',
    )
    expect(kell?.available).toBe(true)
  })

  it('gives the balance beside the credits won, in the game’s credits', async () => {
    const w = await resultOfWin('pip-odell')
    const { credits } = await main('wallet.get')
    // Pip's bounty alone: the house's purse is for players short of credits, not 10,000
    // the label says they were won: the figure has no sign to say it twice
    expect(w.get('[data-test="credits-delta"]').text()).toBe('300\u00a0cr')
    expect(w.get('.money dt').text()).toBe('Credits won')
    expect(w.get('[data-test="balance"]').text()).toBe(t('common.credits', { amount: '10,300' }))
    expect(credits).toBe(10_300)
    expect(w.get('.money').text()).toContain(t('table.result.balance'))
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="balance"]').text()).toBe('10.300\u00a0Cr')
    expect(w.get('.money').text()).toContain('Guthaben')
  })
})

describe('the stake won', () => {
  it('names whose stake it was, in German after the noun', async () => {
    await beatInMain(main, ['pip-odell'])
    const w = await resultOfWin('marla-quince', 50)
    expect(news(w)).toContain("You won Marla Quince's stake of 50\u00a0cr.")
    i18n.global.locale.value = 'de'
    await settle()
    expect(news(w)).toContain('Du hast den Einsatz von Marla Quince gewonnen: 50\u00a0Cr.')
  })

  it('says the house cut is taken off the credits won, small under them, with its unit', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince', 'sister-kell'])
    const w = await resultOfWin('tobin-vey', 250)
    // Tobin's table cuts a tenth of the stake won: the credits won are what is left after it
    const cut = w.get('[data-test="house-cut"]')
    expect(cut.text()).toBe('House cut of 25\u00a0cr already taken off')
    expect(cut.element.parentElement).toBe(
      w.get('[data-test="credits-delta"]').element.parentElement,
    )
    expect(news(w)).toContain(
      "You won Tobin Vey's stake of 250\u00a0cr; the house kept 25\u00a0cr of it.",
    )
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="house-cut"]').text()).toBe(
      'Hausanteil von 25\u00a0Cr schon abgezogen',
    )
    expect(news(w)).toContain(
      'Du hast den Einsatz von Tobin Vey gewonnen: 250\u00a0Cr; das Haus hat davon 25\u00a0Cr einbehalten.',
    )
  })
})

describe('the balance', () => {
  /** Starts a match at the page's table and forfeits it: the result screen shows main's answer. */
  async function resultOfForfeit(how: Parameters<typeof campaignStart> | 'quick') {
    const match = useMatchStore()
    await match.start(
      how === 'quick'
        ? { mode: 'quick', rules: 'classic', tier: 'rookie', deckId: null }
        : campaignStart(...how),
    )
    await settle()
    await match.resign()
    await settle()
    wrapper = mount(ResultView, { global: { plugins: [i18n] } })
    await settle()
    return wrapper
  }

  it('is given after a stake lost too, the loss said once: by its label, not by a minus', async () => {
    const w = await resultOfForfeit(['marla-quince', 50])
    // the box's names and figures as read in order, none of them signed
    const money = (): string[] => w.findAll('.money :is(dt, dd)').map((part) => part.text())
    expect(w.get('[data-test="credits-delta"]').text()).toBe('50\u00a0cr')
    expect(w.get('[data-test="credits-delta"]').classes()).toContain('minus')
    expect(w.get('[data-test="balance"]').text()).toBe('9,950\u00a0cr')
    expect(money()).toEqual(['Credits lost', '50\u00a0cr', 'Balance', '9,950\u00a0cr'])
    i18n.global.locale.value = 'de'
    await settle()
    expect(money()).toEqual(['Verlorene Credits', '50\u00a0Cr', 'Guthaben', '9.950\u00a0Cr'])
  })

  it('is not given where no credits moved', async () => {
    const w = await resultOfForfeit('quick')
    expect(w.find('[data-test="no-stake"]').exists()).toBe(true)
    expect(w.find('[data-test="balance"]').exists()).toBe(false)
  })

  it('comes with Play again saying the stake it puts down again, and a settlement', async () => {
    const w = await resultOfForfeit(['marla-quince', 50])
    expect(w.get('[data-test="play-again"]').text()).toBe('Play again · 50\u00a0cr')
    // the button is set in capitals: its credits unit in a piece that keeps "cr" as written
    expect(w.get('[data-test="play-again"] .unit').text()).toBe('cr')
    // and the words one piece in the button, a flex box whose gap would open between pieces
    const label = w.get('[data-test="play-again"]').element
    expect(label.children).toHaveLength(1)
    expect([...label.childNodes].filter((node) => node.nodeType === 3 && node.textContent)).toEqual(
      [],
    )
    expect(w.get('[data-test="notes-heading"]').text()).toBe('Settlement')
    i18n.global.locale.value = 'de'
    await settle()
    expect(w.get('[data-test="play-again"]').text()).toBe('Noch einmal · 50\u00a0Cr')
    expect(w.get('[data-test="play-again"] .unit').text()).toBe('Cr')
    expect(w.get('[data-test="notes-heading"]').text()).toBe('Abrechnung')
  })

  it('leaves Play again as it is where nothing is staked', async () => {
    const w = await resultOfForfeit('quick')
    expect(w.get('[data-test="play-again"]').text()).toBe('Play again')
  })
})

describe('the buttons after a win that opens a cantina', () => {
  it('lead to the campaign, with Play again kept beside it', async () => {
    await beatInMain(main, ['pip-odell', 'marla-quince'])
    const w = await resultOfWin('sister-kell', 200)
    expect(news(w)).toContain(
      t('campaign.note.locationOpen', { location: 'The Dune Lantern', planet: 'Ashmarrow' }),
    )
    expect(buttons(w)).toEqual([
      'result-map',
      'play-again',
      'result-back',
      'result-replay',
      'result-title-button',
    ])
    const map = w.get('[data-test="result-map"]')
    const again = w.get('[data-test="play-again"]')
    expect(map.text()).toBe('To the campaign')
    expect(map.classes()).toContain('primary')
    expect(map.attributes('data-focus-home')).toBe('1')
    expect(again.classes()).not.toContain('primary')
    expect(again.attributes('data-focus-home')).toBe('2')
    expect(again.attributes('disabled')).toBeUndefined()
    i18n.global.locale.value = 'de'
    await settle()
    expect(map.text()).toBe('Zur Kampagne')
    await map.trigger('click')
    expect(useNavigationStore().stack.map((r) => r.screen)).toEqual(['title', 'campaign'])
  })

  it('keep Play again first after a win that opens nothing', async () => {
    const w = await resultOfWin('pip-odell')
    expect(buttons(w)).toEqual([
      'play-again',
      'result-back',
      'result-replay',
      'result-title-button',
    ])
    expect(w.get('[data-test="play-again"]').classes()).toContain('primary')
    expect(w.get('[data-test="play-again"]').attributes('data-focus-home')).toBe('1')
  })
})
