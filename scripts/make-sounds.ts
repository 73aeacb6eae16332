/**
 * Synthesises every sound of the game into assets/sounds/ (npm run sounds). Pure Node, no
 * samples from anywhere: oscillators, noise and a plucked-string model. Effects are short
 * 16-bit mono PCM WAV at 22.05 kHz; music is a minute or more of stereo, encoded as Ogg Vorbis
 * by the reference encoder compiled to WebAssembly (wasm-media-encoders) in parts of at most
 * MUSIC_PART_SECONDS, about a third of a megabyte a track. Deterministic (seeded noise), so
 * running it again gives byte-identical files and the committed ones can be checked.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createOggEncoder } from 'wasm-media-encoders'
import { MUSIC_TRACKS, type MusicTrack } from '@common/music'
import { argsOrExit, noArguments, type Command } from '@tools/cli/usage'

export const SAMPLE_RATE = 22050

export const EFFECTS = [
  'draw',
  'play',
  'flip',
  'stand',
  'bust',
  'roundWon',
  'roundLost',
  'matchWon',
  'creditsSpent',
  'creditsEarned',
  'button',
  'twenty',
  'fill',
  // added later, after the rest: each effect's noise is seeded by its place in this list
  'tiebreaker',
  'roundTied',
  'setWon',
  'setLost',
  'matchLost',
  'muck',
] as const

// ------------------------------------------------------------------ building blocks

/** mulberry32: a tiny seeded generator, so the noise (and the files) are the same every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const TAU = Math.PI * 2
const seconds = (s: number): number => Math.round(s * SAMPLE_RATE)
const midiHz = (note: number): number => 440 * 2 ** ((note - 69) / 12)

/** Adds `source` into `into` starting at `at`; with `wrap` the tail wraps round (seamless loops). */
function mix(into: Float32Array, source: Float32Array, at: number, gain = 1, wrap = false): void {
  for (let i = 0; i < source.length; i++) {
    let j = at + i
    if (j >= into.length) {
      if (!wrap) break
      j %= into.length
    }
    into[j] = (into[j] ?? 0) + (source[i] ?? 0) * gain
  }
}

interface ToneOptions {
  /** frequency at the start and (for a slide) the end */
  from: number
  to?: number
  length: number
  wave?: 'sine' | 'square' | 'saw' | 'triangle'
  attack?: number
  /** exponential decay rate per second (0: a flat note with a short release) */
  decay?: number
}

function tone({ from, to = from, length, wave = 'sine', attack = 0.005, decay = 6 }: ToneOptions) {
  const n = seconds(length)
  const out = new Float32Array(n)
  let phase = 0
  for (let i = 0; i < n; i++) {
    const t = i / SAMPLE_RATE
    const f = from + (to - from) * (i / n)
    phase += f / SAMPLE_RATE
    const p = phase % 1
    const raw =
      wave === 'sine'
        ? Math.sin(TAU * p)
        : wave === 'square'
          ? p < 0.5
            ? 1
            : -1
          : wave === 'saw'
            ? 2 * p - 1
            : 1 - 4 * Math.abs(p - 0.5)
    const env = Math.min(1, t / attack) * Math.exp(-decay * t) * Math.min(1, (n - i) / 200)
    out[i] = raw * env
  }
  return out
}

/** A short burst of noise through a one-pole low-pass: swishes, clicks, brushes. */
function noise(length: number, rng: () => number, decay = 20, smooth = 0.5): Float32Array {
  const n = seconds(length)
  const out = new Float32Array(n)
  let last = 0
  for (let i = 0; i < n; i++) {
    last = last * smooth + (rng() * 2 - 1) * (1 - smooth)
    out[i] = last * Math.exp((-decay * i) / SAMPLE_RATE)
  }
  return out
}

/** Karplus-Strong plucked string: the cantina's stringed instrument. */
function pluck(hz: number, length: number, rng: () => number, brightness = 0.5): Float32Array {
  const n = seconds(length)
  const out = new Float32Array(n)
  const period = Math.max(2, Math.round(SAMPLE_RATE / hz))
  const ring = new Float32Array(period)
  for (let i = 0; i < period; i++) ring[i] = rng() * 2 - 1
  let idx = 0
  const keep = 0.5 + brightness * 0.49
  for (let i = 0; i < n; i++) {
    const a = ring[idx] ?? 0
    const b = ring[(idx + 1) % period] ?? 0
    const next = (a * keep + b * (1 - keep)) * 0.996
    out[i] = a
    ring[idx] = next
    idx = (idx + 1) % period
  }
  return out
}

