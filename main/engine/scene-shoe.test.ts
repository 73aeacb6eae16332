import { describe, expect, it } from 'vitest'
import { advanceScene, cloneScene } from '@common/scene'
import type { CardCode } from '@common/cards'
import { legalActions } from './legal'
import { apply, createMatch } from './match'
import { view } from './view'

const CANTINA: CardCode[] = ['+1', '+2', '+3', '+4', '+5', '-1', '-2', '-3', '±1', '±2']

describe("the cantina's shoe on the table being shown", () => {
  it('is never a shoe of 0 while the first round is dealt after the hands are chosen', () => {
    for (let seed = 1; seed <= 40; seed++) {
      let { state } = createMatch({ rules: 'cantina', seed, sideDecks: [CANTINA, CANTINA] })
      expect(state.phase).toBe('choose')
      const before = view(state, 0)
      expect(before.shoeLeft).toBe(0)
      const scene = cloneScene(before)
      for (const player of [0, 1] as const) {
        const choice = legalActions(state, player).find((a) => a.type === 'choose')
        if (!choice) throw new Error(`seat ${player} has no hand to choose`)
        const step = apply(state, choice)
        if (!step.ok) throw new Error(`seed ${seed}: the choice was refused`)
        state = step.state
        for (const event of step.events) {
          advanceScene(scene, event)
          if (scene.phase !== 'choose') expect(scene.shoeLeft, `seed ${seed}`).not.toBe(0)
        }
      }
      // main's view, once the events have played, tells the shoe as dealt
      expect(view(state, 0).shoeLeft).toBeGreaterThan(0)
    }
  })
})
