import type { Message } from '@common/messages'
import {
  EMOJI_GLUE,
  nameLength,
  REFUSED_IN_NAMES,
  WORD_JOINERS,
  type NameFault,
} from '@common/players'
import { refuseWith } from './errors'

/** A character a name may not hold: why (NAME_FAULTS) and which, as "U+200B". */
export interface BadCharacter {
  fault: NameFault
  code: string
}

/** What a name field refuses with: its own message for each way a typed name can be wrong. */
export interface NameRefusals {
  /** nothing but spaces, or nothing a player can see (combining marks alone, a Hangul filler) */
  missing: Message
  /** more than the field's limit, counted in code points (`nameLength`) */
  tooLong: Message
  /** a character that breaks the lines the name is shown in, hides, or turns the text around */
  character: (bad: BadCharacter) => Message
}

/** Characters that show nothing of their own: invisible ones, spaces, marks with no letter. */
const UNSEEN = /[\p{Default_Ignorable_Code_Point}\p{White_Space}\p{M}\u2800]/gu

/** Why `character` (one of REFUSED_IN_NAMES) may not be in a name. */
function faultOf(character: string): NameFault {
  if (/\p{Cs}/u.test(character)) return 'broken'
  if (/[\n\v\f\r\x85\p{Zl}\p{Zp}]/u.test(character)) return 'line-break'
  if (/\p{Cc}/u.test(character)) return 'control'
  return /\p{Bidi_Control}/u.test(character) ? 'direction' : 'invisible'
}

/**
 * The first character in `name` no name may hold, or null. An emoji is kept whole: the joiners
 * and tags inside one (EMOJI_GLUE) are part of what the player sees; so are the joiners a word
 * is spelled with (WORD_JOINERS: Persian, Sinhala, the Indic scripts). A variation selector is
 * a mark, never refused.
 */
export function badCharacter(name: string): BadCharacter | null {
  const found = REFUSED_IN_NAMES.exec(name.replace(EMOJI_GLUE, '').replace(WORD_JOINERS, ''))
  if (!found) return null
  const point = found[0].codePointAt(0) ?? 0
  const code = `U+${point.toString(16).toUpperCase().padStart(4, '0')}`
  return { fault: faultOf(found[0]), code }
}

/**
 * A name as the player typed it, a spacer's, a seat's or a deck's: Unicode-normalised (NFC),
 * trimmed, 1..`max` code points, with something to see and nothing that hides, breaks a line or
 * turns the text around, else refused ('rejected') with the field's message. Two names that
 * look alike are then one name (`sameName`). It is never shortened: a name over the limit is
 * refused whole, so no character is ever cut.
 */
export function cleanName(name: string, max: number, refusals: NameRefusals): string {
  const trimmed = name.normalize('NFC').trim()
  if (trimmed.length === 0) refuseWith('rejected', refusals.missing)
  if (nameLength(trimmed) > max) refuseWith('rejected', refusals.tooLong)
  const bad = badCharacter(trimmed)
  if (bad) refuseWith('rejected', refusals.character(bad))
  if (trimmed.replace(UNSEEN, '').length === 0) refuseWith('rejected', refusals.missing)
  return trimmed
}
