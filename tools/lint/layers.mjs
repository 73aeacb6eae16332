// @ts-check
import { builtinModules } from 'node:module'
import { posix } from 'node:path'

/**
 * The layers (docs/architecture.md, "The layers"): the one table of who may import whom. The
 * import fence (tools/lint/fence.mjs) reads it, and tools/lint/fences.test.ts checks that the
 * docs' table says the same.
 *
 * A layer names what it may import (`may`): a whole layer by its name, or part of one: its types
 * (`types`) and the values of the modules listed (`values`: a module's path without its
 * extension, and the names taken from it, '*' for all). Its own layer is always allowed.
 * `node`: Node's built-ins; `electron`: Electron; `packages`: any other package; `pure`: no
 * clock, no timer, no randomness but the seeded generator. `may: null` is not fenced.
 *
 * @typedef {{ layer: string, types?: boolean, values?: Record<string, string[] | '*'>, says: string }} Part
 * @typedef {{
 *   name: string, folder: string, row?: string, why?: string, may: (string | Part)[] | null,
 *   node?: boolean, electron?: boolean, packages?: boolean, pure?: boolean,
 * }} Layer
 */

/** @type {Layer[]} */
export const LAYERS = [
  {
    name: 'common',
    folder: 'common',
    row: '`common/`',
    why: 'common/ is the bottom layer: card facts, ruleset data and shared types that import nothing.',
    may: [],
    pure: true,
  },
  {
    name: 'preload',
    folder: 'preload',
    row: '`preload/`',
    why: 'The contract sits below main: main implements it, it never imports main.',
    may: ['common'],
    electron: true,
  },
  {
    name: 'engine',
    folder: 'main/engine',
    row: '`main/engine/`',
    why: 'The engine is the bottom of main: pure rules over plain JSON.',
    may: ['common'],
    pure: true,
  },
  {
    name: 'ai',
    folder: 'main/ai',
    row: '`main/ai/`',
    why: 'The AI sits on the engine and below the services.',
    may: ['engine', 'common'],
    pure: true,
  },
  {
    name: 'store',
    folder: 'main/store',
    row: '`main/store/`',
    why: 'The store keeps files; the services use it, not the other way round.',
    may: [
      'engine',
      'common',
      {
        layer: 'preload',
        types: true,
        values: { 'preload/settings-defaults': ['DEFAULT_SETTINGS', 'ANIMATION_SPEEDS'] },
        says: 'preload (types, default settings, animation speeds)',
      },
    ],
    node: true,
    packages: true,
  },
  {
    name: 'services',
    folder: 'main/services',
    row: '`main/services/`',
    why: 'The services sit below the api and know nothing of its transports.',
    may: [
      'ai',
      'engine',
      'store',
      'common',
      { layer: 'preload', types: true, says: 'preload (types)' },
    ],
    node: true,
    packages: true,
  },
  {
    name: 'api',
    folder: 'main/api',
    row: '`main/api/`',
    why: 'The api calls the services and is served by the shell and the host; it knows neither the AI nor them.',
    may: ['services', 'store', 'engine', 'common', 'preload'],
    node: true,
    packages: true,
  },
  {
    name: 'serve',
    folder: 'main/serve',
    row: '`main/serve/`',
    why: 'The serving module is shared by the shell and the host and knows no game.',
    may: ['common', { layer: 'preload', types: true, says: 'preload (types)' }],
    node: true,
    packages: true,
  },
  {
    name: 'shell',
    folder: 'main/shell',
    row: '`main/shell/`',
    why: 'The shell is a transport: it reaches the game only through the api, and never the browser host.',
    may: [
      'api',
      'serve',
      {
        layer: 'store',
        values: { 'main/store/folder-lock': '*' },
        says: "store's `folder-lock`",
      },
      'preload',
      'common',
      'assets',
    ],
    node: true,
    electron: true,
    packages: true,
  },
  {
    name: 'host',
    folder: 'main/host',
    row: '`main/host/`',
    why: 'The browser host is a transport: it reaches the game only through the api, and never the shell.',
    may: ['api', 'serve', 'preload', 'common'],
    node: true,
    packages: true,
  },
  {
    name: 'entry',
    folder: 'main',
    row: '`main/*.ts`',
    why: 'The entry points wire a transport to the api; the game lies behind the api.',
    may: [
      'shell',
      'host',
      'api',
      'serve',
      {
        layer: 'store',
        values: { 'main/store': ['savesDir'], 'main/store/folder-lock': '*' },
        says: "store's `savesDir` and `folder-lock`",
      },
      'preload',
      'common',
    ],
    node: true,
    packages: true,
  },
  {
    name: 'renderer',
    folder: 'renderer/src',
    row: '`renderer/src/`',
    why: 'The renderer holds no rules and no I/O: card facts come from @common, everything else from main through the bridge.',
    may: [
      'common',
      {
        layer: 'preload',
        types: true,
        values: {
          'preload/call-names': ['CALL_NAMES'],
          'preload/settings-defaults': ['DEFAULT_SETTINGS', 'ANIMATION_SPEEDS'],
        },
        says: 'preload (types, `CALL_NAMES`, `DEFAULT_SETTINGS`, `ANIMATION_SPEEDS`)',
      },
      'assets',
    ],
    packages: true,
  },
  { name: 'tools', folder: 'tools', row: '`tools/`', may: null },
  { name: 'assets', folder: 'assets', may: null },
]

/** The path aliases of tsconfig.json, each to the folder it names. */
export const ALIASES = {
  '@common/': 'common/',
  '@main/': 'main/',
  '@preload/': 'preload/',
  '@tools/': 'tools/',
  '@assets/': 'assets/',
  '@/': 'renderer/src/',
}

/** The layer a path from the repository's root lies in (a file or a folder), if any. */
export function layerOf(path) {
  const found = LAYERS.find(
    (l) => l.name !== 'entry' && (path === l.folder || path.startsWith(`${l.folder}/`)),
  )
  if (found) return found
  // main's own files are the entry points; a folder of main the table does not name is no layer
  return /^main\/[^/]+$/.test(path) ? LAYERS.find((l) => l.name === 'entry') : undefined
}

/**
 * Where a specifier written in `file` (a path from the root) leads: a path from the root, or
 * null for a package (the query of `?url`, `?asset` is dropped).
 */
export function targetOf(file, specifier) {
  const bare = specifier.replace(/\?.*$/, '')
  if (bare.startsWith('.')) return posix.normalize(posix.join(posix.dirname(file), bare))
  const alias = Object.keys(ALIASES).find((a) => bare.startsWith(a))
  return alias ? ALIASES[alias] + bare.slice(alias.length) : null
}

/** A module's path without its extension or a trailing /index: how `values` names it. */
export function moduleOf(path) {
  return path.replace(/\.(ts|mts|js|mjs|vue)$/, '').replace(/\/index$/, '')
}

/** Node's own modules, spelled `fs` or `node:fs` alike. */
export function isBuiltin(specifier) {
  return specifier.startsWith('node:') || builtinModules.includes(specifier)
}

/** Electron, or one of its entry points (`electron/main`, `electron/renderer`, …). */
export function isElectron(specifier) {
  return specifier === 'electron' || specifier.startsWith('electron/')
}

/** How the docs' table words what a layer may import. */
export function mayImport(layer) {
  if (layer.may === null) return 'anything'
  if (layer.may.length === 0) return 'nothing'
  return layer.may.map((m) => (typeof m === 'string' ? m : m.says)).join(', ')
}
