// @vitest-environment happy-dom
/**
 * A hot-seat table over the real api router on a temporary data folder: the forfeit question
 * names the person it is for and who wins by it, and main's result agrees with what it said.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { HOTSEAT_NAMES, hotseatStart } from '@tools/testing/hotseat-start'
import { hotseatTableOpener } from '@/testing/hotseat-table'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { i18n } = await import('@/i18n')
const { useMatchStore } = await import('@/stores/match')
const { useInputStore } = await import('@/stores/input')
const { useSettingsStore } = await import('@/stores/settings')
const { useNavigationStore } = await import('@/stores/navigation')

const NAMES = HOTSEAT_NAMES
const { main, settle } = useRealMainPerTest(real, 'table-hotseat', {
  profile: { slot: 1, name: 'Tester' },
})
/** A classic hot-seat match on the house's decks at its table, unmounted after the test. */
const hotseatTable = hotseatTableOpener(settle, hotseatStart)

/** A deal on which the two seats' totals differ once both have drawn. */
const SEED = 1

async function key(k: string): Promise<void> {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: k }))
  await settle()
}

/** Opens the menu and asks to forfeit: the question's warning line. */
async function askForfeit(w: VueWrapper): Promise<string> {
  await key('Escape')
  await w.get('[data-test="forfeit"]').trigger('click')
  await settle()
  return w.get('[data-test="forfeit-warning"]').text()
}

/** Who the warning should name when `seat` has the move. */
const note = (seat: 0 | 1): string =>
  i18n.global.t('modes.hotseat.forfeitNote', {
    loser: NAMES[seat],
    winner: NAMES[seat === 0 ? 1 : 0],
  })

describe('forfeiting at the hot-seat', () => {
  it('names the person with the move and the winner, as main then decides it', async () => {
    const w = await hotseatTable()
    const first = (await main('match.resume'))?.view.turn
    expect(first === 0 || first === 1).toBe(true)
    const opener = first as 0 | 1
    const other = opener === 0 ? 1 : 0

    // the opener takes the table and has the move: the forfeit is theirs
    await useMatchStore().reveal()
    await settle()
    expect(await askForfeit(w)).toBe(note(opener))
    expect(w.get('[data-test="forfeit-warning"]').text()).not.toBe(
      i18n.global.t('table.menu.forfeitWarnFree'),
    )
    // Keep playing goes back to the game
    await w.get('[data-test="forfeit-cancel"]').trigger('click')
    await settle()
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)

    // the opener ends the turn: the move, and the forfeit, pass to the other once they take it
    await w.get('[data-test="end-turn"]').trigger('click')
    await settle()
    expect((await main('match.resume'))?.view.turn).toBe(other)
    await useMatchStore().reveal()
    await settle()
    expect(await askForfeit(w)).toBe(note(other))

    await w.get('[data-test="forfeit-confirm"]').trigger('click')
    await settle()
    // main gives the match to the one the question named as its winner
    const result = useMatchStore().update?.result
    expect(result?.resigned).toBe(true)
    expect(result?.winner).toBe(opener)
  })

  it('says it in German too', async () => {
    const w = await hotseatTable()
    const seat = (await main('match.resume'))?.view.turn as 0 | 1
    i18n.global.locale.value = 'de'
    await useMatchStore().reveal()
    await settle()
    expect(await askForfeit(w)).toBe(
      `${NAMES[seat]} ist am Zug: ${NAMES[seat]} gibt auf, und ${NAMES[seat === 0 ? 1 : 0]} gewinnt die Partie.`,
    )
  })
})

