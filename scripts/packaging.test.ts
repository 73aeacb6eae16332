/**
 * The installer config (electron-builder.yml): names, targets, fuses, the sandbox and what is
 * packed. What a real package then contains is packaging.slow.test.ts's (it runs
 * electron-builder, which takes a while).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { filesUnder } from '@tools/testing/source-files'

const ROOT = resolve(__dirname, '..')
const require = createRequire(__filename)
// js-yaml ships with electron-builder (it reads this very file with it).
const yaml = require('js-yaml') as { load(text: string): unknown }
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string
  productName: string
  desktopName?: string
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
  toolsets?: { appimage?: string }
  appImage?: { executableArgs?: string[] }
  linux?: {
    target?: string[]
    category?: string
    icon?: string
    syncDesktopName?: boolean
    executableArgs?: string[]
  }
  win?: { target?: string[]; icon?: string }
  nsis?: { deleteAppDataOnUninstall?: boolean; oneClick?: boolean }
  deb?: { appArmorProfile?: string | null }
  mac?: { target?: string[]; category?: string; icon?: string }
}

async function loadConfig(): Promise<BuilderConfig> {
  return yaml.load(await readFile(join(ROOT, 'electron-builder.yml'), 'utf8')) as BuilderConfig
}

describe('electron-builder.yml', () => {
  it('names the app as the saves folder expects and has no publish or auto-update', async () => {
    const config = await loadConfig()
    expect(config.appId).toMatch(/^[a-z0-9]+(\.[a-z0-9-]+){2,}$/)
    // userData, and so the saves folder, is named after productName.
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

  it('is a configuration electron-builder itself accepts', async () => {
    const { validateConfiguration } = require('app-builder-lib/out/util/config/config') as {
      validateConfiguration(config: unknown, debug: { isEnabled: boolean }): Promise<void>
    }
    await expect(
      validateConfiguration(await loadConfig(), { isEnabled: false }),
    ).resolves.toBeUndefined()
    // The same check fails on a misspelt fuse, so it is not a check that cannot fail.
    const misspelt = { ...(await loadConfig()), electronFuses: { runAsNod: false } }
    await expect(validateConfiguration(misspelt, { isEnabled: false })).rejects.toThrow(
      /electronFuses/,
    )
  })

  it('sets every fuse in electron-builder’s schema deliberately, with the safe values', async () => {
    const scheme = JSON.parse(
      readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'),
    ) as { definitions: { FuseOptionsV1: { properties: Record<string, unknown> } } }
    const known = Object.keys(scheme.definitions.FuseOptionsV1.properties).sort()
    const fuses = (await loadConfig()).electronFuses ?? {}
    // Every key is one the schema knows, and a fuse added by an upgrade is not left to chance.
    expect(Object.keys(fuses).sort()).toEqual(known)
    expect(fuses).toEqual({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      // no cookies in the game; an encrypted store only brings keychain prompts
      enableCookieEncryption: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
      loadBrowserProcessSpecificV8Snapshot: false,
      // an unsigned Apple Silicon build must be re-signed ad hoc after the flip, or it won't start
      resetAdHocDarwinSignature: true,
    })
  })

  it('flips the fuse wire of an Electron-shaped binary as the config says, through electron-builder’s own step', async () => {
    // No Electron binary can be had here, so a stand-in carries the fuse wire as Electron lays
    // it out (electron/electron, build/fuses): a sentinel, the wire's version and length, then
    // one byte per fuse, '1' on, '0' off, here Electron 45's nine defaults.
    const SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
    const NAMES = [
      'runAsNode',
      'cookieEncryption',
      'nodeOptions',
      'nodeCliInspect',
      'embeddedAsarIntegrityValidation',
      'onlyLoadAppFromAsar',
      'browserProcessV8Snapshot',
      'fileProtocolExtraPrivileges',
      'wasmTrapHandlers',
    ]
    const defaults = '101100011'
    const work = await mkdtemp(join(tmpdir(), 'pazaak-fuses-'))
    try {
      const binary = join(work, 'pazaak')
      const wire = Buffer.concat([Buffer.from([1, NAMES.length]), Buffer.from(defaults)])
      await writeFile(
        binary,
        Buffer.concat([Buffer.from('\x7fELF stand-in'), Buffer.from(SENTINEL), wire]),
      )
      // What electron-builder runs after packing: the config turned into a fuse config by the
      // packager, then @electron/fuses (the copy electron-builder loads) flips the binary.
      const { PlatformPackager } = require('app-builder-lib') as {
        PlatformPackager: { prototype: { generateFuseConfig(fuses: unknown): Promise<object> } }
      }
      const fromBuilder = createRequire(require.resolve('app-builder-lib/package.json'))
      const fuses = fromBuilder('@electron/fuses') as {
        flipFuses(path: string, config: object): Promise<unknown>
        getCurrentFuseWire(path: string): Promise<Record<number, number>>
      }
      const config = await PlatformPackager.prototype.generateFuseConfig.call(
        null,
        (await loadConfig()).electronFuses,
      )
      await fuses.flipFuses(binary, config)
      const flipped = await fuses.getCurrentFuseWire(binary)
      const states = Object.fromEntries(
        NAMES.map((name, i) => [name, String.fromCharCode(flipped[i] ?? 0)]),
      )
      expect(states).toEqual({
        runAsNode: '0',
        cookieEncryption: '0',
        nodeOptions: '0',
        nodeCliInspect: '0',
        embeddedAsarIntegrityValidation: '1',
        onlyLoadAppFromAsar: '1',
        browserProcessV8Snapshot: '0',
        fileProtocolExtraPrivileges: '0',
        // not in electron-builder's schema yet: Electron's own default stays
        wasmTrapHandlers: '1',
      })
    } finally {
      await rm(work, { recursive: true, force: true })
    }
  })

  it('never turns the Chromium sandbox off for everyone on Linux', async () => {
    const config = await loadConfig()
    const text = readFileSync(join(ROOT, 'electron-builder.yml'), 'utf8')
    // The legacy AppImage toolset writes --no-sandbox into the desktop entry unless told not
    // to; its launcher adds the switch by itself only where user namespaces are unavailable.
    expect(config.appImage?.executableArgs).toEqual([])
    expect(config.toolsets?.appimage).not.toBe('0.0.0')
    expect(config.linux?.executableArgs ?? []).not.toContain('--no-sandbox')
    expect(
      text
        .split('\n')
        .filter((l) => !l.trim().startsWith('#'))
        .join('\n'),
    ).not.toContain('no-sandbox')
    // The deb keeps electron-builder's AppArmor profile (Ubuntu 23.10+), which allows the
    // user namespaces the sandbox needs.
    expect(config.deb?.appArmorProfile ?? undefined).toBeUndefined()
    // Nor does the app itself ask for it.
    for (const file of [...filesUnder(join(ROOT, 'main')), ...filesUnder(join(ROOT, 'preload'))]) {
      if (file.endsWith('.test.ts')) continue
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/no-sandbox|disable-setuid-sandbox/)
    }
  })

  it('names the .desktop file as Electron names the window, so the taskbar matches them', async () => {
    const config = await loadConfig()
    // Electron sets the window's app id / WM_CLASS from package.json's desktopName;
    // electron-builder names the .desktop file after it when syncDesktopName is on.
    expect(pkg.desktopName).toBe(`${pkg.name}.desktop`)
    expect(config.linux?.syncDesktopName).toBe(true)
  })

  it('packs only the build and package.json', async () => {
    expect((await loadConfig()).files).toEqual(['out/**', 'package.json', '!**/*.map'])
  })

  it('never silences Electron’s security warnings', () => {
    for (const file of [...filesUnder(join(ROOT, 'main')), ...filesUnder(join(ROOT, 'preload'))]) {
      if (file.endsWith('packaging.test.ts')) continue
      expect(readFileSync(file, 'utf8'), file).not.toContain('ELECTRON_DISABLE_SECURITY_WARNINGS')
    }
  })
})
