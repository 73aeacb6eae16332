import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EFFECTS, MUSIC, SAMPLE_RATE, renderAll } from './make-sounds'

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

  it.each(MUSIC.map((m) => [m]))('music %s exists, decodes and loops for 15-25 s', (name) => {
    const wav = decode(readFileSync(join(dir, `music-${name}.wav`)))
    expect(wav).toMatchObject({ channels: 1, sampleRate: SAMPLE_RATE, bits: 16 })
    expect(wav.seconds).toBeGreaterThanOrEqual(15)
    expect(wav.seconds).toBeLessThanOrEqual(25)
    expect(wav.peak).toBeGreaterThan(0.3)
  })

  it('are exactly what the script makes (regenerate with npm run sounds)', () => {
    for (const [file, bytes] of renderAll()) {
      expect(readFileSync(join(dir, file)).equals(bytes), file).toBe(true)
    }
  })
})
