// @vitest-environment happy-dom
/**
 * Over 20 on the player's turn, against the real main on a temporary data folder: where a card
 * the player may still play brings the total back, the light says so; where none does (none in
 * hand, or the turn's side card already spent), it says "Bust" rather than "Your turn" and End
 * turn becomes the one lit move. Either way End turn says it takes the loss (pressing it over 20
 * is the bust), Stand, the same bust, is off and S says why rather than busting, and the turn is
 * never ended for the player: the round's end banner says why.
 */
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { nextTick } from 'vue'
import { describe, expect, it, vi } from 'vitest'
import type { PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, quickStart, useStoreClock } from '@/testing/table-clock'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useInputStore } = await import('@/stores/input')
const { SPOKEN_GAP_MS } = await import('@/composables/useSpokenLine')

const { settle } = useRealMainPerTest(real, 'table-bust-turn', {
  profile: { slot: 1, name: 'Tester' },
})
const clock = useStoreClock()

/** A classic quick match on `seed`'s deal, ending turns until the player is over 20. */
async function overTwenty(seed: number): Promise<VueWrapper> {
  const w = await openTable(clock, quickStart('classic', seed), { reducedMotion: 'on' })
  await settle()
  const match = useMatchStore()
  for (let turns = 0; match.update!.view.players[0].total <= 20; turns++) {
    if (turns > 10 || match.update!.view.rounds.length > 0) throw new Error('never over 20')
    await match.act({ type: 'end' })
    await settle()
  }
  return w
}

/** Presses `key` where the keyboard is, as a player would, and lets main answer and speak. */
async function press(key: string): Promise<void> {
  const at = document.activeElement ?? document.body
  at.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
  await settle()
  await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
  await flushPromises()
}

const light = (w: VueWrapper) => w.get('[data-test="status"]').text()
const endTurn = (w: VueWrapper) => w.get('[data-test="end-turn"]')
/** Whether a button is off, disabled or held off under the keyboard (v-off). */
const off = (w: VueWrapper, test: string): boolean => {
  const button = w.get(`[data-test="${test}"]`)
  return (
    button.attributes('disabled') !== undefined || button.attributes('aria-disabled') === 'true'
  )
}

