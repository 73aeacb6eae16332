/**
 * Synthesises every sound of the game into assets/sounds/ (npm run sounds). Pure Node, no
 * samples from anywhere: oscillators, noise and a plucked-string model, written out as
 * 16-bit mono PCM WAV at 22.05 kHz so the files stay small. Deterministic (seeded noise), so
 * running it again gives byte-identical files and the committed ones can be checked.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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
] as const

export const MUSIC = [
  'menu',
  'cantina-1',
  'cantina-2',
  'cantina-3',
  'cantina-4',
  'cantina-5',
  'cantina-6',
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

// ------------------------------------------------------------------ the cantina loops

interface Tune {
  bpm: number
  root: number
  /** scale degrees in semitones */
  scale: number[]
  /** pluck brightness and the lead's octave give each cantina its own colour */
  brightness: number
  leadOctave: number
  swing: number
  bars: number
}

const TUNES: Record<(typeof MUSIC)[number], Tune> = {
  menu: {
    bpm: 76,
    root: 45,
    scale: [0, 3, 5, 7, 10],
    brightness: 0.3,
    leadOctave: 12,
    swing: 0,
    bars: 5,
  },
  'cantina-1': {
    bpm: 112,
    root: 50,
    scale: [0, 2, 3, 5, 7, 8, 10],
    brightness: 0.6,
    leadOctave: 12,
    swing: 0.15,
    bars: 8,
  },
  'cantina-2': {
    bpm: 100,
    root: 47,
    scale: [0, 1, 4, 5, 7, 8, 10],
    brightness: 0.5,
    leadOctave: 12,
    swing: 0.1,
    bars: 7,
  },
  'cantina-3': {
    bpm: 124,
    root: 52,
    scale: [0, 2, 4, 7, 9],
    brightness: 0.7,
    leadOctave: 12,
    swing: 0.2,
    bars: 9,
  },
  'cantina-4': {
    bpm: 92,
    root: 45,
    scale: [0, 2, 3, 5, 7, 9, 10],
    brightness: 0.4,
    leadOctave: 24,
    swing: 0.05,
    bars: 6,
  },
  'cantina-5': {
    bpm: 132,
    root: 48,
    scale: [0, 3, 5, 6, 7, 10],
    brightness: 0.65,
    leadOctave: 12,
    swing: 0.25,
    bars: 10,
  },
  'cantina-6': {
    bpm: 84,
    root: 43,
    scale: [0, 1, 3, 5, 7, 8, 11],
    brightness: 0.35,
    leadOctave: 24,
    swing: 0,
    bars: 6,
  },
}

function music(name: (typeof MUSIC)[number]): Float32Array {
  const tune = TUNES[name]
  const rng = seeded(1000 + MUSIC.indexOf(name) * 17)
  const beat = 60 / tune.bpm
  const step = beat / 2 // eighth notes
  const stepsPerBar = 8
  const totalSteps = tune.bars * stepsPerBar
  const out = new Float32Array(seconds(totalSteps * step))
  const stepAt = (s: number): number => seconds(s * step + (s % 2 === 1 ? tune.swing * step : 0))
  const note = (degree: number): number => {
    const size = tune.scale.length
    const octave = Math.floor(degree / size)
    const idx = ((degree % size) + size) % size
    return tune.root + 12 * octave + (tune.scale[idx] ?? 0)
  }

  // a motif of two bars, repeated with small variations so the loop does not feel mechanical
  const motif: (number | null)[] = Array.from({ length: 16 }, () =>
    rng() < 0.6 ? Math.floor(rng() * tune.scale.length * 1.5) : null,
  )
  const bassLine = [0, 0, 4, 3, 0, 5, 4, 3]
  for (let s = 0; s < totalSteps; s++) {
    const bar = Math.floor(s / stepsPerBar)
    const inBar = s % stepsPerBar
    const at = stepAt(s)
    // percussion: kick on the beat, brushed noise off it (the cantina band's hand drums)
    if (inBar === 0 || inBar === 4 || (inBar === 6 && rng() < 0.4)) mix(out, kick(), at, 0.55, true)
    if (s % 2 === 1 || rng() < 0.25) mix(out, noise(0.07, rng, 45, 0.2), at, 0.12, true)
    if (inBar === 4) mix(out, noise(0.12, rng, 25, 0.5), at, 0.22, true)
    // bass: a plucked root line on every beat
    if (s % 2 === 0) {
      const degree = (bassLine[bar % bassLine.length] ?? 0) + (inBar === 6 ? 2 : 0)
      mix(out, pluck(midiHz(note(degree) - 12), beat * 1.2, rng, 0.2), at, 0.5, true)
    }
    // lead: the motif, transposed a step on odd bar pairs
    const degree = motif[s % motif.length]
    if (degree !== null && degree !== undefined) {
      const shift = Math.floor(bar / 2) % 2 === 1 ? 1 : 0
      const hz = midiHz(note(degree + shift) + tune.leadOctave)
      mix(out, pluck(hz, step * 2.5, rng, tune.brightness), at, 0.32, true)
    }
    // a pad chord at the start of each bar, quiet, for warmth
    if (inBar === 0) {
      const root = bassLine[bar % bassLine.length] ?? 0
      for (const d of [0, 2, 4]) {
        mix(
          out,
          tone({
            from: midiHz(note(root + d)),
            length: step * 8,
            wave: 'triangle',
            attack: 0.3,
            decay: 0.6,
          }),
          at,
          0.06,
          true,
        )
      }
    }
  }
  return normalise(out, 0.7)
}

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

export function renderAll(): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  for (const name of EFFECTS) files.set(`${name}.wav`, encodeWav(effect(name)))
  for (const name of MUSIC) files.set(`music-${name}.wav`, encodeWav(music(name)))
  return files
}

const isMain =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets', 'sounds')
  mkdirSync(outDir, { recursive: true })
  for (const [file, bytes] of renderAll()) {
    writeFileSync(join(outDir, file), bytes)
    console.log(`${file}  ${(bytes.length / 1024).toFixed(0)} KiB`)
  }
}
