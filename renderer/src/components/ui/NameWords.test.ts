// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import NameWords from './NameWords.vue'
import { SOFT_HYPHEN } from './name-breaks'

describe('a text that holds a player name', () => {
  it('draws a long one-word name with its breaks, and keeps the text as typed on the page', () => {
    const w = mount(NameWords, { props: { text: 'Donaudampfschifffahrtska beginnt' } })
    const drawn = w.get('[data-test="name-words"]')
    expect(drawn.attributes('data-drawn')).toBe(
      `Donau${SOFT_HYPHEN}dampf${SOFT_HYPHEN}schiff${SOFT_HYPHEN}fahrtska beginnt`,
    )
    // what a screen reader and a copy read: the name with no soft hyphen in it
    expect(w.text()).toBe('Donaudampfschifffahrtska beginnt')
    expect(w.get('.visually-hidden').text()).not.toContain(SOFT_HYPHEN)
  })

  it('writes a short name, or one of short words, as plain text', () => {
    const w = mount({
      components: { NameWords },
      template: '<p><NameWords text="Maren beat Jor" /></p>',
    })
    expect(w.html()).toBe('<p>Maren beat Jor</p>')
  })
})
