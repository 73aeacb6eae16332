import { MAX_PLAYER_NAME, sameName } from '@common/players'

/**
 * Names a new spacer may take when the player would rather not type one: the save slots offer
 * one at a press, so a player with only a gamepad can start a game. Original names in the
 * campaign's manner (a given name and a family name), none a campaign opponent's, and the same
 * in every language, as a player's name is.
 */
const GIVEN = [
  'Arlo',
  'Bexa',
  'Colm',
  'Dela',
  'Edrin',
  'Elka',
  'Garo',
  'Hesk',
  'Ivo',
  'Joss',
  'Lirra',
  'Maddo',
  'Nessa',
  'Olla',
  'Pell',
  'Rafe',
  'Siv',
  'Tova',
  'Vanna',
  'Wyl',
] as const

const FAMILY = [
  'Ashby',
  'Bracken',
  'Calloway',
  'Dunmore',
  'Fallow',
  'Gorse',
  'Ivers',
  'Holt',
  'Kestrel',
  'Lorne',
  'Marsh',
  'Oakes',
  'Pryce',
  'Stroud',
  'Tallis',
  'Varga',
  'Wrenfield',
  'Yorke',
] as const

/** Every name the lists make, given name first. */
export const SPACER_NAMES: readonly string[] = GIVEN.flatMap((given) =>
  FAMILY.map((family) => `${given} ${family}`),
).filter((name) => name.length <= MAX_PLAYER_NAME)

/**
 * A name to suggest, by `random` (0 to 1): none of `taken` (the other saves' names, which main
 * would refuse, and the one suggested last, so a second press gives another).
 */
export function suggestSpacerName(
  taken: readonly string[],
  random: () => number = Math.random,
): string {
  const free = SPACER_NAMES.filter((name) => !taken.some((other) => sameName(name, other)))
  const from = free.length > 0 ? free : SPACER_NAMES
  return from[Math.min(from.length - 1, Math.floor(random() * from.length))] as string
}
