// @vitest-environment happy-dom
/**
 * Two tabs on one save, over the real api router on a temporary data folder: the other tab
 * stands, the round ends and the next is dealt, while this table still shows the first round.
 * A card this table then plays was played into the new round, a position it never showed; main
 * now refuses it, and the table is drawn where the match stands and says why: a notice, not an
 * error, as nothing was lost. A call that did fail stays told as an error until it is dismissed
 * or a later call succeeds.
 */
import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it, vi } from 'vitest'
import type { MatchUpdate, PlayerAction } from '@preload/contract'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { mountTable, playOut, quickStart, useStoreClock } = await import('@/testing/table-clock')

const { main, settle } = useRealMainPerTest(real, 'match-moved-on', {
  profile: { slot: 1, name: 'Vessa' },
})
const clock = useStoreClock()

/** This tab's table on a new quick match, shown whole and waiting for the player. */
async function tableAtFirstRound() {
  setActivePinia(createPinia())
  useSettingsStore().settings.reducedMotion = 'on'
  const match = useMatchStore()
  if (!(await match.start(quickStart('classic')))) throw new Error('the match did not start')
  const table = mountTable(clock)
  await playOut(settle)
  expect(match.canAct).toBe(true)
  return { match, table }
}

/** The other tab: it picks the match up and stands, which ends the round. */
async function otherTabStands(): Promise<MatchUpdate> {
  const b = await main('match.resume')
  if (!b) throw new Error('no open match')
  const after = await main('match.act', {
    matchId: b.matchId,
    action: { type: 'stand' },
    seen: b.position,
  })
  expect(after.view.round).toBeGreaterThan(b.view.round)
  return after
}

describe('the match store: a table behind the match', () => {
  it('is drawn where the match stands and told so, and its move is not played', async () => {
    const { match, table } = await tableAtFirstRound()
    const play = match.legal.find((a) => a.type === 'play')
    if (!play || play.type !== 'play') throw new Error('no side card to play')
    const moved = await otherTabStands()

    const action: PlayerAction = { type: 'play', card: play.card }
    expect(await match.act(action)).toBe(false)
    await playOut(settle)
    await flushPromises()

    // main played nothing: the match is where the other tab left it
    const now = await main('match.resume')
    expect(now?.position).toBe(moved.position)
    expect(now?.view).toEqual(moved.view)
    // the table shows main's match, without playing the other tab's moves as if new
    expect(match.update?.position).toBe(moved.position)
    expect(match.update?.events).toEqual([])
    expect(match.scene?.round).toBe(moved.view.round)
    expect(match.errorCode).toBe('moved-on')
    // told as information, in the polite region, with nothing to dismiss
    expect(match.notice).toBe(i18n.global.t('errors.match.movedOn'))
    expect(match.error).toBeNull()
    const region = table.get('[data-test="notice-region"]')
    expect(region.attributes('role')).toBe('status')
    expect(region.text()).toBe(i18n.global.t('errors.match.movedOn'))
    expect(table.find('[data-test="error"]').exists()).toBe(false)

    // the next move, from the table redrawn, takes the notice away as it is made, and is taken
    const next = match.act({ type: 'end' })
    expect(match.notice).toBeNull()
    expect(await next).toBe(true)
    await playOut(settle)
    expect(match.notice).toBeNull()
    expect(table.get('[data-test="notice-region"]').text()).toBe('')
  })

  it('keeps a failed call told as an error until dismissed, or until a call succeeds', async () => {
    const { match, table } = await tableAtFirstRound()
    // a card the hand does not hold: the engine's refusal, which the table did not expect
    const refused: PlayerAction = { type: 'play', card: 'TB' }
    expect(await match.act(refused)).toBe(false)
    await playOut(settle)
    expect(match.notice).toBeNull()
    expect(match.error).not.toBeNull()
    expect(table.get('[data-test="error"]').attributes('role')).toBe('alert')

    // dismissed, it goes
    await table.get('[data-test="dismiss-error"]').trigger('click')
    expect(match.error).toBeNull()
    expect(table.find('[data-test="error"]').exists()).toBe(false)

    // failed again, it stays while the next call is answered, and goes once one succeeds
    expect(await match.act(refused)).toBe(false)
    await playOut(settle)
    const next = match.act({ type: 'end' })
    expect(match.error).not.toBeNull()
    expect(await next).toBe(true)
    await playOut(settle)
    expect(match.error).toBeNull()
    expect(table.find('[data-test="error"]').exists()).toBe(false)
  })

  it('forfeits only once the player has seen where the match stands', async () => {
    const { match } = await tableAtFirstRound()
    await otherTabStands()
    expect(await match.resign()).toBe(false)
    await playOut(settle)
    expect(match.errorCode).toBe('moved-on')
    expect(await main('match.resume')).not.toBeNull()

    expect(await match.resign()).toBe(true)
    await playOut(settle)
    expect(match.update?.result?.resigned).toBe(true)
    expect(await main('match.resume')).toBeNull()
  })

  it('follows every update of one tab: AI moves and round ends never trip the check', async () => {
    const { match } = await tableAtFirstRound()
    for (let n = 0; !match.update?.result; n++) {
      if (n > 200) throw new Error('the match did not end')
      // a round's end holds the finished table still before the next deal: the hold passes
      const acted = match.act({ type: 'stand' })
      await playOut(settle)
      expect(await acted).toBe(true)
    }
    expect(match.errorCode).toBeNull()
  })
})