describe('the curtain and the keys', () => {
  it('Esc behind the curtain opens no menu but its own leave question, with no forfeit', async () => {
    const w = await hotseatTable()
    const seat = useMatchStore().curtain as 0 | 1
    expect(w.find('[data-test="curtain"]').exists()).toBe(true)
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    expect(w.find('[data-test="curtain"]').exists()).toBe(true)
    // the question, on its Leave button; no forfeit: that is the next person's, from the menu
    expect(w.get('[data-test="curtain-title"]').text()).toBe(
      i18n.global.t('modes.curtain.leaveTitle'),
    )
    expect(document.activeElement).toBe(w.get('[data-test="curtain-leave-confirm"]').element)
    expect(w.find('[data-test="forfeit"]').exists()).toBe(false)
    expect(w.get('[data-test="curtain-forfeit-note"]').text()).toBe(
      i18n.global.t('modes.curtain.forfeitNote', { name: NAMES[seat], key: 'Esc' }),
    )
    // no hand came with it, and Enter from the page lifts nothing while it is asked
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(0)
    ;(document.activeElement as HTMLElement).blur()
    await key('Enter')
    expect(useMatchStore().curtain).toBe(seat)
    // Esc again: back to the hand-over, on its button
    await key('Escape')
    expect(w.find('[data-test="curtain-leaving"]').exists()).toBe(false)
    expect(document.activeElement).toBe(w.get('[data-test="curtain-reveal"]').element)
    // the table behind it cannot be tabbed to either
    expect(w.get('.console').attributes('inert')).toBeDefined()
    // once the next person has the table, Esc is the menu again
    await useMatchStore().reveal()
    await settle()
    expect(w.get('.console').attributes('inert')).toBeUndefined()
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
  })

  it('leaves the table from the curtain with the match open, reopening on the curtain', async () => {
    const w = await hotseatTable()
    const navigation = useNavigationStore()
    expect(navigation.current.screen).toBe('table')
    await w.get('[data-test="curtain-leave"]').trigger('click')
    await settle()
    await w.get('[data-test="curtain-leave-confirm"]').trigger('click')
    await settle()
    expect(navigation.current.screen).not.toBe('table')
    // main still holds the match, behind its curtain: nobody forfeited and no hand was shown
    const open = await main('match.resume')
    expect(open?.view.phase).not.toBe('over')
    expect(open?.result ?? null).toBeNull()
    expect(open?.hotseat?.curtain).not.toBeNull()
    expect(open?.view.players.every((p) => p.hand === null)).toBe(true)
  })

  it('words the first curtain as the start, and later ones as a hand-over (EN and DE)', async () => {
    const w = await hotseatTable()
    const first = useMatchStore().curtain as 0 | 1
    const other = first === 0 ? 1 : 0
    const title = () => w.get('[data-test="curtain-title"]').text()
    expect(title()).toBe(`${NAMES[first]} starts`)
    expect(w.text()).toContain(`${NAMES[other]}, look away: ${NAMES[first]} goes first.`)
    i18n.global.locale.value = 'de'
    await settle()
    expect(title()).toBe(`${NAMES[first]} beginnt`)
    expect(w.text()).toContain(`${NAMES[other]}, schau weg: ${NAMES[first]} ist zuerst dran.`)
    // the first person ends the turn: the next curtain hands the screen over
    await useMatchStore().reveal()
    await settle()
    await w.get('[data-test="end-turn"]').trigger('click')
    await settle()
    expect(useMatchStore().curtain).toBe(other)
    expect(title()).toBe(`Jetzt ist ${NAMES[other]} dran`)
    i18n.global.locale.value = 'en'
    await settle()
    expect(title()).toBe(`Pass to ${NAMES[other]}`)
  })

  it('keeps the keyboard on its button: Tab stays there, Enter from the page lifts it', async () => {
    const w = await hotseatTable()
    const button = w.get('[data-test="curtain-reveal"]').element as HTMLButtonElement
    expect(document.activeElement).toBe(button)
    /** A key pressed where the focus is, as the browser sends it: whether it was stopped. */
    const press = (init: KeyboardEventInit): boolean => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init })
      ;(document.activeElement ?? document.body).dispatchEvent(event)
      return event.defaultPrevented
    }
    // Tab and Shift+Tab go round its own two buttons, never to the page, where Enter did nothing
    const leave = w.get('[data-test="curtain-leave"]').element
    expect(press({ key: 'Tab' })).toBe(true)
    expect(document.activeElement).toBe(leave)
    expect(press({ key: 'Tab' })).toBe(true)
    expect(document.activeElement).toBe(button)
    expect(press({ key: 'Tab', shiftKey: true })).toBe(true)
    expect(document.activeElement).toBe(leave)
    expect(press({ key: 'Tab', shiftKey: true })).toBe(true)
    expect(document.activeElement).toBe(button)
    // a press beside the button does not take the focus off it either
    const beside = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    w.get('[data-test="curtain-title"]').element.dispatchEvent(beside)
    expect(beside.defaultPrevented).toBe(true)
    // with the focus on the page all the same, Tab brings it back
    button.blur()
    expect(press({ key: 'Tab' })).toBe(true)
    expect(document.activeElement).toBe(button)

    // on the button itself, the browser would click it for a Space or a held Enter's repeat:
    // the curtain turns both down (a default prevented is a click never made)
    expect(press({ key: ' ' })).toBe(true)
    const spaceUp = new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true })
    button.dispatchEvent(spaceUp)
    expect(spaceUp.defaultPrevented).toBe(true)
    expect(press({ key: 'Enter', repeat: true })).toBe(true)
    await settle()
    expect(w.find('[data-test="curtain"]').exists()).toBe(true)
    button.blur()
    // Space hurries the table along, and a held Enter is still the last move's: neither lifts it
    press({ key: ' ' })
    press({ key: 'Enter', repeat: true })
    await settle()
    expect(w.find('[data-test="curtain"]').exists()).toBe(true)
    expect(useMatchStore().curtain).not.toBeNull()
    // Enter does, wherever the focus is: the next person has the table and their hand
    expect(press({ key: 'Enter' })).toBe(true)
    await settle()
    expect(w.find('[data-test="curtain"]').exists()).toBe(false)
    expect(useMatchStore().curtain).toBeNull()
    expect(w.findAll('[data-test="my-hand"] .card-button').length).toBeGreaterThan(0)
  })

  it('names the key for the device in use: Enter, or the gamepad’s A button as a button', async () => {
    const w = await hotseatTable()
    const keys = () => w.get('[data-test="curtain-keys"]').text()
    expect(keys()).toBe('Press Enter')
    useInputStore().use('gamepad')
    await settle()
    expect(keys()).toBe('Press the A button')
    // in German, a button of the gamepad: not "A-Taste", the keyboard's A to a German reader
    i18n.global.locale.value = 'de'
    await settle()
    expect(keys()).toBe('A-Knopf drücken')
    useInputStore().use('keyboard')
    await settle()
    expect(keys()).toBe('Enter drücken')
  })

  it('H opens no advisor, as there is no Hint button, and asks main nothing', async () => {
    const w = await hotseatTable()
    await useMatchStore().reveal()
    await settle()
    expect(w.find('[data-test="hint"]').exists()).toBe(false)
    await key('h')
    expect(w.find('[data-test="hint-panel"]').exists()).toBe(false)
    expect(useMatchStore().error).toBeNull()
  })
})

