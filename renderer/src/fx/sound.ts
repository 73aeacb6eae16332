/**
 * The game's one sound module: every effect and music loop goes through here (the music's parts
 * through fx/music.ts), and nothing else in the renderer touches howler. The files are
 * synthesised by scripts/make-sounds.ts and bundled by Vite (the `?url` imports), so the app
 * needs no network and no file access.
 */
import { Howl, Howler } from 'howler'
import type { MusicTrack } from '@common/music'
import { fadeOutVoice, setVoiceVolume, startVoice, type Voice } from './music'
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
import tiebreakerUrl from '@assets/sounds/tiebreaker.wav?url'
import roundTiedUrl from '@assets/sounds/roundTied.wav?url'
import setWonUrl from '@assets/sounds/setWon.wav?url'
import setLostUrl from '@assets/sounds/setLost.wav?url'
import matchLostUrl from '@assets/sounds/matchLost.wav?url'
import muckUrl from '@assets/sounds/muck.wav?url'

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
  | 'tiebreaker'
  | 'roundTied'
  | 'setWon'
  | 'setLost'
  | 'matchLost'
  | 'muck'

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
  tiebreaker: tiebreakerUrl,
  roundTied: roundTiedUrl,
  setWon: setWonUrl,
  setLost: setLostUrl,
  matchLost: matchLostUrl,
  muck: muckUrl,
}

export interface SoundSettings {
  musicVolume: number
  effectsVolume: number
  muted: boolean
}

// Howler's unlock, at the player's first click or key, also readies ten HTML5 Audio elements for
// howls that stream; every sound here is Web Audio (effects decoded whole, music in parts).
Howler.html5PoolSize = 0

let levels: SoundSettings = { musicVolume: 0.6, effectsVolume: 0.8, muted: false }
const effects = new Map<EffectName, Howl>()
let playing: Voice | null = null

/** Howls are made on first use: nothing is decoded before a sound is wanted. */
function effectHowl(name: EffectName): Howl {
  let howl = effects.get(name)
  if (!howl) {
    howl = new Howl({ src: [EFFECT_URLS[name]], format: ['wav'], volume: levels.effectsVolume })
    effects.set(name, howl)
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

/**
 * Starts a looping track, crossfading from the one playing (the old one fades out while the new
 * one fades in, over CROSSFADE_MS), or fades the music out with null.
 */
export function playMusic(track: MusicTrack | null): void {
  if ((playing?.track ?? null) === track) return
  if (playing) fadeOutVoice(playing)
  playing = null
  if (track === null) return
  try {
    playing = startVoice(track, levels.musicVolume)
  } catch {
    // A missing audio device must never break the game: sound is decoration.
    playing = null
  }
}

/** Applies the player's volumes and mute (from settings) at once, also to the music playing. */
export function applySoundSettings(next: SoundSettings): void {
  levels = { ...next }
  Howler.mute(next.muted)
  if (playing) setVoiceVolume(playing, next.musicVolume)
  for (const howl of effects.values()) howl.volume(next.effectsVolume)
}
