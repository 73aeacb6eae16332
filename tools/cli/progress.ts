/** Where a progress bar writes: stderr, or any stream that says whether it is a terminal. */
export interface ProgressStream {
  isTTY?: boolean
  write(text: string): unknown
}

/**
 * A progress bar on stderr for long command-line runs; silent for the first two seconds. On a
 * terminal it redraws one line with `\r`; into a file or a pipe (a CI log, `2> run.log`) those
 * frames would pile up as one endless line, so there it writes only one line when the stage ends.
 */
export function progressBar(
  label: string,
  total: number,
  out: ProgressStream = process.stderr,
  now: () => number = () => performance.now(),
): { tick: (done: number) => void; done: () => void } {
  const started = now()
  let last = 0
  let shown = false
  const draw = (done: number): void => {
    const width = 30
    const filled = Math.round((done / Math.max(1, total)) * width)
    const elapsed = (now() - started) / 1000
    const eta = done > 0 ? (elapsed / done) * (total - done) : 0
    out.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${elapsed.toFixed(0)}s, ~${eta.toFixed(0)}s left `,
    )
    shown = true
  }
  return {
    tick(done: number) {
      const at = now()
      if (at - started < 2000 || at - last < 200) return
      last = at
      if (out.isTTY) draw(done)
      else shown = true
    },
    done() {
      if (!shown) return
      if (out.isTTY) {
        draw(total)
        out.write('\n')
      } else {
        out.write(`${label}: ${total}/${total} in ${((now() - started) / 1000).toFixed(0)}s\n`)
      }
    },
  }
}
