/**
 * The words under a cantina's wager slider: what the stake does at this table, or why the purse
 * cannot cover it and which table it can. Their own part because they word the stake's rules
 * (docs/campaign.md), which the slider only moves over.
 */
import { computed, type ComputedRef, type Ref } from 'vue'
import type { CampaignOpponent } from '@preload/contract'
import type { useFormat } from '@/components/ui/format'
import type { useFlavour } from '@/i18n/flavour'
import type { Translate } from '@/i18n/names'
import type { useCampaignStore } from '@/stores/campaign'
import type { StakeRange } from './purse'

/** What the stake's words need: the language, the map's tables and the stake set at this one. */
export interface StakeSpeech {
  /** vue-i18n's t with the names declined (useNames): a table's cantina in the line's case */
  t: Translate
  format: Pick<ReturnType<typeof useFormat>, 'credits' | 'percent'>
  /** a table's player in the language's words ("Kapitän Gannet Rook") */
  flavour: Pick<ReturnType<typeof useFlavour>, 'opponentName'>
  campaign: Pick<ReturnType<typeof useCampaignStore>, 'view'>
  opponent: Ref<CampaignOpponent | null>
  credits: Ref<number | null>
  openStake: Ref<number>
  wager: Ref<number>
  range: Pick<StakeRange, 'purse'>
}

/** The hint under the slider and the line that says where the purse can sit down instead. */
export function useStakeWords(speech: StakeSpeech): {
  wagerHint: ComputedRef<string>
  cannotCover: ComputedRef<string>
} {
  return { wagerHint: useWagerHint(speech), cannotCover: useCannotCover(speech) }
}

/**
 * What the stake does at this table: the pot, less the house's cut where it takes one, what a
 * loss costs (the stake set, as main settles it: the cut comes off a win only), and what a win
 * here pays besides (a bounty, the house's purse), then what the player holds.
 */
function useWagerHint(speech: StakeSpeech): ComputedRef<string> {
  const { t, format, opponent, credits, openStake, wager } = speech
  const { purse } = speech.range
  return computed((): string => {
    const o = opponent.value
    if (!o) return ''
    const prize = format.credits(o.prize.credits)
    const lines: string[] = []
    if (wager.value === 0) {
      lines.push(
        t(o.prize.credits > 0 ? 'screens.cantina.hint.freePrize' : 'screens.cantina.hint.free', {
          prize,
        }),
      )
    } else {
      const cut = format.percent(o.houseCut)
      lines.push(
        t(o.houseCut > 0 ? 'screens.cantina.hint.cut' : 'screens.cantina.hint.pot', { cut }),
      )
      lines.push(t('screens.cantina.hint.loss', { stake: format.credits(wager.value) }))
      if (o.prize.credits > 0) lines.push(t('screens.cantina.hint.prize', { prize }))
    }
    const held = format.credits(credits.value ?? 0)
    lines.push(
      openStake.value > 0
        ? t('screens.cantina.hint.holdStaked', {
            credits: held,
            staked: format.credits(openStake.value),
            left: format.credits(purse.value),
          })
        : t('screens.cantina.hint.hold', { credits: held }),
    )
    return lines.join(' ')
  })
}

/**
 * Why the player cannot sit down at this table, and where they can: the cheapest table open to
 * them that their purse covers (the Rusted Anchor's free table, whose minimum is 0).
 */
function useCannotCover(speech: StakeSpeech): ComputedRef<string> {
  const { t, format, flavour, campaign, opponent, openStake } = speech
  const { purse } = speech.range
  return computed((): string => {
    const o = opponent.value
    if (!o) return ''
    const min = format.credits(o.stake.min)
    const have = format.credits(purse.value)
    const first = t(
      openStake.value > 0 ? 'screens.cantina.cannotCoverStaked' : 'screens.cantina.cannotCover',
      { min, have },
    )
    const tables = (campaign.view?.locations ?? [])
      .filter((l) => l.unlocked)
      .flatMap((l) => l.opponents.map((other) => ({ other, location: l })))
      .filter(({ other }) => other.available && other.stake.min <= purse.value && other.id !== o.id)
    const cheapest = tables.reduce<(typeof tables)[number] | null>(
      (best, next) => (best && best.other.stake.min <= next.other.stake.min ? best : next),
      null,
    )
    const then = cheapest
      ? t('screens.cantina.tryTable', {
          opponent: flavour.opponentName(cheapest.other),
          location: cheapest.location.name,
          from: format.credits(cheapest.other.stake.min),
        })
      : t('screens.cantina.sellCards')
    return `${first} ${then}`
  })
}
