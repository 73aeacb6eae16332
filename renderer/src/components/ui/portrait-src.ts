/**
 * A portrait's address: main sends generated SVG text, which the page shows only through an
 * <img> with a data: URL, never inserted as markup, so nothing in it can run (and the CSP allows
 * data: images).
 */
export function portraitSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
