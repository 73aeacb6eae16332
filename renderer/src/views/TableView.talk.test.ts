// @vitest-environment happy-dom
/**
 * The opponent talks at the table: a greeting as the player sits down, a line at some round
 * ends, each in its plate's second line for a few seconds, then the plate's own line again.
 * Over the real api router on a temporary data folder (the store's timers faked, never waited).
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { plainMove } from '@/testing/plain-move'
import { createPinia, setActivePinia } from 'pinia'
import { moveOn } from '@/testing/move-on'
import { mountTable, openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { TALK_SHOWN_MS } = await import('@/composables/useTableTalk')

const { settle } = useRealMainPerTest(real, 'table-talk', {
  profile: { slot: 1, name: 'Talon' },
})
const clock = useStoreClock()

const plate = (w: VueWrapper) => w.get('[data-test="their-table"] .plate')
const talk = (w: VueWrapper) => plate(w).find('[data-test="talk"]')
/** The line as the player reads it: the catalogue's words in English quotation marks. */
const quoted = (key: string) => `“${i18n.global.t(key)}”`

describe('the opponent’s table talk', () => {
  it('greets the player as the match starts, then gives the plate its line back', async () => {
    const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    const key = talk(w).attributes('data-key') ?? ''
    // the rookie's house player is the nervous sort
    expect(key).toMatch(/^talk\.voice\.nervous\.greeting\.[a-h]$/)
    expect(talk(w).text()).toBe(quoted(key))
    expect(talk(w).attributes('aria-hidden')).toBe('true')
    expect(plate(w).find('.subtitle').exists()).toBe(false)

    await vi.advanceTimersByTimeAsync(TALK_SHOWN_MS)
    expect(talk(w).exists()).toBe(false)
    expect(plate(w).find('.subtitle').text()).toBe(
      i18n.global.t('campaign.opponent.quick-rookie.title'),
    )
  })

  it('says a line at a round’s end, and keeps quiet again after it', async () => {
    const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
    await settle()
    await vi.advanceTimersByTimeAsync(TALK_SHOWN_MS)
    const match = useMatchStore()
    let said: string | undefined
    while (match.update && !match.update.result && !said) {
      await moveOn(settle, match.act(plainMove(match.update)))
      if (talk(w).exists()) said = talk(w).attributes('data-key')
    }
    expect(said).toMatch(/^talk\.voice\.nervous\.(roundWon|roundLost|theyBust|youBust)\.[a-f]$/)
    expect(talk(w).text()).toBe(quoted(said ?? ''))

    await vi.advanceTimersByTimeAsync(TALK_SHOWN_MS)
    expect(talk(w).exists()).toBe(false)
  })

  it('keeps quiet when the player has turned the talk off in Settings', async () => {
    setActivePinia(createPinia())
    Object.assign(useSettingsStore().settings, { reducedMotion: 'on', tableTalk: false })
    await useMatchStore().start(quickStart('classic', 57))
    const w = mountTable(clock)
    await settle()
    expect(talk(w).exists()).toBe(false)
    expect(plate(w).find('.subtitle').exists()).toBe(true)
  })
})
