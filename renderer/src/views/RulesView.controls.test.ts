// @vitest-environment happy-dom
/**
 * How to play's Controls page: each action once with its keys and its gamepad buttons, in the
 * player's language, and held to the maps the handlers act on: the table's keys (commandFor) and
 * the gamepad's buttons (useGamepad, driven through a stubbed navigator.getGamepads).
 */
import { mount, type VueWrapper } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick } from 'vue'
import type { CardCode } from '@common/cards'
import { legalActions } from '@main/engine'
import { createMatch } from '@main/engine/match'
import type { Hint } from '@preload/contract'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import { BACK, CONTROLS, controlOf, HELP_KEYS, type ControlAction } from '@/composables/controls'
import { useKeyCaps, type KeyCaps } from '@/composables/useKeyCaps'
import { PAD, useGamepad } from '@/composables/useGamepad'
import { commandFor, type KeyContext, type TableCommand } from '@/composables/useTableKeys'
import { i18n } from '@/i18n'
import { useInputStore } from '@/stores/input'
import { useNavigationStore } from '@/stores/navigation'
import { mountHand } from '@/testing/hand-row'
import { IDLE_TABLE } from '@/testing/table-keys'
import OwnedCards from '@/components/deck/OwnedCards.vue'
import ChoosePanel from '@/components/table/ChoosePanel.vue'
import CoachPanel from '@/components/table/CoachPanel.vue'
import PassCurtain from '@/components/table/PassCurtain.vue'
import TableActions from '@/components/table/TableActions.vue'
import TableMenu from '@/components/table/TableMenu.vue'
import TheirPool from '@/components/table/TheirPool.vue'
import ScreenHeader from '@/components/ui/ScreenHeader.vue'
import RulesView from './RulesView.vue'

