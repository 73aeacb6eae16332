// What a side card becomes on a table and which cards a gold card turns, like a player's total,
// live in common/, where a player's own view reads them by the same code; the rules read them
// from here as before.
export { tableTotal } from '@common/totals'
export {
  canLand,
  cardsTurnedBy,
  kindCanLand,
  ownTableAfter,
  sideCardOnTable,
  turnedOverOnce,
} from '@common/table-cards'
