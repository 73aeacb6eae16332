// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CardCode } from '@common/cards'
import type { PlayerIndex } from '@common/match'
import { legalActions, view } from '@main/engine'
import { createMatch } from '@main/engine/match'
import { cardLabel, type RulesetId } from '@common/rulesets'
import { DEFAULT_DECKS } from '@tools/scenario/run'
import { act } from '@tools/testing/engine-steps'
import { i18n } from '@/i18n'
import { SPOKEN_GAP_MS } from '@/composables/useSpokenLine'
import { accessibleName } from '@/testing/accessible-name'
import ChoosePanel from './ChoosePanel.vue'

afterEach(() => {
  vi.useRealTimers()
})

/** The hand chooser at the start of a real match of these rules (the engine's own choices). */
function chooser(rules: RulesetId, attachTo?: HTMLElement) {
  const deck = [...DEFAULT_DECKS[rules]] as CardCode[]
  const { state } = createMatch({ rules, seed: 3, sideDecks: [deck, deck] })
  return mount(ChoosePanel, {
    attachTo,
    props: {
      set: state.set,
      rules,
      pool: deck,
      theirPool: null,
      opponent: 'Deckhand Wendel',
      legal: legalActions(state, 0),
      busy: false,
    },
    global: { plugins: [i18n] },
  })
}