function kick(): Float32Array {
  return tone({ from: 120, to: 40, length: 0.25, decay: 14 })
}

function normalise(buffer: Float32Array, peak = 0.85): Float32Array {
  let max = 0
  for (const v of buffer) max = Math.max(max, Math.abs(v))
  if (max === 0) return buffer
  const k = peak / max
  return buffer.map((v) => v * k)
}

// ------------------------------------------------------------------ the effects

function sequence(parts: { at: number; sound: Float32Array; gain?: number }[], length: number) {
  const out = new Float32Array(seconds(length))
  for (const part of parts) mix(out, part.sound, seconds(part.at), part.gain ?? 1)
  return normalise(out)
}

function effect(name: (typeof EFFECTS)[number]): Float32Array {
  const rng = seeded(EFFECTS.indexOf(name) + 1)
  switch (name) {
    case 'draw':
      // a card sliding over felt, then landing
      return sequence(
        [
          { at: 0, sound: noise(0.16, rng, 18, 0.7), gain: 0.6 },
          { at: 0.13, sound: tone({ from: 240, to: 160, length: 0.06, decay: 50 }), gain: 0.5 },
        ],
        0.22,
      )
    case 'play':
      return sequence(
        [
          { at: 0, sound: noise(0.05, rng, 60, 0.3), gain: 0.5 },
          { at: 0.02, sound: tone({ from: 300, to: 180, length: 0.18, decay: 22 }), gain: 0.8 },
        ],
        0.22,
      )
    case 'flip':
      return sequence(
        [
          { at: 0, sound: tone({ from: 500, to: 900, length: 0.08, wave: 'triangle', decay: 20 }) },
          {
            at: 0.09,
            sound: tone({ from: 700, to: 1200, length: 0.1, wave: 'triangle', decay: 20 }),
          },
          { at: 0, sound: noise(0.12, rng, 30, 0.8), gain: 0.3 },
        ],
        0.24,
      )
    case 'stand':
      return sequence(
        [
          { at: 0, sound: tone({ from: 660, length: 0.35, decay: 8 }) },
          { at: 0.1, sound: tone({ from: 990, length: 0.3, decay: 9 }), gain: 0.7 },
        ],
        0.45,
      )
    case 'bust':
      return sequence(
        [
          { at: 0, sound: tone({ from: 320, to: 70, length: 0.6, wave: 'saw', decay: 3 }) },
          {
            at: 0,
            sound: tone({ from: 330, to: 75, length: 0.6, wave: 'square', decay: 4 }),
            gain: 0.4,
          },
          { at: 0, sound: noise(0.3, rng, 10, 0.6), gain: 0.4 },
        ],
        0.65,
      )
    case 'roundWon':
      return sequence(
        [60, 64, 67, 72].map((note, i) => ({
          at: i * 0.1,
          sound: tone({ from: midiHz(note + 12), length: 0.35, wave: 'triangle', decay: 7 }),
        })),
        0.7,
      )
    case 'roundLost':
      return sequence(
        [67, 63, 60, 55].map((note, i) => ({
          at: i * 0.12,
          sound: tone({ from: midiHz(note), length: 0.35, wave: 'triangle', decay: 6 }),
        })),
        0.75,
      )
    case 'matchWon':
      return sequence(
        [
          ...[60, 64, 67].map((note, i) => ({
            at: i * 0.09,
            sound: tone({ from: midiHz(note + 12), length: 0.2, wave: 'square', decay: 10 }),
            gain: 0.5,
          })),
          ...[72, 76, 79].map((note) => ({
            at: 0.3,
            sound: tone({ from: midiHz(note), length: 0.6, wave: 'triangle', decay: 3 }),
          })),
        ],
        0.95,
      )
    case 'creditsSpent':
      return sequence(
        [1800, 1500, 1200].map((hz, i) => ({
          at: i * 0.08,
          sound: tone({ from: hz, length: 0.15, decay: 25 }),
        })),
        0.35,
      )
    case 'creditsEarned':
      return sequence(
        [1400, 1800, 2200, 2600].map((hz, i) => ({
          at: i * 0.07,
          sound: tone({ from: hz, length: 0.18, decay: 22 }),
        })),
        0.45,
      )
    case 'twenty':
      // exactly 20: a bright chime rising to a held fifth, with a shimmer on top
      return sequence(
        [
          ...[76, 83, 88].map((note, i) => ({
            at: i * 0.06,
            sound: tone({ from: midiHz(note), length: 0.55, wave: 'triangle', decay: 5 }),
            gain: 0.8,
          })),
          { at: 0.18, sound: tone({ from: midiHz(95), length: 0.4, decay: 9 }), gain: 0.35 },
          { at: 0, sound: noise(0.25, rng, 14, 0.92), gain: 0.15 },
        ],
        0.75,
      )
    case 'fill':
      // nine cards: a quick run up the scale, one note per card, ending on a chord
      return sequence(
        [
          ...[60, 62, 64, 65, 67, 69, 71, 72, 74].map((note, i) => ({
            at: i * 0.045,
            sound: tone({ from: midiHz(note + 12), length: 0.16, wave: 'square', decay: 16 }),
            gain: 0.35,
          })),
          ...[72, 76, 79, 84].map((note) => ({
            at: 0.42,
            sound: tone({ from: midiHz(note), length: 0.5, wave: 'triangle', decay: 4 }),
          })),
        ],
        0.95,
      )
    case 'tiebreaker':
      // the card breaks a tie, 0.6 s: a snap of noise and a low thump (150 to 55 Hz) under a
      // square pickup on D5, then an accented open fifth G5 + D6 (triangle, decaying over half a
      // second) with a G6 glint on top
      return sequence(
        [
          { at: 0, sound: noise(0.04, rng, 80, 0.2), gain: 0.5 },
          { at: 0, sound: tone({ from: 150, to: 55, length: 0.3, decay: 10 }), gain: 0.7 },
          {
            at: 0,
            sound: tone({ from: midiHz(74), length: 0.07, wave: 'square', decay: 18 }),
            gain: 0.4,
          },
          ...[79, 86].map((note) => ({
            at: 0.07,
            sound: tone({ from: midiHz(note), length: 0.5, wave: 'triangle', decay: 5 }),
          })),
          { at: 0.07, sound: tone({ from: midiHz(91), length: 0.3, decay: 10 }), gain: 0.3 },
        ],
        0.6,
      )
    case 'roundTied':
      // a tied round, 0.55 s: the same open chord G4 + C5 struck twice, level (triangle, short,
      // 0.16 s apart), the second with a soft D5 that leaves it neither won nor lost
      return sequence(
        [
          ...[0, 0.16].flatMap((at) =>
            [67, 72].map((note) => ({
              at,
              sound: tone({ from: midiHz(note), length: 0.22, wave: 'triangle', decay: 10 }),
              gain: 0.7,
            })),
          ),
          { at: 0.16, sound: tone({ from: midiHz(74), length: 0.35, decay: 6 }), gain: 0.4 },
        ],
        0.55,
      )
    case 'setWon':
      // a set won, 0.85 s: between a round's arpeggio and the match's fanfare. Two sine bells
      // rising a fourth (G5, then C6 0.12 s later) over a held C major chord C5-E5-G5 (triangle,
      // slow decay) and a soft shimmer of noise
      return sequence(
        [
          ...[79, 84].map((note, i) => ({
            at: i * 0.12,
            sound: tone({ from: midiHz(note), length: 0.3, decay: 8 }),
            gain: 0.6,
          })),
          ...[72, 76, 79].map((note) => ({
            at: 0.12,
            sound: tone({ from: midiHz(note), length: 0.7, wave: 'triangle', decay: 4 }),
          })),
          { at: 0.12, sound: noise(0.3, rng, 12, 0.92), gain: 0.12 },
        ],
        0.85,
      )
    case 'setLost':
      // a set lost, 0.85 s: the set's cue turned down. Two triangle notes falling a major third
      // (C5, then Ab4 0.13 s later), then a held C minor chord C4-Eb4-G4 over a low C3 (sine)
      return sequence(
        [
          ...[72, 68].map((note, i) => ({
            at: i * 0.13,
            sound: tone({ from: midiHz(note), length: 0.3, wave: 'triangle', decay: 7 }),
            gain: 0.7,
          })),
          ...[60, 63, 67].map((note) => ({
            at: 0.26,
            sound: tone({ from: midiHz(note), length: 0.55, wave: 'triangle', decay: 4 }),
          })),
          { at: 0.26, sound: tone({ from: midiHz(48), length: 0.55, decay: 4 }), gain: 0.5 },
        ],
        0.85,
      )
    case 'matchLost':
      // the match lost, 0.95 s: the match fanfare's mirror. A square arpeggio falling G4-Eb4-C4
      // (0.11 s apart), then a low C minor chord C3-Eb3-G3 (triangle, long decay) with a saw
      // sliding down an octave, G2 to G1, for weight
      return sequence(
        [
          ...[67, 63, 60].map((note, i) => ({
            at: i * 0.11,
            sound: tone({ from: midiHz(note), length: 0.22, wave: 'square', decay: 10 }),
            gain: 0.45,
          })),
          ...[48, 51, 55].map((note) => ({
            at: 0.33,
            sound: tone({ from: midiHz(note), length: 0.6, wave: 'triangle', decay: 2.5 }),
          })),
          {
            at: 0.33,
            sound: tone({ from: midiHz(43), to: midiHz(31), length: 0.6, wave: 'saw', decay: 3 }),
            gain: 0.25,
          },
        ],
        0.95,
      )
    case 'muck':
      // the set's winner mucks the cards they brought, 0.4 s: three brushes of noise over felt
      // (0.06 s apart, each softer), the pile landing as a low thud (200 to 110 Hz)
      return sequence(
        [
          ...[0.6, 0.5, 0.4].map((gain, i) => ({
            at: i * 0.06,
            sound: noise(0.1, rng, 22, 0.65),
            gain,
          })),
          { at: 0.22, sound: tone({ from: 200, to: 110, length: 0.12, decay: 30 }), gain: 0.5 },
        ],
        0.4,
      )
    case 'button':
      return sequence(
        [
          {
            at: 0,
            sound: tone({ from: 1400, to: 1000, length: 0.05, wave: 'triangle', decay: 60 }),
          },
        ],
        0.06,
      )
  }
}

