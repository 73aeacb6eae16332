// @vitest-environment happy-dom
/**
 * The notices on screen: one live region, there before any notice, and a notice held while the
 * pointer rests on it or the focus is in it.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n'
import { NOTICE_MS, useNoticesStore } from '@/stores/notices'
import NoticeStack from './NoticeStack.vue'

beforeEach(() => {
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

describe('the notice stack', () => {
  it('is one polite live region, on the page before any notice comes', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    const region = wrapper.get('[data-test="notices"]')
    expect(region.attributes('aria-live')).toBe('polite')
    expect(region.text()).toBe('')
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    store.push({ key: 'screens.collection.saved', params: { name: 'Rim runner' } }, 'warning')
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(2)
    // no second region inside the first: each notice would be said twice, or not at all
    const regions = wrapper.findAll('[aria-live], [role="status"], [role="alert"], [role="log"]')
    expect(regions.map((r) => r.element)).toEqual([region.element])
    expect(region.text()).toContain('Deck “Rim runner” saved.')
    wrapper.unmount()
  })

  it('keeps a notice while the pointer is on it or the focus in it', async () => {
    const wrapper = mount(NoticeStack, { global: { plugins: [i18n] } })
    const store = useNoticesStore()
    store.push({ key: 'screens.collection.saved', params: { name: 'Bar brawler' } })
    await wrapper.vm.$nextTick()
    const notice = wrapper.get('[data-test="notice"]')
    await notice.trigger('mouseenter')
    await notice.get('button').trigger('focusin')
    vi.advanceTimersByTime(NOTICE_MS.info * 3)
    await notice.trigger('mouseleave')
    vi.advanceTimersByTime(NOTICE_MS.info * 3)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(1)
    await notice.get('button').trigger('focusout')
    vi.advanceTimersByTime(NOTICE_MS.info)
    await wrapper.vm.$nextTick()
    expect(wrapper.findAll('[data-test="notice"]')).toHaveLength(0)
    wrapper.unmount()
  })
})
