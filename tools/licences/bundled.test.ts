/**
 * The plugin that records what a build takes from node_modules, run in a real Vite build of a
 * small project in a temp folder: packages installed there as files, one of each kind the
 * game's builds meet (code, code nested in another package, a package only for its types,
 * code tree-shaken away, a typeface's stylesheet and font, a plain stylesheet, an external).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { build } from 'vite'
import { installPathOf, readManifest, recordShipped, type BundleManifest } from './bundled'

/** The project's files, by path from its root. */
const PROJECT: Record<string, string> = {
  'main.ts': [
    "import { used } from 'used-lib'",
    "import { unused } from 'shaken-lib'",
    "import type { Shape } from 'types-lib'",
    "import { readFileSync } from 'node:fs'",
    "import { run } from 'ext-lib'",
    "import './main.css'",
    'const shape: Shape = { size: 1 }',
    'export const answer = [used(), shape.size, readFileSync, run, unused.length]',
  ].join('\n'),
  'main.css': "@import 'font-lib/400.css';\n@import 'style-lib/base.css';\nbody { margin: 0 }\n",
  'node_modules/used-lib/package.json':
    '{ "name": "used-lib", "type": "module", "main": "index.js" }',
  'node_modules/used-lib/index.js':
    "import { inner } from 'inner-lib'\nexport const used = () => inner() + 1\n",
  'node_modules/used-lib/node_modules/inner-lib/package.json':
    '{ "name": "inner-lib", "type": "module", "main": "index.js" }',
  'node_modules/used-lib/node_modules/inner-lib/index.js':
    'export const inner = () => Date.now() % 7\n',
  'node_modules/shaken-lib/package.json':
    '{ "name": "shaken-lib", "type": "module", "main": "index.js", "sideEffects": false }',
  // imported, but the one export used is a constant Rolldown folds into the importer
  'node_modules/shaken-lib/index.js': "export const unused = 'abc'\nexport const never = () => 1\n",
  'node_modules/types-lib/package.json': '{ "name": "types-lib", "types": "index.d.ts" }',
  'node_modules/types-lib/index.d.ts': 'export interface Shape { size: number }\n',
  'node_modules/font-lib/package.json': '{ "name": "font-lib" }',
  'node_modules/font-lib/400.css':
    "@font-face { font-family: Lib; src: url(./files/lib-400.woff2) format('woff2') }\n",
  'node_modules/font-lib/files/lib-400.woff2': 'not really a font',
  'node_modules/style-lib/package.json': '{ "name": "style-lib" }',
  'node_modules/style-lib/base.css': 'html { color: black }\n',
  'node_modules/ext-lib/package.json': '{ "name": "ext-lib", "main": "index.js" }',
  'node_modules/ext-lib/index.js': 'exports.run = () => 0\n',
}

let root = ''
let manifest: BundleManifest

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pazaak-bundled-'))
  for (const [path, text] of Object.entries(PROJECT)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text)
  }
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [recordShipped(root, 'main')],
    build: {
      outDir: join(root, 'out'),
      minify: false,
      assetsInlineLimit: 0,
      lib: { entry: join(root, 'main.ts'), formats: ['es'], fileName: 'main' },
      rollupOptions: { external: ['ext-lib', /^node:/] },
    },
  })
  manifest = readManifest(root, 'main')
})

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true })
})

describe('a build records', () => {
  it('the packages whose code, stylesheets or files its output holds, nested ones by their path', () => {
    expect(manifest.bundled).toEqual([
      'node_modules/font-lib',
      'node_modules/style-lib',
      'node_modules/used-lib',
      'node_modules/used-lib/node_modules/inner-lib',
    ])
  })

  it('not a package imported only for its types, nor one whose code was shaken out', () => {
    expect(manifest.bundled.join()).not.toMatch(/types-lib|shaken-lib/)
  })

  it('the packages it requires at run time, not Node’s built-ins', () => {
    expect(manifest.external).toEqual(['ext-lib'])
  })

  it('nothing for a build never made: reading its manifest says to build', () => {
    expect(() => readManifest(root, 'renderer')).toThrow(/npm run build/)
  })
})

describe('a file’s install path', () => {
  it('is the package folder under the nearest node_modules, scoped and nested alike', () => {
    expect(installPathOf('/r', '/r/node_modules/vue/dist/vue.js')).toBe('node_modules/vue')
    expect(installPathOf('/r', '/r/node_modules/@vue/shared/dist/x.js?v=1')).toBe(
      'node_modules/@vue/shared',
    )
    expect(installPathOf('/r', '/r/node_modules/a/node_modules/@b/c/d/e.js')).toBe(
      'node_modules/a/node_modules/@b/c',
    )
  })

  it('is none for the game’s own files, a file outside the project, or a virtual module', () => {
    expect(installPathOf('/r', '/r/renderer/src/main.ts')).toBeUndefined()
    expect(installPathOf('/r', '/elsewhere/node_modules/vue/dist/vue.js')).toBeUndefined()
    expect(installPathOf('/r', '\0vite/preload-helper.js')).toBeUndefined()
  })
})