// ------------------------------------------------------------------ the music

/** Music is stereo at this rate, at least this long, and encoded as Ogg Vorbis (VBR quality). */
export const MUSIC_RATE = SAMPLE_RATE
export const MUSIC_MIN_SECONDS = 60
/**
 * Each track is cut into parts of at most this long, each its own Ogg file, played back to back.
 * A browser decodes a file off the main thread but hands over the decoded samples on it: a whole
 * minute of stereo held the page for 60-80 ms, a part of 8 s holds it for about a tenth of that.
 * Vorbis decodes each part to exactly the samples it was given, so the joins are seamless.
 */
export const MUSIC_PART_SECONDS = 8
const MUSIC_QUALITY = 1

interface Tune {
  bpm: number
  root: number
  /** scale degrees in semitones */
  scale: number[]
  /** pluck brightness and the lead's octave give each place its own colour */
  brightness: number
  leadOctave: number
  swing: number
  /** how busy the hand drums are (0..1) and how loud the warm pad under everything */
  drums: number
  pad: number
  /** the bass line's degrees, one per bar */
  bass: number[]
}

/** One tune per place: the menus, the quick-match table, and each campaign cantina's mood. */
const TUNES: Record<MusicTrack, Tune> = {
  // the menus: slow and spacious
  menu: {
    bpm: 76,
    root: 45,
    scale: [0, 3, 5, 7, 10],
    brightness: 0.3,
    leadOctave: 12,
    swing: 0,
    drums: 0.3,
    pad: 0.09,
    bass: [0, 0, 4, 3, 0, 5, 4, 3],
  },
  // the quick-match table: a low, patient pulse that leaves room for the cards' sounds
  table: {
    bpm: 96,
    root: 43,
    scale: [0, 2, 3, 7, 8],
    brightness: 0.4,
    leadOctave: 12,
    swing: 0.08,
    drums: 0.45,
    pad: 0.05,
    bass: [0, 0, 3, 3, 4, 4, 2, 1],
  },
  // The Rusted Anchor: a rowdy spaceport bar
  'cantina-1': {
    bpm: 112,
    root: 50,
    scale: [0, 2, 3, 5, 7, 8, 10],
    brightness: 0.6,
    leadOctave: 12,
    swing: 0.15,
    drums: 0.8,
    pad: 0.04,
    bass: [0, 0, 4, 3, 0, 5, 4, 3],
  },
  // The Dune Lantern: desert heat, a snake-charmer's scale
  'cantina-2': {
    bpm: 100,
    root: 47,
    scale: [0, 1, 4, 5, 7, 8, 10],
    brightness: 0.5,
    leadOctave: 12,
    swing: 0.1,
    drums: 0.6,
    pad: 0.06,
    bass: [0, 1, 0, 4, 0, 1, 5, 4],
  },
  // The Coral Vault: bright and watery, in a major pentatonic
  'cantina-3': {
    bpm: 124,
    root: 52,
    scale: [0, 2, 4, 7, 9],
    brightness: 0.7,
    leadOctave: 12,
    swing: 0.2,
    drums: 0.5,
    pad: 0.08,
    bass: [0, 3, 4, 2, 0, 3, 1, 4],
  },
  // The Ember Hall: a heavy, slow miners' stomp
  'cantina-4': {
    bpm: 92,
    root: 45,
    scale: [0, 2, 3, 5, 7, 9, 10],
    brightness: 0.4,
    leadOctave: 24,
    swing: 0.05,
    drums: 0.9,
    pad: 0.05,
    bass: [0, 0, 0, 3, 4, 4, 3, 1],
  },
  // The Glass Orchid: quick, quiet and elegant
  'cantina-5': {
    bpm: 132,
    root: 48,
    scale: [0, 3, 5, 6, 7, 10],
    brightness: 0.65,
    leadOctave: 12,
    swing: 0.25,
    drums: 0.35,
    pad: 0.09,
    bass: [0, 2, 4, 2, 0, 3, 5, 3],
  },
  // The Gilded Circuit: dark and grand, harmonic minor
  'cantina-6': {
    bpm: 84,
    root: 43,
    scale: [0, 1, 3, 5, 7, 8, 11],
    brightness: 0.35,
    leadOctave: 24,
    swing: 0,
    drums: 0.55,
    pad: 0.1,
    bass: [0, 0, 5, 4, 0, 3, 6, 4],
  },
}

