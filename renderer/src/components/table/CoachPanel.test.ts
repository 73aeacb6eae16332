// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { nextTick } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import { mount } from '@vue/test-utils'
import { i18n, setLanguage } from '@/i18n'
import {
  apply,
  createMatch,
  type Action,
  type MatchEvent,
  type MatchSetup,
  type MatchState,
} from '@main/engine'
import { tutorialSetup } from '@main/services/match/tutorial'
import type { Hint } from '@preload/contract'
import { useInputStore } from '@/stores/input'
import CoachPanel from './CoachPanel.vue'
import { explain, fit, type FirstLesson } from './coach'

// the input store says which device the advice names: the keyboard, unless a test says not
beforeEach(() => setActivePinia(createPinia()))

/**
 * Real engine events, batch by batch as main would send them: each batch is what one of the
 * player's actions (and the opponent's answers) produced.
 */
function batches(setup: MatchSetup, script: Action[][]): MatchEvent[][] {
  const created = createMatch(setup)
  let state: MatchState = created.state
  const out: MatchEvent[][] = [created.events]
  for (const actions of script) {
    const events: MatchEvent[] = []
    for (const action of actions) {
      const result = apply(state, action)
      if (!result.ok) throw new Error(result.error.reason)
      state = result.state
      events.push(...result.events)
    }
    out.push(events)
  }
  return out
}

const end = (player: 0 | 1): Action => ({ type: 'end', player })
const stand = (player: 0 | 1): Action => ({ type: 'stand', player })
const play = (card: '+5' | '-3'): Action => ({ type: 'play', player: 0, card })

/** The tutorial's first two rounds, the opponent moving as the rookie does. */
const FIRST_ROUNDS: Action[][] = [
  [end(0), end(1)], // 8; the rookie 10; you draw 7
  [play('+5'), end(1), end(1), end(1)], // 20 stands; the rookie 16, 25: bust; round 2, 8; you 6
  [end(0), stand(1)], // 6; the rookie stands on 17; you draw 7
  [end(0)], // 13; you draw 10: 23
  [play('-3')], // back to 20: round won; round 3
]
const TUTORIAL = batches(tutorialSetup(), FIRST_ROUNDS)

/**
 * The coach over `events`; `moving` puts Vue's own transitions in place of the test kit's
 * stand-ins, so a page of notes fades out and in frame by frame as on the table.
 */
function mountCoach(
  events: MatchEvent[],
  extra: Partial<Record<string, unknown>> = {},
  moving = false,
) {
  return mount(CoachPanel, {
    attachTo: moving ? document.body : undefined,
    props: {
      matchId: 'm1',
      you: 0,
      rules: 'classic',
      opponent: 'Deckhand Wendel',
      events,
      shown: events.length,
      advice: null,
      yourMove: false,
      theirTurn: false,
      hand: ['+4', '-3', '±2', '+5'],
      total: 0,
      theirs: { total: 0, standing: false },
      calm: true,
      ...extra,
    },
    global: {
      plugins: [i18n],
      stubs: moving ? { transition: false, 'transition-group': false } : {},
    },
  })
}

/** A coach note as the player reads it, worded by i18n (Deckhand Wendel is the opponent). */
const note = (key: string, params: Record<string, unknown> = {}): string =>
  String(i18n.global.t(`table.coach.notes.${key}`, { name: 'Deckhand Wendel', ...params }))
/** The coach's advice as the player reads it, the key caps' names in place. */
const advised = (key: string, params: Record<string, unknown>): string =>
  String(i18n.global.t(`table.coach.advice.${key}`, { name: 'Deckhand Wendel', ...params }))

const noteKeys = (w: ReturnType<typeof mountCoach>) =>
  w.findAll('[data-test="coach-notes"] li').map((li) => li.attributes('data-note'))

