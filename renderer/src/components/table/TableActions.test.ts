// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { i18n } from '@/i18n'
import { useInputStore } from '@/stores/input'
import { accessibleName } from '@/testing/accessible-name'
import TableActions from './TableActions.vue'

const props = { canEnd: true, canStand: true, canHint: true, canMenu: true, coached: null }

beforeEach(() => {
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
})

describe('the table’s button hints', () => {
  it('name the keys, the gamepad’s buttons while one is in use, and the keys again after', async () => {
    const wrapper = mount(TableActions, { props, global: { plugins: [i18n] } })
    const hints = () =>
      ['end', 'stand', 'hint', 'menu'].map((b) => wrapper.get(`[data-test="key-${b}"]`).text())
    expect(hints()).toEqual(['E', 'S', 'H', 'Esc'])
    const input = useInputStore()
    input.use('gamepad')
    await nextTick()
    // the pad's buttons as printed on it, the ones controls.ts gives each move
    expect(hints()).toEqual(['LB', 'RB', 'Y', 'Start'])
    expect(wrapper.get('[data-test="end-turn"]').attributes('title')).toContain('LB')
    input.use('keyboard')
    await nextTick()
    expect(hints()).toEqual(['E', 'S', 'H', 'Esc'])
  })

  it('are for the eye: each button is named by its words, its key given as its shortcut', async () => {
    const named = (w: ReturnType<typeof mount>) =>
      ['end-turn', 'stand', 'hint', 'menu'].map((b) => {
        const button = w.get(`[data-test="${b}"]`).element
        return [accessibleName(button), button.getAttribute('aria-keyshortcuts')]
      })
    const words = () =>
      (['end', 'stand', 'hint', 'menu'] as const).map((b) => i18n.global.t(`table.actions.${b}`))
    const shortcuts = ['E', 'S', 'H', 'Escape']
    const wrapper = mount(TableActions, { props, global: { plugins: [i18n] } })
    expect(named(wrapper)).toEqual(words().map((w, i) => [w, shortcuts[i]]))
    expect(named(wrapper)[0]).toEqual(['End Turn', 'E'])
    // a gamepad's buttons on the caps, the keyboard's keys still the shortcuts
    useInputStore().use('gamepad')
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(named(wrapper)).toEqual(words().map((w, i) => [w, shortcuts[i]]))
    expect(named(wrapper)[1]).toEqual(['Halten', 'S'])
    i18n.global.locale.value = 'en'
  })

  it('leave the advisor out of a table without one (hot-seat)', () => {
    const wrapper = mount(TableActions, {
      props: { ...props, noHint: true },
      global: { plugins: [i18n] },
    })
    expect(wrapper.find('[data-test="hint"]').exists()).toBe(false)
    expect(wrapper.find('[data-test="menu"]').exists()).toBe(true)
  })
})

describe('End turn and Stand over 20', () => {
  const title = (w: ReturnType<typeof mount>, test: string): string | undefined =>
    w.get(`[data-test="${test}"]`).attributes('title')

  it('say that either busts at this total, and go back to their usual tips under it', async () => {
    const t = i18n.global.t
    const wrapper = mount(TableActions, {
      props: { ...props, over: 24 as number | null },
      global: { plugins: [i18n] },
    })
    expect(title(wrapper, 'end-turn')).toBe(t('table.tips.endBust', { key: 'E', total: 24 }))
    expect(title(wrapper, 'stand')).toBe(t('table.tips.standBust', { key: 'S', total: 24 }))
    expect(title(wrapper, 'stand')).not.toBe(t('table.tips.stand', { key: 'S' }))
    // Stand is the same bust, off so that the one button lit for it says so (Take the Loss)
    expect(wrapper.get('[data-test="stand"]').attributes('disabled')).toBeDefined()
    await wrapper.setProps({ over: null })
    expect(wrapper.get('[data-test="stand"]').attributes('disabled')).toBeUndefined()
    expect(title(wrapper, 'end-turn')).toBe(t('table.tips.end', { key: 'E' }))
    expect(title(wrapper, 'stand')).toBe(t('table.tips.stand', { key: 'S' }))
  })

  it('End turn says it takes the loss over 20, a card to come back in hand or not', async () => {
    const wrapper = mount(TableActions, {
      props: { ...props, over: 22 as number | null, lost: false },
      global: { plugins: [i18n] },
    })
    const end = () => wrapper.get('[data-test="end-turn"]')
    expect(accessibleName(end().element)).toBe('Take the Loss')
    expect(end().get('kbd').text()).toBe('E')
    expect(end().attributes('aria-keyshortcuts')).toBe('E')
    await wrapper.setProps({ lost: true })
    expect(accessibleName(end().element)).toBe('Take the Loss')
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(accessibleName(end().element)).toBe('Runde abgeben')
    await wrapper.setProps({ over: null, lost: false })
    expect(accessibleName(end().element)).toBe('Zug beenden')
    i18n.global.locale.value = 'en'
  })

  it('in German too', () => {
    i18n.global.locale.value = 'de'
    const wrapper = mount(TableActions, {
      props: { ...props, over: 23 },
      global: { plugins: [i18n] },
    })
    expect(title(wrapper, 'stand')).toBe('Über 20 kein Halten: Bei 23 wärst du überkauft (S)')
    i18n.global.locale.value = 'en'
  })
})

describe('the tutorial coach’s pick', () => {
  it('takes the keyboard from the other button, so Enter does what the coach says', async () => {
    const wrapper = mount(TableActions, {
      props: { ...props, coached: 'end' as 'end' | 'stand' | null },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    const end = wrapper.get<HTMLButtonElement>('[data-test="end-turn"]').element
    const stand = wrapper.get<HTMLButtonElement>('[data-test="stand"]').element
    end.focus()
    await wrapper.setProps({ coached: 'stand' })
    await nextTick()
    expect(document.activeElement).toBe(stand)
    await wrapper.setProps({ coached: 'end' })
    await nextTick()
    expect(document.activeElement).toBe(end)
    wrapper.unmount()
  })

  it('leaves a control the player went to alone', async () => {
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    const wrapper = mount(TableActions, {
      props: { ...props, coached: null as 'end' | 'stand' | null },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    elsewhere.focus()
    await wrapper.setProps({ coached: 'stand' })
    await nextTick()
    expect(document.activeElement).toBe(elsewhere)
    wrapper.unmount()
    elsewhere.remove()
  })
})