describe('the turn over 20', () => {
  it('says a card can still save the player, and End turn that pressing it busts', async () => {
    // seed 10: the player draws to 22 holding −3
    const w = await overTwenty(10)
    const match = useMatchStore()
    expect(match.update!.view.players[0].total).toBe(22)
    expect(light(w)).toBe('Over 20: play a card to come back')
    // E, the button's key, ends the turn at 22: the bust, and the button says so
    expect(endTurn(w).text()).toContain('Take the Loss')
    expect(endTurn(w).get('kbd').text()).toBe('E')
    expect(endTurn(w).attributes('aria-keyshortcuts')).toBe('E')
    expect(off(w, 'end-turn')).toBe(false)
    // Stand is the same bust: off, so the one button lit for it is the one that says so
    expect(off(w, 'stand')).toBe(true)
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(light(w)).toBe('Über 20: Eine Karte rettet dich noch')
    expect(endTurn(w).text()).toContain('Runde abgeben')
    i18n.global.locale.value = 'en'
    await nextTick()
    // the −3 brings it back to 19: End turn is the plain move again
    await match.act({ type: 'play', card: '-3' } as PlayerAction)
    await settle()
    expect(match.update!.view.players[0].total).toBe(19)
    expect(endTurn(w).text()).toContain('End Turn')
  })

  it('says the bust once the turn’s one side card is spent, and End turn takes the loss', async () => {
    // seed 10 again: the +1 is classic's one side card this turn, 23 and the −3 can't follow
    const w = await overTwenty(10)
    const match = useMatchStore()
    await match.act({ type: 'play', card: '+1' } as PlayerAction)
    await settle()
    expect(match.update!.view.players[0].total).toBe(23)
    expect(light(w)).toBe('Bust: no card brings you back')
    expect(w.get('[data-test="status-said"]').text()).toBe('Bust: no card brings you back')
    expect(endTurn(w).text()).toContain('Take the Loss')
    expect(off(w, 'end-turn')).toBe(false)
    expect(off(w, 'stand')).toBe(true)
    // nothing ends the turn for the player: it is still theirs, the round not over
    expect(match.update!.view.turn).toBe(0)
    expect(match.update!.view.rounds).toHaveLength(0)
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(light(w)).toBe('Überkauft: Keine Karte rettet dich')
    expect(endTurn(w).text()).toContain('Runde abgeben')
    i18n.global.locale.value = 'en'
    await nextTick()

    // taking the loss is the bust: the round's banner says so, and the score
    await endTurn(w).trigger('click')
    await settle()
    expect(match.update!.view.rounds.at(-1)).toMatchObject({ winner: 1, reason: 'bust' })
    const banner = w.get('[data-test="banner"]')
    expect(banner.get('.text').text()).toMatch(/wins the round$/)
    expect(banner.get('[data-test="banner-detail"]').text().split('\n')[0]).toBe(
      'You bust at 23 · Rounds 0–1',
    )
    // a new round: the light is the plain turn's again
    expect(light(w)).not.toMatch(/Bust|Over 20/)
  })

  it('stands on nothing over 20 when S is pressed, and says why', async () => {
    // seed 10: 22, holding −3, which would bring the total back to 19
    const w = await overTwenty(10)
    const match = useMatchStore()
    const refusal = () => w.get('[data-test="refusal"]').text()
    await press('s')
    // out of habit S would have thrown away a round the −3 still saves: the turn is still theirs
    expect(match.update!.view.players[0].standing).toBe(false)
    expect(match.update!.view.turn).toBe(0)
    expect(match.update!.view.rounds).toHaveLength(0)
    expect(refusal()).toBe(
      'Standing on 22 is a bust. Play a card that brings you back, or Take the Loss.',
    )
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(refusal()).toBe(
      'Wer bei 22 hält, ist überkauft. Leg eine Karte, die dich zurückbringt, oder gib die Runde ab.',
    )
    i18n.global.locale.value = 'en'
    await nextTick()
    // with the turn's one side card spent on the +1 no card brings 23 back: S says that too
    await match.act({ type: 'play', card: '+1' } as PlayerAction)
    await settle()
    await press('s')
    expect(match.update!.view.rounds).toHaveLength(0)
    expect(refusal()).toBe(
      'Standing on 23 is a bust, and no card brings you back: Take the Loss to end the round.',
    )
    // E, Take the Loss, is the bust
    await press('e')
    expect(match.update!.view.rounds.at(-1)).toMatchObject({ winner: 1, reason: 'bust' })
  })

  it('says the bust where no card in hand could ever bring the total back', async () => {
    // seed 1: the player draws to 23 holding −2, −1, +5 and +1
    const w = await overTwenty(1)
    expect(useMatchStore().update!.view.players[0].total).toBe(23)
    expect(light(w)).toBe('Bust: no card brings you back')
    expect(endTurn(w).text()).toContain('Take the Loss')
    expect(off(w, 'stand')).toBe(true)
    expect(useMatchStore().update!.view.turn).toBe(0)
  })

  it('the advisor says End turn’s bust as its button does, and a card by its key', async () => {
    // seed 10: 22, holding −3
    const w = await overTwenty(10)
    await press('h')
    const match = useMatchStore()
    // the advisor's own pick here is to end the turn: said as End turn's button says it, the bust
    expect(match.advice?.action).toEqual({ type: 'end' })
    expect(w.get('[data-test="hint-action"]').text()).toBe('Take the Loss')
    expect(endTurn(w).text()).toContain('Take the Loss')
    // advice to play the −3 (the advisor's answer as main words it), drawn by the real table
    match.$patch({ advice: { ...match.advice!, action: { type: 'play', card: '-3' } } })
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await flushPromises()
    const hand = match.update!.view.players[0].hand ?? []
    const place = w
      .findAll('[data-test^="hand-card-"]')
      .findIndex((card) => card.text().includes('−3'))
    expect(place).toBeGreaterThanOrEqual(0)
    const cap = w.findAll('[data-test^="hand-card-"]')[place]!.get('.key').text()
    expect(w.get('[data-test="hint-action"]').text()).toBe(`Play −3 (${cap})`)
    expect(w.get('[data-test="advisor-said"]').text()).toContain(`Play −3 (${cap}).`)
    i18n.global.locale.value = 'de'
    await nextTick()
    expect(w.get('[data-test="hint-action"]').text()).toBe(`Lege −3 (Taste ${cap})`)
    i18n.global.locale.value = 'en'
    // with a gamepad the cards wear no number: the advice names none
    useInputStore().use('gamepad')
    await nextTick()
    expect(w.get('[data-test="hint-action"]').text()).toBe('Play −3')
    useInputStore().use('keyboard')
    await nextTick()
    // the key it names plays that card: 22 back to 19
    await press('Escape')
    await press(cap)
    expect(match.update!.view.players[0].total).toBe(19)
    expect(hand).toContain('-3')
  })
})