describe('the hand chooser', () => {
  it('names the set a hand lasts for, or the match when the match is one set', () => {
    const tournament = chooser('tournament')
    expect(tournament.get('h2').text()).toBe('Choose your hand for set 1')
    expect(tournament.get('p').text()).toContain('They last the whole set.')
    // the cantina plays one set: there is no set to name
    const cantina = chooser('cantina')
    expect(cantina.get('h2').text()).toBe('Choose your hand for the match')
    expect(cantina.get('p').text()).toContain('They last the whole match.')
    expect(cantina.attributes('aria-label')).toBe('Choose your hand for the match')
  })

  it('lays the opponent’s side deck face down where the rules hide it, face up where they show it', async () => {
    // the cantina hides the pools: the opponent chooses too, from ten cards the player does not see
    const cantina = chooser('cantina')
    const hidden = cantina.get('[data-test="their-pool-hidden"]')
    expect(hidden.get('h3').text()).toBe(
      i18n.global.t('table.choose.theirPoolHidden', { name: 'Deckhand Wendel' }),
    )
    expect(hidden.findAll('[data-kind="back"]')).toHaveLength(10)
    expect(cantina.find('[data-test="their-pool"]').exists()).toBe(false)
    // the tournament shows them, and nothing lies face down
    const tournament = chooser('tournament')
    await tournament.setProps({ theirPool: [...DEFAULT_DECKS.tournament] as CardCode[] })
    expect(tournament.findAll('[data-test="their-pool"] .side-card')).toHaveLength(10)
    expect(tournament.find('[data-test="their-pool-hidden"]').exists()).toBe(false)
  })

  it('picks with a Space pressed on the card, never with one held from before it opened', async () => {
    const panel = chooser('cantina', document.body)
    const card = panel.get('[data-test="pool-0"]')
    const press = async (type: 'keydown' | 'keyup', key: string, repeat = false) => {
      const event = new KeyboardEvent(type, { key, repeat, bubbles: true, cancelable: true })
      card.element.dispatchEvent(event)
      await panel.vm.$nextTick()
      return event
    }
    const picked = () => card.attributes('aria-pressed')
    ;(card.element as HTMLElement).focus()
    // Space went down to hurry the table along before the chooser opened: here come its
    // repeats and its release, and nothing is picked
    expect((await press('keydown', ' ', true)).defaultPrevented).toBe(true)
    await press('keydown', ' ', true)
    await press('keyup', ' ')
    expect(picked()).toBe('false')
    // a held Enter's repeats are no click on the card either (Enter brings the hand)
    expect((await press('keydown', 'Enter', true)).defaultPrevented).toBe(true)
    expect(picked()).toBe('false')
    // a Space pressed here picks on its release, as a button's does, and again puts it back
    await press('keydown', ' ')
    expect(picked()).toBe('false')
    await press('keydown', ' ', true)
    await press('keyup', ' ')
    expect(picked()).toBe('true')
    await press('keydown', ' ')
    await press('keyup', ' ')
    expect(picked()).toBe('false')
    panel.unmount()
  })

  it('says what a digit did: a card chosen, put back, or a hand already full', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const w = chooser('cantina')
    const said = async () => {
      await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
      return w.get('[data-test="choose-said"]').text()
    }
    expect(w.get('[data-test="choose-said"]').attributes('aria-live')).toBe('polite')
    const exposed = w.vm as unknown as { toggle: (index: number) => void }
    exposed.toggle(0)
    await w.vm.$nextTick()
    const card = w.get('[data-test="pool-0"]').attributes('aria-pressed')
    expect(card).toBe('true')
    const first = w.props('pool')[0] as CardCode
    expect(await said()).toBe(
      i18n.global.t('table.choose.said.picked', { card: first, n: 1, of: 4 }),
    )
    exposed.toggle(0)
    await w.vm.$nextTick()
    expect(await said()).toBe(
      i18n.global.t('table.choose.said.dropped', { card: first, n: 0, of: 4 }),
    )
  })

  it('marks a chosen card with a check, not by its light alone, and fades the rest of a full hand', async () => {
    const w = chooser('cantina')
    const exposed = w.vm as unknown as { toggle: (index: number) => void }
    const card = (i: number) => w.get(`[data-test="pool-${i}"]`)
    const marked = (i: number) => card(i).find('[data-test="picked-mark"]').exists()
    const faded = (i: number) => card(i).find('.side-card').classes('state-dim')
    expect(marked(0)).toBe(false)
    exposed.toggle(0)
    await w.vm.$nextTick()
    // said to a screen reader by its state, shown by a check (not read out: the state says it)
    expect(card(0).attributes('aria-pressed')).toBe('true')
    expect(marked(0)).toBe(true)
    expect(card(0).get('[data-test="picked-mark"]').attributes('aria-hidden')).toBe('true')
    expect(card(0).classes()).toContain('on')
    expect(marked(1)).toBe(false)
    // not yet a full hand: the cards left are as bright as ever
    expect(faded(1)).toBe(false)
    for (const i of [1, 2, 3]) exposed.toggle(i)
    await w.vm.$nextTick()
    // a full hand: the six left out fade, their colours kept
    expect([0, 1, 2, 3].every(marked)).toBe(true)
    expect([4, 5, 6, 7, 8, 9].map(faded)).toEqual(Array(6).fill(true))
    expect([0, 1, 2, 3].some(faded)).toBe(false)
    // a card put back loses its check, and the others their fade
    exposed.toggle(2)
    await w.vm.$nextTick()
    expect(marked(2)).toBe(false)
    expect(faded(5)).toBe(false)
  })

  it('says what Space or a click on a card did, as a digit does, and each time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const panel = chooser('cantina', document.body)
    const region = panel.get('[data-test="choose-said"]').element
    const heard: string[] = []
    new MutationObserver(() => heard.push(region.textContent?.trim() ?? '')).observe(region, {
      subtree: true,
      childList: true,
      characterData: true,
    })
    const pool = panel.props('pool')
    const space = async (index: number) => {
      const card = panel.get(`[data-test="pool-${index}"]`).element
      for (const type of ['keydown', 'keyup'] as const)
        card.dispatchEvent(new KeyboardEvent(type, { key: ' ', bubbles: true, cancelable: true }))
      await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    }
    const t = i18n.global.t
    await space(0)
    await space(1)
    await panel.get('[data-test="pool-2"]').trigger('click')
    await vi.advanceTimersByTimeAsync(SPOKEN_GAP_MS)
    await space(3)
    expect(panel.get('[data-test="pool-3"]').attributes('aria-pressed')).toBe('true')
    // a fifth, by Space, twice: refused and said each time, the region emptied in between
    await space(4)
    await space(4)
    expect(panel.get('[data-test="pool-4"]').attributes('aria-pressed')).toBe('false')
    const full = t('table.choose.said.full', { of: 4 })
    const picked = (i: number, n: number) =>
      t('table.choose.said.picked', { card: pool[i] as string, n, of: 4 })
    expect(heard.filter((line) => line !== '')).toEqual([
      picked(0, 1),
      picked(1, 2),
      picked(2, 3),
      picked(3, 4),
      full,
      full,
    ])
    expect(heard.slice(-2)).toEqual(['', full])
    // once said it leaves the dialog: a reader going through it later finds no old line there
    await vi.advanceTimersByTimeAsync(10_000)
    expect(region.textContent?.trim()).toBe('')
    expect(panel.get('p').text()).toBe(t('table.choose.pickMatch', { n: 4 }))
    panel.unmount()
  })

  it('names each card as the hand does, by what pressing it does and its key, in German too', async () => {
    const w = chooser('tournament')
    const names = () =>
      w.findAll('[data-choose-pool] button').map((card) => card.attributes('aria-label'))
    const keys = w
      .findAll('[data-choose-pool] button')
      .map((card) => card.attributes('aria-keyshortcuts'))
    expect(keys).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'])
    const [first, tenth] = [0, 9].map((i) =>
      cardLabel(w.props('pool')[i] as CardCode, 'tournament'),
    )
    expect(names()[0]).toBe(`Choose ${first} (1)`)
    expect(names()[9]).toBe(`Choose ${tenth} (0)`)
    // the bare digit under each card is for the eye: the name says the key already
    expect(w.get('[data-choose-pool] kbd').attributes('aria-hidden')).toBe('true')
    // and the confirm button's Enter cap: named by its words, Enter its shortcut
    const confirm = () => w.get('[data-test="choose-confirm"]').element
    expect(accessibleName(confirm())).toBe(i18n.global.t('table.choose.confirm'))
    expect(confirm().getAttribute('aria-keyshortcuts')).toBe('Enter')
    i18n.global.locale.value = 'de'
    try {
      await w.vm.$nextTick()
      expect(names()[0]).toBe(`${first} wählen (1)`)
      expect(accessibleName(confirm())).toBe('Diese Karten nehmen')
    } finally {
      i18n.global.locale.value = 'en'
    }
  })

  it('keeps its pool and the keyboard while the hand chosen is on its way to main', async () => {
    const panel = chooser('cantina', document.body)
    for (const i of [0, 1, 2, 3]) await panel.get(`[data-test="pool-${i}"]`).trigger('click')
    const first = panel.get('[data-test="pool-0"]').element as HTMLElement
    first.focus()
    // sent: main's legal moves are gone until it answers
    await panel.setProps({ busy: true, legal: [] })
    expect(panel.find('.waiting').exists()).toBe(false)
    expect(document.activeElement).toBe(first)
    expect(panel.findAll('[data-choose-pool] [aria-pressed="true"]')).toHaveLength(4)
    // nothing is picked or put back meanwhile
    await panel.get('[data-test="pool-0"]').trigger('click')
    expect(first.getAttribute('aria-pressed')).toBe('true')
    panel.unmount()
  })
})

