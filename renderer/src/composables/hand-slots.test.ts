import { describe, expect, it } from 'vitest'
import { fitSlots } from './hand-slots'
import { commandFor } from './useTableKeys'
import { IDLE_TABLE } from '@/testing/table-keys'

describe('fitSlots: a hand keeps its places', () => {
  it('lays out a new hand in order', () => {
    expect(fitSlots([], ['+3', '-2', '±4', '+1'])).toEqual(['+3', '-2', '±4', '+1'])
  })

  it('leaves the place of a played card empty; the others do not move', () => {
    const before = ['+3', '-2', '±4', '+1'] as const
    expect(fitSlots([...before], ['+3', '±4', '+1'], 1)).toEqual(['+3', null, '±4', '+1'])
    expect(fitSlots(['+3', null, '±4', '+1'], ['+3', '+1'], 2)).toEqual(['+3', null, null, '+1'])
  })

  it('empties the place played from when two copies of the card were in the hand', () => {
    expect(fitSlots(['+3', '+3', '-1', '+2'], ['+3', '-1', '+2'], 1)).toEqual([
      '+3',
      null,
      '-1',
      '+2',
    ])
    expect(fitSlots(['+3', '+3', '-1', '+2'], ['+3', '-1', '+2'], 0)).toEqual([
      null,
      '+3',
      '-1',
      '+2',
    ])
  })

  it('keeps the empty places when the whole hand is played', () => {
    expect(fitSlots([null, null, null, '+1'], [], 3)).toEqual([null, null, null, null])
  })

  it('lays out afresh a hand with a card that was not there (a new set)', () => {
    expect(fitSlots(['+3', null, null, null], ['+3', '+1', '-2', '±4'])).toEqual([
      '+3',
      '+1',
      '-2',
      '±4',
    ])
  })
})

