// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import { mount } from '@vue/test-utils'
import { i18n } from '@/i18n'
import { useLabels } from './useLabels'

/** A component that shows one plain and one parameterised label, as the table's parts do. */
const Labels = defineComponent({
  setup() {
    const { t } = useLabels()
    return () => h('p', [h('span', t('table.total')), h('span', t('table.round', { n: 3 }))])
  },
})

describe('useLabels: the table words remembered per language', () => {
  it('gives the words vue-i18n gives, and follows a change of language at once', async () => {
    const w = mount(Labels, { global: { plugins: [i18n] } })
    const say = (key: string, named?: Record<string, unknown>) =>
      named ? String(i18n.global.t(key, named)) : String(i18n.global.t(key))
    try {
      expect(w.findAll('span').map((s) => s.text())).toEqual([
        say('table.total'),
        say('table.round', { n: 3 }),
      ])
      const english = w.text()
      i18n.global.locale.value = 'de'
      await nextTick()
      expect(w.findAll('span').map((s) => s.text())).toEqual([
        say('table.total'),
        say('table.round', { n: 3 }),
      ])
      expect(w.text()).not.toBe(english)
    } finally {
      i18n.global.locale.value = 'en'
      w.unmount()
    }
  })
})
