// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import TurnLight from './TurnLight.vue'

/** The x of a triangle's lone point (its tip) in the arrow's own drawing. */
function tipX(path: string): number {
  const xs = [...path.matchAll(/[ML](\d+) (\d+)/g)].map((m) => Number(m[1]))
  const lone = xs.find((x) => xs.filter((other) => other === x).length === 1)
  if (lone === undefined) throw new Error(`no tip in ${path}`)
  return lone
}

describe('the turn light', () => {
  it('draws its arrows as shapes that point to each side, whose turn it is said too', () => {
    const w = mount(TurnLight, { props: { whose: 'you', label: 'Your turn', said: 'Your turn' } })
    const [left, right] = w.findAll('svg.arrow')
    expect(left?.classes()).toContain('left')
    expect(right?.classes()).toContain('right')
    // a drawn triangle keeps its direction where forced colours repaint every border
    expect(tipX(left!.get('path').attributes('d')!)).toBe(0)
    expect(tipX(right!.get('path').attributes('d')!)).toBe(14)
    expect(w.get('[data-test="turn-light"]').attributes('data-whose')).toBe('you')
    expect(w.get('[data-test="status"]').text()).toBe('Your turn')
    // which arrow reads as lit, in every colour mode, is drawn by Chromium: e2e/turn-light.spec.ts
  })

  it('tells a screen reader what it is given to say, on the page all along, not the label', async () => {
    const w = mount(TurnLight, {
      props: { whose: 'them', label: 'Wendel is thinking…', said: "Wendel's turn" },
    })
    expect(w.get('[data-test="status"]').attributes('aria-hidden')).toBe('true')
    const said = w.get('[data-test="status-said"]')
    expect(said.attributes('aria-live')).toBe('polite')
    expect(said.text()).toBe("Wendel's turn")
    // between rounds it is empty, and stays on the page for the next turn's words
    await w.setProps({ whose: null, label: 'Dealing…', said: '' })
    expect(w.get('[data-test="status-said"]').text()).toBe('')
  })

  it('sets a status naming a long one-word name smaller, offered breaks, a short one as it was', async () => {
    const w = mount(TurnLight, {
      props: {
        whose: 'you',
        label: 'Kesselflickerinnungsmeis ist am Zug',
        said: '',
        names: ['Kesselflickerinnungsmeis', 'Maren'],
      },
    })
    const status = w.get('[data-test="status"]')
    expect(status.classes()).toContain('long')
    expect(status.get('[data-test="name-words"]').attributes('data-drawn')).toContain('\u00ad')
    expect(status.text()).toBe('Kesselflickerinnungsmeis ist am Zug')
    await w.setProps({ label: 'Maren ist am Zug' })
    expect(w.get('[data-test="status"]').classes()).not.toContain('long')
    expect(w.find('[data-test="name-words"]').exists()).toBe(false)
  })
})