afterEach(() => {
  i18n.global.locale.value = 'en'
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

/** How to play, opened as Settings' Controls button and F1 open it: on the Controls tab. */
function openControls(): VueWrapper {
  setActivePinia(createPinia())
  useNavigationStore().go('rules', { tab: 'controls' })
  return mount(RulesView, { global: { plugins: [i18n] }, attachTo: document.body })
}

/** Each row as the eye reads it: what it does, its key caps, its pad's caps and words. */
function rows(w: VueWrapper) {
  return w.findAll('tbody tr').map((row) => ({
    action: row.get('th').text(),
    keys: row.findAll('[data-test="keys"] kbd').map((k) => k.text()),
    pad: [
      ...row.findAll('[data-test="pad"] kbd').map((k) => k.text()),
      ...row.findAll('.on-focus').map((words) => words.text()),
    ].join(' '),
  }))
}

describe('How to play lists the controls', () => {
  it('opens on its tab from Settings, each action once with its key and pad button', () => {
    const w = openControls()
    const tab = w.get('[data-test="rules-tab-controls"]')
    expect(tab.attributes('aria-selected')).toBe('true')
    expect(tab.text()).toBe('Controls')
    const shown = rows(w)
    expect(new Set(shown.map((r) => r.action)).size).toBe(shown.length)
    expect(shown).toContainEqual({ action: 'End your turn', keys: ['E'], pad: 'LB' })
    expect(shown).toContainEqual({ action: 'Stand', keys: ['S'], pad: 'RB' })
    expect(shown).toContainEqual({ action: 'Ask the advisor for a hint', keys: ['H'], pad: 'Y' })
    expect(shown).toContainEqual({
      action: 'Turn a flip card’s sign to + or −',
      keys: ['F'],
      pad: 'X on the card',
    })
    expect(shown).toContainEqual({
      action: 'Play the card in that place of your hand',
      keys: ['1–4'],
      pad: 'A on the card',
    })
    expect(shown).toContainEqual({
      action: 'Open the table’s menu; elsewhere, go back a screen',
      keys: ['Esc'],
      pad: 'Start B',
    })
    expect(shown).toContainEqual({
      action: 'Move between buttons and cards',
      keys: ['Tab', '↑', '↓', '←', '→'],
      pad: 'D-pad Left stick',
    })
    // the hand is picked in cantina rules too, with the same keys
    expect(shown).toContainEqual({
      action: 'Tournament and cantina rules: pick a side deck card for your hand',
      keys: ['1–9', '0'],
      pad: 'A on the card',
    })
    // and the screens' own keys, each under the screen it acts on
    const group = (place: string) =>
      w.findAll(`tbody[data-place="${place}"] tr:not(.place) th`).map((th) => th.text())
    expect(w.findAll('tr.place th').map((th) => th.text())).toEqual([
      'At the table',
      'On every screen',
      'Cards and decks',
      'Replay',
      'Tutorial',
    ])
    expect(group('deck')).toEqual([
      'Save the deck you are building',
      'Let a picked card go, before it replaces one in the deck',
    ])
    expect(shown).toContainEqual({
      action: 'Save the deck you are building',
      keys: ['Ctrl+S'],
      pad: 'A on Save',
    })
    expect(shown).toContainEqual({
      action: 'Open this page (from the title screen and the settings)',
      keys: ['F1', '?'],
      pad: 'none',
    })
    w.unmount()
  })

  it('in German, with German words for the keys that have no letter', async () => {
    i18n.global.locale.value = 'de'
    const w = openControls()
    expect(w.get('[data-test="rules-tab-controls"]').text()).toBe('Steuerung')
    expect(w.findAll('thead th').map((th) => th.text())).toEqual(['Wozu', 'Tastatur', 'Gamepad'])
    const shown = rows(w)
    expect(shown).toContainEqual({ action: 'Zug beenden', keys: ['E'], pad: 'LB' })
    expect(shown).toContainEqual({
      action: 'Laufende Kartenbewegungen abkürzen',
      keys: ['Leertaste', 'Enter'],
      pad: 'LB RB Y',
    })
    expect(shown.find((r) => r.action.startsWith('Zwischen'))?.pad).toBe('Steuerkreuz Linker Stick')
    expect(shown).toContainEqual({
      action: 'Zum Austeilen oder zum Ende springen',
      keys: ['Pos1', 'Ende'],
      pad: 'A auf ihren Schaltflächen',
    })
    expect(shown).toContainEqual({
      action: 'Eine gewählte Karte zurücklegen, bevor sie eine im Deck ersetzt',
      keys: ['Esc'],
      pad: 'B',
    })
    w.unmount()
  })

  it('is reached with the arrow keys from the other tabs, as a tab list', async () => {
    setActivePinia(createPinia())
    const w = mount(RulesView, { global: { plugins: [i18n] }, attachTo: document.body })
    await w.get('[data-test="rules-tab-cards"]').trigger('click')
    await w.get('[data-test="rules-tab-cards"]').trigger('keydown', { key: 'ArrowRight' })
    expect(document.activeElement?.getAttribute('data-test')).toBe('rules-tab-controls')
    expect(w.find('[data-test="controls"]').exists()).toBe(true)
    w.unmount()
  })
})

describe('F1 and ? on How to play itself', () => {
  it('go to the Controls tab and put the keyboard on it, as they open it elsewhere', async () => {
    for (const key of HELP_KEYS) {
      setActivePinia(createPinia())
      const navigation = useNavigationStore()
      navigation.go('rules', { tab: 'basics' })
      const w = mount(RulesView, { global: { plugins: [i18n] }, attachTo: document.body })
      const tutorial = w.get('[data-test="open-tutorial"]').element as HTMLElement
      tutorial.focus()
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      tutorial.dispatchEvent(event)
      await nextTick()
      const tab = w.get('[data-test="rules-tab-controls"]')
      expect(tab.attributes('aria-selected'), key).toBe('true')
      expect(document.activeElement, key).toBe(tab.element)
      expect(w.find('[data-test="controls"]').exists(), key).toBe(true)
      // the browser's own help is not opened, nor a second How to play over this one
      expect(event.defaultPrevented, key).toBe(true)
      expect(navigation.current.screen).toBe('rules')
      expect(navigation.stack.length, key).toBe(2)
      w.unmount()
    }
  })
})

/** The table's states a key can meet, each a context of its own. */
const CONTEXTS: KeyContext[] = [
  IDLE_TABLE,
  { ...IDLE_TABLE, presenting: true },
  { ...IDLE_TABLE, presenting: true, standing: true },
  { ...IDLE_TABLE, ahead: true, presenting: true },
  { ...IDLE_TABLE, choosing: true },
  { ...IDLE_TABLE, choosing: true, unfocused: true },
  { ...IDLE_TABLE, pool: true },
  { ...IDLE_TABLE, pool: true, poolOpen: true },
  { ...IDLE_TABLE, hintOpen: true },
  { ...IDLE_TABLE, menuOpen: true },
  { ...IDLE_TABLE, over: true, presenting: true },
  { ...IDLE_TABLE, empty: true },
]

/** Every key a keyboard sends that the table might be listening for. */
const ANY_KEY = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789 ?-+.,'.split(''),
  ...['Enter', 'Escape', 'Tab', 'Backspace', 'Delete', 'Home', 'End', 'F1', 'Shift'],
  ...['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'],
]

/** What each listed action is to the table's handler, in a state where it acts. */
const ACTS: Partial<Record<ControlAction, [KeyContext, TableCommand['type']]>> = {
  end: [IDLE_TABLE, 'end'],
  stand: [IDLE_TABLE, 'stand'],
  hint: [IDLE_TABLE, 'hint'],
  flip: [IDLE_TABLE, 'flip'],
  play: [IDLE_TABLE, 'play'],
  pick: [{ ...IDLE_TABLE, choosing: true }, 'pick'],
  pool: [{ ...IDLE_TABLE, pool: true }, 'pool'],
  hurry: [{ ...IDLE_TABLE, presenting: true }, 'skip'],
  menu: [IDLE_TABLE, 'openMenu'],
}

describe('the Controls page cannot drift from the handlers', () => {
  const listed = new Set(CONTROLS.flatMap((c) => c.keys.map((k) => k.toLowerCase())))

  it('lists every key the table acts on, and each listed key does what its row says', () => {
    const acted = new Set(
      ANY_KEY.filter((key) => CONTEXTS.some((at) => commandFor(key, at) !== null)).map((key) =>
        key.toLowerCase(),
      ),
    )
    for (const key of acted) expect(listed, `key ${key}`).toContain(key)
    for (const [action, [at, type]] of Object.entries(ACTS)) {
      const control = CONTROLS.find((c) => c.action === action)!
      for (const key of control.keys) expect(commandFor(key, at)?.type, key).toBe(type)
    }
    // the hand's places by their keys, in order
    expect(
      CONTROLS.find((c) => c.action === 'play')!.keys.map((k) => commandFor(k, IDLE_TABLE)),
    ).toEqual([0, 1, 2, 3].map((place) => ({ type: 'play', place })))
  })

  it('names no key the game ignores: the arrows move the focus, every other key is the table’s', () => {
    const arrows = ['arrowup', 'arrowdown', 'arrowleft', 'arrowright']
    const ignored = [...listed].filter(
      (key) => !arrows.includes(key) && !CONTEXTS.some((at) => commandFor(key, at) !== null),
    )
    expect(ignored).toEqual([])
  })

  it('each gamepad button listed presses the key of its row, and every button is listed', () => {
    const buttons = Array.from({ length: 17 }, () => ({ pressed: false, value: 0 }))
    const pad = { connected: true, buttons, axes: [0, 0, 0, 0] }
    let queued: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      queued.push(callback)
      return queued.length
    })
    vi.stubGlobal('cancelAnimationFrame', () => {})
    Object.defineProperty(navigator, 'getGamepads', { configurable: true, value: () => [pad] })
    const frame = () => {
      const now = queued
      queued = []
      for (const callback of now) callback(0)
    }
    setActivePinia(createPinia())
    const w = mount(
      defineComponent({
        setup() {
          useGamepad()
          return () => h('button', { id: 'here' }, 'here')
        },
      }),
      { attachTo: document.body },
    )
    const pressed: string[] = []
    window.addEventListener('keydown', (event) => pressed.push(event.key))
    /** The keys one tap of `button` sends. */
    const tap = (button: number): string[] => {
      pressed.length = 0
      buttons[button] = { pressed: true, value: 1 }
      frame()
      buttons[button] = { pressed: false, value: 0 }
      frame()
      return [...pressed]
    }
    frame()
    for (const control of CONTROLS) {
      for (const button of control.pad) {
        if (!['lb', 'rb', 'y', 'b', 'start'].includes(button)) continue
        const sent = tap(PAD[button as keyof typeof PAD])
        const [at, type] = ACTS[control.action]!
        expect(
          sent.map((key) => commandFor(key, at)?.type),
          `${control.action} ${button}`,
        ).toEqual([type])
      }
    }
    // every button the pad answers is on the page: the d-pad's four as one
    const named = new Set(CONTROLS.flatMap((c) => c.pad))
    for (const button of Object.keys(PAD)) {
      const as = ['up', 'down', 'left', 'right'].includes(button) ? 'dpad' : button
      expect(named, button).toContain(as)
    }
    w.unmount()
  })
})

