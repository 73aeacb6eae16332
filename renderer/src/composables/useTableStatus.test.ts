// @vitest-environment happy-dom
/**
 * The turn light's words follow what the table shows, with every animation on: once the player
 * has stood or ended the turn, it never says "Your turn" while main answers, while the stand is
 * shown, nor while the opponent's answer or the round's end plays, until a new turn of the
 * player's has started on the table; and as that turn starts, it says the draw while the card
 * comes, and "Your turn" only once the moves are on. Over the real api router on a temporary
 * data folder, with the store's real presentation; only its timers are counted, never waited out.
 */
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { defineComponent, watch } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import { cardLabel } from '@common/rulesets'
import type { PlayerAction, PlayerIndex } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { playOut, quickStart, useStoreClock } from '@/testing/table-clock'
import type { TableStatus } from './useTableStatus'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { useTableStatus } = await import('./useTableStatus')

const { settle } = useRealMainPerTest(real, 'table-status', {
  profile: { slot: 1, name: 'Tester' },
})
const t = (key: string, named: Record<string, unknown> = {}): string =>
  String(i18n.global.t(key, named))

// only the store's beats: the presentation is stepped through, never waited out
const clock = useStoreClock()

/** The table's status words, from a component as the table uses them. */
function tableStatus(): TableStatus {
  let status: TableStatus | null = null
  const Probe = defineComponent({
    setup() {
      status = useTableStatus()
      return () => null
    },
  })
  clock.keep(mount(Probe, { global: { plugins: [i18n] } }))
  if (!status) throw new Error('no status')
  return status
}

/** What the turn light says at one moment, and what the table is showing then. */
interface Seen {
  text: string
  whose: string | null
  /** the event on the table ("turn 0", "stand 0", "roundEnd"), or why nothing is */
  showing: string
}

/** What the table is showing now: the event ("turn 0", "stand 0", "roundEnd"), or why nothing is. */
function showing(): string {
  const store = useMatchStore()
  if (store.sending) return 'main answering'
  const cue = store.cue
  if (cue?.kind !== 'event') return cue ? 'lift' : 'nothing'
  const e = cue.event
  return 'player' in e ? `${e.type} ${e.player}` : e.type
}

/** Makes `move` and records the light as drawn at each change of it, of the cue or of the move sent. */
async function record(status: TableStatus, move: PlayerAction): Promise<Seen[]> {
  const store = useMatchStore()
  const seen: Seen[] = []
  const stop = watch(
    () => [status.statusText.value, status.whose.value, store.cue, store.sending],
    () =>
      seen.push({ text: status.statusText.value, whose: status.whose.value, showing: showing() }),
    // as the page would draw it: once a tick, not each step of the store's work within one
    { flush: 'pre' },
  )
  const acted = store.act(move)
  await playOut(settle)
  expect(await acted).toBe(true)
  stop()
  return seen
}

/** A classic quick match started in main with every animation on, dealt and shown. */
async function classicWithMotion(): Promise<{
  status: TableStatus
  store: ReturnType<typeof useMatchStore>
  you: PlayerIndex
}> {
  setActivePinia(createPinia())
  useSettingsStore().settings.reducedMotion = 'off'
  const status = tableStatus()
  const store = useMatchStore()
  const first = await store.start(quickStart('classic'))
  if (!first) throw new Error('the match did not start')
  await playOut(settle)
  return { status, store, you: first.you }
}