describe('commandFor: the table keys', () => {
  const idle = IDLE_TABLE

  it('keys 1-4 always name the place, not the nth card left', () => {
    expect(['1', '2', '3', '4'].map((k) => commandFor(k, idle))).toEqual([
      { type: 'play', place: 0 },
      { type: 'play', place: 1 },
      { type: 'play', place: 2 },
      { type: 'play', place: 3 },
    ])
    expect(commandFor('5', idle)).toBeNull()
  })

  it('E, S, H, F and Esc', () => {
    expect(commandFor('e', idle)).toEqual({ type: 'end' })
    expect(commandFor('S', idle)).toEqual({ type: 'stand' })
    expect(commandFor('h', idle)).toEqual({ type: 'hint' })
    expect(commandFor('f', idle)).toEqual({ type: 'flip' })
    expect(commandFor('Escape', idle)).toEqual({ type: 'openMenu' })
    expect(commandFor('Escape', { ...idle, hintOpen: true })).toEqual({ type: 'closeHint' })
    expect(commandFor('Escape', { ...idle, over: true })).toBeNull()
  })

  it('while cards move, every acting key skips, never acts; the menu takes only Esc', () => {
    const moving = { ...idle, presenting: true }
    for (const key of [' ', 'Enter', 'e', 'S', 'f', 'h', '1', '4'])
      expect(commandFor(key, moving), key).toEqual({ type: 'skip' })
    expect(commandFor('x', moving)).toBeNull()
    expect(commandFor('5', moving)).toBeNull()
    expect(commandFor('1', { ...idle, menuOpen: true })).toBeNull()
    expect(commandFor('Escape', { ...idle, menuOpen: true })).toEqual({ type: 'closeMenu' })
  })

  it('while the player’s card is on its way, a move key keeps its meaning: it waits', () => {
    const ahead = { ...idle, presenting: true, ahead: true }
    expect(['1', '4', 'e', 'S', 'f', 'h'].map((key) => commandFor(key, ahead))).toEqual([
      { type: 'play', place: 0 },
      { type: 'play', place: 3 },
      { type: 'end' },
      { type: 'stand' },
      { type: 'flip' },
      { type: 'hint' },
    ])
    // Space and Enter only hurry the card along; Esc is the menu; behind a menu or the curtain
    // nothing waits
    expect(commandFor(' ', ahead)).toEqual({ type: 'skip' })
    expect(commandFor('Enter', ahead)).toEqual({ type: 'skip' })
    expect(commandFor('Escape', ahead)).toEqual({ type: 'openMenu' })
    expect(commandFor('1', { ...ahead, menuOpen: true })).toBeNull()
    expect(commandFor('1', { ...ahead, curtain: true })).toBeNull()
  })

  it('while cards move, Esc still opens the menu (once the match is over it only skips)', () => {
    const moving = { ...idle, presenting: true }
    expect(commandFor('Escape', moving)).toEqual({ type: 'openMenu' })
    expect(commandFor('Escape', { ...moving, hintOpen: true })).toEqual({ type: 'closeHint' })
    expect(commandFor('Escape', { ...moving, over: true })).toEqual({ type: 'skip' })
    expect(commandFor('Escape', { ...moving, menuOpen: true })).toEqual({ type: 'closeMenu' })
  })

  it('after the player stood, E and S are asked for while the opponent plays on, the rest skip', () => {
    const standing = { ...idle, presenting: true, standing: true }
    expect(commandFor('e', standing)).toEqual({ type: 'end' })
    expect(commandFor('S', standing)).toEqual({ type: 'stand' })
    for (const key of [' ', 'Enter', 'f', 'h', '1'])
      expect(commandFor(key, standing), key).toEqual({ type: 'skip' })
  })

  it('while choosing a hand the digits pick pool cards (0 is the tenth)', () => {
    const choosing = { ...idle, choosing: true }
    expect(commandFor('1', choosing)).toEqual({ type: 'pick', index: 0 })
    expect(commandFor('0', choosing)).toEqual({ type: 'pick', index: 9 })
    expect(commandFor('Enter', choosing)).toEqual({ type: 'confirm' })
    expect(commandFor('e', choosing)).toBeNull()
  })

  it('a Tab with no control focused comes into the table, the chooser too', () => {
    const fromPage = { ...idle, choosing: true, unfocused: true }
    expect(commandFor('Tab', fromPage)).toEqual({ type: 'tabIn' })
    expect(commandFor('Tab', { ...fromPage, choosing: false })).toEqual({ type: 'tabIn' })
    expect(commandFor('Tab', { ...fromPage, presenting: true })).toEqual({ type: 'tabIn' })
    expect(commandFor('Tab', { ...fromPage, unfocused: false })).toBeNull()
    // a dialog over the table keeps its own Tab
    expect(commandFor('Tab', { ...fromPage, menuOpen: true })).toBeNull()
    expect(commandFor('Tab', { ...fromPage, curtain: true })).toBeNull()
  })

  it('P opens and closes the opponent’s pool where it is shown, cards moving or not', () => {
    const tournament = { ...idle, pool: true }
    expect(commandFor('p', tournament)).toEqual({ type: 'pool' })
    expect(commandFor('P', { ...tournament, presenting: true })).toEqual({ type: 'pool' })
    // classic, the cantina, or hands being chosen: nothing to open
    expect(commandFor('p', idle)).toBeNull()
    expect(commandFor('p', { ...tournament, menuOpen: true })).toBeNull()
    expect(commandFor('p', { ...tournament, curtain: true })).toBeNull()
  })

  it('Esc closes the open pool before the advisor and the menu', () => {
    const open = { ...idle, pool: true, poolOpen: true }
    expect(commandFor('Escape', open)).toEqual({ type: 'closePool' })
    expect(commandFor('Escape', { ...open, hintOpen: true })).toEqual({ type: 'closePool' })
    expect(commandFor('Escape', { ...open, presenting: true })).toEqual({ type: 'closePool' })
    expect(commandFor('Escape', { ...open, menuOpen: true })).toEqual({ type: 'closeMenu' })
  })

  it('behind the hot-seat curtain no key acts on the table, Esc included', () => {
    const curtain = { ...idle, curtain: true }
    for (const key of ['Escape', 'e', 's', 'h', 'f', '1', ' ', 'Enter'])
      expect(commandFor(key, curtain), key).toBeNull()
    // a menu already open over the table still closes with Esc
    expect(commandFor('Escape', { ...curtain, menuOpen: true })).toEqual({ type: 'closeMenu' })
  })
})
