import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from './fixtures'
import { composeMusic, encodeOgg, musicPartFile, musicParts } from '../scripts/make-sounds'

/**
 * The music's parts join without a click: scripts/make-sounds.ts cuts each track into short Ogg
 * files that the page plays back to back (renderer/src/fx/music.ts). Heard through the browser's
 * own decoder, each part must come out exactly as long as the samples it was given (or the joins
 * would drift), and the sound around each join must be as close to what the script composed as
 * the whole track encoded as one file is. Slow: encoding a minute of music takes seconds.
 */

test('each part decodes to exactly its samples, and the joins are no noisier than one file', async ({
  app,
}) => {
  // the table's track in the browser's own decoder: its parts, and the whole track encoded as one
  // file (as it was before it was cut), each against what the script composed
  const track = composeMusic('table')
  const cuts = musicParts(track.left.length)
  const parts = cuts.map((_, k) =>
    readFileSync(join(__dirname, '..', 'assets', 'sounds', musicPartFile('table', k + 1))),
  )
  const whole = await encodeOgg(track)
  const decode = async (files: Buffer[]): Promise<number[][]> => {
    await app.page.evaluate(
      (base64: string[]) => {
        ;(globalThis as Record<string, unknown>).__parts = base64
      },
      files.map((file) => file.toString('base64')),
    )
    // runs in the page (a string: this code is type-checked without the DOM library)
    return (await app.page.evaluate(`(async () => {
      const out = []
      for (const file of globalThis.__parts) {
        const bytes = Uint8Array.from(atob(file), (c) => c.charCodeAt(0))
        const buffer = await new OfflineAudioContext(2, 1, 22050).decodeAudioData(bytes.buffer)
        out.push(Array.from(buffer.getChannelData(0)))
      }
      return out
    })()`)) as number[][]
  }
  const heard = await decode(parts)
  expect(heard.map((d) => d.length)).toEqual(cuts.map(([start, end]) => end - start))
  const [oneFile = []] = await decode([whole])
  expect(oneFile.length).toBe(track.left.length)

  // the error around each join, as root mean square over 128 samples, cut and whole
  const around = (samples: number[], at: number): number => {
    let sum = 0
    for (let i = at - 64; i < at + 64; i++) sum += ((samples[i] ?? 0) - (track.left[i] ?? 0)) ** 2
    return Math.sqrt(sum / 128)
  }
  const cutAt = heard.flat()
  for (const [start] of cuts.slice(1)) {
    // measured: 0.031-0.035 cut, 0.038-0.048 whole; a click would be many times either
    expect(around(cutAt, start)).toBeLessThan(around(oneFile, start) * 1.2)
  }
})
