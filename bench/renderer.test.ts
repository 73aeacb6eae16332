import { describe, expect, it } from 'vitest'
import { compositorWork, initialFiles } from './renderer'

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
