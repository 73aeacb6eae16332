// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { useChoicesStore } from './choices'
import { useProfileStore } from './profile'

function profile(slot: 1 | 2, createdAt = '2026-01-01T00:00:00.000Z') {
  return {
    slot,
    name: 'Vessa',
    credits: 1000,
    createdAt,
    updatedAt: createdAt,
    location: 'The Rusted Anchor',
    matchInProgress: false,
    portrait: '',
    key: `${slot}.1`,
  }
}

/** A fresh app (new Pinia) on the same browser storage, with this profile loaded. */
function app(slot: 1 | 2, createdAt?: string) {
  setActivePinia(createPinia())
  useProfileStore().current = profile(slot, createdAt)
  return useChoicesStore()
}

beforeEach(() => localStorage.clear())

describe('the last choices', () => {
  it('are remembered per save, for the quick match, the hot-seat table and each cantina', () => {
    app(1).rememberQuick({ rules: 'tournament', tier: 'master', deckId: null })
    const hotseat = {
      rules: 'cantina' as const,
      seats: [
        { name: 'Maren', deckId: null },
        { name: 'Jor', deckId: 'd3' },
      ],
    }
    app(1).rememberHotseat(hotseat)
    expect(app(1).hotseat()).toEqual(hotseat)
    expect(app(2).hotseat()).toEqual({})
    app(1).rememberCantina('rusted-anchor', { opponentId: 'pip-odell', deckId: 'd2', wager: 300 })
    expect(app(1).quick()).toEqual({ rules: 'tournament', tier: 'master', deckId: null })
    expect(app(1).cantina('rusted-anchor')).toEqual({
      opponentId: 'pip-odell',
      deckId: 'd2',
      wager: 300,
    })
    expect(app(1).cantina('dune-lantern')).toEqual({})
    // another save, or a new save in the same slot, starts from the defaults
    expect(app(2).quick()).toEqual({})
    expect(app(1, '2026-02-02T00:00:00.000Z').quick()).toEqual({})
  })

  it('ignore what storage holds when it is not theirs to read', () => {
    localStorage.setItem('pazaak.choices.1.2026-01-01T00:00:00.000Z.quick', '{ not json')
    expect(app(1).quick()).toEqual({})
  })
})