/** The chooser of set 2 of a real tournament match, as player `you` sees it. */
function secondSet(you: PlayerIndex, locale: 'en' | 'de' = 'en') {
  const deck = [...DEFAULT_DECKS.tournament] as CardCode[]
  const { state: start } = createMatch({
    rules: 'tournament',
    seed: 15,
    sideDecks: [deck, deck],
    opener: 0,
    // player 0 stands on 19 or 20 three times against 19s: the first set is theirs
    hands: [
      ['+3', '+4', '+5', '+6'],
      ['-3', '-4', '-5', '-6'],
    ],
    draws: [10, 9, 9, 10, 9, 10],
  })
  let state = start
  // each stands in turn: the one whose turn it is
  for (let i = 0; i < 6; i++) state = act(state, { type: 'stand', player: state.turn ?? 0 })
  const seen = view(state, you)
  i18n.global.locale.value = locale
  return mount(ChoosePanel, {
    props: {
      set: seen.set,
      rules: 'tournament' as const,
      pool: seen.players[you].pool ?? [],
      theirPool: seen.players[you === 0 ? 1 : 0].pool,
      opponent: 'Deckhand Wendel',
      legal: seen.legal,
      busy: false,
      setWinners: seen.setWinners,
      you,
    },
    global: { plugins: [i18n] },
  })
}