describe('the coach explains what just happened, from the events', () => {
  it('the first draw of the match is a lesson; later draws are plain news', async () => {
    const w = mountCoach(TUTORIAL[0]!)
    expect(noteKeys(w)).toEqual(['firstDraw'])
    expect(w.text()).toContain(note('firstDraw', { value: 8, total: 8 }))
    await w.setProps({ events: TUTORIAL[1]!, shown: TUTORIAL[1]!.length })
    expect(noteKeys(w)).toEqual(['theirEnd', 'draw'])
    expect(w.text()).toContain(note('theirEnd', { total: 10 }))
    expect(w.text()).toContain(note('draw', { value: 7, total: 15 }))
  })

  it('the first side card, the stand at exactly 20, the opponent’s bust and the round won', async () => {
    const w = mountCoach(TUTORIAL[0]!)
    await w.setProps({ events: TUTORIAL[1]!, shown: TUTORIAL[1]!.length })
    const batch = TUTORIAL[2]!
    // as the table plays the events one by one, the notes follow
    await w.setProps({ events: batch, shown: 1 })
    expect(noteKeys(w)).toEqual(['firstPlay'])
    expect(w.text()).toContain(note('firstPlay', { card: '+5', total: 20 }))
    await w.setProps({ shown: 2 })
    expect(noteKeys(w)).toEqual(['firstPlay', 'autoStand'])
    expect(w.text()).toContain(note('autoStand', { total: 20 }))
    await w.setProps({ shown: batch.length })
    // three of a round are kept: plain news (the opponent's turns, which the table shows
    // anyway) gives way to the lessons
    // after their bust, which says whose round it is and why, only the score is news (not
    // "you win the round, 20 to 25"); the next round's start has room of its own
    expect(noteKeys(w)).toEqual([
      'autoStand',
      'theirBust',
      'roundScore',
      'theyOpen',
      'theirEnd',
      'draw',
    ])
    expect(w.text()).toContain(note('theirBust', { total: 25 }))
    expect(w.text()).toContain(note('roundScore', { won: 1, lost: 0 }))
  })

  it('says only its lessons to a screen reader: the news and the score are the table log’s', async () => {
    const w = mountCoach(TUTORIAL[0]!)
    const spoken = () => w.findAll('[data-test="coach-said"] li').map((li) => li.text())
    // the notes for the eye are no live region; the spoken list is
    expect(w.get('[data-test="coach-notes"]').attributes('aria-live')).toBeUndefined()
    expect(w.get('[data-test="coach-said"]').attributes('aria-live')).toBe('polite')
    expect(spoken()).toEqual([note('firstDraw', { value: 8, total: 8 })])
    // the opponent's turn and the player's next draw: plain news, said by the log alone
    await w.setProps({ events: TUTORIAL[1]!, shown: TUTORIAL[1]!.length })
    expect(noteKeys(w)).toEqual(['theirEnd', 'draw'])
    expect(spoken()).toEqual([])
    const batch = TUTORIAL[2]!
    await w.setProps({ events: batch, shown: batch.length })
    expect(spoken()).toEqual([
      note('firstPlay', { card: '+5', total: 20 }),
      note('autoStand', { total: 20 }),
      note('theirBust', { total: 25 }),
      note('theyOpen', { n: 2 }),
    ])
  })

  it('going over 20, then coming back with a minus card', () => {
    const taught = new Set<FirstLesson>(['firstDraw', 'firstPlay'])
    expect(explain(TUTORIAL[4]!, 0, taught).map((n) => n.key)).toEqual(['over'])
    const recovery = explain(TUTORIAL[5]!, 0, taught)
    expect(recovery.map((n) => [n.key, n.params])).toEqual([
      ['recovered', { card: '-3', total: 20, before: 23 }],
      ['autoStand', { total: 20 }],
      ['roundWon', { a: 20, b: 17, won: 2, lost: 0 }],
      ['theyOpen', { n: 3 }],
    ])
    const w = mountCoach(TUTORIAL[5]!)
    expect(w.text()).toContain(note('recovered', { card: '\u22123', before: 23, total: 20 }))
  })

  it('coming back with the flip card turned to minus: the lesson that it goes either way', () => {
    const round3 = batches(tutorialSetup(), [
      ...FIRST_ROUNDS,
      [end(1), end(0), stand(1)], // the rookie 9; you 6; the rookie stands on 16; you draw 5
      [end(0)], // 11; you draw 10: 21, and the -3 is gone
      [{ type: 'play', player: 0, card: '±2', sign: '-' }], // back to 19
    ])
    const taught = new Set<FirstLesson>(['firstDraw', 'firstPlay'])
    expect(explain(round3.at(-2)!, 0, taught).map((n) => [n.key, n.params])).toEqual([
      ['over', { value: 10, total: 21 }],
    ])
    expect(explain(round3.at(-1)!, 0, taught).map((n) => [n.key, n.params])).toEqual([
      ['recoveredFlip', { card: '±2', before: 21, total: 19 }],
    ])
    const w = mountCoach(round3.at(-1)!)
    expect(w.get('[data-note="recoveredFlip"]').text()).toBe(
      note('recoveredFlip', { card: '±2', before: 21, total: 19 }),
    )
  })

  it('names a card played with a sign by the value it was played as: −2, +1, not ±2', async () => {
    const setup: MatchSetup = {
      ...tutorialSetup(),
      hands: [
        ['±2', '±1', '+4', '+5'],
        ['-1', '-2', '-3', '-4'],
      ],
    }
    const [, minus, , plus] = batches(setup, [
      [{ type: 'play', player: 0, card: '±2', sign: '-' }], // 8 down to 6
      [end(0), end(1)], // the rookie 10; you draw 7: 13
      [{ type: 'play', player: 0, card: '±1', sign: '+' }], // up to 14
    ])
    const taught = new Set<FirstLesson>(['firstDraw'])
    expect(explain(minus!, 0, taught).map((n) => [n.key, n.params])).toEqual([
      ['firstPlay', { card: '±2', sign: '-', total: 6, before: 8 }],
    ])
    const w = mountCoach(minus!)
    expect(w.get('[data-note="firstPlay"]').text()).toBe(
      note('firstPlay', { card: '\u22122', total: 6 }),
    )
    await w.setProps({ events: plus!, shown: plus!.length })
    expect(w.get('[data-note="play"]').text()).toBe(note('play', { card: '+1', total: 14 }))
    // the opponent's play is named the same way, and so it is in German
    setLanguage('de')
    try {
      await nextTick()
      expect(w.get('[data-note="play"]').text()).toBe('Du hast +1 gelegt: Deine Summe ist 14.')
      const theirs = mountCoach(minus!, { you: 1 }).get('[data-note="theirPlay"]').text()
      expect(theirs).toBe('Deckhand Wendel hat \u22122 gelegt: 6.')
    } finally {
      setLanguage('en')
    }
  })

  it('a bust of your own and the round lost; a tie', () => {
    const setup: MatchSetup = {
      ...tutorialSetup(),
      // round 1: you 9, they 10, you 18, they 19, you 26 and end: bust
      // round 2 (you open, having lost): you 10, they 8, you 18 and stand, they 18 and stand
      draws: [9, 10, 9, 9, 8, 10, 8, 8, 10],
    }
    const [, bust, tie] = batches(setup, [
      [end(0), end(1), end(0), end(1), end(0)],
      [end(0), end(1), stand(0), stand(1)],
    ])
    const taught = new Set<FirstLesson>(['firstDraw'])
    const lost = explain(bust!, 0, taught)
    expect(lost.map((n) => n.key)).toEqual([
      'theirEnd',
      'draw',
      'theirEnd',
      'over',
      'bust',
      'roundScore',
      'youOpen',
      'draw',
    ])
    expect(fit(lost, 3).map((n) => n.key)).toEqual([
      'over',
      'bust',
      'roundScore',
      'youOpen',
      'draw',
    ])
    const w = mountCoach(bust!)
    expect(w.text()).toContain(note('bust'))
    expect(w.text()).toContain(note('roundScore', { won: 0, lost: 1 }))
    expect(explain(tie!, 0, taught).map((n) => n.key)).toContain('tie')
    expect(mountCoach(tie!).text()).toContain(note('tie', { a: 18 }))
  })

  it('never asks to beat what cannot be beaten: 20 is only tied, and a stand that ends the round leaves nothing to do', () => {
    const setup: MatchSetup = {
      ...tutorialSetup(),
      // round 1: you 9, they 10, you 14, they 20 (and stand by themselves), you draw 3
      // round 2 (you open, having lost): you 10, they 8, you 18 and stand, they 18 and stand
      draws: [9, 10, 5, 10, 3],
    }
    const [, twenty] = batches(setup, [[end(0), end(1), end(0)]])
    const taught = new Set<FirstLesson>(['firstDraw'])
    const said = explain(twenty!, 0, taught)
    expect(said.map((n) => n.key)).toContain('theirStand20')
    expect(said.map((n) => n.key)).not.toContain('theirStand')
    expect(mountCoach(twenty!).text()).toContain(note('theirStand20', { total: 20 }))

    // the tutorial's own stand on 17 still asks to beat it
    expect(explain(TUTORIAL[3]!, 0, new Set(taught)).map((n) => n.key)).toContain('theirStand')

    // you stand first; their stand settles the round at once
    const [, , tie] = batches({ ...tutorialSetup(), draws: [9, 10, 9, 9, 8, 10, 8, 8, 10] }, [
      [end(0), end(1), end(0), end(1), end(0)],
      [end(0), end(1), stand(0), stand(1)],
    ])
    const last = explain(tie!, 0, new Set(taught))
    expect(last.map((n) => n.key)).toContain('theirStandLast')
    expect(last.map((n) => n.key)).not.toContain('theirStand')
    // as the table shows their stand (before the round's end gives way to the next round)
    const shown = tie!.findIndex((e) => e.type === 'stand' && e.player === 1) + 1
    expect(mountCoach(tie!, { shown }).text()).toContain(note('theirStandLast', { total: 18 }))
  })

  it('holds one page of notes at a time: the old fades out, and only then are the new ones put in', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] })
    const w = mountCoach(TUTORIAL[0]!, { calm: false }, true)
    try {
      const pages = () => w.findAll('[data-test="coach-scroll"] .page')
      expect(noteKeys(w)).toEqual(['firstDraw'])
      await w.setProps({ events: TUTORIAL[1]!, shown: TUTORIAL[1]!.length })
      // frame by frame until the new notes are read: never a second page, nor a blank one
      const seen: (string | undefined)[][] = []
      for (let frame = 0; frame < 60; frame++) {
        expect(pages(), `frame ${frame}`).toHaveLength(1)
        expect(w.findAll('[data-test="coach-notes"]'), `frame ${frame}`).toHaveLength(1)
        seen.push(noteKeys(w))
        if (noteKeys(w).includes('draw')) break
        vi.advanceTimersByTime(16)
        await nextTick()
      }
      // the old page stayed while it faded: the change took frames, it was no stand-in's swap
      expect(seen[0]).toEqual(['firstDraw'])
      expect(seen.at(-1)).toEqual(['theirEnd', 'draw'])
      expect(seen.every((keys) => keys.length > 0)).toBe(true)
    } finally {
      w.unmount()
      vi.useRealTimers()
    }
  })

  it('speaks German when the player switches language', async () => {
    const english = note('firstDraw', { value: 8, total: 8 })
    setLanguage('de')
    try {
      const w = mountCoach(TUTORIAL[0]!)
      expect(w.text()).toContain(note('firstDraw', { value: 8, total: 8 }))
      expect(w.text()).not.toContain(english)
    } finally {
      setLanguage('en')
    }
  })
})

