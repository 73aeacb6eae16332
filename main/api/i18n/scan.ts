import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * A small reader of TypeScript string literals, for the catalog's completeness test: it finds
 * every sentence main could send to a player, so a new English sentence without a German
 * template fails a test instead of reaching a German player in English. Test-only (node:fs).
 */

export interface FoundLiteral {
  /** file relative to the repository root, and 1-based line */
  file: string
  line: number
  /** the literal as written, `${…}` parts kept as `${expr}` */
  raw: string
  /** the expressions inside `${…}`, in order */
  parts: string[]
  /** the text pieces between them (parts.length + 1 pieces) */
  pieces: string[]
}

/** Every string and template literal in `source`, with adjacent `'a' + 'b'` joined into one. */
export function literalsOf(source: string, file: string): FoundLiteral[] {
  const found: (FoundLiteral & { start: number; end: number })[] = []
  let i = 0
  const lineAt = (at: number): number => source.slice(0, at).split('\n').length

  // Reads a quoted string starting at `at` (the quote), returns its text and end.
  const readQuoted = (at: number): { text: string; end: number } => {
    const quote = source[at]
    let text = ''
    let j = at + 1
    while (j < source.length && source[j] !== quote) {
      if (source[j] === '\\') {
        text += unescape(source[j + 1] ?? '')
        j += 2
      } else {
        text += source[j]
        j += 1
      }
    }
    return { text, end: j + 1 }
  }

  // Reads a template literal starting at `at` (the backtick), with nested `${ … }`.
  const readTemplate = (at: number): { pieces: string[]; parts: string[]; end: number } => {
    const pieces: string[] = []
    const parts: string[] = []
    let piece = ''
    let j = at + 1
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') {
        piece += unescape(source[j + 1] ?? '')
        j += 2
      } else if (source[j] === '$' && source[j + 1] === '{') {
        j = skipExpression(j + 2, (expr) => parts.push(expr.trim()))
        pieces.push(piece)
        piece = ''
      } else {
        piece += source[j]
        j += 1
      }
    }
    pieces.push(piece)
    return { pieces, parts, end: j + 1 }
  }

  // Skips to the `}` that closes an expression, passing over nested strings and braces.
  const skipExpression = (from: number, done: (expr: string) => void): number => {
    let depth = 1
    let j = from
    while (j < source.length) {
      const c = source[j]
      if (c === "'" || c === '"') j = readQuoted(j).end
      else if (c === '`') j = readTemplate(j).end
      else {
        if (c === '{') depth += 1
        if (c === '}') {
          depth -= 1
          if (depth === 0) {
            done(source.slice(from, j))
            return j + 1
          }
        }
        j += 1
      }
    }
    return j
  }

  while (i < source.length) {
    const c = source[i]
    const next = source[i + 1]
    if (c === '/' && next === '/') {
      i = source.indexOf('\n', i)
      if (i < 0) break
    } else if (c === '/' && next === '*') {
      i = source.indexOf('*/', i) + 2
      if (i < 2) break
    } else if (c === '/' && isRegexStart(source, i)) {
      i = skipRegex(source, i)
    } else if (c === "'" || c === '"') {
      const { text, end } = readQuoted(i)
      found.push({ file, line: lineAt(i), raw: text, parts: [], pieces: [text], start: i, end })
      i = end
    } else if (c === '`') {
      const { pieces, parts, end } = readTemplate(i)
      const raw = pieces.map((p, n) => (n === 0 ? p : `\${${parts[n - 1]}}${p}`)).join('')
      found.push({ file, line: lineAt(i), raw, parts, pieces, start: i, end })
      i = end
    } else i += 1
  }

  // 'a ' + 'b' (a sentence split over lines) is one sentence.
  const joined: FoundLiteral[] = []
  for (const literal of found) {
    const last = joined[joined.length - 1] as (typeof found)[number] | undefined
    if (last && /^\s*\+\s*$/.test(source.slice(last.end, literal.start))) {
      const pieces = [...last.pieces]
      pieces[pieces.length - 1] += literal.pieces[0] ?? ''
      pieces.push(...literal.pieces.slice(1))
      Object.assign(last, {
        raw: last.raw + literal.raw,
        parts: [...last.parts, ...literal.parts],
        pieces,
        end: literal.end,
      })
    } else joined.push({ ...literal })
  }
  return joined.map(({ file: f, line, raw, parts, pieces }) => ({
    file: f,
    line,
    raw,
    parts,
    pieces,
  }))
}

function unescape(c: string): string {
  return c === 'n' ? '\n' : c === 't' ? '\t' : c
}

// A `/` starts a regular expression when it cannot be a division: after ( , = : [ ! & | ? { } ; or a keyword.
function isRegexStart(source: string, at: number): boolean {
  const before = source.slice(0, at).trimEnd()
  return /(^|[(,=:[!&|?{};]|\breturn|\btypeof)$/.test(before)
}

function skipRegex(source: string, at: number): number {
  let j = at + 1
  let inClass = false
  while (j < source.length) {
    const c = source[j]
    if (c === '\\') j += 2
    else {
      if (c === '[') inClass = true
      else if (c === ']') inClass = false
      else if (c === '/' && !inClass) break
      j += 1
    }
  }
  return j + 1
}

/** The non-test TypeScript files under `dir` (recursively). */
export function sourceFiles(dir: string): string[] {
  const files: string[] = []
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path))
    else if (name.endsWith('.ts') && !/\.(test|property\.test)\.ts$/.test(name)) files.push(path)
  }
  return files.sort()
}

/**
 * A literal that reads like a sentence: a capital or a placeholder first, a space, and an
 * ending stop, or a colon before a closing placeholder ("type its name exactly: ${name}").
 */
export function looksLikeSentence(raw: string): boolean {
  const text = raw.trim()
  return (
    /^(?:[A-Z"]|\$\{)/.test(text) &&
    text.includes(' ') &&
    (/[.!?)]$/.test(text) || /: \$\{[^}]+\}$/.test(text))
  )
}

/** The sentence-like literals of `files` (paths relative to `root`). */
export function scanSentences(root: string, files: string[]): FoundLiteral[] {
  return files.flatMap((file) =>
    literalsOf(readFileSync(join(root, file), 'utf8'), file).filter((l) =>
      looksLikeSentence(l.raw),
    ),
  )
}

/** The ledger notes: the text literals passed to changeCredits (its reason codes left out). */
export function scanLedgerNotes(root: string, files: string[]): FoundLiteral[] {
  const notes: FoundLiteral[] = []
  for (const file of files) {
    const source = readFileSync(join(root, file), 'utf8')
    for (const call of source.matchAll(/changeCredits\(([\s\S]*?)\bat,?\s*\)/g)) {
      const args = literalsOf(call[1] ?? '', file).filter((l) => !/^[a-z-]+$/.test(l.raw))
      notes.push(...args)
    }
  }
  return notes
}
