import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every file under `dir`, at any depth, as full paths in a stable order: what the checks that
 * read the whole source tree (colours, type sizes, layers, packaging) walk.
 */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .sort()
}
