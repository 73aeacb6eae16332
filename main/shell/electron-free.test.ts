import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** Only these shell files may load Electron at runtime; the rest are tested under plain Node. */
const ELECTRON_FILES = new Set(['app.ts', 'main-window.ts'])

describe('the shell', () => {
  it('keeps its decisions in files that load Electron for types only', () => {
    const files = readdirSync(__dirname).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !ELECTRON_FILES.has(f),
    )
    expect(files.length).toBeGreaterThan(5)
    for (const file of files) {
      const source = readFileSync(join(__dirname, file), 'utf8')
      const runtimeImport = /^import\s+(?!type\b)[^;]*from\s+'electron'/m
      expect(source, file).not.toMatch(runtimeImport)
      expect(source, file).not.toMatch(/require\(\s*'electron'\s*\)/)
    }
  })
})
