/**
 * What the packaged app contains (`npm run test:slow`: it runs electron-builder). The file list
 * comes from electron-builder itself, packaging for Linux into a folder around a stand-in
 * Electron distribution (`electronDist`), so nothing is downloaded (the Electron binary cannot
 * be fetched where this runs). The installer config's own checks are in packaging.test.ts.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildIfStale } from './build-if-stale.cjs'

const ROOT = resolve(__dirname, '..')
const require = createRequire(__filename)
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies?: Record<string, string>
  dependencies?: Record<string, string>
}

/** A folder shaped like an unpacked Electron for Linux; its binary is a stand-in script. */
async function standInElectron(dir: string): Promise<void> {
  await mkdir(join(dir, 'resources'), { recursive: true })
  await writeFile(join(dir, 'electron'), '#!/bin/sh\necho stand-in\n')
  await chmod(join(dir, 'electron'), 0o755)
  await writeFile(join(dir, 'version'), `v${pkg.devDependencies?.electron ?? '0.0.0'}`)
  await writeFile(join(dir, 'LICENSE'), '')
  await writeFile(join(dir, 'LICENSES.chromium.html'), '')
}

describe('the packaged app', () => {
  it('holds out/ and package.json, no sources or tests, and no renderer libraries as node_modules', async () => {
    buildIfStale(ROOT)
    const work = await mkdtemp(join(tmpdir(), 'pazaak-pack-'))
    try {
      const electronDist = join(work, 'electron')
      await standInElectron(electronDist)
      const { build, Platform } = require('electron-builder') as typeof import('electron-builder')
      await build({
        projectDir: ROOT,
        targets: Platform.LINUX.createTarget('dir'),
        publish: 'never',
        config: {
          extends: join(ROOT, 'electron-builder.yml'),
          electronDist,
          // The stand-in binary has no fuse wire to flip; the fuse settings are checked above.
          electronFuses: null,
          directories: { output: join(work, 'release') },
        },
      })
      const asar = require('@electron/asar') as {
        listPackage(p: string, o: object): string[]
        extractFile(archive: string, file: string): Buffer
      }
      const archive = join(work, 'release', 'linux-unpacked', 'resources', 'app.asar')
      const files = asar.listPackage(archive, { isPack: false }).map((f) => f.replace(/\\/g, '/'))

      for (const needed of [
        '/package.json',
        '/out/main/index.js',
        '/out/main/web-host.js',
        '/out/preload/index.js',
        '/out/renderer/index.html',
      ]) {
        expect(files, needed).toContain(needed)
      }
      // The third-party notices ship in the About screen's code, which reads them (docs/licences.md).
      const about = files.filter((f) => /^\/out\/renderer\/assets\/AboutView-[\w-]+\.js$/.test(f))
      expect(about).toHaveLength(1)
      const chunk = asar.extractFile(archive, (about[0] as string).slice(1)).toString('utf8')
      const notices = JSON.parse(
        readFileSync(join(ROOT, 'assets', 'licences', 'third-party-notices.json'), 'utf8'),
      ) as { name: string; version: string }[]
      expect(notices.length).toBeGreaterThan(10)
      for (const { name, version } of notices) {
        expect(chunk, name).toContain(JSON.stringify(name))
        expect(chunk, name).toContain(JSON.stringify(version))
      }
      expect(chunk).toContain('SIL Open Font License')
      // The app's own files: sources, maps and tests stay out (libraries are checked below).
      const ownFiles = files.filter((f) => !f.startsWith('/node_modules/'))
      const offending = ownFiles.filter(
        (f) =>
          /\.(ts|vue|map|mts|cts)$/.test(f) ||
          /\.(test|spec)\.[cm]?js$/.test(f) ||
          /^\/(main|preload|renderer|e2e|scripts|assets|bench|docs|\.ci)\//.test(f),
      )
      expect(offending).toEqual([])
      const modules = new Set(
        files
          .map((f) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(f)?.[1])
          .filter((m): m is string => Boolean(m)),
      )
      for (const rendererOnly of ['vue', 'pinia', 'howler', 'vue-i18n', 'electron', 'vite']) {
        expect(modules.has(rendererOnly), rendererOnly).toBe(false)
      }
      expect([...modules].some((m) => m.startsWith('@fontsource'))).toBe(false)
      // Only the runtime dependencies of main may be there.
      for (const m of modules) expect(Object.keys(pkg.dependencies ?? {}), m).toContain(m)
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })
})
