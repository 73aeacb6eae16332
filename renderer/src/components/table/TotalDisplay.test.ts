// @vitest-environment happy-dom
/**
 * The total above a grid as it counts: a new round's 0 shows at once (the grid is cleared at
 * once), and the colours for 20 and over follow the number shown, not the one it counts to.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import TotalDisplay from './TotalDisplay.vue'

/** A total with every motion at its full length (scale 1). */
const total = (value: number) =>
  mount(TotalDisplay, {
    props: {
      player: 0 as const,
      total: value,
      target: 20,
      standing: false,
      busted: false,
      bustKey: 0,
      twentyKey: 0,
      scale: 1,
      label: 'Total',
    },
    global: { plugins: [i18n] },
  })

const shown = (w: ReturnType<typeof total>): string => w.get('[data-test="total-value"]').text()

describe('the total as it counts', () => {
  it('shows a new round’s 0 at once, with no count down beside the empty grid', async () => {
    const w = total(20)
    await w.setProps({ total: 0 })
    expect(shown(w)).toBe('0')
    expect(w.classes()).not.toContain('twenty')
    w.unmount()
  })

  it('is not red on its way to a bust, nor gold on its way past 20', async () => {
    const w = total(15)
    await w.setProps({ total: 22 })
    // the count has only begun: 15 is shown, in the plain colour
    expect(shown(w)).toBe('15')
    expect(w.classes()).not.toContain('over')
    expect(w.classes()).not.toContain('twenty')
    w.unmount()
  })

  it('shows another seat’s total at once as the table turns to face it (hot-seat)', async () => {
    const w = total(8)
    await w.setProps({ player: 1, total: 2 })
    expect(shown(w)).toBe('2')
    // and a card landing for that seat counts again, from its own number
    await w.setProps({ total: 12 })
    expect(shown(w)).toBe('2')
    w.unmount()
  })

  it('takes the colours once the number shown is there (no motion: at once)', async () => {
    const w = total(15)
    await w.setProps({ scale: 0, total: 22 })
    expect(shown(w)).toBe('22')
    expect(w.classes()).toContain('over')
    await w.setProps({ total: 20 })
    expect(w.classes()).toContain('twenty')
    w.unmount()
  })

  it('marks 20 as the target reached, not over it; 21 is over', async () => {
    const w = total(15)
    await w.setProps({ scale: 0, total: 20 })
    expect(w.classes()).toContain('twenty')
    expect(w.classes()).not.toContain('over')
    await w.setProps({ total: 21 })
    expect(w.classes()).toContain('over')
    expect(w.classes()).not.toContain('twenty')
    w.unmount()
  })
})