describe('the menu opened as the turn passes', () => {
  /** The person who has the table ends the turn, its cards shown at their pace. */
  async function endTheTurn(w: VueWrapper): Promise<{ ender: 0 | 1; next: 0 | 1 }> {
    await useMatchStore().reveal()
    await settle()
    const ender = useMatchStore().you as 0 | 1
    useSettingsStore().settings.reducedMotion = 'off'
    await w.get('[data-test="end-turn"]').trigger('click')
    return { ender, next: ender === 0 ? 1 : 0 }
  }

  it('Esc while the move shows: no forfeit for the next person, and the curtain after it', async () => {
    const w = await hotseatTable()
    const { next } = await endTheTurn(w)
    await settle()
    expect(useMatchStore().presenting).toBe(true)
    await key('Escape')
    // the move is shown to its end behind the menu: the turn is the next person's now
    expect(w.find('[data-test="table-menu"]').exists()).toBe(true)
    expect(useMatchStore().curtain).toBe(next)
    expect(w.find('[data-test="curtain"]').exists()).toBe(false)
    // nothing of either hand is on the page behind it
    expect(w.findAll('[data-test="my-hand"] .card-button')).toHaveLength(0)
    expect(w.find('.chooser').exists()).toBe(false)
    // the person still at the keyboard cannot forfeit for the one the screen goes to
    expect(w.find('[data-test="forfeit"]').exists()).toBe(false)
    expect(w.get('[data-test="forfeit-later"]').text()).toBe(
      i18n.global.t('modes.hotseat.forfeitLater', { name: NAMES[next] }),
    )
    // leaving keeps the match open (it reopens on the curtain), so it stays offered
    expect(w.find('[data-test="leave"]').exists()).toBe(true)

    // the menu closes onto the curtain, which takes the keyboard
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    expect(w.get('[data-test="curtain-title"]').text()).toBe(
      i18n.global.t('modes.curtain.title', { name: NAMES[next] }),
    )
    expect(document.activeElement).toBe(w.get('[data-test="curtain-reveal"]').element)
    // and behind it Esc is no menu again, until the next person has the table
    await key('Escape')
    expect(w.find('[data-test="table-menu"]').exists()).toBe(false)
    await useMatchStore().reveal()
    await settle()
    await key('Escape')
    await w.get('[data-test="forfeit"]').trigger('click')
    await settle()
    expect(w.get('[data-test="forfeit-warning"]').text()).toBe(note(next))
    expect((await main('match.resume'))?.view.phase).not.toBe('over')
  })

  it('a forfeit question asked as the move went to main is taken back when the turn passes', async () => {
    const w = await hotseatTable()
    await useMatchStore().reveal()
    await settle()
    const ender = useMatchStore().you as 0 | 1
    const next = ender === 0 ? 1 : 0
    // End turn, and at once the menu and its forfeit, before main has answered the move
    await w.get('[data-test="end-turn"]').trigger('click')
    expect(useMatchStore().pending).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await w.vm.$nextTick()
    await w.get('[data-test="forfeit"]').trigger('click')
    expect(w.get('[data-test="forfeit-warning"]').text()).toBe(note(ender))
    // main's answer passes the turn: the question, which would now be the other's, goes
    await settle()
    expect(w.find('[data-test="forfeit-warning"]').exists()).toBe(false)
    expect(w.find('[data-test="forfeit-confirm"]').exists()).toBe(false)
    expect(w.get('[data-test="forfeit-later"]').text()).toBe(
      i18n.global.t('modes.hotseat.forfeitLater', { name: NAMES[next] }),
    )
    expect(document.activeElement).toBe(w.get('[data-test="back-to-game"]').element)
  })
})

