/**
 * For component and store tests only: main's match calls answered by the REAL engine, with a
 * plain opponent (stands at 17 or more) in place of the AI service. The renderer under test
 * gets the same MatchUpdate shapes main sends, built from real engine views and events.
 */
import {
  apply,
  createMatch,
  legalActions,
  totalOf,
  view,
  type Action,
  type MatchEvent,
  type MatchSetup,
  type MatchState,
} from '@main/engine'
import type { Component } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import type { CallArg, CallName, CallResult, MatchUpdate, OpponentInfo } from '@preload/contract'
import { refusalMessage } from '@common/messages'
import { BridgeError } from '@/bridge'
import { i18n } from '@/i18n'
import { useMatchStore } from '@/stores/match'
import { useSettingsStore } from '@/stores/settings'

export const TEST_OPPONENT: OpponentInfo = {
  id: 'test-dealer',
  name: 'Vessa Quill',
  title: 'Deals fast, talks faster',
  tier: 'rookie',
  portrait:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#5fb7c9"/></svg>',
}

export const CLASSIC_DECK: MatchSetup['sideDecks'][0] = [
  '+1',
  '+2',
  '+3',
  '-1',
  '-2',
  '-3',
  '±1',
  '±2',
  '±3',
  '+4',
]

/**
 * The classic deal the table's tests play: the player opens on 8 with +4, −3, ±2 and +1 in
 * hand; the opponent draws 6, the player 9, the opponent 7.
 */
export const CLASSIC: MatchSetup = {
  rules: 'classic',
  seed: 11,
  opener: 0,
  sideDecks: [CLASSIC_DECK, CLASSIC_DECK],
  hands: [
    ['+4', '-3', '±2', '+1'],
    ['+1', '+2', '+3', '-1'],
  ],
  draws: [8, 6, 9, 7],
}

/**
 * A table test's start: a fresh Pinia with nothing animated, a quick match started in the
 * match store on `setup`, and `table` (TableView, imported by the test after its mocks) mounted
 * on it, its opening deal shown. `serve` hands the engine to the test file's mocked bridge,
 * which reads it from there (vi.mock is hoisted in each file, so it cannot live here).
 */
export async function openTable(
  table: Component,
  setup: MatchSetup,
  serve: (backend: EngineMain) => void,
  wager = 0,
): Promise<VueWrapper> {
  serve(engineMain(setup, wager))
  const pinia = createPinia()
  setActivePinia(pinia)
  useSettingsStore().settings.reducedMotion = 'on'
  await useMatchStore().start({ mode: 'quick', rules: setup.rules, tier: 'rookie', deckId: 'd' })
  const wrapper = mount(table, { global: { plugins: [pinia, i18n] }, attachTo: document.body })
  await flushPromises()
  await logOnPage()
  return wrapper
}

/**
 * The table's log takes its lines two frames after it is on the page (a screen reader misses
 * a log born with them): a test that reads the log waits for that once the table is mounted.
 */
export async function logOnPage(): Promise<void> {
  await new Promise<void>((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done())),
  )
  await flushPromises()
}

/** A key pressed at the table (its keys listen on the window), and what it set off settled. */
export async function pressKey(key: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key }))
  await flushPromises()
}

/** The opponent's move: a fixed, readable policy (the real AI lives in main/ai). */
function opponentAction(state: MatchState): Action {
  const legal = legalActions(state, 1)
  if (state.phase === 'choose') return legal[0] as Action
  const total = totalOf(state, 1)
  if (total > 20) {
    const save = legal.find((a) => a.type === 'play' && (a.card.startsWith('-') || a.sign === '-'))
    if (save) return save
  }
  return { type: total >= 17 ? 'stand' : 'end', player: 1 }
}

export interface EngineMain {
  state(): MatchState
  call<N extends CallName>(name: N, arg: CallArg<N>): Promise<CallResult<N>>
}

/** Main's match calls for one match, answered by the real engine and a plain opponent. */
export function engineMain(setup: MatchSetup, wager = 0): EngineMain {
  let state: MatchState | null = null
  let resigned = false
  const matchId = 'test-match'

  function opponentMoves(events: MatchEvent[]): void {
    for (let guard = 0; guard < 500 && state; guard++) {
      const waiting =
        (state.phase === 'turn' && state.turn === 1) ||
        (state.phase === 'choose' && !state.players[1].chosen)
      if (!waiting) return
      const result = apply(state, opponentAction(state))
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
      events.push(...result.events)
    }
  }

  function toUpdate(events: MatchEvent[]): MatchUpdate {
    if (!state) throw new Error('no match')
    const over = state.phase === 'over' || resigned
    const winner = resigned ? 1 : state.winner
    return {
      matchId,
      mode: 'quick',
      you: 0,
      events,
      view: view(state, 0),
      opponent: TEST_OPPONENT,
      wager,
      replay: { mode: 'quick', rules: state.rules, tier: 'rookie', deckId: null },
      locationId: null,
      result:
        over && winner !== null
          ? {
              winner,
              resigned,
              creditsDelta: winner === 0 ? wager : -wager,
              houseCut: 0,
              prizeCards: winner === 0 ? ['+5'] : [],
              notes: [],
              // this stand-in keeps no history: no replay to watch
              kept: false,
            }
          : null,
      // this stand-in serves one page and checks no `seen`, so its position never moves
      position: 0,
    }
  }

  async function handle(name: CallName, arg: unknown): Promise<unknown> {
    switch (name) {
      case 'match.start': {
        const created = createMatch(setup)
        state = created.state
        resigned = false
        const events = [...created.events]
        opponentMoves(events)
        return toUpdate(events)
      }
      case 'match.resume':
        return state ? toUpdate([]) : null
      case 'match.act': {
        if (!state) throw new BridgeError({ code: 'not-found', key: 'errors.match.notFound' })
        const { action } = arg as CallArg<'match.act'>
        const result = apply(state, { ...action, player: 0 } as Action)
        if (!result.ok) throw new BridgeError({ code: 'rejected', ...refusalMessage(result.error) })
        state = result.state
        const events = [...result.events]
        opponentMoves(events)
        return toUpdate(events)
      }
      case 'match.resign':
        resigned = true
        return toUpdate([])
      case 'match.hint':
        return {
          action: { type: 'stand' },
          winChance: 0.62,
          reason: {
            key: 'advice.stand',
            params: { total: state ? view(state, 0).players[0].total : 0 },
          },
        }
      default:
        throw new BridgeError({ code: 'unknown-call', key: 'errors.api.unknownCall' })
    }
  }

  return {
    state: () => {
      if (!state) throw new Error('no match')
      return state
    },
    call: (name, arg) => handle(name, arg) as never,
  }
}
