/*
 * A name in a sentence keeps its own direction and leaves the sentence's alone. A right-to-left
 * name (Arabic, Hebrew) put into an English or German line pulled the quotes and the full stop
 * beside it into its own run ("Type “عمر” to confirm." read with the quotes moved), and a name
 * holding a direction override from a hand-edited save turned the rest of the line around. Each
 * such name is isolated (FSI … PDI, Unicode's bidi algorithm, UAX #9): to the sentence it is one
 * neutral character, whatever it holds.
 *
 * Only a text that could move anything is wrapped: one with a right-to-left letter or digit or a
 * character that sets a direction. Left-to-right text in a left-to-right line (English and
 * German are) is laid out the same either way, so it stays as it is, for the lines the tests
 * read, for a screen reader, and for a name built from a line and stored (a deck's copy).
 * Should a right-to-left language come, every interpolated name must be isolated.
 */

/** Where right-to-left letters and digits are (Unicode's R, AL and AN blocks), and bidi controls. */
const TURNING =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFE\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}\p{Bidi_Control}]/u

/** First strong isolate and pop directional isolate: the text between keeps to itself. */
const FSI = '\u2068'
const PDI = '\u2069'

/** `text` isolated from the sentence it is put into, when it could move it (see above). */
export function isolated(text: string): string {
  return TURNING.test(text) ? `${FSI}${text}${PDI}` : text
}
