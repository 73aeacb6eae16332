import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { ALIASES, LAYERS, mayImport } from './layers.mjs'

/**
 * The layer fences of eslint.config.mjs, checked against the real config: each line of code
 * below is linted as if it stood in the named file, and must be refused (or accepted).
 */
const eslint = new ESLint({ cwd: process.cwd() })
const FENCE_RULES = [
  'layers/fence',
  'layers/alias',
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-properties',
]

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath: file })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && FENCE_RULES.includes(m.ruleId))
    .map((m) => m.message)
}

const REFUSED: [file: string, code: string][] = [
  ['renderer/src/views/example.ts', "import { x } from '@main/engine'"],
  ['renderer/src/stores/example.ts', "import { x } from '@main/services/game'"],
  ['renderer/src/stores/example.ts', "import { x } from '../../../main/engine'"],
  ['renderer/src/stores/example.ts', "import { x } from '@preload/index'"],
  ['renderer/src/stores/example.ts', "import { x } from 'node:fs'"],
  ['preload/contract.ts', "import type { x } from '@main/engine'"],
  ['common/example.ts', "import { x } from '@main/engine'"],
  ['common/example.ts', "import { x } from 'node:path'"],
  ['main/engine/example.ts', "import { x } from '@main/ai'"],
  ['main/engine/example.ts', "import { x } from 'node:fs'"],
  ['main/ai/example.ts', "import { x } from '@main/services/game'"],
  ['main/ai/example.ts', "import { x } from '@tools/ai/arena'"],
  ['main/store/example.ts', "import { x } from '@main/services/game'"],
  ['main/services/example.ts', "import { x } from '@main/api/router'"],
  ['main/api/example.ts', "import { x } from '@main/shell/ipc'"],
  ['main/shell/example.ts', "import { x } from '@main/host/server'"],
  ['main/host/example.ts', "import { x } from '@main/shell/app'"],
  ['main/host/door.ts', "import { x } from '@main/services/game'"],
  ['main/host/example.ts', "import { x } from '@main/store/folder-lock'"],
  ['main/shell/example.ts', "import { x } from '@main/engine'"],
  ['main/shell/example.ts', "import { x } from '@main/ai'"],
  ['main/shell/example.ts', "import { x } from '@main/store'"],
  ['main/shell/example.ts', "import { x } from '@main/store/profiles'"],
  ['main/api/router.ts', "import { x } from '@main/ai'"],
  ['main/web-host.ts', "import { x } from '@main/engine'"],
  ['main/web-host.ts', "import { x } from '@main/store/folder-lock-extra'"],
  ['main/web-host.ts', "import { x } from '@main/store/profiles'"],
  ['main/serve/example.ts', "import { x } from '@main/api/router'"],
  ['main/example.ts', "import { x } from '@/bridge'"],
  // a relative path is judged by where it leads, one folder up or none
  ['main/engine/example.ts', "import { x } from '../services/shop'"],
  ['main/ai/example.ts', "import { x } from '../services'"],
  ['main/services/example.ts', "import { x } from '../api/router'"],
  ['main/store/example.ts', "import { x } from '../services'"],
  ['main/api/example.ts', "import { x } from '../shell/ipc'"],
  ['main/api/example.ts', "import { x } from '../ai'"],
  ['main/serve/example.ts', "import { x } from '../engine'"],
  ['main/shell/example.ts', "import { x } from '../engine'"],
  ['main/host/example.ts', "import { x } from '../services'"],
  ['main/web-host.ts', "import { x } from './engine'"],
  ['main/index.ts', "import { x } from './store/profiles'"],
  ['common/example.ts', "import { x } from '../main/engine'"],
  ['common/example.ts', "import { x } from '../renderer/src/bridge'"],
  ['common/example.ts', "import { x } from '../e2e/fixtures'"],
  ['preload/contract.ts', "import type { x } from '../main/api/router'"],
  // even where the layers allow it, across layers the alias is the spelling
  ['main/api/example.ts', "import { x } from '../services/game'"],
  ['main/api/example.test.ts', "import { x } from '../services/game'"],
  // Node's built-ins, bare or node:, where a layer has none
  ['main/engine/example.ts', "import { x } from 'fs'"],
  ['main/engine/example.ts', "import { x } from 'node:crypto'"],
  ['main/ai/example.ts', "import { x } from 'node:worker_threads'"],
  ['main/ai/example.ts', "import { x } from 'os'"],
  ['common/example.ts', "import { x } from 'path'"],
  ['common/example.ts', "import { x } from 'crypto'"],
  ['preload/example.ts', "import { x } from 'node:path'"],
  ['renderer/src/stores/example.ts', "import { x } from 'fs'"],
  ['renderer/src/stores/example.ts', "import { x } from 'os'"],
  // Electron, or one of its entry points, outside the preload and the shell
  ['main/engine/example.ts', "import { x } from 'electron/main'"],
  ['main/ai/example.ts', "import { x } from 'electron'"],
  ['main/services/example.ts', "import { x } from 'electron'"],
  ['main/host/example.ts', "import type { x } from 'electron'"],
  ['renderer/src/stores/example.ts', "import { x } from 'electron/renderer'"],
  // no package at all below main's services
  ['common/example.ts', "import { x } from 'vue'"],
  ['main/engine/example.ts', "import { x } from 'zod'"],
  // dynamic imports, require and the types' import()
  ['main/engine/example.ts', "const x = await import('@main/services/shop')"],
  ['main/engine/example.ts', 'const x = await import(`../store`)'],
  ['main/engine/example.ts', "const x = require('node:fs')"],
  ['main/ai/example.ts', "import x = require('../services')"],
  ['renderer/src/stores/example.ts', "const x = await import('@main/engine')"],
  ['renderer/src/stores/example.ts', "type x = typeof import('@main/engine')"],
  ['common/example.ts', "export { x } from '@main/engine'"],
  ['common/example.ts', "export * from '../preload/contract'"],
  [
    'renderer/src/views/Example.vue',
    '<script setup lang="ts">\nimport { x } from \'@main/engine\'\n</script>',
  ],
  // of the preload, the renderer takes the contract's types and two constants, nothing else
  ['renderer/src/stores/example.ts', "import { channelFor as x } from '@preload/call-names'"],
  ['renderer/src/stores/example.ts', "import * as x from '@preload/call-names'"],
  ['renderer/src/stores/example.ts', "import { x } from '@preload/contract'"],
  ['renderer/src/stores/example.ts', "import '@preload/index'"],
  ['renderer/src/stores/example.ts', "const x = await import('@preload/settings-defaults')"],
  [
    'main/services/example.ts',
    "import { DEFAULT_SETTINGS as x } from '@preload/settings-defaults'",
  ],
  ['main/serve/example.ts', "import { CALL_NAMES as x } from '@preload/call-names'"],
  ['main/web-host.ts', "import { profileFile as x } from '@main/store'"],
  ['main/shell/example.ts', "import type { x } from '@main/store'"],
  // outside every layer
  ['main/services/example.ts', "import { x } from '../../e2e/fixtures'"],
  ['main/engine/example.ts', "import { x } from '@assets/sounds/draw.wav?url'"],
]

