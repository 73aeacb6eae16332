import { defineStore } from 'pinia'
import type { MatchResult } from '@preload/contract'
import { useNavigationStore } from './navigation'
import { useFeatsStore } from './feats'
import { useSettingsStore } from './settings'
import { callState, tableState } from './match/state'
import { useTurn } from './match/turn'
import { useLingeringBanner } from './match/banner'
import { usePresenter } from './match/presenter'
import { useSending } from './match/sending'
import { useSeating } from './match/seating'
import { useMoves } from './match/moves'
import { useAdvisor } from './match/advisor'

export type { Cue } from './match/beats'
export type { BannerEvent } from './match/banner'

/** A finished match goes on to its result once the table has shown how it ended. */
function showResult(matchId: string, result: MatchResult): void {
  useFeatsStore().announce(result.achievements)
  useNavigationStore().replace('result', { matchId })
}

/**
 * The match on the table: talks to main (start, act, resign, hint) and plays the events main
 * returns one by one, in order, so the table can animate and sound them. It holds no rules: what
 * may be done comes from `view.legal`, totals from the view and the events. It is its state and
 * the parts it composes, each in match/: what the player may do now (turn), the banner left on
 * the table (banner), the player of main's updates (presenter, with its clock, beats and owed
 * opener), the calls to main and their failure (sending), seating the player at a match
 * (seating), the player's moves (moves) and the advisor (advisor).
 */
export const useMatchStore = defineStore('match', () => {
  const settings = useSettingsStore()
  const state = { ...tableState(), ...callState() }

  const turn = useTurn(state)
  const { matchId } = turn
  const lingering = useLingeringBanner(state, settings)
  const { dismissBanner } = lingering
  const { present, skip, finish } = usePresenter(state, settings, lingering, showResult)
  const { error, notice, errorCode, send, fail, dismissError } = useSending(state)
  const { start, resume, catchUp } = useSeating(state, { matchId, send, present })
  const { act, reveal, resign } = useMoves(state, {
    matchId,
    send,
    present,
    catchUp,
    dismissBanner,
  })
  const { askHint } = useAdvisor(state, { matchId, fail, dismissBanner })

  return {
    ...state,
    error,
    notice,
    errorCode,
    ...turn,
    reveal,
    start,
    resume,
    act,
    resign,
    hint: askHint,
    skip,
    finish,
    present,
    dismissError,
    dismissBanner,
  }
})
