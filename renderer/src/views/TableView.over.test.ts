// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { flushPromises } from '@vue/test-utils'
import { i18n } from '@/i18n'
import { CLASSIC, openTable, type EngineMain } from '@tools/testing/engine-main'

/*
 * A total over 20 on the player's turn, against main's real engine: the total turns the danger
 * colour and End turn and Stand say that they bust there.
 */
let backend: EngineMain
vi.mock('@/bridge', async (original) => {
  const real = await original<typeof import('@/bridge')>()
  return {
    ...real,
    call: vi.fn((name: never, arg: never) => backend.call(name, arg)),
    request: vi.fn(async () => ({ ok: true, value: null })),
  }
})
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const { useMatchStore } = await import('@/stores/match')
const TableView = (await import('./TableView.vue')).default

describe('the table over 20', () => {
  it('warns on the total and on End turn and Stand while it is over 20', async () => {
    // you 9, the test opponent 5; you 9 = 18, it 5 = 10; you draw 6: 24 on your turn
    const w = await openTable(
      TableView,
      {
        ...CLASSIC,
        hands: [
          ['-3', '-2', '+1', '+2'],
          ['+1', '+2', '+3', '-1'],
        ],
        draws: [9, 5, 9, 5, 6],
      },
      (b) => (backend = b),
    )
    const match = useMatchStore()
    await match.act({ type: 'end' })
    await flushPromises()
    await match.act({ type: 'end' })
    await flushPromises()

    const t = i18n.global.t
    const mine = () => w.get('[data-test="my-table"] [data-test="total"]')
    const tip = (test: string) => w.get(`[data-test="${test}"]`).attributes('title')
    expect(mine().get('[data-test="total-value"]').text()).toBe('24')
    expect(mine().classes()).toContain('over')
    expect(tip('end-turn')).toBe(t('table.tips.endBust', { key: 'E', total: 24 }))
    expect(tip('stand')).toBe(t('table.tips.standBust', { key: 'S', total: 24 }))

    // −3 and the total is 21: still over, still a bust to stand on
    await match.act({ type: 'play', card: '-3' })
    await flushPromises()
    expect(tip('stand')).toBe(t('table.tips.standBust', { key: 'S', total: 21 }))
    w.unmount()
  })
})