/** A stereo buffer being written: each part is placed with a pan (-1 left .. 1 right). */
class Stereo {
  readonly left: Float32Array
  readonly right: Float32Array
  constructor(length: number) {
    this.left = new Float32Array(length)
    this.right = new Float32Array(length)
  }
  add(source: Float32Array, at: number, gain: number, pan = 0, delayRight = 0): void {
    const angle = ((pan + 1) * Math.PI) / 4
    mix(this.left, source, at, gain * Math.cos(angle), true)
    mix(this.right, source, at + delayRight, gain * Math.sin(angle), true)
  }
}

/**
 * A loop of at least a minute in two sections: A (a two-bar motif) twice, then B (a second motif
 * over the bass a fourth higher), then A again with the lead an octave up, so it does not feel
 * mechanical. Drums, bass, lead and pad are placed across the stereo field.
 */
export function composeMusic(name: MusicTrack): Stereo {
  const tune = TUNES[name]
  const rng = seeded(1000 + MUSIC_TRACKS.indexOf(name) * 17)
  const beat = 60 / tune.bpm
  const step = beat / 2 // eighth notes
  const stepsPerBar = 8
  const barSeconds = stepsPerBar * step
  // whole 4-bar phrases, enough of them for a minute
  const bars = Math.ceil(MUSIC_MIN_SECONDS / barSeconds / 4) * 4
  const totalSteps = bars * stepsPerBar
  const out = new Stereo(Math.round(totalSteps * step * MUSIC_RATE))
  const stepAt = (s: number): number => seconds(s * step + (s % 2 === 1 ? tune.swing * step : 0))
  const note = (degree: number): number => {
    const size = tune.scale.length
    const octave = Math.floor(degree / size)
    const idx = ((degree % size) + size) % size
    return tune.root + 12 * octave + (tune.scale[idx] ?? 0)
  }
  const motif = (): (number | null)[] =>
    Array.from({ length: 16 }, () =>
      rng() < 0.6 ? Math.floor(rng() * tune.scale.length * 1.5) : null,
    )
  const motifs = { a: motif(), b: motif() }
  const sectionOf = (bar: number): 'a' | 'b' | 'a2' => {
    const part = Math.floor((bar / bars) * 4)
    return part === 2 ? 'b' : part === 3 ? 'a2' : 'a'
  }

  for (let s = 0; s < totalSteps; s++) {
    const bar = Math.floor(s / stepsPerBar)
    const inBar = s % stepsPerBar
    const at = stepAt(s)
    const section = sectionOf(bar)
    const lift = section === 'b' ? 3 : 0
    // percussion: kick on the beat, brushed noise off it (the cantina band's hand drums)
    if (inBar === 0 || inBar === 4 || (inBar === 6 && rng() < tune.drums * 0.5))
      out.add(kick(), at, 0.55, 0)
    if (s % 2 === 1 || rng() < tune.drums * 0.3) out.add(noise(0.07, rng, 45, 0.2), at, 0.12, 0.35)
    if (inBar === 4) out.add(noise(0.12, rng, 25, 0.5), at, 0.22 * tune.drums, -0.3)
    // bass: a plucked line on every beat, in the middle
    if (s % 2 === 0) {
      const degree = (tune.bass[bar % tune.bass.length] ?? 0) + lift + (inBar === 6 ? 2 : 0)
      out.add(pluck(midiHz(note(degree) - 12), beat * 1.2, rng, 0.2), at, 0.5, 0)
    }
    // lead: the section's motif, a step up on odd bar pairs, an octave up in the last section
    const degree = (section === 'b' ? motifs.b : motifs.a)[s % 16]
    if (degree !== null && degree !== undefined) {
      const shift = Math.floor(bar / 2) % 2 === 1 ? 1 : 0
      const octave = section === 'a2' ? 12 : 0
      const hz = midiHz(note(degree + shift + lift) + tune.leadOctave + octave)
      out.add(pluck(hz, step * 2.5, rng, tune.brightness), at, 0.3, s % 4 < 2 ? -0.45 : 0.45)
    }
    // a pad chord at the start of each bar, wide (the right side a few ms late), for warmth
    if (inBar === 0) {
      const root = (tune.bass[bar % tune.bass.length] ?? 0) + lift
      for (const d of [0, 2, 4]) {
        const pad = tone({
          from: midiHz(note(root + d)),
          length: step * 8,
          wave: 'triangle',
          attack: 0.3,
          decay: 0.6,
        })
        out.add(pad, at, tune.pad, d === 0 ? 0 : d === 2 ? -0.7 : 0.7, seconds(0.012))
      }
    }
  }
  const peak = Math.max(
    ...[out.left, out.right].map((ch) => ch.reduce((m, v) => Math.max(m, Math.abs(v)), 0)),
  )
  const k = peak > 0 ? 0.7 / peak : 1
  for (const ch of [out.left, out.right])
    for (let i = 0; i < ch.length; i++) ch[i] = (ch[i] ?? 0) * k
  return out
}

