/**
 * The player's own hand row mounted for component tests: two playable cards (+4 and −3, making
 * 14 and 7) at a classic table waiting for the player, unless a test says otherwise. The hand's
 * own tests, the peek's and the touch-only device's all start from this hand. Test code only;
 * nothing in the app imports it.
 */
import { mount } from '@vue/test-utils'
import { createPinia, getActivePinia } from 'pinia'
import { i18n } from '@/i18n'
import HandRow from '@/components/table/HandRow.vue'

type HandProps = InstanceType<typeof HandRow>['$props']

/**
 * The hand of two playable cards; `props` replaces any of its props, `inPage` attaches it. The
 * stores are the test's own where it set some up (the input mode a test switches), else fresh.
 */
export function mountHand(props: Partial<HandProps> = {}, inPage = false) {
  return mount(HandRow, {
    props: {
      player: 0,
      rules: 'classic',
      slots: ['+4', '-3'],
      handSize: 2,
      playable: [true, true],
      signed: [false, false],
      outcomes: [[{ sign: null, total: 14 }], [{ sign: null, total: 7 }]],
      cue: null,
      label: 'Your hand',
      ...props,
    } as HandProps,
    global: { plugins: [i18n, getActivePinia() ?? createPinia()] },
    ...(inPage ? { attachTo: document.body } : {}),
  })
}
