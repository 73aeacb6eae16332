/**
 * What every name field's room (components/ui/NameRoom.vue) must do, for the component tests of
 * the screens that have one: the count under the field near the limit, said at the steps only,
 * and the full line at the limit. Test code only; nothing in the app imports it.
 */
import type { VueWrapper } from '@vue/test-utils'
import { expect } from 'vitest'
import { i18n } from '@/i18n'

/**
 * Types into the field from eleven characters short of `max` to `max`, checking the room shown
 * under it inside `area` (a selector around the field and its room) at each step.
 */
export async function typeToTheLimit(
  wrapper: VueWrapper,
  area: string,
  field: string,
  max: number,
): Promise<void> {
  const t = i18n.global.t
  const shown = () => wrapper.find(`${area} [data-test="name-left"]`)
  const said = () => wrapper.get(`${area} [data-test="name-left-said"]`)
  const full = () => wrapper.get(`${area} [data-test="name-full"]`).text()
  const left = (n: number): string => t('common.nameLeft', { n }, n)
  const type = (length: number) => wrapper.get(`${area} ${field}`).setValue('x'.repeat(length))
  expect(said().attributes('aria-live')).toBe('polite')

  await type(max - 11)
  expect(shown().exists()).toBe(false)
  expect(said().text()).toBe('')
  await type(max - 10)
  expect(shown().text()).toBe(left(10))
  expect(said().text()).toBe(left(10))
  // the count follows each key for the eye; the screen reader is told only at ten and five
  await type(max - 9)
  expect(shown().text()).toBe(left(9))
  expect(shown().attributes('aria-hidden')).toBe('true')
  expect(said().text()).toBe(left(10))
  await type(max - 5)
  expect(said().text()).toBe(left(5))
  await type(max - 1)
  expect(shown().text()).toBe(left(1))
  expect(said().text()).toBe(left(5))
  expect(full()).toBe('')
  // full: the count goes, and the line that says a name can be no longer takes its place
  await type(max)
  expect(shown().exists()).toBe(false)
  expect(said().text()).toBe('')
  expect(full()).toBe(t('common.nameFull', { max }))
}
