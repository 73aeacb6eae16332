// @vitest-environment happy-dom
/**
 * The tutorial's coach as the table shows a match with every animation on: what the panel says,
 * frame by frame, beside the totals the table shows. Over the real api router on a temporary
 * data folder, with main's real tutorial and its coach; the clock and the frames are faked, so
 * each frame is stepped to, never waited for.
 */
import type { VueWrapper } from '@vue/test-utils'
import { describe, expect, it, vi } from 'vitest'
import { clickThrough } from '@/testing/move-on'
import { loadRealMain, useRealMainPerTest } from '@/testing/real-main'
import { openTable, useStoreClock } from '@/testing/table-clock'
import { setLanguage } from '@/i18n'

// Sound is decoration and howler wants a real audio device; everything else is real.
vi.mock('@/fx/sound', () => import('@/testing/silent-sound'))

const real = await loadRealMain()
const { useMatchStore } = await import('@/stores/match')
const { useSettingsStore } = await import('@/stores/settings')
const { useInputStore } = await import('@/stores/input')

const { settle } = useRealMainPerTest(real, 'table-coach', {
  profile: { slot: 1, name: 'Learner' },
})
const clock = useStoreClock({
  alsoFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'],
})

/** The notes that speak of a seat's total, by the seat they speak of. */
const ABOUT_YOU = new Set([
  'firstDraw',
  'draw',
  'over',
  'firstPlay',
  'play',
  'recovered',
  'recoveredFlip',
])
const ABOUT_THEM = new Set(['theirEnd', 'theirPlay', 'theirStand', 'theirStand20', 'theirBust'])

/** One frame of the table as a player sees it. */
interface Frame {
  notes: { key: string; text: string }[]
  /** the totals the two total displays show, the player's first */
  shown: [string, string]
  /** the totals of the table the displays count towards */
  totals: [number, number]
}

function look(w: VueWrapper): Frame {
  const match = useMatchStore()
  const seats = match.scene?.players ?? []
  const you = match.you
  const display = (test: string) => w.get(`[data-test="${test}"] [data-test="total-value"]`)
  return {
    notes: w.findAll('[data-test="coach-notes"] li').map((li) => ({
      key: li.attributes('data-note') ?? '',
      text: li.text(),
    })),
    shown: [display('my-table').text(), display('their-table').text()],
    totals: [seats[you]?.total ?? 0, seats[you === 0 ? 1 : 0]?.total ?? 0],
  }
}

/** Steps the clock a frame at a time until the table waits for the player, recording each. */
async function playOut(w: VueWrapper, frames: Frame[]): Promise<void> {
  const match = useMatchStore()
  for (let i = 0; i < 2000; i++) {
    await settle()
    frames.push(look(w))
    if (!match.presenting && !match.pending && (match.advice || match.update?.result)) return
    vi.advanceTimersByTime(16)
  }
  throw new Error('the table never came to the player')
}

/** The key the coach says to press, pressed as the keyboard sends it. */
async function follow(w: VueWrapper): Promise<void> {
  const press = w.get('[data-test="coach-advice"] kbd').text().toLowerCase()
  window.dispatchEvent(new KeyboardEvent('keydown', { key: press }))
  await settle()
}

/** The tutorial match with the cards moving, its table on the page. */
function tutorial(): Promise<VueWrapper> {
  return openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'off', transitions: true })
}

