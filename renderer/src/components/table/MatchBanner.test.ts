// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { i18n } from '@/i18n'
import type { BannerEvent } from '@/stores/match'
import MatchBanner from './MatchBanner.vue'

const t = (key: string, named: Record<string, unknown> = {}): string =>
  String(i18n.global.t(key, named))

function banner(event: BannerEvent, rules: 'classic' | 'cantina' = 'classic') {
  return mount(MatchBanner, {
    props: { event, you: 0, opponent: 'The Quiet Stranger', rules },
    global: { plugins: [i18n] },
  })
}

describe('MatchBanner: who opens, and why', () => {
  it("gives the engine's high-card draws under the opener's name, each by who drew it", () => {
    const w = banner({
      type: 'opener',
      player: 1,
      draws: [
        [3, 3],
        [4, 9],
      ],
    })
    expect(w.get('.text').text()).toBe(t('table.banner.theyOpen', { name: 'The Quiet Stranger' }))
    expect(w.get('[data-test="banner-detail"]').text()).toBe(
      // said to be for the opener: "drew 9" is no card on the table
      t('table.opener.drawn', {
        draws: t('table.opener.afterTies', {
          ties: t('table.opener.tiedAt', { value: 3 }),
          // the name kept whole on a line: the banner wraps its lines evenly
          high: t('table.opener.theyDrewThen', {
            mine: 4,
            name: 'The\u00a0Quiet\u00a0Stranger',
            theirs: 9,
          }),
        }),
      }),
    )
    expect(w.get('[data-test="banner-detail"]').text()).toBe(
      'High card for the opener: both drew 3, a tie; then The\u00a0Quiet\u00a0Stranger drew 9, you drew 4',
    )
  })

  it('says the opener won the coin toss where no card was drawn', () => {
    const w = banner({ type: 'opener', player: 0, draws: [] }, 'cantina')
    expect(w.get('.text').text()).toBe(t('table.banner.youOpen'))
    expect(w.get('[data-test="banner-detail"]').text()).toBe('Won the coin toss')
  })

  it('has no second line for any other banner', () => {
    const w = banner({
      type: 'roundEnd',
      winner: 0,
      reason: 'stand',
      totals: [20, 18],
      roundWins: [1, 0],
    })
    expect(w.get('.text').text()).toBe(t('table.banner.roundWon'))
    expect(w.find('[data-test="banner-detail"]').exists()).toBe(false)
  })

  it('is for the eye only: the table’s log, on the page all along, says its words', () => {
    const w = banner({ type: 'matchEnd', winner: 1 })
    const shown = w.get('[data-test="banner"]')
    // born with its words, a live region here was often not read
    expect(shown.attributes('role')).toBeUndefined()
    expect(shown.attributes('aria-live')).toBeUndefined()
    expect(shown.attributes('aria-hidden')).toBe('true')
  })
})

describe('MatchBanner: the muck says whose cards it set aside', () => {
  const muck = (player: 0 | 1) =>
    mount(MatchBanner, {
      props: {
        event: { type: 'muck', player, cards: ['+3', '-4', 'D', 'TB'] },
        you: 0,
        opponent: 'The Quiet Stranger',
        rules: 'tournament',
      },
      global: { plugins: [i18n] },
    })
      .get('.text')
      .text()

  it('the player’s own, after a set they won, each card as the tournament draws it', () => {
    expect(muck(0)).toBe(t('table.banner.muckYou', { cards: '+3 \u22124 ×2 TB' }))
  })

  it('the opponent’s, by name, after a set they won', () => {
    expect(muck(1)).toBe(
      t('table.banner.muckThem', { name: 'The Quiet Stranger', cards: '+3 \u22124 ×2 TB' }),
    )
    expect(muck(1)).not.toBe(muck(0))
  })
})

describe('MatchBanner: the deck under it', () => {
  it('says while a banner lies on the table, so the deck beneath hides', async () => {
    const w = mount(MatchBanner, {
      props: { event: null, you: 0, opponent: 'The Quiet Stranger', rules: 'classic' },
      global: { plugins: [i18n] },
    })
    expect(w.emitted('covering')).toEqual([[false]])
    await w.setProps({ event: { type: 'opener', player: 0, draws: [] } })
    await w.setProps({ event: null })
    // (here the banner goes at once; on the table, false comes once it has faded out)
    expect(w.emitted('covering')).toEqual([[false], [true], [false]])
  })
})

describe('MatchBanner at a hot-seat table', () => {
  it('names the seat, never “you”, in the colour of the one holding the screen', () => {
    const names = ['Maren', 'Jor'] as const
    const end = (winner: 0 | 1): BannerEvent => ({
      type: 'roundEnd',
      winner,
      reason: 'stand',
      totals: [20, 18],
      roundWins: [1, 0],
    })
    const seen = (winner: 0 | 1) =>
      mount(MatchBanner, {
        props: { event: end(winner), you: 0, opponent: 'Jor', rules: 'classic', names },
        global: { plugins: [i18n] },
      })
    const won = seen(0)
    expect(won.get('.text').text()).toBe(t('table.banner.roundLost', { name: 'Maren' }))
    expect(won.get('[data-test="banner"]').classes()).toContain('good')
    const lost = seen(1)
    expect(lost.get('.text').text()).toBe(t('table.banner.roundLost', { name: 'Jor' }))
    expect(lost.get('[data-test="banner"]').classes()).toContain('bad')
  })
})