/** Clocks, timers and unseeded randomness in pure code, however they are reached. */
const IMPURE: [file: string, code: string][] = [
  ['main/engine/example.ts', 'const x = Date.now()'],
  ['main/engine/example.ts', 'const x = new Date()'],
  ['main/engine/example.ts', 'const x = Date()'],
  ['main/engine/example.ts', 'const x = performance.now()'],
  ['main/engine/example.ts', 'const x = process.hrtime()'],
  ['main/engine/example.ts', 'const x = crypto.getRandomValues(new Uint8Array(1))'],
  ['main/engine/example.ts', 'const x = setTimeout(() => 0, 1)'],
  ['main/engine/example.ts', 'const x = Math.random()'],
  ['main/engine/example.ts', 'const x = globalThis.performance.now()'],
  ['main/ai/example.ts', 'const x = performance.now()'],
  ['main/ai/example.ts', 'const x = Math.random()'],
  ['common/example.ts', 'const x = Date.now()'],
]

const ACCEPTED: [file: string, code: string][] = [
  ['renderer/src/stores/example.ts', "import { x } from '@common/cards'"],
  ['renderer/src/stores/example.ts', "import type { x } from '@preload/contract'"],
  ['main/ai/example.ts', "import { x } from '@main/engine'"],
  ['main/services/example.ts', "import { x } from '@main/store'"],
  ['main/shell/example.ts', "import { x } from '@main/serve/csp'"],
  ['main/host/example.ts', "import { x } from '@main/serve/csp'"],
  ['main/shell/example.ts', "import { x } from '@main/store/folder-lock'"],
  ['main/shell/example.ts', "import { x } from '@main/api/router'"],
  ['main/web-host.ts', "import { x } from '@main/store/folder-lock'"],
  ['main/web-host.ts', "import { x } from '@main/host/server'"],
  ['main/web-host.ts', "import { savesDir } from '@main/store'"],
  ['main/serve/example.ts', "import type { x } from '@common/messages'"],
  ['main/api/example.ts', "import { x } from '@main/store'"],
  ['renderer/src/views/example.test.ts', "import { x } from '@main/engine'"],
  ['tools/ai/example.ts', "import { x } from '@main/ai'"],
  ['main/ai/example.ts', "import { x } from './random'"],
  ['main/services/game.ts', "import { x } from '../../package.json'"],
  ['main/store/example.ts', "import { x } from 'node:fs'"],
  ['main/store/example.ts', "import { DEFAULT_SETTINGS as x } from '@preload/settings-defaults'"],
  ['main/host/example.ts', "import { x } from 'fs'"],
  ['main/shell/example.ts', "import { x } from 'electron'"],
  ['main/shell/example.ts', "import { x } from '@assets/icons/png/512x512.png?asset'"],
  ['preload/index.ts', "import { x } from 'electron'"],
  ['renderer/src/bridge.ts', "import { CALL_NAMES as x } from '@preload/call-names'"],
  [
    'renderer/src/stores/example.ts',
    "import { DEFAULT_SETTINGS as x } from '@preload/settings-defaults'",
  ],
  ['renderer/src/stores/example.ts', "import { type CallName as x } from '@preload/call-names'"],
  ['renderer/src/stores/example.ts', "import { x } from '@assets/sounds/draw.wav?url'"],
  ['renderer/src/views/example.ts', "const x = await import('./TableView.vue')"],
  ['renderer/src/stores/example.ts', "import { x } from 'pinia'"],
  ['main/services/example.ts', 'const x = Date.now()'],
  ['main/services/example.ts', "import { randomUUID as x } from 'node:crypto'"],
  ['main/engine/example.ts', 'const x = (name: string) => import(name)'],
]

