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
 * Whether two names are one name to the players: trimmed, Unicode-normalised and in any letter
 * case, so "anke" is Anke. One rule everywhere a name must differ or be repeated: two saves
 * and the two hot-seat seats may not share a name this way, so a save's name typed in another
 * case still names that one save, and deleting it takes it.
 */
export function sameName(a: string, b: string): boolean {
  // not toLocaleLowerCase: main and the page must agree whatever language either runs in
  const plain = (name: string): string => name.normalize('NFC').trim().toLowerCase()
  return plain(a) === plain(b)
}
