/**
 * The menus' sound cues in one place, so every screen sounds the same. Only fx/ talks
 * to howler (sound.ts, music.ts); this file just names what the menus want from it.
 */
import { isMusicTrack } from '@common/music'
import { playEffect, playMusic } from '@/fx/sound'

/** The click every button makes. */
export function buttonSound(): void {
  playEffect('button')
}

/** The menu loop on the title, map and other menus; a location's own loop in its cantina. */
export function music(track: string = 'menu'): void {
  // main names the track (CampaignLocation.music); an unknown name falls back to the menu loop
  playMusic(isMusicTrack(track) ? track : 'menu')
}