describe('the turn light, as the table shows a move that ends the turn', () => {
  it('says the turn is over from the move to the next turn of the player, never "Your turn"', async () => {
    const { status, store, you } = await classicWithMotion()
    const them = you === 0 ? 1 : 0
    const yourTurn = t('table.yourTurn')
    const youStand = t('table.status.youStand')

    // stand when the rules let the player, else end the turn, until a round is over
    let ended: Seen[] | null = null
    for (let moves = 0; !ended; moves++) {
      if (moves > 40) throw new Error('no round ended')
      expect(status.statusText.value).toBe(yourTurn)
      const stand = store.legal.some((a) => a.type === 'stand')
      const seen = await record(status, stand ? { type: 'stand' } : { type: 'end' })

      // main's answer is awaited under the player's move, not under "Your turn"
      expect(seen[0]).toEqual({
        text: stand ? youStand : t('table.status.turnOver'),
        whose: null,
        showing: 'main answering',
      })
      if (stand)
        expect(seen).toContainEqual({ text: youStand, whose: null, showing: `stand ${you}` })
      // until a turn of the player's starts again, the light is never theirs
      const again = seen.findIndex((s) => s.showing === `turn ${you}`)
      const before = again < 0 ? seen : seen.slice(0, again)
      expect(before.filter((s) => s.text === yourTurn || s.whose === 'you')).toEqual([])
      // the opponent's own ends of turn leave its light on: its next turn follows at once
      for (const s of seen.filter((s) => s.showing === `endTurn ${them}`))
        expect(s.whose).toBe('them')
      if (seen.some((s) => s.showing === 'roundEnd')) ended = seen
    }
    // the round's end is said as it is shown
    const end = ended.find((s) => s.showing === 'roundEnd')
    expect(end?.text).toBe(t('table.status.roundOver'))
    // and once the next round is dealt the table waits for the player's move again
    expect(status.statusText.value).toBe(yourTurn)
  })
})

describe('the turn light, as the player’s turn starts', () => {
  it('says "Your turn" only once the player can move, and the draw while it comes', async () => {
    const { status, store, you } = await classicWithMotion()
    const yourTurn = t('table.yourTurn')
    const drawing = t('table.status.drawing')

    // the light, what is said of it and whether the moves are on, as the page draws them
    const seen: (Seen & { said: string; canAct: boolean })[] = []
    const stop = watch(
      () => [status.statusText.value, status.spokenStatus.value, store.cue, store.canAct],
      () =>
        seen.push({
          text: status.statusText.value,
          whose: status.whose.value,
          showing: showing(),
          said: status.spokenStatus.value,
          canAct: store.canAct,
        }),
      { flush: 'pre' },
    )
    // end the turn until main's answer brings a turn of the player's, with its draw
    for (let moves = 0; !seen.some((s) => s.showing === `draw ${you}`); moves++) {
      if (moves > 40) throw new Error('no turn of the player came')
      const acted = store.act({ type: 'end' })
      await playOut(settle)
      expect(await acted).toBe(true)
    }
    stop()

    // the words and the buttons agree: "Your turn" only where the player can move
    for (const s of seen.filter((s) => s.text === yourTurn || s.said === yourTurn))
      expect(s.canAct).toBe(true)
    // the turn's start and its draw, shown: the light is the player's, and says the draw
    const starting = seen.filter((s) => [`turn ${you}`, `draw ${you}`].includes(s.showing))
    expect(starting.length).toBeGreaterThan(0)
    for (const s of starting) expect(s).toMatchObject({ text: drawing, whose: 'you', said: '' })
    // once the draw has landed the table waits for the player's move, and says so
    expect(store.canAct).toBe(true)
    expect(status.statusText.value).toBe(yourTurn)
    expect(status.spokenStatus.value).toBe(yourTurn)
  })
})

describe("the advisor's hand to bring", () => {
  it('lists its cards the language’s way, not as a bare row', async () => {
    setActivePinia(createPinia())
    useSettingsStore().settings.reducedMotion = 'on'
    const status = tableStatus()
    const store = useMatchStore()
    // the cantina's rules deal no hand: each player first chooses the cards to bring
    if (!(await store.start(quickStart('cantina')))) throw new Error('the match did not start')
    await playOut(settle)
    const hint = await store.hint()
    if (hint?.action.type !== 'choose') throw new Error('no hand to choose')
    const labels = hint.action.cards.map((card) => cardLabel(card, 'cantina'))
    expect(labels.length).toBeGreaterThan(2)
    const [last, ...rest] = [labels.at(-1), ...labels.slice(0, -1)]
    expect(status.hintAction.value).toBe(`Bring ${rest.join(', ')} and ${last}`)
    i18n.global.locale.value = 'de'
    try {
      expect(status.hintAction.value).toBe(`Nimm ${rest.join(', ')} und ${last}`)
    } finally {
      i18n.global.locale.value = 'en'
    }
  })
})