describe('the coach with every animation on', () => {
  it('speaks of a card once the table shows it and its total, and is never blank between updates', async () => {
    const w = await tutorial()
    const frames: Frame[] = []
    await playOut(w, frames)
    // the round the tutorial opens with: end the turn on 8, make 20 with the +5 (the rookie
    // busts), then the next round's first moves
    for (let move = 0; move < 4; move++) {
      await follow(w)
      await playOut(w, frames)
    }

    const spoken = new Set<string>()
    const checked: string[] = []
    let said = false
    for (const frame of frames) {
      // from the coach's first word on, the panel always holds the last ones until new ones come
      if (said) expect(frame.notes, 'a blank coach between two updates').not.toEqual([])
      said ||= frame.notes.length > 0
      for (const note of frame.notes) {
        if (spoken.has(note.text)) continue
        spoken.add(note.text)
        const seat = ABOUT_YOU.has(note.key) ? 0 : ABOUT_THEM.has(note.key) ? 1 : null
        if (seat === null) continue
        // as the note comes, that seat's display has counted up to the total it speaks of
        expect(frame.shown[seat], `${note.key}: ${note.text}`).toBe(String(frame.totals[seat]))
        expect(note.text).toContain(String(frame.totals[seat]))
        checked.push(note.key)
      }
    }
    // the draws, the first side card and the rookie's turns were all among them
    expect(checked).toEqual(expect.arrayContaining(['firstDraw', 'theirEnd', 'draw', 'firstPlay']))
  })

  it('gives one update’s notes way to the next’s, and under reduced motion swaps them at once', async () => {
    const w = await tutorial()
    await playOut(w, [])
    const pages = () => w.findAll('[data-test="coach-scroll"] .page')
    const first = look(w).notes
    expect(first.map((n) => n.key)).toEqual(['firstDraw'])
    await follow(w)
    // while the rookie thinks and plays, the first draw's lesson stays
    const frames: Frame[] = []
    await playOut(w, frames)
    const crossing = frames.findIndex((f) => f.notes[0]?.key !== 'firstDraw')
    expect(crossing).toBeGreaterThan(0)
    expect(frames.slice(0, crossing).every((f) => f.notes.length > 0)).toBe(true)
    // the old page has gone: one is left, and the notes read are the new ones alone
    expect(pages()).toHaveLength(1)
    expect(look(w).notes.map((n) => n.key)).toEqual(['theirEnd', 'draw'])

    // reduced motion: the whole update is shown without a frame passing, bar the round's end
    // held still for reading, which Space moves on from; and the old page is gone with it
    useSettingsStore().settings.reducedMotion = 'on'
    await follow(w)
    expect(useMatchStore().presenting).toBe(true)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: ' ' }))
    await settle()
    expect(useMatchStore().presenting).toBe(false)
    expect(pages()).toHaveLength(1)
    expect(look(w).notes.map((n) => n.key)).toEqual([
      'autoStand',
      'theirBust',
      'roundScore',
      'theyOpen',
      'theirEnd',
      'draw',
    ])
  })
})

describe('the coach across a round’s end', () => {
  it('notes the next round’s opener and first draw when an automatic stand ends the round', async () => {
    setLanguage('de')
    try {
      const w = await openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'on' })
      const match = useMatchStore()
      const said = () => w.findAll('[data-test="coach-said"] li').map((li) => li.text())
      // the player follows the coach: round 2 ends as the -3 brings 23 back to an automatic
      // stand on 20 against Wendel's 17; Wendel opens round 3 (9, ending the turn) and the
      // player draws 6, all in one update
      const roundThree = () =>
        match.update!.events.some((e) => e.type === 'roundStart' && e.round === 3)
      for (let move = 0; move < 20 && !roundThree(); move++) {
        await settle()
        expect(match.advice, 'the table waits for the player').not.toBeNull()
        for (const cap of w.get('[data-test="coach-advice"]').findAll('kbd'))
          window.dispatchEvent(new KeyboardEvent('keydown', { key: cap.text().toLowerCase() }))
        await clickThrough(settle)
      }
      const events = match.update!.events.map((e) => e.type)
      expect(events).toEqual(expect.arrayContaining(['roundEnd', 'roundStart']))
      const notes = look(w).notes
      // the round won stays, and the new round's start follows it: the newest note is the draw
      // the advice speaks of
      expect(notes.map((n) => n.key)).toEqual([
        'recovered',
        'autoStand',
        'roundWon',
        'theyOpen',
        'theirEnd',
        'draw',
      ])
      expect(notes[2]!.text).toContain('Du gewinnst die Runde mit 20 zu 17')
      expect(notes[3]!.text).toBe('Runde 3: Decksmann Wendel beginnt.')
      expect(notes[4]!.text).toBe('Decksmann Wendel hat den Zug bei 9 beendet.')
      expect(notes[5]!.text).toBe('Du hast eine 6 gezogen: Deine Summe ist 6.')
      expect(w.get('[data-test="coach-advice"]').text()).toContain('6')
      // a screen reader hears the round's end, then who opens the next
      expect(said().at(-2)).toContain('Du gewinnst die Runde mit 20 zu 17')
      expect(said().at(-1)).toBe('Runde 3: Decksmann Wendel beginnt.')
    } finally {
      setLanguage('en')
    }
  })
})

describe('the coach to a player with a gamepad', () => {
  it('names the pad’s buttons: LB to end the turn, then A on the card it rings', async () => {
    const w = await openTable(clock, { mode: 'tutorial' }, { reducedMotion: 'on' })
    useInputStore().use('gamepad')
    await settle()
    const advice = () => w.get('[data-test="coach-advice"]')
    const caps = () =>
      advice()
        .findAll('kbd')
        .map((k) => k.text())
    expect(advice().attributes('data-advice')).toBe('end')
    expect(caps()).toEqual(['LB'])
    // LB is the table's E: the turn ends, and the +5 that makes 20 is advised
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'e' }))
    await settle()
    expect(advice().attributes('data-advice')).toBe('play20')
    expect(caps()).toEqual(['A'])
    expect(advice().text()).toBe('Go to +5 and press A to play it and make exactly 20.')
    // the card the words send the pad to is the one the table rings
    expect(w.get('.hand-card.advised [data-test^="hand-card-"]').attributes('data-code')).toBe('+5')
  })
})
