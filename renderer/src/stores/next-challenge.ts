import type { CampaignLocation, CampaignOpponent } from '@preload/contract'

/**
 * What is next in the campaign, read from main's answer alone: the cantina opens on it and the
 * map says it, so both name the same player.
 */

/**
 * The next challenge at a cantina's tables: the champion, once they sit down with the player and
 * until they are beaten, since beating them is what moves the campaign on; else the first player,
 * in the cantina's order, who sits down and has not been beaten yet; none once every open table
 * is beaten.
 */
export function nextChallenge(
  opponents: readonly CampaignOpponent[],
): CampaignOpponent | undefined {
  const unbeaten = opponents.filter((o) => o.available && o.record.won === 0)
  return unbeaten.find((o) => o.champion) ?? unbeaten[0]
}

/** A cantina's champion, if it has one. */
export function championOf(location: CampaignLocation): CampaignOpponent | undefined {
  return location.opponents.find((o) => o.champion)
}

/** What beating a cantina's champion brings: the next cantina, or (null) at the last the campaign. */
export interface ChampionGoal {
  champion: CampaignOpponent
  opens: CampaignLocation | null
}

/** The champion still to beat at the cantina at `index` on the route, and what that opens. */
export function goalAt(locations: readonly CampaignLocation[], index: number): ChampionGoal | null {
  const here = locations[index]
  const champion = here && championOf(here)
  if (!champion || here.championBeaten) return null
  return { champion, opens: locations[index + 1] ?? null }
}

/** The champion whose fall opens the cantina at `index`, and where they play; none for the first. */
export function openedBy(
  locations: readonly CampaignLocation[],
  index: number,
): { champion: CampaignOpponent; location: CampaignLocation } | null {
  const before = index > 0 ? locations[index - 1] : undefined
  const champion = before && championOf(before)
  return before && champion ? { champion, location: before } : null
}
