// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n'
import {
  CLASSIC,
  openTable,
  pressKey as key,
  TEST_OPPONENT,
  type EngineMain,
} from '@tools/testing/engine-main'
import type { MatchSetup } from '@main/engine'

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

const TableView = (await import('./TableView.vue')).default

const table = (setup: MatchSetup) => openTable(TableView, setup, (b) => (backend = b))

const { id, name } = TEST_OPPONENT
afterEach(() => {
  i18n.global.locale.value = 'en'
  Object.assign(TEST_OPPONENT, { id, name })
})

describe('TableView names a house player named by what they are', () => {
  it('in German with its article, in the case each sentence asks for', async () => {
    // the quick match's KOTOR-tier house player, as main sends it (main/services/match/quick.ts)
    Object.assign(TEST_OPPONENT, { id: 'quick-kotor', name: 'The Table Droid' })
    i18n.global.locale.value = 'de'
    const w = await table(CLASSIC)
    const theirs = w.get('[data-test="their-table"]')
    // alone on its plate, as a name; in a sentence with its article
    expect(theirs.get('[data-test="name"]').text()).toBe('Tischdroide')
    expect(theirs.get('h2[data-test="table-heading"]').text()).toBe('Tisch des Tischdroiden')
    expect(w.get('[data-test="their-hand"]').attributes('aria-label')).toBe('Hand des Tischdroiden')
    await key('e') // the player ends on 8; the droid draws its 6 and ends its turn
    const said = w.findAll('[data-test="narration"] li').map((li) => li.text())
    expect(said).toContain('Der Tischdroide zieht 6: Summe 6.')
    w.unmount()
  })

  it('in English as the content names it', async () => {
    Object.assign(TEST_OPPONENT, { id: 'quick-kotor', name: 'The Table Droid' })
    const w = await table(CLASSIC)
    const theirs = w.get('[data-test="their-table"]')
    expect(theirs.get('h2[data-test="table-heading"]').text()).toBe("The Table Droid's table")
    w.unmount()
  })
})
