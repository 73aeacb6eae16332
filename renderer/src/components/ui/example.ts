import type { CardCode } from '@preload/contract'

/** A card in an illustrated example: a side-card code or a green main-deck value. */
export interface ExampleCard {
  card: CardCode | number
  /** the card's sign now: a flip card's chosen sign, a card turned by a flip or twist */
  sign?: '+' | '-'
  /** a double's copied value: with a sign, it shows under the card as the table shows it */
  face?: number
}

/** An example row: the cards, the total they make (written out by hand from docs/rules.md), a caption key. */
export interface Example {
  cards: ExampleCard[]
  total?: string
  caption: string
  /** the round-win lights beside a player's name, this many lit (a picture of the score) */
  lights?: number
}