describe('the table’s key caps cannot drift from the Controls page', () => {
  /** The first key cap and the first pad cap the Controls page shows for `action`. */
  function pageCaps(page: VueWrapper, action: ControlAction): [string, string] {
    const row = page.get(`tr[data-control="${action}"]`)
    return [row.get('[data-test="keys"] kbd').text(), row.get('[data-test="pad"] kbd').text()]
  }
  /** The key an aria-keyshortcuts names, as a keydown's key would carry it. */
  const pressed = (shortcut: string | undefined): string =>
    shortcut === 'Space' ? ' ' : (shortcut ?? '')

  it('draws the buttons’ and the sign toggle’s caps as the page, and answers their shortcuts', async () => {
    const page = openControls()
    const actions = mount(TableActions, {
      props: { canEnd: true, canStand: true, canHint: true, canMenu: true, coached: null },
      global: { plugins: [i18n] },
    })
    const hand = mountHand({
      slots: ['±2'],
      handSize: 1,
      playable: [true],
      signed: [true],
      signs: ['+'],
      outcomes: undefined,
    })
    const buttons = { end: 'end-turn', stand: 'stand', hint: 'hint', menu: 'menu' } as const
    /** Each button's cap and shortcut beside the page's caps for its action. */
    const shown = () => [
      ...Object.entries(buttons).map(([action, test]) => {
        const button = actions.get(`[data-test="${test}"]`)
        return {
          action,
          cap: button.get('kbd').text(),
          shortcut: button.attributes('aria-keyshortcuts'),
        }
      }),
      {
        action: 'flip',
        cap: hand.get('[data-test="sign-1"] kbd').text(),
        shortcut: hand.get('[data-test="sign-1"]').attributes('aria-keyshortcuts'),
      },
    ]
    for (const { action, cap, shortcut } of shown()) {
      expect(cap, action).toBe(pageCaps(page, action as ControlAction)[0])
      // the shortcut a screen reader hears is a key the table does that with
      const [at, type] = ACTS[action as ControlAction]!
      expect(commandFor(pressed(shortcut), at)?.type, action).toBe(type)
    }
    // a gamepad in use: the buttons' caps are the pad's, as the page lists them first
    useInputStore().use('gamepad')
    await nextTick()
    for (const { action, cap } of shown()) {
      expect(cap, action).toBe(pageCaps(page, action as ControlAction)[1])
    }
    expect(shown().map((b) => b.cap)).toEqual(['LB', 'RB', 'Y', 'Start', 'X'])
    for (const w of [page, actions, hand]) w.unmount()
  })
})

