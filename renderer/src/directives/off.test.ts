// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref, withDirectives } from 'vue'
import { vOff } from './off'

/** Two buttons: Save (off while `off` holds, counting its clicks) and a neighbour to Tab to. */
function bench() {
  const off = ref(false)
  const clicks = ref(0)
  const wrapper = mount(
    defineComponent(() => () => [
      withDirectives(h('button', { id: 'save', onClick: () => clicks.value++ }, 'Save'), [
        [vOff, off.value],
      ]),
      h('button', { id: 'next' }, 'Next'),
    ]),
    { attachTo: document.body },
  )
  const save = wrapper.get('#save').element as HTMLButtonElement
  const next = wrapper.get('#next').element as HTMLButtonElement
  return { off, clicks, wrapper, save, next }
}

let unmount: (() => void) | null = null
afterEach(() => unmount?.())

describe('v-off', () => {
  it('disables a button that is off while the focus is elsewhere, and turns it on again', async () => {
    const { off, wrapper, save } = bench()
    unmount = () => wrapper.unmount()
    off.value = true
    await nextTick()
    expect(save.disabled).toBe(true)
    expect(save.hasAttribute('aria-disabled')).toBe(false)
    off.value = false
    await nextTick()
    expect(save.disabled).toBe(false)
  })

  it('keeps the focus on a button turned off under it, off to clicks and keys', async () => {
    const { off, clicks, wrapper, save } = bench()
    unmount = () => wrapper.unmount()
    save.focus()
    save.click()
    expect(clicks.value).toBe(1)
    off.value = true
    await nextTick()
    expect(document.activeElement).toBe(save)
    expect(save.disabled).toBe(false)
    expect(save.getAttribute('aria-disabled')).toBe('true')
    save.click()
    expect(clicks.value).toBe(1)
    // on again where the player still is: it answers again
    off.value = false
    await nextTick()
    expect(document.activeElement).toBe(save)
    expect(save.hasAttribute('aria-disabled')).toBe(false)
    save.click()
    expect(clicks.value).toBe(2)
  })

  it('disables the held button once the focus moves on, so Tab skips it', async () => {
    const { off, wrapper, save, next } = bench()
    unmount = () => wrapper.unmount()
    save.focus()
    off.value = true
    await nextTick()
    next.focus()
    expect(save.disabled).toBe(true)
    expect(save.hasAttribute('aria-disabled')).toBe(false)
    off.value = false
    await nextTick()
    expect(save.disabled).toBe(false)
  })

  it('starts disabled when it is off from the first', () => {
    const off = ref(true)
    const wrapper = mount(
      defineComponent(() => () => withDirectives(h('button', 'Go'), [[vOff, off.value]])),
    )
    unmount = () => wrapper.unmount()
    expect((wrapper.element as HTMLButtonElement).disabled).toBe(true)
  })
})
