/**
 * Where a key moves the choice in a group of radio buttons laid out as a grid `columns` wide
 * (the portraits: faces in rows). A native radio group moves one along for every arrow, so Down
 * went to the face on the right; here Up and Down move a row, stopping at the top and bottom
 * rows, Left and Right one face in reading order, round from the last to the first as a radio
 * group does, and Home and End to the first and the last. Undefined for any other key.
 */
export function radioGridStep(
  key: string,
  at: number,
  count: number,
  columns: number,
): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (at + 1) % count
    case 'ArrowLeft':
      return (at - 1 + count) % count
    case 'ArrowDown':
      return at + columns < count ? at + columns : at
    case 'ArrowUp':
      return at - columns >= 0 ? at - columns : at
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
