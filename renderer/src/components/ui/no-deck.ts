import { storeToRefs } from 'pinia'
import { ref, watch, type Ref } from 'vue'
import type {
  CardCode,
  DeckFromCollection,
  Merchant,
  Message,
  RulesetId,
  SavedDeck,
} from '@preload/contract'
import { RULESETS } from '@common/rulesets'
import { cardsShort, sellersOf } from '@/components/deck/short-decks'
import { useCollectionStore } from '@/stores/collection'
import { useShopStore } from '@/stores/shop'

/**
 * What the deck picker says when no saved deck can be played under a table's rules: the deck the
 * player would most likely bring, main's reasons it is refused, and the one way out that works.
 * Every fact is main's: the deck's problems (`decks.list`, or `decks.check` for a deck of other
 * rules), the deck main can make of the player's cards (`decks.fromCollection`) and the traders'
 * shelves (`shop.merchants`). The renderer only chooses which to say.
 */

/** A trader the way out sends the player to, and the cantina to find them in. */
export type Trader = Pick<Merchant, 'id' | 'name' | 'locationId'>

/** The way out, in the order it is looked for. */
export type WayOut =
  /** the player's own cards make a full deck for these rules: one press saves and picks it */
  | { kind: 'build'; cards: CardCode[] }
  /** the deck lacks only cards the player owns too few of, and a trader has each of them */
  | { kind: 'buy'; cards: CardCode[]; traders: Trader[] }
  /**
   * the collection holds too few cards these rules allow (`have` of a deck's `size`); `unsold`
   * names the cards the deck lacks that no trader the player can visit has, `traders` those
   * who have cards these rules allow on their shelves
   */
  | { kind: 'collect'; have: number; size: number; unsold: CardCode[]; traders: Trader[] }

export interface NoDeck {
  /** the deck the player would bring: of these rules, else the active one, else the first */
  deck: SavedDeck | null
  /** main's reasons it is refused under these rules (empty: it only belongs to other rules) */
  problems: Message[]
  wayOut: WayOut
}

/** The deck a player would most likely bring: one of these rules, the active one first. */
function likeliest(decks: readonly SavedDeck[], rules: RulesetId): SavedDeck | null {
  const byActive = [...decks].sort((a, b) => Number(b.active) - Number(a.active))
  return byActive.find((d) => d.rules === rules) ?? byActive[0] ?? null
}

/**
 * The picker's "no playable deck" state, asked anew of main whenever the decks, the shelves or
 * the rules change while `open` (nothing to pick) holds; null otherwise or until main answers.
 */
export function useNoDeck(rules: () => RulesetId, open: () => boolean): Ref<NoDeck | null> {
  const collection = useCollectionStore()
  const { decks } = storeToRefs(collection)
  const { merchants } = storeToRefs(useShopStore())
  const state = ref<NoDeck | null>(null)
  let asked = 0
  watch(
    [rules, open, decks, merchants],
    async () => {
      const question = ++asked
      const answer = open() ? await ask(rules()) : null
      // only the latest question's answer: the rules or the decks may have changed meanwhile
      if (question === asked) state.value = answer
    },
    { immediate: true },
  )

  async function ask(table: RulesetId): Promise<NoDeck> {
    const deck = likeliest(decks.value, table)
    const cards = deck ? [...deck.cards] : []
    const [problems, made] = await Promise.all([
      !deck || deck.rules === table
        ? (deck?.problems ?? [])
        : collection.check(table, cards).then((check) => check.problems),
      collection.fromCollection(table, cards),
    ])
    return { deck, problems, wayOut: wayOut(table, problems, made) }
  }

  function wayOut(table: RulesetId, problems: Message[], made: DeckFromCollection): WayOut {
    if (made.complete) return { kind: 'build', cards: made.cards }
    const short = problems.length ? cardsShort({ problems }) : []
    const unsold = short.filter((card) => sellersOf(merchants.value, [card]).length === 0)
    const traders = (cards: readonly CardCode[]): Trader[] => sellersOf(merchants.value, cards)
    if (short.length && !unsold.length)
      return { kind: 'buy', cards: short, traders: traders(short) }
    return {
      kind: 'collect',
      have: made.cards.length,
      size: RULESETS[table].deck.size,
      unsold,
      traders: traders(RULESETS[table].cards),
    }
  }
  return state
}