/** Ogg Vorbis, stereo, by the reference encoder compiled to WebAssembly (no downloaded audio). */
export async function encodeOgg(track: {
  left: Float32Array
  right: Float32Array
}): Promise<Buffer> {
  const encoder = await createOggEncoder()
  encoder.configure({ sampleRate: MUSIC_RATE, channels: 2, vbrQuality: MUSIC_QUALITY })
  const parts: Buffer[] = []
  const chunk = MUSIC_RATE
  for (let i = 0; i < track.left.length; i += chunk) {
    parts.push(
      Buffer.from(
        encoder.encode([track.left.subarray(i, i + chunk), track.right.subarray(i, i + chunk)]),
      ),
    )
  }
  parts.push(Buffer.from(encoder.finalize()))
  return fixOggSerial(Buffer.concat(parts))
}

const OGG_CRC = (() => {
  const table = new Uint32Array(256)
  for (let i = 0; i < 256; i++) {
    let r = i << 24
    for (let k = 0; k < 8; k++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1
    table[i] = r >>> 0
  }
  return table
})()

/**
 * Gives every page of an Ogg stream the same serial number (the encoder picks a random one) and
 * its checksum again, so the same music always makes the same file.
 */
export function fixOggSerial(ogg: Buffer, serial = 0x5041_5a4b): Buffer {
  const out = Buffer.from(ogg)
  let at = 0
  while (at + 27 <= out.length && out.toString('ascii', at, at + 4) === 'OggS') {
    const segments = out.readUInt8(at + 26)
    let size = 27 + segments
    for (let i = 0; i < segments; i++) size += out.readUInt8(at + 27 + i)
    out.writeUInt32LE(serial, at + 14)
    out.writeUInt32LE(0, at + 22)
    let crc = 0
    for (let i = at; i < at + size; i++)
      crc = ((crc << 8) ^ (OGG_CRC[((crc >>> 24) ^ (out[i] ?? 0)) & 0xff] ?? 0)) >>> 0
    out.writeUInt32LE(crc, at + 22)
    at += size
  }
  return out
}

/** The sample ranges [start, end) a track of `length` samples is cut into: equal, whole parts. */
export function musicParts(length: number): [number, number][] {
  const count = Math.ceil(length / (MUSIC_PART_SECONDS * MUSIC_RATE))
  const size = Math.ceil(length / count)
  return Array.from({ length: count }, (_, k) => [k * size, Math.min(length, (k + 1) * size)])
}

/** One music track as its parts, in playing order, encoded (the slow part: seconds a track). */
export async function renderMusic(name: MusicTrack): Promise<Buffer[]> {
  const track = composeMusic(name)
  const parts: Buffer[] = []
  for (const [start, end] of musicParts(track.left.length)) {
    parts.push(
      await encodeOgg({
        left: track.left.subarray(start, end),
        right: track.right.subarray(start, end),
      }),
    )
  }
  return parts
}

/** Where part k (from 1) of a track lives under assets/sounds/. */
export const musicPartFile = (name: string, k: number): string => `music/${name}/${k}.ogg`

// ------------------------------------------------------------------ WAV

/** A RIFF/WAVE file: PCM, mono, 16-bit, SAMPLE_RATE. */
export function encodeWav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((v, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2),
  )
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVE', 8, 'ascii')
  header.write('fmt ', 12, 'ascii')
  header.writeUInt32LE(16, 16) // fmt chunk size
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE * 2, 28) // byte rate
  header.writeUInt16LE(2, 32) // block align
  header.writeUInt16LE(16, 34) // bits per sample
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/** The effects (fast to make). */
export function renderEffects(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const name of EFFECTS) files.set(`${name}.wav`, encodeWav(effect(name)))
  return files
}

