/**
 * Serving the built renderer from disk, shared by the Electron shell's app:// scheme and the
 * browser host. Both turn a request path into a file inside one folder, and both must refuse
 * anything that could climb out of it, however it is spelt (../, %2e%2e, backslashes).
 */
import { realpath } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve, sep } from 'node:path'

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp3': 'audio/mpeg',
  '.webm': 'audio/webm',
  '.wasm': 'application/wasm',
}

/** The Content-Type for a file, by its extension; unknown files are opaque bytes. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream'
}

/**
 * The file a request path names inside `rootDir`, or null when the path is not one we serve.
 * `rawPath` is the path as it arrived (before any normalisation), query and hash allowed.
 * `/` is the index page. Refused: dot segments, backslashes, NUL, bad percent-encoding,
 * anything resolving outside the folder.
 */
export function resolveStaticPath(rootDir: string, rawPath: string): string | null {
  const pathOnly = rawPath.split(/[?#]/, 1)[0] ?? ''
  if (!pathOnly.startsWith('/')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(pathOnly)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null
  const segments = decoded.split('/').slice(1)
  if (segments.some((s) => s === '..' || s === '.')) return null
  // An empty segment in the middle ("//") is harmless to resolve but never produced by Vite.
  if (segments.slice(0, -1).some((s) => s === '')) return null
  const relativePath = segments.join('/') || 'index.html'
  const root = resolve(rootDir)
  const file = resolve(root, relativePath)
  return inside(root, file) ? file : null
}

function inside(root: string, file: string): boolean {
  const rel = relative(root, file)
  return !(rel === '' || rel.startsWith('..') || isAbsolute(rel) || rel.split(sep).includes('..'))
}

/**
 * The file to serve for a request path, as resolveStaticPath names it, once links are
 * followed: a link inside the folder that points out of it is refused like a `../` path.
 */
export async function servedFile(rootDir: string, rawPath: string): Promise<string | null> {
  const file = resolveStaticPath(rootDir, rawPath)
  if (file === null) return null
  try {
    const [root, real] = await Promise.all([realpath(rootDir), realpath(file)])
    return inside(root, real) ? real : null
  } catch {
    return null
  }
}
