import type { TableCard } from './match'

/**
 * A table's total and what each of its cards counted toward it, in the bottom layer: the engine
 * plays by `tableTotal`, and the renderer's table shows what each card counted by
 * `countedValues`, so the cantina's floor at 0 has one implementation that both read.
 */

/**
 * A player's total, always derived from their table. With clamping (cantina) the total is
 * folded card by card in the order they landed, so a -5 on 2 leaves 0 and a later +3 makes 3.
 */
export function tableTotal(table: readonly TableCard[], clampAtZero: boolean): number {
  let total = 0
  for (const card of table) {
    total += card.sign * card.face
    if (clampAtZero && total < 0) total = 0
  }
  return total
}

/**
 * What each card on a table added to its total, in the order they landed: its face with its
 * sign, less whatever the cantina's floor took off (a −3 on 1 counted −1). The values add up to
 * `tableTotal`, and each card's is the total after it less the total before it, folded as
 * `tableTotal` folds them, so a table never shows cards that add up to another total.
 */
export function countedValues(table: readonly TableCard[], clampAtZero: boolean): number[] {
  const counted: number[] = []
  let total = 0
  for (const card of table) {
    const before = total
    total += card.sign * card.face
    if (clampAtZero && total < 0) total = 0
    counted.push(total - before)
  }
  return counted
}