/** The coach words the advised action itself; main's reason beside it is not shown here. */
const COACHED = { key: 'advice.coach.choose' } as const

describe('the coach shows main’s advice with the key to press', () => {
  const advise = (hint: Hint, total: number, theirs = { total: 0, standing: false }) =>
    mountCoach(TUTORIAL[1]!, { advice: hint, yourMove: true, total, theirs })

  it('"Press 4 to play +5 and make exactly 20", the 4 as a key cap', () => {
    const w = advise(
      { action: { type: 'play', card: '+5' }, winChance: 0.8, reason: COACHED, total: 20 },
      15,
    )
    const advice = w.find('[data-test="coach-advice"]')
    expect(advice.attributes('data-advice')).toBe('play20')
    expect(advice.text()).toBe(advised('play20', { key: '4', card: '+5' }))
    expect(advice.find('kbd').text()).toBe('4')
  })

  it('end the turn, stand, stand ahead of a standing opponent, recover, turn a flip card to minus', () => {
    const text = (hint: Hint, total: number, theirs?: { total: number; standing: boolean }) =>
      advise(hint, total, theirs).find('[data-test="coach-advice"]').text()
    expect(text({ action: { type: 'end' }, winChance: 0.5, reason: COACHED, total: 8 }, 8)).toBe(
      advised('end', { key: 'E', total: 8 }),
    )
    expect(
      text({ action: { type: 'stand' }, winChance: 0.5, reason: COACHED, total: 19 }, 19, {
        total: 16,
        standing: true,
      }),
    ).toBe(advised('standAhead', { key: 'S', total: 19, theirs: 16 }))
    expect(
      text(
        { action: { type: 'play', card: '-3' }, winChance: 0.5, reason: COACHED, total: 20 },
        23,
      ),
    ).toBe(advised('recover', { key: '2', card: '\u22123', before: 23, total: 20 }))
    const minus = advise(
      {
        action: { type: 'play', card: '±2', sign: '-' },
        winChance: 0.5,
        reason: COACHED,
        total: 19,
      },
      21,
    )
    expect(minus.find('[data-test="coach-advice"]').text()).toBe(
      advised('playMinus', { key: 'F', then: '3', card: '±2', before: 21, total: 19 }),
    )
    expect(minus.findAll('[data-test="coach-advice"] kbd').map((k) => k.text())).toEqual(['F', '3'])
  })

  it('asks for F only while the flip card is not set as advised', () => {
    const flip = (sign: '+' | '-', set: ('+' | '-')[], total: number) =>
      mountCoach(TUTORIAL[1]!, {
        advice: {
          action: { type: 'play', card: '±2', sign },
          winChance: 0.5,
          reason: COACHED,
          total,
        },
        yourMove: true,
        total: 21,
        signs: set,
      }).find('[data-test="coach-advice"]')
    // already turned to minus: the key to play it is all that is left, and the card is named
    // as it will land
    const set = flip('-', ['+', '+', '-', '+'], 19)
    expect(set.attributes('data-advice')).toBe('recover')
    expect(set.findAll('kbd').map((k) => k.text())).toEqual(['3'])
    expect(set.text()).toBe(
      advised('recover', { key: '3', card: '\u22122', before: 21, total: 19 }),
    )
    expect(set.text()).not.toContain('±2')
    // turned to minus where plus is advised: F turns it back first
    const back = flip('+', ['+', '+', '-', '+'], 23)
    expect(back.attributes('data-advice')).toBe('playPlus')
    expect(back.text()).toBe(
      advised('playPlus', { key: 'F', then: '3', card: '±2', before: 21, total: 23 }),
    )
  })

  it('says gently to turn the card first once the table held it back, and opens to say it', async () => {
    const w = mountCoach(TUTORIAL[1]!, {
      advice: {
        action: { type: 'play', card: '±2', sign: '-' },
        winChance: 0.5,
        reason: COACHED,
        total: 19,
      },
      yourMove: true,
      total: 21,
      signs: ['+', '+', '+', '+'],
    })
    const advice = () => w.get('[data-test="coach-advice"]')
    expect(advice().attributes('data-advice')).toBe('playMinus')
    // the player hid the coach, then played the ±2 still set to plus: the table held it back
    await w.get('[data-test="coach-toggle"]').trigger('click')
    expect(w.find('[data-test="coach-advice"]').exists()).toBe(false)
    await w.setProps({ heldBack: 1 })
    expect(advice().attributes('data-advice')).toBe('flipFirst')
    expect(advice().text()).toBe(advised('flipFirst', { key: 'F', then: '3', card: '±2' }))
    expect(
      advice()
        .findAll('kbd')
        .map((k) => k.text()),
    ).toEqual(['F', '3'])
    // turned to minus now: the card's own key is all that is left
    await w.setProps({ signs: ['+', '+', '-', '+'] })
    expect(advice().attributes('data-advice')).toBe('recover')
    // in German too, with the same keys
    setLanguage('de')
    try {
      await w.setProps({ signs: ['+', '+', '+', '+'] })
      expect(advice().text()).toBe(advised('flipFirst', { key: 'F', then: '3', card: '±2' }))
    } finally {
      setLanguage('en')
    }
  })

  it('standing level with a standing opponent is a tie, not a total "hard to beat"', () => {
    const w = advise(
      { action: { type: 'stand' }, winChance: 0.5, reason: COACHED, total: 18 },
      18,
      { total: 18, standing: true },
    )
    const advice = w.get('[data-test="coach-advice"]')
    expect(advice.attributes('data-advice')).toBe('standLevel')
    expect(advice.text()).toBe(advised('standLevel', { key: 'S', total: 18 }))
  })

  it('says nothing about a move while the opponent plays, and can be hidden by keyboard', async () => {
    const w = mountCoach(TUTORIAL[1]!, {
      advice: { action: { type: 'end' }, winChance: 0.5, reason: COACHED, total: 8 },
      yourMove: false,
      theirTurn: true,
    })
    expect(w.find('[data-test="coach-advice"]').text()).toBe(
      String(i18n.global.t('table.coach.watch', { name: 'Deckhand Wendel' })),
    )
    expect(w.get('[data-test="coach-advice"]').classes()).not.toContain('silent')
    // between rounds nobody has the move: the coach does not ask to watch anyone, and draws no
    // rule over the empty line
    await w.setProps({ theirTurn: false })
    expect(w.find('[data-test="coach-advice"]').text()).toBe('')
    expect(w.get('[data-test="coach-advice"]').classes()).toContain('silent')
    const toggle = w.find('[data-test="coach-toggle"]')
    expect(toggle.element.tagName).toBe('BUTTON') // reachable with Tab, pressed with Enter or Space
    expect(toggle.attributes('aria-expanded')).toBe('true')
    await toggle.trigger('click')
    expect(w.find('[data-test="coach-notes"]').exists()).toBe(false)
    expect(toggle.attributes('aria-expanded')).toBe('false')
  })

  it('says it teaches while open on the player’s move, so the table’s over-20 note gives way', async () => {
    const w = mountCoach(TUTORIAL[1]!, { yourMove: false, theirTurn: true })
    const said = () => (w.emitted('teaching') ?? []).map(([now]) => now)
    expect(said()).toEqual([false])
    await w.setProps({ yourMove: true, theirTurn: false })
    expect(said()).toEqual([false, true])
    // hidden, its advice is not on the table: the note is the table's to say again
    await w.get('[data-test="coach-toggle"]').trigger('click')
    expect(said()).toEqual([false, true, false])
  })
})

