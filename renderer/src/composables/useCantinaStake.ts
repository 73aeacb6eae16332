/**
 * The stake set at a cantina's table: the wager on the slider's stops, kept for the session
 * against each opponent, brought into the table's range and the purse; and the words under the
 * slider (what the stake does, or why the purse cannot cover it and where it can). Its own part
 * because the stake's rules (docs/rules.md) are one concern, apart from picking the opponent. It
 * is the wager and the parts it composes over it, each in cantina-stake/: what the purse covers
 * (purse), the slider and the stake it keeps (slider) and the words under it (stake-words).
 */
import { storeToRefs } from 'pinia'
import { ref, type ComputedRef, type Ref, type WritableComputedRef } from 'vue'
import type { CampaignOpponent } from '@preload/contract'
import { useFormat } from '@/components/ui/format'
import { useFlavour } from '@/i18n/flavour'
import { useNames } from '@/i18n/names'
import { useCampaignStore } from '@/stores/campaign'
import { useNavigationStore } from '@/stores/navigation'
import { useProfileStore } from '@/stores/profile'
import { useStakeRange } from './cantina-stake/purse'
import { useWagerSlider } from './cantina-stake/slider'
import { useStakeWords } from './cantina-stake/stake-words'

/** The stake against `opponent`, kept under `pickKey`, with `openStake` forfeited on sitting down. */
export function useCantinaStake(
  opponent: Ref<CampaignOpponent | null>,
  pickKey: Ref<string>,
  openStake: Ref<number>,
): {
  wager: Ref<number>
  wagerMax: ComputedRef<number>
  canCover: ComputedRef<boolean>
  stops: ComputedRef<number[]>
  stop: WritableComputedRef<number>
  keptStake: (opponentId: string) => number | null
  keepStake: () => void
  clampWager: () => void
  wagerHint: ComputedRef<string>
  cannotCover: ComputedRef<string>
} {
  // the words under the slider name a table's cantina in the line's case ("im Rusted Anchor")
  const { t } = useNames()
  const format = useFormat()
  const flavour = useFlavour()
  const navigation = useNavigationStore()
  const campaign = useCampaignStore()
  const { credits } = storeToRefs(useProfileStore())
  const wager = ref(0)

  const range = useStakeRange(opponent, credits, openStake)
  const { wagerMax, canCover, stops } = range
  const slider = useWagerSlider({ opponent, pickKey, wager, range, navigation })
  const { stop, keptStake, keepStake, clampWager } = slider
  const speech = { t, format, flavour, campaign, opponent, credits, openStake, wager, range }
  const { wagerHint, cannotCover } = useStakeWords(speech)

  return {
    wager,
    wagerMax,
    canCover,
    stops,
    stop,
    keptStake,
    keepStake,
    clampWager,
    wagerHint,
    cannotCover,
  }
}
