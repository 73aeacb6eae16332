import { defineStore } from 'pinia'
import { profileState } from './profile/state'
import { useSlots } from './profile/slots'
import { usePlaying } from './profile/playing'
import { useWallet } from './profile/wallet'

export { LEDGER_PAGE } from './profile/wallet'

/**
 * The save slots and the loaded profile (main owns them; this mirrors what main says). It is its
 * state and the parts it composes, each in profile/: the slots' list (slots), taking a save up to
 * play (playing) and the played save's credits and ledger (wallet).
 */
export const useProfileStore = defineStore('profile', () => {
  const state = profileState()
  const { latest, slot, refresh, rename, remove } = useSlots(state)
  const { refreshWallet, refreshLedger, olderLedger } = useWallet(state)
  const { loadPortraits, create, load } = usePlaying(state)

  return {
    ...state,
    latest,
    slot,
    refresh,
    refreshWallet,
    refreshLedger,
    olderLedger,
    loadPortraits,
    create,
    load,
    rename,
    remove,
  }
})