describe('every other key cap shown is the key controls.ts names', () => {
  /** Each cap in the Controls page's row for `action`: its keys', then its pad buttons'. */
  function rowCaps(page: VueWrapper, action: ControlAction): { keys: string[]; pad: string[] } {
    const row = page.get(`tr[data-control="${action}"]`)
    const caps = (part: string) => row.findAll(`[data-test="${part}"] kbd`).map((k) => k.text())
    return { keys: caps('keys'), pad: caps('pad') }
  }
  /** The caps a component draws, as useKeyCaps spells them in the current language. */
  function keyCaps(): KeyCaps {
    let caps: KeyCaps | null = null
    const setup = () => {
      caps = useKeyCaps()
      return () => null
    }
    mount({ setup }, { global: { plugins: [i18n] } }).unmount()
    return caps!
  }
  /** The key an aria-keyshortcuts names, as a keydown's key would carry it. */
  const pressed = (shortcut: string | undefined): string =>
    shortcut === 'Space' ? ' ' : (shortcut ?? '')
  const hint = (action: Hint['action'], total: number): Hint => ({
    action,
    winChance: 0.5,
    reason: { key: 'advice.coach.choose' },
    total,
  })

  it('the coach’s advice names the page’s keys, and the gamepad’s buttons under a pad', async () => {
    const page = openControls()
    const advise = (advice: Hint, total: number) =>
      mount(CoachPanel, {
        props: {
          ...{ matchId: 'm1', you: 0, rules: 'classic', opponent: 'Deckhand Wendel' },
          ...{ events: [], shown: 0, advice, yourMove: true, theirTurn: false, total },
          ...{ hand: ['+4', '-3', '±2', '+5'], signs: ['+', '+', '+', '+'], calm: true },
          theirs: { total: 0, standing: false },
        },
        global: { plugins: [i18n] },
      })
    const caps = async (advice: Hint, total: number) => {
      const w = advise(advice, total)
      await nextTick()
      const shown = w.findAll('[data-test="coach-advice"] kbd').map((k) => k.text())
      w.unmount()
      return shown
    }
    const ADVICE: [Hint, number, ControlAction][] = [
      [hint({ type: 'end' }, 8), 8, 'end'],
      [hint({ type: 'stand' }, 19), 19, 'stand'],
      [hint({ type: 'play', card: '±2', sign: '-' }, 19), 21, 'flip'],
    ]
    // the first cap is the move's key; a flip's second is the card's place, the third place
    const place = keyCaps().keyCap(controlOf('play').keys[2]!)
    for (const [advice, total, action] of ADVICE) {
      expect((await caps(advice, total))[0], action).toBe(rowCaps(page, action).keys[0])
    }
    expect(await caps(ADVICE[2]![0], 21)).toEqual([rowCaps(page, 'flip').keys[0], place])
    expect(await caps(hint({ type: 'play', card: '-3' }, 20), 23)).toEqual([
      keyCaps().keyCap(controlOf('play').keys[1]!),
    ])
    // a gamepad in use: its buttons as the page lists them, a card pressed with the pad's A
    useInputStore().use('gamepad')
    for (const [advice, total, action] of ADVICE) {
      expect((await caps(advice, total))[0], action).toBe(rowCaps(page, action).pad[0])
    }
    expect((await caps(ADVICE[2]![0], 21))[1]).toBe(rowCaps(page, 'press').pad[0])
    page.unmount()
  })

  it('Back, Leave and a picked card’s line name the menu’s key, or the pad’s B, and answer it', async () => {
    const page = openControls()
    const back = rowCaps(page, 'menu')
    const menu = mount(TableMenu, { props: { wager: 0 }, global: { plugins: [i18n] } })
    const resume = menu.get('[data-test="back-to-game"]')
    expect(resume.get('kbd').text()).toBe(back.keys[0])
    expect(
      commandFor(pressed(resume.attributes('aria-keyshortcuts')), {
        ...IDLE_TABLE,
        menuOpen: true,
      }),
    ).toEqual({ type: 'closeMenu' })
    const header = mount(ScreenHeader, {
      props: { title: 'Settings' },
      global: { plugins: [i18n] },
    })
    const headerBack = header.get('[data-test="back"]')
    expect(headerBack.attributes('title')).toBe(`Back (${back.keys[0]})`)
    expect(pressed(headerBack.attributes('aria-keyshortcuts'))).toBe(controlOf('menu').keys[0])
    const owned = mount(OwnedCards, {
      props: {
        library: [],
        rules: 'classic',
        full: true,
        refused: null,
        picked: '+1',
        swapNote: null,
      },
      global: { plugins: [i18n] },
    })
    const line = () => owned.get('[data-test="add-refused"]').text()
    expect(line()).toContain(`(${back.keys[0]} cancels)`)
    // the hot-seat curtain: its Leave names the key, and that key asks the question
    const curtain = mount(PassCurtain, {
      props: { name: 'Ana', other: 'Bo', busy: false },
      global: { plugins: [i18n] },
      attachTo: document.body,
    })
    const leave = curtain.get('[data-test="curtain-leave"]')
    expect(leave.get('kbd').text()).toBe(back.keys[0])
    expect(curtain.get('[data-test="curtain-keys"]').text()).toBe(
      `Press ${rowCaps(page, 'press').keys[0]}`,
    )
    const key = pressed(leave.attributes('aria-keyshortcuts'))
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    await nextTick()
    await nextTick()
    expect(curtain.get('[data-test="curtain-stay"] kbd').text()).toBe(back.keys[0])
    expect(curtain.get('[data-test="curtain-forfeit-note"]').text()).toContain(`(${back.keys[0]})`)
    // a gamepad in use: the pad's button that steps back, one of the menu's on the page
    useInputStore().use('gamepad')
    await nextTick()
    const padBack = menu.get('[data-test="back-to-game"] kbd').text()
    expect(back.pad).toContain(padBack)
    expect(padBack).toBe(keyCaps().padCap(BACK.pad))
    expect(line()).toContain(`(${padBack} cancels)`)
    for (const w of [page, menu, header, owned, curtain]) w.unmount()
  })

  it('the hand’s places, the chooser’s picks and Bring, and the pool: caps and shortcuts', async () => {
    const page = openControls()
    const { keyCap } = keyCaps()
    const hand = mountHand({
      slots: ['+4', null, '-3', '+1'],
      handSize: 4,
      playable: [true, false, true, true],
      signed: [false, false, false, false],
      outcomes: undefined,
    })
    const places = controlOf('play').keys
    expect(hand.findAll('.key').map((k) => k.text())).toEqual(places.map((k) => keyCap(k)))
    for (const i of [0, 2, 3]) {
      const shortcut = hand.get(`[data-test="hand-card-${i + 1}"]`).attributes('aria-keyshortcuts')
      expect(commandFor(pressed(shortcut), IDLE_TABLE)).toEqual({ type: 'play', place: i })
    }
    const deck = [...DEFAULT_DECKS.tournament] as CardCode[]
    const { state } = createMatch({ rules: 'tournament', seed: 3, sideDecks: [deck, deck] })
    const chooser = mount(ChoosePanel, {
      props: {
        ...{ set: state.set, rules: 'tournament', pool: deck, theirPool: null },
        ...{ opponent: 'Deckhand Wendel', legal: legalActions(state, 0), busy: false },
      },
      global: { plugins: [i18n] },
    })
    const choosing = { ...IDLE_TABLE, choosing: true }
    deck.forEach((_, i) => {
      const card = chooser.get(`[data-test="pool-${i}"]`)
      expect(card.get('kbd').text(), `pool ${i}`).toBe(keyCap(controlOf('pick').keys[i]!))
      const shortcut = pressed(card.attributes('aria-keyshortcuts'))
      expect(commandFor(shortcut, choosing), `pool ${i}`).toEqual({ type: 'pick', index: i })
    })
    const bring = chooser.get('[data-test="choose-confirm"]')
    expect(bring.get('kbd').text()).toBe(rowCaps(page, 'press').keys[0])
    expect(commandFor(pressed(bring.attributes('aria-keyshortcuts')), choosing)).toEqual({
      type: 'confirm',
    })
    const pool = mount(TheirPool, {
      props: { rules: 'tournament', cards: deck, name: 'Deckhand Wendel', open: false, held: 4 },
      global: { plugins: [i18n] },
    })
    const control = pool.get('[data-test="their-pool-button"]')
    expect(control.get('kbd').text()).toBe(rowCaps(page, 'pool').keys[0])
    expect(
      commandFor(pressed(control.attributes('aria-keyshortcuts')), { ...IDLE_TABLE, pool: true }),
    ).toEqual({ type: 'pool' })
    for (const w of [page, hand, chooser, pool]) w.unmount()
  })

  it('the Controls tab’s lead names the keys that open it, in both languages', () => {
    for (const language of ['en', 'de'] as const) {
      i18n.global.locale.value = language
      const page = openControls()
      const { keyCap } = keyCaps()
      const lead = page.get('[data-test="controls-lead"]').text()
      for (const key of HELP_KEYS) expect(lead, language).toContain(` ${keyCap(key)} `)
      // and what they do on How to play itself: go to this tab
      expect(lead, language).toContain(
        language === 'en'
          ? 'and on How to play switches to this tab.'
          : 'und wechselt in den Spielregeln selbst zu diesem Reiter.',
      )
      page.unmount()
    }
    i18n.global.locale.value = 'en'
  })
})
