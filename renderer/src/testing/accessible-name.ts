/**
 * An element's name as a screen reader says it, for the simple cases the game's buttons and
 * lists use: its aria-label, else its text without what is aria-hidden (a key cap, an arrow drawn
 * for the eye), spaces run together. happy-dom computes no accessibility tree of its own.
 */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label')
  if (label !== null) return label.trim()
  return spoken(element).replace(/\s+/g, ' ').trim()
}

/** The text under a node a screen reader reaches: aria-hidden subtrees left out. */
function spoken(node: Node): string {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? ''
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return ''
  return [...node.childNodes].map(spoken).join('')
}
