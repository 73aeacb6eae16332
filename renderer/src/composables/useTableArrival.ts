import { onMounted, onUnmounted, watch } from 'vue'
import { useMatchStore } from '@/stores/match'
import { useNavigationStore } from '@/stores/navigation'
import { useProfileStore } from '@/stores/profile'
import { useSettingsStore } from '@/stores/settings'
import { useCampaignStore } from '@/stores/campaign'
import { applySoundSettings } from '@/fx/sound'
import { music } from '@/components/ui/sfx'

/**
 * What happens as the player sits down at the table and gets up again: the match is picked up
 * from main (a reload, or a match asked for by id), the table's music starts, the sound follows
 * the settings, and a banner left on the table goes. None of it is about what lies on the table,
 * so it is its own part.
 */
export function useTableArrival(): void {
  const match = useMatchStore()
  const navigation = useNavigationStore()
  const profiles = useProfileStore()
  const settings = useSettingsStore()

  /** The table's music: the cantina's own mood in the campaign, the table's track elsewhere. */
  async function tableMusic(): Promise<void> {
    const current = match.update
    if (current?.mode !== 'campaign') return music('table')
    const campaign = useCampaignStore()
    const find = () =>
      campaign.view?.locations.find((l) => l.opponents.some((o) => o.id === current.opponent.id))
    if (!find()) await campaign.refresh().catch(() => undefined)
    music(find()?.music ?? 'table')
  }

  onMounted(async () => {
    const wanted = navigation.current.params.matchId
    if (!match.matchId || (wanted && wanted !== match.matchId)) await match.resume()
    void tableMusic()
    if (!profiles.current) await profiles.refresh().catch(() => undefined)
  })
  // a banner left on the table under reduced motion is not there when the player comes back
  onUnmounted(() => match.dismissBanner())
  watch(
    () => settings.settings,
    (s) =>
      applySoundSettings({
        musicVolume: s.musicVolume,
        effectsVolume: s.effectsVolume,
        muted: s.muted,
      }),
    { immediate: true, deep: true },
  )
}
