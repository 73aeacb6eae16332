/**
 * The paint every card shares: the gradient of each kind's face, the blue and red halves of a
 * flip card, the sheen, the clip of the face and the weave of the back. CardPaint.vue defines each
 * once in the document and every SideCard points at it. When each card carried its own six
 * definitions, a table of two dozen cards was over a hundred paint servers for Chromium to style
 * and lay out in the one task that opens the table.
 */
import type { CardKind } from './card-look'

/** A shared paint's name; the flip card has no body of its own (it is two halves). */
export type PaintName =
  `body-${Exclude<CardKind, 'flip'>}` | 'blue' | 'red' | 'sheen' | 'clip' | 'weave'

/** The element id of a shared paint, namespaced so nothing else in the page takes it. */
export function paintId(name: PaintName): string {
  return `pazaak-card-${name}`
}

/** A reference to a shared paint, for a `fill` or a `clip-path`. */
export function paintUrl(name: PaintName): string {
  return `url(#${paintId(name)})`
}
