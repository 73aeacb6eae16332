import { describe, expect, it } from 'vitest'
import { compositorWork, cpuUntilMark, initialFiles, wholeRestyles } from './renderer'

describe('the renderer bench', () => {
  it("counts the display compositor's drawn frames, their CPU time and off-screen passes", () => {
    const trace = JSON.stringify({
      traceEvents: [
        { name: 'DirectRenderer::DrawFrame', ph: 'X', dur: 30_000, tdur: 8_000 },
        { name: 'DirectRenderer::DrawRenderPass', ph: 'X', dur: 1_000, tdur: 900 },
        { name: 'DirectRenderer::DrawRenderPass', ph: 'X', dur: 6_000, tdur: 5_000 },
        { name: 'DirectRenderer::DrawFrame', ph: 'X', dur: 4_000 },
        { name: 'DirectRenderer::DrawRenderPass', ph: 'X', dur: 3_000 },
        // a begin/end pair or another event is not a drawn frame
        { name: 'DirectRenderer::DrawFrame', ph: 'B' },
        { name: 'Paint', ph: 'X', dur: 2_000, tdur: 2_000 },
      ],
    })
    // CPU (thread) time where the trace has it, wall time otherwise
    expect(compositorWork(trace)).toEqual({ draws: 2, cpuMs: 12, passes: 3 })
  })

  it('counts the style recalculations that restyled at least so many elements', () => {
    const recalc = (elementCount?: number) => ({
      name: 'UpdateLayoutTree',
      ph: 'X',
      dur: 4_000,
      ...(elementCount === undefined ? {} : { args: { elementCount } }),
    })
    const trace = JSON.stringify({
      traceEvents: [
        recalc(560),
        recalc(3),
        recalc(280),
        recalc(279),
        recalc(),
        { name: 'Layout', ph: 'X', dur: 4_000, args: { elementCount: 900 } },
      ],
    })
    expect(wholeRestyles(trace, 280)).toBe(2)
    expect(wholeRestyles(trace, 1)).toBe(4)
  })

  it("sums a load's CPU time up to the page's mark: outermost tasks only, its main thread apart", () => {
    const page = { pid: 7, tid: 1 }
    const trace = JSON.stringify({
      traceEvents: [
        { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
        { name: 'thread_name', ph: 'M', pid: 7, tid: 2, args: { name: 'Compositor' } },
        { name: 'RunTask', ph: 'X', ...page, ts: 100, dur: 500, tdur: 200 },
        // inside the task above: already counted
        { name: 'FunctionCall', ph: 'X', ...page, ts: 150, dur: 100, tdur: 90 },
        { name: 'RunTask', ph: 'X', ...page, ts: 1_000, dur: 50, tdur: 40 },
        { name: 'RunTask', ph: 'X', pid: 7, tid: 2, ts: 120, dur: 300, tdur: 300 },
        // another process's thread (the browser's), and an event with no thread time
        { name: 'RunTask', ph: 'X', pid: 3, tid: 9, ts: 400, dur: 1_000, tdur: 460 },
        { name: 'RunTask', ph: 'X', pid: 3, tid: 9, ts: 1_500, dur: 1_000 },
        { name: 'pazaak-interactive', ph: 'R', ...page, ts: 2_000 },
        // after the mark: not the load's
        { name: 'RunTask', ph: 'X', ...page, ts: 2_100, dur: 50, tdur: 50 },
      ],
    })
    expect(cpuUntilMark(trace, 'pazaak-interactive')).toEqual({ allMs: 1, mainMs: 0.24 })
    expect(() => cpuUntilMark(trace, 'never-set')).toThrow(/no mark never-set/)
  })

  it('takes the first download from index.html: module scripts, preloads and styles only', () => {
    const html = `<script type="module" crossorigin src="./assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="./assets/vendor-b.js">
      <link rel="stylesheet" crossorigin href="./assets/index-c.css">
      <link rel="icon" href="data:,">`
    expect(initialFiles(html)).toEqual({
      js: ['./assets/index-a.js', './assets/vendor-b.js'],
      css: ['./assets/index-c.css'],
    })
  })
})
