/**
 * The game's one sound module: every effect and music loop goes through here, and nothing
 * else in the renderer touches howler. The files are synthesised by scripts/make-sounds.ts
 * and bundled by Vite (the `?url` imports), so the app needs no network and no file access.
 */
import { Howl, Howler } from 'howler'
import drawUrl from '@assets/sounds/draw.wav?url'
import playUrl from '@assets/sounds/play.wav?url'
import flipUrl from '@assets/sounds/flip.wav?url'
import standUrl from '@assets/sounds/stand.wav?url'
import bustUrl from '@assets/sounds/bust.wav?url'
import roundWonUrl from '@assets/sounds/roundWon.wav?url'
import roundLostUrl from '@assets/sounds/roundLost.wav?url'
import matchWonUrl from '@assets/sounds/matchWon.wav?url'
import creditsSpentUrl from '@assets/sounds/creditsSpent.wav?url'
import creditsEarnedUrl from '@assets/sounds/creditsEarned.wav?url'
import buttonUrl from '@assets/sounds/button.wav?url'
import twentyUrl from '@assets/sounds/twenty.wav?url'
import fillUrl from '@assets/sounds/fill.wav?url'
import menuUrl from '@assets/sounds/music-menu.ogg?url'
import tableUrl from '@assets/sounds/music-table.ogg?url'
import cantina1Url from '@assets/sounds/music-cantina-1.ogg?url'
import cantina2Url from '@assets/sounds/music-cantina-2.ogg?url'
import cantina3Url from '@assets/sounds/music-cantina-3.ogg?url'
import cantina4Url from '@assets/sounds/music-cantina-4.ogg?url'
import cantina5Url from '@assets/sounds/music-cantina-5.ogg?url'
import cantina6Url from '@assets/sounds/music-cantina-6.ogg?url'

export type EffectName =
  | 'draw'
  | 'play'
  | 'flip'
  | 'stand'
  | 'bust'
  | 'roundWon'
  | 'roundLost'
  | 'matchWon'
  | 'creditsSpent'
  | 'creditsEarned'
  | 'button'
  | 'twenty'
  | 'fill'

export type MusicTrack =
  | 'menu'
  | 'table'
  | 'cantina-1'
  | 'cantina-2'
  | 'cantina-3'
  | 'cantina-4'
  | 'cantina-5'
  | 'cantina-6'

export const EFFECT_URLS: Readonly<Record<EffectName, string>> = {
  draw: drawUrl,
  play: playUrl,
  flip: flipUrl,
  stand: standUrl,
  bust: bustUrl,
  roundWon: roundWonUrl,
  roundLost: roundLostUrl,
  matchWon: matchWonUrl,
  creditsSpent: creditsSpentUrl,
  creditsEarned: creditsEarnedUrl,
  button: buttonUrl,
  twenty: twentyUrl,
  fill: fillUrl,
}

export const MUSIC_URLS: Readonly<Record<MusicTrack, string>> = {
  menu: menuUrl,
  table: tableUrl,
  'cantina-1': cantina1Url,
  'cantina-2': cantina2Url,
  'cantina-3': cantina3Url,
  'cantina-4': cantina4Url,
  'cantina-5': cantina5Url,
  'cantina-6': cantina6Url,
}

export interface SoundSettings {
  musicVolume: number
  effectsVolume: number
  muted: boolean
}

let levels: SoundSettings = { musicVolume: 0.6, effectsVolume: 0.8, muted: false }
const effects = new Map<EffectName, Howl>()
const tracks = new Map<MusicTrack, Howl>()
let playing: { track: MusicTrack; howl: Howl } | null = null

/** Howls are made on first use: nothing is decoded before a sound is wanted. */
function effectHowl(name: EffectName): Howl {
  let howl = effects.get(name)
  if (!howl) {
    howl = new Howl({ src: [EFFECT_URLS[name]], format: ['wav'], volume: levels.effectsVolume })
    effects.set(name, howl)
  }
  return howl
}

function trackHowl(track: MusicTrack): Howl {
  let howl = tracks.get(track)
  if (!howl) {
    howl = new Howl({
      src: [MUSIC_URLS[track]],
      format: ['ogg'],
      loop: true,
      volume: levels.musicVolume,
    })
    tracks.set(track, howl)
  }
  return howl
}

/** Plays one effect at the effects volume. Silent (and cheap) when muted or at volume 0. */
export function playEffect(name: EffectName): void {
  if (levels.muted || levels.effectsVolume <= 0) return
  try {
    const howl = effectHowl(name)
    howl.volume(levels.effectsVolume)
    howl.play()
  } catch {
    // A missing audio device must never break the game: sound is decoration.
  }
}

/** How long one track takes to fade into the next when the screen changes. */
export const CROSSFADE_MS = 1800

/**
 * Starts a looping track, crossfading from the one playing (the old one fades out while the new
 * one fades in, over CROSSFADE_MS), or fades the music out with null.
 */
export function playMusic(track: MusicTrack | null): void {
  if (playing?.track === track) return
  const previous = playing
  playing = null
  if (previous) {
    const old = previous.howl
    old.fade(old.volume(), 0, CROSSFADE_MS)
    old.once('fade', () => {
      // the same track may have been asked for again meanwhile: only a silent one stops
      if (playing?.howl !== old) old.stop()
    })
  }
  if (track === null) return
  try {
    const howl = trackHowl(track)
    if (!howl.playing()) {
      howl.volume(0)
      howl.play()
    }
    howl.fade(howl.volume(), levels.musicVolume, CROSSFADE_MS)
    playing = { track, howl }
  } catch {
    playing = null
  }
}

/** Applies the player's volumes and mute (from settings) at once, also to the music playing. */
export function applySoundSettings(next: SoundSettings): void {
  levels = { ...next }
  Howler.mute(next.muted)
  playing?.howl.volume(next.musicVolume)
  for (const howl of effects.values()) howl.volume(next.effectsVolume)
}
