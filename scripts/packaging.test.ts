/**
 * The installer config (electron-builder.yml) and what the packaged app contains. The file
 * list comes from electron-builder itself, packaging for Linux into a folder around a stand-in
 * Electron distribution (`electronDist`), so nothing is downloaded (ENVIRONMENT.md).
 */
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildIfStale } from './build-if-stale.cjs'

const ROOT = resolve(__dirname, '..')
const require = createRequire(__filename)
// js-yaml ships with electron-builder (it reads this very file with it).
const yaml = require('js-yaml') as { load(text: string): unknown }
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  productName: string
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}

interface BuilderConfig {
  appId?: string
  productName?: string
  files?: string[]
  publish?: unknown
  electronFuses?: Record<string, boolean>
  linux?: { target?: string[]; category?: string; icon?: string }
  win?: { target?: string[]; icon?: string }
  nsis?: { deleteAppDataOnUninstall?: boolean; oneClick?: boolean }
  mac?: { target?: string[]; category?: string; icon?: string }
}

async function loadConfig(): Promise<BuilderConfig> {
  return yaml.load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig
}

describe('electron-builder.yml', () => {
  it('names the app as the saves folder expects and has no publish or auto-update', async () => {
    const config = await loadConfig()
    expect(config.appId).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+){2,}$/)
    // userData, and so the saves folder, is named after productName (SECURITY.md).
    expect(config.productName).toBe('Pazaak')
    expect(pkg.productName).toBe('Pazaak')
    expect(config).not.toHaveProperty('publish')
    expect(Object.keys(pkg.dependencies ?? {})).not.toContain('electron-updater')
  })

  it('builds AppImage and deb (Game), NSIS that keeps saves, and a card-games dmg', async () => {
    const config = await loadConfig()
    expect(config.linux).toMatchObject({ target: ['AppImage', 'deb'], category: 'Game' })
    expect(config.win?.target).toEqual(['nsis'])
    expect(config.nsis?.deleteAppDataOnUninstall).toBe(false)
    expect(config.mac).toMatchObject({
      target: ['dmg'],
      category: 'public.app-category.card-games',
    })
    for (const icon of [config.linux?.icon, config.win?.icon, config.mac?.icon]) {
      expect(icon && existsSync(join(ROOT, icon)), `icon ${icon}`).toBe(true)
    }
  })

  it('flips the fuses SECURITY.md asks for', async () => {
    expect((await loadConfig()).electronFuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableCookieEncryption: true,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    })
  })

  it('packs only the build and package.json', async () => {
    expect((await loadConfig()).files).toEqual(['out/**', 'package.json', '!**/*.map'])
  })

  it('never silences Electron’s security warnings', () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
      )
    for (const file of [...walk(join(ROOT, 'main')), ...walk(join(ROOT, 'preload'))]) {
      if (file.endsWith('packaging.test.ts')) continue
      expect(readFileSync(file, 'utf8'), file).not.toContain('ELECTRON_DISABLE_SECURITY_WARNINGS')
    }
  })
})

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
      const asar = require('@electron/asar') as { listPackage(p: string, o: object): string[] }
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
  }, 180_000)
})