describe('the table as it turns to the next person', () => {
  /** A classic match on a fixed deal, the opener's turn ended, the curtain up for the other. */
  async function handedOver(w: VueWrapper): Promise<0 | 1> {
    await useMatchStore().reveal()
    await settle()
    await w.get('[data-test="end-turn"]').trigger('click')
    await settle()
    return useMatchStore().curtain as 0 | 1
  }
  const totalOf = (w: VueWrapper, table: string): string =>
    w.get(`[data-test="${table}"] [data-test="total-value"]`).text()

  it('shows each seat’s own total at once, with no count from the other seat’s number', async () => {
    const w = await hotseatTable(SEED)
    const next = await handedOver(w)
    const view = (await main('match.resume'))!.view
    const [mine, theirs] = [view.players[next].total, view.players[next === 0 ? 1 : 0].total]
    // the deal makes the two totals differ, so a count from one to the other would show
    expect(mine).not.toBe(theirs)
    useSettingsStore().settings.reducedMotion = 'off'
    await useMatchStore().reveal()
    await w.vm.$nextTick()
    // the moment the table faces the next person, End turn is theirs: so is the number shown
    expect(useMatchStore().you).toBe(next)
    expect(totalOf(w, 'my-table')).toBe(String(mine))
    expect(totalOf(w, 'their-table')).toBe(String(theirs))
  })
})

describe('the narration at a hot-seat table', () => {
  const log = (w: VueWrapper): string => w.get('[data-test="narration"]').text()

  /** A hot-seat table after its first seat's first turn: the log, and which seat is which. */
  async function afterFirstTurn(): Promise<{
    w: VueWrapper
    said: string
    first: 0 | 1
    other: 0 | 1
  }> {
    const w = await hotseatTable(SEED)
    const first = useMatchStore().curtain as 0 | 1
    await useMatchStore().reveal()
    await settle()
    await w.get('[data-test="end-turn"]').trigger('click')
    await settle()
    return { w, said: log(w), first, other: first === 0 ? 1 : 0 }
  }

  it('names both seats, never “you”, from the start on', async () => {
    const { w, said, first, other } = await afterFirstTurn()
    expect(said).toContain(`${NAMES[first]} opens.`)
    expect(said).toMatch(new RegExp(`${NAMES[other]} draws \\d+: total \\d+\\.`))
    expect(said).not.toMatch(/\byou\b/i)
    // the status a screen reader hears names the seat too
    await useMatchStore().reveal()
    await settle()
    expect(w.get('[data-test="status-said"]').text()).toBe(`${NAMES[other]}'s turn`)
    // the left plate is the person holding the screen: said plainly under their name
    const plate = w.get('[data-test="my-table"] [data-test="plate"]')
    expect(plate.get('[data-test="name"]').text()).toBe(NAMES[other])
    expect(plate.get('.subtitle').text()).toBe('At the screen')
  })

  it('says it in German, the names declined', async () => {
    i18n.global.locale.value = 'de'
    const { w, said, first, other } = await afterFirstTurn()
    expect(said).toContain(`${NAMES[first]} beginnt.`)
    expect(said).toMatch(new RegExp(`${NAMES[other]} zieht \\d+: Summe \\d+\\.`))
    expect(said).not.toMatch(/\b(du|dich|dir)\b/i)
    const plate = w.get('[data-test="my-table"] [data-test="plate"]')
    expect(plate.get('.subtitle').text()).toBe('Am Bildschirm')
  })
})
