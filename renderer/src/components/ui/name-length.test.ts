// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref, withDirectives, vModelText } from 'vue'
import { MAX_DECK_NAME } from '@common/decks'
import { MAX_PLAYER_NAME } from '@common/players'
import { nameLength } from '@common/players'
import { fitName, vNameMax } from './name-length'
import { usePasteCut } from './name-cut'

const FAMILY = '👨‍👩‍👧‍👦' // seven code points, one character on screen

describe('a name’s length', () => {
  it('is counted in code points, as main counts it: an emoji is one, not two', () => {
    expect(nameLength('😀'.repeat(24))).toBe(24)
    expect(nameLength(FAMILY)).toBe(7)
  })

  it('is fitted a whole character at a time, never inside a family emoji', () => {
    const name = 'Deck ' + FAMILY.repeat(4) // 5 + 28 = 33 code points, one past a deck's limit
    const { text } = fitName('', name, MAX_DECK_NAME)
    expect(text).toBe('Deck ' + FAMILY.repeat(3))
    expect(text.endsWith('\u200d')).toBe(false)
  })

  it('keeps what was typed before and cuts only what the edit put in, as maxlength does', () => {
    const before = 'ab' + 'x'.repeat(MAX_PLAYER_NAME - 2)
    // a letter typed between a and b at the limit is refused, the caret staying after a
    expect(fitName(before, 'aZ' + before.slice(1), MAX_PLAYER_NAME)).toEqual({
      text: before,
      caret: 1,
    })
    // a paste into the middle of a short name keeps only what fits
    expect(fitName('ab', 'a' + '😀'.repeat(30) + 'b', MAX_PLAYER_NAME).text).toBe(
      'a' + '😀'.repeat(MAX_PLAYER_NAME - 2) + 'b',
    )
  })
})

describe('v-name-max', () => {
  /** A name field with its limit and paste note, as the screens have them. */
  function field(max: number) {
    const name = ref('')
    const cut = usePasteCut(max)
    const wrapper = mount(
      defineComponent(
        () => () =>
          withDirectives(
            h('input', {
              type: 'text',
              'onUpdate:modelValue': (value: string) => (name.value = value),
              onPaste: cut.paste,
              onInput: cut.input,
            }),
            [
              [vNameMax, max],
              [vModelText, name.value],
            ],
          ),
      ),
      { attachTo: document.body },
    )
    return { input: wrapper.get('input'), name, cut, wrapper }
  }

  it('lets 24 emoji into a spacer’s name, where maxlength stopped at 12', async () => {
    const { input, name, wrapper } = field(MAX_PLAYER_NAME)
    await input.setValue('😀'.repeat(MAX_PLAYER_NAME))
    expect(name.value).toBe('😀'.repeat(MAX_PLAYER_NAME))
    await input.setValue('😀'.repeat(MAX_PLAYER_NAME + 1))
    expect(name.value).toBe('😀'.repeat(MAX_PLAYER_NAME))
    expect((input.element as HTMLInputElement).value).toBe(name.value)
    wrapper.unmount()
  })

  it('cuts a pasted name between characters, and the note says it was cut', async () => {
    const { input, name, cut, wrapper } = field(MAX_DECK_NAME)
    const pasted = 'Deck ' + FAMILY.repeat(4)
    const paste = new Event('paste', { bubbles: true })
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => pasted } })
    input.element.dispatchEvent(paste)
    // the browser puts the whole paste in; the limit cuts it
    await input.setValue(pasted)
    expect(name.value).toBe('Deck ' + FAMILY.repeat(3))
    expect(cut.isCut(name.value)).toBe(true)
    wrapper.unmount()
  })
})

describe('the room under a name field', () => {
  it('counts what is left in code points: twelve emoji leave a spacer’s name twelve', async () => {
    const { i18n } = await import('@/i18n')
    const { default: NameRoom } = await import('./NameRoom.vue')
    const room = mount(NameRoom, {
      props: { text: '😀'.repeat(12), max: MAX_PLAYER_NAME },
      global: { plugins: [i18n] },
    })
    expect(room.get('[data-test="name-full"]').text()).toBe('')
    await room.setProps({ text: '😀'.repeat(16) })
    expect(room.get('[data-test="name-left"]').text()).toBe(
      i18n.global.t('common.nameLeft', { n: 8 }, 8),
    )
    room.unmount()
  })
})
