/**
 * The over-20 note on the player's own turn (turn-notes.ts), from views the real engine gives:
 * a card that brings the total back, two cards the tournament lets the player play together,
 * nothing that does, in both languages; and no note where the player cannot act on it.
 */
import { describe, expect, it } from 'vitest'
import type { CardCode } from '@common/cards'
import type { Action, MatchState, PlayerIndex } from '@common/match'
import { createMatch } from '@main/engine/match'
import { view } from '@main/engine/view'
import { act } from '@tools/testing/engine-steps'
import { i18n } from '@/i18n'
import type { Translate } from '@/i18n/names'
import { overNote, type OwnTurn } from './turn-notes'

const end = (player: PlayerIndex): Action => ({ type: 'end', player })
const DECK: CardCode[] = ['+3', '+4', '+5', '+6', '-3', '-4', '-5', '-6', 'T24', '±1']

/** vue-i18n's `t` in one language, as the table's words call it. */
function words(locale: 'en' | 'de'): Translate {
  return ((key: string, named?: Record<string, unknown> | number, plural?: number) => {
    if (typeof named === 'number') return i18n.global.t(key, {}, { plural: named, locale })
    return i18n.global.t(key, named ?? {}, plural === undefined ? { locale } : { plural, locale })
  }) as Translate
}

/** A tournament position: the player opens with `hand`, draws 10, 9 and `last` after 5 of theirs. */
function tournament(hand: CardCode[], last: number): MatchState {
  const { state } = createMatch({
    rules: 'tournament',
    seed: 5,
    sideDecks: [DECK, DECK],
    hands: [hand, ['+3', '+4', '+5', '+6']],
    opener: 0,
    draws: [10, 5, 9, 5, last],
  })
  return act(state, end(0), end(1), end(0), end(1))
}

/** The player's own turn, shown and theirs to act on. */
const ownTurn = (state: MatchState): OwnTurn => ({
  view: view(state, 0),
  you: 0,
  whose: 'you',
  presenting: false,
})

describe('the note over 20 on the player’s turn', () => {
  it('says one card brings the total back', () => {
    // 10, 9 and 3: 22, and −3 makes 19
    const turn = ownTurn(tournament(['-3', '+4', '+5', '+6'], 3))
    expect(turn.view?.players[0].total).toBe(22)
    expect(overNote(words('en'), turn)).toBe(
      'Over 20: play a card that brings you back, or you bust.',
    )
    expect(overNote(words('de'), turn)).toBe(
      'Über 20: Leg eine Karte, die dich zurückbringt, sonst bist du überkauft.',
    )
  })

  it('says how many cards it takes where one does not do it (the tournament)', () => {
    // 10, 9 and 8: 27, and only −4 and −3 together make 20
    const turn = ownTurn(tournament(['-3', '-4', '+3', '+4'], 8))
    expect(turn.view?.players[0].total).toBe(27)
    expect(overNote(words('en'), turn)).toBe(
      'Over 20: play 2 cards that together bring you back, or you bust.',
    )
    expect(overNote(words('de'), turn)).toBe(
      'Über 20: Leg 2 Karten, die dich zusammen zurückbringen, sonst bist du überkauft.',
    )
  })

  it('says the round is lost where nothing the player may play brings it back', () => {
    const turn = ownTurn(tournament(['-3', '+5', '+3', '+4'], 8))
    expect(overNote(words('en'), turn)).toBe(
      'Over 20, and no card you may still play brings you back: this round is lost.',
    )
    expect(overNote(words('de'), turn)).toBe(
      'Über 20, und keine Karte, die du noch legen darfst, bringt dich zurück: Diese Runde ist verloren.',
    )
  })

  it('says nothing at 20 or under, on the opponent’s turn, or while an update still plays', () => {
    const over = ownTurn(tournament(['-3', '+4', '+5', '+6'], 3))
    const t = words('en')
    // 10, 9 and 1: 20
    expect(overNote(t, ownTurn(tournament(['-3', '+4', '+5', '+6'], 1)))).toBe('')
    expect(overNote(t, { ...over, whose: 'them' })).toBe('')
    expect(overNote(t, { ...over, presenting: true })).toBe('')
    expect(overNote(t, { ...over, view: null })).toBe('')
  })
})
