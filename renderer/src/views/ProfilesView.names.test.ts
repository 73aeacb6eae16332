// @vitest-environment happy-dom
/**
 * The save slots' buttons as a screen reader names them, over the real api router on a
 * temporary data folder: three slots drawn alike must not read as three "Delete" buttons.
 */
import { mount } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { default: ProfilesView } = await import('./ProfilesView.vue')

const { main, settle } = useRealMainPerTest(real, 'profiles-names', { pinia: true })

describe('the save slots’ buttons', () => {
  it('name the save they act on, or the slot a new game would go in, in German too', async () => {
    await main('profiles.create', { slot: 1, name: 'Revan' })
    await main('profiles.create', { slot: 3, name: 'Bastila' })
    const w = mount(ProfilesView, { global: { plugins: [i18n] } })
    await settle()
    const label = (slot: number, test: string): string | undefined =>
      w.get(`[data-test="slot-${slot}"] [data-test="${test}"]`).attributes('aria-label')
    expect(label(1, 'delete-slot')).toBe('Delete Revan’s save')
    expect(label(3, 'delete-slot')).toBe('Delete Bastila’s save')
    expect(label(1, 'load-slot')).toBe('Load Revan’s save')
    expect(label(3, 'rename-slot')).toBe('Rename Bastila')
    // the name said still begins with the word on the button, for voice control
    expect(label(2, 'create-slot')).toBe('Start new game in slot 2')
    i18n.global.locale.value = 'de'
    await settle()
    expect(label(1, 'delete-slot')).toBe('Spielstand von Revan löschen')
    expect(label(2, 'create-slot')).toBe('Neues Spiel beginnen – Platz 2')
    w.unmount()
  })
})
