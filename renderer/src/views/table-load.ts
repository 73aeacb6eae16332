/**
 * The table's code and what it needs before its first frame: one load, shared by the table
 * screen and the early warm-ups (App.vue when the title screen is idle, the title screen as soon
 * as it knows a match is open), so the screen never waits on a second fetch.
 */

/** The result screen's code: every match at the table ends there. */
export const loadResult = () => import('./ResultView.vue')

/**
 * The table's code and typefaces, loaded once: by its screen, or early (see warmTable). A
 * browser fetches a typeface only when text first needs it; at the table that was mid-round
 * (a banner's weight), and the text reflowed under the new face in one long layout
 * (a 344 ms task in the renderer bench). So the table opens with every face already in, and
 * the result screen's code is fetched meanwhile: loaded on demand, it left a moment between the
 * match's last event and the result with no screen at all.
 *
 * The faces are asked for beside the code, not after it: every face is declared by the app's
 * first style sheet, and the code's modules take the main thread for a while once they arrive.
 */
let tableLoad: Promise<typeof import('./TableView.vue')> | null = null
/** Loads the table's code and typefaces once, and starts the result screen's. */
export const loadTable = () => {
  // One load for the early warm-up and the screen itself; a failed one is tried afresh.
  tableLoad ??= Promise.all([import('./TableView.vue'), loadTypefaces()])
    .then(([table]) => {
      loadResult().catch(() => undefined)
      return table
    })
    .catch((error: unknown) => {
      tableLoad = null
      throw error
    })
  return tableLoad
}

/** Text in every language the game speaks: picks the font files (subsets) those need. */
const TYPEFACE_SAMPLE = 'AaZz09ÄäÖöÜüß'

/**
 * Loads every family and weight the page's style sheets declare, for the game's own text. Never
 * fails: a face that does not load leaves the fallback font, as it would have anyway.
 */
export async function loadTypefaces(): Promise<void> {
  if (typeof document === 'undefined' || !('fonts' in document)) return
  const specs = new Set<string>()
  document.fonts.forEach((face) => {
    specs.add(
      `${face.style} ${face.weight} 1em ${JSON.stringify(face.family.replace(/^"|"$/g, ''))}`,
    )
  })
  await Promise.all(
    [...specs].map((spec) => document.fonts.load(spec, TYPEFACE_SAMPLE).catch(() => [])),
  )
}

/**
 * Fetches the table's code ahead of its first opening (while the title screen is idle, or as
 * soon as a match in progress is known): Continue and every match land there, so the table
 * should not wait on the network or the disk. Costs nothing once loaded.
 */
export function warmTable(): void {
  loadTable().catch(() => undefined)
}
