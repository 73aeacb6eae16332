/**
 * The licences allowed in the game's dependencies (docs/licences.md says why each is here).
 * What ships in the app must be permissive, so the game stays MIT with only notices to carry;
 * a build tool may also carry a licence whose conditions bind only a copy of the tool itself.
 */

/** Allowed for a package whose code or data ships in the app. */
export const SHIPPING_LICENCES: readonly string[] = [
  'MIT',
  'ISC',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'Apache-2.0',
  '0BSD',
  'BlueOak-1.0.0',
  'CC0-1.0',
  'Unlicense',
  // the typefaces; the font files may be bundled with any software, under any licence
  'OFL-1.1',
]

/** Allowed for a build, test or packaging tool that never ships: the above, and these. */
export const BUILD_ONLY_LICENCES: readonly string[] = [
  ...SHIPPING_LICENCES,
  // lightningcss (Vite's CSS minifier), axe-core (the e2e accessibility audit, run in the test
  // browser only): file-level copyleft on their own source files only
  'MPL-2.0',
  // caniuse-lite: browser support data, attribution when the data itself is redistributed
  'CC-BY-4.0',
  // argparse (a port of Python's): permissive
  'Python-2.0',
  // truncate-utf8-bytes (electron-builder): no conditions at all
  'WTFPL',
]

/**
 * Whether an SPDX expression is allowed by `list`: one licence on the list, any choice of an
 * "OR" with one allowed, or an "AND" whose parts all are. Parentheses group as in SPDX.
 */
export function isAllowed(expression: string, list: readonly string[]): boolean {
  const text = expression.trim()
  const top = splitTop(text, ' OR ')
  if (top.length > 1) return top.some((part) => isAllowed(part, list))
  const all = splitTop(text, ' AND ')
  if (all.length > 1) return all.every((part) => isAllowed(part, list))
  if (text.startsWith('(') && text.endsWith(')')) return isAllowed(text.slice(1, -1), list)
  return list.includes(text)
}

/** `text` split at `operator` outside parentheses. */
function splitTop(text: string, operator: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++
    else if (text[i] === ')') depth--
    else if (depth === 0 && text.startsWith(operator, i)) {
      parts.push(text.slice(start, i))
      start = i + operator.length
    }
  }
  parts.push(text.slice(start))
  return parts
}