describe('the hand chooser after a set', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en'
  })

  it('says the winner’s cards of the last set are set aside, and the loser keeps all theirs', () => {
    // the winner: their 4 cards are gone from the pool they choose from
    const won = secondSet(0)
    expect(won.get('h2').text()).toBe('Choose your hand for set 2')
    expect(won.findAll('[data-choose-pool] button')).toHaveLength(6)
    expect(won.findAll('[data-test="set-aside"] p').map((p) => p.text())).toEqual([
      'You won set 1: the 4 cards you chose for it, played or not, are set aside for the rest of the match.',
      'Deckhand Wendel lost it and keeps their whole side deck.',
    ])
    // the loser: the opponent's pool is the one that shrank
    const lost = secondSet(1)
    expect(lost.findAll('[data-choose-pool] button')).toHaveLength(10)
    expect(lost.findAll('[data-test="their-pool"] .side-card')).toHaveLength(6)
    expect(lost.findAll('[data-test="set-aside"] p').map((p) => p.text())).toEqual([
      'Deckhand Wendel won set 1: the 4 cards they chose for it, played or not, are set aside for the rest of the match.',
      'You lost it and keep your whole side deck.',
    ])
  })

  it('says it in German too, and nothing of it before the first set', () => {
    expect(secondSet(1, 'de').get('[data-test="set-aside"]').text()).toBe(
      'Deckhand Wendel hat Satz 1 gewonnen: Die 4 dafür gewählten Karten liegen bis zum Ende der ' +
        'Partie beiseite, ob gespielt oder nicht.' +
        'Du hast ihn verloren und behältst deinen ganzen Nebenstapel.',
    )
    i18n.global.locale.value = 'en'
    expect(chooser('tournament').find('[data-test="set-aside"]').exists()).toBe(false)
    expect(chooser('cantina').find('[data-test="set-aside"]').exists()).toBe(false)
  })
})

/** The first set's chooser with `deck` as both pools, the opponent's public. */
function chooserOf(deck: CardCode[]) {
  const { state } = createMatch({ rules: 'tournament', seed: 3, sideDecks: [deck, deck] })
  return mount(ChoosePanel, {
    props: {
      set: 1,
      rules: 'tournament' as const,
      pool: deck,
      theirPool: deck,
      opponent: 'Deckhand Wendel',
      legal: legalActions(state, 0),
      busy: false,
    },
    global: { plugins: [i18n] },
  })
}

describe('the hand chooser’s card tips', () => {
  it('says what each pool card does before it is chosen, as the hand’s tips do, with its key', () => {
    const w = chooserOf(['+3', '-4', '±1', 'D', 'T24', 'T36', 'T15', 'TB', '+5', '-5'])
    const t = i18n.global.t
    const tipOf = (i: number) => {
      const card = w.get(`[data-test="pool-${i}"]`)
      const id = card.attributes('aria-describedby')
      expect(id).toBeTruthy()
      return w.get(`[id="${id}"]`)
    }
    // the twist 1↔5: its kind, what it does on both tables, and the key that picks it
    const twist = tipOf(6)
    expect(twist.attributes('role')).toBe('tooltip')
    expect(twist.get('.tip-title').text()).toBe(t('table.tip.kind.twist', { label: '1↔5' }))
    expect(twist.findAll('.tip-line').map((l) => l.text())).toEqual([
      t('table.tip.effect.twist', { a: 1, b: 5 }),
      t('table.tip.key', { key: '7' }),
    ])
    // the ×2 and the tiebreaker say their tournament meaning; the tenth card's key is 0
    expect(tipOf(3).text()).toContain(t('table.tip.effect.double.lastDraw'))
    expect(tipOf(7).text()).toContain(t('table.tip.effect.tiebreaker.held'))
    expect(tipOf(9).text()).toContain(t('table.tip.key', { key: '0' }))
    // the opponent's public pool explains its cards too, with no key: none picks them
    const theirs = w.findAll('[data-test="their-pool"] [data-test="card-tip"]')
    expect(theirs).toHaveLength(10)
    expect(theirs[6]?.findAll('.tip-line').map((l) => l.text())).toEqual([
      t('table.tip.effect.twist', { a: 1, b: 5 }),
    ])
  })

  it('opens no tip over a card to choose, a heading or a key: the pool’s in its foot', () => {
    const w = chooserOf([...DEFAULT_DECKS.tournament] as CardCode[])
    const places = (pool: string) =>
      w.findAll(`${pool} [data-test="card-tip"]`).map((tip) => tip.attributes('data-place'))
    // above the player's pool lie the chooser's title and what to do, beside a card the other
    // cards to choose among (the first card, focused as the chooser opens, hid the next two):
    // every tip in the pool's foot, under the keys (e2e/chooser-tips.slow.spec.ts measures it)
    expect(places('[data-choose-pool]')).toEqual(Array(10).fill('foot'))
    // above the opponent's lies its heading ("Deckhand Wendel's side deck"), below it the
    // panel's foot: a tip above covered the heading
    expect(places('[data-test="their-pool"]')).toEqual(Array(10).fill('beside'))
    expect(w.get('[data-test="their-pool"] [data-test="card-tip"]').classes()).toContain('beside')
  })
})
