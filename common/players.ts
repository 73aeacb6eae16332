/**
 * The longest name a player may have, a save's spacer or a hot-seat seat's, in characters: main
 * refuses longer, and the name inputs stop there.
 */
export const MAX_PLAYER_NAME = 24
