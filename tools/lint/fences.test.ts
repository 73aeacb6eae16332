import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The layer fences of eslint.config.mjs, checked against the real config: each line of code
 * below is linted as if it stood in the named file, and must be refused (or accepted).
 */
const eslint = new ESLint({ cwd: process.cwd() })

async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath: file })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
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
]

describe('layer fences', () => {
  it.each(REFUSED)('%s refuses %s', async (file, code) => {
    expect(await refusals(file, code)).not.toEqual([])
  })
  it.each(ACCEPTED)('%s accepts %s', async (file, code) => {
    expect(await refusals(file, code)).toEqual([])
  })
})
