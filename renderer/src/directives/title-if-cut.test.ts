// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, withDirectives } from 'vue'
import { vTitleIfCut } from './title-if-cut'

/** A name in a box `box` px wide whose text needs `text` px (happy-dom lays nothing out). */
function nameIn(box: number, text: number): HTMLElement {
  const wrapper = mount(
    defineComponent(
      () => () => withDirectives(h('span', 'Isadora Vantreight-Wolde'), [[vTitleIfCut]]),
    ),
  )
  const el = wrapper.element as HTMLElement
  Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => box })
  Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => text })
  return el
}

describe('v-title-if-cut', () => {
  it('gives a name its ellipsis cut short its whole self as a title as the pointer comes', () => {
    const el = nameIn(120, 180)
    expect(el.hasAttribute('title')).toBe(false)
    el.dispatchEvent(new Event('pointerenter'))
    expect(el.title).toBe('Isadora Vantreight-Wolde')
  })

  it('gives a name shown whole no title, and takes it back once the window lets it be whole', () => {
    const el = nameIn(200, 180)
    el.dispatchEvent(new Event('pointerenter'))
    expect(el.hasAttribute('title')).toBe(false)
    Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => 100 })
    el.dispatchEvent(new Event('pointerenter'))
    expect(el.title).toBe('Isadora Vantreight-Wolde')
    Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => 200 })
    el.dispatchEvent(new Event('pointerenter'))
    expect(el.hasAttribute('title')).toBe(false)
  })
})
