import { portraitSvg } from '../campaign/portrait'
import type { PortraitSpec } from '../campaign/types'

/**
 * The faces a player can pick for their profile, drawn by the same generator as the opponents'
 * (campaign/portrait.ts): a few builds, skins and jacket colours to choose from. Each is painted
 * unlike every opponent of its build, so a player never sits down across from their own face
 * (a grey droid once met the Table Droid): outside the humans, whose hair and beards tell them
 * apart, a build's whole look is its skin, so no skin here is near an opponent's of that build.
 */
export const PLAYER_PORTRAITS: readonly PortraitSpec[] = [
  { species: 'human', skin: '#e0b48f', accent: '#2f4fd0', feature: 0 },
  { species: 'human', skin: '#9a6a48', accent: '#b53a32', feature: 3 },
  { species: 'human', skin: '#f0cfb0', accent: '#3c8d3c', feature: 5 },
  { species: 'tailed', skin: '#7fcf7f', accent: '#c9a227', feature: 2 },
  { species: 'horned', skin: '#7f9fc0', accent: '#5fb7c9', feature: 1 },
  { species: 'bigeye', skin: '#c98a4f', accent: '#7a5a9a', feature: 0 },
  { species: 'droid', skin: '#b5603f', accent: '#f0c86a', feature: 1 },
  { species: 'scaled', skin: '#4f9f8f', accent: '#3f7f9f', feature: 2 },
]

/**
 * A hot-seat guest's face: none of the faces above, so the guest never wears the one the save's
 * player picked, whichever that is.
 */
export const GUEST_PORTRAIT: PortraitSpec = {
  species: 'human',
  skin: '#c68e64',
  accent: '#8a8f98',
  feature: 2,
}

/** The SVG of one of the player's portraits (an unknown number gets the first). */
export function playerPortrait(index: number | undefined): string {
  const spec = PLAYER_PORTRAITS[index ?? 0] ?? PLAYER_PORTRAITS[0]
  return portraitSvg(spec as PortraitSpec)
}

/** The SVG of the hot-seat guest's face. */
export function guestPortrait(): string {
  return portraitSvg(GUEST_PORTRAIT)
}

/** Every portrait a player can pick, in order: the number picked is the index. */
export function playerPortraits(): string[] {
  return PLAYER_PORTRAITS.map((spec) => portraitSvg(spec))
}
