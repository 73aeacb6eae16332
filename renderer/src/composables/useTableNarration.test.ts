// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, shallowRef } from 'vue'
import type { MatchEvent } from '@common/match'
import { apply, createMatch, view, type Action, type MatchState } from '@main/engine'
import type { MatchUpdate } from '@preload/contract'
import { CLASSIC } from '@tools/testing/engine-main'
import { i18n } from '@/i18n'
import type { Cue } from '@/stores/match'
import { useTableNarration } from './useTableNarration'

/** The narration of a table where the player sits in seat 0 against Tobin, fed cue by cue. */
function table() {
  const cue = shallowRef<Cue | null>(null)
  const update = shallowRef<MatchUpdate | null>(null)
  let lines: ReturnType<typeof useTableNarration> | null = null
  mount(
    defineComponent(() => {
      lines = useTableNarration(
        cue,
        () => ({ you: 0, opponent: 'Tobin', rules: 'classic' }),
        () => update.value,
      )
      return () => h('div')
    }),
    { global: { plugins: [i18n] } },
  )
  let id = 0
  const show = async (event: MatchEvent) => {
    cue.value = { id: ++id, kind: 'event', event, duration: 0 }
    await nextTick()
  }
  /** main's update for the table drawn from its view (a match picked up again) */
  const draw = async (state: MatchState, events: MatchEvent[] = []) => {
    update.value = { events, view: view(state, 0) } as unknown as MatchUpdate
    await nextTick()
  }
  return { show, draw, said: () => lines!.value.map((line) => line.text) }
}

/** A classic round played by the real engine: you 8 +4 9 ±2(−), Tobin 6 and stands. */
function playedRound(): MatchState {
  let state = createMatch(CLASSIC).state
  const moves: Action[] = [
    { type: 'play', player: 0, card: '+4' },
    { type: 'end', player: 0 },
    { type: 'stand', player: 1 },
    { type: 'play', player: 0, card: '±2', sign: '-' },
  ]
  for (const move of moves) {
    const next = apply(state, move)
    if (!next.ok) throw new Error(next.error.reason)
    state = next.state
  }
  return state
}

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('the table in words', () => {
  it('says each draw, play, stand and bust with its total, the player’s own as "you"', async () => {
    const { show, said } = table()
    await show({ type: 'draw', player: 1, value: 7, total: 12 })
    await show({ type: 'draw', player: 0, value: 4, total: 4 })
    await show({ type: 'play', player: 0, card: '±3', sign: '-', value: -3, total: 1 })
    await show({ type: 'stand', player: 1, total: 18, auto: false })
    await show({ type: 'bust', player: 0, total: 23 })
    expect(said()).toEqual([
      'Tobin draws 7: total 12.',
      'You draw 4: total 4.',
      'You play ±3 (−): total 1.',
      'Tobin stands on 18.',
      'You bust with 23.',
    ])
  })

  it('leaves out what the banner and the turn light already say, and keeps the last six lines', async () => {
    const { show, said } = table()
    await show({ type: 'turn', player: 1 })
    await show({ type: 'endTurn', player: 1, total: 9 })
    expect(said()).toEqual([])
    for (let total = 1; total <= 8; total++)
      await show({ type: 'draw', player: 1, value: 1, total })
    expect(said()).toHaveLength(6)
    expect(said().at(-1)).toBe('Tobin draws 1: total 8.')
  })

  it('a table drawn without events (picked up again) starts with what lies on each table', async () => {
    const { draw, show, said } = table()
    await draw(playedRound())
    expect(said()).toEqual([
      'You have 8, +4, 9, and −2 on the table: total 19.',
      'Tobin has 6 on the table and stands on 6.',
    ])
    // an update with events is said event by event as it is shown, never as a table
    await draw(playedRound(), [{ type: 'stand', player: 0, total: 19, auto: false }])
    await show({ type: 'stand', player: 0, total: 19, auto: false })
    expect(said()).toHaveLength(3)
    expect(said().at(-1)).toBe('You stand on 19.')
  })

  it('says an empty table not at all, and a picked-up table in German', async () => {
    i18n.global.locale.value = 'de'
    const { draw, said } = table()
    await draw(createMatch(CLASSIC).state)
    expect(said()).toEqual(['Du hast 8 auf dem Tisch: Summe 8.'])
    await draw(playedRound())
    expect(said().slice(1)).toEqual([
      'Du hast 8, +4, 9 und −2 auf dem Tisch: Summe 19.',
      'Tobin hat 6 auf dem Tisch und hält bei 6.',
    ])
  })

  it('speaks German with the game’s German words', async () => {
    i18n.global.locale.value = 'de'
    const { show, said } = table()
    await show({ type: 'play', player: 1, card: '+3', sign: null, value: 3, total: 15 })
    await show({ type: 'stand', player: 0, total: 19, auto: false })
    expect(said()).toEqual(['Tobin legt +3: Summe 15.', 'Du hältst bei 19.'])
  })
})