/** Every file: the effects, then the music. */
export async function renderAll(): Promise<Map<string, Buffer>> {
  const files = renderEffects()
  for (const name of MUSIC_TRACKS) {
    const parts = await renderMusic(name)
    parts.forEach((bytes, k) => files.set(musicPartFile(name, k + 1), bytes))
  }
  return files
}

/** Writes every file into assets/sounds/. */
async function main(): Promise<void> {
  const outDir = join(__dirname, '..', 'assets', 'sounds')
  // a track's parts are all written again, so a track that got shorter leaves no stale part
  rmSync(join(outDir, 'music'), { recursive: true, force: true })
  for (const [file, bytes] of await renderAll()) {
    mkdirSync(dirname(join(outDir, file)), { recursive: true })
    writeFileSync(join(outDir, file), bytes)
    console.log(`${file}  ${(bytes.length / 1024).toFixed(0)} KiB`)
  }
}

/** `npm run sounds`: no arguments; `--help` says what it writes. */
export const SOUNDS: Command<void> = {
  usage:
    'Usage: npm run sounds\n' +
    'Synthesises every effect (WAV) and music track (Ogg) into assets/sounds/, the same bytes each run.',
  parse: noArguments,
}

if (require.main === module) {
  argsOrExit(SOUNDS, process.argv.slice(2))
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
