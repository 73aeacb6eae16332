import type { Message } from '@common/messages'
import { nameLength } from '@common/players'
import { refuseWith } from './errors'

/** What a name field refuses with: its own message for each way a typed name can be wrong. */
export interface NameRefusals {
  /** nothing but spaces */
  missing: Message
  /** more than the field's limit, counted in code points (`nameLength`) */
  tooLong: Message
  /** a control character (a tab, a line break): it would break the lines the name is shown in */
  control: Message
}

/**
 * A name as the player typed it, a spacer's, a seat's or a deck's: Unicode-normalised (NFC),
 * trimmed, 1..`max` code points and printable, else refused ('rejected') with the field's message.
 * It is never shortened: a name over the limit is refused whole, so no character is ever cut.
 */
export function cleanName(name: string, max: number, refusals: NameRefusals): string {
  const trimmed = name.normalize('NFC').trim()
  if (trimmed.length === 0) refuseWith('rejected', refusals.missing)
  if (nameLength(trimmed) > max) refuseWith('rejected', refusals.tooLong)
  if (/\p{Cc}/u.test(trimmed)) refuseWith('rejected', refusals.control)
  return trimmed
}
