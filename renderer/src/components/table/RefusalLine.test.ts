// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import type { Refusal } from '@common/messages'
import type { RulesetId } from '@preload/contract'
import { i18n } from '@/i18n'
import RefusalLine from './RefusalLine.vue'

const line = (refusal: Refusal, rules: RulesetId) =>
  mount(RefusalLine, { props: { refusal, said: 1, rules }, global: { plugins: [i18n] } })
    .get('[data-test="refusal"]')
    .text()

describe("the table's refusal line", () => {
  it('names a card as the table draws it under its rules, never by its code', () => {
    const refusal: Refusal = { reason: 'no-such-card-in-hand', card: 'D' }
    const t = (card: string) => i18n.global.t('refusal.no-such-card-in-hand', { card })
    expect(line(refusal, 'tournament')).toBe(t('×2'))
    expect(line(refusal, 'classic')).toBe(t('D'))
    expect(line({ reason: 'no-such-card-in-hand', card: 'TB' }, 'classic')).toBe(t('±1T'))
  })
})
