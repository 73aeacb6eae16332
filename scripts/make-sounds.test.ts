import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MUSIC_TRACKS } from '@common/music'
import {
  EFFECTS,
  MUSIC_MIN_SECONDS,
  MUSIC_PART_SECONDS,
  MUSIC_RATE,
  SAMPLE_RATE,
  musicPartFile,
  musicParts,
  renderEffects,
  renderMusic,
} from './make-sounds'

const dir = join(__dirname, '..', 'assets', 'sounds')

interface Wav {
  channels: number
  sampleRate: number
  bits: number
  seconds: number
  peak: number
}

/** Reads a WAV the way a decoder would: RIFF header, fmt chunk, data chunk and its length. */
function decode(bytes: Buffer): Wav {
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF')
  expect(bytes.toString('ascii', 8, 12)).toBe('WAVE')
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8)
  let at = 12
  let fmt: { channels: number; sampleRate: number; bits: number; format: number } | null = null
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4)
    const size = bytes.readUInt32LE(at + 4)
    if (id === 'fmt ') {
      fmt = {
        format: bytes.readUInt16LE(at + 8),
        channels: bytes.readUInt16LE(at + 10),
        sampleRate: bytes.readUInt32LE(at + 12),
        bits: bytes.readUInt16LE(at + 22),
      }
    }
    if (id === 'data') {
      if (!fmt) throw new Error('data before fmt')
      expect(fmt.format).toBe(1)
      expect(at + 8 + size).toBe(bytes.length)
      let peak = 0
      for (let i = at + 8; i < at + 8 + size; i += 2)
        peak = Math.max(peak, Math.abs(bytes.readInt16LE(i)))
      const frames = size / (fmt.channels * (fmt.bits / 8))
      return { ...fmt, seconds: frames / fmt.sampleRate, peak: peak / 32767 }
    }
    at += 8 + size
  }
  throw new Error('no data chunk')
}

interface Ogg {
  codec: string
  channels: number
  sampleRate: number
  seconds: number
}

/** Reads an Ogg Vorbis file's pages: the identification header, and the last page's granule. */
function decodeOgg(bytes: Buffer): Ogg {
  expect(bytes.toString('ascii', 0, 4)).toBe('OggS')
  let at = 0
  let last = 0n
  let header: Buffer | null = null
  while (at < bytes.length) {
    expect(bytes.toString('ascii', at, at + 4)).toBe('OggS')
    const granule = bytes.readBigUInt64LE(at + 6)
    const segments = bytes.readUInt8(at + 26)
    let size = 0
    for (let i = 0; i < segments; i++) size += bytes.readUInt8(at + 27 + i)
    const body = at + 27 + segments
    if (!header) header = bytes.subarray(body, body + size)
    if (granule !== 0xffffffffffffffffn) last = granule
    at = body + size
  }
  expect(at).toBe(bytes.length)
  if (!header) throw new Error('no pages')
  const sampleRate = header.readUInt32LE(12)
  return {
    codec: header.toString('ascii', 1, 7),
    channels: header.readUInt8(11),
    sampleRate,
    seconds: Number(last) / sampleRate,
  }
}

describe('the committed sounds', () => {
  it.each(EFFECTS.map((e) => [e]))('effect %s exists, decodes, is short and audible', (name) => {
    const file = join(dir, `${name}.wav`)
    expect(existsSync(file)).toBe(true)
    const wav = decode(readFileSync(file))
    expect(wav).toMatchObject({ channels: 1, sampleRate: SAMPLE_RATE, bits: 16 })
    expect(wav.seconds).toBeGreaterThan(0.03)
    expect(wav.seconds).toBeLessThan(1)
    expect(wav.peak).toBeGreaterThan(0.3)
  })

  it.each(MUSIC_TRACKS.map((m) => [m]))(
    'music %s is stereo Ogg Vorbis in short parts that together last at least a minute',
    (name) => {
      const parts = musicFiles(name).map((file) => decodeOgg(readFileSync(join(dir, file))))
      expect(parts.length).toBeGreaterThan(1)
      for (const part of parts) {
        expect(part).toMatchObject({ codec: 'vorbis', channels: 2, sampleRate: MUSIC_RATE })
        expect(part.seconds).toBeLessThanOrEqual(MUSIC_PART_SECONDS)
      }
      const seconds = parts.reduce((sum, part) => sum + part.seconds, 0)
      expect(seconds).toBeGreaterThanOrEqual(MUSIC_MIN_SECONDS)
      expect(seconds).toBeLessThan(MUSIC_MIN_SECONDS * 1.5)
    },
  )

  it('cuts a track into equal parts that cover every sample once', () => {
    const rate = MUSIC_PART_SECONDS * MUSIC_RATE
    for (const length of [1, rate - 1, rate, rate + 1, 1_455_300]) {
      const parts = musicParts(length)
      expect(parts[0]?.[0]).toBe(0)
      expect(parts.at(-1)?.[1]).toBe(length)
      for (let k = 1; k < parts.length; k++) expect(parts[k]?.[0]).toBe(parts[k - 1]?.[1])
      for (const [start, end] of parts) expect(end - start).toBeLessThanOrEqual(rate)
    }
  })

  it('are exactly what the script makes (regenerate with npm run sounds)', async () => {
    const effects = renderEffects()
    // every effect the script makes is committed, and no effect it no longer makes is left over
    expect(readdirSync(dir).filter((file) => file.endsWith('.wav'))).toEqual(
      expect.arrayContaining([...effects.keys()]),
    )
    expect(readdirSync(dir).filter((file) => file.endsWith('.wav'))).toHaveLength(effects.size)
    // the same bytes on every run: the noise is seeded, nothing reads the clock
    const again = renderEffects()
    for (const [file, bytes] of effects) {
      expect(again.get(file)?.equals(bytes), file).toBe(true)
      expect(readFileSync(join(dir, file)).equals(bytes), file).toBe(true)
    }
    // one track stands for the music (each takes seconds to encode): the table's
    const table = await renderMusic('table')
    expect(musicFiles('table')).toEqual(table.map((_, k) => musicPartFile('table', k + 1)))
    table.forEach((bytes, k) => {
      const file = musicPartFile('table', k + 1)
      expect(readFileSync(join(dir, file)).equals(bytes), file).toBe(true)
    })
  })
})

/** The committed parts of a track, in playing order (1.ogg, 2.ogg, … as the script names them). */
function musicFiles(name: string): string[] {
  const folder = join(dir, 'music', name)
  expect(existsSync(folder), folder).toBe(true)
  return readdirSync(folder)
    .map((file) => Number(file.replace(/\.ogg$/, '')))
    .sort((a, b) => a - b)
    .map((k) => musicPartFile(name, k))
}
