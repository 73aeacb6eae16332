import { describe, expect, it } from 'vitest'
import { progressBar } from './progress'

/** The progress bar of the long command lines, on a terminal and into a log file. */
describe('progressBar', () => {
  /** A stream that keeps what is written, and a clock the test moves by hand. */
  function run(isTTY: boolean): string {
    const written: string[] = []
    let clock = 0
    const bar = progressBar(
      'classic sim',
      100,
      { isTTY, write: (t) => written.push(t) },
      () => clock,
    )
    for (let done = 1; done <= 100; done++) {
      clock += 100 // ten seconds in all: past the two silent seconds, many frames
      bar.tick(done)
    }
    bar.done()
    return written.join('')
  }

  it('redraws one line with \\r on a terminal', () => {
    const text = run(true)
    expect(text.split('\r').length).toBeGreaterThan(10)
    expect(text.endsWith('100/100 10s, ~0s left \n')).toBe(true)
  })

  it('writes one plain line, no \\r frames, when stderr is not a terminal', () => {
    expect(run(false)).toBe('classic sim: 100/100 in 10s\n')
  })

  it('writes nothing for a run shorter than two seconds', () => {
    const written: string[] = []
    const bar = progressBar('quick', 5, { isTTY: false, write: (t) => written.push(t) }, () => 0)
    bar.tick(5)
    bar.done()
    expect(written).toEqual([])
  })
})
