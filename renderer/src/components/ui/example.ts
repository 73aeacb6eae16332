import type { CardCode } from '../../../../preload/contract'

/** A card in an illustrated example: a side-card code or a green main-deck value. */
export interface ExampleCard {
  card: CardCode | number
  /** for a flip card: the sign it was played with */
  sign?: '+' | '-'
}

/** An example row: the cards, the total they make (written out from RULES.md), a caption key. */
export interface Example {
  cards: ExampleCard[]
  total?: string
  caption: string
}
