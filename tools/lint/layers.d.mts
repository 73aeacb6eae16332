/** The types of tools/lint/layers.mjs (plain JavaScript, as ESLint's config loads it). */

/** Part of a layer another may import: its types, and the values of the modules named. */
export interface Part {
  layer: string
  types?: boolean
  values?: Record<string, string[] | '*'>
  says: string
}

/** One layer of docs/architecture.md and what it may import. */
export interface Layer {
  name: string
  folder: string
  row?: string
  why?: string
  may: (string | Part)[] | null
  node?: boolean
  electron?: boolean
  packages?: boolean
  pure?: boolean
}

export const LAYERS: Layer[]
export const ALIASES: Record<string, string>
/** The layer a path from the repository's root lies in, if any. */
export function layerOf(path: string): Layer | undefined
/** Where a specifier written in `file` leads (a path from the root), or null for a package. */
export function targetOf(file: string, specifier: string): string | null
/** A module's path without its extension or a trailing /index. */
export function moduleOf(path: string): string
/** Node's own modules, spelled `fs` or `node:fs` alike. */
export function isBuiltin(specifier: string): boolean
/** Electron, or one of its entry points. */
export function isElectron(specifier: string): boolean
/** How the docs' table words what a layer may import. */
export function mayImport(layer: Layer): string
