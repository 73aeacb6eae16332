/**
 * The licences of the dependencies (docs/licences.md): what ships in the app is permissive,
 * build tools stay within the build-only list, and the notices the app carries are current.
 * What ships is read from the built bundles' manifests, so the app is built first when out/ is
 * stale; then package-lock.json and the installed package.json files. No network.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUILDS, readManifest } from '@tools/licences/bundled'
import { NOTICES_FILE, noticesJson, type Notice } from '@tools/licences/notices'
import { BUILD_ONLY_LICENCES, isAllowed, SHIPPING_LICENCES } from '@tools/licences/policy'
import {
  declaredLicence,
  nameOf,
  packedPackages,
  readLock,
  shippedPackages,
} from '@tools/licences/shipped'
import { buildIfStale } from './build-if-stale.cjs'

const ROOT = resolve(__dirname, '..')
buildIfStale(ROOT)
const lock = readLock(ROOT)
const shipped = new Set(shippedPackages(ROOT, lock))

/** A package's declared licence, read as the notices read it. */
const licenceOf = (path: string): string | undefined => declaredLicence(ROOT, lock, path)

describe('the licences', () => {
  it('of what ships are all on the shipping list', () => {
    const refused = [...shipped]
      .map((path) => ({ name: nameOf(path), licence: licenceOf(path) ?? '(none)' }))
      .filter(({ licence }) => !isAllowed(licence, SHIPPING_LICENCES))
    expect(refused).toEqual([])
  })

  it('of every other package, build tools included, are on the build-only list', () => {
    const paths = Object.keys(lock).filter((path) => path !== '')
    expect(paths.length).toBeGreaterThan(300)
    const refused = paths
      .filter((path) => !shipped.has(path))
      .map((path) => ({ name: nameOf(path), licence: licenceOf(path) ?? '(none)' }))
      .filter(({ licence }) => !isAllowed(licence, BUILD_ONLY_LICENCES))
    expect(refused).toEqual([])
  })

  it('are read the same from the lock file and the installed packages', () => {
    const differ = Object.keys(lock)
      .filter((path) => path !== '' && existsSync(join(ROOT, path, 'package.json')))
      .filter((path) => licenceOf(path) !== lock[path]?.license)
    expect(differ).toEqual([])
  })

  it('are judged as SPDX expressions: an OR needs one allowed choice, an AND all its parts', () => {
    expect(isAllowed('MIT', SHIPPING_LICENCES)).toBe(true)
    expect(isAllowed('(MIT OR CC0-1.0)', SHIPPING_LICENCES)).toBe(true)
    expect(isAllowed('WTFPL OR ISC', SHIPPING_LICENCES)).toBe(true)
    expect(isAllowed('(MIT AND GPL-3.0-only)', BUILD_ONLY_LICENCES)).toBe(false)
    expect(isAllowed('(MIT AND (ISC OR GPL-2.0))', SHIPPING_LICENCES)).toBe(true)
    // what a tool may carry is not enough to ship
    for (const toolOnly of ['MPL-2.0', 'CC-BY-4.0', 'Python-2.0', 'WTFPL']) {
      expect(isAllowed(toolOnly, BUILD_ONLY_LICENCES), toolOnly).toBe(true)
      expect(isAllowed(toolOnly, SHIPPING_LICENCES), toolOnly).toBe(false)
    }
    for (const copyleft of ['GPL-3.0-only', 'AGPL-3.0', 'LGPL-2.1', 'UNLICENSED', 'SEE LICENSE'])
      expect(isAllowed(copyleft, BUILD_ONLY_LICENCES), copyleft).toBe(false)
  })
})

describe('what ships', () => {
  it('is what the bundles hold from node_modules, what electron-builder packs, and Electron', () => {
    const manifests = BUILDS.map((build) => readManifest(ROOT, build))
    const bundled = manifests.flatMap((m) => m.bundled)
    expect(shipped).toEqual(new Set([...bundled, ...packedPackages(lock), 'node_modules/electron']))
    // the renderer's libraries with their runtimes, and the typefaces through their font files
    expect(bundled.map(nameOf)).toEqual(
      expect.arrayContaining([
        ...['vue', '@vue/runtime-dom', 'pinia', 'vue-i18n', '@intlify/core-base', 'howler'],
        ...['@fontsource/exo-2', '@fontsource/orbitron', '@fontsource/rajdhani'],
      ]),
    )
    // main leaves zod (package.json's one dependency) to be required at run time, packed as
    // node_modules beside the bundles
    expect(manifests[0]?.external).toContain('zod')
    expect([...packedPackages(lock)]).toEqual(['node_modules/zod'])
  })

  it('leaves out what only builds the app: Vue’s template compiler and what it pulls in', () => {
    const names = [...shipped].map(nameOf)
    for (const tool of [
      '@vue/compiler-sfc',
      '@vue/compiler-dom',
      '@vue/server-renderer',
      '@babel/parser',
      'postcss',
      'vite',
      'vitest',
      '@vue/test-utils',
      '@electron/get',
    ])
      expect(names, tool).not.toContain(tool)
  })
})

describe('the third-party notices', () => {
  it(`are current (run \`npm run notices\` after changing a dependency): ${NOTICES_FILE}`, () => {
    expect(readFileSync(join(ROOT, NOTICES_FILE), 'utf8')).toBe(noticesJson(ROOT))
  })

  it('name every shipped package once, with its licence text', () => {
    const list = JSON.parse(readFileSync(join(ROOT, NOTICES_FILE), 'utf8')) as Notice[]
    expect(list.map((n) => n.name).sort()).toEqual([...new Set([...shipped].map(nameOf))].sort())
    for (const notice of list) {
      expect(notice.text.length, notice.name).toBeGreaterThan(300)
      expect(notice.version, notice.name).toMatch(/^\d+\.\d+\.\d+/)
    }
    const text = (name: string) => list.find((n) => n.name === name)?.text ?? ''
    expect(text('@fontsource/orbitron')).toContain('SIL Open Font License')
    expect(text('vue')).toMatch(/Permission is hereby granted/)
  })
})
