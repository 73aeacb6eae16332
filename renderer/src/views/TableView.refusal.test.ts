// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import type { Action } from '@common/match'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { moveOn } from '@/testing/move-on'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

/*
 * A move the rules refuse, tried at the table, over the real api router on a temporary data
 * folder: the table offers only what main allows, and says main's reason for anything else it
 * is asked to do. Seed 57 deals the player the opening draw, 4, with +4, −2, ±2 and +1 in hand.
 */
// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { REFUSAL_SHOWN_MS } = await import('@/composables/useRefusalLine')
const { SPOKEN_GAP_MS } = await import('@/composables/useSpokenLine')

const { settle } = useRealMainPerTest(real, 'table-refusal', {
  profile: { slot: 1, name: 'Tester' },
})
// the store's timers: a refusal's time on screen is counted, never waited out
const clock = useStoreClock()

// the moves the table sends, counted on their way to main (each still answered by it)
let acted: MockInstance
beforeEach(() => {
  acted = vi.spyOn(window.pazaak!.match, 'act')
})
const acts = () => acted.mock.calls.length

/** A classic quick match on seed 57's deal under reduced motion, the table on it. */
async function table(): Promise<VueWrapper> {
  const w = await openTable(clock, quickStart('classic', 57), { reducedMotion: 'on' })
  await settle()
  return w
}

/** A key pressed at the table (its keys listen on the window), and main's answer shown. */
async function key(name: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: name }))
  await settle()
}

type Table = VueWrapper