/** The coach's advice to a player with a gamepad, worded by i18n. */
const padded = (key: string, params: Record<string, unknown>): string =>
  String(i18n.global.t(`table.coach.pad.${key}`, { name: 'Deckhand Wendel', ...params }))

describe('with a gamepad in use the coach names its buttons', () => {
  const advise = (hint: Hint, total: number, signs?: ('+' | '-')[]) =>
    mountCoach(TUTORIAL[1]!, { advice: hint, yourMove: true, total, signs })
  const caps = (w: ReturnType<typeof mountCoach>) =>
    w.findAll('[data-test="coach-advice"] kbd').map((k) => k.text())
  const text = (w: ReturnType<typeof mountCoach>) => w.get('[data-test="coach-advice"]').text()
  const END: Hint = { action: { type: 'end' }, winChance: 0.5, reason: COACHED, total: 8 }
  const MINUS: Hint = {
    action: { type: 'play', card: '±2', sign: '-' },
    winChance: 0.5,
    reason: COACHED,
    total: 19,
  }

  it('the shoulder buttons for the turn, A for a card, X for its sign, the keys again after', async () => {
    const input = useInputStore()
    input.use('gamepad')
    const end = advise(END, 8)
    expect(caps(end)).toEqual(['LB'])
    expect(text(end)).toBe(advised('end', { key: 'LB', total: 8 }))
    const stand = advise({ ...END, action: { type: 'stand' }, total: 19 }, 19)
    expect(caps(stand)).toEqual(['RB'])
    const card = advise(
      { action: { type: 'play', card: '+5' }, winChance: 0.8, reason: COACHED, total: 20 },
      15,
    )
    expect(text(card)).toBe(padded('play20', { key: 'A', card: '+5' }))
    expect(text(card)).not.toContain('4')
    // the pad's X turns the sign on the card itself, as F does, and A plays it
    const minus = advise(MINUS, 21)
    expect(caps(minus)).toEqual(['X', 'A'])
    expect(text(minus)).toBe(
      padded('playMinus', { key: 'X', then: 'A', card: '±2', before: 21, total: 19 }),
    )
    expect(text(minus)).toBe(
      'Go to your ±2 and press X to turn it to minus, then press A to play it: 21 becomes 19.',
    )
    // played the wrong way round: X on the card first, again no walk to the toggle under it
    const held = mountCoach(TUTORIAL[1]!, { advice: MINUS, yourMove: true, total: 21, heldBack: 1 })
    expect(caps(held)).toEqual(['X', 'A'])
    expect(text(held)).not.toContain('under')
    // turned already: the card, named as it will land
    const turned = advise(MINUS, 21, ['+', '+', '-', '+'])
    expect(text(turned)).toBe(
      padded('recover', { key: 'A', card: '\u22122', before: 21, total: 19 }),
    )
    // a key pressed: the keyboard's words and keys again, on the panel already open
    input.use('keyboard')
    await nextTick()
    expect(caps(minus)).toEqual(['F', '3'])
    expect(caps(end)).toEqual(['E'])
  })

  it('in German too', () => {
    useInputStore().use('gamepad')
    setLanguage('de')
    try {
      const minus = advise(MINUS, 21)
      expect(caps(minus)).toEqual(['X', 'A'])
      expect(text(minus)).toBe(
        padded('playMinus', { key: 'X', then: 'A', card: '±2', before: 21, total: 19 }),
      )
      expect(text(minus)).toBe(
        'Geh auf deine ±2 und drück X, um sie auf Minus zu stellen. Leg sie dann mit A: Aus 21 wird 19.',
      )
      expect(text(advise(END, 8))).toBe(advised('end', { key: 'LB', total: 8 }))
    } finally {
      setLanguage('en')
    }
  })
})
