/**
 * The licences of the dependencies (docs/licences.md): what ships in the app is permissive,
 * build tools stay within the build-only list, and the notices the app carries are current.
 * Reads package-lock.json and the installed package.json files; no network.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { NOTICES_FILE, noticesJson, type Notice } from '@tools/licences/notices'
import { BUILD_ONLY_LICENCES, isAllowed, SHIPPING_LICENCES } from '@tools/licences/policy'
import {
  declaredLicence,
  importedPackages,
  nameOf,
  readLock,
  shippedPackages,
} from '@tools/licences/shipped'

const ROOT = resolve(__dirname, '..')
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
  it('is what the production code imports and what that needs at run time, no build tool', () => {
    expect(importedPackages(ROOT, lock)).toEqual([
      '@fontsource/exo-2',
      '@fontsource/orbitron',
      '@fontsource/rajdhani',
      'electron',
      'howler',
      'pinia',
      'vue',
      'vue-i18n',
      'zod',
    ])
    const names = [...shipped].map(nameOf)
    // vue-i18n's own runtime, followed through the lock's dependencies
    expect(names).toEqual(expect.arrayContaining(['@intlify/core-base', '@vue/runtime-dom']))
    // test-only and build-only packages are never counted, nor Electron's downloader
    for (const tool of ['vitest', 'vite', '@vue/test-utils', 'happy-dom', '@electron/get'])
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