/** The line the eye reads, and the copy a screen reader hears. */
const line = (w: Table) => w.get('[data-test="refusal"]')
const spoken = (w: Table) => w.get('[data-test="refusal-said"]')
/** Every text `element` has had from now on, each once in a row. */
function textsOf(element: Element): string[] {
  const seen: string[] = []
  const note = (): void => {
    const now = element.textContent?.trim() ?? ''
    if (seen.at(-1) !== now) seen.push(now)
  }
  new MutationObserver(note).observe(element, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  return seen
}
const tip = (w: Table, place: number) => {
  const id = w.get(`[data-test="hand-card-${place}"]`).attributes('aria-describedby')
  return w.get(`#${id}[role="tooltip"]`).text()
}
describe('TableView: a move the rules refuse', () => {
  it('a second side card in classic: its key says why, and so do its tip and a click', async () => {
    const w = await table()
    const region = spoken(w)
    // the polite region is in the page before it has anything to say, so its lines are heard
    expect(region.attributes('role')).toBe('status')
    expect(region.attributes('aria-live')).toBe('polite')
    expect(region.text()).toBe('')
    // nothing refused yet: the −2's tip says what it would make
    expect(tip(w, 2)).toContain(i18n.global.t('table.tip.outcome.one', { total: 2 }))

    await key('1') // +4: 4 -> 8, the one side card of the turn
    const before = acts()
    await key('2')
    expect(acts()).toBe(before) // nothing is sent to main
    const said = line(w).find('[data-key]')
    expect(said.attributes('data-key')).toBe('refusal.side-card-played')
    expect(said.text()).toBe(i18n.global.t('refusal.side-card-played'))

    // the dimmed card's tip gives the reason, not the total it can no longer make
    expect(w.get('[data-test="hand-card-2"]').attributes('aria-disabled')).toBe('true')
    expect(tip(w, 2)).toContain(i18n.global.t('refusal.side-card-played'))
    expect(tip(w, 2)).not.toContain(i18n.global.t('table.tip.outcome.one', { total: 6 }))
    expect(tip(w, 2)).toContain(i18n.global.t('table.tip.key', { key: 2 }))

    // the line goes after a few seconds
    vi.advanceTimersByTime(REFUSAL_SHOWN_MS)
    await flushPromises()
    expect(line(w).text()).toBe('')

    // a click on a dimmed card says the same, in the language shown
    await w.get('[data-test="hand-card-3"]').trigger('click')
    expect(line(w).find('[data-key]').attributes('data-key')).toBe('refusal.side-card-played')
    i18n.global.locale.value = 'de'
    await flushPromises()
    try {
      expect(line(w).text()).toBe(i18n.global.t('refusal.side-card-played'))
      expect(line(w).text()).toContain('Nebenstapelkarte')
    } finally {
      i18n.global.locale.value = 'en'
    }

    // and goes as soon as the table changes: E ends the turn
    await key('e')
    expect(acts()).toBe(before + 1)
    expect(line(w).text()).toBe('')
    // a new turn: the cards are offered again, their tips say what they would make
    expect(w.get('[data-test="hand-card-2"]').attributes('aria-disabled')).toBe('false')
    expect(tip(w, 2)).not.toContain(i18n.global.t('refusal.side-card-played'))
  })

  it('says a refusal again each time its key is pressed, the line on screen kept still', async () => {
    const w = await table()
    await key('1') // +4: the one side card of the turn
    const words = i18n.global.t('refusal.side-card-played')
    const heard = textsOf(spoken(w).element)
    const seen = textsOf(line(w).element)
    await key('2')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await key('2')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await key('3')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    // the same words put back at once changed nothing a screen reader is told of: the region
    // empties first and takes them again a moment later, for each key refused
    expect(heard).toEqual([words, '', words, '', words])
    // the eye's line comes once and stays, with no flicker
    expect(seen).toEqual([words])
    expect(line(w).text()).toBe(words)
    // both go with the line's time
    vi.advanceTimersByTime(REFUSAL_SHOWN_MS)
    await flushPromises()
    expect(spoken(w).text()).toBe('')
    expect(line(w).text()).toBe('')
  })

  it('E and S say why when main refuses the turn', async () => {
    const w = await table()
    const match = useMatchStore()
    const shown = match.update
    if (!shown) throw new Error('no match on the table')
    // main's view as it would be while the player stands: the turn and every card refused
    // (under reduced motion a stand is shown with the AI's turns after it to the round's end, so
    // main's own answer never rests on this view: the store is given it, the bridge untouched)
    const standing = { reason: 'standing' } as const
    const hand = shown.view.players[0].hand ?? []
    expect(hand).toEqual(['+4', '-2', '±2', '+1'])
    match.update = {
      ...shown,
      view: {
        ...shown.view,
        legal: [],
        blocked: {
          turn: standing,
          cards: Object.fromEntries(hand.map((card) => [card, standing])),
        },
      },
    }
    await flushPromises()
    await key('e')
    expect(line(w).find('[data-key]').attributes('data-key')).toBe('refusal.standing')
    await key('s')
    expect(line(w).text()).toBe(i18n.global.t('refusal.standing'))
    expect(acts()).toBe(0)
  })

  it('E and S after the player stood say so while the AI plays on, in the same update', async () => {
    const w = await table()
    const match = useMatchStore()
    // moves shown at their pace from here: the AI's turns after the stand take a while
    useSettingsStore().settings.reducedMotion = 'off'
    await key('s') // stands on 8; main answers with the AI's turns to the round's end
    expect(match.presenting).toBe(true)
    expect(match.scene?.players[0].standing).toBe(true)
    const sent = acts()
    for (const pressed of ['e', 's', 'e']) {
      await key(pressed)
      expect(line(w).find('[data-key]').attributes('data-key'), pressed).toBe('refusal.standing')
    }
    expect(line(w).text()).toBe(i18n.global.t('refusal.standing'))
    // nothing sent, nothing hurried: the opponent's moves still play at their pace
    expect(acts()).toBe(sent)
    expect(match.presenting).toBe(true)
    // the round ends and a new one deals: the player no longer stands, and the line goes
    for (let i = 0; i < 100 && match.presenting; i++) await vi.advanceTimersByTimeAsync(500)
    expect(match.presenting).toBe(false)
    expect(line(w).text()).toBe('')
  })

  it("on the opponent's turn a hand card's tip tells no total, only that it waits for the player's", async () => {
    const w = await table()
    const match = useMatchStore()
    const t = i18n.global.t
    useSettingsStore().settings.reducedMotion = 'off'
    await key('e') // the opponent's turn, then the player's draw
    for (let i = 0; i < 50 && match.scene?.turn !== 1; i++) await vi.advanceTimersByTimeAsync(50)
    expect(match.scene?.turn).toBe(1)
    // main's projection of +4 (4 -> 8) is of the player's last move, not of this moment
    expect(tip(w, 1)).not.toContain(t('table.tip.outcome.one', { total: 8 }))
    expect(tip(w, 1)).toContain(t('table.tip.outcome.yourTurn'))
    expect(tip(w, 1)).toContain(t('table.tip.key', { key: 1 }))
    const flip = tip(w, 3)
    expect(flip).not.toContain(t('table.tip.outcome.plus', { total: 6 }))
    expect(flip).toContain(t('table.tip.outcome.yourTurn'))
    // the player's turn again, the table waiting: the total it would make now, with the +4
    for (let i = 0; i < 100 && match.presenting; i++) await vi.advanceTimersByTimeAsync(500)
    const now = match.update!.view.players[0].total
    expect(now).toBeGreaterThan(4)
    expect(tip(w, 1)).toContain(t('table.tip.outcome.one', { total: now + 4 }))
    expect(tip(w, 1)).not.toContain(t('table.tip.outcome.yourTurn'))
  })

  it("keeps the refusal line and the advisor's answer apart: the foot and the deck", async () => {
    const w = await table()
    await key('h')
    await key('1') // +4: the one side card of the turn (the advisor's answer closes with it)
    await key('h')
    await key('2')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(true)
    expect(line(w).text()).toBe(i18n.global.t('refusal.side-card-played'))
    // the refusal line at the strip's foot (under why a call failed, if one did), the advisor's
    // answer under the deck above it
    const foot = w.get('[data-test="strip-foot"]')
    const parts = [...foot.element.children].map((el) => el.getAttribute('data-test'))
    expect(parts).toEqual(['call-failure', 'refusal-line'])
    expect(w.find('.middle .advice [data-test="hint-panel"]').exists()).toBe(true)
  })

  it('says nothing of side cards this turn once the hand is empty', async () => {
    const w = await table()
    const match = useMatchStore()
    const note = () => w.get('[data-test="side-note"]').text()
    const strip = ({ player: _player, ...rest }: Action): PlayerAction => rest as PlayerAction
    // a side card played on each of the player's turns, then the turn ended (stood from 17),
    // until one card is left at the start of a turn
    for (let turns = 0; (match.update!.view.players[0].hand ?? []).length > 1; turns++) {
      if (turns > 40 || match.update!.result) throw new Error('the hand was never down to one')
      const play = match.update!.view.legal.find((a) => a.type === 'play')
      if (play) await moveOn(settle, match.act(strip(play)))
      const total = match.update!.view.players[0].total
      await moveOn(settle, match.act({ type: total >= 17 && total <= 20 ? 'stand' : 'end' }))
    }
    expect(match.update!.view.turn).toBe(0)
    expect(note()).toBe(i18n.global.t('table.sideCardsLeft', { n: 1 }))
    // each card keeps its place: the last one is pressed by its own key
    const last = w.get('[data-test="my-hand"] [data-test^="hand-card-"]').attributes('data-test')
    await key(last!.replace('hand-card-', ''))
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(0)
    expect(note()).toBe('')
  })
})