describe('layer fences', () => {
  it.each(REFUSED)('%s refuses %s', async (file, code) => {
    expect(await refusals(file, code)).not.toEqual([])
  })
  it.each(IMPURE)('%s refuses %s', async (file, code) => {
    expect(await refusals(file, code)).not.toEqual([])
  })
  it.each(ACCEPTED)('%s accepts %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([])
  })
})

describe('the table of layers', () => {
  it('is the one docs/architecture.md shows', () => {
    const docs = readFileSync('docs/architecture.md', 'utf8')
    const section = docs.slice(
      docs.indexOf('## The layers'),
      docs.indexOf('\n## ', docs.indexOf('## The layers') + 1),
    )
    const rows = section
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, layer, , may]) => [layer, may])
    const table = LAYERS.filter((l) => l.row !== undefined).map((l) => [l.row, mayImport(l)])
    expect(rows).toEqual(table)
  })
  it('knows the aliases tsconfig.json declares', () => {
    const { config } = ts.readConfigFile('tsconfig.json', (path) => readFileSync(path, 'utf8'))
    const paths = (config as { compilerOptions: { paths: Record<string, string[]> } })
      .compilerOptions.paths
    const declared = Object.entries(paths).map(([alias, [folder]]) => [
      alias.replace(/\*$/, ''),
      folder?.replace(/^\.\//, '').replace(/\*$/, ''),
    ])
    expect(Object.entries(ALIASES)).toEqual(declared)
  })
})
