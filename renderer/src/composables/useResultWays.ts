/**
 * Where the result screen leads: back where the match was started from, to the title, to the
 * campaign map, to the match's replay, or to the same match again. Its own part because the
 * result's buttons and the screen shown without a result both leave by these ways.
 */
import { storeToRefs } from 'pinia'
import { computed, type ComputedRef } from 'vue'
import { againOffer, backBeforeAgain, type AgainOffer } from '@/components/result/again-offer'
import { playEffect } from '@/fx/sound'
import { screensBeneath } from '@/stores/launch'
import { useMatchStore } from '@/stores/match'
import { useNavigationStore } from '@/stores/navigation'

/** The match whose result was last shown: its credits sound once, not again on coming back. */
let announced: string | null = null

/**
 * Whether the result of `matchId` is shown for the first time, not again on coming back from
 * its replay (Back from there returns to the result): the credits' sound is the match's news.
 */
export function firstShowing(matchId: string): boolean {
  if (announced === matchId) return false
  announced = matchId
  return true
}

/** The result screen's ways on, each with the button's sound. */
export function useResultWays(): {
  back: () => void
  title: () => void
  campaignMap: () => void
  replay: () => void
  again: () => Promise<void>
  /** Play again's offer: the stake main lowered to the purse, or why none is offered */
  offer: ComputedRef<AgainOffer | null>
  /** after a match for credits the way back leads, ahead of Play again and its stake */
  backFirst: ComputedRef<boolean>
} {
  const match = useMatchStore()
  const navigation = useNavigationStore()
  const { update, lastStart } = storeToRefs(match)
  const offer = computed(() => (update.value ? againOffer(update.value, lastStart.value) : null))
  const backFirst = computed(
    () => !!update.value && !!offer.value && backBeforeAgain(update.value, offer.value),
  )
  /**
   * Back where the match was started from: the cantina of a campaign match, the quick match
   * screen, the tutorial (`screensBeneath`, as a reopened table lies on them). That is the screen
   * below after an uninterrupted match; otherwise they are laid again over the title screen.
   * After a match for credits they are laid again too, so the cantina is a visit anew: the
   * keyboard starts on its home, the player just played, not back on Play, where the player left
   * it: the Enter that led back from here, pressed once more, staked a new match there.
   */
  function back(): void {
    playEffect('button')
    const screens = screensBeneath(update.value)
    const below = navigation.stack[navigation.stack.length - 2]
    if (below?.screen === screens[screens.length - 1]?.screen && !backFirst.value) {
      navigation.back()
      return
    }
    navigation.home()
    navigation.lay(screens)
  }
  /** To the title screen. */
  function title(): void {
    playEffect('button')
    navigation.home()
  }
  /** To the campaign map, laid over the title screen. */
  function campaignMap(): void {
    playEffect('button')
    navigation.home()
    navigation.go('campaign')
  }
  /**
   * This match's replay and review, over the result (offered where main kept the match,
   * `MatchResult.kept`), and Back from the replay returns here, where the player chose to look
   * back.
   */
  function replay(): void {
    const id = update.value?.matchId
    if (!id) return
    playEffect('button')
    navigation.go('replay', { id })
  }
  /**
   * The same match again, at the stake main offered for it (the last one lowered to the purse).
   * The result screen gives way to the new table only once main has started it: a refusal keeps
   * the player here with main's reason, and the cantina then offers the table's minimum.
   */
  async function again(): Promise<void> {
    const how = offer.value?.kind === 'play' ? offer.value.start : null
    if (!how) return
    playEffect('button')
    await match.start(how, true)
  }
  return { back, title, campaignMap, replay, again, offer, backFirst }
}
