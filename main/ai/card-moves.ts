import { cardInfo, type CardCode } from '@main/engine'

/**
 * The totals a plain or flip card can move `total` to (a flip card both ways); none for the
 * gold cards, whose effect depends on the table, so each model decides what they count for.
 */
export function plainMoves(code: CardCode, total: number): number[] {
  const info = cardInfo(code)
  switch (info.kind) {
    case 'plus':
      return [total + info.value]
    case 'minus':
      return [total - info.value]
    case 'flip':
      return [total + info.value, total - info.value]
    default:
      return []
  }
}
