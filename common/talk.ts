/**
 * Table talk: the voices an opponent speaks in at the table, and the moments it speaks at. Main
 * names an opponent's voice (from its personality); the renderer chooses and words the line.
 */

/** The voices, each an archetype of the cantina: its lines live in the renderer's catalogue. */
export const TALK_VOICES = [
  /** an easy-going spacer, the default */
  'easy',
  /** high risk: loud, draws on, boasts */
  'brash',
  /** high bluff: smiles, hints, never says what it holds */
  'sly',
  /** slow tempo: patient and stern, few words */
  'stern',
  /** a droid: dry, counts everything */
  'machine',
  /** a rookie who stands early: unsure of every card */
  'nervous',
] as const

export type TalkVoice = (typeof TALK_VOICES)[number]

/** The moments an opponent may speak at, seen from the opponent's chair. */
export const TALK_MOMENTS = [
  'greeting',
  'roundWon',
  'roundLost',
  'theyBust',
  'youBust',
  'matchWon',
  'matchLost',
] as const

export type TalkMoment = (typeof TALK_MOMENTS)[number]
