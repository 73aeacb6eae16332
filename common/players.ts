/**
 * The longest name a player may have, a save's spacer or a hot-seat seat's, in characters: main
 * refuses longer, and the name inputs stop there.
 */
export const MAX_PLAYER_NAME = 24

/**
 * A name's length as the game counts it, a player's, a seat's or a deck's: in code points, so an
 * emoji is one where UTF-16 counts two. Main refuses by it and the name fields stop by it.
 */
export const nameLength = (name: string): number => [...name].length

/**
 * The invisible code points that belong to an emoji and are kept in a name: a zero-width joiner
 * between two pictographs (a family, 🧑🏽‍💻, the rainbow flag) and a tag sequence after an emoji
 * (Scotland's flag). Anywhere else a joiner or a tag only hides a difference between two names.
 */
export const EMOJI_GLUE =
  /(?<=\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)\u200D(?=\p{Extended_Pictographic})|(?<=\p{Emoji})[\u{E0020}-\u{E007E}]+\u{E007F}/gu

/** The scripts whose letters join, or form conjuncts, where a joiner or non-joiner says so. */
const JOINING_SCRIPTS = [
  'Arab',
  'Syrc',
  'Nkoo',
  'Mong',
  'Deva',
  'Beng',
  'Guru',
  'Gujr',
  'Orya',
  'Taml',
  'Telu',
  'Knda',
  'Mlym',
  'Sinh',
  'Tibt',
  'Mymr',
  'Khmr',
]
  .map((script) => `\\p{scx=${script}}`)
  .join('')

/**
 * The joiners that are part of spelling a word: a zero-width non-joiner or joiner after a letter
 * (or a letter's mark) of a script that joins, before another letter or mark. Persian writes
 * "علی‌رضا" with a non-joiner from its keyboard; Sinhala and the Indic scripts form conjuncts
 * with a joiner after a virama ("ශ්‍රී"). In a Latin name a joiner changes nothing one sees, and
 * stays refused. Names are compared without them (`sameName`), so they make no look-alike twin.
 */
export const WORD_JOINERS = new RegExp(
  `(?<=[${JOINING_SCRIPTS}])[\\u200C\\u200D](?=[\\p{L}\\p{M}])`,
  'gu',
)

/**
 * Code points a name may not hold (main/services/names.ts refuses them), outside an emoji's glue
 * and a word's joiners: control characters, format characters (a zero-width space, a direction
 * mark), half a UTF-16 pair, line and paragraph separators.
 */
export const REFUSED_IN_NAMES = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u

/** What a name keeps of REFUSED_IN_NAMES: an emoji's glue and a word's joiners. */
const KEPT = new RegExp(
  `(${EMOJI_GLUE.source}|${WORD_JOINERS.source})|${REFUSED_IN_NAMES.source}`,
  'gu',
)

/**
 * `text` without what a name may not hold, an emoji's glue and a word's joiners kept: for a name
 * the screen builds from another (a deck's copy), which main would refuse with them.
 */
export function withoutRefused(text: string): string {
  return text.replace(KEPT, (_, kept: string | undefined) => kept ?? '')
}

/** What a name is compared by: an emoji's glue kept, any other invisible code point dropped. */
const HIDDEN = new RegExp(`(${EMOJI_GLUE.source})|\\p{Default_Ignorable_Code_Point}`, 'gu')

/**
 * Whether two names are one name to the players, as they look: Unicode-normalised, trimmed, in
 * any letter case, with what cannot be seen left out (a zero-width space, a direction mark, a
 * variation selector) and any run of spaces as one, so "anke" is Anke and "R\u200Bia" is Ria.
 * One rule everywhere a name must differ or be repeated: two saves and the two hot-seat seats
 * may not share a name this way, so a save's name typed as it is shown still names that one
 * save, and deleting it takes it. An emoji's joiners count: 👨‍👩‍👧 is not 👨👩👧.
 */
export function sameName(a: string, b: string): boolean {
  // not toLocaleLowerCase: main and the page must agree whatever language either runs in
  const plain = (name: string): string =>
    name
      .normalize('NFC')
      .replace(HIDDEN, (_, glue: string | undefined) => glue ?? '')
      .replace(/\s+/gu, ' ')
      .trim()
      .toLowerCase()
  return plain(a) === plain(b)
}

/**
 * Why a character may not be in a name (main/services/names.ts), each worded for the player
 * under `errors.character`: a control character (a tab), a line break (U+2028 as well as a
 * newline), an invisible formatting character (a zero-width space), one that turns the writing
 * direction (U+202E), and half of a UTF-16 pair with no other half (no character at all).
 */
export const NAME_FAULTS = ['control', 'line-break', 'invisible', 'direction', 'broken'] as const
export type NameFault = (typeof NAME_FAULTS)[number]
