/** A progress bar on stderr for long command-line runs; silent for the first two seconds. */
export function progressBar(
  label: string,
  total: number,
): { tick: (done: number) => void; done: () => void } {
  const started = performance.now()
  let last = 0
  let shown = false
  const draw = (done: number): void => {
    const width = 30
    const filled = Math.round((done / Math.max(1, total)) * width)
    const elapsed = (performance.now() - started) / 1000
    const eta = done > 0 ? (elapsed / done) * (total - done) : 0
    process.stderr.write(
      `\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${elapsed.toFixed(0)}s, ~${eta.toFixed(0)}s left `,
    )
    shown = true
  }
  return {
    tick(done: number) {
      const now = performance.now()
      if (now - started < 2000 || now - last < 200) return
      last = now
      draw(done)
    },
    done() {
      if (shown) {
        draw(total)
        process.stderr.write('\n')
      }
    },
  }
}
